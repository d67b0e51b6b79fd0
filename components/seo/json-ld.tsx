import { jsonLd } from '@/lib/seo';

/** schema.org structured data for search engines, rendered into the pre-built HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
