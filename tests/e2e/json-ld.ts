import { expect, type Page } from '@playwright/test';

export type LdNode = Record<string, any> & { '@type': string | string[]; '@id'?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The page's one structured-data graph (exactly one JSON-LD script, holding a `@graph`), as its nodes. */
export async function jsonLdGraph(page: Page): Promise<LdNode[]> {
  return graphOf(await page.locator('script[type="application/ld+json"]').allTextContents());
}

/** The same graph read from a parsed page (what a crawler that runs no script reads). */
export function jsonLdGraphOf(document: Document): LdNode[] {
  return graphOf([...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''));
}

function graphOf(scripts: string[]): LdNode[] {
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as { '@context': string; '@graph': LdNode[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

export const hasType = (node: { '@type'?: string | string[] }, type: string) => ([] as string[]).concat(node['@type'] ?? []).includes(type);
export const nodesOfType = (nodes: LdNode[], type: string) => nodes.filter((n) => hasType(n, type));
export const nodeById = (nodes: LdNode[], id: string) => nodes.find((n) => n['@id'] === id);

// Google's rich-result fields, shared with the structured-data unit test.
export { allObjects, richResultProblems } from '../utils/rich-results';
