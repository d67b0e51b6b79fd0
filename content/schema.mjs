// The rules every content data file must keep (docs/DECISIONS.md "Content as data"). The hotel edits
// these files through the CMS at /admin/ (public/admin/config.yml mirrors these rules as field
// rules, so most mistakes are stopped before saving); this module is the last word: the build runs
// checkContent() (next.config.ts) and stops with the file, the field and what is wrong.
//
// Plain .mjs, not .ts: next.config.ts, the unit tests and plain Node all read it with no build step.
// The site's pages never import it (content/*.ts cast the JSON they load), so zod stays out of the
// browser bundles.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isObject, messageProblems } from './text-rules.mjs';
import { assembleMessages, TEXT_LANGUAGES, TEXTS_DIR, textFile, textNamespaces } from './texts.mjs';

export { messageProblems };

const HOTELS = /** @type {const} */ (['sorrento', 'amalfi']);
const MENU_LANGUAGES = /** @type {const} */ (['english', 'vietnamese', 'korean', 'chinese', 'russian']);
const MENU_MARKS = /** @type {const} */ (['vegetarian', 'spicy', 'seafood', 'nuts']);

/** 'YYYY-MM-DD' that is a real day of the calendar. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a day of the calendar');

/** A text shown on a page: something, not only spaces. */
const text = (what = 'text') =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, `${what} is empty`);
const englishText = text('the English text');
const vietnameseText = text('the Vietnamese text');

/** A price or rate in VND: whole dong, more than 0 (a 0 would show a free room or a free dish). */
const vnd = z
  .number({ error: 'must be a number of dong' })
  .int('must be whole dong')
  .positive('must be more than 0')
  .max(1_000_000_000, 'is more than 1,000,000,000 dong: check the zeros');

const percent = z.number().int('must be a whole percent').min(1, 'must be at least 1 %').max(100, 'must be at most 100 %');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour clock)');
export const openingHours = z.strictObject({ opens: hhmm, closes: hhmm });
/** A phone number as people read it: +, then digits and spaces (the tel: link is made from it). */
const phoneDisplay = z.string().regex(/^\+\d[\d ]{6,18}\d$/, 'must be an international number like "+84 297 398 8686"');
const imageId = z.string().regex(/^[a-z0-9-]+$/, 'must be an image id from content/images.json (lower case, digits, hyphens)');

export const rateRecord = z
  .strictObject({
    location: z.enum(HOTELS, { error: 'must be "sorrento" or "amalfi"' }),
    roomType: text('the rate name'),
    baseRate: vnd,
    /** Amalfi only: the rate in the high-season months. */
    highSeasonRate: vnd.optional(),
    size: z
      .string()
      .regex(/^\d+m²$/, 'must be written like "20m²"')
      .optional(),
    roomNumbers: z.array(z.number().int().min(1)).min(1, 'must list at least one room number').optional(),
    features: z.array(englishText).optional(),
  })
  .superRefine((record, ctx) => {
    if (record.location === 'amalfi' && record.highSeasonRate === undefined)
      ctx.addIssue({ code: 'custom', path: ['highSeasonRate'], message: 'an Amalfi rate needs its high-season rate' });
    if (record.location === 'sorrento' && record.highSeasonRate !== undefined)
      ctx.addIssue({ code: 'custom', path: ['highSeasonRate'], message: 'Sorrento has one rate all year: leave the high-season rate out' });
    if (record.roomNumbers && new Set(record.roomNumbers).size !== record.roomNumbers.length)
      ctx.addIssue({ code: 'custom', path: ['roomNumbers'], message: 'lists a room number twice' });
  });

export const ratesFile = z
  .strictObject({
    highSeasonMonths: z.array(z.number().int().min(1, 'a month is 1 to 12').max(12, 'a month is 1 to 12')),
    vndPerUsd: z.number().positive('must be more than 0'),
    rooms: z.array(rateRecord).min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set();
    file.rooms.forEach((room, i) => {
      const key = `${room.location}/${room.roomType.trim().toLowerCase()}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rooms', i, 'roomType'], message: `"${room.roomType}" is listed twice for ${room.location}` });
      seen.add(key);
    });
  });

export const holidayPeriod = z
  .strictObject({
    name: englishText,
    nameVi: vietnameseText,
    startDate: isoDate,
    endDate: isoDate,
    rateMultiplier: z.number().min(0.5, 'must be at least 0.5').max(3, 'must be at most 3'),
  })
  .refine((p) => p.endDate >= p.startDate, { path: ['endDate'], message: 'is before the start date' });

export const holidaysFile = z.strictObject({ periods: z.array(holidayPeriod) }).superRefine((file, ctx) => {
  const sorted = file.periods.map((p, i) => ({ ...p, i })).sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (let k = 1; k < sorted.length; k++) {
    const [a, b] = [sorted[k - 1], sorted[k]];
    if (a && b && b.startDate <= a.endDate)
      ctx.addIssue({ code: 'custom', path: ['periods', b.i, 'startDate'], message: `overlaps "${a.name}" (${a.startDate} to ${a.endDate})` });
  }
});

/** Words shown as they are (not an ICU message): braces would be read as an {argument} and break the page. */
const plainText = (/** @type {string} */ what) => text(what).regex(/^[^{}]*$/, 'cannot hold { or } (the card shows the text as it is)');
/** A card's words, English and Vietnamese side by side. */
const bilingual = z.strictObject({ en: plainText('the English text'), vi: plainText('the Vietnamese text') });
const cardWords = { kicker: bilingual, title: bilingual, description: bilingual, note: bilingual };
/** A card's key: its anchor on the page (#key). */
const cardKey = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be one word of letters and digits starting lower case, like "spaDiscount" (the card\'s #anchor)');
/** @param {string} what */
const uniqueKeys = (what) => (/** @type {{ items: { key: string }[] }} */ file, /** @type {z.RefinementCtx} */ ctx) => {
  const seen = new Set();
  file.items.forEach((item, i) => {
    if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: `another ${what} has the key "${item.key}"` });
    seen.add(item.key);
  });
};

export const VENUE_KEYS = /** @type {const} */ (['bistro', 'luxe', 'buffet', 'skybar']);

export const offersFile = z
  .strictObject({
    diningDiscountPercent: percent,
    cocktailHours: openingHours,
    items: z.array(
      z.strictObject({
        key: cardKey,
        image: imageId,
        hotels: z.array(z.enum(HOTELS)).min(1, 'needs at least one hotel'),
        venues: z.array(z.enum(VENUE_KEYS)).optional(),
        atCocktailHours: z.boolean().optional(),
        ...cardWords,
      }),
    ),
  })
  .superRefine(uniqueKeys('offer'));

export const amenitiesFile = z
  .strictObject({
    breakfastHours: openingHours,
    poolHours: openingHours,
    limousineNoticeHours: z.number().int().min(1).max(168),
    items: z.array(
      z.strictObject({
        key: cardKey,
        image: imageId,
        contacts: z.array(z.enum([...HOTELS, 'hotline'])).min(1, 'needs at least one number to call'),
        ...cardWords,
      }),
    ),
  })
  .superRefine(uniqueKeys('amenity'));

const geo = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const exploreFile = z.strictObject({
  cableCarStationDistanceM: z.number().int().positive('must be more than 0'),
  clockTowerHeightM: z.number().int().positive('must be more than 0'),
  items: z.array(z.strictObject({ key: z.enum(['cableCar', 'ruins', 'lightShow', 'dragonStairway', 'clockTower']), geo, image: imageId })),
});

/** The cuisines a venue may list (schema.org servesCuisine keys; the CMS offers the same). */
export const CUISINES = /** @type {const} */ ([
  'vietnamese',
  'localSpecialties',
  'seafood',
  'european',
  'fineDining',
  'international',
  'asian',
  'barbecue',
  'cocktails',
  'barSnacks',
  'grill',
]);
const MENU_IDS = /** @type {const} */ (['skybar-food', 'skybar-drinks', 'bistro-food', 'bistro-drinks', 'luxe-food', 'luxe-drinks']);

const venue = z.strictObject({
  name: text('the name'),
  hotel: z.enum(HOTELS),
  path: z.string().regex(/^\/dining\/[a-z]+\/$/, 'must be like "/dining/bistro/"'),
  schemaType: z.enum(['Restaurant', 'BarOrPub']),
  hours: z.array(openingHours).min(1, 'needs its opening hours'),
  servesCuisine: z.array(z.enum(CUISINES)).min(1),
  priceRange: z.string().regex(/^₫{1,4}$/, 'must be ₫ to ₫₫₫₫'),
  phone: phoneDisplay,
  hero: imageId,
  card: imageId,
  dish: imageId,
  menus: z.strictObject({ food: z.enum(MENU_IDS), drinks: z.enum(MENU_IDS) }).optional(),
});

const buffetSession = z.strictObject({ hours: openingHours, pricePerPerson: vnd, image: imageId });

export const venuesFile = z.strictObject({
  venues: z.strictObject({ bistro: venue, luxe: venue, buffet: venue, skybar: venue }),
  buffet: z
    .strictObject({
      floor: z.number().int().min(0).max(20),
      breakfast: buffetSession,
      dinner: buffetSession,
      inHouseGuestDiscountPercent: percent,
      kidsDiscountPercent: percent,
      kidsDiscountAges: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
      kidsFreeUnderAge: z.number().int().min(0).max(18),
    })
    .refine((b) => b.kidsDiscountAges[0] <= b.kidsDiscountAges[1], { path: ['kidsDiscountAges'], message: 'the first age is above the second' }),
});

// Menus (content/menus/*.json): every dish named in English and Vietnamese (the two languages of the
// site; the other three are optional and fall back to English), every à la carte price above 0.
const localised = z.partialRecord(z.enum(MENU_LANGUAGES), z.string().trim().min(1, 'is empty: leave the language out instead')).superRefine((value, ctx) => {
  for (const language of /** @type {const} */ (['english', 'vietnamese']))
    if (!value[language])
      ctx.addIssue({ code: 'custom', path: [language], message: `the ${language === 'english' ? 'English' : 'Vietnamese'} text is missing` });
});
const marks = z.array(z.enum(MENU_MARKS)).optional();
const menuItem = z.strictObject({ price: vnd, name: localised, description: localised, marks });
const menuDish = z.strictObject({ name: localised, description: localised.optional(), marks });

export const menuFile = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)?$/, 'must be like "bistro-food"'),
  kind: z.enum(['food', 'drinks']),
  venue: text('the venue'),
  hotel: text('the hotel'),
  hours: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}(, \d{2}:\d{2}–\d{2}:\d{2})*$/, 'must be like "15:00–23:00"'),
  subtitleLanguage: z.enum(MENU_LANGUAGES).optional(),
  note: localised.optional(),
  sections: z
    .array(
      z.strictObject({
        title: localised,
        hours: z.string().optional(),
        items: z.array(menuItem),
        stations: z.array(z.strictObject({ title: localised, dishes: z.array(menuDish).min(1) })).optional(),
      }),
    )
    .min(1, 'a menu needs at least one section'),
});

const https = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });
const address = z.strictObject({
  street: text('the street'),
  locality: text('the town'),
  region: text('the province'),
  postalCode: z.string().regex(/^\d{5,6}$/, 'must be 5 or 6 digits'),
  country: text('the country'),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters, e.g. VN'),
  vi: z.strictObject({ street: vietnameseText, locality: vietnameseText, region: vietnameseText, country: vietnameseText }),
});
const hotelContact = z.strictObject({
  address,
  telephone: phoneDisplay,
  mobile: phoneDisplay.optional(),
  // The Vietnamese way of writing it ("0912 688 868"): Zalo users dial it so.
  zalo: z.string().regex(/^0\d[\d ]{7,12}\d$/, 'must be the number as dialled in Vietnam, like "0912 688 868"'),
  whatsapp: phoneDisplay,
  mapUrl: https,
  reviewUrl: https,
  geo,
  starRating: z.number().int().min(1).max(5),
});

export const siteFile = z.strictObject({
  email: z.email('must be an e-mail address'),
  mainSiteUrl: https,
  sameAs: z.array(https),
  hotline: phoneDisplay,
  skybarPhone: phoneDisplay,
  hotels: z.strictObject({
    // The footer and the contact page list Sorrento's mobile.
    sorrento: hotelContact.extend({ mobile: phoneDisplay }),
    amalfi: hotelContact,
  }),
});

// Rooms (content/data/rooms.json): the structure of each room; its name, summary and description in
// both languages are page texts (content/texts/Rooms.json `{hotel}.{slug}`), checked with the rest below.
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower case words joined by hyphens, like "suite-sea-view"');
const facilityKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a facility key from content/data/facilities.json');

export const room = z.strictObject({
  hotel: z.enum(HOTELS, { error: 'must be "sorrento" or "amalfi"' }),
  title: text('the English title'),
  slug,
  sizeM2: z
    .number({ error: 'must be a number of square metres' })
    .int('must be whole square metres')
    .min(5, 'must be at least 5 m²')
    .max(500, 'must be at most 500 m²'),
  view: z.enum(['sea', 'city'], { error: 'must be "sea" or "city"' }),
  adults: z.number().int('must be a whole number').min(1, 'must be at least 1').max(10, 'must be at most 10'),
  children: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(10, 'must be at most 10'),
  beds: z.enum(['double', 'twinOrDouble', 'twoKing'], { error: 'must be "double", "twinOrDouble" or "twoKing"' }),
  facilities: z.array(facilityKey).min(1, 'must list at least one facility'),
  /** The rate record (content/data/rates.json `roomType` of the same hotel) the room is priced by. */
  rateName: text('the rate name'),
  /** Picture ids of content/images.json: the first is the hero and the card, the rest the slideshow. */
  images: z.array(imageId).min(2, 'needs at least two pictures (the first is the cover, the others the slideshow)'),
});

export const roomsFile = z.strictObject({ rooms: z.array(room).min(1) }).superRefine((file, ctx) => {
  const seen = new Map();
  file.rooms.forEach((r, i) => {
    for (const [field, value] of /** @type {const} */ ([
      ['slug', r.slug],
      ['title', r.title.trim().toLowerCase()],
    ])) {
      const key = `${r.hotel}/${field}/${value}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rooms', i, field], message: `is the same as rooms[${seen.get(key)}]'s (${r.hotel})` });
      else seen.set(key, i);
    }
    if (new Set(r.facilities).size !== r.facilities.length)
      ctx.addIssue({ code: 'custom', path: ['rooms', i, 'facilities'], message: 'lists a facility twice' });
    if (new Set(r.images).size !== r.images.length) ctx.addIssue({ code: 'custom', path: ['rooms', i, 'images'], message: 'lists a picture twice' });
  });
});

/** The in-room facilities: a key (its icon, public/icons/facilities/<key>.svg) and its name in both languages. */
export const facilitiesFile = z
  .strictObject({
    facilities: z
      .array(
        z.strictObject({
          key: facilityKey,
          name: z.strictObject({ en: englishText, vi: vietnameseText }),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set();
    file.facilities.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: ['facilities', i, 'key'], message: `"${f.key}" is listed twice` });
      seen.add(f.key);
    });
  });

// Photos uploaded in /admin/ (content/data/photos.json): each takes the place of a picture of
// content/images.json, or is a new one (then with its kind), with its own alt text and title in both
// languages (they describe the photo, not the render it replaces). The build turns each into the
// picture's sizes, WebP and AVIF (scripts/art/photos.mjs, then scripts/art/generate.mjs).
export const photosFile = z
  .strictObject({
    photos: z.array(
      z.strictObject({
        id: imageId,
        file: z.string().regex(/^art\/photos\/[^/]+\.(jpe?g|png|webp)$/i, 'must be a photo uploaded to art/photos (JPEG, PNG or WebP)'),
        kind: z.enum(['hero', 'card']).optional(),
        category: z.enum(['hotel', 'dining', 'amenities', 'explore']).optional(),
        alt: z.strictObject({ en: englishText, vi: vietnameseText }),
        title: z.strictObject({ en: englishText, vi: vietnameseText }),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    const seen = new Set();
    file.photos.forEach((photo, i) => {
      if (seen.has(photo.id)) ctx.addIssue({ code: 'custom', path: ['photos', i, 'id'], message: `another photo is already "${photo.id}"` });
      seen.add(photo.id);
    });
  });

/**
 * What a file's schema is used for here: checking the file's data. Typed by that one method, not as `z.ZodType`:
 * proving each of these schemas a `ZodType` was tsc's slowest single check, about a second of its 16 s of CPU.
 * @typedef {{ safeParse: (data: unknown) => z.ZodSafeParseResult<unknown> }} FileSchema
 */

/** Which schema checks which file (paths from the repository root). @type {Readonly<Record<string, FileSchema>>} */
export const CONTENT_FILES = Object.freeze({
  'content/data/rates.json': ratesFile,
  'content/data/holidays.json': holidaysFile,
  'content/data/offers.json': offersFile,
  'content/data/amenities.json': amenitiesFile,
  'content/data/explore.json': exploreFile,
  'content/data/venues.json': venuesFile,
  'content/data/site.json': siteFile,
  'content/data/rooms.json': roomsFile,
  'content/data/facilities.json': facilitiesFile,
  'content/data/photos.json': photosFile,
  'content/menus/bistro-food.json': menuFile,
  'content/menus/bistro-drinks.json': menuFile,
  'content/menus/luxe-food.json': menuFile,
  'content/menus/luxe-drinks.json': menuFile,
  'content/menus/skybar-food.json': menuFile,
  'content/menus/skybar-drinks.json': menuFile,
  'content/menus/buffet.json': menuFile,
});

/** "rooms[3].baseRate" */
const fieldOf = (/** @type {PropertyKey[]} */ where) =>
  where.reduce((/** @type {string} */ out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '') ||
  '(the whole file)';

/**
 * Checks one file's data against its schema: a list of "file: field: what is wrong" lines, empty when
 * it passes.
 * @param {string} file
 * @param {unknown} data
 * @param {FileSchema} schema
 * @returns {string[]}
 */
export function problemsOf(file, data, schema) {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${file}: ${fieldOf(issue.path)}: ${issue.message}`);
}

/** @param {string} root @param {string} file */
const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Months from `from` to `to`, both 'YYYY-MM-DD' (30.44-day months: a warning, not a calendar). */
const monthsBetween = (/** @type {string} */ from, /** @type {string} */ to) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (30.44 * 86_400_000);

/**
 * Every page-text file: `{ "en": {…}, "vi": {…} }` and nothing else, checked by messageProblems.
 * @param {Record<string, unknown>} texts namespace -> the parsed file (content/texts.mjs readTexts)
 * @returns {string[]}
 */
export function textsProblems(texts) {
  /** @type {string[]} */
  const problems = [];
  for (const [namespace, both] of Object.entries(texts)) {
    const file = textFile(namespace);
    if (!isObject(both)) {
      problems.push(`${file}: must hold the English and the Vietnamese texts, as { "en": {…}, "vi": {…} }`);
      continue;
    }
    const b = /** @type {Record<string, unknown>} */ (both);
    for (const key of Object.keys(b))
      if (!TEXT_LANGUAGES.includes(/** @type {'en' | 'vi'} */ (key))) problems.push(`${file}: ${key}: is not a language of the site (en, vi)`);
    if (!isObject(b.en)) problems.push(`${file}: en: the English texts are missing`);
    else problems.push(...messageProblems(b.en, b.vi, file));
  }
  return problems;
}

/**
 * What a room refers to in other files: its rate record (same hotel), its facilities (with an icon),
 * its pictures, its texts in both languages (`{hotel}.{slug}` of content/texts/Rooms.json). A rate
 * record no room uses is a warning (a room taken off the site keeps its rate until the rate is removed).
 * @param {Record<string, any>} data the parsed files of CONTENT_FILES
 * @param {Record<'en' | 'vi', any>} messages
 * @param {(file: string, field: string, id: unknown) => void} picture
 * @param {(key: string) => boolean} hasIcon
 * @param {string[]} warnings
 * @returns {string[]}
 */
export function roomProblems(data, messages, picture, hasIcon, warnings) {
  const file = 'content/data/rooms.json';
  const rooms = data[file]?.rooms;
  if (!Array.isArray(rooms)) return [];
  /** @type {string[]} */
  const problems = [];
  const rates = data['content/data/rates.json']?.rooms ?? [];
  const facilities = new Set((data['content/data/facilities.json']?.facilities ?? []).map((/** @type {any} */ f) => f.key));
  for (const f of facilities) if (!hasIcon(f)) problems.push(`content/data/facilities.json: ${f}: has no icon (public/icons/facilities/${f}.svg)`);
  const used = new Set();
  rooms.forEach((/** @type {any} */ r, /** @type {number} */ i) => {
    const rate = rates.find((/** @type {any} */ x) => x.location === r.hotel && x.roomType === r.rateName);
    if (!rate)
      problems.push(
        `${file}: rooms[${i}].rateName: no rate "${r.rateName}" for ${r.hotel} in content/data/rates.json (Rates and seasons): add it there or name one that is`,
      );
    else used.add(rate);
    (r.facilities ?? []).forEach((/** @type {unknown} */ key, /** @type {number} */ k) => {
      if (typeof key === 'string' && !facilities.has(key))
        problems.push(`${file}: rooms[${i}].facilities[${k}]: no facility "${key}" in content/data/facilities.json`);
    });
    (r.images ?? []).forEach((/** @type {unknown} */ id, /** @type {number} */ k) => picture(file, `rooms[${i}].images[${k}]`, id));
    for (const [language, name] of /** @type {const} */ ([
      ['en', 'English'],
      ['vi', 'Vietnamese'],
    ])) {
      const entry = messages[language]?.Rooms?.[r.hotel]?.[r.slug];
      for (const field of ['name', 'summary', 'description'])
        if (typeof entry?.[field] !== 'string' || !entry[field].trim())
          problems.push(`${file}: rooms[${i}]: no ${name} ${field} (Page texts → Rooms → ${r.hotel} → ${r.slug}, ${textFile('Rooms')} ${language})`);
    }
  });
  rates.forEach((/** @type {any} */ rate, /** @type {number} */ i) => {
    if (!used.has(rate))
      warnings.push(`content/data/rates.json: rooms[${i}]: no room of content/data/rooms.json is priced by "${rate.roomType}" (${rate.location})`);
  });
  return problems;
}

/**
 * Checks every content data file, the pictures they name and the page texts.
 * errors: what would break a page (the build stops); warnings: what will soon (the build goes on).
 * @param {{ root?: string; today?: string }} [options] today: 'YYYY-MM-DD', for the calendar warning
 * @returns {{ errors: string[]; warnings: string[] }}
 */
export function checkContent({ root = process.cwd(), today = new Date().toISOString().slice(0, 10) } = {}) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, any>} */
  const data = {};
  for (const [file, schema] of Object.entries(CONTENT_FILES)) {
    try {
      data[file] = readJson(root, file);
    } catch (error) {
      errors.push(`${file}: cannot be read: ${error.message}`);
      continue;
    }
    errors.push(...problemsOf(file, data[file], schema));
  }

  // Pictures: every id a data file names exists, with alt text in both languages. The photos
  // uploaded in /admin/ are pictures too (a new id, or the same id with the photo's own words).
  const images = { ...readJson(root, 'content/images.json').images };
  /** @type {any[]} */
  const photos = Array.isArray(data['content/data/photos.json']?.photos) ? data['content/data/photos.json'].photos : [];
  photos.forEach((photo, i) => {
    const where = `content/data/photos.json: photos[${i}]`;
    if (typeof photo?.file === 'string' && !existsSync(path.join(root, photo.file)))
      errors.push(`${where}.file: "${photo.file}" is not there (upload it again)`);
    if (typeof photo?.id !== 'string') return;
    const known = images[photo.id];
    if (!known && !photo.kind) errors.push(`${where}.kind: "${photo.id}" is a new picture: say whether it is a card or a hero`);
    else if (known && photo.kind && photo.kind !== known.kind)
      errors.push(`${where}.kind: "${photo.id}" is a ${known.kind} (content/images.json): leave the kind out`);
    images[photo.id] = { ...known, kind: photo.kind ?? known?.kind, alt: photo.alt, title: photo.title, from: 'content/data/photos.json' };
  });
  /** @param {string} file @param {string} field @param {unknown} id */
  const picture = (file, field, id) => {
    if (typeof id !== 'string') return;
    const entry = images[id];
    if (!entry) errors.push(`${file}: ${field}: no picture "${id}" in content/images.json`);
    else
      for (const [language, name] of /** @type {const} */ ([
        ['en', 'English'],
        ['vi', 'Vietnamese'],
      ]))
        if (!entry.alt?.[language]?.trim())
          errors.push(`${file}: ${field}: the picture "${id}" has no ${name} alt text (${entry.from ?? 'content/images.json'})`);
  };
  const offers = data['content/data/offers.json'];
  offers?.items?.forEach((/** @type {any} */ item, /** @type {number} */ i) => picture('content/data/offers.json', `items[${i}].image`, item.image));
  const amenities = data['content/data/amenities.json'];
  amenities?.items?.forEach((/** @type {any} */ item, /** @type {number} */ i) => picture('content/data/amenities.json', `items[${i}].image`, item.image));
  const explore = data['content/data/explore.json'];
  explore?.items?.forEach((/** @type {any} */ item, /** @type {number} */ i) => picture('content/data/explore.json', `items[${i}].image`, item.image));
  const venues = data['content/data/venues.json'];
  for (const [key, v] of Object.entries(venues?.venues ?? {}))
    for (const field of ['hero', 'card', 'dish']) picture('content/data/venues.json', `venues.${key}.${field}`, /** @type {any} */ (v)[field]);
  for (const session of ['breakfast', 'dinner']) picture('content/data/venues.json', `buffet.${session}.image`, venues?.buffet?.[session]?.image);

  // The page texts in both languages.
  /** @type {Record<'en' | 'vi', any>} */
  const messages = { en: undefined, vi: undefined };
  /** @type {Record<string, unknown>} */
  const texts = {};
  let namespaces = /** @type {string[]} */ ([]);
  try {
    namespaces = textNamespaces(root);
  } catch (error) {
    errors.push(`${TEXTS_DIR}: cannot be read: ${error.message}`);
  }
  for (const namespace of namespaces)
    try {
      texts[namespace] = readJson(root, textFile(namespace));
    } catch (error) {
      errors.push(`${textFile(namespace)}: cannot be read: ${error.message}`);
    }
  errors.push(...textsProblems(texts));
  Object.assign(messages, assembleMessages(/** @type {Record<string, Record<string, unknown>>} */ (texts)));

  // Rooms: each names a rate record of its own hotel, facilities of the list, pictures with alt text,
  // and has its name, summary and description in both languages among the page texts.
  errors.push(
    ...roomProblems(data, messages, picture, (/** @type {string} */ key) => existsSync(path.join(root, 'public/icons/facilities', `${key}.svg`)), warnings),
  );

  // The rate calendar prices nights up to a year ahead: warn while there is time to add next year's
  // holidays (and check the seasons) before the calendar runs out.
  const periods = data['content/data/holidays.json']?.periods;
  if (Array.isArray(periods) && periods.length) {
    const last = periods
      .map((/** @type {any} */ p) => String(p.endDate))
      .sort()
      .at(-1);
    if (last && monthsBetween(today, last) < 3)
      warnings.push(
        `content/data/holidays.json: the holiday calendar ends on ${last}, within three months: add next year's holidays (and check the high-season months in content/data/rates.json) in /admin/`,
      );
  }
  return { errors, warnings };
}
