// The Decap CMS configuration of /admin/ (docs/DECISIONS.md "The CMS: Decap at /admin/"), generated at
// build from the content itself: the page-text fields from the English keys of each content/texts
// file (edited in both languages side by side), the picture choices from content/images.json. The field rules (required, patterns, ranges, options) mirror
// content/schema.mjs, which stays the last word at build.
//
// Written as JSON into config.yml (JSON is YAML), so no YAML library is needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CUISINES, VENUE_KEYS } from '../../content/schema.mjs';
import { readTexts, TEXT_LANGUAGES, textFile } from '../../content/texts.mjs';

/**
 * Where the CMS saves: the hotel's git host. Read from the build's environment (README "Editing the
 * site (/admin/)" gives the exact settings); nothing secret: sign-in goes through the host's OAuth.
 * @param {Record<string, string | undefined>} [env]
 */
export function cmsBackend(env = process.env) {
  const name = env.CMS_BACKEND ?? 'github';
  if (!['github', 'gitlab', 'gitea'].includes(name)) throw new Error(`CMS_BACKEND must be github, gitlab or gitea, not "${name}"`);
  /** @type {Record<string, string>} */
  const backend = { name, repo: env.CMS_REPO ?? 'vela-hotels/website', branch: env.CMS_BRANCH ?? 'main' };
  // GitHub: the OAuth client's proxy (README); GitLab: PKCE needs no proxy; Gitea: its own OAuth app.
  if (env.CMS_BASE_URL) backend.base_url = env.CMS_BASE_URL;
  if (env.CMS_AUTH_ENDPOINT) backend.auth_endpoint = env.CMS_AUTH_ENDPOINT;
  if (env.CMS_API_ROOT) backend.api_root = env.CMS_API_ROOT;
  if (env.CMS_APP_ID) backend.app_id = env.CMS_APP_ID;
  if (name === 'gitlab' && env.CMS_APP_ID) backend.auth_type = 'pkce';
  return backend;
}

/** The origins the CMS talks to in the browser for that backend (its CSP's connect-src). */
export function backendOrigins(/** @type {Record<string, string>} */ backend) {
  const fallback = { github: 'https://api.github.com', gitlab: 'https://gitlab.com', gitea: '' }[backend.name] ?? '';
  return [backend.api_root, backend.base_url, fallback]
    .filter(Boolean)
    .map((url) => new URL(/** @type {string} */ (url)).origin)
    .filter((origin, i, all) => all.indexOf(origin) === i);
}

const VENUE_LABELS = { bistro: 'Bistro (Sorrento)', luxe: 'Luxe (Amalfi)', buffet: 'Buffet (Amalfi)', skybar: 'SkyBar (Amalfi)' };
const HOTELS = [
  { label: 'Sorrento', value: 'sorrento' },
  { label: 'Amalfi', value: 'amalfi' },
];
const VND_HINT = 'Whole dong, no dots or commas: 1500000 is 1,500,000 ₫. Must be more than 0.';
const hhmm = (name, label) => ({
  name,
  label,
  widget: 'string',
  pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'A time written HH:MM on the 24-hour clock, e.g. 15:00'],
});
const hours = (name, label) => ({ name, label, widget: 'object', collapsed: false, fields: [hhmm('opens', 'Opens'), hhmm('closes', 'Closes')] });
const vnd = (name, label, extra = {}) => ({ name, label, widget: 'number', value_type: 'int', min: 1, hint: VND_HINT, ...extra });
const percent = (name, label) => ({ name, label, widget: 'number', value_type: 'int', min: 1, max: 100 });
const isoDate = (name, label) => ({
  name,
  label,
  widget: 'string',
  hint: 'YYYY-MM-DD, e.g. 2027-02-03. The night of this day is included.',
  pattern: ['^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', 'A date written YYYY-MM-DD'],
});
const text = (name, label, extra = {}) => ({ name, label, widget: 'string', ...extra });
const https = (name, label) => ({ name, label, widget: 'string', pattern: ['^https://\\S+$', 'A full address starting with https://'] });
const phone = (name, label) => ({
  name,
  label,
  widget: 'string',
  hint: 'International, as guests read it: +84 297 398 8686',
  pattern: ['^\\+\\d[\\d ]{6,18}\\d$', 'An international number like +84 297 398 8686'],
});

/** A dish's or section's text in the menu languages: English and Vietnamese required. */
const LANGUAGES = [
  ['english', 'English', true],
  ['vietnamese', 'Vietnamese (tiếng Việt)', true],
  ['korean', 'Korean', false],
  ['chinese', 'Chinese', false],
  ['russian', 'Russian', false],
];
const localised = (name, label, required = true) => ({
  name,
  label,
  widget: 'object',
  required,
  collapsed: false,
  summary: '{{fields.english}} / {{fields.vietnamese}}',
  fields: LANGUAGES.map(([lang, langLabel, needed]) => ({ name: lang, label: langLabel, widget: 'string', required: needed })),
});
/** A card's words: English and Vietnamese side by side (content/schema.mjs: both required, no braces). */
const NO_BRACES = ['^[^{}]*\\S[^{}]*$', 'Cannot be empty or hold { or }'];
const words = (name, label, long = false) => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  summary: '{{fields.en}} / {{fields.vi}}',
  fields: [
    { name: 'en', label: `${label} — English`, widget: long ? 'text' : 'string', pattern: NO_BRACES },
    { name: 'vi', label: `${label} — Vietnamese (tiếng Việt)`, widget: long ? 'text' : 'string', pattern: NO_BRACES },
  ],
});
const CARD_WORDS = [words('title', 'Title'), words('kicker', 'Line above the title'), words('description', 'Description', true), words('note', 'Note')];
const cardKey = (what) =>
  text('key', `Key (the card's #anchor on the page; new ${what}: one word, like spaDiscount)`, {
    pattern: ['^[a-z][A-Za-z0-9]*$', 'One word of letters and digits starting lower case, like spaDiscount'],
  });

const MARKS = ['vegetarian', 'spicy', 'seafood', 'nuts'];
const marks = { name: 'marks', label: 'Marks', widget: 'select', multiple: true, required: false, options: MARKS };

const menuFields = [
  { name: 'id', label: 'Menu id', widget: 'hidden' },
  { name: 'kind', label: 'Kind', widget: 'hidden' },
  text('venue', 'Venue (as printed)'),
  text('hotel', 'Hotel (as printed)'),
  text('hours', 'Hours (as printed)', {
    pattern: ['^\\d{2}:\\d{2}–\\d{2}:\\d{2}(, \\d{2}:\\d{2}–\\d{2}:\\d{2})*$', 'Like 15:00–23:00 (with the long dash –)'],
  }),
  {
    name: 'sections',
    label: 'Sections',
    widget: 'list',
    summary: '{{fields.title.english}}',
    min: 1,
    fields: [
      localised('title', 'Section title'),
      text('hours', 'Served (if not the menu hours)', { required: false }),
      {
        name: 'items',
        label: 'Dishes and drinks',
        widget: 'list',
        summary: '{{fields.name.english}} — {{fields.price}} ₫',
        fields: [vnd('price', 'Price (VND)'), localised('name', 'Name'), localised('description', 'Description'), marks],
      },
      {
        name: 'stations',
        label: 'Buffet stations',
        widget: 'list',
        required: false,
        summary: '{{fields.title.english}}',
        fields: [
          localised('title', 'Station'),
          {
            name: 'dishes',
            label: 'Dishes',
            widget: 'list',
            summary: '{{fields.name.english}}',
            fields: [localised('name', 'Name'), localised('description', 'Description', false), marks],
          },
        ],
      },
    ],
  },
];

const MENUS = [
  ['bistro-food', 'Bistro — food'],
  ['bistro-drinks', 'Bistro — drinks'],
  ['luxe-food', 'Luxe — food'],
  ['luxe-drinks', 'Luxe — drinks'],
  ['skybar-food', 'SkyBar — food'],
  ['skybar-drinks', 'SkyBar — drinks'],
  ['buffet', 'Buffet — sessions and stations'],
];

/**
 * What the hotel's editors see for each page-text file: where its words appear on the site, not the code's
 * namespace. A namespace without a name here fails the CMS unit test, so a new one gets its name with it.
 * Shown sorted by these names.
 */
export const TEXT_FILE_LABELS = {
  AccommodationPage: 'Accommodation page (both hotels)',
  AmalfiPage: 'Amalfi hotel page',
  AmenitiesPage: 'Amenities page',
  BuffetPage: 'Buffet page',
  Common: 'Shared words (buttons and labels on many pages)',
  Compare: 'Room comparison page',
  ContactPage: 'Contact page',
  DiningMenu: 'Menus: titles, PDF links and dish marks',
  DiningPage: 'Dining page',
  ExplorePage: 'Explore page (attractions)',
  Footer: 'Footer (every page)',
  GalleryPage: 'Gallery page',
  HomePage: 'Home page',
  HotelPage: 'Hotel pages: services, contact details, check-in and check-out',
  InquiryForm: 'Booking inquiry form',
  Language: 'Language switch',
  MenuPage: 'Menus: language choice (Bistro, Luxe)',
  Meta: 'Page titles and search-result descriptions',
  Navbar: 'Navigation bar (every page)',
  NotFound: 'Page not found',
  OffersPage: 'Offers page',
  PrivacyPage: 'Privacy page',
  Redirect: 'Language redirect page',
  RoomDetail: 'Room pages: gallery, sections and booking',
  RoomInfo: 'Room facts: prices, size, view, guests, beds',
  RoomMeta: 'Room pages: titles and search-result descriptions',
  Rooms: 'Rooms: names and descriptions',
  RoomsPage: "Room lists (each hotel's rooms page)",
  SkybarPage: 'SkyBar page',
  SkybarServicesPage: 'SkyBar services page (events)',
  SorrentoPage: 'Sorrento hotel page',
  StructuredData: 'Search-engine details (cuisine, performers, entry)',
  VenueChips: 'Restaurant details: hours, phone, address',
};

/** The collection of the page texts (its entries are checked in both languages before saving: admin.mjs). */
export const TEXTS_COLLECTION = 'texts';

/**
 * The page-text fields of one namespace: its English keys, in both languages (`i18n: true` on every
 * field, nested ones too: a field without it is hidden in the Vietnamese pane). Each is required and
 * may not be blank; a text with {braces} says to keep them.
 * @param {Record<string, unknown>} node the namespace's English texts
 * @returns {Record<string, unknown>[]}
 */
function messageFields(node) {
  return Object.entries(node).map(([key, value]) => {
    if (typeof value === 'string')
      return {
        name: key,
        label: key,
        widget: value.length > 90 || value.includes('\n') ? 'text' : 'string',
        i18n: true,
        ...(/\{/.test(value) ? { hint: 'Keep the words in {braces} exactly as they are: the site fills them in.' } : {}),
        pattern: ['\\S', 'Cannot be empty'],
      };
    return {
      name: key,
      label: key,
      widget: 'object',
      collapsed: false,
      i18n: true,
      fields: messageFields(/** @type {Record<string, unknown>} */ (value)),
    };
  });
}

/**
 * @param {{ root?: string; env?: Record<string, string | undefined>; localBackendUrl?: string }} [options]
 *   localBackendUrl: where the local backend (decap-server) answers; Decap uses it only when /admin/ is
 *   opened on localhost. Default: decap-server's own default, http://localhost:8081/api/v1.
 */
export function cmsConfig({ root = process.cwd(), env = process.env, localBackendUrl } = {}) {
  const json = (/** @type {string} */ file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const texts = readTexts(root);
  const uploads = json('content/data/photos.json').photos.map((/** @type {{ id: string }} */ photo) => photo.id);
  const pictures = [...new Set([...Object.keys(json('content/images.json').images), ...uploads])].sort();
  const picture = (/** @type {string} */ name, /** @type {string} */ label) => ({ name, label, widget: 'select', options: pictures });
  const facilityKeys = json('content/data/facilities.json').facilities.map((/** @type {{ key: string }} */ f) => f.key);
  const rateNames = json('content/data/rates.json').rooms.map((/** @type {{ roomType: string }} */ r) => r.roomType);

  // One entry per namespace file (content/texts/<Namespace>.json, both languages in it): Decap's i18n
  // with `single_file` opens it with English and Vietnamese in two panes, side by side.
  const label = (/** @type {string} */ namespace) => /** @type {Record<string, string>} */ (TEXT_FILE_LABELS)[namespace] ?? namespace;
  const textFiles = Object.entries(texts)
    .sort(([a], [b]) => label(a).localeCompare(label(b), 'en'))
    .map(([namespace, both]) => ({
      name: namespace,
      label: label(namespace),
      file: textFile(namespace),
      i18n: true,
      fields: messageFields(/** @type {Record<string, unknown>} */ (both.en ?? {})),
    }));

  return {
    backend: cmsBackend(env),
    local_backend: localBackendUrl ? { url: localBackendUrl } : true,
    publish_mode: 'simple',
    // The page texts' languages (the Page texts collection only): English first, then Vietnamese.
    i18n: { structure: 'single_file', locales: [...TEXT_LANGUAGES], default_locale: 'en' },
    // Uploaded photos go where the image pipeline reads them (scripts/art/generate.mjs: art/photos/<id>.jpg).
    media_folder: 'art/photos',
    // The value saved is the upload's path in the repository, which content/data/photos.json names.
    public_folder: 'art/photos',
    site_url: env.CMS_SITE_URL ?? undefined,
    logo_url: '/brand/logo-512.png',
    collections: [
      {
        name: 'rates',
        label: 'Rates and seasons',
        editor: { preview: false },
        files: [
          {
            name: 'rates',
            label: 'Room rates (VND per night) and high season',
            file: 'content/data/rates.json',
            fields: [
              {
                name: 'highSeasonMonths',
                label: "Amalfi's high-season months (1 = January … 12 = December)",
                widget: 'list',
                field: { name: 'month', label: 'Month', widget: 'number', value_type: 'int', min: 1, max: 12 },
              },
              { name: 'vndPerUsd', label: 'VND per US dollar (for prices shown in USD)', widget: 'number', value_type: 'int', min: 1 },
              {
                name: 'rooms',
                label: 'Rates',
                label_singular: 'Rate',
                widget: 'list',
                // Open: changing a rate is the weekly task, and every rate is in view at once.
                collapsed: false,
                summary: '{{fields.location}} — {{fields.roomType}}: {{fields.baseRate}} ₫',
                fields: [
                  { name: 'location', label: 'Hotel', widget: 'select', options: HOTELS },
                  text('roomType', 'Rate name', { hint: 'Sorrento: the room title. Amalfi: the rate name (Standard, Superior, Deluxe …).' }),
                  vnd('baseRate', 'Rate (VND per night; Amalfi: low season)'),
                  vnd('highSeasonRate', 'Amalfi only: high-season rate (VND per night)', { required: false }),
                  text('size', 'Amalfi only: size', { required: false, pattern: ['^\\d+m²$', 'Written like 20m²'] }),
                  {
                    name: 'roomNumbers',
                    label: 'Amalfi only: room numbers',
                    widget: 'list',
                    required: false,
                    field: { name: 'number', label: 'Room', widget: 'number', value_type: 'int', min: 1 },
                  },
                  { name: 'features', label: 'Amalfi only: features (English)', widget: 'list', required: false, field: text('feature', 'Feature') },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'rooms',
        label: 'Rooms',
        description:
          'Each room: size, guests, beds, view, facilities, pictures and the rate it is priced by (its price: Rates and seasons). Its name and descriptions are Page texts → Rooms. A new room is a code change (its pictures are rendered and its texts added with it).',
        editor: { preview: false },
        files: [
          {
            name: 'rooms',
            label: 'Rooms of both hotels',
            file: 'content/data/rooms.json',
            fields: [
              {
                name: 'rooms',
                label: 'Rooms',
                label_singular: 'Room',
                widget: 'list',
                allow_add: false,
                summary: '{{fields.hotel}} — {{fields.title}} ({{fields.sizeM2}} m²)',
                fields: [
                  { name: 'hotel', label: 'Hotel', widget: 'select', options: HOTELS },
                  text('title', 'Title (English; the inquiry form and the e-mail to the hotel use it)'),
                  text('slug', 'Address (/accommodation/<hotel>/<this>/): keep it unless the room is new', {
                    pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Lower case words joined by hyphens, like suite-sea-view'],
                  }),
                  { name: 'sizeM2', label: 'Size (m²)', widget: 'number', value_type: 'int', min: 5, max: 500 },
                  { name: 'adults', label: 'Adults', widget: 'number', value_type: 'int', min: 1, max: 10 },
                  { name: 'children', label: 'Children', widget: 'number', value_type: 'int', min: 0, max: 10 },
                  {
                    name: 'beds',
                    label: 'Beds',
                    widget: 'select',
                    options: [
                      { label: 'One double bed', value: 'double' },
                      { label: 'Double or twin beds', value: 'twinOrDouble' },
                      { label: 'Two king beds', value: 'twoKing' },
                    ],
                  },
                  {
                    name: 'view',
                    label: 'View',
                    widget: 'select',
                    options: [
                      { label: 'Sea', value: 'sea' },
                      { label: 'City', value: 'city' },
                    ],
                  },
                  { name: 'facilities', label: 'Facilities', widget: 'select', multiple: true, min: 1, options: facilityKeys },
                  {
                    name: 'rateName',
                    label: 'Priced by the rate',
                    widget: 'select',
                    options: rateNames,
                    hint: 'The rate record of Rates and seasons (of the same hotel) this room is priced by.',
                  },
                  {
                    name: 'images',
                    label: 'Pictures (the first is the cover and the page top; the others the slideshow)',
                    widget: 'list',
                    min: 2,
                    field: picture('image', 'Picture'),
                  },
                ],
              },
            ],
          },
          {
            name: 'facilities',
            label: 'Facility names',
            file: 'content/data/facilities.json',
            fields: [
              {
                name: 'facilities',
                label: 'Facilities',
                widget: 'list',
                allow_add: false,
                summary: '{{fields.name.en}} / {{fields.name.vi}}',
                fields: [
                  { name: 'key', label: 'Icon', widget: 'hidden' },
                  {
                    name: 'name',
                    label: 'Name',
                    widget: 'object',
                    collapsed: false,
                    fields: [text('en', 'English'), text('vi', 'Vietnamese (tiếng Việt)')],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'photos',
        label: 'Pictures (photos)',
        description:
          "Upload a photo for a picture of the site: in place of one (choose its id: the room's, the offer's …) or as a new one (a new id, then add it to the room in Rooms, or to an offer). Its alt text (what it shows, for people who cannot see it) and title are required in both languages. The next build makes its sizes, WebP and AVIF.",
        editor: { preview: false },
        files: [
          {
            name: 'photos',
            label: 'Uploaded photos',
            file: 'content/data/photos.json',
            fields: [
              {
                name: 'photos',
                label: 'Photos',
                label_singular: 'Photo',
                widget: 'list',
                summary: '{{fields.id}}: {{fields.alt.en}}',
                fields: [
                  text('id', 'Picture id (an existing one to replace it, or a new one like room-family-suite-5)', {
                    pattern: ['^[a-z0-9-]+$', 'Lower case letters, digits and hyphens'],
                  }),
                  { name: 'file', label: 'Photo (JPEG, PNG or WebP; at least 1200 px wide, 1920 for a hero)', widget: 'image', choose_url: false },
                  {
                    name: 'kind',
                    label: 'Kind (a new picture only)',
                    widget: 'select',
                    required: false,
                    options: [
                      { label: 'Card or room picture (4:3)', value: 'card' },
                      { label: 'Page top, hero (16:9)', value: 'hero' },
                    ],
                  },
                  {
                    name: 'category',
                    label: 'Gallery section (a new picture only)',
                    widget: 'select',
                    required: false,
                    options: ['hotel', 'dining', 'amenities', 'explore'],
                  },
                  {
                    name: 'alt',
                    label: 'Alt text: what the photo shows',
                    widget: 'object',
                    collapsed: false,
                    fields: [text('en', 'Alt text — English'), text('vi', 'Alt text — Vietnamese (tiếng Việt)')],
                  },
                  {
                    name: 'title',
                    label: 'Title (the gallery caption)',
                    widget: 'object',
                    collapsed: false,
                    fields: [text('en', 'Title — English'), text('vi', 'Title — Vietnamese (tiếng Việt)')],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'holidays',
        label: 'Holidays',
        editor: { preview: false },
        files: [
          {
            name: 'holidays',
            label: 'Holiday periods (rates x multiplier)',
            file: 'content/data/holidays.json',
            fields: [
              {
                name: 'periods',
                label: 'Periods',
                label_singular: 'Period',
                widget: 'list',
                summary: '{{fields.name}}: {{fields.startDate}} to {{fields.endDate}}',
                fields: [
                  text('name', 'Name (English)'),
                  text('nameVi', 'Name (Vietnamese)'),
                  isoDate('startDate', 'First night'),
                  isoDate('endDate', 'Last night (not before the first)'),
                  { name: 'rateMultiplier', label: 'Rate multiplier', widget: 'number', value_type: 'float', min: 0.5, max: 3, step: 0.05, default: 1.2 },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'offers',
        label: 'Offers',
        editor: { preview: false },
        files: [
          {
            name: 'offers',
            label: "Offers (each with its words in both languages; the page's heading: Page texts → OffersPage)",
            file: 'content/data/offers.json',
            fields: [
              percent('diningDiscountPercent', 'In-house guests: dining discount (%)'),
              hours('cocktailHours', 'Sky bar: buy-one-get-one cocktail hours'),
              {
                name: 'items',
                label: 'Offers shown',
                widget: 'list',
                label_singular: 'Offer',
                summary: '{{fields.title.en}}',
                fields: [
                  cardKey('offer'),
                  picture('image', 'Picture'),
                  { name: 'hotels', label: 'For the guests of', widget: 'select', multiple: true, min: 1, options: HOTELS },
                  {
                    name: 'venues',
                    label: 'At (restaurants and bar; none: the hotels themselves)',
                    widget: 'select',
                    multiple: true,
                    required: false,
                    options: VENUE_KEYS.map((key) => ({ label: VENUE_LABELS[key], value: key })),
                  },
                  { name: 'atCocktailHours', label: 'Only during the cocktail hours (above)', widget: 'boolean', required: false, default: false },
                  ...CARD_WORDS,
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'venues',
        label: 'Restaurants and bar',
        editor: { preview: false },
        files: [
          {
            name: 'venues',
            label: 'Hours, phones, buffet prices',
            file: 'content/data/venues.json',
            fields: [
              {
                name: 'venues',
                label: 'Venues',
                widget: 'object',
                fields: ['bistro', 'luxe', 'buffet', 'skybar'].map((key) => ({
                  name: key,
                  label: key,
                  widget: 'object',
                  collapsed: true,
                  fields: [
                    text('name', 'Name (the same in both languages)'),
                    { name: 'hotel', label: 'Hotel', widget: 'select', options: HOTELS },
                    text('path', 'Page', { pattern: ['^/dining/[a-z]+/$', 'Like /dining/bistro/'] }),
                    { name: 'schemaType', label: 'Kind (search engines)', widget: 'select', options: ['Restaurant', 'BarOrPub'] },
                    { name: 'hours', label: 'Opening hours (every day)', widget: 'list', min: 1, fields: [hhmm('opens', 'Opens'), hhmm('closes', 'Closes')] },
                    { name: 'servesCuisine', label: 'Cuisines', widget: 'select', multiple: true, min: 1, options: [...CUISINES] },
                    text('priceRange', 'Price range', { pattern: ['^₫{1,4}$', '₫ to ₫₫₫₫'] }),
                    phone('phone', 'Phone'),
                    picture('hero', 'Hero picture'),
                    picture('card', 'Card picture'),
                    picture('dish', 'Dish picture'),
                    {
                      name: 'menus',
                      label: 'Menus (PDF and page)',
                      widget: 'object',
                      required: false,
                      fields: [
                        { name: 'food', label: 'Food menu', widget: 'select', options: MENUS.slice(0, 6).map(([id]) => id) },
                        { name: 'drinks', label: 'Drinks menu', widget: 'select', options: MENUS.slice(0, 6).map(([id]) => id) },
                      ],
                    },
                  ],
                })),
              },
              {
                name: 'buffet',
                label: 'Buffet',
                widget: 'object',
                fields: [
                  { name: 'floor', label: 'Floor', widget: 'number', value_type: 'int', min: 0, max: 20 },
                  ...['breakfast', 'dinner'].map((session) => ({
                    name: session,
                    label: session === 'breakfast' ? 'Breakfast' : 'Dinner',
                    widget: 'object',
                    fields: [hours('hours', 'Hours'), vnd('pricePerPerson', 'Price per person (VND)'), picture('image', 'Picture')],
                  })),
                  percent('inHouseGuestDiscountPercent', 'In-house guests: discount (%)'),
                  percent('kidsDiscountPercent', 'Children: discount (%)'),
                  {
                    name: 'kidsDiscountAges',
                    label: 'Children: discount from age … to age',
                    widget: 'list',
                    min: 2,
                    max: 2,
                    field: { name: 'age', label: 'Age', widget: 'number', value_type: 'int', min: 0 },
                  },
                  { name: 'kidsFreeUnderAge', label: 'Children eat free under age', widget: 'number', value_type: 'int', min: 0, max: 18 },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'menus',
        label: 'Menus (dishes and prices)',
        description: 'The next build prints the PDFs of a menu saved here again (the page shows the dishes at once).',
        editor: { preview: false },
        files: MENUS.map(([id, label]) => ({ name: id, label, file: `content/menus/${id}.json`, fields: menuFields })),
      },
      {
        name: 'amenities',
        label: 'Amenities',
        editor: { preview: false },
        files: [
          {
            name: 'amenities',
            label: "Amenities (each with its words in both languages; the page's heading: Page texts → AmenitiesPage)",
            file: 'content/data/amenities.json',
            fields: [
              hours('breakfastHours', 'Breakfast hours'),
              hours('poolHours', 'Pool hours'),
              { name: 'limousineNoticeHours', label: 'Airport limousine: book hours ahead', widget: 'number', value_type: 'int', min: 1, max: 168 },
              {
                name: 'items',
                label: 'Amenities shown',
                widget: 'list',
                label_singular: 'Amenity',
                summary: '{{fields.title.en}}',
                fields: [
                  cardKey('amenity'),
                  picture('image', 'Picture'),
                  { name: 'contacts', label: 'Who to call', widget: 'select', multiple: true, min: 1, options: ['sorrento', 'amalfi', 'hotline'] },
                  ...CARD_WORDS,
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'explore',
        label: 'Attractions',
        editor: { preview: false },
        files: [
          {
            name: 'explore',
            label: 'Attractions (their words: Page texts → ExplorePage)',
            file: 'content/data/explore.json',
            fields: [
              { name: 'cableCarStationDistanceM', label: 'Cable-car station: metres from the hotels', widget: 'number', value_type: 'int', min: 1 },
              { name: 'clockTowerHeightM', label: 'Clock tower: height in metres', widget: 'number', value_type: 'int', min: 1 },
              {
                name: 'items',
                label: 'Attractions shown',
                widget: 'list',
                summary: '{{fields.key}}',
                fields: [
                  { name: 'key', label: 'Attraction', widget: 'select', options: ['cableCar', 'ruins', 'lightShow', 'dragonStairway', 'clockTower'] },
                  {
                    name: 'geo',
                    label: 'Map position (WGS 84)',
                    widget: 'object',
                    fields: [
                      { name: 'latitude', label: 'Latitude', widget: 'number', value_type: 'float', min: -90, max: 90 },
                      { name: 'longitude', label: 'Longitude', widget: 'number', value_type: 'float', min: -180, max: 180 },
                    ],
                  },
                  picture('image', 'Picture'),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'site',
        label: 'Site contacts',
        editor: { preview: false },
        files: [
          {
            name: 'site',
            label: 'Phones, addresses, e-mail, links',
            file: 'content/data/site.json',
            fields: [
              text('email', 'Reservations e-mail', { pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An e-mail address'] }),
              https('mainSiteUrl', "The group's main site"),
              { name: 'sameAs', label: "The group's profiles (Facebook, Instagram …)", widget: 'list', field: https('url', 'Address') },
              phone('hotline', 'Hotline (every venue and offer)'),
              phone('skybarPhone', 'SkyBar phone'),
              {
                name: 'hotels',
                label: 'Hotels',
                widget: 'object',
                fields: ['sorrento', 'amalfi'].map((key) => ({
                  name: key,
                  label: key === 'sorrento' ? 'Sorrento' : 'Amalfi',
                  widget: 'object',
                  collapsed: true,
                  fields: [
                    {
                      name: 'address',
                      label: 'Address',
                      widget: 'object',
                      fields: [
                        text('street', 'Street (English)'),
                        text('locality', 'Town (English)'),
                        text('region', 'Province (English)'),
                        text('postalCode', 'Postal code', { pattern: ['^\\d{5,6}$', '5 or 6 digits'] }),
                        text('country', 'Country (English)'),
                        text('countryCode', 'Country code', { pattern: ['^[A-Z]{2}$', 'Two capital letters, e.g. VN'] }),
                        {
                          name: 'vi',
                          label: 'The same in Vietnamese',
                          widget: 'object',
                          fields: [text('street', 'Street'), text('locality', 'Town'), text('region', 'Province'), text('country', 'Country')],
                        },
                      ],
                    },
                    phone('telephone', 'Telephone'),
                    { ...phone('mobile', 'Mobile'), required: key === 'sorrento' },
                    text('zalo', 'Zalo number (as dialled in Vietnam)', { pattern: ['^0\\d[\\d ]{7,12}\\d$', 'Like 0912 688 868'] }),
                    phone('whatsapp', 'WhatsApp number'),
                    https('mapUrl', 'Map link'),
                    https('reviewUrl', 'Reviews link'),
                    {
                      name: 'geo',
                      label: 'Map position (WGS 84)',
                      widget: 'object',
                      fields: [
                        { name: 'latitude', label: 'Latitude', widget: 'number', value_type: 'float', min: -90, max: 90 },
                        { name: 'longitude', label: 'Longitude', widget: 'number', value_type: 'float', min: -180, max: 180 },
                      ],
                    },
                    { name: 'starRating', label: 'Official stars', widget: 'number', value_type: 'int', min: 1, max: 5 },
                  ],
                })),
              },
            ],
          },
        ],
      },
      {
        name: TEXTS_COLLECTION,
        label: 'Page texts',
        description:
          'Every text of the site, page by page: open a page to edit its English (left) and Vietnamese (right) side by side. Keep words in {braces} as they are.',
        i18n: true,
        editor: { preview: false },
        files: textFiles,
      },
    ],
  };
}
