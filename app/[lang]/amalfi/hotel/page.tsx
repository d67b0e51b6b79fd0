import { redirectMetadata, redirectPage } from '@/components/routing/redirect-page';

const FROM = '/amalfi/hotel/';

export const generateMetadata = redirectMetadata(FROM);
export default redirectPage(FROM);
