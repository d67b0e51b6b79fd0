// Names a component and the build scripts must agree on, written once. Plain JavaScript, because the
// post-build scripts run in Node with no build step and the components import it as is.

/**
 * Marks the element whose opening animation a page's framework scripts wait for before loading
 * (home: the logo fades in after 1 s): set by components/home/home-hero.tsx, read by the loader that
 * scripts/defer-hydration.mjs puts in every page.
 */
export const WAIT_FOR_ANIMATION = 'data-scripts-after-animation';
