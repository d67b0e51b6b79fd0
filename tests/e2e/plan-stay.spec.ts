import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import vi from '../../messages/vi.json';
import { formatRate, getRoomRate, stayCost } from '../../lib/rates';
import { expectNoAxeViolations, trackConsoleErrors, waitForHydration } from './helpers';

// Issue 16 "Plan a stay": the room page's nightly-rate calendar and the compare page, in both
// languages. The clock is pinned to noon at the hotel (UTC+7) on 20 September 2026: before Amalfi's
// season change (30 Sep low -> 1 Oct high) and Christmas (24-25 Dec 2026, x1.2).
const PINNED = new Date('2026-09-20T05:00:00Z');
const messages = { en, vi } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openCalendar(page: Page, path: string) {
  await page.clock.setFixedTime(PINNED);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByTestId('open-calendar').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('rate-calendar')).toBeVisible();
  return dialog;
}

for (const language of ['en', 'vi'] as const) {
  const prefix = language === 'vi' ? '/vi' : '';
  const m = messages[language];
  const price = (day: string) => formatRate(getRoomRate('Premium Room Sea View', 'amalfi', day), 'VND', language);

  test.describe(`plan a stay (${language})`, () => {
    test('the calendar prices each night as lib/rates does, across the season change and Christmas, and requests the dates', async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const dialog = await openCalendar(page, `${prefix}/accommodation/amalfi/premium-room-sea-view/`);
      const day = (iso: string) => dialog.locator(`button[data-date="${iso}"]`);

      // September and October are shown first; past nights cannot be chosen.
      await expect(dialog.getByRole('grid')).toHaveCount(2);
      expect(getRoomRate('Premium Room Sea View', 'amalfi', '2026-09-30')).not.toBe(getRoomRate('Premium Room Sea View', 'amalfi', '2026-10-01'));
      for (const iso of ['2026-09-30', '2026-10-01']) {
        await expect(day(iso)).toHaveAccessibleName(new RegExp(escape(price(iso))));
      }
      await expect(day('2026-09-30')).toHaveAccessibleName(new RegExp(language === 'en' ? '^Wednesday, 30 September 2026' : '30 tháng 9'));
      await expect(day('2026-09-19')).toBeDisabled();
      await expectNoAxeViolations(page);

      // Keyboard: the arrow keys cross into the next month.
      await day('2026-09-30').focus();
      await page.keyboard.press('ArrowRight');
      await expect(day('2026-10-01')).toBeFocused();

      // On to November-December: Christmas nights carry the holiday rate and name.
      await dialog.getByRole('button', { name: m.RoomDetail.calendar.next }).click();
      await dialog.getByRole('button', { name: m.RoomDetail.calendar.next }).click();
      const christmas = language === 'en' ? 'Christmas' : 'Giáng sinh';
      for (const iso of ['2026-12-24', '2026-12-25']) {
        await expect(day(iso)).toHaveAccessibleName(new RegExp(`${escape(price(iso))}.*${christmas}`));
      }
      expect(getRoomRate('Premium Room Sea View', 'amalfi', '2026-12-24')).toBe(Math.round(getRoomRate('Premium Room Sea View', 'amalfi', '2026-12-23') * 1.2));
      await expect(day('2026-12-26')).not.toHaveAccessibleName(new RegExp(christmas));
      await expect(dialog.getByText(new RegExp(`${christmas}`)).first()).toBeVisible();

      // Two picks make a stay; its total is the form's (each night at its own rate).
      await day('2026-12-23').click();
      await day('2026-12-26').click();
      const total = stayCost('Premium Room Sea View', 'amalfi', '2026-12-23', '2026-12-26').total;
      await expect(dialog.getByTestId('calendar-total')).toHaveText(formatRate(total, 'VND', language));
      await expectNoAxeViolations(page);

      await dialog.getByRole('link', { name: m.RoomDetail.calendar.request }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?hotel=amalfi&room=premium-room-sea-view&checkIn=2026-12-23&checkOut=2026-12-26$`));
      await waitForHydration(page);
      await expect(page.locator('#inquiry-location-amalfi')).toBeChecked();
      await expect(page.locator('#inquiry-roomType')).toHaveValue('Premium Room Sea View (Double Bed)');
      await expect(page.locator('#inquiry-checkIn')).toHaveValue('2026-12-23');
      await expect(page.locator('#inquiry-checkOut')).toHaveValue('2026-12-26');
      expect(errors, 'console errors').toEqual([]);
    });

    test('the compare page restores a shared selection and highlights a facility one room lacks', async ({ page }) => {
      const errors = trackConsoleErrors(page);
      await page.goto(`${prefix}/accommodation/compare/?rooms=sorrento/standard-room-sea-view,amalfi/premium-room-sea-view`);
      await waitForHydration(page);
      const compare = page.getByTestId('compare');
      await expect(compare).toHaveAttribute('data-state', 'ready');
      const columns = compare.getByTestId('compare-column');
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0)).toContainText(m.Rooms.sorrento['standard-room-sea-view'].name);
      await expect(columns.nth(1)).toContainText(m.Rooms.amalfi['premium-room-sea-view'].name);

      // The Standard room has no bathrobe: that row differs and says so; Wi-Fi is in both.
      const bathrobe = compare.getByTestId('facility-bathrobe');
      await expect(bathrobe).toHaveAttribute('data-differs', 'true');
      await expect(bathrobe.getByRole('cell').nth(0)).toHaveText(m.Compare.notIncluded);
      await expect(compare.getByTestId('facility-wifi')).not.toHaveAttribute('data-differs', 'true');
      await expect(compare.getByRole('link', { name: `${m.Common.bookNow}: ${m.Rooms.amalfi['premium-room-sea-view'].name}` })).toHaveAttribute(
        'href',
        `${prefix}/contact/?hotel=amalfi&room=premium-room-sea-view`,
      );
      await expectNoAxeViolations(page);

      // A third room goes into the address, ready to share.
      await compare.getByLabel(m.Compare.add).selectOption('amalfi/timeless-room-city-view');
      await expect(columns).toHaveCount(3);
      await expect(page).toHaveURL(/\?rooms=sorrento\/standard-room-sea-view,amalfi\/premium-room-sea-view,amalfi\/timeless-room-city-view$/);
      expect(errors, 'console errors').toEqual([]);
    });
  });
}

test('a room page links to the comparison with that room preselected', async ({ page }) => {
  await page.goto('/accommodation/sorrento/family-suite/');
  await waitForHydration(page);
  await page.getByRole('link', { name: en.RoomDetail.compare }).click();
  await expect(page).toHaveURL(/\/accommodation\/compare\/\?rooms=sorrento\/family-suite,/);
  await expect(page.getByTestId('compare')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('compare-column').first()).toContainText('Family Suite');
});
