/** Runs in the page: true once React has hydrated the site menu's button. */
export function frameworkHasStarted(): boolean;
