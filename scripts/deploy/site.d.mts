export class DeployError extends Error {}
/** Content type by file extension; text types say utf-8. */
export const CONTENT_TYPES: Record<string, string>;
/** The content type of an object key; throws for an extension it does not know. */
export function contentTypeFor(key: string): string;
/** HTML pages and RSC payloads (index.txt, __next.*.txt). */
export function isPageDocument(key: string): boolean;
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}
export function parseHeadersFile(text: string): HeaderRule[];
/** The headers a URL path gets; a later rule overrides an earlier one's header of the same name. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
export interface Redirect {
  from: string;
  to: string;
  status: number;
}
export function parseRedirectsFile(text: string): Redirect[];
/** The object key that answers a redirect's `from` path on a website endpoint. */
export function redirectKey(from: string): string;
/** Loopback origins in the catch-all CSP's connect-src. */
export function localEndpoints(rules: HeaderRule[]): string[];
export function refuseLocalEndpoints(rules: HeaderRule[], allow: boolean): void;
export interface SiteObject {
  key: string;
  body: Buffer;
  sha256: string;
  contentType: string;
  cacheControl: string;
  redirect?: string;
  /** 1 = assets, 2 = pages, RSC payloads and redirects. */
  phase: 1 | 2;
}
export function readSite(dir: string): { objects: SiteObject[]; rules: HeaderRule[]; redirects: Redirect[] };
