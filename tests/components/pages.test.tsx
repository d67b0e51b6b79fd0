import { screen, within } from '@testing-library/react';
import { AmenitiesPage } from '@/components/info-pages/amenities-page';
import { ExplorePage } from '@/components/info-pages/explore-page';
import { OffersPage } from '@/components/info-pages/offers-page';
import { PrivacyNotice } from '@/components/info-pages/privacy-notice';
import { site } from '@/content/site';
import { renderWithIntl } from '../utils/intl';

const TEL = /^tel:\+\d{8,15}$/;
const card = (name: string) => screen.getByRole('article', { name });
const telLinks = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('tel:'));

describe('AmenitiesPage', () => {
  it('has the hero, a welcome line and five cards with title, description and note', () => {
    renderWithIntl(<AmenitiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Amenities for an easy stay' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(within(card('Complimentary breakfast')).getByText(/Daily 06:30–10:00\. Sorrento: à la carte · Amalfi: buffet\./)).toBeInTheDocument();
    expect(within(card('Rooftop pool')).getByText('Daily 07:00–19:00. Towels are provided.')).toBeInTheDocument();
    expect(within(card('Rooftop pool')).getByText(/open to in-house guests of both hotels/)).toBeInTheDocument();
    expect(within(card('Airport limousine transfer')).getByText('Reserve at least 24 hours ahead.')).toBeInTheDocument();
    expect(within(card('Buggy transport')).getByText('Reservation required.')).toBeInTheDocument();
    expect(within(card('Islands day tour')).getAllByRole('img')).toHaveLength(1);
  });

  it('calls the hotel that provides each amenity, with a well-formed tel: link', () => {
    renderWithIntl(<AmenitiesPage />);
    const hrefs = (name: string) => telLinks(card(name)).map((a) => a.getAttribute('href'));
    expect(hrefs('Complimentary breakfast')).toEqual([`tel:${site.hotels.sorrento.telephone.e164}`, `tel:${site.hotels.amalfi.telephone.e164}`]);
    expect(hrefs('Rooftop pool')).toEqual([`tel:${site.hotels.amalfi.telephone.e164}`]);
    for (const name of ['Islands day tour', 'Airport limousine transfer', 'Buggy transport']) {
      expect(hrefs(name)).toEqual([`tel:${site.hotline.e164}`]);
    }
    for (const link of telLinks(document.body)) expect(link.getAttribute('href')).toMatch(TEL);
    expect(within(card('Rooftop pool')).getByRole('link', { name: `Call Vela Amalfi ${site.hotels.amalfi.telephone.display}` })).toBeInTheDocument();
  });

  it('reads in Vietnamese', () => {
    renderWithIntl(<AmenitiesPage />, { language: 'vi' });
    expect(screen.getByRole('heading', { level: 3, name: 'Bữa sáng miễn phí' })).toBeInTheDocument();
    expect(within(card('Hồ bơi sân thượng')).getByText('Hằng ngày 07:00–19:00. Có sẵn khăn tắm.')).toBeInTheDocument();
    expect(within(card('Xe limousine đưa đón sân bay')).getByText('Vui lòng đặt trước ít nhất 24 giờ.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Gọi đường dây nóng/ })).toHaveLength(3);
  });
});

describe('OffersPage', () => {
  it('has two offers, each with its note, image and a call link to the hotline', () => {
    renderWithIntl(<OffersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Special offers' })).toBeInTheDocument();
    const offers = screen.getAllByRole('article');
    expect(offers).toHaveLength(2);
    expect(within(card('10% off food and beverage')).getByText(/in-house guests/, { selector: 'span' })).toBeInTheDocument();
    expect(within(card('Buy one, get one free cocktails')).getByText(/Daily 15:00–19:00/)).toBeInTheDocument();
    for (const offer of offers) {
      expect(within(offer).getAllByRole('img')).toHaveLength(1);
      expect(telLinks(offer).map((a) => a.getAttribute('href'))).toEqual([`tel:${site.hotline.e164}`]);
    }
    expect(`tel:${site.hotline.e164}`).toMatch(TEL);
  });

  it('reads in Vietnamese', () => {
    renderWithIntl(<OffersPage />, { language: 'vi' });
    expect(screen.getByRole('heading', { level: 3, name: 'Cocktail mua 1 tặng 1' })).toBeInTheDocument();
    expect(screen.getByText('Hằng ngày 15:00–19:00 tại SkyBar trên sân thượng.')).toBeInTheDocument();
  });
});

describe('ExplorePage', () => {
  it('has five attractions, each with image, description and a when-to-go / how-far line', () => {
    renderWithIntl(<ExplorePage />);
    const items = screen.getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Cable car',
      'Ancient-ruins-style architecture',
      'Sea water and light show',
      'Dragon-shaped stairway',
      'The 75 m clock tower',
    ]);
    for (const item of items) {
      expect(within(item).getAllByRole('img')).toHaveLength(1);
      expect(within(item).getByText('Good to know')).toBeInTheDocument();
    }
    expect(within(card('Cable car')).getByText(/The station is 400 m from the hotel/)).toBeInTheDocument();
    expect(within(card('The 75 m clock tower')).getByText(/Rising 75 metres/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact/');
  });

  it('reads in Vietnamese', () => {
    renderWithIntl(<ExplorePage />, { language: 'vi' });
    expect(within(card('Cáp treo')).getByText(/Ga cáp treo cách khách sạn 400 m/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tháp đồng hồ 75 m' })).toBeInTheDocument();
  });
});

describe('PrivacyNotice', () => {
  it('says what is collected, how it travels, why, for how long, what stays in the browser and whom to ask', () => {
    renderWithIntl(<PrivacyNotice />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    const collected = within(screen.getByRole('region', { name: 'What the form collects' })).getAllByRole('listitem');
    expect(collected.map((li) => li.textContent)).toEqual([
      'your name',
      'your e-mail address',
      'your phone number',
      'your check-in and check-out dates',
      'the number of adults and children',
      'the rooms you choose',
      'any special requests you write',
    ]);
    expect(screen.getByText(/form-forwarding service/)).toBeInTheDocument();
    expect(screen.getByText(/Only to answer your inquiry/)).toBeInTheDocument();
    expect(screen.getByText(/at most 24 months after your stay/)).toBeInTheDocument();
    expect(screen.getByText(/no cookies and uses no analytics or trackers/)).toBeInTheDocument();
    expect(screen.getByText(/local storage/)).toBeInTheDocument();
    expect(screen.getByText(/session storage/)).toBeInTheDocument();
    const mail = within(screen.getByRole('region', { name: 'Your choices' })).getByRole('link', { name: site.email });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('reads in Vietnamese', () => {
    renderWithIntl(<PrivacyNotice />, { language: 'vi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thông báo về quyền riêng tư' })).toBeInTheDocument();
    expect(screen.getByText(/tối đa 24 tháng/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: site.email })[0]).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
