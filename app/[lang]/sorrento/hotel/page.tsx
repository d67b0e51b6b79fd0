import { redirectMetadata, redirectPage } from '@/components/routing/redirect-page';

const FROM = '/sorrento/hotel/';

export const generateMetadata = redirectMetadata(FROM);
export default redirectPage(FROM);
