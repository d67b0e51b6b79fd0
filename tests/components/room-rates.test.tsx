import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { FacilityGrid } from '@/components/rooms/facility-grid';
import { FacilityIcon } from '@/components/rooms/facility-icon';
import { GENERIC_FACILITY_ICON } from '@/content/facilities';
import { RateBlock } from '@/components/rooms/rate-block';
import { RoomCard } from '@/components/rooms/room-card';
import { getRoom, ROOMS } from '@/content/rooms';
import en from '@/messages/en.json';
import { catalogues, renderWithIntl } from '../utils/intl';

const premiumSea = getRoom('amalfi', 'premium-room-sea-view')!;
const standard = getRoom('sorrento', 'standard-room-sea-view')!;

afterEach(() => jest.useRealTimers());

describe('RateBlock', () => {
  it("shows tonight's rate on the hotel calendar with the holiday badge and name inside a holiday", () => {
    jest.useFakeTimers({ now: new Date('2026-12-24T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    renderWithIntl(<RateBlock room={premiumSea} />);
    expect(screen.getByText('3,468,000 ₫')).toBeInTheDocument();
    expect(screen.getByTestId('holiday-badge')).toHaveTextContent('Holiday rate · Christmas');
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
  });

  it('has no badge outside a holiday, and uses the season of the day', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T03:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    renderWithIntl(<RateBlock room={premiumSea} />);
    expect(within(screen.getByTestId('room-rate')).getByText('2,890,000 ₫')).toBeInTheDocument(); // high season
    expect(screen.queryByTestId('holiday-badge')).not.toBeInTheDocument();
  });

  it('says one price, not two, when tonight costs the "from" price', () => {
    jest.useFakeTimers({ now: new Date('2026-06-10T03:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    const { container } = renderWithIntl(<RateBlock room={premiumSea} />);
    expect(container.textContent?.match(/2,500,000 ₫/g)).toHaveLength(1);
    expect(within(screen.getByTestId('room-from-price')).getByText('2,500,000 ₫')).toBeInTheDocument();
    expect(screen.getByTestId('rate-same-as-from')).toHaveTextContent('Same as the from price');
  });

  it('reads "today" in Asia/Ho_Chi_Minh: 23 Dec 18:00 UTC is already Christmas Eve at the hotel', () => {
    jest.useFakeTimers({ now: new Date('2026-12-23T18:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    renderWithIntl(<RateBlock room={standard} />);
    expect(screen.getByText('1,020,000 ₫')).toBeInTheDocument();
    expect(screen.getByTestId('holiday-badge')).toBeInTheDocument();
  });

  it('speaks Vietnamese: the dong format and the holiday name', () => {
    jest.useFakeTimers({ now: new Date('2027-02-05T03:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    renderWithIntl(<RateBlock room={getRoom('sorrento', 'family-suite')!} />, { language: 'vi' });
    expect(screen.getByText('3.672.000 ₫')).toBeInTheDocument();
    expect(screen.getByTestId('holiday-badge')).toHaveTextContent('Giá ngày lễ · Tết Nguyên đán');
    expect(screen.getByText('Giá từ')).toBeInTheDocument();
    expect(screen.getByText('mỗi đêm')).toBeInTheDocument();
  });

  it("pre-renders tonight's rate as a same-size placeholder with no rate in the HTML (never frozen at build)", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={catalogues.en} timeZone="Asia/Ho_Chi_Minh">
        <RateBlock room={premiumSea} />
      </NextIntlClientProvider>,
    );
    const tonight = html.slice(html.indexOf('data-testid="room-rate"'));
    expect(tonight).toContain('data-state="pending"');
    expect(tonight).toContain('Tonight&#x27;s rate');
    expect(tonight).not.toMatch(/\d,\d{3}/);
    expect(html).not.toContain('Holiday rate');
  });

  it('pre-renders the "from" price (the lowest regular rate) and what it depends on, in both languages', () => {
    const render = (language: 'en' | 'vi', hotel: 'amalfi' | 'sorrento', title: string) =>
      renderToString(
        <NextIntlClientProvider locale={language} messages={catalogues[language]} timeZone="Asia/Ho_Chi_Minh">
          <RateBlock room={ROOMS[hotel].find((r) => r.title === title)!} size="lg" />
        </NextIntlClientProvider>,
      );
    const amalfi = render('en', 'amalfi', premiumSea.title);
    expect(amalfi).toMatch(/From<\/span> <data[^>]*value="2500000"[^>]*>2,500,000 ₫<\/data> <span[^>]*>per night/);
    expect(amalfi).toContain('Low season, March to September. High season, October to February: from 2,890,000\u00a0₫. Holiday nights cost 20% more.');
    const sorrento = render('vi', 'sorrento', standard.title);
    expect(sorrento).toMatch(/Giá từ<\/span> <data[^>]*value="850000"[^>]*>850.000 ₫<\/data> <span[^>]*>mỗi đêm/);
    expect(sorrento).toContain('Một mức giá quanh năm. Đêm lễ, Tết cao hơn 20%.');
  });
});

describe('RoomCard', () => {
  it('links the card to the room and BOOK NOW to the inquiry form with the hotel and room', () => {
    renderWithIntl(<RoomCard room={premiumSea} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Premium Room Sea View' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premium Room Sea View' })).toHaveAttribute('href', '/accommodation/amalfi/premium-room-sea-view/');
    expect(screen.getByRole('link', { name: 'Book now: Premium Room Sea View' })).toHaveAttribute('href', '/contact/?hotel=amalfi&room=premium-room-sea-view');
    const facts = screen.getByRole('list', { name: 'Room details' });
    expect(facts).toHaveTextContent('27 m²');
    expect(facts).toHaveTextContent('Sea view');
    expect(facts).toHaveTextContent('2 adults');
    expect(facts).toHaveTextContent('1 child');
    expect(screen.getByText(en.Rooms.amalfi['premium-room-sea-view'].summary)).toBeInTheDocument();
  });

  it('reads in Vietnamese', () => {
    renderWithIntl(<RoomCard room={getRoom('sorrento', 'family-suite')!} />, { language: 'vi' });
    expect(screen.getByRole('link', { name: 'Suite gia đình' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đặt ngay: Suite gia đình' })).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Thông tin phòng' });
    expect(facts).toHaveTextContent('77 m²');
    expect(facts).toHaveTextContent('Hướng biển');
    expect(facts).toHaveTextContent('4 người lớn');
    expect(facts).toHaveTextContent('2 trẻ em');
  });
});

describe('facility icons', () => {
  it('shows each facility with its icon and name', () => {
    renderWithIntl(<FacilityGrid facilities={['wifi', 'kettle']} beds="double" />, { language: 'vi' });
    const items = screen.getAllByTestId('facility');
    expect(items.map((i) => i.textContent)).toEqual(['Wi-Fi', 'Ấm đun nước']);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/icons/facilities/wifi.svg');
  });

  it.each([
    ['sorrento', 'family-suite', 'en', 'Two king beds'],
    ['sorrento', 'family-suite', 'vi', 'Hai giường king'],
    ['sorrento', 'standard-room-sea-view', 'en', 'Double bed'],
    ['amalfi', 'premium-room-sea-view', 'en', 'Double or twin beds'],
  ] as const)('%s %s (%s) names its bed as it is: %s', (hotel, slug, language, bed) => {
    const room = getRoom(hotel, slug)!;
    renderWithIntl(<FacilityGrid facilities={room.facilities} beds={room.beds} />, { language });
    const names = screen.getAllByTestId('facility').map((i) => i.textContent);
    expect(names).toContain(bed);
    expect(names.filter((n) => /bed|giường/i.test(n ?? ''))).toEqual([bed]);
  });

  it('replaces an icon that fails to load with the symbol chosen from its alt text', () => {
    renderWithIntl(<FacilityGrid facilities={['kettle']} beds="double" />);
    const item = screen.getByTestId('facility');
    act(() => {
      fireEvent.error(item.querySelector('img')!);
    });
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('svg')).toHaveAttribute('data-symbol', 'drink');
    expect(item).toHaveTextContent('Kettle');
  });

  it('falls back to the generic icon, then to the generic symbol, when no keyword matches', () => {
    const { container } = renderWithIntl(<FacilityIcon src="/icons/facilities/balcony.svg" altText="Balcony" genericSrc={GENERIC_FACILITY_ICON} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', '/icons/facilities/generic.svg');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('svg')).toHaveAttribute('data-symbol', 'generic');
  });
});
