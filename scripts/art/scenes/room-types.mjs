// Room types composed from their own data (content/data/rooms.json): floor area -> room size, depth and
// furniture; beds -> one double, twin singles or two kings in two sleeping areas; view -> the window;
// hotel -> interior palette and details; an index-driven camera (position, height, lens, mirror).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { P, TOD, lighten, darken, f1, rng, polyD } from '../lib/core.mjs';
import { Cam, shell, backWindow, frameArt, lamp, plant, shades, view } from '../lib/interior.mjs';
import { variant, bed, nightstand, rug, armchair, sofa, coffeeTable } from './rooms.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The room list of content/data/rooms.json (what /admin/ edits; content/rooms.ts reads the same file). */
export function roomData() {
  const { rooms } = JSON.parse(fs.readFileSync(path.join(root, 'content/data/rooms.json'), 'utf8'));
  return rooms.map((room, index) => ({
    hotel: room.hotel,
    title: room.title,
    slug: room.slug,
    m2: room.sizeM2,
    view: room.view,
    adults: room.adults,
    children: room.children,
    beds: room.beds,
    index,
  }));
}

/** Camera and light per room: no two rooms share a set-up. */
const SHOTS = [
  { layout: 'side', mirror: false, camX: 0.18, camY: 1.3, f: 0.86, tod: 'golden' },
  { layout: 'back', mirror: false, camX: -0.35, camY: 1.45, f: 0.8, tod: 'morning' },
  { layout: 'side', mirror: true, camX: 0.45, camY: 1.2, f: 0.78, tod: 'dusk' },
  { layout: 'back', mirror: true, camX: 0.3, camY: 1.55, f: 0.74, tod: 'morning' },
  { layout: 'back', mirror: false, camX: 0.6, camY: 1.5, f: 0.7, tod: 'golden' },
  { layout: 'family', mirror: false, camX: 0.1, camY: 1.55, f: 0.98, tod: 'morning' },
  { layout: 'back', mirror: true, camX: -0.4, camY: 1.35, f: 0.82, tod: 'dusk' },
  { layout: 'side', mirror: true, camX: -0.1, camY: 1.5, f: 0.8, tod: 'morning' },
  { layout: 'side', mirror: false, camX: 0.5, camY: 1.25, f: 0.78, tod: 'night' },
  { layout: 'back', mirror: false, camX: 0.2, camY: 1.4, f: 0.72, tod: 'golden' },
  { layout: 'back', mirror: true, camX: -0.2, camY: 1.6, f: 0.76, tod: 'golden' },
  { layout: 'side', mirror: true, camX: 0.25, camY: 1.3, f: 0.74, tod: 'dusk' },
];
export const shotOf = (room) => SHOTS[room.index % SHOTS.length];

/** Room box from the floor area: small rooms are narrow and shallow, suites wide and deep. */
export function dims(m2) {
  const d = Math.min(9.5, Math.max(4.8, 2.0 + Math.sqrt(m2) * 0.85));
  const w = Math.min(9.2, Math.max(3.4, m2 / (d * 0.85)));
  return { w, d, h: m2 > 35 ? 3.1 : 2.85 };
}

/** Bed with its headboard on the back wall (z = D), centred on xc. */
function bedBack(cam, th, xc, width, D, hotel) {
  const len = 2.1,
    x0 = xc - width / 2,
    x1 = xc + width / 2,
    zb = D - 0.1,
    z0 = zb - len;
  const hh = width > 1.5 ? 1.35 : 1.15;
  if (hotel === 'amalfi') cam.box(x0 - 0.12, x1 + 0.12, 0, hh, D - 0.1, D - 0.005, { front: th.head, top: lighten(th.head, 0.2), side: darken(th.head, 0.1) });
  else {
    cam.box(x0 - 0.1, x1 + 0.1, 0, hh, D - 0.12, D - 0.005, { front: th.head, top: lighten(th.head, 0.2), side: darken(th.head, 0.1) });
    cam.box(x0 - 0.1, x1 + 0.1, hh - 0.06, hh, D - 0.14, D - 0.005, shades(th.headTrim ?? darken(th.head, 0.2)));
  }
  cam.box(x0, x1, 0.05, 0.3, z0, zb, shades(th.wood));
  cam.soft(x0 + 0.02, x1 - 0.02, 0.3, 0.52, z0 + 0.02, zb, { top: th.linen, front: darken(th.linen, 0.06), side: darken(th.linen, 0.1) }, 0.04);
  const np = width > 1.3 ? 2 : 1;
  for (let i = 0; i < np; i++) {
    const px0 = x0 + 0.08 + (i * (width - 0.16)) / np,
      px1 = px0 + (width - 0.16) / np - 0.05;
    cam.soft(px0, px1, 0.52, 0.74, zb - 0.45, zb - 0.05, { top: '#ffffff', front: darken(th.linen, 0.03), side: darken(th.linen, 0.08) }, 0.06);
  }
  for (let i = 0; i < np; i++) {
    const px0 = x0 + 0.16 + (i * (width - 0.32)) / np,
      px1 = px0 + (width - 0.32) / np - 0.08;
    cam.soft(px0, px1, 0.52, 0.68, zb - 0.62, zb - 0.45, shades(th.pillow2, 0.8), 0.05);
  }
  cam.soft(
    x0 - 0.01,
    x1 + 0.01,
    0.52,
    0.57,
    z0 - 0.01,
    zb - 0.72,
    { top: lighten(th.linen, 0.3), front: darken(th.linen, 0.05), side: darken(th.linen, 0.1) },
    0.03,
  );
  cam.box(x0 - 0.03, x1 + 0.03, 0.57, 0.585, z0 + 0.15, z0 + 0.6, shades(th.throw));
  cam.box(x0 - 0.03, x1 + 0.03, 0.32, 0.585, z0 - 0.03, z0 - 0.02, shades(th.throw));
}

/** Window in a side wall (x = wx), showing the view through a projected quad. */
function sideWindow(cam, tod, r, th, { wx, z0, z1, y0, y1, kind, balcony }) {
  const { s } = cam;
  const fr = 0.07;
  cam.quad(
    [
      [wx, y0 - fr, z0 - fr],
      [wx, y1 + fr, z0 - fr],
      [wx, y1 + fr, z1 + fr],
      [wx, y0 - fr, z1 + fr],
    ],
    th.frame ?? P.ivory,
  );
  const pts = [
    [wx, y0, z0],
    [wx, y1, z0],
    [wx, y1, z1],
    [wx, y0, z1],
  ].map((q) => cam.p(q));
  const xs = pts.map((q) => q[0]),
    ys = pts.map((q) => q[1]);
  const bx = Math.min(...xs),
    by = Math.min(...ys),
    bw = Math.max(...xs) - bx,
    bh = Math.max(...ys) - by;
  view(s, tod, r, bx, by, bw, bh, kind, polyD(pts));
  if (balcony) {
    const ry = y0 + (y1 - y0) * 0.28;
    cam.quad(
      [
        [wx, ry - 0.03, z0],
        [wx, ry + 0.03, z0],
        [wx, ry + 0.03, z1],
        [wx, ry - 0.03, z1],
      ],
      th.rail ?? P.navy,
    );
  }
  const zm = (z0 + z1) / 2;
  cam.quad(
    [
      [wx, y0, zm - 0.025],
      [wx, y1, zm - 0.025],
      [wx, y1, zm + 0.025],
      [wx, y0, zm + 0.025],
    ],
    th.frame ?? P.ivory,
  );
  // sheer curtain gathered at the near side
  const c0 = z0 - 0.05,
    c1 = z0 + (z1 - z0) * 0.16;
  cam.quad(
    [
      [wx, 0.02, c0],
      [wx, y1 + 0.15, c0],
      [wx, y1 + 0.15, c1],
      [wx, 0.02, c1],
    ],
    th.curtain,
    'opacity="0.92"',
  );
  const c = cam.p([wx, y1 / 2, zm]);
  s.rect(
    0,
    0,
    s.W,
    s.H,
    s.rad(
      [
        [0, tod.night ? '#f5c66e' : tod.glow, tod.night ? 0.1 : 0.2],
        [1, tod.glow, 0],
      ],
      c[0],
      c[1],
      s.W * 0.55,
    ),
  );
  if (!tod.night) {
    const dir = wx > 0 ? -1 : 1;
    cam.quad(
      [
        [wx, 0.003, z0],
        [wx, 0.003, z1],
        [wx + dir * 2.2, 0.003, z1 - 0.6],
        [wx + dir * 2.2, 0.003, z0 - 0.6],
      ],
      tod.glow,
      'opacity="0.15"',
    );
  }
}

function desk(cam, tod, th, wx, side, z0, len = 1.3) {
  const x0 = side > 0 ? wx - 0.55 : wx,
    x1 = side > 0 ? wx : wx + 0.55;
  cam.box(x0, x1, 0.72, 0.77, z0, z0 + len, shades(th.wood));
  const lx = side > 0 ? x0 + 0.05 : x1 - 0.09;
  cam.box(lx, lx + 0.04, 0, 0.72, z0 + 0.02, z0 + 0.06, shades(darken(th.wood, 0.2)));
  cam.box(lx, lx + 0.04, 0, 0.72, z0 + len - 0.06, z0 + len - 0.02, shades(darken(th.wood, 0.2)));
  const sx = side > 0 ? wx - 0.01 : wx + 0.01;
  cam.quad(
    [
      [sx, 1.2, z0 + 0.2],
      [sx, 1.75, z0 + 0.2],
      [sx, 1.75, z0 + len - 0.2],
      [sx, 1.2, z0 + len - 0.2],
    ],
    '#1b2731',
  );
  lamp(cam, tod, (x0 + x1) / 2, 0.77, z0 + len - 0.25, th, 0.8);
  // chair tucked in
  const cx0 = side > 0 ? x0 - 0.55 : x1 + 0.1;
  cam.box(cx0, cx0 + 0.45, 0.45, 0.5, z0 + 0.35, z0 + 0.8, shades(th.chair));
  cam.box(side > 0 ? cx0 : cx0 + 0.4, side > 0 ? cx0 + 0.05 : cx0 + 0.45, 0.5, 0.95, z0 + 0.35, z0 + 0.8, shades(th.chair));
}

/** Sorrento: panel mouldings and ceiling beams. Amalfi: slatted feature wall and cove light. */
function details(cam, th, g, hotel, R) {
  const { s } = cam;
  if (hotel === 'sorrento') {
    const line = `stroke="${darken(th.wall, 0.12)}" stroke-width="${f1(s.H * 0.002)}" fill="none" opacity="0.7"`;
    for (const x of [g.xl + 0.002, g.xr - 0.002]) {
      for (let z = 1.2; z < g.D - 0.6; z += 1.3) {
        const q = [
          [x, 0.25, z],
          [x, 0.9, z],
          [x, 0.9, z + 1.05],
          [x, 0.25, z + 1.05],
        ].map((p) => cam.p(p));
        s.add(`<path d="${polyD(q)}" ${line}/>`);
      }
    }
    const chair = [
      [g.xl, 0.95, g.zn],
      [g.xl, 0.95, g.D],
      [g.xr, 0.95, g.D],
      [g.xr, 0.95, g.zn],
    ].map((p) => cam.p(p));
    s.add(
      `<path d="M${f1(chair[0][0])},${f1(chair[0][1])}L${f1(chair[1][0])},${f1(chair[1][1])}L${f1(chair[2][0])},${f1(chair[2][1])}L${f1(chair[3][0])},${f1(chair[3][1])}" stroke="${th.trim}" stroke-width="${f1(s.H * 0.004)}" fill="none"/>`,
    );
    for (let z = 1.4; z < g.D; z += 1.6)
      cam.box(g.xl, g.xr, R.h - 0.16, R.h, z, z + 0.2, { front: darken(th.wood, 0.05), bottom: th.wood, side: darken(th.wood, 0.2) });
  } else {
    const [a] = [cam.p([g.xl, R.h, g.D])];
    const b = cam.p([g.xr, R.h, g.D]);
    s.rect(a[0], a[1], b[0] - a[0], cam.len(0.06, g.D), '#fff1cf', 'opacity="0.55"');
  }
}

function slatWall(cam, th, x0, x1, D, h) {
  cam.quad(
    [
      [x0, 0, D - 0.004],
      [x1, 0, D - 0.004],
      [x1, h, D - 0.004],
      [x0, h, D - 0.004],
    ],
    th.feature,
  );
  let d = '';
  for (let x = x0 + 0.09; x < x1; x += 0.09) {
    const a = cam.p([x, 0, D - 0.005]),
      b = cam.p([x, h, D - 0.005]);
    d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
  }
  cam.s.path(d, 'none', `stroke="${darken(th.feature, 0.25)}" stroke-width="${f1(cam.len(0.02, D))}" opacity="0.8"`);
  const t = cam.p([x0, h, D]),
    u = cam.p([x1, h, D]);
  cam.s.rect(t[0], t[1] - 2, u[0] - t[0], 4, th.metal);
}

function pendant(cam, x, y, z, H, color) {
  const { s } = cam;
  const [px, py] = cam.p([x, y, z]);
  const [, ty] = cam.p([x, H, z]);
  const u = cam.len(0.1, z);
  s.line(px, ty, px, py, darken(color, 0.3), Math.max(1, u * 0.05));
  s.circle(
    px,
    py + u,
    u * 4,
    s.rad(
      [
        [0, '#ffe2a8', 0.45],
        [1, '#ffe2a8', 0],
      ],
      px,
      py + u,
      u * 4,
    ),
  );
  s.path(`M${f1(px - u * 1.1)},${f1(py + u * 1.2)}Q${f1(px)},${f1(py - u * 1.2)} ${f1(px + u * 1.1)},${f1(py + u * 1.2)}Z`, color);
}

/** The bedroom of one room type. */
export function roomBedroom(s, room, o = {}) {
  const shot = { ...shotOf(room), ...o };
  const hotel = room.hotel;
  const tod = TOD[shot.tod];
  const r = rng(room.slug);
  const base = variant(hotel, room.slug);
  const th = { ...base, feature: hotel === 'amalfi' ? r.pick(['#1f3a4f', '#2c3b47', '#3b4a45', '#4a3d33']) : undefined };
  const R = dims(room.m2);
  const { w } = R;
  const cam = new Cam(s, { x: shot.camX * (w / 4), y: shot.camY, f: s.H * shot.f, cy: s.H * (0.38 + (shot.camY - 1.3) * 0.12) });
  if (shot.mirror) s.add(`<g transform="translate(${s.W},0) scale(-1,1)">`);
  const g = shell(cam, R, th);
  details(cam, th, g, hotel, R);
  const twin = room.beds === 'twinOrDouble';
  const big = room.m2 >= 35;
  const sea = room.view === 'sea';
  if (shot.layout === 'family') {
    // two sleeping areas separated by a half-height partition, a sitting area in front
    const mid = 0;
    backWindow(cam, tod, r, R, th, { x0: -0.9, x1: 0.9, y0: 0.1, y1: 2.55, kind: room.view, mullions: 2, balcony: true, curtains: true });
    for (const [xc, side] of [
      [g.xl + 2.0, -1],
      [g.xr - 2.0, 1],
    ]) {
      if (hotel === 'amalfi') slatWall(cam, th, xc - 1.4, xc + 1.4, g.D, 2.2);
      frameArt(
        cam,
        tod,
        r,
        { x: side < 0 ? g.xl + 0.002 : g.xr - 0.002, y0: 1.4, y1: 2.2, z0: g.D - 2.6, z1: g.D - 1.6 },
        { artFrame: th.artFrame, artColor: side < 0 ? th.art : th.art2, artColor2: side < 0 ? th.art2 : th.art },
      );
      nightstand(cam, tod, th, xc - 1.6, g.D - 0.55);
      nightstand(cam, tod, th, xc + 1.15, g.D - 0.55);
      bedBack(cam, th, xc, 1.95, g.D, hotel);
    }
    // partitions between the sleeping areas and the window bay
    for (const px of [mid - 1.2, mid + 1.2]) {
      cam.box(px - 0.05, px + 0.05, 0, 2.3, g.D - 2.6, g.D, shades(th.wood));
      for (let y = 0.3; y < 2.3; y += 0.3) cam.box(px - 0.06, px + 0.06, y, y + 0.04, g.D - 2.62, g.D, shades(darken(th.wood, 0.15)));
    }
    rug(cam, th, -1.9, 1.9, 3.4, 5.6);
    sofa(cam, th, 1.2, 2.1, 3.6, th.chair);
    armchair(cam, th, -2.1, 4.3, th.chair, 'right');
    coffeeTable(cam, th, 0.1, 4.6, 0.4);
    plant(cam, g.xl + 0.6, 3.0, 1.5, th.wood, P.olive, r);
  } else if (shot.layout === 'back') {
    // bed(s) face the camera; the view is in a side wall, or beside the bed in a wide room
    const bw = twin ? 1.05 : big ? 2.0 : 1.7;
    const beds = twin ? 2 : 1;
    const span = beds === 2 ? bw * 2 + 0.6 : bw;
    const xc = big ? g.xl + span / 2 + 0.9 : Math.max(g.xl + span / 2 + 0.55, -0.2);
    const winWall = g.xr;
    if (big) backWindow(cam, tod, r, R, th, { x0: xc + span / 2 + 0.8, x1: g.xr - 0.5, y0: 0.1, y1: 2.6, kind: room.view, mullions: 1, balcony: sea });
    else sideWindow(cam, tod, r, th, { wx: winWall, z0: g.D - 3.0, z1: g.D - 0.7, y0: sea ? 0.15 : 0.8, y1: 2.45, kind: room.view, balcony: sea });
    if (hotel === 'amalfi') slatWall(cam, th, xc - span / 2 - 0.7, xc + span / 2 + 0.7, g.D, 2.3);
    else
      frameArt(
        cam,
        tod,
        r,
        { x: g.xl + 0.002, y0: 1.35, y1: 2.15, z0: g.D - 2.2, z1: g.D - 1.0 },
        { artFrame: th.artFrame, artColor: th.art, artColor2: th.art2 },
      );
    nightstand(cam, tod, th, xc - span / 2 - 0.55, g.D - 0.55);
    nightstand(cam, tod, th, xc + span / 2 + 0.1, g.D - 0.55);
    if (beds === 2) {
      bedBack(cam, th, xc - bw / 2 - 0.3, bw, g.D, hotel);
      nightstand(cam, tod, th, xc - 0.22, g.D - 0.55);
      bedBack(cam, th, xc + bw / 2 + 0.3, bw, g.D, hotel);
    } else bedBack(cam, th, xc, bw, g.D, hotel);
    rug(cam, th, xc - span / 2 - 0.3, xc + span / 2 + 0.3, g.D - 3.2, g.D - 1.2);
    if (big) {
      sofa(cam, th, g.xr - 0.95, g.xr - 0.05, 1.5, th.chair);
      coffeeTable(cam, th, g.xr - 1.7, 2.3, 0.45);
      armchair(cam, th, g.xl + 0.4, 1.7, th.chair, 'right');
    } else desk(cam, tod, th, g.xl, -1, Math.max(1.0, g.D - 4.3), 1.2);
  } else {
    // headboard on the left wall, the view on the back wall
    const wx0 = big ? -1.2 : -0.55,
      wx1 = big ? g.xr - 0.8 : g.xr - 0.45;
    backWindow(cam, tod, r, R, th, { x0: wx0, x1: wx1, y0: sea ? 0.1 : 0.75, y1: 2.45, kind: room.view, mullions: big ? 2 : 1, balcony: sea });
    const zc = Math.min(g.D - 1.6, big ? 4.6 : 3.2 + (room.m2 - 15) * 0.05);
    if (hotel === 'amalfi') {
      const q = [
        [g.xl + 0.003, 0, zc - 1.4],
        [g.xl + 0.003, 2.2, zc - 1.4],
        [g.xl + 0.003, 2.2, zc + 1.4],
        [g.xl + 0.003, 0, zc + 1.4],
      ];
      cam.quad(q, th.feature);
    }
    frameArt(
      cam,
      tod,
      r,
      { x: g.xl + 0.004, y0: 1.5, y1: 2.15, z0: zc - 0.55, z1: zc + 0.55 },
      { artFrame: th.artFrame, artColor: th.art, artColor2: th.art2 },
    );
    rug(cam, th, g.xl + 1.0, g.xl + 3.0, zc - 1.5, zc + 1.5);
    if (twin) {
      nightstand(cam, tod, th, g.xl + 0.02, zc + 1.35);
      bed(cam, th, g.xl, zc + 0.75, 1.05);
      nightstand(cam, tod, th, g.xl + 0.02, zc - 0.23);
      bed(cam, th, g.xl, zc - 0.75, 1.05);
    } else {
      nightstand(cam, tod, th, g.xl + 0.02, zc + 1.05);
      bed(cam, th, g.xl, zc, big ? 2.0 : 1.6);
      nightstand(cam, tod, th, g.xl + 0.02, zc - 1.5);
    }
    if (big) {
      sofa(cam, th, g.xr - 0.9, g.xr - 0.05, 1.8, th.chair);
      coffeeTable(cam, th, g.xr - 1.6, 2.7);
      plant(cam, g.xr - 0.5, g.D - 0.5, 1.2, th.wood, P.olive, r);
    } else desk(cam, tod, th, g.xr, 1, Math.max(1.2, zc - 1.6), 1.2);
  }
  if (hotel === 'amalfi') for (const z of [g.D * 0.45, g.D * 0.75]) pendant(cam, g.xl + w * 0.3, R.h - 0.7, z, R.h, th.metal);
  else
    for (const z of [g.D * 0.4, g.D * 0.72]) {
      const [x, y] = cam.p([0, R.h - 0.01, z]);
      s.ellipse(x, y, cam.len(0.09, z), cam.len(0.02, z), '#fff4d8');
    }
  if (shot.mirror) s.add('</g>');
  s.vignette(0.26);
}
