import { redirectMetadata, redirectPage } from '@/components/routing/redirect-page';

const FROM = '/amalfi/restaurant/alacarte/';

export const generateMetadata = redirectMetadata(FROM);
export default redirectPage(FROM);
