// Room interiors: bedroom, seating corner/balcony, bathroom, lobby, writing desk.
import { P, TOD, mix, lighten, darken, f1, rng } from '../lib/core.mjs';
import { Cam, shell, backWindow, frameArt, lamp, plant, shades, view } from '../lib/interior.mjs';

export const THEMES = {
  sorrento: {
    wall: '#efe2cc',
    back: '#f3e7d3',
    left: '#e6d3b8',
    right: '#e2cdb0',
    floor: '#a9714c',
    floorType: 'wood',
    ceiling: '#f6efe3',
    trim: '#f7f2ea',
    frame: '#f7f2ea',
    curtain: '#dcb79a',
    rod: '#8a5a3c',
    head: '#8a5236',
    headTrim: '#6d3f29',
    wood: '#8a5a3c',
    linen: '#fbf7f0',
    throw: '#c8744f',
    pillow2: '#e8a68f',
    rug: '#c8744f',
    rugIn: '#e9dcc6',
    art: '#2f7f8a',
    art2: '#e8a68f',
    artFrame: '#8a5a3c',
    lampBase: '#b8875a',
    chair: '#2f7f8a',
    rail: '#3b2a20',
    marble: '#efe6d8',
    tile: '#d98f6c',
    metal: '#b8875a',
  },
  amalfi: {
    wall: '#ebe8e3',
    back: '#eeebe6',
    left: '#e2dfd9',
    right: '#dedad3',
    floor: '#d8d2c8',
    floorType: 'marble',
    ceiling: '#f4f2ee',
    trim: '#f7f2ea',
    frame: '#1a2f40',
    curtain: '#b9b4ab',
    rod: '#c9a24a',
    head: '#223f57',
    headTrim: '#c9a24a',
    wood: '#3e3128',
    linen: '#fbfaf7',
    throw: '#0f2a3d',
    pillow2: '#c9a24a',
    rug: '#0f2a3d',
    rugIn: '#2a4a62',
    art: '#c9a24a',
    art2: '#1f5f6b',
    artFrame: '#c9a24a',
    lampBase: '#c9a24a',
    chair: '#c9a24a',
    rail: '#1a2f40',
    marble: '#eeeae4',
    tile: '#e5e0d8',
    metal: '#c9a24a',
    cove: true,
  },
};

/** Marble: a few long, soft, diagonal veins (blurred), never short scribbles. */
function marbleVeins(s, r, x, y, w, h, color) {
  const blur = s.blur(Math.max(1, h * 0.004));
  let d = '';
  for (let i = 0; i < 4; i++) {
    const x0 = x + w * (0.1 + 0.25 * i + r.range(-0.05, 0.05)),
      y0 = y + h * r.range(0, 0.2);
    const x3 = x0 + w * r.range(0.15, 0.3),
      y3 = y + h * r.range(0.8, 1);
    d += `M${f1(x0)},${f1(y0)}C${f1(x0 + w * 0.12)},${f1(y0 + h * 0.3)} ${f1(x3 - w * 0.1)},${f1(y3 - h * 0.35)} ${f1(x3)},${f1(y3)}`;
  }
  s.path(d, 'none', `stroke="${color}" stroke-width="${f1(h * 0.006)}" opacity="0.22" filter="${blur}" stroke-linecap="round"`);
}

export function bed(cam, th, xl, zc, width) {
  const len = 2.05,
    x0 = xl + 0.1,
    x1 = x0 + len,
    z0 = zc - width / 2,
    z1 = zc + width / 2;
  cam.box(xl, xl + 0.1, 0, width > 1.5 ? 1.35 : 1.15, z0 - 0.08, z1 + 0.08, { front: th.head, side: lighten(th.head, 0.1), top: lighten(th.head, 0.2) });
  // tufting on headboard: small dots
  cam.box(x0, x1, 0.05, 0.3, z0, z1, shades(th.wood));
  cam.soft(x0, x1 - 0.02, 0.3, 0.52, z0 + 0.02, z1 - 0.02, { top: th.linen, front: darken(th.linen, 0.06), side: darken(th.linen, 0.1) }, 0.04);
  // pillows
  const np = width > 1.5 ? 2 : 1;
  for (let i = np - 1; i >= 0; i--) {
    const pz0 = z0 + 0.08 + (i * (width - 0.16)) / np,
      pz1 = pz0 + (width - 0.16) / np - 0.04;
    cam.soft(x0 + 0.05, x0 + 0.5, 0.52, 0.72, pz0, pz1, { top: '#ffffff', front: darken(th.linen, 0.04), side: darken(th.linen, 0.08) }, 0.06);
  }
  for (let i = np - 1; i >= 0; i--) {
    const pz0 = z0 + 0.15 + (i * (width - 0.3)) / np,
      pz1 = pz0 + (width - 0.3) / np - 0.06;
    cam.soft(x0 + 0.45, x0 + 0.68, 0.52, 0.66, pz0, pz1, shades(th.pillow2, 0.8), 0.05);
  }
  // duvet fold + throw
  cam.soft(x0 + 0.75, x1, 0.52, 0.56, z0 - 0.01, z1 + 0.01, { top: lighten(th.linen, 0.3), front: darken(th.linen, 0.05), side: darken(th.linen, 0.1) }, 0.03);
  cam.box(x1 - 0.55, x1 - 0.2, 0.56, 0.575, z0 - 0.03, z1 + 0.03, shades(th.throw));
  cam.box(x1 - 0.55, x1 - 0.2, 0.33, 0.575, z0 - 0.03, z0 - 0.02, shades(th.throw));
}

export function nightstand(cam, tod, th, x, z) {
  cam.box(x, x + 0.45, 0, 0.55, z, z + 0.45, shades(th.wood));
  cam.quad(
    [
      [x + 0.45, 0.28, z],
      [x + 0.45, 0.3, z],
      [x + 0.45, 0.3, z + 0.45],
      [x + 0.45, 0.28, z + 0.45],
    ],
    darken(th.wood, 0.3),
  );
  lamp(cam, tod, x + 0.22, 0.55, z + 0.22, th);
}

export function rug(cam, th, x0, x1, z0, z1) {
  cam.quad(
    [
      [x0, 0.005, z0],
      [x1, 0.005, z0],
      [x1, 0.005, z1],
      [x0, 0.005, z1],
    ],
    th.rug,
  );
  cam.quad(
    [
      [x0 + 0.15, 0.006, z0 + 0.15],
      [x1 - 0.15, 0.006, z0 + 0.15],
      [x1 - 0.15, 0.006, z1 - 0.15],
      [x0 + 0.15, 0.006, z1 - 0.15],
    ],
    th.rugIn,
  );
}

export function armchair(cam, th, x0, z0, color, facing = 'right') {
  const w = 0.75,
    c = shades(color);
  cam.box(x0, x0 + w, 0, 0.12, z0, z0 + w, shades(th.wood));
  cam.soft(x0, x0 + w, 0.12, 0.42, z0, z0 + w, c, 0.05);
  if (facing === 'right') cam.soft(x0, x0 + 0.18, 0.42, 0.95, z0, z0 + w, c, 0.05);
  else cam.soft(x0 + w - 0.18, x0 + w, 0.42, 0.95, z0, z0 + w, c, 0.05);
  cam.soft(x0, x0 + w, 0.42, 0.62, z0 + w - 0.15, z0 + w, c, 0.05);
  cam.soft(x0, x0 + w, 0.42, 0.62, z0, z0 + 0.15, c, 0.05);
}

export function sofa(cam, th, x0, x1, z0, color) {
  const c = shades(color);
  cam.soft(x1 - 0.22, x1, 0.15, 0.85, z0, z0 + 2.0, c, 0.05);
  cam.soft(x0, x1, 0.15, 0.45, z0, z0 + 2.0, c, 0.05);
  cam.soft(x0, x1 - 0.1, 0.15, 0.65, z0 + 1.8, z0 + 2.0, c, 0.05);
  cam.soft(x0, x1 - 0.1, 0.15, 0.65, z0, z0 + 0.2, c, 0.05);
  cam.soft(x1 - 0.45, x1 - 0.25, 0.45, 0.75, z0 + 0.35, z0 + 0.8, shades(th.pillow2), 0.06);
  cam.soft(x1 - 0.45, x1 - 0.25, 0.45, 0.75, z0 + 1.1, z0 + 1.55, shades(th.linen), 0.06);
}

export function coffeeTable(cam, th, x, z, r0 = 0.4) {
  const { s } = cam;
  const [cx, cy] = cam.p([x, 0.45, z]);
  const [, fy] = cam.p([x, 0, z]);
  s.rect(cx - cam.len(0.04, z), cy, cam.len(0.08, z), fy - cy, th.metal);
  cam.disc(x, 0.45, z, r0, lighten(th.marble, 0.05), `stroke="${th.metal}" stroke-width="${f1(cam.len(0.02, z))}"`);
  cam.disc(x - 0.1, 0.47, z, 0.08, '#ffffff');
  cam.disc(x + 0.12, 0.47, z - 0.05, 0.06, P.terra);
  const [bx, by] = cam.p([x + 0.05, 0.46, z + 0.1]);
  const u = cam.len(0.1, z);
  s.ellipse(bx, by - u * 0.5, u * 0.5, u * 0.5, '#f3d9a0'); // fruit bowl
  s.circle(bx - u * 0.2, by - u * 0.8, u * 0.25, P.rose);
  s.circle(bx + u * 0.2, by - u * 0.8, u * 0.25, P.olive);
}

export function deskTV(cam, tod, th, xr, z0) {
  cam.box(xr - 0.55, xr, 0.72, 0.77, z0, z0 + 1.3, shades(th.wood));
  cam.box(xr - 0.5, xr - 0.46, 0, 0.72, z0 + 0.02, z0 + 0.06, shades(darken(th.wood, 0.2)));
  cam.quad(
    [
      [xr - 0.01, 1.15, z0 + 0.15],
      [xr - 0.01, 1.75, z0 + 0.15],
      [xr - 0.01, 1.75, z0 + 1.15],
      [xr - 0.01, 1.15, z0 + 1.15],
    ],
    '#15212b',
  );
  cam.quad(
    [
      [xr - 0.012, 1.2, z0 + 0.2],
      [xr - 0.012, 1.7, z0 + 0.2],
      [xr - 0.012, 1.7, z0 + 1.1],
      [xr - 0.012, 1.2, z0 + 1.1],
    ],
    '#1f3445',
  );
  lamp(cam, tod, xr - 0.25, 0.77, z0 + 1.05, th, 0.8);
}

/** opts: {theme, tod, view:'sea'|'city', twin, size:'std'|'suite'|'family', seed} */
export function bedroom(s, o) {
  const th = variant(o.theme, o.seed);
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const big = o.size !== 'std';
  const R = { w: big ? 5.4 : 4.2, h: 2.85, d: big ? 6.6 : 5.6 };
  const cam = new Cam(s, { x: big ? 0.25 : 0.15, y: 1.3, f: s.H * (big ? 0.76 : 0.86), cy: s.H * 0.42 });
  const g = shell(cam, R, th);
  const wx0 = big ? -1.0 : -0.7,
    wx1 = big ? 2.4 : 1.8;
  backWindow(cam, tod, r, R, th, { x0: wx0, x1: wx1, y0: o.balcony ? 0.1 : 0.75, y1: 2.45, kind: o.view, mullions: big ? 2 : 1, balcony: o.balcony });
  if (big) plant(cam, g.xr - 0.5, g.D - 0.5, 1.2, th.wood, P.olive, r);
  // wall art above headboard
  const zc = big ? 4.4 : 3.7;
  frameArt(cam, tod, r, { x: g.xl + 0.001, y0: 1.55, y1: 2.25, z0: zc - 0.6, z1: zc + 0.6 }, { artFrame: th.artFrame, artColor: th.art, artColor2: th.art2 });
  rug(cam, th, g.xl + 1.0, g.xl + 3.2, zc - 1.5, zc + 1.5);
  if (o.size === 'family' || o.twin) {
    const gap = 0.55;
    nightstand(cam, tod, th, g.xl + 0.02, zc + 1.05 + gap);
    bed(cam, th, g.xl, zc + 0.55 + gap / 2, 1.05);
    nightstand(cam, tod, th, g.xl + 0.02, zc - 0.23);
    bed(cam, th, g.xl, zc - 0.55 - gap / 2, 1.05);
  } else {
    nightstand(cam, tod, th, g.xl + 0.02, zc + 1.05);
    bed(cam, th, g.xl, zc, 1.8);
    nightstand(cam, tod, th, g.xl + 0.02, zc - 1.5);
  }
  if (big) {
    sofa(cam, th, g.xr - 0.9, g.xr - 0.05, 2.6, th.chair);
    coffeeTable(cam, th, g.xr - 1.6, 3.5);
  } else {
    deskTV(cam, tod, th, g.xr, 2.7);
  }
  // ceiling lights
  for (const z of [2.5, 4.5]) {
    const [x, y] = cam.p([0, R.h, z]);
    s.ellipse(x, y, cam.len(0.09, z), cam.len(0.02, z), '#fff4d8');
  }
  s.vignette(0.28);
}

const ACCENTS = {
  sorrento: {
    chair: [P.teal, P.terra, P.olive, '#d9b48f', P.sea],
    rug: [
      [P.terra, P.sand],
      [P.teal, P.ivory],
      [P.olive, P.sand],
      ['#8a5a3c', '#efe2cc'],
    ],
    head: ['#8a5236', '#6d4a36', P.teal, '#a0673f'],
    throw: [P.terra, P.teal, P.olive, P.rose],
    wall: ['#efe2cc', '#f1e6d6', '#ece0c8'],
  },
  amalfi: {
    chair: [P.gold, '#223f57', P.teal, '#e4ddd0', '#8c6f4a'],
    rug: [
      [P.navy, '#2a4a62'],
      ['#c9b48a', '#efe6d3'],
      [P.teal, '#2a6a74'],
      ['#3a3a3a', '#5a5a58'],
    ],
    head: ['#223f57', '#1a2f40', '#5a4a3a', '#2f4f5f'],
    throw: [P.navy, P.gold, P.teal, '#8c6f4a'],
    wall: ['#ebe8e3', '#e8e4dc', '#eeebe6'],
  },
};
/** Per-room variation of a theme, picked deterministically from the seed. */
export function variant(theme, seed) {
  const r = rng(seed + ':variant');
  const A = ACCENTS[theme];
  const base = THEMES[theme];
  const [rugC, rugIn] = r.pick(A.rug);
  return {
    ...base,
    chair: r.pick(A.chair),
    rug: rugC,
    rugIn,
    head: r.pick(A.head),
    throw: r.pick(A.throw),
    wall: r.pick(A.wall),
    back: mix(r.pick(A.wall), '#ffffff', 0.2),
  };
}

/** Outdoor balcony: two chairs and a small table in front of the view. */
export function balcony(s, o) {
  const th = variant(o.theme, o.seed);
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const cam = new Cam(s, { x: 0, y: 1.35, f: H * 0.8, cy: H * 0.42 });
  view(s, tod, r, 0, -2, W, H * 0.75 + 2, o.view);
  const floor = o.theme === 'sorrento' ? '#c98a66' : '#d8d2c8';
  cam.quad(
    [
      [-3, 0, 0.4],
      [3, 0, 0.4],
      [3, 0, 3.2],
      [-3, 0, 3.2],
    ],
    s.lin(
      [
        [0, darken(floor, 0.12)],
        [1, floor],
      ],
      0,
      1,
      0,
      0,
    ),
  );
  let d = '';
  for (let x = -3; x <= 3; x += 0.4) {
    const a = cam.p([x, 0, 0.4]),
      b = cam.p([x, 0, 3.2]);
    d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
  }
  for (let z = 3.2; z > 0.5; z -= 0.4) {
    const a = cam.p([-3, 0, z]),
      b = cam.p([3, 0, z]);
    d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
  }
  s.path(d, 'none', `stroke="${darken(floor, 0.25)}" stroke-width="1.2" opacity="0.4"`);
  // railing
  if (o.theme === 'sorrento') {
    for (let x = -3; x <= 3; x += 0.16) cam.box(x - 0.035, x + 0.035, 0.08, 0.95, 3.2, 3.25, shades(P.ivory));
    cam.box(-3.2, 3.2, 0.95, 1.06, 3.15, 3.4, shades(P.ivory));
    cam.box(-3.2, 3.2, 0, 0.08, 3.15, 3.4, shades(P.ivory));
  } else {
    cam.quad(
      [
        [-3, 0, 3.25],
        [3, 0, 3.25],
        [3, 1.05, 3.25],
        [-3, 1.05, 3.25],
      ],
      'rgba(220,240,240,0.28)',
    );
    cam.box(-3.2, 3.2, 1.05, 1.1, 3.2, 3.32, shades(P.gold));
    for (let x = -2.4; x <= 2.4; x += 1.2) cam.box(x - 0.02, x + 0.02, 0, 1.05, 3.25, 3.27, shades('#555'));
  }
  // side wall with shuttered door (left) and plant (right)
  cam.quad(
    [
      [-1.9, 0, 0.4],
      [-1.9, 3, 0.4],
      [-1.9, 3, 3.2],
      [-1.9, 0, 3.2],
    ],
    mix(th.wall, tod.shadow, 0.15 + tod.facadeTint * 0.5),
  );
  cam.quad(
    [
      [-1.9, 0, 1.0],
      [-1.9, 2.2, 1.0],
      [-1.9, 2.2, 2.2],
      [-1.9, 0, 2.2],
    ],
    mix(tod.windows, P.teal, tod.night ? 0 : 0.5),
  );
  cam.quad(
    [
      [-1.89, 0, 2.2],
      [-1.89, 2.2, 2.2],
      [-1.89, 2.2, 2.75],
      [-1.89, 0, 2.75],
    ],
    th.chair === P.gold ? P.navy : o.theme === 'sorrento' ? P.teal : '#223f57',
  );
  plant(cam, 1.6, 2.7, 1.3, o.theme === 'sorrento' ? P.terra : P.ivory, P.olive, r);
  if (o.theme === 'sorrento') {
    // bougainvillea hanging from the top-right corner
    for (let i = 0; i < 70; i++) {
      const a = Math.pow(r(), 1.4);
      const x = W - a * W * 0.38;
      const y = Math.pow(r(), 1.8) * H * 0.22 * (1 - a * 0.8);
      if (i % 3 === 0) s.circle(x + H * 0.01, y + H * 0.008, H * 0.016, mix(P.olive, tod.shadow, 0.15 + tod.facadeTint * 0.5));
      s.circle(x, y, H * r.range(0.01, 0.02), i % 4 ? P.rose : '#c0406a', 'opacity="0.92"');
    }
  }
  // chairs & table
  const c = th.chair;
  for (const [x, side] of [
    [-0.95, -1],
    [0.95, 1],
  ]) {
    cam.box(x - 0.25, x + 0.25, 0.42, 0.48, 1.9, 2.4, shades(c));
    const bx = side < 0 ? x - 0.25 : x + 0.2;
    cam.box(bx, bx + 0.05, 0.48, 0.95, 1.9, 2.4, shades(c));
    for (const dz of [1.92, 2.35]) for (const dx of [-0.23, 0.2]) cam.box(x + dx, x + dx + 0.03, 0, 0.42, dz, dz + 0.03, shades(darken(c, 0.2)));
    cam.soft(x - 0.2, x + 0.2, 0.48, 0.55, 1.95, 2.35, shades(P.ivory), 0.03);
  }
  coffeeTable(cam, th, 0, 2.15, 0.32);
  s.vignette(0.25);
}

export function seating(s, o) {
  const th = variant(o.theme, o.seed);
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const R = { w: 4.6, h: 2.85, d: 5 };
  const cam = new Cam(s, { x: 0, y: 1.25, f: s.H * 0.8, cy: s.H * 0.43 });
  const g = shell(cam, R, th);
  backWindow(cam, tod, r, R, th, { x0: -1.7, x1: 1.7, y0: 0.05, y1: 2.5, kind: o.view, mullions: 3, balcony: true });
  plant(cam, g.xl + 0.45, g.D - 0.4, 1.4, th.wood, P.olive, r);
  // floor lamp
  const [lx, ly] = cam.p([g.xr - 0.4, 0, 4.4]);
  const [, lt] = cam.p([g.xr - 0.4, 1.6, 4.4]);
  s.rect(lx - 1.5, lt, 3, ly - lt, th.metal);
  s.path(
    `M${f1(lx - cam.len(0.2, 4.4))},${f1(lt + cam.len(0.25, 4.4))}L${f1(lx - cam.len(0.14, 4.4))},${f1(lt - cam.len(0.05, 4.4))}L${f1(lx + cam.len(0.14, 4.4))},${f1(lt - cam.len(0.05, 4.4))}L${f1(lx + cam.len(0.2, 4.4))},${f1(lt + cam.len(0.25, 4.4))}Z`,
    '#fbe7c0',
  );
  rug(cam, th, -1.6, 1.6, 2.0, 4.3);
  armchair(cam, th, -1.7, 3.0, th.chair, 'right');
  armchair(cam, th, 0.95, 3.0, th.chair, 'left');
  coffeeTable(cam, th, 0, 3.1, 0.38);
  s.vignette(0.28);
}

export function bathroom(s, o) {
  const base = variant(o.theme, o.seed);
  const vr = rng(o.seed + ':bath');
  const tile = o.theme === 'sorrento' ? vr.pick(['#d98f6c', '#c9a27a', '#e0b08c', '#8fb3ad']) : vr.pick(['#cfc8bd', '#bdb6ab', '#d8d2c8']);
  const th = { ...base, wall: base.marble, left: darken(base.marble, 0.05), right: darken(base.marble, 0.08), floor: tile, floorType: 'tile' };
  th.back = o.theme === 'sorrento' ? mix(base.marble, tile, 0.18) : vr.chance(0.5) ? '#2c3b47' : base.marble;
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const R = { w: 3.8, h: 2.8, d: 5 };
  const cam = new Cam(s, { x: -0.3, y: 1.45, f: s.H * 0.8, cy: s.H * 0.44 });
  const g = shell(cam, R, th);
  const [a] = [cam.p([g.xl, R.h, g.D])];
  const b = cam.p([g.xr, 0, g.D]);
  marbleVeins(s, r, a[0], a[1], b[0] - a[0], b[1] - a[1], th.back === '#2c3b47' ? '#c9a24a' : darken(base.marble, 0.35));
  backWindow(cam, tod, r, R, th, { x0: -1.1, x1: 0.9, y0: 1.0, y1: 2.35, kind: o.view, mullions: 1, curtains: false });
  // freestanding tub
  const tz0 = 4.1,
    tz1 = 4.85,
    tx0 = -1.2,
    tx1 = 0.6;
  cam.soft(tx0, tx1, 0.05, 0.58, tz0, tz1, { top: '#ffffff', front: '#f4f2ee', side: '#e3dfd8' }, 0.12);
  const [wx0, wy0] = cam.p([tx0 + 0.12, 0.58, (tz0 + tz1) / 2]);
  const [wx1] = cam.p([tx1 - 0.12, 0.58, (tz0 + tz1) / 2]);
  s.ellipse((wx0 + wx1) / 2, wy0, (wx1 - wx0) / 2, cam.len(0.16, 4.5) * 0.25, lighten(P.sea, 0.45));
  const [fx, fy] = cam.p([tx1 + 0.05, 0.58, 4.45]);
  s.path(
    `M${f1(fx)},${f1(fy)}v${f1(-cam.len(0.35, 4.45))}q0,-${f1(cam.len(0.12, 4.45))} -${f1(cam.len(0.14, 4.45))},-${f1(cam.len(0.12, 4.45))}`,
    'none',
    `stroke="${base.metal}" stroke-width="${f1(cam.len(0.035, 4.45))}" stroke-linecap="round"`,
  );
  plant(cam, tx1 + 0.55, 4.6, 1.0, base.wood, P.olive, r);
  // vanity on right wall
  const vz0 = 2.0,
    vz1 = 3.5;
  cam.quad(
    [
      [g.xr - 0.005, 1.15, vz0 + 0.1],
      [g.xr - 0.005, 2.1, vz0 + 0.1],
      [g.xr - 0.005, 2.1, vz1 - 0.1],
      [g.xr - 0.005, 1.15, vz1 - 0.1],
    ],
    base.metal,
  );
  cam.quad(
    [
      [g.xr - 0.006, 1.19, vz0 + 0.14],
      [g.xr - 0.006, 2.06, vz0 + 0.14],
      [g.xr - 0.006, 2.06, vz1 - 0.14],
      [g.xr - 0.006, 1.19, vz1 - 0.14],
    ],
    s.lin(
      [
        [0, '#dfe7e6'],
        [0.5, '#b9c9c9'],
        [1, '#e9efee'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  cam.box(g.xr - 0.55, g.xr, 0.25, 0.82, vz0, vz1, shades(base.wood));
  cam.box(g.xr - 0.58, g.xr, 0.82, 0.87, vz0 - 0.03, vz1, shades(lighten(base.marble, 0.1)));
  cam.disc(g.xr - 0.28, 0.9, (vz0 + vz1) / 2, 0.2, '#ffffff', `stroke="#dcd6cc" stroke-width="2"`);
  cam.disc(g.xr - 0.28, 0.905, (vz0 + vz1) / 2, 0.14, '#e9ecea');
  // towels on the left: a rail with a towel and a stack on a stool
  cam.box(g.xl, g.xl + 0.03, 1.35, 1.38, 2.3, 3.2, shades(base.metal));
  cam.box(g.xl + 0.02, g.xl + 0.06, 0.75, 1.36, 2.4, 3.1, { front: '#ffffff', side: '#f1ede6', top: '#fff' });
  cam.box(g.xl + 0.02, g.xl + 0.065, 0.75, 0.85, 2.4, 3.1, shades(base.throw));
  cam.box(g.xl + 0.2, g.xl + 0.6, 0, 0.45, 1.6, 2.0, shades(base.wood));
  for (let i = 0; i < 3; i++)
    cam.soft(
      g.xl + 0.22,
      g.xl + 0.58,
      0.45 + i * 0.08,
      0.52 + i * 0.08,
      1.63,
      1.97,
      i === 1 ? shades(base.pillow2) : { top: '#fff', front: '#f3efe8', side: '#e8e3da' },
      0.03,
    );
  s.vignette(0.25);
}

export function lobby(s, o) {
  const th = { ...THEMES.amalfi, left: '#e4dfd7', floor: '#e2dccf' };
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const R = { w: 9, h: 4.2, d: 10 };
  const cam = new Cam(s, { x: 0.4, y: 1.6, f: s.H * 0.6 });
  const g = shell(cam, R, th);
  // glass wall with sea
  backWindow(cam, tod, r, R, th, { x0: -4.0, x1: 4.0, y0: 0.15, y1: 3.7, kind: 'sea', mullions: 5, curtains: false, balcony: false });
  // arches / columns
  for (const x of [-3.2, 3.2]) cam.box(x - 0.25, x + 0.25, 0, R.h, 6.5, 7.0, shades(P.ivory));
  for (const z of [3.5, 6]) cam.box(g.xr - 0.35, g.xr, 0, R.h, z, z + 0.5, shades(P.ivory));
  // art panel and logo-free emblem circle on left wall
  frameArt(cam, tod, r, { x: g.xl + 0.001, y0: 1.2, y1: 2.8, z0: 4.0, z1: 6.0 }, { artFrame: P.gold, artColor: P.sea, artColor2: P.rose });
  // reception desk, to the right of centre and in a light oak: the page hero sets its title and
  // text over the left half, which stays calm (wall, art, the glass wall's sea)
  cam.box(0.9, 3.0, 0, 1.1, 4.2, 5.0, {
    front: s.lin(
      [
        [0, '#a07c5c'],
        [1, '#b8936f'],
      ],
      0,
      0,
      1,
      0,
    ),
    top: '#efe9df',
    side: '#7d5f45',
  });
  cam.box(0.85, 3.05, 1.1, 1.16, 4.15, 5.05, shades('#efe9df'));
  cam.box(0.9, 3.0, 0.18, 0.22, 4.18, 4.2, shades(P.gold));
  // bell, flowers
  const [bx, by] = cam.p([1.3, 1.16, 4.5]);
  const u = cam.len(0.1, 4.5);
  s.path(`M${f1(bx - u)},${f1(by)}a${f1(u)},${f1(u)} 0 0 1 ${f1(2 * u)},0Z`, P.gold);
  const [vx, vy] = cam.p([2.6, 1.16, 4.6]);
  s.rect(vx - u * 0.6, vy - u * 2.4, u * 1.2, u * 2.4, P.ivory);
  for (let i = 0; i < 12; i++) s.circle(vx + (r() - 0.5) * u * 4, vy - u * 3 - r() * u * 2.5, u * 0.55, i % 3 ? P.rose : P.ivory);
  // pendants
  for (const x of [-2.4, -1.2, 0]) {
    const [px, py] = cam.p([x, 2.6, 4.6]);
    const [, ty] = cam.p([x, R.h, 4.6]);
    s.line(px, ty, px, py, P.gold, 1.5);
    s.circle(
      px,
      py + u * 0.6,
      u * 2.2,
      s.rad(
        [
          [0, '#ffe2a8', 0.5],
          [1, '#ffe2a8', 0],
        ],
        px,
        py + u * 0.6,
        u * 2.2,
      ),
    );
    s.path(`M${f1(px - u * 0.8)},${f1(py + u)}Q${f1(px)},${f1(py - u)} ${f1(px + u * 0.8)},${f1(py + u)}Z`, P.gold);
  }
  // lounge
  sofa(cam, th, g.xr - 1.4, g.xr - 0.5, 2.2, P.teal);
  coffeeTable(cam, th, g.xr - 2.3, 3.2, 0.5);
  plant(cam, g.xl + 0.6, 2.5, 1.8, P.terra, P.olive, r);
  rug(cam, { rug: P.gold, rugIn: '#efe6d3' }, -3.5, 1.5, 2.0, 3.8);
  s.vignette(0.25);
}

/** Detail: the writing desk under the window (city-view rooms' second picture). */
export function deskCorner(s, o) {
  if (o.mirror) s.add(`<g transform="translate(${s.W},0) scale(-1,1)">`);
  writingDesk(s, { ...o, theme: o.theme, noVignette: true });
  if (o.mirror) s.add('</g>');
  s.vignette(0.28);
}

export function writingDesk(s, o) {
  const th = o.theme ? variant(o.theme, o.seed) : THEMES.sorrento;
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const R = { w: 3.6, h: 2.8, d: 3.2 };
  const cam = new Cam(s, { x: 0.1, y: 1.3, f: s.H * 0.75 });
  shell(cam, R, th);
  backWindow(cam, tod, r, R, th, { x0: -1.1, x1: 1.1, y0: 0.95, y1: 2.4, kind: o.view ?? 'sea', mullions: 1 });
  // desk
  cam.box(-1.2, 1.2, 0.74, 0.79, 2.4, 3.1, shades(th.wood));
  cam.box(-1.15, -1.1, 0, 0.74, 2.45, 2.5, shades(darken(th.wood, 0.2)));
  cam.box(1.1, 1.15, 0, 0.74, 2.45, 2.5, shades(darken(th.wood, 0.2)));
  // notebook & pen & cup & plant & lamp
  cam.box(-0.35, 0.25, 0.79, 0.8, 2.55, 2.9, shades('#fbf7f0'));
  cam.box(-0.05, -0.04, 0.79, 0.81, 2.55, 2.9, shades('#e6dccb'));
  cam.box(0.3, 0.32, 0.8, 0.81, 2.55, 2.85, shades(P.gold));
  const [cx, cy] = cam.p([0.65, 0.79, 2.7]);
  const u = cam.len(0.1, 2.7);
  s.rect(cx - u * 0.4, cy - u * 0.9, u * 0.8, u * 0.9, P.ivory);
  s.ellipse(cx, cy - u * 0.9, u * 0.4, u * 0.1, '#6b4a35');
  s.path(
    `M${f1(cx + u * 0.4)},${f1(cy - u * 0.7)}a${f1(u * 0.22)},${f1(u * 0.22)} 0 0 1 0,${f1(u * 0.44)}`,
    'none',
    `stroke="${P.ivory}" stroke-width="${f1(u * 0.1)}"`,
  );
  lamp(cam, tod, -0.85, 0.79, 2.85, th, 1.1);
  plant(cam, 1.45, 2.9, 0.9, P.terra, P.olive, r);
  // chair back in foreground
  cam.soft(0.55, 1.25, 0.45, 1.0, 1.75, 1.82, shades(o.theme ? th.chair : P.teal), 0.04);
  if (!o.noVignette) s.vignette(0.3);
}
