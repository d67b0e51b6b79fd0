import { RedirectPage, redirectMetadata } from '@/components/routing/redirect-page';

const FROM = '/amalfi/hotel/';

export const metadata = redirectMetadata(FROM);

export default function Page() {
  return <RedirectPage from={FROM} />;
}
