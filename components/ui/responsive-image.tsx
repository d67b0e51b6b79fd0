import { useLocale } from 'next-intl';
import { pictureOf, type ImageId } from '@/content/images';
import type { Language } from '@/lib/i18n/language';
import { Picture } from './picture';

/**
 * A pre-sized artwork from the manifest (content/images.json) by its id, alt text in the page's
 * language: `Picture` resolved on the server. A client component is handed resolved pictures
 * instead (`pictureOf`), so it does not carry the manifest.
 */
export function ResponsiveImage({ id, ...props }: { id: ImageId } & Omit<Parameters<typeof Picture>[0], 'picture'>) {
  const language = useLocale() as Language;
  return <Picture picture={pictureOf(id, language)} {...props} />;
}
