import { redirectMetadata, redirectPage } from '@/components/routing/redirect-page';

const FROM = '/amalfi/skybar/';

export const generateMetadata = redirectMetadata(FROM);
export default redirectPage(FROM);
