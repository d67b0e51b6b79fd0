export interface PolicyOrigins {
  connect?: string[];
  media?: string[];
}
export function inlineScriptHashes(html: string): string[];
export function pagePolicy(input: PolicyOrigins & { scriptHashes: string[] }, options?: { forMeta?: boolean }): string;
export function withPagePolicy(html: string, origins: PolicyOrigins): { html: string; header: string };
export function routeOf(file: string): string;
/** The directives every page shares that only a header can carry (frame-ancestors); no script-src. */
export const SITE_HEADER_POLICY: string;
