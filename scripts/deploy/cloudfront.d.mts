import type { HeaderRule, Redirect } from './site.mjs';
/** deploy/cloudfront/viewer-request.js, relative to the repo root. */
export const FUNCTION_FILE: string;
export interface VietnameseNotFound {
  /** The export's Vietnamese page addresses ("/vi/dining/"). */
  pages: string[];
  /** A compact vi/404.html for the function's 404 response. */
  html: string;
}
/** The viewer-request function's source (default: FUNCTION_FILE) with its REDIRECTS table filled from these redirects, and its Vietnamese not-found tables when given. */
export function viewerRequestFunction(redirects: Redirect[], source?: string, notFound?: VietnameseNotFound): string;
/** The Vietnamese not-found data of the export in siteDir. */
export function vietnameseNotFound(siteDir: string): VietnameseNotFound;
/** The response headers policy config (CLI shape) for the catch-all rule's security headers. */
export function responseHeadersPolicy(rules: HeaderRule[], name?: string): Record<string, unknown>;
/** The headers (lower-case names) CloudFront adds to each response under that policy. */
export function policyHeaders(config: Record<string, unknown>): Record<string, string>;
/** Writes viewer-request.js and response-headers-policy.json for the export in siteDir; returns their paths. */
export function writeCloudFrontConfig(siteDir: string, targetDir: string, options?: { allowLocalEndpoints?: boolean }): string[];
