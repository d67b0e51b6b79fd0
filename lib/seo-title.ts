import { site } from '@/content/site';

export const TITLE_SUFFIX = `${site.brand} Hotels`;

/**
 * "Rooms | Vela Hotels": the same template for the build-time and the live title. A title that
 * already names the brand ("Vela Amalfi · Premier hotel") is left as it is: the brand once.
 */
export const formatTitle = (title: string) => (new RegExp(`\\b${site.brand}\\b`).test(title) ? title : `${title} | ${TITLE_SUFFIX}`);
