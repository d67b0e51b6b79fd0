// Scene descriptions of the public spaces: which builder (scripts/art/blender/places.py), its options,
// and every picture taken in it (camera, hour). A hero has two shots: the landscape frame (16:9, the
// subject right of centre, calm sea or sky bottom-left where the title sits) and its own portrait
// frame for phones (3:4, composed for the narrow view, not a crop).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'content/images.json'), 'utf8'));
// the hotels' names on their roof edges come from the site's own names (content/hotel-names.json)
const names = JSON.parse(fs.readFileSync(path.join(root, 'content/hotel-names.json'), 'utf8'));
const sign = (hotel) => `${names.brand} ${names.hotels[hotel]}`.toUpperCase();

const HERO_SAMPLES = 8;
const CARD_SAMPLES = 8;
const RENDER_SCALE = Number(process.env.ART_SCALE ?? 0.75); // heroes at 0.75 of full size (rooms: 0.55, scenes.mjs); scaled to full size by generate.mjs

function size(id, portrait) {
  const kind = manifest.kinds[manifest.images[id].kind];
  const w = portrait ? 1080 : Math.max(...kind.widths);
  const h = portrait ? 1440 : Math.round((w * kind.ratio[1]) / kind.ratio[0]);
  return [Math.round(w * RENDER_SCALE), Math.round(h * RENDER_SCALE)];
}

/**
 * Place pictures whose renders were looked at, at both crops, and accepted (docs/ART.md, Status); the
 * others are drafts. The home hero came back once its town had real houses (roofs, shutters, balconies,
 * shops, trees on the hill); Sorrento's once the hotel was seen whole with no palm before it; the dining
 * terrace's once its camera left the olive tree and its festoon lights hung from posts; the Amalfi hero and
 * card once the tower had a design of its own (coast_extra.py); the gallery's once it left the bay model for a
 * loggia of its own (town.py), the town kept at a distance through its arches.
 */
const REVIEWED = new Set([
  'home-hero',
  'sorrento-hero',
  'dining-hero',
  'sorrento-exterior',
  'amalfi-hero',
  'amalfi-exterior',
  'skybar-hero',
  'amenities-hero',
  'skybar-services-hero',
  'skybar',
  'gallery-hero',
  'attraction-ruins',
  'attraction-clock-tower',
  'attraction-cable-car',
  'preview-cable-car',
  'offers-hero',
  'rooftop-pool',
  'attraction-light-show',
  'skybar-rooftop-dining',
  'preview-dining',
  'bistro-hero',
  'bistro',
  'preview-sunset',
  'explore-hero',
  'preview-vortex',
  'skybar-cocktails',
  'offer-dining-discount',
  'skybar-happy-hour',
  'skybar-dj-nights',
  'islands-tour',
  'buggy',
  'attraction-dragon-stairway',
  'offer-cocktails',
  'bistro-dish',
]);

/**
 * The shot maker of a set of scenes whose accepted pictures are `reviewed` (places here, interiors.mjs):
 * one picture: id, hour, camera {pos, target, lens, shift_y}; `portrait` adds the hero's phone frame.
 */
export const makeShot = (reviewed) =>
  function shot(id, tod, camera, { portrait, az, exposure } = {}) {
    const out = [];
    const [width, height] = size(id, false);
    const samples = manifest.images[id].kind === 'hero' ? HERO_SAMPLES : CARD_SAMPLES;
    const extra = { ...(az === undefined ? {} : { sun_azimuth: az }), ...(exposure === undefined ? {} : { exposure }) };
    // a shot whose camera nobody has looked at yet is a draft: render.mjs renders it only when named
    const draft = reviewed.has(id) ? {} : { draft: true };
    out.push({ id, kind: 'place', tod, camera, out: `art/renders/${id}.png`, width, height, samples, ...draft, ...extra });
    if (portrait) {
      const [pw, ph] = size(id, true);
      out.push({
        id: `${id}-portrait`,
        kind: 'place',
        tod,
        camera: { ...camera, ...portrait },
        out: `art/renders/${id}-portrait.png`,
        width: pw,
        height: ph,
        samples,
        ...draft,
        ...extra,
      });
    }
    return out;
  };

const shot = makeShot(REVIEWED);

/**
 * The rocky islands and headland of the bay seen from the promenade and the jetty (town2.bay_backdrop's `isles`:
 * centre x and y, half sizes, height, turn): the same islands for scene `bay` and the home hero's `bay-home`.
 */
const BAY_ISLES = [
  [-700, 1500, 500, 380, 150, 0.3],
  [-2600, 2600, 700, 260, 140, 0.1],
  [-1400, 4200, 900, 300, 200, 0.0],
  [-3800, 1200, 500, 200, 90, 0.5],
];
// The bay's hill town and islands behind the promenade, as its two scenes (bay, bay-amalfi) share them.
const BAY_TOWN2 = { shore_x: 110, y_end: 1000, hill_top: 220, hill_k: 200, isles: BAY_ISLES };

/**
 * town2's hill town as clusters of fewer, larger and more varied houses along the terraces with gardens between
 * (town2._houses2, option `houses2`; until 2026-11-30 an even field of similar small boxes): the home hero's, the
 * Explore hero's and the amenities hero's town.
 */
const HOUSES2 = { big: 0.18, cluster: [55, 30], thr: [-0.25, 0.004], roofs: [0.55, 0.12, 0.33, 0], pitch: 0.36, eaves: 0.8, win: 1.15 };
// The same town dressed to read from afar (2026-11-30): openings recessed 0.3 m in a skin of piers and bands, shutters
// closed, half or open, string courses and deeper cornices on the larger houses, an arcade on half the wide ones
// (`facade`); trailing green and bougainvillea over the terraces' retaining walls (under 90 % of the houses, every
// garden) and gardens by the lanes, bare until then (`drape`); the far end (by the headland) in deeper ochres and
// terracottas, where it read as a pale strip (`far`). The home hero's and the amenities hero's.
const HOUSES2_DRESSED = {
  ...HOUSES2,
  facade: { reveal: 0.3, loggia: 0.5 },
  drape: { house: [0.9, 0.4, 0.95], garden: [1, 0.6, 1] },
  far: [480, 0.75],
};

// The groves town2.Ridge sets along a hill's skyline where lone trees stood on it as pins (the home hero's and the
// SkyBar services hero's hills): above the town (t_min m inland), groves at a 45 m noise with maquis between them,
// holm oaks (two crowns on one trunk), a few umbrella pines and cypresses; each scene gives its cameras and band.
const RIDGE_GROVES = {
  t_min: 170,
  grove: [45, 0],
  per: [4, 2],
  mix: [
    [0.3, 'bush', 3, 5],
    [0.8, 'oak', 6, 9],
    [0.93, 'pine', 9, 12],
    [1, 'cypress', 8, 12],
  ],
  open: [[1, 'bush', 2, 4]],
  seed: 31,
};

/**
 * The bay seen from the Amalfi's roof (venues.py option `bay2`, town2.bay_backdrop): town2's terraced town on the
 * headland across the bay with its windows lit, two rocky islands, cirrus and cumulus. The same bay in every roof
 * scene that sees it (roof, roof-day, roof-pool, roof-dinner), so their pictures show one town and one pair of islands.
 */
const ROOF_BAY2 = {
  shore_x: 350,
  y_end: 1850,
  town_x: [150, 1700],
  upper_trees: 2200,
  isles: [
    [-900, 3200, 700, 260, 150, 0.2],
    [1500, 4800, 900, 300, 220, -0.15],
  ],
  clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.3, cirrus: 0.45 }, seed: 3 },
};

// the terrace's headland and island as rocks (nature.rock_island: cliffs, strata, scrub) where places.terrace's
// terrain domes (smooth green cones) stood: [x, y, half sizes, height, turn, plateau share (low: a hill behind cliffs)]
const TERRACE_ISLES = [
  [1000, 1600, 480, 230, 120, 0.3, 0.3],
  [-900, 3000, 600, 240, 150, 0.1, 0.35],
  [1300, 4500, 700, 260, 200, -0.2, 0.35],
];
// The Bistro's morning terrace, as its hero, its card and its table card share it: parasols, the market stalls, the
// paving, cloths and balustrade in morning light
const BISTRO_MORNING = {
  hotel: 'sorrento',
  parasols: true,
  market: true,
  tod: 'morning',
  sun_azimuth: 60,
  paving: ['#a48f74', '#8c7a62'],
  cloth: '#ebe5d8',
  dust: 0.35,
  sky_scale: 0.8,
  balu: '#c4b7a0',
};
// The terrace as the hero and the card show it: bentwood chairs with caned seats and cloths in folds (furnished),
// round balusters, rocky islands; the title's corner of the hero (the balustrade and the sea) left without a table
const BISTRO_TERRACE = {
  builder: 'terrace',
  ...BISTRO_MORNING,
  skip_tables: [[-7.5, 9.5]],
  furnished: true,
  balu_round: true,
  islands: false,
  rock_isles: TERRACE_ISLES,
};
// A Mediterranean islet as seen from a few km (nature.islet_kw, 2026-11-30), where rock_island's 'rock' style stood as a
// pale beige plateau or a wall of tooth-like faceted crests: a sea cliff of darker weathered limestone with rain streaks
// under rounded slopes capped with maquis (coast_mat's `crown`: a mottle of dark crowns), a dark wet band at the water.
// One look for every island that has it: the amenities hero's (roof-day's bay2 `isle_look`), the Bistro hero's headland
// (bistro-terrace's `rock_isles_look`, places.terrace) and the SkyBar drinks cards' (roof-drinks' and roof-offer-dinner's
// `rock_isles_look`, drinks.py; not in ROOF_DRINKS: roof-cocktails spreads it and stays as rendered)
const ISLET_LOOK = {
  style: 'coast',
  cliff: 0.12,
  mat: {
    rock: '#7a7162',
    dark: '#463f36',
    scrub: '#283320',
    dry: '#4a4d30',
    wet: '#221f1b',
    wet_h: 4,
    streaks: 0.8,
    crown: [0.45, 0.7, 7, 0.55, 0.5],
  },
};

// The roof with its close-up props (drinks.py, builder roof-drinks), as its two scenes share it: roof-drinks (the dining
// offer, the happy hour) and roof-cocktails (the cocktails card, with its own back bar).
const ROOF_DRINKS = {
  // close-ups on the roof (drinks.py, builder roof-drinks: the roof of venues.py with props added): crystal glasses
  // with thick walls, drinks a little below their rims with a meniscus, ice with rounded edges, peel twists on
  // the rims; a DJ booth under the canopy; a table for two by the rail. The olive tree behind the happy hour's
  // table is taken out (its clumps read as green balls), as are the bar's older drinks where new ones stand.
  name: 'roof-drinks',
  builder: 'roof-drinks',
  rock_isles: true, // rocky islands (nature.rock_island), not the smooth cones behind the offers' table and glasses
  tod: 'golden',
  sun_azimuth: 60,
  lit: 0.5,
  olive_seg: 28,
  clear_trees: [[7.8, 12.6, 2.2]],
  clear_hedges: true, // the hedges between the lounge and the pool read as rows of balls behind the offers' drinks
  clear_columns: [[9.15, 9.25, 0.3]], // the canopy's north-west column stood behind the happy hour's negroni
  clear_drinks: [
    [7.3, 5.8, 0.5],
    [10.7, 0.55, 0.6],
    [7.3, -2.6, 0.5],
    [10.95, 2.4, 0.2], // the counter's bowl of citrus filled the offers' close-up (not re-rendered since)
  ],
  props: [
    // happy hour (golden): a spritz and a negroni on the northern high table, olives, its lantern
    { kind: 'spritz', x: 7.2, y: 5.82, z: 1.05, cam: [7.1, 5.05] },
    { kind: 'rocks', x: 7.36, y: 5.7, z: 1.05, cam: [7.1, 5.05] },
    { kind: 'olives', x: 6.98, y: 5.66, z: 1.05 },
    // the cocktails card (dusk): a martini and a coupe on the counter, almonds, the lit shelves behind
    { kind: 'coaster', x: 10.78, y: 0.42, z: 1.08 },
    { kind: 'martini', x: 10.78, y: 0.42, z: 1.084, cam: [9.95, 0.0] },
    { kind: 'coaster', x: 10.9, y: 0.72, z: 1.08 },
    { kind: 'coupe', x: 10.9, y: 0.72, z: 1.084, cam: [9.95, 0.0] },
    { kind: 'nuts', x: 10.98, y: 0.22, z: 1.08 },
    // the offers' cocktails (night): a gin and tonic and an old fashioned on the counter, seen from behind the bar
    // toward the lounge, the festoon lights and the sea
    { kind: 'highball', x: 10.74, y: 2.16, z: 1.08, cam: [11.65, 2.3] },
    { kind: 'rocks', x: 10.66, y: 2.4, z: 1.08, cam: [11.65, 2.3], seed: 3, c: ['#c0661e', '#5a2408'] },
    { kind: 'candle', x: 10.95, y: 2.62, z: 1.08, h: 0.07, power: 2.0 },
    // the old DJ nights set (the booth at the canopy's south end, coloured washes on the canopy): the card is now scene
    // roof-dj's; kept so this scene, and its three pictures, stay as rendered
    { kind: 'dj', x: 12.4, y: -7.4, z: 0, facing: -90 },
    { kind: 'wash', x: 12.9, y: -8.9, z: 0.2, tx: 11.5, ty: -7.0, tz: 3.08, c: '#ff3da0', power: 400 },
    { kind: 'wash', x: 12.9, y: -5.9, z: 0.2, tx: 12.5, ty: -5.0, tz: 3.08, c: '#6a4dff', power: 900 },
    { kind: 'wash', x: 14.9, y: -3.0, z: 1.05, tx: 12.5, ty: -3.0, tz: 3.08, c: '#3da5ff', power: 800 },
    { kind: 'wash', x: 14.9, y: -8.5, z: 1.05, tx: 12.0, ty: -8.0, tz: 3.08, c: '#ff8a3d', power: 300 },
    { kind: 'wash', x: 9.3, y: -8.6, z: 0.1, tx: 10.0, ty: -6.0, tz: 3.08, c: '#ff3da0', power: 250 },
    // the dining offer (sunset): a table for two by the northern rail
    { kind: 'table2', x: 5.6, y: 12.5, z: 0, axis: 0, cam: [5.4, 10.9] },
  ],
};

export const PLACES = () => [
  {
    name: 'bay',
    builder: 'coast',
    tod: 'golden',
    sun_azimuth: 70,
    lit: 0.35,
    signs: { sorrento: sign('sorrento'), amalfi: sign('amalfi') },
    // behind the waterfront town2's terraced hill town, set further back and lower than the home hero's (bay-home)
    // so that from the promenade it rises behind the hotels, not over them; rocky islands, clouds
    town2: { ...BAY_TOWN2, clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.4, cirrus: 0.45 }, seed: 1 } },
    // the promenade's date palms in stone pits and cast-iron lamps (promenade.py), leafy shrubs at the Amalfi's foot
    street2: true,
    // the Sorrento's facade with depth: reveals, stone surrounds, pediments, louvred shutters, a rusticated arcade,
    // a cornice of dentils and modillions (places.sorrento_facade)
    facade2: true,
    shots: [
      // the two hotels' cards (home page), lit by the scene's sun (azimuth 70). Until 2026-11-30 they asked `az` 35 and 95,
      // which build.py never applied (a shot's own azimuth takes effect only with an hour of its own): the pictures were
      // always rendered at 70, so the entries now say so
      // the Sorrento hotel's card: its facade almost square on, from the promenade's edge
      ...shot('sorrento-exterior', 'golden', { pos: [1.0, -6, 3.25], target: [30, -1], lens: 28, shift_y: 0.24 }),
      // the Amalfi hotel's card: the tower from the promenade in late-afternoon light
      ...shot('amalfi-exterior', 'golden', { pos: [12.5, 50, 3.25], target: [30, 108], lens: 24, shift_y: 0.3 }),
    ],
  },
  {
    // the Sorrento hero (its own scene since 2026-11-30, so the bay's other pictures keep theirs): the bay of scene
    // `bay` with the low sun from ahead on the left, raking along the facade (until then azimuth 70, the sun on the
    // facade's face and the sky's even light: a flat cream wash), the sun stronger and the sky's light lower so
    // cornices, balconies and shutters cast shade; the sky warmer low toward the sun and deeper above (sky_tint)
    name: 'bay-sorrento',
    builder: 'coast',
    tod: 'golden',
    // 2026-11-30 (helper "sorr2"): warm and classic rather than grey: the sun higher (places._sky_sun `sun_elev`: 10, the
    // hour's 7 barely lit the paving), oranger (`sun_tint`) and stronger, at azimuth 27 (was 30; at 32 it glinted white in
    // a window of the facade), the sky with less dust (`dust`: a blue above, not the golden preset's white haze),
    // the shade's light warmed as by sunlit stone (`amb_tint`), the picture a little darker (`exposure`), the sky's
    // grade apricot low toward the sun to a deeper blue at the frame's top, more cumulus and less cirrus, the road in
    // warm stone setts (`road`). Later that day (helper "sorr3"): `dust` 0.5 (was 0.8) and the tint's warm band lower
    // (band [0, 0.4], was 0.5): the sky left of the hotel, the glow near the sun, a light blue instead of a pale white
    sun_azimuth: 27,
    sun_elev: 10,
    sun_tint: [1.0, 0.6, 0.3],
    sun_w: 11.5,
    dust: 0.5,
    amb: 0.35,
    amb_tint: [1.2, 1.02, 0.72],
    exposure: -0.35,
    sky_tint: { low: [2.0, 1.1, 0.48], high: [0.56, 0.74, 1.45], band: [0.0, 0.4], side: 0.7 },
    road: ['#bca27a', '#8c7860', 0.45, 0.1],
    lit: 0.35,
    signs: { sorrento: sign('sorrento'), amalfi: sign('amalfi') },
    town2: { ...BAY_TOWN2, clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.5, cirrus: 0.35 }, seed: 1 } },
    street2: true,
    facade2: true,
    // a cast-iron lamp by the road at the forecourt's edge (places.coast `street_lamps`): the portrait's left edge
    street_lamps: [[12, -14]],
    // 2026-11-30 (helper "sorr3"): the bare promenade before the hotel as a seafront (places._seafront): a raised
    // kerb with a band of darker paving along the road, stone planters of clipped box on the palms' line where the
    // forecourt leaves them out, a cast-iron bench between them, low stone bollards along the kerb (behind the
    // portrait's camera: its lower part, under the title, stays quiet)
    seafront: {
      kerb: [-150, 300],
      planters: [
        [6, -24],
        [6, -8],
        [1.3, -19],
      ],
      benches: [
        [6, -16],
        [6, 0],
      ],
      bollards: [13.4, -36, -24, 4],
    },
    shots: [
      // the hotel's facade seen along the promenade with its verticals straight (lens shift)
      ...shot(
        'sorrento-hero',
        'golden',
        { pos: [1.5, -40, 3.25], target: [30, 1], lens: 24, shift_y: 0.2 },
        // phones: from the promenade's edge ~21 m off the corner, the facade filling the upper three quarters (until
        // 2026-11-30 from 36 m, the facade in the middle band over ~40 % of bare paving), the lamp near the left edge
        { portrait: { pos: [9, -22, 3.25], target: [30, 0], lens: 24, shift_y: 0.22 } },
      ),
    ],
  },
  {
    // the Amalfi hero (its own scene since 2026-11-30, so the bay's other pictures keep theirs): the bay at the blue
    // hour (coast_extra.py: the tower lit from within), the promenade's evening (places._dusk): the sky graded from
    // a warm afterglow low to a clear blue above, festoons from lamp post to lamp post, the lamps' light pooled on
    // the paving, the palms uplit, a day launch moored at the quay under the houses right of the tower
    name: 'bay-amalfi',
    builder: 'coast',
    tod: 'blue',
    sun_azimuth: 135,
    lit: 0.35,
    signs: { sorrento: sign('sorrento'), amalfi: sign('amalfi') },
    // at the blue hour the cumulus read as grey smudges over the tower: thin cirrus only
    town2: { ...BAY_TOWN2, clouds: { layers: ['cirrus'], cover: { cirrus: 0.35 }, seed: 1 } },
    street2: true,
    facade2: true,
    dusk: {
      sky: { low: [1.6, 1.0, 0.85], high: [0.6, 0.78, 1.5], band: [0, 0.3], side: 0.4 },
      lamp_w: 60,
      festoons: [60, 260],
      palm_up: [25, 40, 260],
      quay_lights: [12, 20, 260, 12],
      launch: [-2.3, 63, 90],
    },
    shots: [
      ...shot(
        'amalfi-hero',
        'blue',
        { pos: [-36, 48, 3.5], target: [19, 107], lens: 24, shift_y: 0.15 },
        { portrait: { pos: [-18, 70, 3.5], target: [38, 100], lens: 26, shift_y: 0.12 }, az: 135, exposure: 0.15 },
      ),
    ],
  },
  {
    // the home hero (its own scene since 2026-11-27, so the bay's other pictures keep the old backdrop): from the
    // jetty, the two hotels on the promenade to the right, the calm sea and the islands left; behind the
    // waterfront town2's terraced hill town (churches, gardens, olives, pines, cypresses), nature's rocky
    // islands and headland, and a sky with clouds (sky.py)
    name: 'bay-home',
    builder: 'coast',
    tod: 'golden',
    // the low sun from the left, ahead of the camera (until 2026-11-30 azimuth 70 and the hour's sun and sky light:
    // every facade lit flat): the fronts on the sea warm, the sides toward the camera in shade; a stronger sun and
    // less of the sky's light (places.coast options `sun_w`, `amb`) so the shade reads
    sun_azimuth: 50,
    sun_w: 6,
    amb: 0.5,
    // a gentle ripple that breaks the town's reflection into streaks (lib.breezy_sea's chop; until then a mirror)
    sea_chop: [0.7, 0.0],
    // the sky warmer at the horizon toward the sun and a deeper blue above (places._sky_grade; it was pale and washed)
    sky_tint: { low: [1.6, 1.05, 0.7], high: [0.75, 0.88, 1.3], band: [0.0, 0.4], side: 0.5 },
    lit: 0.35,
    signs: { sorrento: sign('sorrento'), amalfi: sign('amalfi') },
    // the promenade row as a seafront (places._front2, 2026-11-30; until then town2's old houses: vaults that read as
    // grey humps, blank side walls toward the camera, an even 3-5 storeys): hipped, gabled and terrace roofs, 2-6
    // storeys, a few wider palazzi, the hill's facades (reveals, shutters, cornices, arcades), shopfronts under
    // awnings, windows on the sides toward the camera, warm walls (deeper ochres at the far end)
    // the promenade's sea wall dressed (places._seawall, 2026-11-30; until then a flat pale quay face under a plain
    // parapet box): limestone courses with a wet band and an algae line at the water, a proud coping, a coursed parapet
    // with a cap, a flight of steps down to the water by the Sorrento, iron mooring rings on the face
    seawall: {
      stone: '#c9b796',
      wet: 0.9,
      algae: 0.45,
      steps: [-44],
      rings: [-70, 400, 15],
    },
    front2: {
      seed: 11,
      roofs: [0.45, 0.2, 0.35],
      floors: [0.12, 0.3, 0.3, 0.18, 0.1],
      palazzo: [0.3, [4, 5, 5, 6]],
      facade: { reveal: 0.3, loggia: 0.5 },
      awn: 0.5,
      sides: true,
      far: 400,
      // the hotels still read over their neighbours: the houses before the Sorrento (y < 0) as they were (3-5 floors),
      // those before the Amalfi's far side (y < 120) at most 4
      keep: 0,
      cap: [120, 4],
    },
    town2: {
      shore_x: 80,
      y_end: 1000,
      hill_top: 240, // steeper and higher than the explore hero's hill: from the jetty it fills the top right
      hill_k: 190,
      // the hill town as clusters of larger, varied houses with gardens between, dressed to read from afar
      houses2: {
        ...HOUSES2_DRESSED,
        // the gardens' trees only left of the portrait camera's right edge (19 degrees from (-20, -70); 14 with a margin),
        // in town2's frame: the rest is out of both frames and costs RAM
        keep: [1070, 260, 14],
      },
      upper_trees: 700, // was 1800 (the default): the trees above the town, most of them out of frame
      // the skyline at the top right (town2.Ridge, 2026-11-30; until then lone pines and small-crowned trees stood on it
      // like pins): the old upper trees on the skyline or out of frame dropped, holm oaks, maquis and umbrella pines in
      // groves set along the slope's silhouette as the two cameras see it (town2's frame: x, y, z, bearings from, to)
      ridge: {
        cams: [
          [1088, 246, 3.1, 33, 106],
          [1070, 260, 3.1, 16, 35],
        ],
        keep: [1070, 260, 14],
        step: 0.25,
        band: [-12, 8],
        ...RIDGE_GROVES,
      },
      isles: BAY_ISLES,
      clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.4, cirrus: 0.45 }, seed: 1 },
    },
    shots: [
      ...shot(
        'home-hero',
        'golden',
        { pos: [-34, -88, 3.1], target: [24, 70], lens: 26, shift_y: 0.08 },
        { portrait: { pos: [-20, -70, 3.1], target: [60, 20], lens: 24, shift_y: 0.05 }, exposure: -0.3 },
      ),
    ],
  },
  {
    // the explore hero (town2.py, nature.py): the terraced hillside town across the bay at golden hour, from a
    // stone terrace on the near shore, an old olive tree leaning over the balustrade, rocky islands out to sea
    name: 'bayview',
    builder: 'bayview',
    tod: 'golden',
    // the low sun behind the camera's right shoulder (until 2026-11-30 azimuth 125, behind its left, with the hour's
    // sun and sky light: the town lit flat): the town's fronts on the sea lit warm, the sides toward the camera in
    // shade, long shadows falling left; a stronger sun and less of the sky's light (town2.bayview `sun_w`, `amb`)
    sun_azimuth: 210,
    sun_w: 5.5,
    amb: 0.62,
    // a warm low sky and a deeper blue above (places._sky_grade), a few clouds lit gold (sky.py)
    sky_tint: { low: [1.45, 1.08, 0.82], high: [0.74, 0.86, 1.32], band: [0.0, 0.4], side: 0.3 },
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.3, cirrus: 0.45 }, seed: 5 },
    terrace_z: 20,
    fg_yaw: 32, // the terrace's axes turned 32 degrees to the right: the camera looks square across its balustrade
    olive: [-3.0, -0.5], // the old olive's trunk just off the frame's left edge, its canopy over the top left
    olive_h: 6.5,
    rail_stone: '#c8b08e', // the balustrade in a honed warm limestone, in the sun (until 2026-11-30 a flat paint in a wing's shade)
    // the hill town as clusters of larger, varied houses with gardens between (town2._houses2, as the home hero's)
    houses2: HOUSES2,
    // the slope above the town: groves and maquis with clearings and limestone outcrops (town2._upper), on a greener,
    // greyer ground (until 2026-11-30 trees scattered on a smooth green slope)
    hill_x1: 1550, // the hill's ground on under the mountains' front edge past the town's east end (it hung in the air there)
    ground: { c: '#8f8a74', dark: '#4e4b42', scrub: '#4a5a2c', dry: '#6f7142' },
    // (`more`: the mountains' slopes behind the town's west end, left of the frame's middle; the headland's foot; past the east end)
    upper: {
      n: 4400,
      x: [-40, 1000],
      t: [300, 600],
      scale: 60,
      thr: -0.2,
      rocks: [36, 9, 20, 0.7],
      more: [
        [2600, 40, 650, 600, 1000],
        [300, -40, 150, 40, 300],
        [400, 1000, 1300, 300, 600],
      ],
      zmin: 6,
    },
    bed_shrub: [140, 0.05], // the olive's bed: more, smaller leaves (0.1 m cards read as paper squares)
    isles: [
      [-260, 1500, 170, 70, 42, 0.3],
      [-900, 2500, 300, 110, 80, 0.1],
    ],
    boats: [
      [150, 260, 30],
      [330, 300, 120],
    ],
    shots: [
      ...shot(
        'explore-hero',
        'golden',
        { pos: [-2.94, -5.83, 21.5], target: [262, 418], lens: 35, shift_y: 0.1 },
        { portrait: { pos: [-1.07, -2.28, 21.5], target: [300, 400], lens: 30, shift_y: -0.1 }, exposure: -0.2 },
      ),
    ],
  },
  {
    // the gallery's loggia (town.py): ivory arches on Tuscan columns under groin vaults on the cliff, the bay and
    // the hillside town across the water at golden hour; the sun from the sea lays the arches on the back wall
    name: 'loggia',
    builder: 'loggia',
    tod: 'golden-loggia',
    sun_azimuth: -20,
    fill: 150,
    bounce: 200,
    exposure: -0.4,
    shots: [
      // along the loggia from its east end: the arcade and the view on the right, the vaults receding, the back wall calm on the left
      ...shot(
        'gallery-hero',
        'golden-loggia',
        { pos: [14.5, -3.4, 27.55], target: [-20, 6], lens: 24, shift_y: 0.12 },
        // (no portrait: the gallery's hero is compact, phones show this picture whole above the title)
      ),
    ],
  },
  {
    // the attractions' cards (ruins2.py): a Roman temple ruin of weathered travertine at golden hour, the sun
    // low on the left raking across its front, olives and cypresses, rocky hills behind
    name: 'ruins',
    builder: 'temple-ruins',
    tod: 'golden',
    sun_azimuth: -75,
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.25, cirrus: 0.4 }, seed: 4 },
    // the ground a Mediterranean meadow (ruins2.meadow_ground; separate dry tufts read as a stubble field): dry grass
    // in clumps and drifts, maquis mounds, a few broom bushes, sparse poppies and daisies, a worn path between the
    // fallen drums to the stair
    meadow: {
      // maquis grown from twigs (open, broken outlines), flowers on round stems with leaves and buds, weathered
      // limestone boulders (faceted, pitted, cracked, lichened, sunk)
      twigs: true,
      stems: true,
      weathered: true,
      path: [
        [-6.0, 4.5],
        [-4.5, 7.0],
        [-2.4, 9.8],
        [-0.1, 12.4],
        [1.2, 14.3],
        [2.1, 15.7],
      ],
    },
    shots: [...shot('attraction-ruins', 'golden', { pos: [-8.0, -1.0, 1.6], target: [5.0, 30], lens: 28, shift_y: 0.2 })],
  },
  {
    // the clock tower (75 m) above the old town's rooftops at dusk, from a roof terrace (ruins2.py: town2's
    // houses in streets, courtyard trees from nature.py, churches with majolica domes, clouds from sky.py)
    name: 'clock-tower',
    builder: 'clocktower2',
    tod: 'dusk',
    sun_azimuth: 80,
    lit: 0.4,
    cam_xy: [-25, -40], // no house on the camera's roof terrace
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.2, cirrus: 0.45 }, seed: 2 },
    shots: [...shot('attraction-clock-tower', 'dusk', { pos: [-25, -40, 45], target: [-16, 60], lens: 30, shift_y: 0.2 })],
  },
  {
    // the home page's sunset card ("Sunsets from the ruins", ruins2.py): attraction-ruins' temple on a clifftop
    // headland, seen from behind the cella toward the sun low over the sea, rocky islands out at sea
    name: 'ruins-sunset',
    builder: 'temple-sunset',
    tod: 'golden',
    sun_azimuth: -65,
    sea_side: 1,
    edge_y: 52,
    // the attraction card's fallen drums, and one more in the grass near the camera
    fallen: [
      [-1.0, 13.0, 0.4, 0.52],
      [1.3, 12.0, -0.3, 0.5],
      [12.5, 15.5, 1.2, 0.55],
      [14.0, 22.0, 0.1, 0.5],
      [-9.5, 18.5, 1.4, 0.5],
      [-8.0, 9.0, 2.2, 0.48],
      [16.0, 9.0, 0.9, 0.5],
    ],
    olives: [
      [24, 12, 5.5, 1],
      [-17, 12, 5, 1],
    ],
    cypresses: [
      [-12, 46, 14],
      [-15, 42, 16],
      [17, 48, 13],
    ],
    pines: [],
    exposure: -0.4,
    isles: [
      [300, 1500, 220, 90, 70, 0.1],
      [900, 2600, 350, 120, 110, 0.3],
    ],
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.2, cirrus: 0.5 }, seed: 6 },
    // attraction-ruins' meadow, its path here from the headland's edge to the stair's right end
    meadow: {
      twigs: true,
      stems: true,
      weathered: true,
      area: [-30, 40, -2, 52],
      tall: 0.8, // lower grass and fewer bushes near the camera: the fallen drums and the stair stay in view
      shrubs: 300,
      path: [
        [19.5, 4.5],
        [17.7, 8.8],
        [15.2, 12.4],
        [11.6, 14.2],
        [8.2, 15.1],
        [5.5, 15.6],
      ],
    },
    shots: [...shot('preview-sunset', 'golden', { pos: [22, 2, 1.6], target: [-4, 36], lens: 26, shift_y: 0.2 })],
  },
  {
    // the light-and-water show at blue hour as photographed (town.py's lightshow, style 'mist'): from the stone mole
    // running out into the bay, its rail and lamps leading to the lit hill town (town2); out on the water three
    // columns and two peacock fans of misty water lit blue and white, a few soft beams in thin haze, the rippled sea
    // breaking the reflections (until 2026-11-29 a rainbow of neon arches; until 2026-11-30 grey puffs of spray over
    // the columns and a dark pontoon's edge: now `fine`, a low glowing haze on the water, the pontoon awash)
    name: 'light-show',
    builder: 'lightshow',
    style: 'mist',
    show_kind: 'fans',
    tod: 'blue',
    exposure: -0.6,
    sun_azimuth: 200,
    lit: 0.6,
    stage: [600, 122],
    stage_w: 56,
    colours: ['#2f6bff', '#a8d8ff'],
    // the fans' jets in ice-blue, blue, white and a touch of violet; spray as fine glowing water (town.py `fine`)
    jet_colours: ['#2f6bff', '#6fa8ff', '#5a4dff', '#b8d4ff'],
    fine: { deck: -0.15, col_fade: 0.93, puff_z: 1.8, band_w: 0.45, band_h: 1.3, band_z: 1.2, band_c: '#7aa6ff' },
    puff_w: 0.06,
    jet_w: 2.2,
    beams: [
      [-0.62, -30, 10, 150],
      [-0.62, -15, 12, 160],
      [-0.62, 0, 12, 160],
      [0.0, -9, 14, 170],
      [0.0, 0, 15, 180],
      [0.0, 9, 14, 170],
      [0.62, 0, 12, 160],
      [0.62, 15, 12, 160],
      [0.62, 30, 10, 150],
    ],
    beam_w: 0.5,
    // the show reads as a light show (town.py options, unset for vortex; until 2026-11-30 three thin beams and two
    // fans of nine jets read as a few thin lines): nine beams fanning out from the two fans and the middle, wider
    // (beam_r: [radius at the foot, spread per metre], default [0.15, 0.03]); fuller, taller fans (fan: [jets, height,
    // spread in degrees], default [9, 16, 50]); a water screen behind the stage, a veil of mist lit blue over the town
    // (screen: [width, height, metres behind the stage, colour, strength])
    beam_r: [0.2, 0.04],
    fan: [13, 19, 55],
    screen: [34, 18, 6, '#6470ff', 1.2],
    chop: [0.6],
    prom: {
      x: 560,
      y0: 30,
      y1: 210,
      z: 2.0,
      // no spectators here: along the rail they stand on the camera's line and read as one dark clump
    },
    // the hill runs on to the right of the frame (town2's default ends at x 1150: its mountains' cut end showed)
    town2: { town_x: [150, 1600] },
    shots: [...shot('attraction-light-show', 'blue', { pos: [559.0, 40, 3.62], target: [628, 170], lens: 30, shift_y: 0.1 })],
  },
  {
    // the home page's "Vortex show" tile: the same show at another moment and in another colour (town.py's
    // lightshow, style 'mist'): the vortex, a ring of jets leaning into a twisted funnel of spray about a column of
    // mist, in amber and rose, seen low across the water from beside a moored launch; the mole's lamps and the
    // town behind (until 2026-11-29 a near twin of the attraction card)
    name: 'vortex',
    builder: 'lightshow',
    style: 'mist',
    show_kind: 'vortex',
    tod: 'blue',
    exposure: -0.6,
    sun_azimuth: 200,
    lit: 0.6,
    stage: [605, 150],
    stage_w: 44,
    colours: ['#ff9a3c', '#ff6f91'],
    jet_w: 2.2,
    beams: [
      [-0.2, -6, 10, 140],
      [0.2, 6, 10, 140],
    ],
    beam_w: 0.4,
    chop: [0.7],
    prom: {
      x: 560,
      y0: 30,
      y1: 210,
      z: 2.0,
      people: [
        [118, 4],
        [150, 3],
        [172, 3],
      ],
    },
    launches: [[655, 128, 55]],
    shots: [...shot('preview-vortex', 'blue', { pos: [668, 108, 1.3], target: [605, 152], lens: 32, shift_y: 0.18 })],
  },
  {
    // the islands tour (amenities card): a white day launch (boats.py: a lofted hull, a cockpit with seats, a
    // wrap-around windscreen, a navy bimini, twin outboards) running out across the bay toward limestone towers
    // (nature.rock_island style 'karst', nature.py trees on their crowns), its white wake and bow wave on the water
    name: 'islands',
    builder: 'islands_tour',
    tod: 'morning',
    // from the right and a little behind: the towers' sunlit and shaded faces model them (front light flattened them)
    sun_azimuth: 235,
    clouds: true,
    // the launch near and large (the subject), running out toward the towers; a lively sea breaks the reflections
    waves: 3.0,
    // a breezy morning sea (lib.breezy_sea: wind-wave bump that breaks the towers' reflections into streaks, white
    // horses, a stronger wind on the wave grid); until 2026-11-29 a near mirror
    sea_chop: [1.6, 0.6, 10.0],
    boat: [1.5, 17.0, 104.0],
    // the twin outboards lofted (boats._outboard: a rounded cowling with a plain navy band, the leg into the water);
    // were plain black boxes
    outboard: 'shaped',
    // Ha Long limestone towers (nature._karst_island; until 2026-11-29 two low flat-topped rock_island plateaus on a
    // mirror sea): a needle near on the left, a tall tower on the right, and paler ones behind in the haze
    isle_style: 'karst',
    isle_cliff: 0.1,
    tree_min: 0.6,
    // near / mid / far: a deeper blue-grey haze over a shorter distance and less glow (the far towers were pale
    // near-white ghosts), greener crowns, a dark tide-worn foot ~8 m high
    // crown: green on the flat (crowns, ledges) and hanging in ragged clumps and tongues down the top ~45 % of the walls, a
    // mottle of ~4 m tree crowns, bare grey-ochre walls below (veg let it run down them in streaks, read as moss); notch: a near-black wave-cut band at the water;
    // the haze a little paler and nearer so the far towers stand back; then (2026-11-29) a clearer morning: a greyer
    // haze over 2.8 km with less glow (was #6a7f96 over 1.7 km: a blue-teal cast over the near tower's green, the
    // middle towers' crowns washed to grey; #aab3b8 over 2.6 km turned the middle and far towers near-white)
    isle_mat: {
      rock: '#7a7264',
      dark: '#463f36',
      scrub: '#2d5a1e',
      dry: '#6a7d34',
      wet: '#2a2824',
      streaks: 0.8,
      veg: 0.46,
      wet_h: 8.0,
      crown: [0.3, 0.5, 4.0, 0.56, 1.1],
      notch: 2.2,
      haze: ['#8795a3', 2800, 0.04],
    },
    // the trees' leaves a deeper green like the crowns' canopy under them (nature.broad_leaves' cards stood out as
    // lighter yellow-green dabs on the near tower)
    tree_leaves: ['#2b4a1f', '#35592a', '#3f6530'],
    // trees wherever the ground is flat, dense on the two near towers (area per tree tried, m2), taller
    tree_div: [5, 6, 16, 60, 60, 60, 60],
    tree_flat: 0.3,
    tree_h: [5, 9],
    // white water from the hull to the wake's arms and in the V behind the transom
    wake_join: true,
    isles: [
      [-110, 360, 20, 15, 50, 0.3],
      [150, 430, 60, 50, 110, -0.2],
      [-260, 850, 90, 70, 120, 0.4],
      [40, 1400, 110, 80, 140, 0.1],
      [-600, 1900, 150, 110, 170, -0.3],
      [480, 2200, 180, 130, 190, 0.2],
      [-80, 2900, 170, 120, 160, 0.0],
    ],
    shots: [...shot('islands-tour', 'morning', { pos: [0, 0, 4.6], target: [0, 400], lens: 40, shift_y: -0.1 })],
  },
  {
    // the resort buggy (amenities card): an ivory six-seat electric buggy with terracotta leather benches and a canopy
    // on four posts (promenade.py: a lofted body, swept fenders, real wheels) waiting on the palm-lined seafront
    // promenade at golden hour, the balustrade and the sea on the left (moved here from interiors.mjs, where the
    // rejected garden-path scene `resort-path` of services.py was)
    name: 'promenade',
    builder: 'promenade',
    tod: 'golden-prom',
    sun_azimuth: 25,
    buggy: [2.0, -1.8, 200],
    isles: [
      [-200, 1400, 260, 90, 60, 0.2],
      [900, 2300, 420, 120, 110, -0.1],
    ],
    shots: [...shot('buggy', 'golden-prom', { pos: [-4.2, 0.2, 1.35], target: [10, -2.4], lens: 32, shift_y: 0.1 })],
  },
  {
    // the dragon stairway (explore card): a stone stairway up a green headland to a small three-tier pagoda, its two
    // balustrades carved as dragons (stairway.py: scaled bodies swept in arches along the cheek walls, heads rearing
    // at the foot), the sea and islands below on the left
    name: 'dragon-stairway',
    builder: 'dragon_stairway',
    tod: 'golden-stair',
    sun_azimuth: 115,
    cam: [-0.8, -7],
    pagoda_scale: 1.4,
    trees: 480,
    shrubs: 700,
    stone: true,
    landing_y0: -18,
    dragon_r: 0.34,
    dragon_arch: 0.75,
    dragon_c: '#948e80',
    fin_c: '#878173',
    scale_uv: [16, 11],
    scale_joint: 0.62,
    pearl_c: '#b3ab9b',
    teeth_c: '#bdb5a4',
    palms: [
      [-6.6, -2.5, 8.0],
      [6.8, -1.5, 8.8],
      [-5.0, 15, 7.2],
      [5.4, 22, 7.6],
      [-5.2, 33, 7.0],
    ],
    frangipani: [
      [-6.2, 3.5, 3.4],
      [4.4, 5.5, 3.6],
      [-4.3, 8.5, 3.3],
      [4.6, 27, 3.5],
      [-4.4, 39, 3.4],
      [6.0, 41, 3.6],
    ],
    boug: [
      [-4.8, 0.8, 1.2],
      [-5.8, 6.5, 1.3],
      [-6.6, 11.5, 1.2],
      [3.7, 2.6, 1.0],
      [-3.8, 4.2, 0.9],
      [3.9, 11, 1.1],
      [-3.7, 18, 1.0],
      [3.9, 31, 1.1],
      [-3.8, 25, 1.0],
      [3.8, 38, 0.9],
    ],
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.15, cirrus: 0.4 }, seed: 11 },
    isles: [
      [-380, 700, 200, 80, 50, 0.2],
      [-150, 1500, 380, 120, 100, -0.1],
    ],
    shots: [...shot('attraction-dragon-stairway', 'golden-stair', { pos: [-0.8, -7, 1.5], target: [0, 52], lens: 22, shift_y: 0.2 })],
  },
  {
    // the sea-crossing cable car in the morning (explore card): from the shore station's side, level with a red glass
    // cabin just out of the station (coast_extra.cablecar_close), the line leading over the shore tower and the tower
    // on the rock to the island. Until 2026-11-29 a boat's view of tiny soft-box gondolas high over an empty bay.
    name: 'cable-car',
    builder: 'cablecar_close',
    tod: 'morning',
    sun_azimuth: 200,
    waves: 1.8,
    // a breezy sea (lib.breezy_sea: chop, white horses, wind; until 2026-11-29 a calm mirror; the white horses
    // raised from 0.5 to 1.3: they barely showed) and the island as a
    // resort island (town.resort_island; was A.town's box houses and ball trees on the green cone)
    sea_chop: [1.5, 1.3, 9.0],
    island_town: 'resort',
    // the island a long ridge (town.ridge_island: two summits and a saddle, a gentler bay side, a rocky point at
    // the west end; was A.terrain's symmetrical cone) under a canopy of ~12 m clumps with rock on the steep
    // (woodland [cell, rock]), and trees over the back slope and the skyline too (were small puffs on the crest)
    island_shape: 'ridge',
    // crest_trees [n, band m]: a dense canopy along the crest, a ragged skyline (was a sparse row of small puffs)
    ridge: { crest_trees: [1800, 45] },
    resort: { woodland: [12, true], tree_y: [760, 1330], tree_h: [8, 13], trees: 4200 },
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.25, cirrus: 0.35 }, seed: 5 },
    gondolas: [],
    // [cable, metres along the line from the shore station, body, accent]
    cabins: [
      [0, 30, '#b8402f', '#e9e4da'],
      [0, 160, '#b8402f', '#e9e4da'],
      [0, 330, '#b8402f', '#e9e4da'],
      [0, 520, '#b8402f', '#e9e4da'],
      [0, 740, '#b8402f', '#e9e4da'],
      [1, 90, '#b8402f', '#e9e4da'],
      [1, 260, '#b8402f', '#e9e4da'],
      [1, 440, '#b8402f', '#e9e4da'],
      [1, 640, '#b8402f', '#e9e4da'],
      [1, 860, '#b8402f', '#e9e4da'],
    ],
    shots: [...shot('attraction-cable-car', 'morning', { pos: [-22.89, -9.63, 8.0], target: [11.2, 489.2], lens: 35, shift_y: 0.12 })],
  },
  {
    // the home page's cable-car card at golden hour: between the two cables in mid-span over the bay, 12 m behind an
    // ivory glass cabin (as from the cabin behind it), both cables running on to the island's tower and station.
    // Until 2026-11-29 a boat's view of a tiny gondola over an empty bay
    name: 'cable-car-golden',
    builder: 'cablecar_close',
    tod: 'golden',
    // from the left and a little behind: the cabin's back and side catch the low sun (at 60 it was a dark shape)
    sun_azimuth: 100,
    waves: 1.5,
    sea_chop: [1.0, 1.0, 9.0],
    island_town: 'resort',
    // the island a long ridge (town.ridge_island: two summits and a saddle, a gentler bay side, a rocky point at
    // the west end; was A.terrain's symmetrical cone) under a canopy of ~12 m clumps with rock on the steep
    // (woodland [cell, rock]), and trees over the back slope and the skyline too (were small puffs on the crest)
    island_shape: 'ridge',
    // crest_trees [n, band m]: a dense canopy along the crest, a ragged skyline (was a sparse row of small puffs)
    ridge: { crest_trees: [1800, 45] },
    resort: { woodland: [12, true], tree_y: [760, 1330], tree_h: [8, 13], trees: 4200 },
    clouds: { layers: ['cirrus'], cover: { cirrus: 0.4 }, seed: 3 },
    ocean_xy: [800, 900],
    gondolas: [],
    cabins: [
      [1, 520, '#efe9dd', '#9a7448'],
      [1, 700, '#efe9dd', '#9a7448'],
      [1, 880, '#efe9dd', '#9a7448'],
      [1, 330, '#efe9dd', '#9a7448'],
      [0, 600, '#efe9dd', '#9a7448'],
      [0, 790, '#efe9dd', '#9a7448'],
      [0, 420, '#efe9dd', '#9a7448'],
    ],
    shots: [...shot('preview-cable-car', 'golden', { pos: [149.0, 451.6, 42.5], target: [286.0, 932.5], lens: 35, shift_y: 0.0 })],
  },
  {
    // the SkyBar at dusk: the counter under its canopy on the right, the lounge, the bay and the lit headland
    name: 'roof',
    builder: 'rooftop',
    tod: 'dusk',
    sun_azimuth: 42, // the sun just set off the frame's left: its glow behind the lounge, no disc in the text's corner
    lit: 0.5,
    // the headland across the bay as town2's terraced town (lit windows), rocky islands, a sky with clouds
    // (town2.bay_backdrop); without it the roof has terrain domes with box houses (the other roof scenes)
    bay2: ROOF_BAY2,
    shots: [
      ...shot(
        'skybar-hero',
        'dusk',
        { pos: [6.6, -9.6, 39.5], target: [9.6, 12], lens: 24, shift_y: 0.06 },
        // the portrait's frame lowered (shift -0.15, was 0.1): the bar, its stools and the sunset rise above a phone's
        // title and its shade, where the soffit filled the clear band; the paving lies under the text
        { portrait: { pos: [9.62, -7.6, 39.5], target: [10.9, 10], lens: 24, shift_y: -0.15 }, exposure: -0.6 },
      ),
    ],
  },
  {
    // the lounge at golden hour, looking back across the sofas to the town on the hill behind the hotel: town2's
    // terraced hill town turned to face the roof (option land2 of venues.roof: houses with stone-framed windows,
    // shutters and tiled roofs, churches, nature's trees), clouds, nature's olives and clipped box hedges in the
    // planters (hedges2) instead of the box town, the ball trees and the rows of green balls
    name: 'roof-golden',
    builder: 'rooftop',
    tod: 'golden',
    sun_azimuth: 60,
    lit: 0.2,
    land2: {
      shore_y: -60,
      x_center: 700,
      town_x: [150, 1250],
      churches: [
        [800, 4],
        [560, 7],
        [1000, 2],
      ],
      clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.25, cirrus: 0.4 }, seed: 5 },
      // the slope above the town in groves and maquis with clearings and limestone outcrops (town2._upper, as the
      // explore hero's) instead of 1,800 lone trees on a smooth green slope
      upper: {
        n: 6000,
        x: [200, 1250],
        t: [200, 620],
        scale: 50,
        thr: -0.1,
        rocks: [30, 8, 16, 0.7],
        mix: [
          [0.3, 'bush', 2.5, 4.5],
          [0.65, 'broad', 4, 7],
          [0.82, 'olive', 4, 6],
          [0.92, 'pine', 9, 13],
          [1, 'cypress', 8, 12],
        ],
      },
      // the skyline as the three cameras see it (town2.Ridge; the hero's camera in town2's frame, bearings -40..55):
      // holm oaks, maquis and a few umbrella pines in groves along the crest, not lone pins against the sky
      ridge: {
        cams: [[698.6, 286.7, 39.3, -40, 55]],
        step: 0.25,
        band: [-25, 8],
        ...RIDGE_GROVES,
      },
    },
    hedges2: { skip_olives: [0] }, // the corner olive at (0.3, 12.9) stood beside the hero camera, its leaves across the top right
    shots: [
      ...shot(
        'skybar-services-hero',
        'golden',
        { pos: [1.4, 13.3, 39.3], target: [4.4, -14], lens: 24, shift_y: 0.08 },
        { portrait: { pos: [2.6, 13.2, 39.3], target: [4, -14], lens: 24, shift_y: 0.12 } },
      ),
      // the SkyBar's card (home, Amalfi, dining): along the counter under its canopy toward the town, the stools and the lit shelves
      ...shot('skybar', 'golden', { pos: [8.0, 8.6, 39.35], target: [11.2, -6], lens: 26, shift_y: 0.05 }),
    ],
  },
  {
    // the pool's card (home, amenities) at golden hour: from its south-east corner by the loungers, across the water
    // to the infinity edge and the sea, the low sun off the frame's left (in roof-golden, sun_azimuth 60, it stood
    // in the frame on the glass rail, a white box with its glare on the water; a shot's `az` does not move the sky
    // when its hour is the scene's); the amenities hero is the pool at noon from its south-west corner
    name: 'roof-pool',
    builder: 'rooftop',
    tod: 'golden',
    sun_azimuth: 100,
    lit: 0.2,
    // the rocky islands, the headland's town and the clouds of the SkyBar hero's scene `roof` (bay2, same values)
    // instead of the smooth green cone island and the plain sky
    bay2: ROOF_BAY2,
    // venues.pool2 as the amenities hero's (roof-day), a gentler ripple for the still evening: the water deeper toward
    // the infinity edge, the sky's glow broken softly, a band of mosaic at the waterline, a quieter coping (the marble's
    // veins were loud)
    pool2: { deep: '#093a48', shallow: '#17798a', level: -0.1, band: '#2a6f80', ripple: [11.0, 0.28], glow: 0.03, coping: ['#ece7de', '#e0dad0'] },
    shots: [...shot('rooftop-pool', 'golden', { pos: [-3.0, -1.9, 39.45], target: [-12, 14], lens: 24, shift_y: -0.05 })],
  },
  {
    ...ROOF_DRINKS,
    // the island 3-5 km off in a little golden-hour haze (coast_mat's `haze`: colour, metres, glow): without it a
    // near-black hill stood heavy beside the sunlit town (at 2500 m and glow 0.05 it went a flat grey ghost)
    rock_isles_look: { ...ISLET_LOOK, mat: { ...ISLET_LOOK.mat, haze: ['#a89a85', 5000, 0.03] } },
    shots: [...shot('skybar-happy-hour', 'golden', { pos: [7.1, 5.05, 39.2], target: [7.82, 7.9], lens: 50, shift_y: -0.06 })],
  },
  {
    // the dining offer (sunset) in a scene of its own since 2026-11-30 (helper cards7), so its table can change while the
    // happy hour stays as rendered: a romantic dinner by the glass rail at sunset. Until then the camera
    // stood 1.35 m from the table at 1.2 m, so the cloth filled the lower third, two navy soft-box chairs stood cut at
    // the bottom corners and the band above the table was the land's green dome seen down through the glass
    ...ROOF_DRINKS,
    name: 'roof-offer-dinner',
    rock_isles_look: ISLET_LOOK,
    // the corner olive by the rail west of the table (its clumps of green balls stood at the frame's top left)
    clear_trees: [...ROOF_DRINKS.clear_trees, [0.3, 12.9, 2.2]],
    // the land's dome sunk under the sea beyond the quay (looking down through the glass it read as a green apron)
    sea_front: 35,
    // honed stone pavers (the roof's are polished, roughness 0.05: they mirrored the low sky like water)
    floor: ['#d6cab6', '#b3a792', 0.6, 0.55, 0.05, 0.5],
    props: [
      ...ROOF_DRINKS.props.map((p) =>
        // furniture.py's dining chairs in navy velvet on walnut, the table turned 17 degrees so they stand either side
        // of it as seen, the candle brighter (its warm light on the cloth against the sunset), the cloth hanging in folds
        // (interiors._drape; _cloth's smooth bell read as a white drum), navy linen napkins folded in three on the plates
        p.kind === 'table2'
          ? {
              ...p,
              cam: [6.67, 9.48],
              axis: 0.3,
              chair: ['#1f3550', '#4a3426'],
              candle_w: 12,
              drape: { c: '#f4efe6', hem: 0.02, folds: 13 },
              fold_napkin: '#33445f',
            }
          : p,
      ),
      // an olive in a travertine planter by the rail, its branches at the frame's top left (its planter out of the frame;
      // at x 3.0 it stood as a white block beside the left chair)
      { kind: 'olive', x: 1.9, y: 13.3, z: 0, h: 2.9, seed: 13 },
    ],
    // from 3.2 m off at a standing eye height (1.45 m), the two chairs either side of the table, the island beyond it, the
    // sun just out of the frame on the left (in the frame, its bloom washed the left chair white)
    shots: [...shot('offer-dining-discount', 'sunset', { pos: [6.67, 9.48, 39.45], target: [5.33, 13.25], lens: 42, shift_y: -0.17 }, { az: 50 })],
  },
  {
    // the cocktails card (dusk) in a scene of its own, so its back bar can change while the roof-drinks pictures stay as
    // rendered: the evening bar (drinks._back_bar) behind the martini and the coupe, the counter's marble quieter, a
    // candle beside the glasses, the lens opened on the martini
    ...ROOF_DRINKS,
    name: 'roof-cocktails',
    props: [...ROOF_DRINKS.props, { kind: 'candle', x: 11.4, y: 0.87, z: 1.08, h: 0.05, hurricane: false, votive: '#c27a34', power: 2.5 }],
    // a dark smoked bronze mirror, walnut shelves with a warm light line under each, fewer bottles of many shapes and
    // colours; the dusk sun's highlights off (sun_spec 0: coming in flat under the canopy, its glint in the mirror laid a
    // pale haze over the lower shelf's left end); the counter a dark polished stone (its pale marble filled the lower third)
    back_bar: {
      y: [-2.0, 6.5],
      shelves: [1.32, 1.86],
      mirror: '#4f4034',
      mirror_rough: 0.06,
      sun_spec: 0,
      led: 5,
      wash: 24,
      wash_spec: 0.3,
      seed: 11,
      glow: 0.18,
      counter_led: 4,
    },
    counter_marble: ['#4a4039', '#5f544a', 0.14],
    dof: { focus: [10.84, 0.57, 1.2], fstop: 8, max_px: 60 },
    shots: [...shot('skybar-cocktails', 'dusk', { pos: [10.1, 0.12, 39.28], target: [11.4, 0.95], lens: 60, shift_y: -0.07 }, { az: 42, exposure: -0.3 })],
  },
  {
    // DJ nights (card): the booth at the lounge's north-east corner by the rail, turned a little from the lounge, seen
    // from a standing eye height (1.55 m) 4.2 m off with a 26 mm lens, so it fills about a third of the frame and its
    // top (decks, mixer, laptop) shows a little from above, past a low table with a candle between a sofa and an
    // armchair, the canopy's north end on the right, the bay and the headland's lit town beyond the parapet. The
    // booth is fluted walnut under a pale stone top with a warm light line under the lip (drinks.dj_booth front
    // 'walnut'; its old lit onyx read as a camouflage print); two festoon strings from the canopy's corner to posts by
    // the rail hang across the top of the frame (the night sky was an empty band); the colour is a soft rose up-light
    // in the olive and a violet one on the canopy's soffit (a hard magenta LED line ran along the canopy's edge). The
    // booth used to stand under the canopy's south end seen from its side (scene roof-drinks, whose DJ props stay so
    // its other shots are unchanged)
    name: 'roof-dj',
    builder: 'roof-drinks',
    tod: 'night',
    sun_azimuth: 42,
    lit: 0.6,
    // the headland's town (lit windows), the rocky islands of the SkyBar hero (no clouds: a night sky)
    bay2: { ...ROOF_BAY2, clouds: null },
    clear_trees: [[7.8, 12.6, 2.2]], // the corner olive where the booth stands (its clumps reach 2 m from the trunk)
    // a deep-blue night (lib.world_sky's option): the default night sky rendered as one flat blue-grey
    night_sky: 'deep',
    // the front lounge group (soft boxes: its sofa's pale back ran across the foreground like a bar) gives way to a
    // group of furniture.py's club pieces round a low table with a candle, set so they lead the eye to the booth: the
    // sofa's arm at the left edge, the table below the booth, an armchair on the right turned to the table
    clear_lounge: [[3.0, 9.6, 2.6]],
    props: [
      // the lounge group moved up to the booth (with the camera 4.2 m from the booth it stood behind the camera): the
      // table in the foreground left of the booth, the sofa receding along the frame's left edge, the armchair on the
      // right, both turned to the table and a little to the camera as before
      // a dark rug from the table to the booth's foot (the pale rug and the pale pavers were the frame's largest bright area)
      { kind: 'rug', x: 4.5, x1: 7.8, y: 9.1, y1: 11.45, z: 0, c: '#6e5f51', border: '#4a3d33' },
      // an ivory boucle sofa with dark teal cushions, a rust armchair (taupe on taupe read as one flat beige)
      { kind: 'club_sofa', x: 5.0, y: 11.1, z: 0, facing: -148, length: 2.2, c: '#ddd2bf', cush: '#2f5d63' },
      { kind: 'club_chair', x: 7.0, y: 9.11, z: 0, facing: 66, c: '#a65e3e' },
      { kind: 'low_table', x: 5.85, y: 10.3, z: 0, r: 0.5, cx: -0.12, cy: -0.1 },
      { kind: 'coupe', x: 6.0, y: 10.4, z: 0.38, cam: [4.55, 8.6] },
      { kind: 'highball', x: 5.72, y: 10.52, z: 0.38, cam: [4.55, 8.6] },
      // a lantern on the table and a tall one on the floor by the sofa's near arm, out of frame, warming the sofa
      // (past its far arm it was hidden and its reflection in the glass balustrade floated as a bare dot)
      { kind: 'lantern', x: 6.1, y: 10.1, z: 0.38, h: 0.3, power: 5 },
      { kind: 'lantern', x: 3.77, y: 10.33, z: 0, h: 0.5, power: 10 },
      // warm light on the sofa and the armchair from the side (from above the camera it flattened them)
      { kind: 'wash', x: 6.6, y: 11.6, z: 2.6, tx: 5.0, ty: 11.1, tz: 0.45, c: '#ffc88a', power: 35, angle: 38 },
      { kind: 'wash', x: 6.0, y: 8.0, z: 2.8, tx: 7.0, ty: 9.11, tz: 0.45, c: '#ffc88a', power: 20, angle: 40 },
      // the booth: fluted walnut under a pale stone top, a warm line under its lip (the onyx read as camouflage)
      // the decks and the mixer tipped 18 degrees toward the lounge on a dark wedge riser (drinks.dj_booth `tilt`): flat,
      // from the camera ~6 degrees above them they read as thin dark slabs; tipped, the platters with their labels and
      // lit rings, the tonearms, the mixer's knobs and faders face the camera
      { kind: 'dj', x: 7.9, y: 11.6, z: 0, facing: -55, kit: true, front: 'walnut', tilt: 18 },
      { kind: 'wash', x: 9.0, y: 12.5, z: 2.5, tx: 7.8, ty: 11.5, tz: 1.1, c: '#ffb36b', power: 80, angle: 35 },
      // a warm pin spot from the lounge side onto the decks
      { kind: 'wash', x: 6.4, y: 10.2, z: 3.0, tx: 7.9, ty: 11.6, tz: 1.1, c: '#ffc58a', power: 90, angle: 14 },
      // an olive by the rail north of the canopy, in front of the headland town's stepped end against the sky
      { kind: 'olive', x: 15.0, y: 10.6, z: 0, h: 2.7, seed: 13 },
      // festoon bulbs from the canopy's corner to posts by the north rail, across the top of the frame
      { kind: 'festoon', x: 8.95, y: 9.4, z: 3.05, x1: 2.4, y1: 13.55, z1: 2.75, n: 16, sag: 0.35, power: 1.5, post: true },
      { kind: 'festoon', x: 8.95, y: 9.4, z: 3.05, x1: 6.0, y1: 13.6, z1: 2.75, n: 10, sag: 0.25, power: 1.5, post: true },
      // soft coloured up-light: rose on the olive, violet on the canopy's soffit from its column
      { kind: 'wash', x: 14.1, y: 9.9, z: 1.0, tx: 15.0, ty: 10.6, tz: 2.6, c: '#ff5fae', power: 50, angle: 55 },
      { kind: 'wash', x: 9.2, y: 9.1, z: 0.1, tx: 9.6, ty: 9.0, tz: 3.05, c: '#a86bff', power: 40, angle: 40 },
    ],
    // (eye 1.6 m, was 1.55; shift_y -0.1, was -0.09)
    shots: [...shot('skybar-dj-nights', 'night', { pos: [4.55, 8.6, 39.6], target: [7.9, 11.6], lens: 26, shift_y: -0.1 }, { exposure: -0.15 })],
  },
  {
    // the offers' cocktails (drinks.py ledge_cocktails), "two for one": two coupes of the same amber cocktail (one with a
    // lemon twist), a bowl of olives and a candle in a clear cylindrical hurricane (`glass: 'cyl'`, drinks.candle_glass)
    // on a limestone coping laid on the rail (`cap`: an arris, an overhang, the honed rail_stone) of the explore hero's
    // terrace (town2.bayview) at the blue hour: the sun 1.5 degrees down (no lamp), its afterglow low on the left
    // (sky_tint: a narrow warm band, deeper blue above), the terrace turned (fg_yaw 12, was 32) to look out to the open
    // sea with the headland and its lit town on the right; f/11 (was f/4) on the near coupe, 0.8 m off, so the
    // horizon, the headland and the town's lights stay legible (at f/4 they were smudges); no screen-space reflections
    // (`no_ssr`: they drew a bright false column on the sea beside the hurricane); the camera and props in the
    // terrace's axes (x along the balustrade, y out to sea), the eye 0.2 m over the coping (1.33 m, seated)
    name: 'ledge-cocktails',
    builder: 'ledge-cocktails',
    tod: 'dusk',
    sun_azimuth: 50,
    sun_elev: -1.5,
    amb: 0.7,
    dust: 1.2,
    air: 1.0,
    sky_tint: { low: [2.0, 1.1, 0.5], high: [0.56, 0.74, 1.45], band: [0.0, 0.18], side: 0.2 },
    lit: 0.9,
    // no trees scattered on the hill's upper slopes: on its dark ridge against the sky they stood as thin poles
    upper_trees: 0,
    waves: 1.4,
    rail_stone: '#d9c9ab',
    terrace_z: 20,
    fg_yaw: 12,
    olive: [-3.0, -0.5],
    olive_h: 6.5,
    isles: [
      [-260, 1500, 170, 70, 42, 0.3],
      [-900, 2500, 300, 110, 80, 0.1],
    ],
    boats: [[-40, 700, 30]],
    cap: { t: 0.08, over: 0.04, arris: 0.008 },
    no_ssr: true,
    cam_local: [3.99, 0.7, 1.33],
    target_local: [3.99, 400],
    props: [
      { kind: 'olives', x: 3.77, y: 1.58 },
      { kind: 'coupe', x: 3.93, y: 1.5, c: ['#f07a1c', '#7c2004'], glow: 0.04, peel_glow: 0.25 },
      { kind: 'coupe', x: 4.09, y: 1.62, c: ['#f07a1c', '#7c2004'], glow: 0.04, twist: false },
      { kind: 'candle', x: 4.23, y: 1.66, glass: 'cyl' },
    ],
    dof: { focus: [3.93, 1.5, 0.12], fstop: 11 },
    shots: [...shot('offer-cocktails', 'dusk', { lens: 50, shift_y: -0.07 })],
  },
  {
    // dinner on the roof at dusk (the rooftop-dining card): round tables in white linen laid for two and four where the
    // lounge stands in the other roof scenes, candles in hurricanes, festoon lights overhead, the sea beyond; the
    // camera (eye 1.45 m, 28 mm) 2.3 m from the near table for two, the counter's pendants out of the frame
    name: 'roof-dinner',
    builder: 'rooftop',
    tod: 'dusk',
    sun_azimuth: 42,
    lit: 0.5,
    // an intimate dinner, not a banquet: seven tables scattered (not in rows), the nearest a table for two seen close
    // with three candles in hurricanes; furniture.py's upholstered dining chairs in a warm terracotta velvet (the navy
    // slabs read as a conference), the cloths hanging in folds (interiors._drape), a warm pool of light under each
    // candle, brighter festoons, the sky the camera sees graded apricot, rose, dusk blue (the physical one was grey-cream)
    dinner: {
      tables: [
        [3.5, -5.3, 2, 18],
        [6.4, -2.4, 4, 45],
        [1.5, -3.0, 2, 100],
        [4.2, 1.9, 4, 20],
        [6.7, 5.3, 2, 90],
        [1.8, 5.6, 4, 45],
        [4.4, 9.2, 2, 30],
      ],
      chair: ['#8a4a30', 1.15, 0.2],
      drape: '#f3eee4',
      glow: 4.5,
      near: [3.5, -5.3],
      festoon: [3.2, [-4.0, 1.5, 7.0]],
      // [gain, stops [[elevation's sine, linear colour], ...]: apricot on the sea line, rose, a soft dusk blue, clouds]
      sky: [
        0.9,
        [
          [0.0, [1.15, 0.55, 0.22]],
          [0.03, [1.0, 0.55, 0.32]],
          [0.08, [0.75, 0.48, 0.48]],
          [0.15, [0.45, 0.4, 0.56]],
          [0.26, [0.24, 0.28, 0.5]],
          [0.5, [0.12, 0.17, 0.38]],
        ],
        1.0,
      ],
    },
    // the headland's town, the rocky islands and the clouds of the SkyBar hero's scene `roof` (bay2, same values),
    // nature's olives and clipped box hedges in the planters (hedges2) instead of the clusters of green balls
    bay2: ROOF_BAY2,
    hedges2: true,
    shots: [...shot('skybar-rooftop-dining', 'dusk', { pos: [2.8, -7.5, 39.45], target: [4.3, 12], lens: 28, shift_y: -0.05 }, { exposure: -0.4 })],
  },
  {
    // the pool by day: from the south deck at the pool's east corner, along the water to the infinity edge and the
    // island, the loungers under their parasols down the deck on the right (until 2026-11-30 from the south-west
    // corner across the whole pool: flat turquoise water filled the lower half, the loungers small at the right)
    name: 'roof-day',
    builder: 'rooftop',
    tod: 'noon',
    // the sun behind the camera on the right (was -40, ahead on the right: a hazy sky and a pale sea toward it); the
    // parasols' shade falls toward the pool
    sun_azimuth: -150,
    // the headland as town2's terraced town, rocky islands and clouds (as the SkyBar hero's scene `roof`); nature's
    // olives and clipped box hedges in the planters (hedges2) instead of the clusters of green balls
    // its own copy of ROOF_BAY2 with the home hero's hill town (town2._houses2, 2026-11-30; until then an even field of
    // small pale boxes): clusters of larger, varied houses with gardens between, facades with reveals, shutters and
    // cornices, trailing green and bougainvillea over the terrace walls, the far end in deeper ochres
    // `isle_look` (town2.wooded_isles, 2026-11-30): the islands as Mediterranean islets, where rock_mat's pale beige
    // plateau with a knobbly ridge stood beyond the infinity edge under the title: a sea cliff of darker weathered
    // limestone with rain streaks under rounded slopes capped with maquis (coast_mat's `crown`: a mottle of dark
    // crowns), a dark wet band at the water; no lod-2 trees (`isle_trees` 0: at 3 km the pines read as pins on the
    // ridge and the broadleaves as pale specks)
    bay2: {
      ...ROOF_BAY2,
      houses2: HOUSES2_DRESSED,
      isle_trees: 0,
      isle_look: ISLET_LOOK,
    },
    hedges2: true,
    // the loungers' cushions as boxed canvas cushions in a soft stone colour with rounded edges, a slightly crowned top
    // and a taupe piped seam (venues.modern_lounger `cushion`, 2026-11-30; were plain white soft blocks)
    cushion: { c: '#d5c6ab', pipe_c: '#958469', pipe: 0.006, crown: 0.02, round: 0.03 },
    // venues.pool2: water deeper toward the infinity edge with a fine ripple that breaks the sky's reflection (was one
    // flat turquoise), its level 10 cm under the deck with a band of glass mosaic at the waterline, a quieter coping
    // (`towels`: a folded teal towel on every lounger along the deck, where every other one had one)
    pool2: {
      deep: '#093a48',
      shallow: '#17798a',
      level: -0.1,
      band: '#2a6f80',
      ripple: [11.0, 0.4],
      glow: 0.03,
      coping: ['#ece7de', '#e0dad0'],
      towels: ['#2f6f7a'],
    },
    shots: [
      ...shot(
        'amenities-hero',
        'noon',
        { pos: [-5.4, -4.4, 39.5], target: [-1.5, 14], lens: 24, shift_y: -0.03 },
        { portrait: { pos: [-4.55, -2.3, 39.45], target: [-5.0, 14], lens: 24, shift_y: -0.2 } },
      ),
    ],
  },
  {
    // the Dining page's hero: the Sorrento terrace at dusk, the hour a guest books dinner for (the Bistro's hero has
    // the late afternoon, the cards the golden hour and the morning): the sun just down behind the islands, a deeper
    // sky with clouds lit from below, the festoon lights and the candles lit, two tables laid for two, olives in clay
    // pots and bougainvillea along the balustrade so the paving is not bare, the rocky islands and the sea beyond
    name: 'terrace',
    builder: 'terrace',
    hotel: 'sorrento',
    tod: 'dusk',
    sun_azimuth: 30,
    // the sun 1.5 degrees under the horizon (places._sky_sun): no disc in the frame, an orange band behind the
    // islands under a deepening sky; no sun lamp (places._sky_sun), the lamps and candles light the tables
    sun_elev: -1.5,
    // as preview-dining's terrace-card: bentwood chairs, cloths in folds, rocky islands; round balusters
    furnished: true,
    balu_round: true,
    islands: false,
    rock_isles: TERRACE_ISLES,
    isle_rough: 0.1, // as terrace-card: the default plateau noise drew a spiky skyline against the sunset
    real_plants: true, // nature.py's olives and a potted bougainvillea of stems, leaves and bracts, not balls
    // a clearer, deeper dusk than the preset's haze (dust 3, air 1.6 whiten the low sky), with clouds
    dust: 1.2,
    air: 1.0,
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.35, cirrus: 0.5 }, seed: 5 },
    paving: ['#a68a6c', '#907559'],
    // honed stone slabs in random-length courses (lib.pavers), not lib.tiles' even grid of 0.5 m squares
    pavers: true,
    cloth: '#f1ebdf',
    laid: [
      [1.5, 1.5],
      [-0.75, 5.5],
    ],
    laid_cam: [0.5, -3.0],
    boug: [
      [-5.25, 11.3],
      [3.75, 11.3],
    ],
    pot_olives: [
      [3.75, 3.3, 2.8, 67],
      [-10.4, 10.6, 2.6, 71],
    ],
    pot_clay: true,
    shots: [
      ...shot(
        'dining-hero',
        'dusk',
        // standing at the back of the terrace, looking out to sea over the tables: the laid table right of centre, an
        // olive in a pot framing the top right, the bougainvilleas by the balustrade, the afterglow behind the islands
        { pos: [0.5, -3.0, 1.5], target: [-2, 12], lens: 26, shift_y: 0.04 },
        // phones (the title over the lower ~60 %): the laid table, the balustrade, the sea and the sky in the upper
        // ~40 % by a downward lens shift, the paving under the title
        { portrait: { pos: [0.6, -2.0, 1.5], target: [0.5, 12], lens: 24, shift_y: -0.24 }, exposure: 0.3 },
      ),
    ],
  },
  {
    // the home page's dining card: the same terrace from its other (west) corner, across the tables to the bay;
    // furnished (places.terrace): bentwood chairs with caned seats, floor-length cloths in folds, plates with a rim; a
    // rocky headland and island (nature.rock_island) where the terrain's smooth green cones stood
    name: 'terrace-card',
    builder: 'terrace',
    hotel: 'sorrento',
    tod: 'golden',
    sun_azimuth: 25,
    furnished: true,
    balu_round: true,
    islands: false,
    rock_isles: TERRACE_ISLES,
    isle_rough: 0.1, // a calmer skyline: the default plateau noise drew a spiky silhouette against the sunset
    shots: [...shot('preview-dining', 'golden', { pos: [-6.9, 3.3, 1.3], target: [-2.5, 12], lens: 35, shift_y: -0.1 }, { exposure: -0.9 })],
  },
  {
    // the offers' hero: a table for two by the balustrade at sunset (venues_extra.table_for_two: two flutes of champagne, a
    // silver bucket with the bottle, strawberries, a folded napkin, a candle; bentwood chairs), the terrace's festoon
    // lights and bougainvillea, the bay with its rocky islands beyond. Until 2026-11-28 two flutes on the bare rail cap
    // before a featureless golden blur (the calm sea plane and no islands), which read as stock art, not this hotel.
    name: 'offers-terrace',
    builder: 'terrace',
    hotel: 'sorrento',
    tod: 'sunset',
    sun_azimuth: -62,
    closeup: 3.0, // the close-up's potted bougainvillea (x 0.7) out of the frame: this close its bracts read as pink cards
    flutes: true,
    // the chairs at 160° and -20° round the table: one tucked behind its left side, the other out of the frame
    table2: { x: 8.2, y: 11.1, r: 0.4, cam: [8.85, 9.55], chairs: 160 },
    furnished: true,
    balu_round: true,
    islands: false,
    // the island seen over the table a little left of where TERRACE_ISLES has it (same size and seed): at 1024 px a
    // tall hero is cropped at the sides, which cut its right end
    rock_isles: [TERRACE_ISLES[0], [-1216, 2879, 600, 240, 150, 0.1, 0.35], TERRACE_ISLES[2]],
    // a softer sunset: a little clearer air than the preset's (dust 2), the sky's colour calmed (hue a touch toward
    // rose, saturation 0.75, value 0.85), where the sky read a saturated orange-yellow band (dust 1.2 and saturation
    // 0.65 turned it a washed-out cream haze)
    dust: 1.6,
    sky_tone: [0.485, 0.75, 0.85],
    isle_rough: 0.1,
    real_plants: true,
    shots: [
      ...shot(
        'offers-hero',
        'sunset',
        // seated eye height; the horizon at a quarter of the height, the glasses between ~40 and 60 % (the wide
        // screens' crop keeps 10-69 % at focusY 24), the table right of centre, the island above it, sea on the left
        { pos: [8.85, 9.55, 1.2], target: [6.27, 13.84], lens: 30, shift_y: -0.14 },
        // phones (the title over the lower ~45 %): seated and closer (until 2026-11-30 standing 2.1 m off, the table in
        // the upper third over ~55 % of bare paving), the table and its cloth filling the frame's width, the flutes and
        // the bucket at ~40-47 %, the island over them, the paving only in the lower corners beside the chairs
        { portrait: { pos: [8.8, 9.5, 1.25], target: [7.1, 13.8], lens: 28, shift_y: -0.22 } },
      ),
    ],
  },
  {
    name: 'bistro-terrace',
    ...BISTRO_TERRACE,
    real_plants: true, // nature.py's olives and a potted bougainvillea of stems, leaves and bracts, not balls
    // late afternoon, its own hour among the Bistro's and Dining's pictures (the cards' morning, the dining hero's
    // sunset): the sun 14 degrees up over the sea behind the camera's left shoulder, warm, long shadows of the
    // balusters, chairs and parasols across the paving, a clear blue sky with a little cloud (places._sky_sun)
    tod: 'golden',
    sun_azimuth: 65,
    sun_elev: 14,
    sun_tint: [1.0, 0.8, 0.6],
    sun_w: 4.0,
    dust: 0.3,
    air: 1.0,
    sky_scale: 0.75,
    amb_scale: 1.3,
    sky_tone: [0.5, 1.05, 0.68],
    paving: ['#b09172', '#9a7d60'],
    // honed stone slabs in random-length courses (lib.pavers), not lib.tiles' even grid of 0.5 m squares
    pavers: true,
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.3, cirrus: 0.4 }, seed: 4 },
    // a table laid for two near the camera (places._laid_table), every table of the terrace in place
    skip_tables: [],
    laid: [[-7.5, 9.5]],
    laid_cam: [-10.6, 10.9],
    // bougainvilleas in pots along the balustrade, seen from 14 m and more (closer, their bracts read as pink cards), and
    // an olive in a pot framing the right edge, its canopy over the laid table's corner
    boug: [
      [3.5, 11.3],
      [8.0, 11.3],
    ],
    pot_olives: [[-5.9, 7.4, 2.8, 67]],
    // their pots of weathered, muted clay, the olive's wide with a rolled lip (not the orange cylinders, read as toys)
    pot_clay: true,
    // a rocky headland across the bay to the east, beyond the terrace's end, behind the parasols
    rock_isles: [[2900, -700, 900, 500, 240, 0.2, 0.35]],
    // `rock_isles_look` (places.terrace, nature.islet_kw, 2026-11-30): the headland as a Mediterranean islet like the
    // amenities hero's (town2 isle_look), where rock_mat's pale beige plateau stood behind the parasols, the palest
    // thing right of centre: a sea cliff of darker weathered limestone with rain streaks under rounded slopes capped
    // with maquis (coast_mat's `crown`: a mottle of dark crowns), a dark wet band at the water
    rock_isles_look: ISLET_LOOK,
    shots: [
      ...shot(
        'bistro-hero',
        'golden',
        // seated-to-standing eye height by the balustrade, looking east along the terrace: the balustrade, the sea and
        // the sky on the left (the title), the laid table right of centre 3 m off, the tables and parasols receding
        // to the headland in the middle, a bougainvillea by the balustrade, the olive framing the right edge
        { pos: [-10.6, 10.9, 1.4], target: [10, 8.5], lens: 28, shift_y: -0.04 },
        // phones (the title over the lower ~55-60 %): the laid table, the parasols, the olive, the bougainvillea and the
        // balustrade with the sea in the upper ~45 % by a downward lens shift, the paving under the title; from the
        // terrace's west end at 22 mm so that the olive's crown and the parasols sit whole under the top edge
        { portrait: { pos: [-11.9, 9.0, 1.5], target: [10, 9], lens: 22, shift_y: -0.28 } },
      ),
    ],
  },
  {
    // the Bistro's card: one table set by the balustrade, the bay behind it; the hero's morning terrace furnished
    // (places.terrace): bentwood chairs with caned seats, a floor-length cloth in folds, plates with a rim; the rocky
    // headland and island of terrace-card for the smooth green cones
    name: 'bistro-card',
    ...BISTRO_TERRACE,
    shots: [...shot('bistro', 'morning', { pos: [-3.85, 7.4, 1.3], target: [-2.5, 10.6], lens: 35, shift_y: -0.1 })],
  },
  {
    // the Bistro's table card (drinks.py bistro_setting): the morning terrace with bentwood chairs and round balusters, a
    // wooden bistro table by the balustrade laid for two and waiting: linen placemats, folded napkins on white plates,
    // chopsticks on ceramic rests, a carafe and tumblers of iced tea, a bud vase; the bay beyond (no plated food: a
    // bowl of pasta here was rejected; banana leaves on the plates read as empty plates with a green sheet)
    name: 'bistro-dish',
    builder: 'bistro-setting',
    ...BISTRO_MORNING,
    // dress: the table laid and waiting (drinks._bistro_dressed: placemats, folded napkins on the plates, chopsticks,
    // a carafe and tumblers of iced tea with ice, a bud vase; no leaves, no food); top_rough: a matt top (0.4 made a
    // blown sun spot); chair_d: the chairs tucked in a little (0.62)
    bistro: {
      x: 1.5,
      y: 11.3,
      replace: [[1.5, 9.5]],
      cam: [2.65, 9.45],
      dress: { mat: '#d6cab2', napkin: '#f3efe6', drink: ['#ecc283', '#9a5a22'] },
      top_rough: 0.62,
      chair_d: 0.55,
    },
    // a rocky headland with green scrub across the bay on the left and an islet on the right (nature.rock_island; the
    // terrain domes read as smooth green cones), in place of the terrace's default islands
    islands: false,
    isle_rough: 0.1, // the default plateau noise drew a spiky skyline
    isle_scrub: ['#45612c', '#66743e'], // greener scrub on the rocky headland (places.terrace)
    clouds: { layers: ['cirrus', 'cumulus'], cover: { cumulus: 0.3, cirrus: 0.45 }, seed: 2 }, // a morning sky with clouds, not a plain gradient
    rock_isles: [
      [-2000, 2000, 520, 200, 120, 0.7, 0.4],
      [-1000, 3400, 150, 70, 30, -0.3],
    ],
    // seated height (1.25 m), 2.2 m off at 45 mm, from the terrace toward the sea, a little oblique: the table and both
    // chairs whole in the middle and lower frame, the balustrade behind them, the headland beyond on the left (from
    // 1.35 m at 38 mm the table's corner filled the lower left and fat balusters the right third)
    shots: [...shot('bistro-dish', 'morning', { pos: [2.65, 9.45, 1.25], target: [1.28, 11.95], lens: 45, shift_y: -0.25 })],
  },
];
