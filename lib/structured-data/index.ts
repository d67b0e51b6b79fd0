/** The site's schema.org structured data: one graph per page (see graph.ts). */
export { pageGraph, pageMeta, breadcrumbs, STRUCTURED_DATA_PATHS } from './graph';
export { ORGANIZATION_ID, WEBSITE_ID, hotelId, roomId, roomOfferId, venueId } from './ids';
export { schemaTime } from './common';
