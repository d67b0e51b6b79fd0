/** Where the CMS saves: the git host named by the build's environment (CMS_BACKEND, CMS_REPO, …). */
export function cmsBackend(env?: Record<string, string | undefined>): Record<string, string>;
/** The origins the CMS talks to for that backend (its CSP's connect-src). */
export function backendOrigins(backend: Record<string, string>): string[];
/** The Decap CMS configuration of /admin/, generated from the content (written as config.yml). */
export function cmsConfig(options?: { root?: string; env?: Record<string, string | undefined>; localBackendUrl?: string }): Record<string, unknown>;
