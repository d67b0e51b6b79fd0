import { RedirectPage, redirectMetadata } from '@/components/routing/redirect-page';

const FROM = '/amalfi/restaurant/buffet/';

export const metadata = redirectMetadata(FROM);

export default function Page() {
  return <RedirectPage from={FROM} />;
}
