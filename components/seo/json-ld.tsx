import { pageLanguage } from '@/lib/i18n/params';
import { jsonLd } from '@/lib/seo';
import { pageGraph } from '@/lib/structured-data';

/** schema.org structured data for search engines, rendered into the pre-built HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

/** The page's one structured-data graph, in the language of its `[lang]` segment. */
export async function PageJsonLd({ path, params }: { path: string; params: Promise<{ lang: string }> }) {
  return <JsonLd data={pageGraph(path, await pageLanguage(params))} />;
}
