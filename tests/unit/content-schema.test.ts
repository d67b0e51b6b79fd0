import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  amenitiesFile,
  checkContent,
  CONTENT_FILES,
  holidaysFile,
  menuFile,
  messageProblems,
  offersFile,
  problemsOf,
  ratesFile,
  roomsFile,
  siteFile,
  venuesFile,
} from '@/content/schema.mjs';

/**
 * The content rules of content/schema.mjs (docs/DECISIONS.md "Content as data"): the real files pass,
 * and each kind of mistake an editor can make is refused with the file, the field and what is wrong.
 */
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the real content files', () => {
  it('pass every schema, and the pictures and page texts they name check out', () => {
    expect(checkContent({ today: '2026-01-01' })).toEqual({ errors: [], warnings: [] });
  });

  it.each(Object.keys(CONTENT_FILES))('%s passes its schema', (file) => {
    expect(problemsOf(file, read(file), CONTENT_FILES[file]!)).toEqual([]);
  });
});

describe('rates', () => {
  const rates = read('content/data/rates.json');
  const file = 'content/data/rates.json';

  it('refuses a rate of 0, naming the file and field', () => {
    const bad = copy(rates);
    bad.rooms[3].baseRate = 0;
    expect(problemsOf(file, bad, ratesFile)).toEqual(['content/data/rates.json: rooms[3].baseRate: must be more than 0']);
  });

  it('refuses a negative, fractional or text rate', () => {
    const bad = copy(rates);
    bad.rooms[0].baseRate = -5;
    bad.rooms[1].baseRate = 900_000.5;
    bad.rooms[2].baseRate = '1080000';
    expect(problemsOf(file, bad, ratesFile)).toEqual([
      'content/data/rates.json: rooms[0].baseRate: must be more than 0',
      'content/data/rates.json: rooms[1].baseRate: must be whole dong',
      'content/data/rates.json: rooms[2].baseRate: must be a number of dong',
    ]);
  });

  it('refuses an Amalfi rate without its high season, and a room type listed twice', () => {
    const bad = copy(rates);
    delete bad.rooms[6].highSeasonRate;
    bad.rooms[1].roomType = 'standard room sea view';
    expect(problemsOf(file, bad, ratesFile)).toEqual([
      'content/data/rates.json: rooms[6].highSeasonRate: an Amalfi rate needs its high-season rate',
      'content/data/rates.json: rooms[1].roomType: "standard room sea view" is listed twice for sorrento',
    ]);
  });

  it('refuses a month that is not 1-12, an unknown hotel and a field it does not know', () => {
    const bad = copy(rates);
    bad.highSeasonMonths.push(13);
    bad.rooms[0].location = 'positano';
    bad.rooms[0].discount = 5;
    expect(problemsOf(file, bad, ratesFile)).toEqual([
      'content/data/rates.json: highSeasonMonths[5]: a month is 1 to 12',
      'content/data/rates.json: rooms[0].location: must be "sorrento" or "amalfi"',
      expect.stringMatching(/^content\/data\/rates\.json: rooms\[0\]: .*discount/),
    ]);
  });
});

describe('holidays', () => {
  const holidays = read('content/data/holidays.json');
  const file = 'content/data/holidays.json';

  it('refuses an end date before its start', () => {
    const bad = copy(holidays);
    bad.periods[1].endDate = '2025-12-20';
    expect(problemsOf(file, bad, holidaysFile)).toEqual(['content/data/holidays.json: periods[1].endDate: is before the start date']);
  });

  it('refuses a missing Vietnamese name, a date that is not a day and overlapping periods', () => {
    const bad = copy(holidays);
    bad.periods[0].nameVi = '  ';
    bad.periods[2].startDate = '2025-12-32';
    bad.periods[5].startDate = '2026-09-02';
    expect(problemsOf(file, bad, holidaysFile)).toEqual([
      'content/data/holidays.json: periods[0].nameVi: the Vietnamese text is empty',
      'content/data/holidays.json: periods[2].startDate: is not a day of the calendar',
      'content/data/holidays.json: periods[5].startDate: overlaps "National Day" (2026-09-01 to 2026-09-02)',
    ]);
  });
});

describe('offers, venues and menus', () => {
  it('refuses a discount of 0 % and opening hours that are not a time', () => {
    const bad = copy(read('content/data/offers.json'));
    bad.diningDiscountPercent = 0;
    bad.cocktailHours.closes = '7pm';
    expect(problemsOf('content/data/offers.json', bad, offersFile)).toEqual([
      'content/data/offers.json: diningDiscountPercent: must be at least 1 %',
      'content/data/offers.json: cocktailHours.closes: must be a time written HH:MM (24-hour clock)',
    ]);
  });

  it('refuses an offer without its Vietnamese words, with braces in its words, or with the key of another', () => {
    const bad = copy(read('content/data/offers.json'));
    bad.items.push({ ...copy(bad.items[0]), key: 'cocktails' });
    bad.items[0].title.vi = ' ';
    bad.items[1].note.en = 'Daily {hours}';
    bad.items[1].hotels = [];
    expect(problemsOf('content/data/offers.json', bad, offersFile)).toEqual([
      'content/data/offers.json: items[0].title.vi: the Vietnamese text is empty',
      'content/data/offers.json: items[1].hotels: needs at least one hotel',
      'content/data/offers.json: items[1].note.en: cannot hold { or } (the card shows the text as it is)',
      'content/data/offers.json: items[2].key: another offer has the key "cocktails"',
    ]);
  });

  it('refuses an amenity whose key is no anchor and one with no number to call', () => {
    const bad = copy(read('content/data/amenities.json'));
    bad.items[0].key = 'Spa & sauna';
    bad.items[1].contacts = [];
    expect(problemsOf('content/data/amenities.json', bad, amenitiesFile)).toEqual([
      'content/data/amenities.json: items[0].key: must be one word of letters and digits starting lower case, like "spaDiscount" (the card\'s #anchor)',
      'content/data/amenities.json: items[1].contacts: needs at least one number to call',
    ]);
  });

  it("refuses a venue's phone that is not international and a buffet price of 0", () => {
    const bad = copy(read('content/data/venues.json'));
    bad.venues.luxe.phone = '0297 398 8686';
    bad.buffet.dinner.pricePerPerson = 0;
    expect(problemsOf('content/data/venues.json', bad, venuesFile)).toEqual([
      'content/data/venues.json: venues.luxe.phone: must be an international number like "+84 297 398 8686"',
      'content/data/venues.json: buffet.dinner.pricePerPerson: must be more than 0',
    ]);
  });

  it('refuses a dish without its Vietnamese name and a price of 0', () => {
    const bad = copy(read('content/menus/skybar-food.json'));
    delete bad.sections[0].items[1].name.vietnamese;
    bad.sections[1].items[0].price = 0;
    expect(problemsOf('content/menus/skybar-food.json', bad, menuFile)).toEqual([
      'content/menus/skybar-food.json: sections[0].items[1].name.vietnamese: the Vietnamese text is missing',
      'content/menus/skybar-food.json: sections[1].items[0].price: must be more than 0',
    ]);
  });
});

describe('site contacts', () => {
  it("refuses a link that is not https, a phone that is not international and Sorrento's mobile missing", () => {
    const bad = copy(read('content/data/site.json'));
    bad.hotels.amalfi.mapUrl = 'http://maps.example.com';
    bad.hotels.amalfi.telephone = '0297 398 6868';
    delete bad.hotels.sorrento.mobile;
    expect(problemsOf('content/data/site.json', bad, siteFile)).toEqual([
      expect.stringMatching(/^content\/data\/site\.json: hotels\.sorrento\.mobile: /),
      'content/data/site.json: hotels.amalfi.telephone: must be an international number like "+84 297 398 8686"',
      'content/data/site.json: hotels.amalfi.mapUrl: must be a full https:// address',
    ]);
  });
});

describe('page texts', () => {
  it('refuse a missing or empty translation and a changed {argument}', () => {
    const en = { Home: { title: 'Welcome', nights: '{count, plural, one {# night} other {# nights}}', cta: 'Book' } };
    const vi = { Home: { title: '', nights: '{so} đêm' }, Extra: 'x' };
    expect(messageProblems(en, vi, 'content/texts/X.json')).toEqual([
      'content/texts/X.json: vi.Home.title: the Vietnamese text is empty',
      'content/texts/X.json: vi.Home.nights: uses {so} where English uses {count} (keep the words in braces as they are)',
      'content/texts/X.json: vi.Home.cta: the Vietnamese text is missing',
      'content/texts/X.json: vi.Extra: has no English text',
    ]);
  });
});

describe('rooms', () => {
  const rooms = read('content/data/rooms.json');
  const file = 'content/data/rooms.json';

  it('refuses a room with no rate named, a size of 0, no adult, an unknown view and one picture', () => {
    const bad = copy(rooms);
    delete bad.rooms[1].rateName;
    bad.rooms[2].sizeM2 = 0;
    bad.rooms[3].adults = 0;
    bad.rooms[4].view = 'garden';
    bad.rooms[5].images = ['room-family-suite-1'];
    expect(problemsOf(file, bad, roomsFile)).toEqual([
      'content/data/rooms.json: rooms[1].rateName: the rate name is missing',
      'content/data/rooms.json: rooms[2].sizeM2: must be at least 5 m²',
      'content/data/rooms.json: rooms[3].adults: must be at least 1',
      'content/data/rooms.json: rooms[4].view: must be "sea" or "city"',
      'content/data/rooms.json: rooms[5].images: needs at least two pictures (the first is the cover, the others the slideshow)',
    ]);
  });

  it('refuses two rooms of a hotel with one address, a slug that is no address, and a facility listed twice', () => {
    const bad = copy(rooms);
    bad.rooms[1].slug = 'standard-room-sea-view';
    bad.rooms[2].slug = 'Superior Room';
    bad.rooms[3].facilities.push('wifi');
    expect(problemsOf(file, bad, roomsFile)).toEqual([
      'content/data/rooms.json: rooms[2].slug: must be lower case words joined by hyphens, like "suite-sea-view"',
      "content/data/rooms.json: rooms[1].slug: is the same as rooms[0]'s (sorrento)",
      'content/data/rooms.json: rooms[3].facilities: lists a facility twice',
    ]);
  });
});

describe('checkContent on a copy of the repository', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-'));
    for (const dir of ['content/data', 'content/menus', 'content/texts', 'public/icons/facilities'])
      cpSync(path.join(process.cwd(), dir), path.join(root, dir), { recursive: true });
    cpSync(path.join(process.cwd(), 'content/images.json'), path.join(root, 'content/images.json'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // The JSON as parsed: these edits reach into it the way an editor's mistake would.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (file: string, change: (data: any) => void) => {
    const data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    change(data);
    writeFileSync(path.join(root, file), JSON.stringify(data));
  };

  it('refuses a page text missing or empty in one language, naming its file and field', () => {
    edit('content/texts/HomePage.json', (d) => {
      d.vi.hero.title = ' ';
      delete d.vi.hero.tagline;
    });
    edit('content/texts/Footer.json', (d) => (d.en.extra = 'Only in English'));
    edit('content/texts/Navbar.json', (d) => delete d.vi);
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([
      'content/texts/Footer.json: vi.extra: the Vietnamese text is missing',
      'content/texts/HomePage.json: vi.hero.title: the Vietnamese text is empty',
      'content/texts/HomePage.json: vi.hero.tagline: the Vietnamese text is missing',
      'content/texts/Navbar.json: vi: the Vietnamese texts are missing',
    ]);
  });

  it('refuses a page-text file that is not JSON, or holds another language', () => {
    writeFileSync(path.join(root, 'content/texts/Footer.json'), '{ "en": ');
    edit('content/texts/Navbar.json', (d) => (d.fr = d.en));
    // Only those two: the other files (the rooms' texts among them) are read and checked as usual.
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([
      expect.stringMatching(/^content\/texts\/Footer\.json: cannot be read: /),
      'content/texts/Navbar.json: fr: is not a language of the site (en, vi)',
    ]);
  });

  it('says so, rather than failing, when the page texts are not there at all', () => {
    rmSync(path.join(root, 'content/texts'), { recursive: true });
    expect(checkContent({ root, today: '2026-01-01' }).errors[0]).toMatch(/^content\/texts: cannot be read: ENOENT/);
  });

  it('refuses a picture that does not exist or has no alt text in one language', () => {
    edit('content/data/offers.json', (d) => (d.items[0].image = 'offer-nothing'));
    edit('content/images.json', (d) => (d.images['attraction-ruins'].alt.vi = ''));
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([
      'content/data/offers.json: items[0].image: no picture "offer-nothing" in content/images.json',
      'content/data/explore.json: items[1].image: the picture "attraction-ruins" has no Vietnamese alt text (content/images.json)',
    ]);
  });

  it("refuses a room whose rate, facility, picture or texts do not exist, naming the room's field", () => {
    edit('content/data/rooms.json', (d) => {
      d.rooms[7].rateName = 'Royal Sky View';
      d.rooms[0].facilities.push('sauna');
      d.rooms[2].images[1] = 'room-nothing';
    });
    edit('content/texts/Rooms.json', (d) => {
      delete d.en.amalfi['premium-room-sea-view'].summary;
      delete d.vi.amalfi['premium-room-sea-view'].summary;
    });
    expect(checkContent({ root, today: '2026-01-01' })).toEqual({
      errors: [
        // The pictures are checked (and reported) as they are met, the rest room by room.
        'content/data/rooms.json: rooms[2].images[1]: no picture "room-nothing" in content/images.json',
        'content/data/rooms.json: rooms[0].facilities[10]: no facility "sauna" in content/data/facilities.json',
        'content/data/rooms.json: rooms[7].rateName: no rate "Royal Sky View" for amalfi in content/data/rates.json (Rates and seasons): add it there or name one that is',
        'content/data/rooms.json: rooms[11]: no English summary (Page texts → Rooms → amalfi → premium-room-sea-view, content/texts/Rooms.json en)',
        'content/data/rooms.json: rooms[11]: no Vietnamese summary (Page texts → Rooms → amalfi → premium-room-sea-view, content/texts/Rooms.json vi)',
      ],
      warnings: ['content/data/rates.json: rooms[9]: no room of content/data/rooms.json is priced by "Standard Sea View" (amalfi)'],
    });
  });

  it('refuses a rate record of the other hotel, and a facility without its icon', () => {
    edit('content/data/rooms.json', (d) => (d.rooms[0].rateName = 'Standard City View'));
    edit('content/data/facilities.json', (d) => d.facilities.push({ key: 'sauna', name: { en: 'Sauna', vi: 'Phòng xông hơi' } }));
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([
      'content/data/facilities.json: sauna: has no icon (public/icons/facilities/sauna.svg)',
      'content/data/rooms.json: rooms[0].rateName: no rate "Standard City View" for sorrento in content/data/rates.json (Rates and seasons): add it there or name one that is',
    ]);
  });

  it('reports a file that is not JSON', () => {
    writeFileSync(path.join(root, 'content/data/holidays.json'), '{ "periods": [');
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([expect.stringMatching(/^content\/data\/holidays\.json: cannot be read: /)]);
  });

  it('warns when the holiday calendar ends within three months, and not before', () => {
    expect(checkContent({ root, today: '2027-11-20' }).warnings).toEqual([expect.stringMatching(/holiday calendar ends on 2028-01-31, within three months/)]);
    expect(checkContent({ root, today: '2027-10-01' }).warnings).toEqual([]);
  });
});
