import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { getImage, type ImageId } from '../../content/images';
import { ROOMS, roomPath } from '../../content/rooms';
import { HOTEL_KEYS, site } from '../../content/site';
import { formatRate } from '../../lib/rates';
import { DESCRIBED_HEROES } from '../../lib/image-alt';
import en from '../../messages/en.json';
import vi from '../../messages/vi.json';
import { releaseRoutesAfterEachTest, sitemapPaths } from './helpers';
import { allObjects, hasType, jsonLdGraph, jsonLdGraphOf, richResultProblems, type LdNode } from './json-ld';

// What a crawler reads: the pre-rendered HTML, no JavaScript. Every page's HTML, as the server sends
// it, is parsed once and every point of issue 28 that applies to it is checked on it (no browser:
// a crawler that runs no script reads the markup, and 62 browser loads cost a minute of CI). What
// needs a browser's layout (a room's price seen before the scripts) loads those pages with scripts off.
test.use({ javaScriptEnabled: false });

/** What a page fetches besides its HTML and styles (JavaScript is off, so no scripts). */
const MEDIA = /\.(?:avif|webp|jpe?g|png|svg|ico|woff2?|mp4|webm)(?:\?|$)/;
/** Room pages by path, for the price checks: `/vi/accommodation/amalfi/premium-room-sea-view/`. */
const ROOM_PAGES = new Set(
  (['en', 'vi'] as const).flatMap((language) =>
    HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel]).map((room) => (language === 'vi' ? `/vi${roomPath(room)}` : roomPath(room))),
  ),
);

const PLACE = { en: 'Phu Quoc', vi: 'Phú Quốc' } as const;
const PLACE_PAGES = ['/', '/sorrento/', '/amalfi/', '/accommodation/', '/accommodation/sorrento/', '/accommodation/amalfi/', '/dining/'];

/** "/images/bistro-hero-1600.webp" -> "bistro-hero". */
const imageIdOf = (src: string) => /\/images\/(.+)-\d+\.(?:webp|avif|jpe?g|png)$/.exec(new URL(src, site.url).pathname)?.[1] as ImageId | undefined;

/** Text as a reader gets it: runs of white space (line breaks, no-break spaces) as one space. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The page's HTML as the server sends it, parsed. */
async function served(request: APIRequestContext, pagePath: string): Promise<Document> {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

interface Picture {
  src: string;
  alt: string | null;
  hero: boolean;
  /** Text of the card, link or button the picture sits in (what an empty alt leaves to say). */
  context: string;
}

const pictures = (document: Document): Picture[] =>
  [...document.querySelectorAll('img')].map((img) => {
    const holder = img.closest('a, button, li, article, figure, th');
    const label = holder?.getAttribute('aria-label') ?? '';
    return {
      src: img.getAttribute('src') ?? '',
      alt: img.getAttribute('alt'),
      hero: Boolean(img.closest('header[data-hero], section[aria-labelledby="home-title"]')),
      context: `${label} ${holder?.textContent ?? ''}`.trim(),
    };
  });

/** The room page's "from" price in its HTML against its HotelRoom's Offer (issue 28: one price, said once). */
function expectFromPriceIsTheOffer(document: Document, pagePath: string, language: 'en' | 'vi', nodes: LdNode[]) {
  const shown = document.querySelectorAll('[data-testid="room-from-price"]');
  expect(shown).toHaveLength(1);
  const amount = shown[0]!.querySelector('data')!;
  const value = Number(amount.getAttribute('value'));
  expect(value).toBeGreaterThan(0);
  expect(words(amount.textContent)).toBe(formatRate(value, 'VND', language));
  expect(words(shown[0]!.textContent)).toContain(language === 'vi' ? 'mỗi đêm' : 'per night');

  const roomNode = nodes.find((n) => hasType(n, 'HotelRoom') && typeof n.url === 'string' && new URL(n.url).pathname === pagePath);
  expect(roomNode, 'the HotelRoom node of this page').toBeTruthy();
  const offers = nodes.filter((n) => hasType(n, 'Offer') && (n.itemOffered as LdNode | undefined)?.['@id'] === roomNode!['@id']);
  expect(offers).toHaveLength(1);
  // The room as a Product carries the same offer itself (a product snippet reads only its own).
  expect(roomNode!.offers).toMatchObject({ '@id': offers[0]!['@id'], price: value, priceCurrency: 'VND', availability: 'https://schema.org/InStock' });
  const offer = offers[0]!;
  expect(offer.price).toBe(value);
  expect(offer.priceCurrency).toBe('VND');
  expect(offer.availability).toBe('https://schema.org/InStock');
  const spec = offer.priceSpecification as LdNode;
  expect(spec).toMatchObject({ '@type': 'UnitPriceSpecification', price: value, priceCurrency: 'VND', unitCode: 'DAY' });
  // The meaning, in the page's language: the same words as the page ("From … per night" and the note).
  const [line = '', note = ''] = [...shown[0]!.querySelectorAll('p')].map((p) => words(p.textContent));
  expect(note).not.toBe('');
  expect(spec.description).toBe(`${line}. ${note}`);
}

for (const pagePath of sitemapPaths()) {
  const language = pagePath.startsWith('/vi/') ? 'vi' : 'en';
  const neutral = language === 'vi' ? pagePath.slice(3) : pagePath;
  const url = `${site.url}${pagePath}`;

  test(`${pagePath}: what a crawler reads (structured data on its own, anchors, alt text, title and place; a room's price)`, async ({ request }) => {
    const document = await served(request, pagePath);
    const nodes = jsonLdGraphOf(document);
    const all = allObjects(nodes);
    // Google's required and recommended fields for each rich result the page offers.
    expect(richResultProblems(nodes)).toEqual([]);

    // Every @id the graph refers to is described on this page, with a type, a name and an address.
    for (const ref of all.filter((o) => Object.keys(o).length === 1 && typeof o['@id'] === 'string' && !o['@id'].startsWith('http://purl.org/'))) {
      const node = all.find((o) => o['@id'] === ref['@id'] && o['@type'] && typeof o.name === 'string' && typeof o.url === 'string');
      expect(node, `${ref['@id']} is described on the page`).toBeTruthy();
    }

    // Every link into this page from its structured data (a url, a target; not a node's @id, which
    // names a thing) lands on an element that exists.
    const links = all.flatMap((o) => Object.entries(o).filter(([key, value]) => key !== '@id' && typeof value === 'string' && value.includes('#')));
    const fragments = new Set(
      links
        .map(([, link]) => link as string)
        .filter((link) => link.split('#')[0] === url)
        .map((link) => decodeURIComponent(link.split('#')[1]!)),
    );
    for (const id of fragments) expect(document.querySelectorAll(`[id="${id}"]`), `#${id} on the page`).toHaveLength(1);

    // A room is a Product with its own offer: price, currency, availability and validity.
    for (const room of all.filter((o) => hasType(o, 'HotelRoom'))) {
      expect(hasType(room, 'Product')).toBe(true);
      expect(room.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'VND', availability: 'https://schema.org/InStock' });
      expect(room.offers.price).toBeGreaterThan(0);
      expect(room.offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(room.offers.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    // Vietnamese structured data is in Vietnamese: no English cuisine names.
    const cuisines = all.flatMap((o) => (o.servesCuisine as string[] | undefined) ?? []);
    for (const cuisine of cuisines) expect(Object.values((language === 'vi' ? vi : en).StructuredData.cuisine)).toContain(cuisine);

    // A room page: the "from" price in its HTML (what a visitor sees before the framework loads: the
    // test after this loop) is the JSON-LD Offer's price, and the offer says it in the page's words.
    if (ROOM_PAGES.has(pagePath)) expectFromPriceIsTheOffer(document, pagePath, language, nodes);

    // Pictures: a described hero and every picture with alt text say it in the page's language; a
    // picture left empty is decorative by decision (docs/SEO.md): a hero behind a page's title, or
    // a picture whose card, link or button already names it in text, or a logo or icon.
    for (const picture of pictures(document)) {
      const id = imageIdOf(picture.src);
      expect(picture.alt, `${picture.src} has an alt attribute`).not.toBeNull();
      if (id && picture.hero) {
        expect(picture.alt, `hero ${id}`).toBe(DESCRIBED_HEROES.has(id) ? getImage(id).alt[language] : '');
      } else if (picture.alt) {
        if (id) expect(picture.alt, `alt of ${id}`).toBe(getImage(id).alt[language]);
      } else if (!/\/(brand|icons)\//.test(picture.src) && !(id && getImage(id).kind === 'avatar')) {
        expect(picture.context, `${picture.src}: a decorative picture beside its own text`).not.toBe('');
      }
    }

    // The title says enough (30+ characters); the pages about where the hotels are name the island.
    const title = words(document.title);
    expect([...title].length, title).toBeGreaterThanOrEqual(30);
    if (PLACE_PAGES.includes(neutral)) {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(`${title} ${description}`).toContain(PLACE[language]);
    }
  });
}

test.describe('a room page before any script runs', () => {
  releaseRoutesAfterEachTest();
  for (const language of ['en', 'vi'] as const) {
    test(`${language}: every room page shows its "from" price before any script runs`, async ({ page }) => {
      // The price's box and text, not the pictures or fonts.
      await page.route(MEDIA, (route) => route.abort());
      for (const pagePath of [...ROOM_PAGES].filter((room) => room.startsWith('/vi/') === (language === 'vi'))) {
        await page.goto(pagePath);
        const price = page.getByTestId('room-from-price');
        await expect(price, pagePath).toBeVisible();
        await expect(price.locator('data'), pagePath).toBeVisible();
      }
    });
  }
});

test('every room page, in both languages, is one of the pages above and so gets its price checked', () => {
  expect(ROOM_PAGES.size).toBe(2 * HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel]).length);
  expect([...ROOM_PAGES].filter((room) => !sitemapPaths().includes(room))).toEqual([]);
});

test.describe('the pages issue 28 is about', () => {
  for (const language of ['en', 'vi'] as const) {
    const prefix = language === 'vi' ? '/vi' : '';

    test(`${language}: the gallery's first 12 pictures, their alt text and captions are in the HTML, and its ImageGallery lists them`, async ({ page }) => {
      await page.goto(`${prefix}/gallery/`);
      const thumbs = page.getByRole('main').locator('ul button');
      await expect(thumbs).toHaveCount(12);
      const shown: Array<{ id: ImageId; alt: string; caption: string }> = [];
      for (const thumb of await thumbs.all()) {
        const src = (await thumb.locator('img').getAttribute('src'))!;
        const id = imageIdOf(src)!;
        shown.push({ id, alt: (await thumb.locator('img').getAttribute('alt'))!, caption: (await thumb.locator('span').last().innerText()).trim() });
      }
      for (const { id, alt, caption } of shown) {
        expect(alt).toBe(getImage(id).alt[language]);
        expect(caption).toBe(getImage(id).title[language]);
      }
      await expect(
        page.getByRole('group', { name: language === 'vi' ? vi.GalleryPage.filterLabel : en.GalleryPage.filterLabel }).getByRole('button'),
      ).toHaveCount(5);
      const gallery = (await jsonLdGraph(page)).find((n) => hasType(n, 'ImageGallery'))!;
      const listed = (gallery.image as LdNode[]).map((image) => ({ id: imageIdOf(image.contentUrl as string), caption: image.caption, name: image.name }));
      expect(listed).toEqual(shown.map(({ id, alt, caption }) => ({ id, caption: alt, name: caption })));
    });

    test(`${language}: the buffet's menu lists each session's stations and dishes under its price per person, in HTML and Menu JSON-LD`, async ({ page }) => {
      await page.goto(`${prefix}/dining/buffet/`);
      const board = page.getByTestId('menu-board');
      await expect(board.locator('#menu-buffet')).toBeVisible();
      await expect(board.getByRole('heading', { level: 5 })).toHaveCount(10);
      await expect(board).toContainText(language === 'vi' ? 'Quầy phở và bún' : 'Pho and noodle station');
      await expect(board).toContainText(language === 'vi' ? 'Tôm sú nướng' : 'Tiger prawns');
      await expect(board).toContainText(language === 'vi' ? '145.000 ₫' : '145,000 ₫');
      await expect(board).toContainText(language === 'vi' ? '450.000 ₫' : '450,000 ₫');
      const restaurant = (await jsonLdGraph(page)).find((n) => hasType(n, 'Restaurant'))!;
      const menu = (restaurant.hasMenu as LdNode[])[0]!;
      expect(menu['@id']).toBe(`${site.url}${prefix}/dining/buffet/#menu-buffet`);
      const sessions = menu.hasMenuSection as LdNode[];
      expect(sessions.map((s) => (s.hasMenuItem as LdNode[])[0]!.offers.price)).toEqual([145_000, 450_000]);
      const stations = sessions.flatMap((s) => s.hasMenuSection as LdNode[]);
      expect(stations).toHaveLength(10);
      // The HTML shows every station and dish the JSON-LD lists.
      for (const station of stations) {
        await expect(board.getByRole('heading', { level: 5, name: station.name as string, exact: true })).toBeVisible();
        for (const dish of station.hasMenuItem as LdNode[]) {
          // The dish's name, then its marks' hidden labels ("Bún cá" + "Seafood").
          await expect(
            board
              .locator('li > span')
              .filter({ hasText: new RegExp(`^${(dish.name as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
              .first(),
          ).toBeVisible();
        }
      }
    });

    test(`${language}: the DJ nights are dated Events in Vietnam time, free, at the SkyBar`, async ({ page }) => {
      await page.goto(`${prefix}/dining/skybar/services/`);
      const event = (await jsonLdGraph(page)).find((n) => hasType(n, 'Event'))!;
      const nights = event.subEvent as LdNode[];
      expect(nights.length).toBeGreaterThanOrEqual(14);
      for (const night of nights) {
        expect(night.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T20:30:00\+07:00$/);
        expect(night).toMatchObject({
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          offers: { price: 0, priceCurrency: 'VND' },
          location: { address: { '@type': 'PostalAddress' } },
          organizer: { name: 'Vela Amalfi' },
        });
        expect(night.performer.name).toBe((language === 'vi' ? vi : en).StructuredData.djPerformer);
      }
      await expect(page.getByRole('main')).toContainText(language === 'vi' ? 'vào cửa tự do' : 'free entry');
    });

    test(`${language}: the home introduction names the island and the town`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      const welcome = page.locator('#welcome-title').locator('..');
      await expect(welcome).toContainText(PLACE[language]);
      await expect(welcome).toContainText(language === 'vi' ? 'Hoàng\u00a0Hôn' : 'Sunset\u00a0Town');
    });
  }

  test('the sitemap dates every page: a lastmod per URL, the same for both languages of a page', () => {
    const xml = readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
    }));
    expect(entries.length).toBe(sitemapPaths().length);
    for (const { loc, lastmod } of entries) {
      expect([loc, lastmod && !Number.isNaN(Date.parse(lastmod)) && Date.parse(lastmod) <= Date.now()]).toEqual([loc, true]);
      const twin = entries.find((e) => e.loc === (loc.includes('/vi/') ? loc.replace('/vi/', '/') : loc.replace(site.url, `${site.url}/vi`)));
      expect(twin?.lastmod).toBe(lastmod);
    }
  });

  test('a Vietnamese address that is no page: 404, and the Vietnamese not-found page is in the export for hosts that serve it', async ({ page, request }) => {
    expect((await request.get('/vi/no-such-page/')).status()).toBe(404);
    await page.goto('/vi/404.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle(`${vi.Meta.notFound.title} | Vela Hotels`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(vi.NotFound.title);
    await expect(page.getByRole('link', { name: vi.NotFound.home })).toHaveAttribute('href', '/vi/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const redirects = readFileSync(path.join(process.cwd(), 'out', '_redirects'), 'utf8')
      .trim()
      .split('\n');
    expect(redirects.at(-1)!.split(/\s+/)).toEqual(['/vi/*', '/vi/404.html', '404']);
  });
});
