import type { HeaderRule, Redirect } from './site.mjs';
/** The CloudFront viewer-request function's source for these redirects. */
export function viewerRequestFunction(redirects: Redirect[]): string;
/** The response headers policy config (CLI shape) for the catch-all rule's security headers. */
export function responseHeadersPolicy(rules: HeaderRule[], name?: string): Record<string, unknown>;
/** Writes viewer-request.js and response-headers-policy.json for the export in siteDir; returns their paths. */
export function writeCloudFrontConfig(siteDir: string, targetDir: string, options?: { allowLocalEndpoints?: boolean }): string[];
