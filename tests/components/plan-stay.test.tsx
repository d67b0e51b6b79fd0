import { fireEvent, screen, within } from '@testing-library/react';
import { ComparePage } from '@/components/compare/compare-page';
import { RateCalendar } from '@/components/rooms/rate-calendar';
import { getRoom } from '@/content/rooms';
import { formatRate, stayCost } from '@/lib/rates';
import { renderWithIntl } from '../utils/intl';

const premiumSea = getRoom('amalfi', 'premium-room-sea-view')!;
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`)!;

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('RateCalendar', () => {
  beforeEach(() => {
    // 20 Sep 2026, noon at the hotel.
    jest.useFakeTimers({ now: new Date('2026-09-20T05:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
  });

  it("shows this month and the next as grids; each day's name has its date and price; past days are disabled", () => {
    renderWithIntl(<RateCalendar room={premiumSea} roomName="Premium Room Sea View" />);
    const grids = screen.getAllByRole('grid');
    expect(grids.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'September 2026',
      'October 2026',
    ]);
    expect(
      within(grids[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['MMonday', 'TTuesday', 'WWednesday', 'TThursday', 'FFriday', 'SSaturday', 'SSunday']);
    expect(day('2026-09-30')).toHaveAccessibleName('Wednesday, 30 September 2026, 2,500,000 ₫');
    expect(day('2026-10-01')).toHaveAccessibleName('Thursday, 1 October 2026, 2,890,000 ₫');
    expect(day('2026-09-20')).toHaveAccessibleName('Sunday, 20 September 2026, 2,500,000 ₫, today');
    expect(day('2026-09-19')).toBeDisabled();
    // One tab stop: today.
    expect(day('2026-09-20')).toHaveAttribute('tabindex', '0');
    expect(day('2026-09-21')).toHaveAttribute('tabindex', '-1');
  });

  it('arrow keys move between days and across months; Page Down turns the pages', () => {
    renderWithIntl(<RateCalendar room={premiumSea} roomName="Premium Room Sea View" />);
    day('2026-09-20').focus();
    fireEvent.keyDown(day('2026-09-20'), { key: 'ArrowDown' });
    expect(day('2026-09-27')).toHaveFocus();
    fireEvent.keyDown(day('2026-09-27'), { key: 'ArrowLeft' });
    expect(day('2026-09-26')).toHaveFocus();
    // A week back from the 26th would be the 19th, before today: the focus stops at today.
    fireEvent.keyDown(day('2026-09-26'), { key: 'ArrowUp' });
    expect(day('2026-09-20')).toHaveFocus();
    fireEvent.keyDown(day('2026-09-20'), { key: 'PageDown' });
    fireEvent.keyDown(day('2026-10-20'), { key: 'PageDown' });
    expect(day('2026-11-20')).toHaveFocus();
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(day('2026-09-20')).toBeNull();
  });

  it('two picks make a stay with the form total and a link to the form with the dates', () => {
    renderWithIntl(<RateCalendar room={premiumSea} roomName="Premium Room Sea View" />, { language: 'vi' });
    expect(screen.getByText('Hãy chọn ngày nhận phòng.')).toBeInTheDocument();
    fireEvent.click(day('2026-09-29'));
    expect(day('2026-09-29')).toHaveAccessibleName(/ngày nhận phòng$/);
    fireEvent.click(day('2026-10-02'));
    const total = stayCost('Premium Room Sea View', 'amalfi', '2026-09-29', '2026-10-02').total;
    expect(total).toBe(2 * 2_500_000 + 2_890_000);
    expect(screen.getByTestId('calendar-total')).toHaveTextContent(formatRate(total, 'VND', 'vi'));
    expect(screen.getByRole('link', { name: 'Gửi yêu cầu cho những ngày này' })).toHaveAttribute(
      'href',
      '/vi/contact/?hotel=amalfi&room=premium-room-sea-view&checkIn=2026-09-29&checkOut=2026-10-02',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xóa ngày đã chọn' }));
    expect(screen.queryByTestId('calendar-total')).toBeNull();
  });

  it('names the holidays of a month', () => {
    jest.setSystemTime(new Date('2026-12-01T05:00:00Z'));
    renderWithIntl(<RateCalendar room={premiumSea} roomName="Premium Room Sea View" />);
    expect(screen.getByText('24 Dec – 25 Dec: Christmas, holiday rate')).toBeInTheDocument();
    expect(day('2026-12-24')).toHaveAccessibleName('Thursday, 24 December 2026, 3,468,000 ₫, holiday rate, Christmas');
  });
});

describe('the compare page', () => {
  it('restores the selection from the address and highlights what differs', () => {
    window.history.replaceState(null, '', '/accommodation/compare/?rooms=sorrento/standard-room-sea-view,sorrento/family-suite');
    renderWithIntl(<ComparePage />);
    const columns = screen.getAllByTestId('compare-column');
    expect(columns.map((c) => within(c).getByRole('link').textContent)).toEqual(['Standard Room Sea View', 'Family Suite']);
    expect(screen.getByTestId('facility-bathrobe')).toHaveAttribute('data-differs', 'true');
    expect(within(screen.getByTestId('facility-bathrobe')).getByText('Not included')).toBeInTheDocument();
    expect(screen.getByTestId('facility-wifi')).not.toHaveAttribute('data-differs');
    expect(screen.getByRole('rowheader', { name: 'Adults (differs)' })).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Show only the differences'));
    expect(screen.queryByTestId('facility-wifi')).toBeNull();

    fireEvent.change(screen.getByLabelText('Room 1'), { target: { value: 'amalfi/premium-room-sea-view' } });
    expect(window.location.search).toBe('?rooms=amalfi/premium-room-sea-view,sorrento/family-suite');
  });
});
