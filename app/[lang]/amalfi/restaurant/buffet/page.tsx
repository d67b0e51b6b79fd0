import { redirectMetadata, redirectPage } from '@/components/routing/redirect-page';

const FROM = '/amalfi/restaurant/buffet/';

export const generateMetadata = redirectMetadata(FROM);
export default redirectPage(FROM);
