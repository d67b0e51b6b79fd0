// Food and drink close-ups: one signature plate or drink per venue, seen from a diner's seat.
import { P, TOD, mix, lighten, darken, f1, rng } from '../lib/core.mjs';
import { cocktail } from './venues.mjs';

function backdrop(s, tod, { table, far, lights }) {
  const { W, H } = s;
  s.rect(0, 0, W, H * 0.36, s.lin(tod.sky, 0, 0, 0, H * 0.36, true));
  const blur = s.blur(H * 0.012);
  s.add(`<g filter="${blur}">`);
  s.rect(0, H * 0.2, W, H * 0.16, far);
  if (lights) {
    const r = rng('bokeh' + lights);
    for (let i = 0; i < 26; i++) s.circle(r() * W, H * r.range(0.05, 0.3), H * r.range(0.012, 0.03), lights, `opacity="${f1(r.range(0.25, 0.7))}"`);
  }
  s.add('</g>');
  s.rect(
    0,
    H * 0.34,
    W,
    H * 0.66,
    s.lin(
      [
        [0, lighten(table, 0.08)],
        [1, darken(table, 0.22)],
      ],
      0,
      H * 0.34,
      0,
      H,
      true,
    ),
  );
  s.rect(
    0,
    H * 0.34,
    W,
    H * 0.66,
    s.rad(
      [
        [0, '#fff6e0', 0.22],
        [1, '#fff6e0', 0],
      ],
      W * 0.5,
      H * 0.55,
      W * 0.5,
    ),
  );
}

function plate(s, x, y, rx, rim = '#ffffff', shadow = 0.18) {
  const ry = rx * 0.42;
  s.ellipse(x + rx * 0.04, y + ry * 0.14, rx * 1.02, ry * 1.02, `rgba(0,0,0,${shadow})`, `filter="${s.blur(rx * 0.03)}"`);
  s.ellipse(
    x,
    y,
    rx,
    ry,
    s.lin(
      [
        [0, '#ffffff'],
        [1, darken(rim, 0.08)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  s.ellipse(
    x,
    y + ry * 0.04,
    rx * 0.66,
    ry * 0.62,
    s.lin(
      [
        [0, '#eeeae3'],
        [1, '#fbfaf7'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  return ry;
}

function prawn(s, x, y, k, rot, c = '#e0703f') {
  s.group(`transform="translate(${f1(x)},${f1(y)}) rotate(${f1(rot)})"`, () => {
    s.path(
      `M${f1(-k * 3)},0C${f1(-k * 3)},${f1(-k * 3)} ${f1(k * 2.6)},${f1(-k * 3.2)} ${f1(k * 3)},${f1(-k * 0.2)}C${f1(k * 2)},${f1(-k * 1.6)} ${f1(-k * 1.8)},${f1(-k * 1.4)} ${f1(-k * 1.6)},${f1(k * 0.6)}Z`,
      s.lin(
        [
          [0, lighten(c, 0.25)],
          [1, darken(c, 0.15)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    for (let i = 0; i < 4; i++)
      s.path(
        `M${f1(-k * 2 + i * k * 1.2)},${f1(-k * 2.3 + (i === 0 ? 0.3 * k : 0))}q${f1(k * 0.3)},${f1(k * 0.8)} ${f1(k * 0.1)},${f1(k * 1.5)}`,
        'none',
        `stroke="${darken(c, 0.3)}" stroke-width="${f1(k * 0.18)}" opacity="0.6"`,
      );
    s.path(`M${f1(k * 3)},${f1(-k * 0.2)}l${f1(k * 1.3)},${f1(k * 0.8)}l${f1(-k * 0.4)},${f1(-k * 1.6)}Z`, darken(c, 0.1));
    for (let i = 0; i < 3; i++) s.line(-k * 2.2, -k * 1.8 + i * 0.2, -k * (2.2 + 0.5 * i), -k * (3.2 + 0.4 * i), '#d8653a', k * 0.1);
  });
}

function herbs(s, r, x, y, w, h, n, colors = ['#5f8a3a', '#7aa04a', '#46702e']) {
  for (let i = 0; i < n; i++) {
    const px = x + r.range(-w, w),
      py = y + r.range(-h, h),
      k = h * r.range(0.18, 0.32),
      a = r.range(0, 180);
    s.ellipse(px, py, k, k * 0.45, r.pick(colors), `transform="rotate(${f1(a)} ${f1(px)} ${f1(py)})"`);
  }
}

/** Bistro: grilled prawns on banana leaf with lime, herbs and chili; dipping sauce; chopsticks. */
export function bistroDish(s, o) {
  const tod = TOD[o.tod ?? 'golden'];
  const r = rng(o.seed);
  const { W, H } = s;
  backdrop(s, tod, { table: '#9a6a45', far: mix(tod.seaTop, tod.haze, 0.3), lights: null });
  // wood grain
  let d = '';
  for (let i = 0; i < 16; i++) {
    const y = H * (0.36 + i * 0.042);
    d += `M0,${f1(y)}C${f1(W * 0.3)},${f1(y + r.range(-6, 6))} ${f1(W * 0.6)},${f1(y + r.range(-8, 8))} ${W},${f1(y + r.range(-4, 4))}`;
  }
  s.path(d, 'none', `stroke="#6e4527" stroke-width="${f1(H * 0.003)}" opacity="0.25"`);
  // rattan placemat
  s.ellipse(W * 0.5, H * 0.66, W * 0.44, H * 0.25, '#d8b27a');
  s.ellipse(
    W * 0.5,
    H * 0.66,
    W * 0.42,
    H * 0.235,
    'none',
    `stroke="#b98d55" stroke-width="${f1(H * 0.006)}" stroke-dasharray="${f1(H * 0.01)} ${f1(H * 0.008)}"`,
  );
  const px = W * 0.47,
    py = H * 0.64,
    rx = W * 0.3;
  plate(s, px, py, rx);
  // banana leaf
  s.path(
    `M${f1(px - rx * 0.62)},${f1(py + rx * 0.05)}Q${f1(px)},${f1(py - rx * 0.42)} ${f1(px + rx * 0.62)},${f1(py - rx * 0.06)}Q${f1(px)},${f1(py + rx * 0.34)} ${f1(px - rx * 0.62)},${f1(py + rx * 0.05)}Z`,
    s.lin(
      [
        [0, '#5c8a3c'],
        [1, '#3f6a2a'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.path(
    `M${f1(px - rx * 0.6)},${f1(py + rx * 0.05)}Q${f1(px)},${f1(py - rx * 0.05)} ${f1(px + rx * 0.6)},${f1(py - rx * 0.06)}`,
    'none',
    `stroke="#8fb86a" stroke-width="${f1(H * 0.003)}"`,
  );
  const k = rx * 0.07;
  for (let i = 0; i < 5; i++) prawn(s, px - rx * 0.38 + i * rx * 0.19, py - rx * 0.04 + (i % 2) * rx * 0.05, k, -12 + i * 6);
  // lime, chili, herbs
  for (const [lx, ly] of [
    [px + rx * 0.45, py + rx * 0.12],
    [px + rx * 0.36, py + rx * 0.2],
  ]) {
    s.path(`M${f1(lx - k * 1.6)},${f1(ly)}a${f1(k * 1.6)},${f1(k * 1.1)} 0 0 0 ${f1(k * 3.2)},0Z`, '#8cc04a');
    s.path(`M${f1(lx - k * 1.3)},${f1(ly)}a${f1(k * 1.3)},${f1(k * 0.8)} 0 0 0 ${f1(k * 2.6)},0Z`, '#d9ec9a');
  }
  herbs(s, r, px - rx * 0.1, py + rx * 0.14, rx * 0.4, rx * 0.05, 18);
  for (let i = 0; i < 6; i++) s.circle(px + r.range(-rx * 0.4, rx * 0.3), py + r.range(-rx * 0.12, rx * 0.15), k * 0.35, '#d3362c');
  // dipping bowl and chopsticks
  const bx = W * 0.84,
    by = H * 0.46;
  s.ellipse(bx, by + H * 0.015, W * 0.075, H * 0.03, 'rgba(0,0,0,0.18)');
  s.ellipse(bx, by, W * 0.07, H * 0.028, '#f4efe6');
  s.ellipse(bx, by, W * 0.055, H * 0.02, '#c9803d');
  s.circle(bx - W * 0.01, by, H * 0.004, '#d3362c');
  s.circle(bx + W * 0.015, by - H * 0.003, H * 0.004, '#f0e0a0');
  s.line(W * 0.72, H * 0.95, W * 0.93, H * 0.62, '#3a2418', H * 0.01);
  s.line(W * 0.75, H * 0.96, W * 0.95, H * 0.64, '#4a2e1e', H * 0.01);
  // glass of iced tea
  const gx = W * 0.12,
    gy = H * 0.5;
  s.path(
    `M${f1(gx - W * 0.04)},${f1(gy - H * 0.2)}L${f1(gx - W * 0.035)},${f1(gy)}H${f1(gx + W * 0.035)}L${f1(gx + W * 0.04)},${f1(gy - H * 0.2)}Z`,
    'rgba(255,255,255,0.35)',
    'stroke="rgba(255,255,255,0.7)" stroke-width="2"',
  );
  s.path(
    `M${f1(gx - W * 0.038)},${f1(gy - H * 0.15)}L${f1(gx - W * 0.034)},${f1(gy - H * 0.005)}H${f1(gx + W * 0.034)}L${f1(gx + W * 0.038)},${f1(gy - H * 0.15)}Z`,
    'rgba(190,120,50,0.8)',
  );
  s.vignette(0.3);
}

/** Luxe: a plated fillet with sauce, greens and a glass of red by candlelight. */
export function luxeDish(s, o) {
  const tod = TOD[o.tod ?? 'night'];
  const r = rng(o.seed);
  const { W, H } = s;
  backdrop(
    s,
    {
      ...tod,
      sky: [
        [0, '#0d1f2c'],
        [1, '#1d3442'],
      ],
    },
    { table: '#efe9df', far: '#203646', lights: '#f5c66e' },
  );
  s.rect(
    0,
    H * 0.34,
    W,
    H * 0.66,
    s.rad(
      [
        [0, '#ffd98a', 0.18],
        [1, '#ffd98a', 0],
      ],
      W * 0.2,
      H * 0.4,
      W * 0.6,
    ),
  );
  const px = W * 0.5,
    py = H * 0.66,
    rx = W * 0.33;
  plate(s, px, py, rx, '#f4f1ea', 0.22);
  s.ellipse(px, py + rx * 0.01, rx * 0.7, rx * 0.29, 'none', `stroke="${P.gold}" stroke-width="${f1(H * 0.003)}" opacity="0.8"`);
  // sauce swoosh
  s.path(
    `M${f1(px - rx * 0.42)},${f1(py + rx * 0.1)}C${f1(px - rx * 0.2)},${f1(py + rx * 0.02)} ${f1(px + rx * 0.1)},${f1(py + rx * 0.2)} ${f1(px + rx * 0.42)},${f1(py + rx * 0.06)}`,
    'none',
    `stroke="#6a1f1a" stroke-width="${f1(H * 0.022)}" stroke-linecap="round" opacity="0.9"`,
  );
  // fillet medallion
  const k = rx * 0.1;
  s.ellipse(px - k * 0.5, py + k * 0.2, k * 2.6, k * 1.2, '#4a2418');
  s.path(
    `M${f1(px - k * 3.1)},${f1(py + k * 0.2)}V${f1(py - k * 1.1)}A${f1(k * 2.6)},${f1(k * 1.1)} 0 0 1 ${f1(px + k * 2.1)},${f1(py - k * 1.1)}V${f1(py + k * 0.2)}A${f1(k * 2.6)},${f1(k * 1.2)} 0 0 1 ${f1(px - k * 3.1)},${f1(py + k * 0.2)}Z`,
    s.lin(
      [
        [0, '#7a3a26'],
        [1, '#4a2418'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  s.ellipse(
    px - k * 0.5,
    py - k * 1.1,
    k * 2.6,
    k * 1.1,
    s.lin(
      [
        [0, '#8a4a30'],
        [0.6, '#6a3222'],
        [1, '#5a2a1c'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  // greens & purée dots
  herbs(s, r, px + k * 0.2, py - k * 2.2, k * 1.4, k * 0.5, 14, ['#6f9a3e', '#94b85a', '#4f7a2e']);
  for (let i = 0; i < 5; i++) s.circle(px + rx * 0.25 + i * k * 0.55, py + rx * 0.13 - i * k * 0.18, k * (0.32 - i * 0.03), '#f0c75a');
  for (let i = 0; i < 3; i++) s.ellipse(px - rx * 0.35 + i * k * 0.9, py + rx * 0.08 - i * k * 0.25, k * 0.7, k * 0.4, '#e8d2a0');
  // cutlery
  s.rect(px + rx * 1.06, py - rx * 0.35, W * 0.012, H * 0.36, '#c9ccd0', 'rx="3"');
  s.rect(px - rx * 1.1, py - rx * 0.35, W * 0.012, H * 0.36, '#c9ccd0', 'rx="3"');
  // wine glass and candle
  const gx = W * 0.8,
    gy = H * 0.46,
    u = H * 0.3;
  s.ellipse(gx, gy, u * 0.2, u * 0.05, 'rgba(255,255,255,0.6)');
  s.line(gx, gy, gx, gy - u * 0.45, 'rgba(255,255,255,0.85)', u * 0.03);
  s.path(
    `M${f1(gx - u * 0.22)},${f1(gy - u * 0.95)}C${f1(gx - u * 0.26)},${f1(gy - u * 0.55)} ${f1(gx - u * 0.1)},${f1(gy - u * 0.45)} ${f1(gx)},${f1(gy - u * 0.45)}C${f1(gx + u * 0.1)},${f1(gy - u * 0.45)} ${f1(gx + u * 0.26)},${f1(gy - u * 0.55)} ${f1(gx + u * 0.22)},${f1(gy - u * 0.95)}Z`,
    'rgba(255,255,255,0.22)',
    'stroke="rgba(255,255,255,0.7)" stroke-width="2"',
  );
  s.path(
    `M${f1(gx - u * 0.235)},${f1(gy - u * 0.72)}C${f1(gx - u * 0.2)},${f1(gy - u * 0.52)} ${f1(gx - u * 0.1)},${f1(gy - u * 0.47)} ${f1(gx)},${f1(gy - u * 0.47)}C${f1(gx + u * 0.1)},${f1(gy - u * 0.47)} ${f1(gx + u * 0.2)},${f1(gy - u * 0.52)} ${f1(gx + u * 0.235)},${f1(gy - u * 0.72)}Z`,
    'rgba(110,20,30,0.92)',
  );
  const cx = W * 0.16,
    cy = H * 0.44;
  s.circle(
    cx,
    cy - H * 0.12,
    H * 0.16,
    s.rad(
      [
        [0, '#ffd98a', 0.5],
        [1, '#ffd98a', 0],
      ],
      cx,
      cy - H * 0.12,
      H * 0.16,
    ),
  );
  s.rect(cx - W * 0.025, cy - H * 0.1, W * 0.05, H * 0.1, 'rgba(255,255,255,0.55)', 'rx="4"');
  s.ellipse(cx, cy - H * 0.115, W * 0.005, H * 0.014, '#ffe6a0');
  s.vignette(0.34);
}

/** SkyBar: three signature cocktails on the bar top, the town's lights soft behind. */
export function skybarCocktails(s, o) {
  const tod = TOD[o.tod ?? 'dusk'];
  const { W, H } = s;
  backdrop(s, tod, { table: '#2a3440', far: mix(tod.far, tod.shadow, 0.3), lights: '#f5c66e' });
  s.rect(0, H * 0.34, W, H * 0.012, lighten('#2a3440', 0.4), 'opacity="0.6"');
  s.rect(
    0,
    H * 0.36,
    W,
    H * 0.64,
    s.lin(
      [
        [0, 'rgba(245,198,110,0.18)'],
        [1, 'rgba(245,198,110,0)'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const k = H / 30;
  cocktail(s, W * 0.22, H * 0.78, k, 'coupe', P.rose);
  cocktail(s, W * 0.78, H * 0.8, k, 'martini', '#e07a5f');
  cocktail(s, W * 0.5, H * 0.92, k * 1.05, 'highball', '#f0a53a');
  // reflections on the bar top
  for (const [x, c] of [
    [0.22, P.rose],
    [0.78, '#e07a5f'],
    [0.5, '#f0a53a'],
  ])
    s.ellipse(W * x, H * (x === 0.5 ? 0.95 : 0.86), W * 0.06, H * 0.015, c, 'opacity="0.25"');
  s.vignette(0.34);
}

/** Buffet: the evening BBQ station: skewers of prawns, squid and corn on the grill, scallops in shells. */
export function bbqSeafood(s, o) {
  const tod = TOD[o.tod ?? 'dusk'];
  const r = rng(o.seed);
  const { W, H } = s;
  backdrop(s, tod, { table: '#3a3430', far: mix(tod.far, tod.shadow, 0.2), lights: '#ffd98a' });
  // grill grate seen from above at an angle
  const gx0 = W * 0.08,
    gx1 = W * 0.92,
    gy0 = H * 0.42,
    gy1 = H * 0.96;
  s.rect(
    gx0,
    gy0,
    gx1 - gx0,
    gy1 - gy0,
    s.rad(
      [
        [0, '#e0702a', 0.85],
        [0.6, '#7a2a12', 0.9],
        [1, '#2a1410', 1],
      ],
      W * 0.5,
      H * 0.75,
      W * 0.5,
    ),
    'rx="10"',
  );
  let d = '';
  for (let x = gx0 + 10; x < gx1; x += W * 0.022) d += `M${f1(x)},${f1(gy0)}V${f1(gy1)}`;
  s.path(d, 'none', `stroke="#1c1512" stroke-width="${f1(W * 0.006)}"`);
  s.rect(gx0, gy0, gx1 - gx0, gy1 - gy0, 'none', `stroke="#55504c" stroke-width="${f1(W * 0.012)}" rx="10"`);
  const k = H * 0.03;
  for (let row = 0; row < 3; row++) {
    const y = H * (0.52 + row * 0.15);
    s.line(W * 0.05, y + k * 0.2, W * 0.95, y - k * 0.4, '#c8a77a', k * 0.18);
    for (let i = 0; i < 6; i++) {
      const x = W * (0.14 + i * 0.14);
      if (row === 1) {
        s.ellipse(x, y, k * 1.6, k * 1.2, i % 2 ? '#f0c75a' : '#e6e0d2');
        if (!(i % 2)) for (let j = 0; j < 3; j++) s.line(x - k * 1.3, y - k * 0.6 + j * k * 0.6, x + k * 1.3, y - k * 0.6 + j * k * 0.6, '#4a2a18', k * 0.15);
        else for (let j = 0; j < 6; j++) s.circle(x - k + (j % 3) * k, y - k * 0.4 + Math.floor(j / 3) * k * 0.8, k * 0.3, '#e8b030');
      } else prawn(s, x, y, k * 0.8, (row ? 8 : -8) + r.range(-6, 6));
    }
  }
  // scallops on the side tray
  for (let i = 0; i < 3; i++) {
    const x = W * (0.2 + i * 0.3),
      y = H * 0.4;
    s.ellipse(x, y, k * 2.2, k * 1.1, '#f1d9c2', `stroke="#c89a7a" stroke-width="2"`);
    s.ellipse(x, y - k * 0.1, k * 1.1, k * 0.6, '#f6efe3');
    herbs(s, r, x, y - k * 0.2, k * 0.8, k * 0.2, 4);
  }
  // glow and smoke
  s.rect(
    0,
    H * 0.3,
    W,
    H * 0.7,
    s.rad(
      [
        [0, '#ffb060', 0.25],
        [1, '#ffb060', 0],
      ],
      W * 0.5,
      H * 0.7,
      W * 0.55,
    ),
  );
  s.vignette(0.34);
}
