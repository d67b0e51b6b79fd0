import { site } from '@/content/site';

/** "Rooms at Sorrento | Vela Hotels": the same template for the build-time and the live title. */
export const TITLE_SUFFIX = `${site.brand} Hotels`;
export const formatTitle = (title: string) => (title === TITLE_SUFFIX || title.endsWith(` | ${TITLE_SUFFIX}`) ? title : `${title} | ${TITLE_SUFFIX}`);
