// Scene descriptions of the public interiors (scripts/art/blender/interiors.py, buffet.py): the lobby, the Buffet,
// the Luxe restaurant.
// Every picture taken in a scene is one shot (camera, hour); a hero has its own portrait camera for
// phones (3:4, composed for the narrow frame, not a crop). Cameras follow docs/ART.md: eye height
// 1.2-1.6 m, pitch 0 (framing by lens shift), 22-35 mm (a longer lens only for a table close-up).
import { makeShot } from './places.mjs';

/** Pictures looked at at full size (both crops for a hero) and accepted; the others are drafts. */
export const REVIEWED = new Set([
  'luxe-hero',
  'contact-hero',
  'welcome',
  'buffet-hero',
  'buffet',
  'buffet-breakfast',
  'breakfast',
  'buffet-bbq-seafood',
  'airport-limousine',
  'luxe',
  'luxe-dish',
  'buffet-grill',
]);

// sizes, samples and scale as the places' (places.mjs): 0.75 of full size, 8 samples
const shot = makeShot(REVIEWED);

// The Luxe room's table for two by the middle-right window (the card `luxe` and the close-up `luxe-two-dish`): laid
// without a dish (a plated fillet read as cake). No `gilt`: drinks.plate's two fine lines are lathes whose first ring
// lib.lathe closes with a flat disc, which at the rim's height hid each plate's well; a gilt band laid on the rim's
// smoothed surface instead, and drinks.folded_napkin in navy linen (folded in three, puffed, its hem showing:
// drinks.soft_napkin in the well showed only its top fold and lifted ends, an 'I' of white lines).
const LUXE_TABLE_FOR_TWO = {
  x: 1.74,
  y: 10.4,
  axis: 0,
  dishes: [null, null],
  cam: [1.8, 9.5],
  band: true,
  soft_napkin: false,
  fold_napkin: '#33445f',
  wine: ['#7a1020', '#2e0509'],
};
// The Luxe room's look at dusk, set first for the card (luxe-two) and shared by the hero (luxe) and the dish card
// (luxe-two-dish) so the three read as one room at one dusk
const LUXE_LOOK = {
  // the room's other tables in the same hanging ivory cloth (the next table showed the old bell-shaped skirt)
  drape_tables: '#efe9dc',
  // the chairs in a calm deep olive velvet, matter (the navy read loud and plasticky): [colour, graze, sheen]
  chair_velvet: ['#4d5438', 1.12, 0.15],
  // the sky the camera sees graded apricot, rose, blue (buffet.DUSK_SKY; the physical dusk was a hard orange band)
  dusk_sky: 0.9,
  dusk_sky_lit: 0.45,
  // the evening: the windows' sky light and the ceiling's bounce lower, so the pendants' and candles' warmth reads
  fill: [0.5, 0.5],
  // the terrace lanterns lit warm: [flame strength, watts]
  lantern_glow: [14, 22],
};
// The card's table for two's cloth: it hangs in folds to a hem just off the floor (the old skirt flared like a bell)
const LUXE_DRAPE = { c: '#efe9dc', hem: 0.02, folds: 11 };

// A low rocky headland far off on the left and an islet on the horizon beyond the Luxe room's windows
// (nature.rock_island; `rock_isles: true` put a near cliff wall across the windows): [x, y beyond the windows, half
// sizes, height, seed, grid step, turn]
const LUXE_ISLES = [
  [-760, 1700, 420, 170, 40, 90, 8.0, 0.15],
  [700, 3600, 260, 120, 28, 91, 10.0, 0.2],
];

// The Buffet card's view (buffet.py rock_isles): rocky headlands and an islet where the terrain's smooth green cones
// stood: [x, y beyond the windows, half sizes, height, seed, grid step, turn, plateau share (low: a hill behind the
// cliffs)]
const BUFFET_ISLES = [
  [620, 800, 460, 240, 105, 94, 8.0, 0.25, 0.3],
  [-1100, 1500, 500, 230, 110, 95, 8.0, 0.2, 0.3],
  [-250, 3000, 420, 180, 130, 96, 10.0, -0.1, 0.35],
];

// The Buffet (Vela Amalfi, 2nd floor) on a morning, as its three scenes (hero, card, breakfast station) share it.
const BUFFET_ROOM = { builder: 'buffet', tod: 'morning', sun_azimuth: 60, w: 16, d: 12, h: 3.6 };

// The lobby of Vela Sorrento, as its two scenes (the card `welcome`, the hero `contact-hero`) share it.
const LOBBY = {
  // the lobby of Vela Sorrento on a morning: x across (-7..7), y from the entrance (0) to the windows onto the sea (12)
  name: 'lobby',
  builder: 'lobby',
  tod: 'morning',
  sun_azimuth: 65,
  w: 14,
  d: 12,
  h: 4.4,
  flowers: [0.4, 5.0],
  club: true, // furniture.club_chair sofas and armchairs (rolled piped arms, cushions, legs) for the soft boxes
  // the bare white corner between the desk and the windows panelled, with an oil seascape in a gilt frame over a
  // console with lamps (and a second over the sitting group); Vesuvius across the bay in the windows
  panels: true,
  vesuvius: [5200, 9000, 2200, 480],
  // the hero's seating drawn and its floor given life (interiors.py options; off, the earlier pictures): the club
  // pieces' piping in a contrasting fabric and a teal lumbar cushion on each of the cream pair (club_trim), a row of
  // cream diamonds along the sitting group's rug border (rug_motif), each slab a clearer shade apart and crossed by
  // thin grey veins (floor_veins: [tone spread, vein depth]; the plain slabs read as one bright expanse)
  club_trim: true,
  rug_motif: true,
  floor_veins: [0.09, 0.55],
  // the cream pair by the desk turned toward the entrance (and the camera), a little toward each other: face to
  // face, the hero saw the nearer one's flat back and side as a box
  waiting_pair: [0.8, 165, 125],
  // soft maquis-covered headlands over pale sea cliffs, paler with distance, in the windows (coast_isles, coast_haze),
  // where the rock islands stood as jagged dark cut-outs; the terracotta armchair at the sitting group's window end
  // facing the room (end_chair), where its back, cut by the frame's edge, read as an orange box (both pictures)
  coast_isles: [
    [-300, 1600, 900, 340, 110, 301, 0.2],
    [1300, 4600, 1000, 320, 170, 302, -0.1],
  ],
  coast_haze: ['#b3c2cf', 3000, 0.1],
  end_chair: 'far',
  // a calm morning sea with a soft sheen: one smooth plane out of the screen-space reflections (interiors.py
  // _calm_morning_sea), where the wave grid's chop read as a speckled grey band behind the balustrade (both pictures)
  sea: 'calm',
  // a calm, warm grand-hotel lobby rather than a furniture showroom (interiors.py options; unset, the earlier
  // pictures): the sofas in oatmeal linen, the pair by the desk in a paler natural linen, the armchair and the scatter
  // and lumbar cushions in one muted dusty blue, piping a shade darker than the linen, the vases in ivory stoneware
  // (upholstery; were saturated teal velvet, terracotta and teal glaze); the beams in a lighter, warmer oak (beams; the
  // dark walnut read as heavy bars); a smaller, looser bouquet of roses with trailing sprays and tall grey-green
  // branches in a low urn (bouquet; the great dome read as a ball); the morning sun lower, 22 degrees, and stronger
  // (sun: [elevation, shadow reach in metres, the room's fill light's share, the sun lamp's strength; TOD's is 4.2]),
  // so the windows' light lies in long barred patches across the floor
  upholstery: { sofa: '#dbc2a4', pair: '#e6dac4', chair: '#8598a3', accent: '#8598a3', pipe: '#b9a88a', glaze: '#ddd5c5' },
  beams: '#94704c',
  bouquet: 'loose',
  sun: [22, 20, 0.4, 7],
};

export const INTERIORS = () => [
  {
    ...LOBBY,
    // the second palm behind the pier between the card's two right-hand windows (at 0.4, behind the old camera's pier,
    // its dark trunk stood at the right edge of the frame like a post); the third out of the frame
    palms: [-8.5, -0.4, 4.9, 10.5],
    // the morning sun almost straight through the windows, so their patches reach across the floor toward the entrance
    // and the card's lower edge
    sun_azimuth: 5,
    // the cream pair by the desk 1.1 m nearer the door and the desk (default [2.0, 3.2]): from the card's camera at
    // the entrance the nearer chair stood in the foreground before the flowers' table
    waiting: [3.1, 1.6],
    // the card's own morning sun: lower (19 degrees, LOBBY's 22) and stronger (10, was 7) over less fill (0.22, was
    // 0.4), so the windows' barred patches reach across the floor and the rug's near border toward the camera and read
    // against the shade (at LOBBY's values they were a faint paler wash)
    sun: [19, 20, 0.22, 10],
    // the ring chandelier hung 0.8 m under the ceiling (default 1.25), above the card's frame: at 1.25 its far side and
    // globes were cut by the top edge
    chandelier_drop: 0.8,
    shots: [
      // the card: the sitting group under the seascape on the left-hand wall, the flowers' table in front of the near
      // sofa's end at the right, the windows and the sea behind; from the entrance right of the flowers (1.6, 0.2), eye
      // 1.55 m (was 1.3), 40 mm (was 38), turned 27 degrees left and the lens shifted down 0.025 (was up 0.09: the
      // beams and ceiling took the top 27-30 % of the card and the chandelier was cut by the top edge; now about a
      // seventh, the chandelier above the frame), the painting, the olive, the whole group and the flowers' table down
      // to its foot in the frame, the rug's border and the sun's barred patches on the floor seen a little from above
      // (exposure +0.15: the room's fill lowered by the card's `sun`)
      ...shot('welcome', 'morning', { pos: [1.6, 0.2, 1.55], target: [-4.33, 12], lens: 40, shift_y: -0.025 }, { exposure: 0.15 }),
    ],
  },
  {
    // the hero's own scene; the second and third palms behind the piers from both its cameras (the wider view put
    // their dark trunks in the middle of two windows)
    ...LOBBY,
    name: 'lobby-contact',
    palms: [-8.5, -3.17, 5.4, 10.5],
    // the morning sun straight through the windows, so the window patches run from the windows toward the entrance in
    // long bands across the hero's view (at 65 degrees they fell only in a strip along the window wall; at -15, until
    // 2026-11-30, they reached the frame's lower left as one glaring white block, the brightest area of the picture)
    sun_azimuth: 0,
    // the hero's own morning sun, after the welcome card's [19, 20, 0.22, 10]: lower (19 degrees, LOBBY's 22) and
    // stronger (7.5, was 7) over less fill (0.24, was 0.4), so the windows' barred patches lie across the floor and
    // read against the shade, not as a pale even wash (at the card's 10 with exposure +0.15 they glared on the marble;
    // 8.5 until 2026-11-30, the patch at the lower left the glaring brightest area of the frame)
    sun: [19, 20, 0.24, 7.5],
    // the beams fewer and paler over the hero (welcome's `lobby` keeps LOBBY's seven in '#94704c'): a paler, warm oak
    // (beams) every 2.4 m (beam_step; 1.6 by default), five over the 12 m room, four in this frame: from the entrance
    // the seven warm-brown bars crossed the top ~28 % of the frame as a heavy, repetitive band, and no camera that keeps
    // the desk and the sitting group whole shows less of the 4.4 m ceiling without more of the floor
    beams: '#b8966e',
    beam_step: 2.4,
    shots: [
      // from the entrance: the sitting group under the window wall at the left, the flowers' table in the middle, the
      // reception desk under its globe pendants at the right, whole with its end; from (-5.0, 0.1) (was (-4.4, 0.6)),
      // eye 1.6 m (was 1.5), 23.5 mm (was 21), the lens shifted down 0.01 (+0.012 until 2026-11-30, -0.03 before):
      // the ceiling and its beams about a fifth of the frame at the left, a quarter at the right (~28 % at +0.012, a
      // third at +0.017), the floor a little over a third, crossed by the sun's bands (~30 % at +0.012; at -0.02 ~40 %),
      // the armchair and the coffee table whole at the left edge
      ...shot(
        'contact-hero',
        'morning',
        { pos: [-5.0, 0.1, 1.6], target: [3.95, 9.9], lens: 23.5, shift_y: -0.01 },
        // (no portrait: the contact page's hero is compact, phones show this picture whole above the title)
        // (exposure +0.05: the room's fill lowered by the hero's `sun`)
        { exposure: 0.05 },
      ),
    ],
  },
  {
    // the Buffet (Vela Amalfi, 2nd floor) on a morning: x across (-8..8), y from the back counter (0) to the windows (12);
    // the island of stations at y 3.2-4.3, tables laid for breakfast by the windows (buffet.py).
    name: 'buffet',
    ...BUFFET_ROOM,
    // furniture.py's upholstered chairs for the slab chairs, a rocky headland for the smooth green cone: far and low
    // (the card's, 800 m off and 105 m high, filled the hero's windows as a jagged wall)
    chair: 'dining',
    rock_isles: [
      [900, 1600, 420, 220, 70, 94, 8.0, 0.25, 0.45],
      [-250, 3000, 420, 180, 130, 96, 10.0, -0.1, 0.35],
    ],
    // a resort's breakfast rather than a sparse canteen (buffet.py options, off elsewhere): the island dressed along its
    // length (dress 'hero': the breakfast card's station, cake stands, cheese and charcuterie under glass domes, a vase
    // of roses, juice dispensers, loaves, platters, herbs, plates), the blank right-hand wall panelled in oak slats with
    // a long painting over a sideboard (side_wall), and a low morning sun through the windows in patches across the
    // floor, the tables and the island (sun: [elevation, shadow reach, fill, strength], as rooms.py's; from 30 degrees
    // round from the windows' normal, across the view from the left)
    dress: 'hero',
    side_wall: true,
    sun_azimuth: 30,
    sun: [13, 24, 0.45, 30],
    shots: [
      // from the end of the island: the stations running away on the right, the tables and the sea beyond
      ...shot(
        'buffet-hero',
        'morning',
        { pos: [-6.2, 2.3, 1.5], target: [2.5, 8.8], lens: 24, shift_y: -0.09 },
        // the portrait's frame lowered (shift -0.25, was -0.02): the counter's food and the dining room rise above a
        // phone's title and its shade, and the fluted front of the counter lies under the text
        { portrait: { pos: [-5.6, 2.4, 1.5], target: [-1.0, 6.5], lens: 22, shift_y: -0.25 }, exposure: 0 },
      ),
    ],
  },
  {
    // the Buffet's card: a table laid for breakfast in the foreground (croissants on an oak board, a carafe of orange
    // juice, jam, coffee and juice at each place), the room's other tables along the windows, the sea beyond;
    // furniture.py's upholstered chairs for the slab chairs, a rocky headland and islet for the smooth green cones
    name: 'buffet-card',
    ...BUFFET_ROOM,
    chair: 'dining',
    laid: [2.8, 8.1],
    rock_isles: BUFFET_ISLES,
    shots: [...shot('buffet', 'morning', { pos: [4.2, 6.5, 1.45], target: [1.3, 11.5], lens: 28, shift_y: -0.17 }, { exposure: -0.3 })],
  },
  {
    // the breakfast station's card: the Buffet with its island top in a honed dark stone and one station dressed
    // for a close view (buffet.py breakfast_station: an oak board of croissants and pains au chocolat, carafes of
    // juice and the coffee urn on a walnut riser, a bowl of fruit, jam, cups); the island's other food left out
    name: 'buffet-station',
    ...BUFFET_ROOM,
    station: 'breakfast',
    station_x: -1.0,
    // furniture.py's upholstered chairs for the white slab chairs and rocky islands for the green cones (as buffet-card)
    chair: 'dining',
    rock_isles: BUFFET_ISLES,
    shots: [
      // across the island toward the windows: the station in front, the tables laid for breakfast and the sea beyond
      ...shot('buffet-breakfast', 'morning', { pos: [-0.88, 2.25, 1.4], target: [-0.88, 12], lens: 35, shift_y: -0.17 }, { exposure: -0.3 }),
    ],
  },
  {
    // the Buffet's seafood barbecue on its terrace at dusk (buffet.py grill_station): a counter with a charcoal grill
    // glowing under prawns and two bream, a raised platter of oysters and prawns on crushed ice, tables in linen under
    // festoon lights, the glass balustrade and the sea in the afterglow
    name: 'buffet-bbq',
    builder: 'grill_station',
    menu: 'seafood',
    tod: 'dusk',
    sun_azimuth: 60,
    // a believable grill where it read as a flat black grate with flat food on a white slab: the charcoal heaped close
    // under round cast-iron bars, glowing between them; two grilled bream with char bars and fins among the prawns;
    // crushed ice in broken lumps; oysters on the half shell; the counter faced in walnut slats; upholstered chairs at
    // the tables for the slab chairs
    coal_bed: true,
    grate: 'round',
    fish_detail: true,
    ice: 'crushed',
    oysters: 'shells',
    slats: true,
    chair: 'dining',
    // golden-brown fish with seared marks (pale skin with black bars read as striped); thinner air and dust in the seen
    // sky (dusk's 1.6 and 3.0 drew a hard orange band)
    fish_tone: 'browned',
    sky_haze: [1.2, 1.2],
    // whole bream with a real body on the grill and on the ice (tapered, a forked tail, spiny fins, a gill cover, an
    // eye; the grilled ones bronze, seared only in broken lengths, the raw ones silver with scales), scallops on the half
    // shell, lemon halves and parsley between them (fish_form); finer crushed ice in many more lumps (ice_fine: [size,
    // count]); the sky graded from the warm band at the sea line to a dusk blue above (sky_grade: [blue, elevation's
    // sine where it is full]). The swept fish read as striped toys, the ice as a slab, the sky as one flat yellow
    fish_form: 'bream',
    ice_fine: [0.007, 9000],
    sky_grade: ['#8fa8d0', 0.14],
    // the raw bream at the ice tray's front as gilthead fresh from the boat (a larger glassy eye, the gold brow bar, the
    // dark blotch at the gill cover's top and its edge, thin lines along a steel-blue back, mother-of-pearl sheen), the
    // prawns behind them (at the back the fish were smooth silver shapes, the smallest things on the ice)
    bream_raw: 'gilthead',
    // festoons of globe bulbs in sockets, lower and sagging deeper, so three cross the sky over the tables (the strings at
    // 3.2 m showed as one line of white dots along the top edge), hung between posts: the far string's in the frame at
    // the balustrade, between the tables, the others' out of it; one behind the camera lights the counter as the old
    // first string did. [xa, ya, xb, yb, height, sag, bulbs]
    festoon: [
      [-6.5, 0.3, 6.5, 0.3, 3.2, 0.45, 26],
      [-6.5, 3.4, 6.5, 3.4, 3.0, 0.8, 26],
      [-6.5, 6.0, 6.5, 6.0, 3.0, 0.65, 26],
      [-4.6, 7.7, 5.0, 7.7, 3.1, 0.4, 20],
    ],
    // since 2026-11-29 (helper bbq): the seafood as a chef dresses it, for the long tray of crushed ice across the counter
    // (a catalogue's grid of scallops, lemons, fish and oysters, seen flat from above): a round platter raised on a steel
    // stand, a dome of crushed ice, eight oysters round its edge, lemon wedges and parsley between them, a heap of
    // cooked prawns in the middle; a white bowl of lemon wedges and a ramekin of aioli beside it; the grilled prawns
    // seared and glazed in two loose heaps, the bream toward the grill's right end; a honed dark stone top for the bare
    // steel (display; the tray's options above no longer apply). The platter's and the bowl's places [x, y]
    display: 'plateau',
    plateau_at: [0.25, 1.96],
    sides_at: [0.6, 1.86],
    // woven sand linen chairs on oak and natural linen cloths (the teal velvet and white read cold at dusk)
    chair_fabric: ['#c9b291', '#8a6a4a'],
    cloth: '#ece3d2',
    // since 2026-11-30 (helper bbq3): the food believable at card size (the bream read as bread loaves, the oysters as
    // grey discs, the grate as one orange tile): the grilled bream silver-gold with black char marks in a browned halo,
    // glossy, the snout low under a steep forehead, a cooked eye in its socket, the mouth and a raised gill cover, crisp
    // dark rayed fins; the oysters rough, irregular, layered shells, pearly inside, wet grey meat with a dark frilled
    // edge; the prawns of several sizes and curls; lemon wedges in more of the platter's gaps; the charcoal mostly
    // black and ash-grey with a third burning orange under dark iron bars
    seafood_real: true,
    // the camera's sky graded from a soft apricot glow on the sea line through rose and lilac to a dusk blue
    // (buffet.DUSK_SKY; the physical sky drew a hard orange band)
    dusk_sky: 1.0,
    // at the counter, eye 1.46 m, pitch 0 (was 1.85 m looking down on the tray): the platter near the eye's level, the
    // grill's glow on the left, the tables, the sea and the festoons beyond; 24 mm, shift_y -0.22 so the frame's foot is
    // the counter's top just behind its front edge (the slatted front out of the frame)
    shots: [...shot('buffet-bbq-seafood', 'dusk', { pos: [0.12, 1.1, 1.46], target: [0.17, 8], lens: 24, shift_y: -0.22 }, { exposure: -0.15 })],
  },
  {
    // the Buffet's grill night: the same terrace station at night seen from the side across the terrace, skewers over the
    // glowing charcoal, the tables lit by candles, festoon lights overhead, the dark sea
    name: 'buffet-grill-night',
    builder: 'grill_station',
    menu: 'grill',
    tod: 'night',
    sun_azimuth: 60,
    tables: [
      [-2.6, 4.2],
      [1.6, 5.4],
      [4.6, 3.8],
      [-5.4, 6.6],
    ],
    chair: 'dining', // furniture.py's upholstered chairs at the tables (interiors' slab chairs read as boxes)
    skewers: 'seafood', // the Buffet's dinner is a seafood barbecue: prawns, squid, peppers and onion on the skewers
    lit_headland: [2200, 1900, 1000, 320], // a low headland across the bay on the right, a village's lights on its shore
    lemons: false, // no lemons, corn or sauce bowl on the board's end: half buried in it, they read as flat yellow discs at the edge
    // since 2026-11-29 (helper grill): five seared, glazed skewers irregularly spaced and angled on the grill, some pieces
    // charred, three resting on the board (seven identical evenly spaced skewers in flat colours read as toys)
    skewer_style: 'rich',
    // the sky at the blue hour: a last warm glow on the sea line through blue to a deeper zenith (was one black navy)
    blue_hour: 1.0,
    // the fire's warm light on the chef's side of the station
    chef_light: 30,
    top_satin: true, // a satin steel top (the polished one mirrored the lights round the well as a white rim)
    ember_soft: true, // the embers' light under the grate (over it, the steel top round the well blazed white)
    // festoons of globe bulbs across the terrace (as the seafood card's), crossing the sky
    festoon: [
      [-6.5, 1.0, 6.5, 1.0, 3.1, 0.45, 26],
      [-6.5, 3.6, 6.5, 3.6, 3.0, 0.7, 26],
      [-6.5, 6.2, 6.5, 6.2, 3.0, 0.6, 26],
    ],
    // from the guests' side, 2 m off and low: skewers of seared beef, chicken, peppers and onion in profile over the
    // glowing grill, the tables, festoon lights and the dark sea beyond (from above, the grate filled the frame as a grid)
    // since 2026-11-29: 0.4 m further left and 0.15 m back, 1.5 m up (was 1.3), 40 mm (was 42) and turned right, so the
    // whole grill and the board of skewers are in the frame (the grill's right end and front were cut off), seen a
    // little more from above
    shots: [...shot('buffet-grill', 'night', { pos: [-2.3, 0.3, 1.5], target: [5.0, 8.0], lens: 40, shift_y: -0.12 }, { exposure: -0.2 })],
  },
  {
    // complimentary breakfast (the amenities card): breakfast for two on a Sorrento balcony on a morning (buffet.py
    // breakfast_balcony), the sea, a headland and an island beyond the railing
    name: 'breakfast-balcony',
    builder: 'breakfast_balcony',
    tod: 'morning',
    sun_azimuth: 120,
    // since 2026-11-30 (helper cards6): a low warm sun from the right raking across a white linen cloth (11 degrees up;
    // from ahead, the balustrade shaded the whole table): long soft shadows to the left, the juice glowing; a stone
    // balustrade of turned balusters for the iron bars; a potted olive's branches at the left edge; folded linen napkins; the camera 0.2 m
    // nearer and 3 cm lower, the lens shifted further down (more table, less sky)
    sun: [11, -78, 22, [1.0, 0.87, 0.7]],
    cloth: '#f4f0e8',
    juice_glow: 0.6,
    balustrade: true,
    plant: [-1.2, 1.76],
    // since 2026-11-30 (helper cards7): the olive's leaves slender folded blades (buffet._fine_leaves) for nature.spray's
    // flat diamonds, which read as faceted cut-outs this close; greener than nature's olive greys, which went beige in
    // the warm sun
    fine_leaves: { colours: { dark: '#485a36', mid: '#65784c', silver: '#8e9a7c' } },
    napkin_fold: true,
    shots: [...shot('breakfast', 'morning', { pos: [-0.05, 0.35, 1.22], target: [0.05, 5], lens: 35, shift_y: -0.22 }, { exposure: -0.2 })],
  },
  {
    // the airport limousine (services card): the arrival at Vela Amalfi at blue hour (services.arrival): the dark saloon on
    // the drive under an open porte-cochère (timber soffit, round columns, downlights that shine down), the lobby
    // glowing through bronze doors, olives in planters, date palms and lamps along the drive against the evening sky,
    // a bellman's cart with luggage. Until 2026-11-28 builder `limousine`: a low dark canopy whose downlights stained
    // the ceiling with blotches, box balls, a flat wall (it read as a garage)
    name: 'porte-cochere',
    builder: 'arrival',
    tod: 'blue', // coast_extra.py's blue hour: the sun just under the horizon, no sun lamp
    sun_azimuth: 70, // the afterglow low on the left behind the palms
    car: [0.3, 2.6, -12],
    // the bellman's cart beside the car's rear door, nearer the camera and turned broadside to it (behind the boot it was
    // small and half hidden by the column)
    trolley: [-1.3, 0.3, 52, 0],
    // tinted glass showing a cream leather cabin lit by its courtesy lamp, chrome over the side windows, open rims
    // (black glass read as flat panels, the car as a toy)
    cabin: true,
    // a long low luxury saloon (services.sedan saloon): sloping rear window, creased shoulder line, haunches over the
    // wheels, door cuts, a chrome sill strip, slim LED headlamps and wrap-round tail-lamps, flush handles, mirrors on
    // stalks (the body read as a box with rounded edges)
    saloon: true,
    // the saloon's details for the card's size (services.sedan finish): wider door cuts with a paler edge beside each
    // (black on black they hardly showed; still faint), the grille's chrome tinted cool (the warm soffit in it read as copper), a
    // softer clear coat (the downlights made a scatter of specks on the bonnet)
    finish: true,
    // suitcases (rounded shells on wheels, handles, a strapped leather case) and a garment bag for rounded boxes; a
    // black grille (chrome bars read orange under the downlights); a lobby with depth (a reception desk before an
    // onyx panel, a console with lamps, pendants) lit low, where a flat glowing wall read as blown-out cream
    luggage: 'cases',
    grille: 'dark',
    lobby: 'lounge',
    shots: [...shot('airport-limousine', 'blue', { pos: [5.92, -5.68, 1.5], target: [-1.5, 4.8], lens: 36, shift_y: 0.1 })],
  },
  {
    // Luxe, Vela Amalfi's fine dining room at dusk: x across (-7.5..7.5), y from the wine wall (0) to the windows (11.5)
    name: 'luxe',
    builder: 'luxe',
    tod: 'dusk',
    sun_azimuth: 70,
    w: 15,
    d: 11.5,
    h: 3.9,
    // furniture.py's upholstered chairs (piped velvet, curved backs, walnut legs, brass sabots) for the library's slabs
    chair: 'dining',
    balu_seg: 40, // the terrace's balusters round
    // a low rocky headland and an islet far off on the horizon (nature.rock_island; rock_isles: true put the dish card's
    // near cliff wall across the right windows): [x, y beyond the windows, half sizes, height, seed, grid step, turn]
    rock_isles: [
      [-560, 1400, 380, 180, 42, 90, 8.0, 0.15],
      [300, 3200, 300, 150, 35, 91, 10.0, 0.2],
    ],
    // the card's (luxe-two) look, so the hero, the card and the dish card read as one room at one dusk: the tables in
    // the hanging ivory cloth, the chairs in the deep olive velvet, the graded dusk sky, the lower fill
    ...LUXE_LOOK,
    shots: [
      // the room from its back corner: the windows and the sea at dusk on the right, tables under their pendants
      ...shot(
        'luxe-hero',
        'dusk',
        { pos: [6.6, 1.3, 1.5], target: [-2.6, 11.5], lens: 24, shift_y: -0.04 },
        { portrait: { pos: [3.4, 2.2, 1.5], target: [-2.0, 11.5], lens: 22, shift_y: -0.09 }, exposure: -0.25 },
      ),
    ],
  },
  {
    // Luxe with a table for two by the middle-right window in place of a table for four (drinks.table_for_two): the card
    // (the dish close-up has a scene of its own, below, with rocky islands and a darker terrace); the luxe scene above
    // (the hero) is unchanged
    name: 'luxe-two',
    builder: 'luxe',
    tod: 'dusk',
    // the set sun far off the frame's left (at -60 its glint stood on the sea in the card's right window; at 25 an orange
    // glare lay on the left window's sea; at 15 it stood blown out in the close-up's window)
    sun_azimuth: 70,
    w: 15,
    d: 11.5,
    h: 3.9,
    skip_tables: [[1.6, 9.6]],
    // furniture.py's upholstered chairs (piped velvet, curved backs, walnut legs, brass sabots) for the library's slabs
    chair: 'dining',
    balu_seg: 40, // the terrace's balusters round (12-sided they showed facets behind the close-up)
    // laid for two, no dish (a plated fillet read as cake): gilt-banded plates on gold chargers, folded navy napkins, red
    // wine, the candle
    two: {
      ...LUXE_TABLE_FOR_TWO,
      cam: [0.05, 8.85],
      // the cloth hangs in folds to a hem just off the floor (the old skirt flared like a bell), a pendant over it
      drape: LUXE_DRAPE,
      pendant: 2.45,
    },
    // the card's look (LUXE_LOOK: hanging cloths, olive velvet chairs, graded dusk sky, lower fill, warm lanterns)
    ...LUXE_LOOK,
    // the rocky headland and islet of the close-up for the smooth green terrain domes
    rock_isles: LUXE_ISLES,
    // the terrace dressed as in luxe-two-dish: candle lanterns and a trough of clipped shrubs, where the card's camera
    // sees them through the window left of the glasses (one lantern far right, in the next window)
    terrace_props: [
      ['lantern', 3.0, 2.2, 0.55],
      ['planter', 4.4, 3.3, 1.0],
      ['lantern', 10.5, 3.0, 0.55],
    ],
    shots: [
      // the card: the table for two about 2.3 m off, left of centre, the windows and the dusk at the left, the next
      // table by the window under its pendant on the right (the old camera from 3 m saw the table alone)
      ...shot('luxe', 'dusk', { pos: [0.05, 8.85, 1.28], target: [3.4, 11.03], lens: 30, shift_y: -0.13 }, { exposure: -0.35 }),
    ],
  },
  {
    // the table setting (the Luxe page's card): luxe-two close up, the water tumbler in front of the lens taken out
    name: 'luxe-two-dish',
    builder: 'luxe',
    tod: 'dusk',
    sun_azimuth: 70,
    w: 15,
    d: 11.5,
    h: 3.9,
    skip_tables: [[1.6, 9.6]],
    chair: 'dining',
    balu_seg: 40,
    // the card's table, the water tumbler in front of the lens taken out; its napkins in an olive-sage linen near the
    // room's chairs' velvet (navy on gold read loud), the cloth a warmer ivory, a dish of green and black olives in the
    // near side plate's place (no_bread), the candle's warm pool on the cloth and in the glasses (candle_glow: [candle
    // watts, radius, glow watts, glow height], no glow light here: a broad one lit the whole cloth flat; at 2.5 W, with
    // the card's fill, the cloth read flat white)
    two: {
      ...LUXE_TABLE_FOR_TWO,
      no_water: [[1.71, 10.185, 0.06]],
      drape: { ...LUXE_DRAPE, c: '#f1e7d6' },
      fold_napkin: '#6b7150',
      no_bread: [[1.82, 10.2, 0.06]],
      olives: [1.82, 10.22],
      candle_glow: [8, 0.03, 0, 0],
    },
    // the card's look (LUXE_LOOK), so the close-up shows the same room at the same dusk
    ...LUXE_LOOK,
    // but the dusk warmer: the seen sky graded from apricot at the horizon through a pale peach and a neutral to a soft
    // blue at the frame's top, within the few degrees the frame shows (dusk_stops for buffet.DUSK_SKY; until 2026-11-30
    // apricot to rose, the upper sky mauve), the lit world that the sea mirrors warm higher up (dusk_stops_lit), so
    // the sea between the balusters mirrors rose, not lilac; the windows' light a warm dusk for the blue
    dusk_stops: [
      [0.0, [1.2, 0.54, 0.2]],
      [0.018, [1.1, 0.6, 0.32]],
      [0.045, [0.9, 0.68, 0.52]],
      [0.075, [0.64, 0.64, 0.66]],
      [0.11, [0.42, 0.5, 0.7]],
      [0.2, [0.24, 0.32, 0.55]],
      [0.4, [0.12, 0.16, 0.36]],
    ],
    dusk_stops_lit: [
      [0.0, [1.15, 0.5, 0.2]],
      [0.04, [1.0, 0.5, 0.32]],
      [0.1, [0.85, 0.45, 0.42]],
      [0.2, [0.6, 0.36, 0.42]],
      [0.34, [0.28, 0.25, 0.4]],
      [0.55, [0.12, 0.15, 0.34]],
    ],
    window_c: [0.8, 0.64, 0.6],
    // the sea a dark warm slate that mirrors more of that dusk (sea: [deep colour, specular]; the teal read lilac)
    sea: ['#1f1b20', 1.0],
    // the room's fill lower than the card's (LUXE_LOOK 0.5, 0.5), so the candle's pool reads on the cloth
    fill: [0.3, 0.25],
    rock_isles: LUXE_ISLES,
    // the balusters slimmer and further apart (balu: [step, radius scale]; the fat ones filled the window)
    balu: [0.5, 0.7],
    // the terrace between the table and the balustrade: candle lanterns (the trough of shrubs read as a sand box); one in
    // the window's right-hand pane, clear of the table, the other behind the left pier and its drape (from the camera
    // of 2026-11-30 at (0.55, 2.2) it stood straight behind the candle's hurricane, a second glass column, and the
    // right one's glow lit the frame's edge with the lantern out of it)
    terrace_props: [
      ['lantern', 2.06, 2.6, 0.55],
      ['lantern', -1.1, 2.2, 0.5],
    ],
    terrace_c: '#8e7866', // the terrace's paving a warm shade darker: at dusk, pale, it filled the close-up's window as a bright band
    shots: [
      // the table for two close up across its width, the candle between the places, the window beyond; from 0.22 m
      // further right (was (1.88, 9.44), target (1.74, 11.5)), turned to keep the candle where it was in the frame:
      // the window's middle mullion now stands right of the far wine glass, not straight behind the candle, and the
      // window's left pier and drape frame the left edge
      ...shot('luxe-dish', 'dusk', { pos: [2.1, 9.44, 1.24], target: [1.549, 11.425], lens: 37, shift_y: -0.27 }, { exposure: -0.8 }),
    ],
  },
];
