// Scene descriptions for the Blender builder, generated from the site's own data: each room type of
// content/data/rooms.json (area -> width/depth/ceiling, beds, view, hotel style) and the public spaces.
// Every scene is built once and rendered from one or more shots; each shot writes one master PNG
// (art/renders/<id>.png, or <id>-portrait.png for a hero's phone version) at the largest size the site uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { roomData } from '../scenes/room-types.mjs';
import { PLACES } from './places.mjs';
import { INTERIORS } from './interiors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const RENDER_DIR = path.join(root, 'art/renders');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'content/images.json'), 'utf8'));

/** Size of the master for an image id: the largest width of its kind at the kind's ratio. */
export function masterSize(id) {
  const kind = manifest.kinds[manifest.images[id].kind];
  const w = Math.max(...kind.widths);
  return [w, Math.round((w * kind.ratio[1]) / kind.ratio[0])];
}
/** The phone version of a hero: 3:4 portrait, rendered (not cropped) at the largest portrait width. */
export const PORTRAIT = { ratio: [3, 4], widths: [480, 800, 1080] };
export const portraitSize = () => [1080, 1440];

const SAMPLES = 8;
/**
 * The size a picture is rendered at, as a share of its largest file; sharp's Lanczos scaling brings the
 * master to full size. ART_SCALE=1 renders at full size (1200x900 cards, 1920x1080 heroes, 1080x1440
 * portraits). The committed pictures were rendered at the default, 0.55 (660x495 cards), because this
 * 2-core machine is shared with builds and browser tests and a nice'd Blender got 5-25 % of one core
 * (docs/ART.md). Changing it re-renders everything (the size is part of each picture's hash).
 */
export const RENDER_SCALE = Number(process.env.ART_SCALE ?? 0.55);
export function renderSize(id, portrait = false) {
  const [w, h] = portrait ? portraitSize() : masterSize(id);
  return [Math.round(w * RENDER_SCALE), Math.round(h * RENDER_SCALE)];
}

/** Room box from the floor area (docs/ART.md): small rooms narrow and shallow, suites wide and deep. */
export function dims(m2) {
  const d = Math.min(9.4, Math.max(4.6, 2.0 + Math.sqrt(m2) * 0.85));
  const w = Math.min(9.2, Math.max(3.5, m2 / (d * 0.85)));
  return { w: +w.toFixed(2), d: +d.toFixed(2), h: m2 > 35 ? 3.1 : 2.9 };
}

// Accent sets: Sorrento warm (terracotta, teal, rose, olive), Amalfi cool (navy, slate, brass, teal).
const ACCENTS = {
  sorrento: [
    {
      throw: '#2f7f8a',
      cushion: '#c8744f',
      head: '#d9c6a8',
      chair: '#2f7f8a',
      sofa: '#2f7f8a',
      lampbase: '#e8dcc6',
      book: '#8a3b2a',
      art: ['#2f7f8a', '#e9dcc6', '#c8744f'],
      rug: ['#d8c7a8', '#b79a78'],
      wall: '#efe3cf',
    },
    {
      throw: '#c8744f',
      cushion: '#e8a68f',
      head: '#c9b08e',
      chair: '#6b7b4b',
      sofa: '#6b7b4b',
      lampbase: '#2f7f8a',
      book: '#2f5f6b',
      art: ['#c8744f', '#f1e4cf', '#6b7b4b'],
      rug: ['#c9b79c', '#9c7f63'],
      wall: '#f1e6d2',
    },
    {
      throw: '#6b7b4b',
      cushion: '#e9dcc6',
      head: '#8f5f4a',
      chair: '#e8a68f',
      sofa: '#c8744f',
      lampbase: '#f2ead8',
      book: '#6b7b4b',
      art: ['#e8a68f', '#f5ecdc', '#2f7f8a'],
      rug: ['#e0d2ba', '#c2a987'],
      wall: '#ecdcc2',
    },
    {
      throw: '#8a3b2a',
      cushion: '#2f7f8a',
      head: '#e3d4bb',
      chair: '#c8744f',
      sofa: '#b0854f',
      lampbase: '#c8744f',
      book: '#c9a24a',
      art: ['#1f5f6b', '#e9dcc6', '#c9a24a'],
      rug: ['#b7a183', '#8a6b50'],
      wall: '#f3e9d8',
    },
    {
      throw: '#e8a68f',
      cushion: '#6b7b4b',
      head: '#b4876a',
      chair: '#e9dcc6',
      sofa: '#2f7f8a',
      lampbase: '#e9dcc6',
      book: '#8a3b2a',
      art: ['#c8744f', '#f7efe2', '#e8a68f'],
      rug: ['#d4bfa0', '#a8876a'],
      wall: '#eee0c8',
    },
    {
      throw: '#1f5f6b',
      cushion: '#c9a24a',
      head: '#d2b894',
      chair: '#6b7b4b',
      sofa: '#8f6a4a',
      lampbase: '#1f5f6b',
      book: '#2f7f8a',
      art: ['#6b7b4b', '#efe6d6', '#1f5f6b'],
      rug: ['#cdb796', '#a48563'],
      wall: '#f0e4d0',
    },
  ],
  amalfi: [
    {
      throw: '#1f3550',
      cushion: '#c9a24a',
      head: '#2c3b4a',
      chair: '#1f3550',
      sofa: '#c9a24a',
      book: '#1f3550',
      art: ['#0f2a3d', '#e9e6e0', '#c9a24a'],
      rug: ['#d8d5cf', '#a9a59d'],
      slats: '#233548',
      wall: '#eceae6',
    },
    {
      throw: '#2f7f8a',
      cushion: '#e9e6e0',
      head: '#b9b3a8',
      chair: '#2f7f8a',
      sofa: '#3b4a55',
      book: '#c9a24a',
      art: ['#2f7f8a', '#f2f0ec', '#1f3550'],
      rug: ['#c9c5bd', '#8f8b83'],
      slats: '#4a3d33',
      wall: '#ebe9e4',
    },
    {
      throw: '#c9a24a',
      cushion: '#0f2a3d',
      head: '#e4e0d8',
      chair: '#5f6b70',
      sofa: '#0f2a3d',
      book: '#5f6b70',
      art: ['#c9a24a', '#f4f2ee', '#5f6b70'],
      rug: ['#e2ded6', '#b7b2a8'],
      slats: '#2c3b47',
      wall: '#f0eeea',
    },
    {
      throw: '#3b4a45',
      cushion: '#c9a24a',
      head: '#3b4a45',
      chair: '#e2ddd3',
      sofa: '#3b4a45',
      book: '#1f3550',
      art: ['#3b4a45', '#e6e3dd', '#c9a24a'],
      rug: ['#cfcac1', '#96918a'],
      slats: '#3b4a45',
      wall: '#e9e7e2',
    },
    {
      throw: '#0f2a3d',
      cushion: '#e8a68f',
      head: '#d1c8ba',
      chair: '#0f2a3d',
      sofa: '#d1c8ba',
      book: '#e8a68f',
      art: ['#e8a68f', '#f2efea', '#0f2a3d'],
      rug: ['#dcd7cf', '#a8a298'],
      slats: '#1f2f3d',
      wall: '#edebe7',
    },
    {
      throw: '#5f6b70',
      cushion: '#2f7f8a',
      head: '#1f3550',
      chair: '#c9a24a',
      sofa: '#e9e6e0',
      book: '#2f7f8a',
      art: ['#1f3550', '#efece7', '#2f7f8a'],
      rug: ['#c4bfb6', '#8a857d'],
      slats: '#5a4636',
      wall: '#eeece8',
    },
  ],
};

// What the three Sorrento sea rooms' own pictures share (SETUPS[0], [2], [3] `first`, each with its own colours and turn):
// the layered bed dress in the soft knit, the dressed far wall and the window-side camera (the comment on SETUPS[0] says why).
const SORRENTO_SEA_FIRST = {
  bed_dress: 'layered',
  far_wall: 'console',
  knit: 'soft',
  other_cam: { x: 0.3, y: 0.25, eye: 1.4, lens: 22, shift_y: -0.08 },
};

// Camera, layout and light per room type: no two share a set-up (the headboard wall, the hour, the lens).
const SETUPS = [
  // the three Sorrento sea rooms below: the beds' layered dress (the smooth band over each bed read as a painted runner),
  // in calm colours of each room's own palette (`bed_throw`: the balcony's seat pads keep the accent throw colour), and a
  // console with a lamp, books, olive branches and a print on the wall the window-side picture looks at (`far_wall`; it
  // was a bare panelled wall); their window-side pictures from deeper in the window corner, higher, wider and turned toward
  // the console (`other_cam`, `other_turn`: the near bed filled the lower half, its pillows, lamps and the desk chair cut
  // at the edges; in Deluxe, mirrored, the turn takes in the headboards instead)
  {
    head: 'x0',
    tod: 'golden',
    az: 20,
    lens: 24,
    eye: 1.45,
    sun_spec: 0,
    view2: 4,
    // Standard Sea View's first picture (the room page's hero) from beside the wardrobe by the door, diagonally across
    // the double bed to the doors (`cam1`: from the default spot by the bed's foot the bed filled the lower half and the
    // print stood cut by the left edge): the bed, both lamps and the print whole on the left, the doors and the sea on the
    // right; 0.1 m nearer the wardrobe its side showed as a dark strip at the right edge. The bed in a camel cable-knit
    // throw folded square across its foot (`bed_dress` 'draped', `knit` 'cable': the slate-teal 'layered' throw lay
    // askew as a flat slab; in slate teal the cable knit read loud), the print a painted coast in a walnut frame
    // (`accent` art: the soft gradient in a brass frame read as a placeholder); the sateen duvet (`duvet`: the plain white
    // duvet read as a flat slab)
    first: {
      ...SORRENTO_SEA_FIRST,
      bed_dress: 'draped',
      knit: 'cable',
      duvet: 'sateen',
      bed_throw: '#b49a78',
      bed_cushion: '#b8735a',
      other_turn: -10,
      cam1: { pos: [2.75, 0.2, 1.5], target: [0.484, 3.497], lens: 22, shift_y: -0.11 },
      accent: { art: { paint: 'coast', frame: 'walnut', colours: ['#2f5f6b', '#e9dcc6', '#c8744f'] } },
      // the real low sun through the doors (rooms.py option `sun` [elevation, shadow reach, fill, strength, sky's sun]): the
      // lamp at 20 degrees (azimuth 28, as the hour's), its light at 14 with the fills at 0.35, lays the railing's shadow on
      // the balcony tiles, a patch with the door frame's shadow on the rug (1) and a band with the olive's leaf shadows on the
      // wardrobe wall (4); the sky keeps its sun at the hour's 7 degrees (at 20 the golden band over the sea went midday blue)
      sun: [20, 20, 0.35, 14.0, 7],
    },
  },
  // Superior City View: the beds' layered dress and the upholstered desk chair (the Amalfi rooms' `first` options below;
  // the smooth terracotta band over each bed read as a painted runner, the box chair as a box); its heroes keep the room as it was.
  // A taupe cable-knit throw draped across each foot and dusty terracotta cushions (`bed_dress` 'draped', `knit` 'cable',
  // `bed_throw`, `bed_cushion`: the ribbed terracotta throws read as loud flat slabs), a painted coast on a wide mat in an
  // oak frame over the beds (`accent.art`: the soft green-pink gradient read as an empty print), cream lamp bases for the
  // teal ones, lighter beams and a light up at the ceiling (`beam`,
  // `ceiling_lift`: the dark beams weighed on the top of the picture), the floor lamp in bronze (`floor_lamp`); the beds
  // 0.7 m nearer the window (`bed_y`) and the first picture from the doorway at 22 mm (`cam1`): both beds whole, the near
  // one no longer cut by the right and bottom edges; a wider street of two- and three-storey houses (`city_street`): the
  // window showed the house across the street as a flat wall close up, now roofs and the hill town behind them; the sateen
  // duvets (`duvet`: the plain white duvets read as flat slabs); the houses across the street and the hill as the Amalfi
  // city rooms' (`city_look`: framed windows in their reveals with shutters, weathered plaster, the hill's ridge in groves
  // where lone pines stood on it as pins)
  {
    head: 'x1',
    tod: 'morning',
    az: -35,
    lens: 26,
    eye: 1.5,
    beams: 5,
    beam: '#8a6a4c',
    first: {
      city_look: { reveal: 0.22 },
      desk_chair: 'dining',
      bed_dress: 'draped',
      knit: 'cable',
      duvet: 'sateen',
      bed_throw: '#a69276',
      bed_cushion: '#b9765a',
      accent: { lampbase: '#e3d6c0', art: { paint: 'coast', frame: 'oak', colours: ['#4e5a4a', '#e9dcc6', '#7d8f93'] } },
      bed_y: 3.3,
      city_street: { w: 30, floors: [2, 3, 3] },
      floor_lamp: 'bronze',
      ceiling_lift: 90,
      cam1: { pos: [1.1, 0.25, 1.45], target: [2.95, 5.8], lens: 22, shift_y: -0.08 },
      // the fourth from the window side 2.3 m out from the headboard wall, turned 50 degrees toward the beds (`other_cam`,
      // `other_turn`): with the beds 0.7 m nearer the window (`bed_y`) the default camera stood at the near bed's pillows,
      // which filled the lower left with the lamp cut by the edge; now both beds, the print and the lamps, the door and the
      // wardrobe (a step further along, the olive by the window stood in the foreground)
      other_cam: { x: 2.3, y: 0.3, eye: 1.5, lens: 20, shift_y: -0.11 },
      other_turn: -50,
      // the real low sun (`sun`, 22 degrees up to clear the houses across the street) 38 degrees off the window's axis
      // (`sun_az`: the morning rule's -65 grazed along the window wall and lit nothing in 4; at -12 or -28 no sun in 2): the
      // olive's leaf shadows on the desk wall (2), the panes' shape on the wall by the floor lamp (4), a floor patch by the desk (1); fill
      // 0.9 with `ceiling_lift` 90 keep the room as light as before (fill 0.5 with the sky's light 0.85 greyed 1); the sky's
      // sun at 50 degrees (at 22 a pale haze over the town in 2's window)
      sun: [22, 20, 0.9, 24.0, 50],
      sun_az: -38,
      // the bathroom (3, its own golden hour) keeps the lift it had (40) so it stays as it was (`sun` turns it off there)
      lift_other: 40,
    },
  },
  {
    head: 'x0',
    tod: 'dusk',
    az: 10,
    lens: 24,
    eye: 1.35,
    sun_spec: 0,
    view2: 5,
    // Superior Sea View's first picture (the room page's hero) from the door corner by the wardrobe, diagonally across
    // the twin beds to the doors (`cam1`: from the default spot by the bed's foot the near bed and its lamp stood cut by
    // the left edge, white duvet filled the foreground): both beds, all three lamps and the print whole on the left, the
    // doors, the sunset sea and the velvet desk chair on the right; sage cable-knit throws draped across the beds' feet
    // and a painted coast in an oak frame (`bed_dress` 'draped', `knit` 'cable', `accent.art`), as in Standard and Deluxe;
    // the sateen duvets (`duvet`: the plain white duvets read as flat slabs)
    first: {
      ...SORRENTO_SEA_FIRST,
      bed_dress: 'draped',
      knit: 'cable',
      duvet: 'sateen',
      bed_throw: '#8d9479',
      bed_cushion: '#d9a795',
      accent: { art: { paint: 'coast', frame: 'oak', colours: ['#2f5f6b', '#f2e6d8', '#d9a795'] } },
      desk_chair: 'dining',
      other_turn: -10,
      cam1: { pos: [3.38, 0.15, 1.45], target: [0.809, 3.214], lens: 22, shift_y: -0.09 },
      // the evening lit by the room's own lamps (rooms.py option `evening`) in the fourth picture only (`pictures`): the
      // floor lamp's and the console lamp's light up the panelled wall, warm walls. In 1 (already warm, its lamps lit) the
      // near bedside lamp's shade melted into the bright wall behind it and the planks by the doors went lilac (a first try
      // with fill 0.15, bounce 0.5, lamps 4, exposure 0.35, and this one); 2's glass hazed with the brighter room's
      // reflection: 1 and 2 render as without the option. Now real pools in 1 and 4 (as Premium Sea View's, dusk3): the
      // lamps' glow at 1.2, cones up and down with soft shadows at twice the samples, the floor's planks matt
      // (floor_rough 0.7: no lilac mirror of the doors); the up cones narrow, soft-edged and casting no shadow, a lamp's
      // under a print at a quarter (cone [70, 80, 0.9], up_shadow false, up_art 0.25: dusk2's [100, 80, 0.3] drew hard
      // wedges and the frames' shadows across the prints over the lamps, and a full cone lit the painting's lower middle
      // as a hot patch). 2 (the doors, no lamp in frame) with it was the same picture a touch darker: as without it
      evening: {
        pictures: [1, 4],
        fill: [0.2, 0.6, 0.3],
        bounce: 0.6,
        warm: [1, 0.78, 0.56],
        sky: [0.4, 0.8, 0.4],
        lamps: 1.2,
        pool: 110,
        pool_down: 110,
        cone: [70, 80, 0.9],
        soft: 0.04,
        up_shadow: false,
        up_art: 0.25,
        samples: 2,
        shade: 1.3,
        floor_rough: 0.7,
        exposure: [0.25, 0, 0.15],
      },
    },
  },
  {
    head: 'x1',
    tod: 'noon',
    az: 40,
    lens: 25,
    eye: 1.55,
    first: {
      ...SORRENTO_SEA_FIRST,
      bed_throw: '#8f6a5a',
      bed_cushion: '#d2bd9c',
      desk_chair: 'dining',
      other_turn: -6,
      // Deluxe Sea View: the throw folded square across each foot and over its end in a chunky cable knit, a dusky clay
      // for the terracotta (`bed_dress` 'draped', `knit` 'cable'; the askew ribbed slab read as a flat rectangle on top),
      // and a painted coast on a wide mat in a slim oak frame for the soft gradient in brass (`accent.art`); the sateen
      // duvets (`duvet`: the plain white duvets read as flat slabs)
      bed_dress: 'draped',
      knit: 'cable',
      duvet: 'sateen',
      accent: { art: { paint: 'coast', frame: 'oak', colours: ['#4e5a4a', '#e9dcc6', '#1f5f6b'] } },
      // the real low sun (`sun`, the sky kept at noon's 55 degrees) from 40 degrees off the doors' axis (`sun_az`; the noon rule's
      // 65 grazed along the window wall): barred bands on the headboard wall in 1 and 4, the railing's shadow across the tiles
      // in 2; no glint on the sea (`sun_spec` 0)
      sun: [16, 20, 0.6, 14, 55],
      sun_az: 40,
      sun_spec: 0,
    },
  },
  // Suite Sea View: the layered bed dress (the smooth blush band over the white king bed read as a painted runner), its
  // square cushions taupe from the room's rug (the olive ones read loud); the first picture from the corridor wall a little
  // nearer the door, turned to the bed (`cam1`: the bed whole on the left, the doors and the armchair on the right; the
  // default camera cut the bed at the left edge and the sofa at the right), the fourth turned to the bed (`other_turn`:
  // it stood cut at the right edge, the sofa at the left); the sateen duvet (`duvet`: the plain white duvet read as a flat
  // slab). In `first`: the soft heroes taken in this room (sorrento-rooms-hero) keep their scenes; accommodation-hero, a
  // shot in this room's own scene, takes these options too (the bed dress, the duvet)
  {
    head: 'x0',
    tod: 'golden',
    az: -25,
    lens: 24,
    eye: 1.5,
    sun_spec: 0,
    first: {
      bed_dress: 'layered',
      duvet: 'sateen',
      bed_cushion: '#a8876a',
      other_turn: 22,
      cam1: { pos: [3.4, 0.25, 1.45], target: [1.01, 4.64], lens: 22, shift_y: -0.07 },
      // the real low sun through the doors (rooms.py option `sun`, as sorrento-rooms-hero's 14 degrees at the hour's azimuth
      // -28, the fills at 0.5 so the far walls stay light, the sky's sun at the hour's 7): patches barred by the mullions
      // across the rug, the duvet and the wall by the headboard (1), the railing's shadow on the balcony (2), long bars over
      // the boards (4); accommodation-hero and the bathroom, at other hours, render as without it
      sun: [14, 20, 0.5, 13.0, 7],
    },
  },
  // Family Suite: the layered bed dress on both kings (rooms.bedroom's family branch; the smooth teal bands read as painted
  // runners), a caramel throw and sand cushions (`bed_throw`, `bed_cushion`); four light oak beams and a light up at the
  // ceiling (`beams`, `beam`, `ceiling_lift`: five dark beams under a grey ceiling filled the top third of the first
  // picture), sage armchairs, sand sofa cushions and cream lamp bases (`accent`: apple green, mustard and teal read
  // loud), the sitting group's rug in sand and taupe (`family_rug`: its teal border was the loudest thing in the room),
  // its floor lamp and its table's pedestal in bronze (`floor_lamp`, `table_base`: bright brass); the first picture from
  // the corridor wall 2 m in from the door corner (`cam1`): the near king whole and larger, the screen, the second bed,
  // the sitting group and the terrace over the sea. The real low morning sun (`sun` [elevation, shadow reach, fill,
  // strength], rooms.py; `az` -30: the sun at -65, from the terrace's far end, its light toward the beds): bright bars
  // across the boards, the foot of the bed by the window and the wall beside it (4), a warm patch on the wall above the
  // second bed (1), the railing's and day beds' shadows across the tiles under a blue sky (2: it was a white haze); at
  // 10 degrees (higher, the patches stayed by the glass, hidden behind the armchairs in 1) and fill 0.9 with strength 24
  // (fill 0.35-0.45 left the room grey and dim). At +65 the sun lit only the sitting area's white rug in 1, nothing in 4.
  // Both kings in the sateen duvet as the other rooms (`duvet`, through the family branch of rooms.bedroom)
  {
    head: 'x0',
    tod: 'morning',
    az: -30,
    lens: 22,
    eye: 1.6,
    terrace: 2.8,
    beams: 4,
    beam: '#a88b6c',
    first: {
      bed_dress: 'layered',
      bed_throw: '#9a6f4e',
      bed_cushion: '#d2b894',
      duvet: 'sateen',
      accent: {
        chair: '#8a8668',
        cushion: '#d2b894',
        lampbase: '#e3d6c0',
        art: { paint: 'coast', frame: 'oak', colours: ['#55604f', '#ebe0cc', '#6f868a'] },
      },
      family_rug: ['#e6dcc9', '#a08466', '#c9b08e', '#bba486'],
      floor_lamp: 'bronze',
      table_base: 'bronze',
      ceiling_lift: 60,
      sun: [10, 20, 0.9, 24],
      cam1: { pos: [7.2, 0.35, 1.5], target: [2.0, 5.6], lens: 24, shift_y: -0.04 },
    },
  },
  // the Amalfi rooms (indices 6-11): each first picture its own composition of what the room's name promises (`first`,
  // scene options the heroes taken in these rooms do not take): Timeless a warm walnut-panelled headboard wall
  // (`headwall`), Panoramic floor-to-ceiling glass (`glass`), Premium the beds made up as one king with a lounge
  // chair and a reading lamp (`king`, `lounge`); `throw` false: plain white beds (the coloured band across every bed
  // read as a painted runner); `bed_dress` 'layered': a knitted throw laid askew over the foot and down the window side
  // and a lumbar cushion before the square one (bedding.soft_bed; the plain white beds read as bare in the pictures from
  // the window side); `view1` names the first picture's camera (rooms.room_scene); the
  // two city rooms' first pictures show the bed and the window on the town together (Timeless 'window_corner', Premium
  // 'bedhead'): square-on to the headboard wall, or from the window looking back, a city view room showed no view.
  // Timeless City View: a greige knitted throw and slate-navy cushions (`bed_throw`, `bed_cushion`, `knit` 'soft'; the
  // midnight-blue ribbed bands and ochre-gold cushions read loud), a print of a slate sky over sand (`accent.art`: the pale
  // gold blur read as an empty frame); the first picture keeps its camera (`view1`): turned less toward the window
  // (a `cam1` tried) it showed both beds whole but only a glimpse of the town this room is named for; the
  // fourth from the window corner turned toward the desk wall (`other_cam`, `other_turn`: the near bed, its throw and the
  // outer nightstand's lamp filled the foreground)
  // (`city_look`: the houses across the street in weathered plaster with framed windows in their reveals, a few lit
  // in varied warmth, the rest dark glass; the hill's ridge in groves, not pines standing on it as pins; rooms.city_view)
  {
    head: 'x1',
    tod: 'golden',
    az: -15,
    lens: 26,
    eye: 1.4,
    first: {
      city_look: { reveal: 0.22 },
      headwall: 'walnut',
      throw: false,
      accent: {
        wall: '#ebe3d7',
        head: '#cbbba3',
        art: { paint: 'coast', frame: 'bronze', colours: ['#2e3a35', '#f0dcc0', '#5f7c7c'] },
      },
      // the console's own art (`console_art`): a diptych of soft bands, slate navy, sand and olive, in slim oak frames (the
      // coast over the desk also hung over the console: one painting twice in the fourth picture)
      console_art: { paint: 'bands', frame: 'oak', colours: ['#26344a', '#ece3d2', '#6b6f4e'], pair: true },
      duvet: 'sateen',
      view1: 'window_corner',
      outer_nightstand: true,
      desk_chair: 'dining',
      bed_dress: 'layered',
      bed_throw: '#8f8371',
      bed_cushion: '#34425a',
      knit: 'soft',
      other_cam: { x: 0.45, y: 0.25, eye: 1.4, lens: 22, shift_y: -0.08 },
      other_turn: 12,
      // the real low sun through the window at the hour's azimuth (rooms.py `sun` [elevation, shadow reach, fill, strength,
      // sky's sun elevation, sky's light]): the olive's leaf shadows across the walnut wall, the print, the desk and the chair
      // in the second picture, the panes' bright shapes and the floor lamp's shadow on the wall by the wardrobe in the fourth
      // (the room was evenly lit, no sun anywhere); the first, facing the window, sees no sun. At fill 0.16, sky's light 0.5
      // and strength 14 the first read greyer (mean brightness 0.52 against 0.64); now the fills raised (0.5, 0.85) with a
      // stronger sun (28) and a soft up-light at the ceiling (`ceiling_lift` 70: the grey ceiling over the first and fourth)
      sun: [14, 20, 0.5, 28.0, null, 0.85],
      ceiling_lift: 70,
    },
  },
  // Timeless Sea View: an olive knitted throw and oatmeal cushions (`bed_throw`, `bed_cushion`, `knit` 'soft'; the
  // saturated teal bands and teal and yellow cushions read cheap), a sage-grey desk chair for the teal one; its own
  // painting, three soft bands of deep slate blue, sand and pale sea blue in a black frame (`accent.art`, for the misty
  // slate print in a brass frame; first tried in #34444c / #8a9584: it read as a pale wash), and the sateen duvet
  // (`duvet`: the plain duvets read as flat white slabs); the first picture from the entrance corner at 22 mm (`cam1`: the near bed stood cut by
  // the left and bottom edges; now both beds with their headboards and lamps, the doors and the sea on the right), the
  // fourth from deeper in the window corner turned toward the desk wall (`other_cam`, `other_turn`: the near bed's duvet
  // and throw filled the lower half; now the desk, its chair, the wardrobe, the door and the console)
  {
    head: 'x0',
    tod: 'morning',
    az: 45,
    lens: 25,
    eye: 1.5,
    first: {
      headwall: 'walnut',
      throw: false,
      accent: {
        wall: '#ece5da',
        head: '#b9a68c',
        chair: '#55584a',
        art: { paint: 'bands', frame: 'black', colours: ['#1f3340', '#e6d5b8', '#4f7283'] },
      },
      // the console's own painting (`console_art`): a coast, an olive headland over a slate sea under a sand sky, in oak (the
      // bands over the desk also hung over the console: one painting twice in the fourth picture)
      console_art: { paint: 'coast', frame: 'oak', colours: ['#3f4634', '#ece2cf', '#5c7a86'] },
      duvet: 'sateen',
      view1: 'entry',
      desk_chair: 'dining',
      bed_dress: 'layered',
      bed_throw: '#5e6150',
      bed_cushion: '#cbbfa8',
      knit: 'soft',
      cam1: { pos: [3.05, 0.3, 1.5], target: [-0.45, 3.87], lens: 22, shift_y: -0.11 },
      other_cam: { x: 0.3, y: 0.25, eye: 1.45, lens: 22, shift_y: -0.08 },
      other_turn: -10,
      // the real low sun (`sun`, 13 degrees up) 5 degrees off the doors' axis (`sun_az`: the morning rule's 65 grazed
      // along the window wall; at -15 only 1 took sun and 4's beds washed pale, at +20 only 4): a window-shaped patch
      // with the mullions' bars on the door and the console in 4, a patch with the beds' shadows on the floor in front
      // of the glass in 1 (at 11 degrees only faint stripes there; at 16 the patch in 4 lower and smaller), a blue sky
      // with clouds over the balcony in 2 for the white haze; fill 1.0 and `ceiling_lift` 90 keep the white room as
      // light as before (fill 0.9 without the lift: 1 greyer, 4's ceiling grey); the sky's sun at 50 degrees (at 11 or
      // 28 a pale glare in 1's glass); no glint on the sea (`sun_spec` 0)
      sun: [13, 20, 1.0, 20, 50],
      sun_az: 5,
      sun_spec: 0,
      ceiling_lift: 90,
    },
  },
  // Panoramic City View: a deep olive soft knit with stone cushions (`bed_throw`, `bed_cushion`, `knit`: the ochre-gold
  // throws read as painted stripes); the fourth picture from the window side, a metre from the headboard wall and turned to
  // the beds (`other_cam`, `other_turn`: the near bed stood cut at the left edge, the desk chair at the right); the sateen
  // duvets (`duvet`: the plain duvets read as flat white slabs) and its own painting over the desk, the beds and the
  // console (`accent.art`: for the shared gradient print in brass), three soft bands of deep olive, stone and slate blue
  // in an oak frame on the navy slats (the throws' olive); the bathroom keeps the gradient print it had (`bath_art`)
  // (`city_look`: the houses across the street in weathered plaster with framed windows in their reveals, a few lit
  // in varied warmth, the rest dark glass; the hill's ridge in groves, not pines standing on it as pins; rooms.city_view)
  {
    head: 'x1',
    tod: 'dusk',
    az: 0,
    lens: 24,
    eye: 1.3,
    first: {
      city_look: { reveal: 0.22 },
      glass: 'full',
      throw: false,
      view1: 'glass_front',
      accent: { art: { paint: 'bands', frame: 'oak', colours: ['#2a3a1e', '#ebdfc6', '#3f6283'] } },
      // the console's own painting (`console_art`): a coast at dusk, a navy headland over a slate-blue sea under a sand sky,
      // in bronze, its headland on the left (`seed` 1: the other consoles' coasts have it on the right) (the bands over the
      // beds also hung over the console: one painting twice in the fourth picture)
      console_art: { paint: 'coast', frame: 'bronze', colours: ['#1f2a38', '#ead9bd', '#4d6b86'], seed: 1 },
      bath_art: ['#c9a24a', '#f4f2ee', '#5f6b70'],
      duvet: 'sateen',
      desk_chair: 'dining',
      bed_dress: 'layered',
      bed_throw: '#5f624a',
      bed_cushion: '#c8bca8',
      knit: 'soft',
      other_cam: { x: 0.9, y: 0.3, eye: 1.4, lens: 22, shift_y: -0.07 },
      other_turn: -21.7,
      // the blue hour lit by the room's own lamps (rooms.py option `evening`): it read as a white noon room under a dusk
      // sky; the window's, the bounce's and the sky's light indoors down, a warm bounce and lift, the lamps brighter with
      // a soft pool up and down from each, the cove washing the ceiling's edge (sky 0.25: at 0.12 the town went murky)
      evening: { fill: 0.15, bounce: 0.6, warm: [1, 0.8, 0.6], sky: 0.25, lift: 25, lamps: 4, pool: 35, shade: 2.5, cove: 30, exposure: 0.4 },
    },
  },
  // (Panoramic Sea View: the layered bed dress, a slate-green throw and greige square cushions, on the plain white beds
  // that filled the foreground of its first and fourth pictures; the velvet desk chair in place of the box chair)
  // Its beds dressed with a sage-grey cable-knit throw folded over each foot (`bed_dress` 'draped', `knit` 'cable'), a
  // painted coast in a slim black frame over them (`accent.art`), and the first picture from beside the door (`cam1`: from
  // the 'bedwall' corner the near bed's pillows filled the lower left, cut by the edge; now both beds whole with the
  // print, lamps and nightstands, and the glass wall, balcony and sea on the right); the sateen duvets (`duvet`: the plain
  // duvets filled the foreground of the first and fourth pictures as flat white slabs)
  {
    head: 'x0',
    tod: 'golden',
    az: 15,
    lens: 25,
    eye: 1.45,
    view2: 3,
    sun_spec: 0,
    view4: 'glass',
    first: {
      glass: 'full',
      throw: false,
      view1: 'bedwall',
      bed_dress: 'draped',
      knit: 'cable',
      duvet: 'sateen',
      bed_throw: '#6b746c',
      bed_cushion: '#b9a68c',
      desk_chair: 'dining',
      accent: { art: { paint: 'coast', frame: 'black', colours: ['#3b4a45', '#e6e3dd', '#5d7c85'] } },
      cam1: { pos: [3.75, 0.35, 1.45], target: [0.3, 4.6], lens: 22, shift_y: -0.08 },
      // the fourth picture (view4 'glass', seated beyond the near bed) turned 14 degrees toward the desk at 22 mm (`cam4`):
      // the painted print, the desk, its chair and the floor lamp whole beside the glass wall (the print and the chair
      // stood cut by the right edge)
      cam4: { pos: [1.0, 2.8125, 1.15], target: [3.375, 5.763], lens: 22, shift_y: -0.03 },
      // the real low sun through the glass (rooms.py `sun` [elevation, shadow reach, fill, strength, sky fill]): the
      // mullions' shadows across the floor in the first picture, the sun on the chairs and into the room in the second, on
      // the slatted wall and the desk in the fourth (the rooms were evenly lit, no sun anywhere); the sky's light at 0.45
      // apart from the window's and ceiling's fills at 0.14 (at 0.14 the golden sea went dark teal); at 9 degrees (TOD 7)
      // the sky and the sea stay golden. Azimuth as before (+28): at -28 no sun reached the floor inside. The fills then
      // raised (0.14 -> 0.4, the sky's light 0.45 -> 0.7) with a stronger sun (13 -> 22) and a soft light up at the
      // ceiling (`ceiling_lift` 90): at 0.14 the first picture's ceiling read a flat grey lid and the white marble and
      // walls dull (its mean brightness 0.49, 0.65 before the sun; now ~0.62), the mullions' streaks still on the floor
      sun: [9, 20, 0.4, 22.0, null, 0.7],
      ceiling_lift: 90,
    },
  },
  // Premium City View: a stone-grey knit (`bed_throw`, `knit`: the midnight-blue throw read as a flat ribbed band) and
  // dusty blush cushions; the first picture from the door across the room to the bed whole, the club chair and the window
  // on the town (`cam1`, in place of view1 'bedhead': from beside the bed's head the bed filled the lower half, its pillows
  // cut at the right edge); the fourth from the window side past the club chair, turned to the bed (`other_cam`,
  // `other_turn`: the bed stood cut at the left edge, the desk chair at the right)
  // (`city_look`: the houses across the street in weathered plaster with framed windows in their reveals, a few lit
  // in varied warmth, the rest dark glass; the hill's ridge in groves, not pines standing on it as pins; rooms.city_view)
  {
    head: 'x1',
    tod: 'morning',
    az: -30,
    lens: 24,
    eye: 1.55,
    view2: 2,
    first: {
      city_look: { reveal: 0.22 },
      king: true,
      lounge: true,
      view1: 'bedhead',
      drop_flush: 'head',
      accent: { art: { paint: 'bands', frame: 'oak', colours: ['#6b3b26', '#efe6d8', '#b5763f'] } },
      // the console's own painting (`console_art`): a coast, a dark olive headland over a grey-blue sea under a warm sand
      // sky, in walnut (the rust bands over the bed also hung over the console: one painting twice in the fourth picture)
      console_art: { paint: 'coast', frame: 'walnut', colours: ['#3b3f2c', '#efe3cf', '#667f88'] },
      duvet: 'sateen',
      desk_chair: 'dining',
      bed_dress: 'layered',
      bed_throw: '#9b8f7e',
      bed_cushion: '#cfae9f',
      knit: 'soft',
      cam1: { pos: [1.0, 0.3, 1.45], target: [3.424, 4.673], lens: 22, shift_y: -0.07 },
      other_cam: { x: 1.4, y: 0.35, eye: 1.55, lens: 22, shift_y: -0.06 },
      other_turn: -25.5,
      // the real low sun (`sun`, 15 degrees up) 29 degrees off the window's axis (`sun_az`: at the morning rule's -65 it
      // grazed along the window wall and the street's houses hid it; at -15 and 22 degrees only floor patches, at -40 none
      // in the fourth): the olive's leaf shadows across the slats and the print by the desk in the second, the sun on the
      // wardrobe's side and the floor beside it in the fourth, a patch with the desk chair's shadows on the floor in the
      // first; fills 0.6 and 0.9 and `ceiling_lift` 90 keep the white room as light (the grey ceiling now white)
      sun: [15, 20, 0.6, 28.0, null, 0.9],
      sun_az: -29,
      ceiling_lift: 90,
    },
  },
  // (`hero`: the scene options its heroes take: the room as its own pictures show it, one king bed and the lounge corner)
  // Premium Sea View, its own pictures (`first`): the layered bed dress in oatmeal with slate-grey cushions and an olive
  // velvet club chair (`accent`: the teal cushion, slate band and ochre chair read loud against the white), the velvet desk
  // chair (the ochre box chair of the fourth picture); the first picture from the desk wall turned toward the doors (`cam1`:
  // the bed whole with both lamps, the chair and the doors on the sunset; 'corner' cut the bed in half at the left edge);
  // the sateen duvet (`duvet`: the plain duvet read as a flat white slab); its own painting over the bed and the desk
  // (`accent.art`: for the shared navy gradient print in brass), a coast at dusk, a dark plum headland under an apricot
  // horizon over a violet-blue sea, in an oak frame on the walnut slats, the warm lamps' colours (first in #3d2c2e /
  // #f3c58f / #6d6a80: a lilac-grey sea under a tan sky, flat under the warm lamps); the bathroom keeps the gradient
  // print it had (`bath_art`: the accent art also hangs opposite its mirror, baths.py)
  {
    head: 'x0',
    tod: 'dusk',
    az: 25,
    lens: 26,
    eye: 1.35,
    sun_spec: 0,
    view4: 'desk',
    first: {
      king: true,
      lounge: true,
      view1: 'corner',
      accent: {
        chair: '#65664d',
        cushion: '#6d767a',
        art: { paint: 'coast', frame: 'oak', colours: ['#2a1f26', '#f5c27e', '#3f5b9a'] },
      },
      bath_art: ['#1f3550', '#efece7', '#2f7f8a'],
      duvet: 'sateen',
      desk_chair: 'dining',
      bed_dress: 'layered',
      bed_throw: '#b5a58c',
      knit: 'soft',
      cam1: { pos: [4.5, 2.9, 1.4], target: [-0.136, 4.773], lens: 22, shift_y: -0.05 },
      // the blue hour lit by the room's own lamps (rooms.py option `evening`, as Panoramic City View's): the sea keeps more of
      // the sky's light (0.5), the balcony picture (2) all of it and no added exposure. Real pools: the lamps' even glow
      // down (lamps 1.2, was 4), strong narrower cones up and down (pool 200 / 160 W, 100 and 80 degrees, blend 0.6: a
      // soft scallop up the slats over each lamp; at 0.3 the desk lamp's up cone drew a hard diagonal edge across the
      // print in 4) casting soft shadows (4 cm) at twice the samples, the lift and the exposure down
      evening: {
        fill: 0.15,
        bounce: 0.35,
        warm: [1, 0.8, 0.6],
        sky: [0.5, 1, 0.5],
        lift: 8,
        lamps: 1.2,
        pool: 200,
        pool_down: 160,
        cone: [100, 80, 0.6],
        soft: 0.04,
        samples: 2,
        shade: 2.5,
        cove: 30,
        exposure: [0.25, 0, 0.25],
        // the desk lamp's up cone at a fifth in the fourth picture (`up_art` per picture): its edge drew a soft bright
        // diagonal across the painting over the desk; the bedside lamps' scallops up the slats in the first stay
        up_art: [1, 1, 0.2],
      },
    },
    hero: { king: true, lounge: true },
  },
];
// The bathroom's own hour (a bath is often seen at another time than the bedroom) and layout. `area` (m²) overrides
// the bath's share of the room (a fifth of it), `cam` its view (rooms.room_scene: the door corner by default,
// 'axis' from the door straight down to the tub under the window).
const BATHS = [
  { tod: 'morning', tub: 'free', vanity: 'x0', basins: 1, tile: '#e9dcc6', floor: '#c98b64' },
  { tod: 'golden', tub: 'free', vanity: 'x0', basins: 1, tile: '#2f7f8a', floor: '#e9dcc6' },
  { tod: 'noon', tub: 'free', vanity: 'x1', basins: 2, tile: '#f1ebe0', floor: '#a86a4c' },
  { tod: 'dusk', tub: 'built', vanity: 'x0', basins: 2, tile: '#d9c3a5', floor: '#6b4a32' },
  { tod: 'golden', tub: 'free', vanity: 'x1', basins: 2, tile: '#c8744f', floor: '#efe6d6', shower: true },
  { tod: 'morning', tub: 'free', vanity: 'x0', basins: 2, tile: '#a9c4bf', floor: '#c98b64', shower: true },
  { tod: 'morning', tub: 'built', vanity: 'x1', basins: 1, tile: '#f2f0ec', floor: '#e4e0d8', vein: '#9a9a9a' },
  { tod: 'dusk', tub: 'free', vanity: 'x0', basins: 1, tile: '#3a3f44', floor: '#2c3034', vein: '#c9c4bb' },
  { tod: 'golden', tub: 'free', vanity: 'x1', basins: 2, tile: '#e8e2d6', floor: '#cfc7b9', vein: '#b59a6a' },
  { tod: 'noon', tub: 'free', vanity: 'x1', basins: 2, tile: '#ecebe8', floor: '#5a5f63', vein: '#7d8a92', shower: true, area: 6 },
  { tod: 'night', tub: 'free', vanity: 'x1', basins: 1, tile: '#d9d4cc', floor: '#f0eeea', vein: '#6f7478' },
  { tod: 'morning', tub: 'free', vanity: 'x1', basins: 2, tile: '#2d3b45', floor: '#e9e6e0', vein: '#c9a24a', shower: true, area: 6, cam: 'axis' },
];

/** Sun direction (degrees from +y, the way the windows face): beside the window by day, ahead of it at golden hour and dusk. */
const azimuth = (tod, az) => (tod === 'morning' || tod === 'noon' ? Math.sign(az || 1) * 65 : tod === 'golden' ? Math.sign(az || 1) * 28 : az);

export function roomScenes({ heroes = false } = {}) {
  return roomData().map((r) => {
    const g = dims(r.m2);
    const su0 = SETUPS[r.index % SETUPS.length];
    // the heroes taken in a room keep the room as it was (their own scenes, softHeroScenes), or take the options
    // SETUPS `hero` names (e.g. the king bed and lounge corner of the room's own pictures)
    const { accent, king, ...first } = heroes ? (su0.hero ?? {}) : (su0.first ?? {});
    const su = { ...su0, ...first };
    const ba = BATHS[r.index % BATHS.length];
    const hotelIndex = r.index % 6;
    // (a twinOrDouble room may be made up as one king: SETUPS first.king)
    const beds = king ? 1 : r.beds === 'twoKing' ? 2 : r.beds === 'twinOrDouble' ? 2 : 1;
    const bed = king || r.beds === 'twoKing' ? 'king' : r.beds === 'twinOrDouble' ? 'twin' : r.m2 >= 35 ? 'king' : 'double';
    const slot2 = r.beds === 'twoKing' || (r.view === 'sea' && r.m2 < 35) ? 'balcony' : r.m2 >= 35 ? 'seating' : 'desk';
    const bathArea = ba.area ?? Math.min(11, Math.max(4.2, r.m2 * 0.2));
    const bd = +Math.max(2.2, Math.min(3.6, Math.sqrt(bathArea * 1.2))).toFixed(2);
    const bw = +(bathArea / bd).toFixed(2);
    const shot = (n, kind, extra = {}) => {
      const [width, height] = renderSize(`room-${r.slug}-${n}`);
      return { id: `room-${r.slug}-${n}`, kind, out: `art/renders/room-${r.slug}-${n}.png`, width, height, samples: SAMPLES, ...extra };
    };
    return {
      name: `room-${r.slug}`,
      builder: 'bedroom',
      room: { title: r.title, m2: r.m2, beds: r.beds, view: r.view, hotel: r.hotel },
      hotel: r.hotel,
      ...g,
      view: r.view,
      seed: r.index * 7 + 3,
      layout: r.beds === 'twoKing' ? 'family' : 'side',
      head: su.head,
      bed,
      beds,
      seating: r.m2 >= 35,
      tod: su.tod,
      // (SETUPS `sun_az`: the room's own pictures' sun azimuth as given, where the hour's rule would graze it along the window wall)
      sun_azimuth: su.sun_az ?? azimuth(su.tod, su.az),
      accent: { ...ACCENTS[r.hotel][hotelIndex], ...accent },
      camera: { lens: su.lens, eye: su.eye },
      view2: su.view2 ?? 0,
      // a room type's own bed camera (rooms.room_scene)
      ...(su.view1 ? { view1: su.view1 } : {}),
      ...(su.headwall ? { headwall: su.headwall } : {}),
      ...(su.glass ? { glass: su.glass } : {}),
      ...(su.lounge ? { lounge: true } : {}),
      ...(su.throw === false ? { throw: false } : {}),
      ...(su.outer_nightstand ? { outer_nightstand: true } : {}),
      // an upholstered desk chair in place of the box chair (bedding.desk_chair; the Amalfi city rooms and Timeless Sea View, at or by the edge of most of their pictures)
      ...(su.desk_chair ? { desk_chair: su.desk_chair } : {}),
      // the dropped ceiling run into the headboard wall (rooms.shell; Premium City View, whose first camera stands beside the bed's head)
      ...(su.drop_flush ? { drop_flush: su.drop_flush } : {}),
      // the window-side (fourth) picture's camera turned this many degrees to its right (rooms.room_scene; Premium City View)
      ...(su.other_turn ? { other_turn: su.other_turn } : {}),
      // the window-side (fourth) picture's camera moved, its eye height, lens and shift (rooms.room_scene; the Sorrento sea rooms)
      ...(su.other_cam ? { other_cam: su.other_cam } : {}),
      // the beds dressed with a knitted throw and a lumbar cushion before the square one (bedding.soft_bed; a plain white bed read as bare)
      ...(su.bed_dress ? { bed_dress: su.bed_dress } : {}),
      // the beds' square cushions in another colour of the room's palette (rooms.bedroom; the accent cushion is near white)
      ...(su.bed_cushion ? { bed_cushion: su.bed_cushion } : {}),
      // the beds' throw and lumbar cushion in a colour of their own (rooms.bedroom; the balcony's seat pads
      // and the Family Suite's rug border keep the accent throw colour)
      ...(su.bed_throw ? { bed_throw: su.bed_throw } : {}),
      // the duvet in a warm ivory sateen with a double-stitched border, shallow creases and a stitched turned-down sheet
      // (bedding.soft_bed `duvet_opt`; the city rooms' plain duvets read as flat white slabs)
      ...(su.duvet ? { duvet: su.duvet } : {}),
      // an Amalfi room's console print a painting (or a diptych) of its own, not the accent art hung over the beds or the desk (rooms.console_art)
      ...(su.console_art ? { console_art: su.console_art } : {}),
      // a console, a lamp and a print on the wall the window-side picture looks at beyond the beds (dressing.console_wall)
      ...(su.far_wall ? { far_wall: su.far_wall } : {}),
      // the layered throw's knit less regular (bedding._soft_knit; the ribs read as even corduroy)
      ...(su.knit ? { knit: su.knit } : {}),
      // a suite's long terrace: its depth (dressed by dressing.terrace)
      ...(su.terrace ? { terrace: su.terrace } : {}),
      // a sunset sea room: the sun lamp's specular factor (0: no blown glint on the sea under the low sun, rooms.bedroom)
      ...(su.sun_spec === undefined ? {} : { sun_spec: su.sun_spec }),
      // fewer, lighter ceiling beams (rooms.shell)
      ...(su.beams ? { beams: su.beams, beam: su.beam } : {}),
      // the beds' middle along the headboard wall (rooms.bedroom; by default at 0.45 of the room's depth)
      ...(su.bed_y ? { bed_y: su.bed_y } : {}),
      // a wider street of lower houses across from a city room's window (rooms.city_view)
      ...(su.city_street ? { city_street: su.city_street } : {}),
      // the facades across the street in weathered plaster, framed windows in their reveals, rooms lit in varied warmth,
      // the hill's ridge in groves (rooms.city_view)
      ...(su.city_look ? { city_look: su.city_look } : {}),
      // the Family Suite's sitting-group rug in colours of its own and its table's base in bronze (rooms.bedroom); the floor
      // lamps in bronze (rooms.floor_lamp)
      ...(su.family_rug ? { family_rug: su.family_rug } : {}),
      ...(su.floor_lamp ? { floor_lamp: su.floor_lamp } : {}),
      ...(su.table_base ? { table_base: su.table_base } : {}),
      // a soft light facing up at a wide room's beamed ceiling (rooms.bedroom)
      ...(su.ceiling_lift ? { ceiling_lift: su.ceiling_lift } : {}),
      // (with `sun`) the lift's strength in the shots at another hour, where the bathroom had it before the sun (rooms.bedroom)
      ...(su.lift_other ? { lift_other: su.lift_other } : {}),
      // a real low sun through the window, [elevation, shadow reach, fill, strength] (rooms.bedroom option `sun`)
      ...(su.sun ? { sun: su.sun } : {}),
      // a dusk room lit by its own lamps: the daylight's fill indoors down, the lamps brighter with a pool up and down, the cove lit (rooms.bedroom option `evening`)
      ...(su.evening ? { evening: su.evening } : {}),
      bath: {
        w: +Math.max(2.7, bw).toFixed(2),
        d: +(bd + 0.6).toFixed(2),
        h: 2.7,
        tod: ba.tod,
        tub: ba.tub,
        vanity_wall: ba.vanity,
        basins: bathArea > 5.5 ? ba.basins : 1,
        shower: !!ba.shower && bathArea > 6,
        tile: ba.tile,
        floor_tile: ba.floor,
        vein: ba.vein ?? '#8a8580',
        ...(ba.cam ? { cam: ba.cam } : {}),
        // the bathroom's print opposite the mirror (free-tub baths without a shower) its own, where the room's accent art
        // (the print over the bed) is a painting of its own (SETUPS first.bath_art; baths.bathroom)
        ...(su.bath_art ? { bath_art: su.bath_art } : {}),
      },
      shots: [
        // (SETUPS `cam1`: the first picture's own camera, where no named view1 frames the room's bed whole)
        shot(1, 'bed', su.cam1 ? { camera: su.cam1 } : {}),
        shot(2, slot2),
        // the fourth picture: the bedroom from the window side, or (SETUPS view4) another of the room's cameras, e.g. its
        // desk by the balcony doors where the window-side view would repeat another room's
        // (SETUPS `cam4`: the fourth picture's own camera, as `cam1` for the first)
        shot(4, su.view4 ?? 'other', su.cam4 ? { camera: su.cam4 } : {}),
        ...heroesOf(r.slug, false),
        shot(3, 'bath', { tod: ba.tod, sun_azimuth: azimuth(ba.tod, -su.az) }),
      ],
    };
  });
}

/**
 * Heroes (and one home card) taken inside a room type's scene: each its own camera in room coordinates
 * (x across from the headboard wall, y from the corridor to the window), an hour of its own where the
 * room's four pictures use another, and a portrait camera for phones. None repeats a room picture's
 * viewpoint (tests/unit/image-distinct.test.ts). Heroes render at HERO_SCALE like the place heroes.
 */
const HERO_SCALE = Number(process.env.ART_SCALE ?? 0.75);
const ROOM_HEROES = {
  // the Sorrento suite (golden hour in its own pictures): at dusk from the door corner, the bed on the left
  // and the balcony doors open on the sunset; and at golden hour from the sitting corner by the window,
  // looking back at the bed, its lamps lit and the low sun across it
  'suite-sea-view': [
    {
      id: 'accommodation-hero',
      tod: 'dusk',
      exposure: -0.2,
      camera: { pos: [5.38, 0.9, 1.45], target: [0.3, 6.2], lens: 24, shift_y: -0.05 },
      portrait: { pos: [4.6, 1.1, 1.45], target: [3.0, 7.38], lens: 22, shift_y: -0.05 },
    },
    {
      // golden hour from the corner by the door: the bed in the middle with a bench at its foot, the balcony doors
      // open on the right, the low sun through them raking across the floor, the rug, the bench and the bed onto the
      // headboard wall; the portrait from nearly the same corner. The suite's soft scene holds this hero alone, so its
      // `scene` options touch no other picture: the real low sun (rooms.py option `sun` [elevation, shadow reach, fill,
      // strength]: with the sky's even light and the window's fill at full strength no sun patch showed), the bed in
      // a caramel cable-knit throw with sage cushions (`bed_dress` 'draped', `knit` 'cable'; the rose throw and the
      // green cushion read loud), a painted coast in an oak frame (`accent.art`: the pink gradient read as a placeholder)
      id: 'sorrento-rooms-hero',
      soft: true,
      exposure: -0.3,
      scene: {
        sun: [14, 20, 0.28, 12.0],
        bed_dress: 'draped',
        knit: 'cable',
        bed_throw: '#a8835f',
        bed_cushion: '#8a9276',
        accent: {
          throw: '#a8835f',
          cushion: '#8a9276',
          head: '#b4876a',
          chair: '#e9dcc6',
          sofa: '#2f7f8a',
          lampbase: '#e9dcc6',
          book: '#8a3b2a',
          art: { paint: 'coast', frame: 'oak', colours: ['#3f6470', '#efe4d2', '#c8885f'] },
          rug: ['#d4bfa0', '#a8876a'],
          wall: '#eee0c8',
        },
      },
      camera: { pos: [5.4, 0.75, 1.4], target: [0.0, 4.1], lens: 24, shift_y: -0.06, shift_x: -0.03 },
      // the portrait (phones: the title covers the lower ~60 %): from the door corner, the bed, its lamps, the print
      // and the sunlit doors at the right edge in the top band by a strong downward lens shift, the plank floor and the
      // rug under the title
      portrait: { pos: [5.6, 1.2, 1.35], target: [0.0, 4.5], lens: 24, shift_y: -0.28 },
    },
  ],
  // the Amalfi Premium Room Sea View (dusk in its own pictures), made up as its own pictures show it (SETUPS `hero`: one
  // king bed, a bench at its foot, the club chair and reading lamp in the window corner)
  'premium-room-sea-view': [
    {
      // the Amalfi rooms page: at dusk from the doorway, the king bed against the walnut slats on the left, the club
      // chair and its lamp in the window corner, the open doors on the sunset sea, the desk at the right edge; the
      // portrait (phones: the title over the lower ~60 %) from the same doorway, the bed, chair and doors in the top
      // band by a strong downward lens shift, the rug and the marble floor under the title
      id: 'amalfi-rooms-hero',
      soft: true,
      camera: { pos: [3.75, 0.4, 1.45], target: [1.3, 6.42], lens: 22, shift_y: -0.06 },
      portrait: { pos: [3.9, 0.6, 1.6], target: [1.2, 6.42], lens: 20, shift_y: -0.25 },
    },
    {
      // the privacy page (a scene of its own, variant 'desk': the corner plant gone, a print over the desk): the
      // writing desk by the window in the evening, its lamp lit, the glass doors on the sea; the scene's own hour and
      // sun (`scene`: build.py applies a shot's azimuth only at an hour other than the scene's): golden, the low sun
      // out of the frame on the left, its light through the doors across the desk and the walnut slats (at night the
      // window was a black pane)
      id: 'privacy-hero',
      soft: true,
      variant: 'desk',
      // floor 'stone' (rooms.stone_floor: warm honed slabs; the calm marble read as a plain white floor), balcony_chairs
      // 'teak' (dressing.balcony: teak armchairs with piped cushions; the upholstered tubs read as lumpy white shapes),
      // desk_chair 'dining' (bedding.desk_chair: an upholstered, piped chair on walnut legs; the old one was a box on sticks)
      scene: { tod: 'golden', sun_azimuth: 60, floor: 'stone', balcony_chairs: 'teak', desk_chair: 'dining' },
      camera: { pos: [1.8, 3.0, 1.3], target: [3.9, 6.42], lens: 26, shift_y: -0.04 },
      // (no portrait: the privacy page's hero is compact, phones show this picture whole above the title)
    },
    {
      // the home page's card (a scene of its own, variant 'card': bedding.py does nothing for it; its `scene` options
      // leave the Amalfi rooms hero's scene as it was): at golden hour from the corridor corner beside the bed's head,
      // the pillows and the camel cable-knit throw in the foreground, the open doors on the teak armchairs, the golden
      // sea and the island, the club chair on their left, the olive and the desk on the right; stone floor, the desk's
      // velvet chair, a calm sand, oatmeal and sage accent for the navy, teal and mustard (the view from the doorway
      // toward the doors is the Amalfi rooms hero's; square-on to the bed from the desk wall the doors were a blank glow)
      id: 'preview-accommodations',
      soft: true,
      variant: 'card',
      scene: {
        tod: 'golden',
        sun_azimuth: -22,
        floor: 'stone',
        balcony_chairs: 'teak',
        desk_chair: 'dining',
        bed_dress: 'draped',
        knit: 'cable',
        bed_throw: '#a88f72',
        bed_cushion: '#8e9a8a',
        accent: {
          throw: '#a88f72',
          cushion: '#8e9a8a',
          head: '#cdbfa8',
          chair: '#b9a58a',
          sofa: '#e9e6e0',
          book: '#7d8f93',
          art: { paint: 'coast', frame: 'oak', colours: ['#3f5f66', '#ece3d3', '#c08a6a'] },
          rug: ['#dcd3c4', '#a8998a'],
          slats: '#5a4636',
          wall: '#eee9e1',
        },
      },
      camera: { pos: [1.1, 0.5, 1.4], target: [3.2, 6.42], lens: 20, shift_y: -0.08 },
    },
  ],
};
/** Hero shots accepted after a look at full size, both crops (docs/ART.md); the others stay drafts. */
const REVIEWED_ROOM_HEROES = new Set(['accommodation-hero', 'amalfi-rooms-hero', 'preview-accommodations', 'sorrento-rooms-hero', 'privacy-hero']);
function heroShots(h) {
  const sz = (portrait) => {
    const [w, ht] = portrait ? portraitSize() : masterSize(h.id);
    return [Math.round(w * HERO_SCALE), Math.round(ht * HERO_SCALE)];
  };
  const [width, height] = sz(false);
  const [pw, ph] = sz(true);
  const draft = REVIEWED_ROOM_HEROES.has(h.id) ? {} : { draft: true };
  const extra = {
    ...(h.tod ? { tod: h.tod } : {}),
    ...(h.az === undefined ? {} : { sun_azimuth: h.az }),
    ...(h.exposure === undefined ? {} : { exposure: h.exposure }),
  };
  const out = [{ id: h.id, kind: 'hero', camera: h.camera, out: `art/renders/${h.id}.png`, width, height, samples: SAMPLES, ...draft, ...extra }];
  if (h.portrait)
    out.push({
      id: `${h.id}-portrait`,
      kind: 'hero_p',
      camera: h.portrait,
      out: `art/renders/${h.id}-portrait.png`,
      width: pw,
      height: ph,
      samples: SAMPLES,
      ...draft,
      ...extra,
    });
  return out;
}

/** A room's heroes: those with the room pictures' bedding (in the room's scene) or soft bedding (`soft: true`). */
const heroesOf = (slug, soft) => (ROOM_HEROES[slug] ?? []).filter((h) => !!h.soft === soft).flatMap(heroShots);

/**
 * The soft-bedding heroes: the room's own scene built by `bedroom_soft` (bedding.py: a duvet that rounds over
 * the edge and falls in folds, plump pillows), a scene apart so that the room pictures keep their beds.
 */
function softHeroScenes() {
  return roomScenes({ heroes: true }).flatMap((sc) => {
    const soft = (ROOM_HEROES[sc.name.replace(/^room-/, '')] ?? []).filter((h) => h.soft);
    // a hero with a `variant` gets a scene of its own (bedding.py changes that scene only, e.g. 'desk')
    // a hero's `scene`: options of its scene as a whole (e.g. the sun's azimuth: build.py sets a shot's own azimuth only
    // with an hour other than the scene's)
    return [...new Set(soft.map((h) => h.variant ?? ''))].map((v) => ({
      ...sc,
      name: `${sc.name}-soft${v ? `-${v}` : ''}`,
      builder: 'bedroom_soft',
      ...(v ? { variant: v } : {}),
      ...Object.assign({}, ...soft.filter((h) => (h.variant ?? '') === v).map((h) => h.scene ?? {})),
      shots: soft.filter((h) => (h.variant ?? '') === v).flatMap(heroShots),
    }));
  });
}

export function allScenes() {
  return [...roomScenes(), ...softHeroScenes(), ...PLACES(), ...INTERIORS()];
}
