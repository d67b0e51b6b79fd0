// Dining, bar and pool scenes.
import { P, TOD, mix, lighten, darken, f1, rng } from '../lib/core.mjs';
import * as L from '../lib/land.mjs';
import { Cam, shades, plant, view } from '../lib/interior.mjs';
import { seascape } from './coast.mjs';

function stringLights(s, y0, sag, n, color = '#ffd98a', z = 1) {
  const { W } = s;
  let d = `M-10,${f1(y0)}`;
  const seg = (W + 20) / n;
  for (let i = 0; i < n; i++) d += `Q${f1(-10 + seg * (i + 0.5))},${f1(y0 + sag)} ${f1(-10 + seg * (i + 1))},${f1(y0)}`;
  s.path(d, 'none', `stroke="#1a2530" stroke-width="${f1(1.5 * z)}" opacity="0.8"`);
  for (let i = 0; i < n; i++)
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const x = -10 + seg * (i + t);
      const y = y0 + sag * 2 * t * (1 - t) * 1.0;
      s.circle(
        x,
        y + 4 * z,
        9 * z,
        s.rad(
          [
            [0, color, 0.6],
            [1, color, 0],
          ],
          x,
          y + 4 * z,
          9 * z,
        ),
      );
      s.circle(x, y + 4 * z, 2.6 * z, '#fff3cf');
    }
}

function wineGlass(s, x, y, u, wine) {
  s.line(x, y, x, y - u * 0.9, 'rgba(255,255,255,0.8)', u * 0.06);
  s.ellipse(x, y, u * 0.3, u * 0.07, 'rgba(255,255,255,0.7)');
  s.path(
    `M${f1(x - u * 0.3)},${f1(y - u * 1.6)}Q${f1(x - u * 0.3)},${f1(y - u * 0.85)} ${f1(x)},${f1(y - u * 0.85)}Q${f1(x + u * 0.3)},${f1(y - u * 0.85)} ${f1(x + u * 0.3)},${f1(y - u * 1.6)}Z`,
    'rgba(255,255,255,0.45)',
    'stroke="rgba(255,255,255,0.8)" stroke-width="1"',
  );
  if (wine)
    s.path(
      `M${f1(x - u * 0.27)},${f1(y - u * 1.25)}Q${f1(x - u * 0.25)},${f1(y - u * 0.88)} ${f1(x)},${f1(y - u * 0.88)}Q${f1(x + u * 0.25)},${f1(y - u * 0.88)} ${f1(x + u * 0.27)},${f1(y - u * 1.25)}Z`,
      wine,
    );
}

function chair(cam, x, z, color, back = true) {
  const c = shades(color);
  cam.box(x - 0.22, x + 0.22, 0.44, 0.48, z - 0.22, z + 0.22, c);
  if (back) cam.box(x - 0.22, x + 0.22, 0.48, 0.95, z + 0.18, z + 0.22, c);
  for (const [dx, dz] of [
    [-0.2, -0.2],
    [0.2, -0.2],
  ])
    cam.box(x + dx - 0.02, x + dx + 0.02, 0, 0.44, z + dz, z + dz + 0.03, c);
}

function sideChair(cam, x, z, color, side) {
  const c = shades(color);
  cam.box(x - 0.2, x + 0.2, 0.44, 0.49, z - 0.2, z + 0.2, c);
  const bx = side < 0 ? x - 0.2 : x + 0.16;
  cam.box(bx, bx + 0.04, 0.49, 0.98, z - 0.2, z + 0.2, c);
  for (const dz of [-0.18, 0.16]) for (const dx of [-0.18, 0.16]) cam.box(x + dx, x + dx + 0.03, 0, 0.44, z + dz, z + dz + 0.03, c);
}

function table(cam, x, z, rad, o) {
  const { s } = cam;
  chair(cam, x, z + rad + 0.18, o.chair);
  const [cx, cy, rx, ry] = cam.disc(x, 0.76, z, rad, o.cloth);
  const [, fy] = cam.p([x, 0.02, z]);
  s.path(
    `M${f1(cx - rx)},${f1(cy)}L${f1(cx - rx * 1.02)},${f1(fy)}A${f1(rx)},${f1(ry)} 0 0 0 ${f1(cx + rx * 1.02)},${f1(fy)}L${f1(cx + rx)},${f1(cy)}Z`,
    s.lin(
      [
        [0, darken(o.cloth, 0.12)],
        [0.5, o.cloth],
        [1, darken(o.cloth, 0.18)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  cam.disc(x, 0.76, z, rad, o.cloth);
  const u = cam.len(0.1, z);
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    const px = x + Math.cos(a) * rad * 0.62,
      pz = z + Math.sin(a) * rad * 0.62;
    cam.disc(px, 0.77, pz, 0.12, '#ffffff', `stroke="${o.rim ?? '#e5dccd'}" stroke-width="${f1(u * 0.08)}"`);
    if (o.food) cam.disc(px, 0.78, pz, 0.06, o.food);
  }
  const [gx, gy] = cam.p([x + rad * 0.3, 0.77, z - rad * 0.3]);
  wineGlass(s, gx, gy, u * 1.1, o.wine);
  const [g2x, g2y] = cam.p([x - rad * 0.35, 0.77, z - rad * 0.25]);
  wineGlass(s, g2x, g2y, u * 1.1, o.wine);
  const [mx, my] = cam.p([x, 0.77, z]);
  if (o.candle) {
    s.circle(
      mx,
      my - u * 1.2,
      u * 1.6,
      s.rad(
        [
          [0, '#ffd98a', 0.55],
          [1, '#ffd98a', 0],
        ],
        mx,
        my - u * 1.2,
        u * 1.6,
      ),
    );
    s.rect(mx - u * 0.15, my - u * 0.9, u * 0.3, u * 0.9, P.ivory);
    s.ellipse(mx, my - u * 1.05, u * 0.08, u * 0.18, '#ffe6a0');
  } else {
    s.rect(mx - u * 0.12, my - u * 0.8, u * 0.24, u * 0.8, 'rgba(255,255,255,0.7)');
    s.circle(mx, my - u * 1.0, u * 0.25, P.rose);
    s.circle(mx + u * 0.2, my - u * 1.15, u * 0.18, P.terra);
  }
  sideChair(cam, x - rad - 0.22, z, o.chair, -1);
  sideChair(cam, x + rad + 0.22, z, o.chair, 1);
}

/** Terrace (outdoor) or indoor restaurant with windows to the sea. */
export function restaurant(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const cam = new Cam(s, { x: 0, y: 1.55, f: H * 0.8, cy: H * 0.42 });
  if (o.indoor) {
    const hz = H * 0.42;
    s.rect(0, 0, W, H, o.wall ?? '#16324a');
    // tall arched windows
    const n = W > 1500 ? 4 : 3;
    for (let i = 0; i < n; i++) {
      const ww = (W / n) * 0.56,
        x = (W / n) * (i + 0.22),
        y = H * 0.12,
        h = H * 0.42;
      s.path(
        `M${f1(x - 8)},${f1(y + h + 8)}V${f1(y + ww / 2)}A${f1(ww / 2 + 8)},${f1(ww / 2 + 8)} 0 0 1 ${f1(x + ww + 8)},${f1(y + ww / 2)}V${f1(y + h + 8)}Z`,
        P.gold,
      );
      const clip = s.clip(
        `<path d="M${f1(x)},${f1(y + h)}V${f1(y + ww / 2)}A${f1(ww / 2)},${f1(ww / 2)} 0 0 1 ${f1(x + ww)},${f1(y + ww / 2)}V${f1(y + h)}Z"/>`,
      );
      s.add(`<g clip-path="${clip}">`);
      view(s, tod, rng(o.seed + i), x, y, ww, h, 'sea');
      s.add('</g>');
      s.line(x + ww / 2, y, x + ww / 2, y + h, P.gold, 3);
    }
    s.rect(0, hz + H * 0.14, W, H, o.floor ?? '#2a2320');
    cam.quad(
      [
        [-8, 0, 0.4],
        [8, 0, 0.4],
        [8, 0, 14],
        [-8, 0, 14],
      ],
      s.lin(
        [
          [0, o.floor ?? '#3a2e28'],
          [1, darken(o.floor ?? '#3a2e28', 0.35)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    // chandeliers
    for (let i = 0; i < n; i++) {
      const x = (W / n) * (i + 0.5),
        y = H * 0.1;
      s.line(x, 0, x, y, P.gold, 2);
      s.circle(
        x,
        y + 20,
        120,
        s.rad(
          [
            [0, '#ffd98a', 0.45],
            [1, '#ffd98a', 0],
          ],
          x,
          y + 20,
          120,
        ),
      );
      s.path(`M${f1(x - 50)},${f1(y + 10)}Q${f1(x)},${f1(y + 60)} ${f1(x + 50)},${f1(y + 10)}`, 'none', `stroke="${P.gold}" stroke-width="3"`);
      for (let k = -2; k <= 2; k++) s.circle(x + k * 22, y + 14 + Math.abs(k) * -3 + 20, 5, '#fff3cf');
    }
  } else {
    seascape(s, tod, r, { horizon: H * 0.42, sunX: W * 0.7, islandCount: 3 });
    // terrace floor
    cam.quad(
      [
        [-12, 0, 0.4],
        [12, 0, 0.4],
        [12, 0, 9],
        [-12, 0, 9],
      ],
      s.lin(
        [
          [0, mix(P.terra, tod.shadow, 0.15 + tod.facadeTint * 0.6)],
          [1, mix('#d9a27f', tod.shadow, tod.facadeTint * 0.6)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    let d = '';
    for (let x = -12; x <= 12; x += 0.6) {
      const a = cam.p([x, 0, 0.4]),
        b = cam.p([x, 0, 9]);
      d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    for (let z = 9; z > 0.6; z -= 0.6) {
      const a = cam.p([-12, 0, z]),
        b = cam.p([12, 0, z]);
      d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    s.path(d, 'none', `stroke="${darken(P.terra, 0.3)}" stroke-width="1.2" opacity="0.35"`);
    // balustrade at far edge
    for (let x = -8; x <= 8; x += 0.22) cam.box(x - 0.04, x + 0.04, 0, 0.9, 9, 9.05, shades(mix(P.ivory, tod.shadow, tod.facadeTint * 0.7)));
    cam.box(-9, 9, 0.9, 1.0, 8.95, 9.15, shades(mix(P.ivory, tod.shadow, tod.facadeTint * 0.6)));
    for (const x of [-5.2, 5.4]) {
      const [px, py] = cam.p([x, 0, 8.6]);
      L.palm(s, px, py, cam.len(4.2, 8.6), mix(P.olive, tod.shadow, 0.35 + tod.facadeTint * 0.5), r, x < 0 ? 0.1 : -0.1);
    }
    if (o.lights) stringLights(s, H * 0.06, H * 0.1, 3, '#ffd98a', H / 900);
  }
  const cloth = o.cloth ?? P.ivory;
  const spots = o.tables ?? [
    [-2.4, 6.2],
    [0.6, 6.8],
    [3.4, 6.0],
    [-1.2, 4.0],
    [2.0, 3.8],
  ];
  spots.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of spots)
    table(cam, x, z, 0.55, {
      cloth,
      chair: o.chair ?? '#6b4a35',
      wine: o.wine ?? 'rgba(120,30,40,0.8)',
      candle: tod.night || tod.name === 'dusk' || o.indoor,
      food: o.food,
    });
  if (!o.indoor) plant(cam, -3.4, 2.2, 1.4, P.terra, mix(P.olive, tod.shadow, tod.facadeTint * 0.5), r);
  s.vignette(0.3);
}

function dome(s, x, y, w, metal = '#c9ccd0') {
  s.ellipse(x, y, w * 0.55, w * 0.1, darken(metal, 0.3));
  s.path(
    `M${f1(x - w * 0.5)},${f1(y)}A${f1(w * 0.5)},${f1(w * 0.42)} 0 0 1 ${f1(x + w * 0.5)},${f1(y)}Z`,
    s.lin(
      [
        [0, lighten(metal, 0.4)],
        [0.4, metal],
        [1, darken(metal, 0.25)],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  s.circle(x, y - w * 0.44, w * 0.05, darken(metal, 0.2));
}
function bowl(s, x, y, w, food, r) {
  s.path(`M${f1(x - w / 2)},${f1(y - w * 0.2)}Q${f1(x)},${f1(y + w * 0.35)} ${f1(x + w / 2)},${f1(y - w * 0.2)}Z`, P.ivory);
  for (let i = 0; i < 7; i++) s.circle(x + (r() - 0.5) * w * 0.7, y - w * 0.2 - r() * w * 0.15, w * 0.09, r.pick(food));
  s.ellipse(x, y - w * 0.2, w / 2, w * 0.06, 'none', `stroke="${darken(P.ivory, 0.1)}" stroke-width="2"`);
}

/** Buffet counter, front view. */
export function buffet(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  // back wall with windows
  s.rect(0, 0, W, H, o.wall ?? '#efe4d2');
  const nW = Math.round(W / 400);
  for (let i = 0; i < nW; i++) {
    const ww = (W / nW) * 0.6,
      x = (W / nW) * i + (W / nW) * 0.2,
      y = H * 0.08,
      h = H * 0.38;
    s.rect(x - 8, y - 8, ww + 16, h + 16, P.ivory);
    view(s, tod, rng(o.seed + i), x, y, ww, h, 'sea');
    s.line(x + ww / 2, y, x + ww / 2, y + h, P.ivory, 6);
  }
  // back counter / shelf
  s.rect(0, H * 0.5, W, H * 0.03, darken(o.wall ?? '#efe4d2', 0.15));
  // floor
  s.rect(
    0,
    H * 0.78,
    W,
    H * 0.22,
    s.lin(
      [
        [0, '#b98a66'],
        [1, '#8a5a3c'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  // counter
  const cy = H * 0.6;
  s.rect(
    -10,
    cy,
    W + 20,
    H * 0.04,
    s.lin(
      [
        [0, '#f5f1ea'],
        [1, '#d9d2c6'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  s.rect(
    -10,
    cy + H * 0.04,
    W + 20,
    H * 0.2,
    s.lin(
      [
        [0, '#6b4a35'],
        [1, '#4a3222'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  for (let x = 0; x < W; x += W / 8) s.rect(x + 6, cy + H * 0.06, W / 8 - 12, H * 0.16, '#5a3d2a', 'opacity="0.7"');
  s.rect(-10, cy + H * 0.055, W + 20, H * 0.006, P.gold);
  // sneeze-guard glass
  s.rect(-10, H * 0.4, W + 20, H * 0.012, 'rgba(255,255,255,0.5)');
  const items = o.items ?? ['dome', 'bowl', 'bread', 'dome', 'fruit', 'cake', 'bowl', 'dome'];
  const n = Math.max(5, Math.round(W / 240));
  for (let i = 0; i < n; i++) {
    const x = (W / n) * (i + 0.5),
      y = cy + H * 0.01;
    const w = (W / n) * 0.72;
    const it = items[i % items.length];
    if (it === 'dome') dome(s, x, y, w * 0.9);
    else if (it === 'bowl') bowl(s, x, y, w * 0.8, o.food ?? [P.olive, '#9bb86a', P.rose, P.ivory], r);
    else if (it === 'bread') {
      s.path(`M${f1(x - w * 0.45)},${f1(y)}L${f1(x - w * 0.38)},${f1(y - w * 0.2)}H${f1(x + w * 0.38)}L${f1(x + w * 0.45)},${f1(y)}Z`, '#a87a4f');
      for (let k = 0; k < 5; k++) s.ellipse(x - w * 0.3 + k * w * 0.15, y - w * 0.23, w * 0.1, w * 0.07, '#d9a05a');
      s.ellipse(x, y - w * 0.32, w * 0.16, w * 0.08, '#c88a48');
    } else if (it === 'fruit') {
      for (let row = 0; row < 3; row++)
        for (let k = 0; k <= 3 - row; k++)
          s.circle(x + (k - (3 - row) / 2) * w * 0.16, y - w * 0.08 - row * w * 0.13, w * 0.08, r.pick(['#e8a64f', '#d9533f', '#9bb86a', '#f0c75a']));
    } else if (it === 'cake') {
      s.line(x, y, x, y - w * 0.2, P.gold, 3);
      s.ellipse(x, y - w * 0.2, w * 0.35, w * 0.05, P.gold);
      s.rect(x - w * 0.28, y - w * 0.42, w * 0.56, w * 0.22, '#f3dcc6');
      s.rect(x - w * 0.28, y - w * 0.34, w * 0.56, w * 0.03, P.rose);
      s.ellipse(x, y - w * 0.42, w * 0.28, w * 0.05, '#fff');
      s.circle(x, y - w * 0.47, w * 0.04, '#c0392b');
    } else if (it === 'seafood') {
      s.ellipse(x, y, w * 0.45, w * 0.08, '#dfe7ea');
      for (let k = 0; k < 6; k++) {
        const px = x - w * 0.3 + k * w * 0.12;
        s.path(
          `M${f1(px)},${f1(y - w * 0.05)}a${f1(w * 0.06)},${f1(w * 0.06)} 0 1 1 ${f1(w * 0.08)},${f1(-w * 0.03)}`,
          'none',
          `stroke="#e07a4f" stroke-width="${f1(w * 0.04)}" stroke-linecap="round"`,
        );
      }
    }
  }
  // pendant lights
  for (let i = 0; i < n; i += 2) {
    const x = (W / n) * (i + 0.5);
    s.line(x, 0, x, H * 0.22, '#333', 1.5);
    s.path(`M${f1(x - 26)},${f1(H * 0.25)}L${f1(x - 12)},${f1(H * 0.22)}H${f1(x + 12)}L${f1(x + 26)},${f1(H * 0.25)}Z`, P.gold);
    s.circle(
      x,
      H * 0.27,
      90,
      s.rad(
        [
          [0, '#ffe2a8', 0.35],
          [1, '#ffe2a8', 0],
        ],
        x,
        H * 0.27,
        90,
      ),
    );
  }
  s.vignette(0.3);
}

/** Close-up still life on a table: breakfast, plated dish, cocktails. */
export function tableTop(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  seascape(s, tod, r, { horizon: H * 0.42, sunX: W * (o.sunX ?? 0.72), islandCount: 2, clouds: 3 });
  if (o.skyline) {
    // rooftop: town below horizon
    L.town(s, tod, rng(o.seed + 't'), { x0: -10, x1: W + 10, yTop: H * 0.46, yBot: H * 0.56, rows: 3, scale: 0.7 });
  }
  if (o.lights) stringLights(s, H * 0.04, H * 0.12, 2, '#ffd98a', H / 900);
  // table surface
  const ty = H * (o.surfaceY ?? 0.56);
  s.rect(
    0,
    ty,
    W,
    H - ty,
    s.lin(
      [
        [0, o.surface ?? '#f4ede2'],
        [1, darken(o.surface ?? '#f4ede2', 0.18)],
      ],
      0,
      ty,
      0,
      H,
      true,
    ),
  );
  s.rect(0, ty, W, H * 0.008, lighten(o.surface ?? '#f4ede2', 0.3), 'opacity="0.7"');
  const u = H / 100;
  for (const it of o.items) {
    const x = W * it.x,
      y = ty + H * (it.y ?? 0.18);
    const k = (it.s ?? 1) * u;
    if (it.t === 'plate') {
      s.ellipse(x, y + k, k * 15, k * 4.5, 'rgba(0,0,0,0.12)');
      s.ellipse(x, y, k * 15, k * 4.5, '#ffffff');
      s.ellipse(x, y, k * 10, k * 3, '#f3efe8', `stroke="${it.rim ?? P.gold}" stroke-width="${f1(k * 0.3)}"`);
      if (it.food === 'steak') {
        s.ellipse(x - k * 1, y - k * 0.5, k * 5, k * 2, '#6a3324');
        s.ellipse(x - k * 1.3, y - k * 0.9, k * 3.4, k * 1, '#8b4a34');
        for (let i = 0; i < 5; i++) s.circle(x + k * 4 + i * k * 0.8, y + (i % 2) * k * 0.6 - k * 0.4, k * 0.7, i % 2 ? '#7a9a4a' : '#c8744f');
        s.path(
          `M${f1(x - k * 7)},${f1(y + k * 1.5)}q${f1(k * 6)},${f1(k * 1.5)} ${f1(k * 12)},0`,
          'none',
          `stroke="#7a2a1c" stroke-width="${f1(k * 0.5)}" stroke-linecap="round"`,
        );
      }
      if (it.food === 'breakfast') {
        s.ellipse(x - k * 3, y, k * 3.2, k * 1.6, '#fff');
        s.circle(x - k * 3, y - k * 0.2, k * 1.1, '#f0b43a');
        for (let i = 0; i < 3; i++)
          s.ellipse(
            x + k * 2 + i * k * 1.6,
            y + (i - 1) * k * 0.3,
            k * 0.8,
            k * 2,
            '#b5553a',
            `transform="rotate(70 ${f1(x + k * 2 + i * k * 1.6)} ${f1(y)})"`,
          );
        s.circle(x + k * 6, y - k * 0.8, k * 0.9, '#d9533f');
        s.circle(x + k * 4.8, y + k * 1.2, k * 0.7, '#7a9a4a');
      }
      if (it.food === 'fish') {
        s.path(
          `M${f1(x - k * 6)},${f1(y)}Q${f1(x)},${f1(y - k * 3)} ${f1(x + k * 5)},${f1(y)}Q${f1(x)},${f1(y + k * 2.5)} ${f1(x - k * 6)},${f1(y)}Z`,
          '#e8c79a',
        );
        s.path(`M${f1(x + k * 5)},${f1(y)}l${f1(k * 2.5)},${f1(-k * 1.8)}v${f1(k * 3.6)}Z`, '#d8b07a');
        s.circle(x + k * 3.5, y - k * 1.6, k * 0.6, '#f0d04a');
      }
    } else if (it.t === 'croissant') {
      s.path(
        `M${f1(x - k * 6)},${f1(y)}Q${f1(x)},${f1(y - k * 7)} ${f1(x + k * 6)},${f1(y)}Q${f1(x)},${f1(y - k * 2.5)} ${f1(x - k * 6)},${f1(y)}Z`,
        '#d99a4e',
      );
      for (let i = -2; i <= 2; i++)
        s.path(
          `M${f1(x + i * k * 2)},${f1(y - k * 4.2 + Math.abs(i) * k * 1.1)}q${f1(k * 0.6)},${f1(k * 1.4)} 0,${f1(k * 2.6 - Math.abs(i) * k * 0.6)}`,
          'none',
          `stroke="#a8692f" stroke-width="${f1(k * 0.4)}"`,
        );
    } else if (it.t === 'cup') {
      s.ellipse(x, y + k * 0.5, k * 5.5, k * 1.6, '#ffffff');
      s.path(`M${f1(x - k * 3.2)},${f1(y - k * 5)}L${f1(x - k * 2.6)},${f1(y)}H${f1(x + k * 2.6)}L${f1(x + k * 3.2)},${f1(y - k * 5)}Z`, '#ffffff');
      s.ellipse(x, y - k * 5, k * 3.2, k * 0.9, '#6b3f26');
      s.ellipse(x, y - k * 5, k * 1.6, k * 0.4, '#c89a6a');
      s.path(`M${f1(x + k * 3)},${f1(y - k * 4)}a${f1(k * 1.4)},${f1(k * 1.4)} 0 0 1 0,${f1(k * 2.6)}`, 'none', `stroke="#fff" stroke-width="${f1(k * 0.6)}"`);
    } else if (it.t === 'juice') {
      s.path(
        `M${f1(x - k * 2.2)},${f1(y - k * 10)}L${f1(x - k * 1.8)},${f1(y)}H${f1(x + k * 1.8)}L${f1(x + k * 2.2)},${f1(y - k * 10)}Z`,
        'rgba(255,255,255,0.5)',
      );
      s.path(`M${f1(x - k * 2.1)},${f1(y - k * 8)}L${f1(x - k * 1.8)},${f1(y - k * 0.3)}H${f1(x + k * 1.8)}L${f1(x + k * 2.1)},${f1(y - k * 8)}Z`, '#f0a53a');
    } else if (it.t === 'wine') {
      wineGlass(s, x, y, k * 7, it.color ?? 'rgba(120,30,40,0.85)');
    } else if (it.t === 'cocktail') {
      cocktail(s, x, y, k, it.style, it.color);
    } else if (it.t === 'candle') {
      s.circle(
        x,
        y - k * 6,
        k * 9,
        s.rad(
          [
            [0, '#ffd98a', 0.5],
            [1, '#ffd98a', 0],
          ],
          x,
          y - k * 6,
          k * 9,
        ),
      );
      s.rect(x - k * 1.6, y - k * 5, k * 3.2, k * 5, 'rgba(255,255,255,0.45)');
      s.ellipse(x, y - k * 5.8, k * 0.4, k * 1, '#ffe6a0');
    } else if (it.t === 'fruit') {
      s.ellipse(x, y, k * 6, k * 1.8, '#ffffff');
      for (let i = 0; i < 6; i++)
        s.circle(x + (i - 2.5) * k * 1.6, y - k * 1.2 - (i % 2) * k, k * 1.3, ['#e8a64f', '#d9533f', '#9bb86a', '#f0c75a', P.rose, '#7a3a6a'][i]);
    } else if (it.t === 'cutlery') {
      s.rect(x, y - k * 0.3, k * 9, k * 0.6, '#c9ccd0', `transform="rotate(-4 ${f1(x)} ${f1(y)})"`);
    } else if (it.t === 'flowers') {
      s.path(`M${f1(x - k * 1.4)},${f1(y - k * 5)}L${f1(x - k * 1)},${f1(y)}H${f1(x + k * 1)}L${f1(x + k * 1.4)},${f1(y - k * 5)}Z`, 'rgba(255,255,255,0.6)');
      for (let i = 0; i < 7; i++) s.circle(x + (r() - 0.5) * k * 5, y - k * 6 - r() * k * 3.5, k * 1.1, i % 2 ? P.rose : P.ivory);
    }
  }
  s.vignette(0.32);
}

export function cocktail(s, x, y, k, style = 'coupe', color = '#e8a68f') {
  s.ellipse(x, y + k * 0.3, k * 3.6, k * 0.9, 'rgba(0,0,0,0.15)');
  const glass = 'rgba(255,255,255,0.35)';
  const edge = 'stroke="rgba(255,255,255,0.85)" stroke-width="1.5"';
  if (style === 'coupe') {
    s.ellipse(x, y, k * 2.6, k * 0.6, glass, edge);
    s.line(x, y, x, y - k * 7, 'rgba(255,255,255,0.8)', k * 0.35);
    s.path(
      `M${f1(x - k * 4.5)},${f1(y - k * 10)}Q${f1(x - k * 4)},${f1(y - k * 6.8)} ${f1(x)},${f1(y - k * 6.8)}Q${f1(x + k * 4)},${f1(y - k * 6.8)} ${f1(x + k * 4.5)},${f1(y - k * 10)}Z`,
      color,
      edge,
    );
    s.ellipse(x, y - k * 10, k * 4.5, k * 0.8, lighten(color, 0.25));
    s.circle(x + k * 3.6, y - k * 10.3, k * 1.1, '#f0d04a', `stroke="#d9b030" stroke-width="1"`);
  } else if (style === 'highball') {
    s.path(`M${f1(x - k * 2.6)},${f1(y - k * 13)}V${f1(y)}H${f1(x + k * 2.6)}V${f1(y - k * 13)}Z`, glass, edge);
    s.path(
      `M${f1(x - k * 2.5)},${f1(y - k * 10.5)}V${f1(y - k * 0.2)}H${f1(x + k * 2.5)}V${f1(y - k * 10.5)}Z`,
      s.lin(
        [
          [0, lighten(color, 0.2)],
          [1, color],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    for (let i = 0; i < 3; i++)
      s.rect(x - k * 1.8 + i * k * 1.1, y - k * (9 - i * 2), k * 1.5, k * 1.5, 'rgba(255,255,255,0.45)', `transform="rotate(15 ${f1(x)} ${f1(y - k * 8)})"`);
    s.line(x + k * 0.8, y - k * 16, x + k * 1.6, y - k * 9, '#0f2a3d', k * 0.4);
    s.path(`M${f1(x - k * 2.8)},${f1(y - k * 12)}l${f1(-k * 1.6)},${f1(-k * 1.9)}l${f1(k * 2.4)},${f1(k * 0.3)}Z`, '#7a9a4a');
  } else {
    s.ellipse(x, y, k * 2.4, k * 0.55, glass, edge);
    s.line(x, y, x, y - k * 6.5, 'rgba(255,255,255,0.8)', k * 0.35);
    s.path(`M${f1(x - k * 4.8)},${f1(y - k * 12)}L${f1(x)},${f1(y - k * 6.5)}L${f1(x + k * 4.8)},${f1(y - k * 12)}Z`, glass, edge);
    s.path(`M${f1(x - k * 4.2)},${f1(y - k * 11.3)}L${f1(x)},${f1(y - k * 6.8)}L${f1(x + k * 4.2)},${f1(y - k * 11.3)}Z`, color);
    s.line(x - k * 2, y - k * 13, x + k * 1.2, y - k * 9.5, '#6b4a35', k * 0.25);
    s.circle(x + k * 0.6, y - k * 10.2, k * 0.8, '#7a9a4a');
  }
}

/** Rooftop bar / lounge. o.mode: 'bar' | 'dj' | 'dining' | 'pool' */
export function rooftop(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const hz = o.mode === 'pool' ? 0.4 : 0.45;
  const cam = new Cam(s, { x: 0, y: o.mode === 'pool' ? 1.6 : 1.3, f: H * 0.75, cy: H * hz });
  seascape(s, tod, r, { horizon: H * hz, sunX: W * 0.3, islandCount: 3, islandMin: 0.4 });
  // town far below, seen over the edge
  L.town(s, tod, rng(o.seed + 'town'), { x0: -10, x1: W + 10, yTop: H * (hz + 0.06), yBot: H * (hz + 0.16), rows: 3, scale: 0.55 });
  // deck
  const deck = o.mode === 'pool' ? '#d9cdb8' : '#a47c5c';
  cam.quad(
    [
      [-14, 0, 0.4],
      [14, 0, 0.4],
      [14, 0, 10],
      [-14, 0, 10],
    ],
    s.lin(
      [
        [0, mix(deck, tod.shadow, tod.facadeTint * 0.7 + 0.05)],
        [1, mix(lighten(deck, 0.1), tod.shadow, tod.facadeTint * 0.6)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  let d = '';
  for (let x = -14; x <= 14; x += o.mode === 'pool' ? 0.8 : 0.2) {
    const a = cam.p([x, 0, 0.4]),
      b = cam.p([x, 0, 10]);
    d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
  }
  s.path(d, 'none', `stroke="${darken(deck, 0.35)}" stroke-width="1" opacity="0.35"`);
  // planters along the edge
  if (o.mode !== 'pool')
    for (const x of [-6.5, -3.2, 3.6, 6.8]) {
      cam.box(x - 0.35, x + 0.35, 0, 0.55, 9.2, 9.9, shades(mix(P.ivory, tod.shadow, tod.facadeTint * 0.6)));
      const [px, py] = cam.p([x, 0.55, 9.5]);
      const u = cam.len(1, 9.5);
      for (let k = 0; k < 5; k++)
        s.circle(px + (k - 2) * u * 0.14, py - u * (0.2 + (k % 2) * 0.12), u * 0.22, mix(P.olive, tod.shadow, 0.2 + tod.facadeTint * 0.5 + (k % 2) * 0.1));
    }
  // glass balustrade
  cam.quad(
    [
      [-14, 0, 10],
      [14, 0, 10],
      [14, 1.1, 10],
      [-14, 1.1, 10],
    ],
    tod.night ? 'rgba(120,170,190,0.12)' : 'rgba(220,240,240,0.25)',
  );
  cam.box(-14, 14, 1.1, 1.15, 10, 10.05, shades(o.rail ?? P.gold));
  for (let x = -12; x <= 12; x += 2) cam.box(x - 0.02, x + 0.02, 0, 1.1, 10, 10.02, shades('#555'));
  if (o.mode === 'pool') {
    cam.quad(
      [
        [-3.2, 0.01, 3.5],
        [3.8, 0.01, 3.5],
        [3.8, 0.01, 9.6],
        [-3.2, 0.01, 9.6],
      ],
      s.lin(
        [
          [0, '#2f9aa5'],
          [1, '#7ccbd0'],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    let c = '';
    for (let i = 0; i < 60; i++) {
      const x = r.range(-3.1, 3.7),
        z = r.range(3.6, 9.5);
      const a = cam.p([x, 0.01, z]);
      const l = cam.len(0.5, z);
      c += `M${f1(a[0])},${f1(a[1])}q${f1(l / 2)},${f1(-l * 0.15)} ${f1(l)},0`;
    }
    s.path(c, 'none', 'stroke="#e8fbff" stroke-width="2" opacity="0.5" stroke-linecap="round"');
    cam.box(-3.3, 3.9, 0, 0.06, 3.3, 3.5, shades('#efe9df'));
    for (const z of [4.2, 5.8, 7.4]) {
      const a = cam.p([-5.8, 0, z]);
      L.lounger(s, a[0], a[1], cam.len(1.9, z), P.ivory, tod);
    }
    for (const z of [5.0, 8.2]) {
      const a = cam.p([-4.3, 0, z]);
      L.umbrella(s, a[0], a[1], cam.len(2.4, z), P.sand, tod);
    }
    for (const z of [6.2, 8.5]) {
      const a = cam.p([6.2, 0, z]);
      L.umbrella(s, a[0], a[1], cam.len(2.4, z), P.terra, tod);
    }
    for (const z of [5.0]) {
      const a = cam.p([4.9, 0, z]);
      L.lounger(s, a[0], a[1], cam.len(1.9, z), P.sand, tod);
    }
    const a = cam.p([-2.4, 0, 2.2]);
    L.palm(s, a[0] - cam.len(1.5, 2.2), a[1], cam.len(3.6, 2.2), mix(P.olive, tod.shadow, 0.3), r, 0.12);
  } else if (o.mode === 'dj') {
    const bz = 5.2;
    // light beams fanning from behind the booth
    const [bx, by] = cam.p([0, 1.4, bz + 0.6]);
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.22;
      const len = H * 1.1;
      const ex = bx + Math.cos(a) * len,
        ey = by + Math.sin(a) * len;
      const col = [P.gold, P.rose, '#6fd0d8', '#b58be0'][i % 4];
      s.path(
        `M${f1(bx)},${f1(by)}L${f1(ex - W * 0.03)},${f1(ey)}L${f1(ex + W * 0.03)},${f1(ey)}Z`,
        s.lin(
          [
            [0, col, 0.6],
            [1, col, 0],
          ],
          bx,
          by,
          ex,
          ey,
          true,
        ),
      );
    }
    s.circle(
      bx,
      by,
      H * 0.25,
      s.rad(
        [
          [0, '#b58be0', 0.35],
          [1, '#b58be0', 0],
        ],
        bx,
        by,
        H * 0.25,
      ),
    );
    {
      const [fx, fy] = cam.p([0, 0, bz - 1.5]);
      s.ellipse(
        fx,
        fy,
        W * 0.45,
        H * 0.12,
        s.rad(
          [
            [0, '#b58be0', 0.35],
            [0.5, '#e8a68f', 0.15],
            [1, '#e8a68f', 0],
          ],
          fx,
          fy,
          W * 0.45,
          true,
          `gradientTransform="translate(${f1(fx)} ${f1(fy)}) scale(1 0.27) translate(${f1(-fx)} ${f1(-fy)})"`,
        ),
      );
    }
    // DJ figure behind the booth
    const [dx, dy] = cam.p([0, 1.05, bz + 0.35]);
    const u = cam.len(1, bz + 0.35);
    s.path(
      `M${f1(dx - u * 0.3)},${f1(dy)}V${f1(dy - u * 0.38)}Q${f1(dx - u * 0.28)},${f1(dy - u * 0.56)} ${f1(dx)},${f1(dy - u * 0.57)}Q${f1(dx + u * 0.28)},${f1(dy - u * 0.56)} ${f1(dx + u * 0.3)},${f1(dy - u * 0.38)}V${f1(dy)}Z`,
      '#0a141c',
    );
    s.circle(dx, dy - u * 0.72, u * 0.13, '#0a141c');
    s.path(
      `M${f1(dx - u * 0.15)},${f1(dy - u * 0.78)}a${f1(u * 0.16)},${f1(u * 0.16)} 0 0 1 ${f1(u * 0.3)},0`,
      'none',
      `stroke="${P.gold}" stroke-width="${f1(u * 0.03)}"`,
    );
    s.line(dx + u * 0.25, dy - u * 0.45, dx + u * 0.55, dy - u * 0.9, '#0a141c', u * 0.09);
    // booth
    cam.box(-1.3, 1.3, 0, 1.05, bz, bz + 0.6, { front: '#0b1620', top: '#1c2c3a', side: '#081018' });
    cam.quad(
      [
        [-1.2, 0.15, bz - 0.01],
        [1.2, 0.15, bz - 0.01],
        [1.2, 0.9, bz - 0.01],
        [-1.2, 0.9, bz - 0.01],
      ],
      s.lin(
        [
          [0, P.gold, 0.85],
          [0.5, '#e8a68f', 0.9],
          [1, '#6fd0d8', 0.85],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    let eq = '';
    for (let i = 0; i < 24; i++) {
      const [x0, y0] = cam.p([-1.1 + i * 0.095, 0.2, bz - 0.02]);
      const hgt = cam.len(0.1 + 0.55 * Math.abs(Math.sin(i * 1.7)), bz);
      eq += `M${f1(x0)},${f1(y0)}v${f1(-hgt)}`;
    }
    s.path(eq, 'none', `stroke="#0b1620" stroke-width="${f1(cam.len(0.04, bz))}" opacity="0.55"`);
    for (const x of [-0.7, 0.7]) cam.disc(x, 1.06, bz + 0.3, 0.22, '#222', `stroke="${P.gold}" stroke-width="2"`);
    // crowd: heads and raised hands against the glow
    for (let i = 0; i < 22; i++) {
      const px = r() * W,
        py = H * r.range(0.8, 0.9),
        hu = H * r.range(0.2, 0.26);
      const c = '#050d14';
      s.circle(px, py, hu * 0.12, c);
      s.path(
        `M${f1(px - hu * 0.3)},${f1(H + 5)}V${f1(py + hu * 0.34)}Q${f1(px - hu * 0.28)},${f1(py + hu * 0.16)} ${f1(px)},${f1(py + hu * 0.16)}Q${f1(px + hu * 0.28)},${f1(py + hu * 0.16)} ${f1(px + hu * 0.3)},${f1(py + hu * 0.34)}V${f1(H + 5)}Z`,
        c,
      );
      if (r() < 0.45) {
        const sgn = r() < 0.5 ? -1 : 1;
        s.path(
          `M${f1(px + sgn * hu * 0.22)},${f1(py + hu * 0.3)}L${f1(px + sgn * hu * 0.34)},${f1(py - hu * 0.32)}`,
          'none',
          `stroke="${c}" stroke-width="${f1(hu * 0.08)}" stroke-linecap="round"`,
        );
      }
    }
    stringLights(s, H * 0.05, H * 0.08, 4, '#ffd98a', H / 900);
  } else if (o.mode === 'dining') {
    stringLights(s, H * 0.04, H * 0.1, 3, '#ffd98a', H / 900);
    for (const [x, z] of [
      [-3, 7.6],
      [0.2, 7.8],
      [3.3, 7.5],
      [-1.6, 5.4],
      [1.8, 5.2],
    ].sort((a, b) => b[1] - a[1]))
      table(cam, x, z, 0.55, { cloth: P.ivory, chair: '#1f2d38', wine: 'rgba(120,30,40,0.85)', candle: true, rim: P.gold });
  } else {
    // bar: counter right, lounge left
    stringLights(s, H * 0.05, H * 0.09, 3, '#ffd98a', H / 900);
    cam.box(1.6, 2.4, 0, 1.1, 2.8, 8.5, {
      front: '#1a2f40',
      top: '#efe9df',
      side: s.lin(
        [
          [0, '#223f57'],
          [1, '#0f2a3d'],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    cam.box(1.55, 2.45, 1.1, 1.15, 2.75, 8.55, shades('#efe9df'));
    cam.quad(
      [
        [1.6, 0.15, 2.8],
        [1.6, 0.19, 2.8],
        [1.6, 0.19, 8.5],
        [1.6, 0.15, 8.5],
      ],
      P.gold,
    );
    for (let z = 7.6; z >= 3.4; z -= 1.05) {
      const [sx, sy] = cam.p([1.2, 0.75, z]);
      const [, fy] = cam.p([1.2, 0, z]);
      const u = cam.len(0.1, z);
      s.line(sx, sy, sx, fy, P.gold, u * 0.3);
      s.ellipse(sx, sy, u * 2.2, u * 0.7, '#6b4a35');
      s.ellipse(sx, fy, u * 1.5, u * 0.4, P.gold);
    }
    for (let z = 8; z >= 3.2; z -= 1.6) {
      const [gx, gy] = cam.p([2.0, 1.15, z]);
      cocktail(s, gx, gy, cam.len(0.012, z), r.pick(['coupe', 'highball', 'martini']), r.pick([P.rose, '#f0a53a', '#e07a5f', '#cfe3a0']));
    }
    // lounge sofas left
    cam.quad(
      [
        [-6, 0.005, 3.4],
        [-1.2, 0.005, 3.4],
        [-1.2, 0.005, 8.4],
        [-6, 0.005, 8.4],
      ],
      mix(P.sand, tod.shadow, tod.facadeTint * 0.6),
    );
    cam.quad(
      [
        [-5.7, 0.006, 3.7],
        [-1.5, 0.006, 3.7],
        [-1.5, 0.006, 8.1],
        [-5.7, 0.006, 8.1],
      ],
      mix(P.ivory, tod.shadow, tod.facadeTint * 0.6),
    );
    for (const z of [7.0, 4.4]) {
      const sc = mix(P.ivory, tod.shadow, tod.facadeTint * 0.5);
      cam.soft(-5.4, -2.4, 0.0, 0.12, z, z + 0.9, shades('#5a4332'), 0.03);
      cam.soft(-5.4, -2.4, 0.12, 0.42, z, z + 0.9, shades(sc), 0.06);
      cam.soft(-5.4, -2.4, 0.42, 0.85, z + 0.72, z + 0.9, shades(sc), 0.06);
      for (const [x0, col] of [
        [-5.0, P.teal],
        [-4.2, P.terra],
        [-3.4, P.gold],
      ])
        cam.soft(x0, x0 + 0.5, 0.42, 0.72, z + 0.55, z + 0.7, shades(mix(col, tod.shadow, tod.facadeTint * 0.4)), 0.06);
      cam.box(-4.6, -3.2, 0, 0.38, z - 0.9, z - 0.3, shades(mix('#efe9df', tod.shadow, tod.facadeTint * 0.4)));
      const [tx, ty] = cam.p([-3.9, 0.38, z - 0.6]);
      cocktail(s, tx, ty, cam.len(0.011, z - 0.6), 'coupe', P.rose);
      const [cx2, cy2] = cam.p([-4.3, 0.38, z - 0.6]);
      s.circle(
        cx2,
        cy2 - cam.len(0.06, z),
        cam.len(0.12, z),
        s.rad(
          [
            [0, '#ffd98a', 0.6],
            [1, '#ffd98a', 0],
          ],
          cx2,
          cy2 - cam.len(0.06, z),
          cam.len(0.12, z),
        ),
      );
    }
    for (const z of [8.6, 5.6]) {
      const a = cam.p([-6.4, 0, z]);
      L.umbrella(s, a[0], a[1], cam.len(2.6, z), P.ivory, tod);
    }
    if (o.foreground) {
      const y = H * 0.86;
      s.rect(
        0,
        y,
        W,
        H - y,
        s.lin(
          [
            [0, '#efe9df'],
            [1, '#c9c2b5'],
          ],
          0,
          0,
          0,
          1,
        ),
      );
      for (const [i, st] of [
        [0, 'coupe'],
        [1, 'highball'],
        [2, 'martini'],
      ])
        cocktail(s, W * (0.18 + i * 0.12), y + H * 0.06, (H / 100) * 1.15, st, [P.rose, '#f0a53a', '#e07a5f'][i]);
    }
  }
  s.vignette(0.3);
}

/** Grilled seafood on a beach BBQ at dusk. */
export function bbq(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  seascape(s, tod, r, { horizon: H * 0.4, sunX: W * 0.25, islandCount: 2 });
  s.rect(
    0,
    H * 0.52,
    W,
    H * 0.48,
    s.lin(
      [
        [0, mix(P.sand, tod.shadow, 0.3)],
        [1, mix(P.sand, tod.shadow, 0.55)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  stringLights(s, H * 0.05, H * 0.09, 3, '#ffd98a', H / 900);
  // grill
  const gx = W * 0.1,
    gw = W * 0.8,
    gy = H * 0.55,
    gh = H * 0.22;
  s.path(`M${f1(gx)},${f1(gy)}H${f1(gx + gw)}L${f1(gx + gw - W * 0.04)},${f1(gy + gh)}H${f1(gx + W * 0.04)}Z`, '#1c2227');
  s.path(
    `M${f1(gx + W * 0.02)},${f1(gy + H * 0.01)}H${f1(gx + gw - W * 0.02)}L${f1(gx + gw - W * 0.05)},${f1(gy + gh * 0.6)}H${f1(gx + W * 0.05)}Z`,
    s.rad(
      [
        [0, '#ff9a3c', 0.95],
        [0.6, '#c8442a', 0.8],
        [1, '#3a1a12', 1],
      ],
      gx + gw / 2,
      gy + gh * 0.3,
      gw * 0.5,
    ),
  );
  let grate = '';
  for (let x = gx + W * 0.03; x < gx + gw - W * 0.03; x += W * 0.018)
    grate += `M${f1(x)},${f1(gy + H * 0.01)}l${f1((x - gx - gw / 2) * -0.04)},${f1(gh * 0.58)}`;
  s.path(grate, 'none', 'stroke="#2a2f33" stroke-width="4"');
  s.rect(gx - W * 0.01, gy - H * 0.008, gw + W * 0.02, H * 0.016, '#3a4249');
  for (const lx of [gx + W * 0.08, gx + gw - W * 0.08]) s.rect(lx - 6, gy + gh, 12, H * 0.2, '#1c2227');
  // smoke
  for (let i = 0; i < 6; i++) {
    const x = gx + gw * r();
    s.path(
      `M${f1(x)},${f1(gy)}c${f1(-40)},${f1(-60)} ${f1(50)},${f1(-90)} ${f1(10)},${f1(-170)}s${f1(40)},${f1(-80)} 0,${f1(-140)}`,
      'none',
      `stroke="#ffffff" stroke-width="${f1(18 + r() * 20)}" opacity="0.08" stroke-linecap="round"`,
    );
  }
  // seafood
  const u = H / 100;
  for (let i = 0; i < 7; i++) {
    // prawns
    const x = gx + gw * (0.08 + i * 0.06),
      y = gy + gh * 0.22 + (i % 2) * u * 2;
    s.path(
      `M${f1(x)},${f1(y)}a${f1(u * 2.4)},${f1(u * 2.4)} 0 1 1 ${f1(u * 3.4)},${f1(-u * 1)}`,
      'none',
      `stroke="#e8743f" stroke-width="${f1(u * 1.6)}" stroke-linecap="round"`,
    );
    s.path(
      `M${f1(x)},${f1(y)}a${f1(u * 2.4)},${f1(u * 2.4)} 0 1 1 ${f1(u * 3.4)},${f1(-u * 1)}`,
      'none',
      `stroke="#f7b27a" stroke-width="${f1(u * 0.5)}" stroke-dasharray="${f1(u * 0.6)} ${f1(u * 0.6)}"`,
    );
  }
  for (let i = 0; i < 2; i++) {
    // fish
    const x = gx + gw * (0.55 + i * 0.2),
      y = gy + gh * 0.3;
    const k = u * 1.2;
    s.path(`M${f1(x - k * 6)},${f1(y)}Q${f1(x)},${f1(y - k * 3)} ${f1(x + k * 5)},${f1(y)}Q${f1(x)},${f1(y + k * 2.5)} ${f1(x - k * 6)},${f1(y)}Z`, '#c9a070');
    s.path(`M${f1(x + k * 5)},${f1(y)}l${f1(k * 2.5)},${f1(-k * 1.8)}v${f1(k * 3.6)}Z`, '#a87a4f');
    let m = '';
    for (let j = -3; j <= 3; j++) m += `M${f1(x + j * k * 1.2)},${f1(y - k * 1.8)}l${f1(k * 0.8)},${f1(k * 3.2)}`;
    s.path(m, 'none', `stroke="#4a2a1a" stroke-width="${f1(k * 0.35)}" opacity="0.7"`);
  }
  for (let i = 0; i < 5; i++) {
    // scallops
    const x = gx + gw * (0.5 + i * 0.09) - gw * 0.05,
      y = gy + gh * 0.5;
    s.ellipse(x, y, u * 2.6, u * 1.2, '#e9dcc6');
    s.ellipse(x, y - u * 0.3, u * 1.4, u * 0.7, '#f3c98a');
  }
  // skewers
  for (let i = 0; i < 3; i++) {
    const y = gy + gh * (0.08 + i * 0.04);
    s.line(gx + gw * 0.1, y + gh * 0.3, gx + gw * 0.45, y + gh * 0.3, '#8a6a4a', u * 0.4);
    for (let k = 0; k < 5; k++) s.circle(gx + gw * (0.13 + k * 0.07), y + gh * 0.3, u * 1.2, k % 2 ? '#e8743f' : '#7a9a4a');
  }
  // lemons in front
  for (let i = 0; i < 3; i++) {
    const x = W * (0.75 + i * 0.06),
      y = H * 0.9;
    s.ellipse(x, y, u * 3, u * 1.6, '#f4efe6');
    s.ellipse(x - u * 0.6, y - u * 0.2, u * 1.2, u * 0.5, '#8cc04a');
    s.ellipse(x + u * 0.7, y + u * 0.1, u * 1.1, u * 0.45, '#e07a5f');
  }
  s.vignette(0.32);
}
