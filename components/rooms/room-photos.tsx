import { useLocale } from 'next-intl';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { getImage, type ImageId } from '@/content/images';
import type { Language } from '@/lib/i18n/language';
import { RoomSlideshow } from './room-slideshow';

/**
 * The room's slideshow with its pictures rendered here, on the server: their srcsets come from the
 * image manifest, which so stays out of the page's JavaScript (the slideshow is a client component).
 */
export function RoomPhotos({ images, label }: { images: readonly ImageId[]; label: string }) {
  const language = useLocale() as Language;
  const slides = images.map((id) => ({
    id,
    picture: <ResponsiveImage id={id} sizes="(min-width: 992px) 60vw, 100vw" lowPriority />,
    thumbnail: <ResponsiveImage id={id} sizes="(min-width: 992px) 16vw, 33vw" alt="" lowPriority />,
    alt: getImage(id).alt[language],
  }));
  return <RoomSlideshow slides={slides} label={label} />;
}
