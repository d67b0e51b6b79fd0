/** The folder of Decap's prebuilt browser bundle. */
export function decapDist(): string;
/** The content security policy of /admin/ only. */
export function adminPolicy(origins: string[], options?: { forMeta?: boolean }): string;
/** Writes /admin/ into the export; returns its _headers rules. */
export function writeAdmin(outDir: string, options?: { root?: string; env?: Record<string, string | undefined>; localBackendUrl?: string }): string[];
