import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, framesLater, waitForHydration } from './helpers';
import { bookRoomPath, getRoom, roomPath, ROOMS } from '../../content/rooms';
import { jsonLdGraph, nodesOfType } from './json-ld';
import { SLIDESHOW_DELAY_MS } from '../../lib/slideshow';

const m2 = (size: number) => `${size} m²`;

// Noon at the hotel (UTC+7) on the given day.
const hotelNoon = (day: string) => new Date(`${day}T05:00:00Z`);

const hydrationErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|did not match|Minified React error|not found in .* rates/i.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
};

test.describe('room list', () => {
  test('a click on a card opens the room', async ({ page }) => {
    await page.goto('/accommodation/sorrento/');
    await waitForHydration(page);
    const card = page.getByTestId('room-card').filter({ hasText: 'Deluxe Room Sea View' });
    // Anywhere on the card: its photo, then (back on the list) its description.
    await card.click({ position: { x: 60, y: 60 } });
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/deluxe-room-sea-view\/$/);
    await page.goBack();
    const description = card.getByText(/Twenty-five square metres/);
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/deluxe-room-sea-view\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deluxe Room Sea View');
  });

  test('BOOK NOW goes to the inquiry form with the hotel and room, not to the room', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    const book = page.getByRole('link', { name: 'Book now: Panoramic Room Sea View' });
    await expect(book).toHaveAttribute('href', '/contact/?hotel=amalfi&room=panoramic-room-sea-view');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await Promise.all([page.waitForURL(/\/contact\/\?hotel=amalfi&room=panoramic-room-sea-view$/, { waitUntil: 'commit' }), book.click()]);
    expect(visited.filter((p) => p.includes('panoramic-room-sea-view'))).toEqual([]);
  });

  test('cards are keyboard links: Enter on the title link opens the room', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Timeless Room City View', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accommodation\/amalfi\/timeless-room-city-view\/$/);
  });

  test('back goes to /accommodation/', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to accommodation' }).click();
    await expect(page).toHaveURL(/\/accommodation\/$/);
  });
});

test.describe('unknown rooms', () => {
  for (const hotel of ['sorrento', 'amalfi']) {
    test(`an unknown ${hotel} room slug goes to the ${hotel} room list`, async ({ page }) => {
      await page.goto(`/accommodation/${hotel}/no-such-room/`);
      await expect(page).toHaveURL(new RegExp(`/accommodation/${hotel}/$`));
      await expect(page.getByTestId('room-card')).toHaveCount(6);
    });
  }
});

test.describe('rates and the holiday badge (browser clock controlled)', () => {
  test('inside a holiday: every card and the room page show the holiday rate and its name', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.clock.setFixedTime(hotelNoon('2026-12-24'));
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await expect(page.getByTestId('holiday-badge')).toHaveCount(6);
    await expect(page.getByTestId('holiday-badge').first()).toHaveText('Holiday rate · Christmas');
    const premiumSea = page.getByTestId('room-card').filter({ hasText: 'Premium Room Sea View' });
    await expect(premiumSea.getByTestId('room-rate')).toContainText('3,468,000 ₫'); // 2,890,000 high season x 1.2

    await page.goto('/accommodation/sorrento/suite-sea-view/');
    await waitForHydration(page);
    const rate = page.getByTestId('room-rate');
    await expect(rate).toContainText('2,400,000 ₫'); // 2,000,000 x 1.2
    await expect(rate.getByTestId('holiday-badge')).toHaveText('Holiday rate · Christmas');
    expect(errors).toEqual([]);
  });

  test('Tet in Vietnamese shows the Vietnamese holiday name and dong format', async ({ page }) => {
    await page.clock.setFixedTime(hotelNoon('2027-02-05'));
    await page.goto('/vi/accommodation/sorrento/family-suite/');
    await waitForHydration(page);
    await expect(page.getByTestId('holiday-badge')).toHaveText('Giá ngày lễ · Tết Nguyên đán');
    await expect(page.getByTestId('room-rate')).toContainText('3.672.000 ₫');
  });

  test('outside a holiday: no badge, and the rate of the season', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.clock.setFixedTime(hotelNoon('2026-06-10'));
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate').first()).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
    const premiumSea = page.getByTestId('room-card').filter({ hasText: 'Premium Room Sea View' });
    // Low season: tonight costs the from price, so the card says the figure once.
    await expect(premiumSea.getByTestId('room-from-price')).toContainText('2,500,000 ₫');
    await expect(premiumSea.getByTestId('room-rate')).toHaveText(/Same as the from price/);
    await expect(premiumSea.getByText('2,500,000 ₫')).toHaveCount(1);

    await page.goto('/accommodation/amalfi/premium-room-sea-view/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate')).toHaveText(/Same as the from price/);
    await expect(page.getByTestId('room-from-price')).toContainText('2,500,000 ₫');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the day after a holiday is not a holiday on the hotel calendar (UTC+7)', async ({ page }) => {
    // 25 Dec 17:30 UTC is 26 Dec 00:30 at the hotel.
    await page.clock.setFixedTime(new Date('2026-12-25T17:30:00Z'));
    await page.goto('/accommodation/sorrento/suite-sea-view/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate')).toHaveText(/Same as the from price/); // 2,000,000 ₫, the from price
    await expect(page.getByTestId('room-from-price')).toContainText('2,000,000 ₫');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
  });

  test('the pre-rendered HTML has no rate (never frozen at build) and the filled block keeps its size', async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/accommodation/sorrento/');
    const pending = staticPage.getByTestId('room-rate').first();
    await expect(pending).toHaveAttribute('data-state', 'pending');
    await expect(pending).not.toContainText('₫');
    const before = await pending.boundingBox();
    await noJs.close();

    const live = await browser.newContext();
    const page = await live.newPage();
    await page.clock.setFixedTime(hotelNoon('2026-12-24'));
    await page.goto('/accommodation/sorrento/');
    const ready = page.getByTestId('room-rate').first();
    await expect(ready).toHaveAttribute('data-state', 'ready');
    await expect(ready.getByTestId('holiday-badge')).toBeVisible();
    const after = await ready.boundingBox();
    expect(after?.height).toBe(before?.height);
    await live.close();
  });
});

test.describe('room page', () => {
  test('slideshow: next, previous, thumbnails and arrow keys', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's own clock, so "it does not move by itself" is checked over its whole delay without waiting it out.
    await page.clock.install();
    await page.goto('/accommodation/amalfi/panoramic-room-city-view/');
    await waitForHydration(page);
    const thumbs = page.getByRole('group', { name: 'Choose an image' }).getByRole('button');
    const current = () => thumbs.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    await expect.poll(current).toBe(0);
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(current).toBe(2);
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(current).toBe(0);
    await thumbs.nth(1).click();
    await expect.poll(current).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(2);
    await expect(thumbs.nth(2)).toBeFocused();
    // Reduced motion: it does not move by itself. Focus and the pointer leave the slideshow first (either would
    // hold it too), then its clock runs past the auto-advance delay, and a frame later it still shows the third.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(SLIDESHOW_DELAY_MS * 2);
    await framesLater(page, 1);
    expect(await current()).toBe(2);
  });

  test('facts, facilities, BOOK NOW and back to the list', async ({ page }) => {
    await page.goto('/accommodation/sorrento/family-suite/');
    await waitForHydration(page);
    await expect(page.getByText('77 m²').first()).toBeVisible();
    await expect(page.getByText('4 adults')).toBeVisible();
    await expect(page.getByTestId('facility')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Book now: Family Suite' })).toHaveAttribute('href', '/contact/?hotel=sorrento&room=family-suite');
    const graph = await jsonLdGraph(page);
    const [room] = nodesOfType(graph, 'HotelRoom');
    const [offer] = nodesOfType(graph, 'Offer');
    expect(room!.containedInPlace['@id']).toMatch(/\/sorrento\/#hotel$/);
    expect(offer!.priceSpecification).toMatchObject({ price: 3060000, priceCurrency: 'VND' });
    await page.getByRole('link', { name: 'All Sorrento rooms' }).click();
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/$/);
  });
});

// The room page's craft: the phone's book bar, the spec list, the "More rooms" cards, and a
// slideshow that does not repeat the hero.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const imageId = (src: string | null) => /\/images\/(.+)-\d+\.(?:webp|avif)$/.exec(src ?? '')?.[1];

test.describe('room page: book bar', () => {
  for (const [path, room, name, price] of [
    ['/accommodation/sorrento/family-suite/', getRoom('sorrento', 'family-suite')!, 'Book Family Suite, from 3,060,000 ₫ per night', '3,060,000 ₫'],
    [
      '/vi/accommodation/amalfi/panoramic-room-sea-view/',
      getRoom('amalfi', 'panoramic-room-sea-view')!,
      'Đặt phòng Phòng Panoramic hướng biển, giá từ 1.900.000 ₫ mỗi đêm',
      '1.900.000 ₫',
    ],
  ] as const) {
    test(`${path}: on a phone the bar shows the from price and books the room, before the scripts load too`, async ({ browser }) => {
      const vi = path.startsWith('/vi/');
      const href = `${vi ? '/vi' : ''}${bookRoomPath(room)}`;
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(path);
        const bar = page.getByTestId('book-bar');
        await expect(bar).toBeVisible();
        await expect(bar).toContainText(price);
        // Its own name: the panel's "Book now: {room}" link stays the only one of that name.
        const book = bar.getByRole('link', { name, exact: true });
        await expect(book).toHaveAttribute('href', href);
        await expect(page.getByRole('link', { name: vi ? /^Đặt ngay: / : /^Book now: / })).toHaveCount(1);
        // Stuck to the bottom of the screen on the first view.
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(PHONE.height);
        if (javaScriptEnabled) {
          await waitForHydration(page);
          await book.click();
          await expect(page).toHaveURL((url) => url.pathname + url.search === href);
        }
        await context.close();
      }
    });
  }

  test('on the narrowest phones the whole price stays readable beside the button', async ({ page }) => {
    // The longest price (the Family Suite's seven digits) with the longer Vietnamese words.
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 });
      for (const path of ['/accommodation/sorrento/family-suite/', '/vi/accommodation/sorrento/family-suite/']) {
        await page.goto(path);
        const bar = page.getByTestId('book-bar');
        const button = (await bar.getByRole('link').boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        for (const part of await bar.locator('p > span').all()) {
          const box = (await part.boundingBox())!;
          const text = await part.textContent();
          expect(box.x + box.width, `${path} at ${width} px: "${text}" ends before the button`).toBeLessThanOrEqual(button.x);
          expect(box.y + box.height, `${path} at ${width} px: "${text}" inside the bar`).toBeLessThanOrEqual(barBox.y + barBox.height);
        }
      }
    }
  });

  test('the bar never covers the end of the page: it parks above the footer, after the last card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/vi/accommodation/sorrento/suite-sea-view/');
    const bar = page.getByTestId('book-bar');
    const lastCard = page.getByTestId('other-room').last();
    const footer = page.locator('footer').last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [b, c, f] = await Promise.all([bar.boundingBox(), lastCard.boundingBox(), footer.boundingBox()]);
        return b!.y >= c!.y + c!.height && f!.y >= b!.y + b!.height;
      })
      .toBe(true);
    // The footer's last line is uncovered: the element at its centre is the footer's own.
    const lastLink = footer.getByRole('link').last();
    const centre = (await lastLink.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('footer') !== null,
        [centre.x + centre.width / 2, centre.y + centre.height / 2],
      ),
    ).toBe(true);
    // Halfway down, the facts under the bar are reachable: the bar is in front only while sticky.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(PHONE.height);
  });

  test('on a phone, the page with its bar has no axe violations (contrast over the translucent bar included)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/vi/accommodation/amalfi/premium-room-sea-view/');
    await waitForHydration(page);
    await expect(page.getByTestId('book-bar')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a desktop the bar is not there: the rate panel is beside the gallery', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/accommodation/amalfi/premium-room-city-view/');
    await expect(page.getByRole('link', { name: 'Book now: Premium Room City View' })).toBeVisible();
    await expect(page.getByTestId('book-bar')).toBeHidden();
  });

  test('print leaves the bar out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ media: 'print' });
    await page.goto('/accommodation/sorrento/family-suite/');
    await expect(page.getByTestId('book-bar')).toBeHidden();
  });
});

test.describe('room page: at a glance, more rooms, slideshow', () => {
  test('At a glance in Vietnamese on a phone: every label and short value on one line', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/vi/accommodation/sorrento/family-suite/');
    await page.evaluate(() => document.fonts.ready);
    const lines = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          // One line: every box of the element's text (not its icon) starts at the same height.
          const tops = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .flatMap((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return [...range.getClientRects()].map((r) => Math.round(r.top));
            });
          return [element.textContent, new Set(tops).size];
        }),
      );
    const labels = await lines('[aria-labelledby="room-glance"] dt');
    expect(labels).toEqual([
      ['Diện tích', 1],
      ['Hướng nhìn', 1],
      ['Người lớn', 1],
      ['Trẻ em', 1],
      ['Giường', 1],
    ]);
    const values = await lines('[aria-labelledby="room-glance"] dd');
    expect(values).toEqual([
      ['77 m²', 1],
      ['Hướng biển', 1],
      ['4 người lớn', 1],
      ['2 trẻ em', 1],
      ['Hai giường king', 1],
    ]);
  });

  for (const [hotel, slug] of [
    ['sorrento', 'deluxe-room-sea-view'],
    ['amalfi', 'timeless-room-city-view'],
  ] as const) {
    test(`More rooms on ${slug}: a picture card for each other ${hotel} room, linking to it`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/accommodation/${hotel}/${slug}/`);
      const others = ROOMS[hotel].filter((r) => r.slug !== slug);
      const cards = page.getByTestId('other-room');
      await expect(cards).toHaveCount(others.length);
      for (const [i, room] of others.entries()) {
        const card = cards.nth(i);
        await expect(card).toHaveAttribute('href', roomPath(room));
        await expect(card).toContainText(m2(room.sizeM2));
        await card.scrollIntoViewIfNeeded();
        const image = card.locator('img');
        expect(imageId(await image.getAttribute('src'))).toBe(room.images[0]);
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      // A swipe row on a phone: the cards sit side by side, the row scrolls sideways.
      const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      expect(Math.round(b.y)).toBe(Math.round(a.y));
    });
  }

  test('More rooms on a desktop: one row of five, each reachable with the keyboard and its focus visible', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/accommodation/sorrento/superior-room-sea-view/');
    const cards = page.getByTestId('other-room');
    await expect(cards).toHaveCount(5);
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    const first = cards.first();
    await page.getByRole('heading', { name: 'More rooms at Sorrento' }).scrollIntoViewIfNeeded();
    await first.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  test('the slideshow shows the room’s other pictures, never the hero’s', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const room = getRoom('amalfi', 'premium-room-sea-view')!;
    await page.goto(roomPath(room));
    const hero = imageId(await page.locator('main img').first().getAttribute('src'));
    expect(hero).toBe(room.images[0]);
    const slides = await page
      .getByTestId('slideshow-main')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(slides.map(imageId)).toEqual(room.images.slice(1));
    expect(slides.map(imageId)).not.toContain(hero);
  });
});
