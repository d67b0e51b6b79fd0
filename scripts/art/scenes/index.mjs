// Registry: image id -> scene renderer. Each renderer draws into an Svg of the kind's design size.
import { Svg, P } from '../lib/core.mjs';
import * as C from './coast.mjs';
import * as Rm from './rooms.mjs';
import * as V from './venues.mjs';
import * as X from './explore.mjs';
import { avatar } from './people.mjs';
import * as F from './food.mjs';
import { roomData, roomBedroom, shotOf } from './room-types.mjs';

export const SIZES = { hero: [1920, 1080], card: [1200, 900], avatar: [400, 400] };

/** Draws a scene mirrored left-right: a second view of a subject that must not repeat the first. */
const mirrored = (fn) => (s, e) => {
  s.add(`<g transform="translate(${s.W},0) scale(-1,1)">`);
  fn(s, e);
  s.add('</g>');
};
/** The bedroom's second view: a later hour than its first (night shows the lamps). */
const LATER = { morning: 'golden', golden: 'night', dusk: 'night', night: 'golden' };
const NEXT = { morning: 'golden', golden: 'dusk', dusk: 'morning', night: 'dusk' };

const cocktails3 = [
  { t: 'cocktail', x: 0.26, y: 0.24, s: 2.0, style: 'coupe', color: P.rose },
  { t: 'cocktail', x: 0.74, y: 0.24, s: 2.0, style: 'martini', color: '#e07a5f' },
  { t: 'cocktail', x: 0.5, y: 0.3, s: 2.2, style: 'highball', color: '#f0a53a' },
];

const scenes = {
  'home-hero': ['hero', (s, e) => C.homeHero(s, e)],
  'sorrento-hero': ['hero', (s) => X.exterior(s, { hotel: 'sorrento', tod: 'golden', seed: 'sorrento-hero' })],
  'amalfi-hero': ['hero', (s) => X.exterior(s, { hotel: 'amalfi', tod: 'dusk', seed: 'amalfi-hero' })],
  'accommodation-hero': ['hero', (s) => Rm.bedroom(s, { theme: 'sorrento', view: 'sea', tod: 'golden', size: 'suite', balcony: true, seed: 'acc' })],
  'dining-hero': ['hero', (s) => V.restaurant(s, { tod: 'golden', seed: 'dining-hero', lights: true, cloth: P.ivory })],
  'sorrento-rooms-hero': ['hero', (s) => Rm.seating(s, { theme: 'sorrento', view: 'sea', tod: 'golden', seed: 'srh' })],
  'amalfi-rooms-hero': ['hero', (s) => Rm.bedroom(s, { theme: 'amalfi', view: 'sea', tod: 'dusk', size: 'suite', balcony: true, seed: 'arh' })],
  'skybar-hero': ['hero', (s) => V.rooftop(s, { mode: 'bar', tod: 'dusk', seed: 'skybar-hero' })],
  'skybar-services-hero': ['hero', (s) => V.rooftop(s, { mode: 'bar', tod: 'golden', seed: 'skybar-services', foreground: true })],
  'bistro-hero': ['hero', (s) => V.restaurant(s, { tod: 'morning', seed: 'bistro-hero', cloth: '#f3e3cf', chair: '#8a5a3c' })],
  'luxe-hero': ['hero', (s) => V.restaurant(s, { indoor: true, tod: 'dusk', seed: 'luxe-hero', cloth: P.ivory, chair: '#c9a24a', rim: P.gold })],
  'buffet-hero': ['hero', (s) => V.buffet(s, { tod: 'morning', seed: 'buffet-hero' })],
  'explore-hero': ['hero', (s) => X.panorama(s, { tod: 'golden', seed: 'explore-hero' })],
  'offers-hero': ['hero', (s) => X.terrace(s, { tod: 'dusk', seed: 'offers-hero', glasses: true })],
  'amenities-hero': ['hero', (s) => V.rooftop(s, { mode: 'pool', tod: 'morning', seed: 'amenities-hero' })],
  'gallery-hero': ['hero', (s) => X.arcade(s, { tod: 'golden', seed: 'gallery-hero' })],
  'contact-hero': ['hero', (s) => Rm.lobby(s, { tod: 'golden', seed: 'contact-hero' })],
  'privacy-hero': ['hero', (s) => Rm.writingDesk(s, { tod: 'morning', seed: 'privacy-hero' })],

  welcome: ['card', (s) => X.terrace(s, { tod: 'golden', seed: 'welcome' })],
  'sorrento-exterior': ['card', (s) => X.exterior(s, { hotel: 'sorrento', tod: 'morning', seed: 'sorrento-exterior' })],
  'amalfi-exterior': ['card', (s) => X.exterior(s, { hotel: 'amalfi', tod: 'golden', seed: 'amalfi-exterior' })],
  bistro: [
    'card',
    (s) =>
      V.restaurant(s, {
        tod: 'golden',
        seed: 'bistro',
        cloth: '#f3e3cf',
        chair: '#8a5a3c',
        tables: [
          [-1.6, 6.2],
          [1.4, 6.6],
          [0, 4.0],
        ],
      }),
  ],
  luxe: [
    'card',
    (s) =>
      V.tableTop(s, {
        tod: 'night',
        seed: 'luxe',
        surface: '#1a2f40',
        items: [
          { t: 'candle', x: 0.15, y: 0.12, s: 1.6 },
          { t: 'wine', x: 0.82, y: 0.16, s: 1.9 },
          { t: 'plate', x: 0.48, y: 0.27, s: 2.1, food: 'steak' },
          { t: 'cutlery', x: 0.72, y: 0.36, s: 1.8 },
        ],
      }),
  ],
  buffet: [
    'card',
    (s) =>
      V.restaurant(s, {
        indoor: true,
        tod: 'golden',
        seed: 'buffet',
        cloth: '#f3e3cf',
        chair: '#8a5a3c',
        rim: P.gold,
        tables: [
          [-1.5, 5.4],
          [1.5, 5.4],
          [0, 7.5],
        ],
      }),
  ],
  skybar: ['card', (s) => V.rooftop(s, { mode: 'bar', tod: 'dusk', seed: 'skybar' })],
  breakfast: [
    'card',
    (s) =>
      V.tableTop(s, {
        tod: 'morning',
        seed: 'breakfast',
        items: [
          { t: 'juice', x: 0.16, y: 0.12, s: 1.8 },
          { t: 'croissant', x: 0.74, y: 0.13, s: 1.9 },
          { t: 'plate', x: 0.45, y: 0.25, s: 2.0, food: 'breakfast' },
          { t: 'cup', x: 0.84, y: 0.33, s: 1.8 },
          { t: 'fruit', x: 0.16, y: 0.36, s: 1.8 },
        ],
      }),
  ],
  'rooftop-pool': ['card', (s) => V.rooftop(s, { mode: 'pool', tod: 'golden', seed: 'rooftop-pool' })],
  'islands-tour': ['card', (s) => X.islandsTour(s, { tod: 'morning', seed: 'islands-tour' })],
  'airport-limousine': ['card', (s) => X.limousine(s, { tod: 'golden', seed: 'limo' })],
  buggy: ['card', (s) => X.buggy(s, { tod: 'morning', seed: 'buggy' })],
  'preview-accommodations': ['card', (s) => Rm.bedroom(s, { theme: 'amalfi', view: 'sea', tod: 'golden', size: 'std', balcony: true, seed: 'pacc' })],
  'preview-sunset': ['card', (s) => C.homeHero(s, { tod: 'dusk' })],
  'preview-dining': ['card', (s) => V.rooftop(s, { mode: 'dining', tod: 'golden', seed: 'preview-dining' })],
  'preview-vortex': ['card', (s) => X.vortex(s, { tod: 'morning', seed: 'pv' })],
  'preview-cable-car': ['card', mirrored((s) => X.cableCar(s, { tod: 'golden', seed: 'pcc' }))],
  'attraction-cable-car': ['card', (s) => X.cableCar(s, { tod: 'morning', seed: 'acc2' })],
  'attraction-ruins': ['card', (s) => X.ruins(s, { tod: 'golden', seed: 'ruins' })],
  'attraction-light-show': ['card', (s) => X.lightShow(s, { seed: 'show' })],
  'attraction-dragon-stairway': ['card', (s) => X.dragonStairway(s, { tod: 'morning', seed: 'dragon' })],
  'attraction-clock-tower': ['card', (s) => X.clockTower(s, { tod: 'dusk', seed: 'tower' })],
  'offer-dining-discount': [
    'card',
    (s) =>
      V.tableTop(s, {
        tod: 'golden',
        seed: 'odd',
        items: [
          { t: 'flowers', x: 0.16, y: 0.12, s: 1.8 },
          { t: 'wine', x: 0.82, y: 0.16, s: 1.9, color: 'rgba(243,217,160,0.9)' },
          { t: 'plate', x: 0.47, y: 0.27, s: 2.1, food: 'fish' },
          { t: 'cutlery', x: 0.7, y: 0.36, s: 1.8 },
        ],
      }),
  ],
  'offer-cocktails': ['card', (s) => V.tableTop(s, { tod: 'dusk', seed: 'oc', surface: '#e9dcc6', skyline: true, lights: true, items: cocktails3 })],
  'skybar-dj-nights': ['card', (s) => V.rooftop(s, { mode: 'dj', tod: 'night', seed: 'dj' })],
  'skybar-happy-hour': [
    'card',
    (s) =>
      V.tableTop(s, {
        tod: 'golden',
        seed: 'hh',
        surface: '#efe9df',
        skyline: true,
        lights: true,
        sunX: 0.3,
        items: [
          { t: 'candle', x: 0.84, y: 0.14, s: 1.7 },
          { t: 'cocktail', x: 0.36, y: 0.28, s: 2.2, style: 'highball', color: '#f0a53a' },
          { t: 'cocktail', x: 0.62, y: 0.26, s: 2.1, style: 'coupe', color: '#e8a68f' },
        ],
      }),
  ],
  'skybar-rooftop-dining': ['card', (s) => V.rooftop(s, { mode: 'dining', tod: 'dusk', seed: 'rd' })],
  'buffet-breakfast': ['card', (s) => V.buffet(s, { tod: 'morning', seed: 'bb', items: ['bread', 'fruit', 'cake', 'bowl', 'dome'] })],
  'bistro-dish': ['card', (s) => F.bistroDish(s, { tod: 'golden', seed: 'bistro-dish' })],
  'luxe-dish': ['card', (s) => F.luxeDish(s, { tod: 'night', seed: 'luxe-dish' })],
  'skybar-cocktails': ['card', (s) => F.skybarCocktails(s, { tod: 'dusk', seed: 'skybar-cocktails' })],
  'buffet-grill': ['card', (s) => F.bbqSeafood(s, { tod: 'dusk', seed: 'buffet-grill' })],
  'buffet-bbq-seafood': ['card', (s) => V.bbq(s, { tod: 'dusk', seed: 'bbq' })],
};
for (const room of roomData()) {
  const shot = shotOf(room);
  const c = {
    theme: room.hotel,
    view: room.view,
    tod: shot.tod,
    size: room.m2 >= 60 ? 'family' : room.m2 >= 35 ? 'suite' : 'std',
    twin: room.beds === 'twinOrDouble',
    balcony: room.view === 'sea',
    m2: room.m2,
    mirror: shot.mirror,
    index: room.index,
  };
  scenes[`room-${room.slug}-1`] = ['card', (s) => roomBedroom(s, room)];
  scenes[`room-${room.slug}-2`] = [
    'card',
    (c.mirror ? mirrored : (f) => f)((s) =>
      (c.balcony && c.size !== 'suite' ? Rm.balcony : room.view === 'city' && c.size === 'std' ? Rm.deskCorner : Rm.seating)(s, {
        ...c,
        tod: NEXT[c.tod],
        seed: room.slug + '2',
      }),
    ),
  ];
  // Slide 4: the same bedroom seen again, from the other side of the room, seated eye height and a
  // longer lens, at another time of day (lamps lit): the room's first picture is the page's hero, so
  // the slideshow needs a bedroom view of its own (docs/ART.md).
  scenes[`room-${room.slug}-4`] = [
    'card',
    (s) => roomBedroom(s, room, { camX: shot.camX > 0 ? shot.camX - 0.75 : shot.camX + 0.75, camY: 1.15, f: shot.f * 1.28, tod: LATER[shot.tod] }),
  ];
  scenes[`room-${room.slug}-3`] = [
    'card',
    (c.mirror ? (f) => f : mirrored)((s) => Rm.bathroom(s, { ...c, tod: c.tod === 'night' ? 'night' : 'morning', seed: room.slug + '3' })),
  ];
}
for (let i = 1; i <= 6; i++) scenes[`avatar-${i}`] = ['avatar', (s) => avatar(s, i - 1)];

/** Returns the SVG markup for an id; outW sets the rendered pixel width. */
export function renderSvg(id, kind, outW, extra = {}) {
  const entry = scenes[id];
  if (!entry) throw new Error(`No scene for image id "${id}"`);
  const [k, fn] = entry;
  const [W, H] = SIZES[kind ?? k];
  const s = new Svg(W, H, id);
  fn(s, extra);
  return s.toString(outW, outW ? Math.round((outW * H) / W) : undefined);
}
export const sceneIds = () => Object.keys(scenes);
export const sceneKind = (id) => scenes[id]?.[0];
