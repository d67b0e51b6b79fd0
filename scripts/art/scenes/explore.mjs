// Attractions, excursions, vehicles and hotel exteriors.
import { P, TOD, mix, lighten, darken, f1, rng, smooth } from '../lib/core.mjs';
import * as L from '../lib/land.mjs';
import { seascape, boats } from './coast.mjs';

const green = (tod, k = 0.3) => mix(P.olive, tod.shadow, k + tod.facadeTint * 0.5);

export function cableCar(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.55, sunX: W * 0.78, islandCount: 1, islandMin: 0.7, islandMax: 0.8 });
  // big island right with hills, mainland left
  L.ridge(s, r, {
    x0: W * 0.62,
    x1: W + 20,
    base: horizon + 2,
    amp: H * 0.2,
    n: 3,
    bottom: horizon + 4,
    fill: mix(tod.far, tod.mid, 0.5),
    peaks: (k) => Math.sin(Math.PI * k) * 0.8,
  });
  L.ridge(s, r, {
    x0: -20,
    x1: W * 0.4,
    base: horizon + H * 0.12,
    amp: H * 0.25,
    n: 3,
    bottom: H + 5,
    fill: green(tod, 0.25),
    peaks: (k) => (1 - k) * 0.8,
    shore: 'right',
    water: horizon + H * 0.04,
  });
  boats(s, tod, r, horizon, 3);
  // pylons
  const pyl = [
    [W * 0.16, horizon - H * 0.05, H * 0.38],
    [W * 0.5, horizon + H * 0.2, H * 0.5],
    [W * 0.83, horizon - H * 0.06, H * 0.22],
  ];
  const tops = [];
  for (const [x, base, h] of pyl) {
    const top = base - h;
    tops.push([x, top]);
    const w = h * 0.08;
    const c = tod.night ? '#2a3a48' : '#e9e4da';
    s.path(
      `M${f1(x - w)},${f1(base)}L${f1(x - w * 0.25)},${f1(top)}H${f1(x + w * 0.25)}L${f1(x + w)},${f1(base)}Z`,
      'none',
      `stroke="${c}" stroke-width="${f1(h * 0.012)}"`,
    );
    let lat = '';
    for (let k = 0; k < 8; k++) {
      const y0 = base - (h * k) / 8,
        y1 = base - (h * (k + 1)) / 8;
      const w0 = w - (w * 0.75 * k) / 8,
        w1 = w - (w * 0.75 * (k + 1)) / 8;
      lat += `M${f1(x - w0)},${f1(y0)}L${f1(x + w1)},${f1(y1)}M${f1(x + w0)},${f1(y0)}L${f1(x - w1)},${f1(y1)}`;
    }
    s.path(lat, 'none', `stroke="${c}" stroke-width="${f1(h * 0.006)}" opacity="0.85"`);
    s.rect(x - w * 0.6, top - h * 0.02, w * 1.2, h * 0.03, c);
  }
  // cables + gondolas
  const cab = (a, b, sag) => (t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t)];
  const segs = [
    cab([-20, tops[0][1] - H * 0.05], tops[0], H * 0.02),
    cab(tops[0], tops[1], H * 0.06),
    cab(tops[1], tops[2], H * 0.05),
    cab(tops[2], [W + 20, tops[2][1] + H * 0.02], H * 0.01),
  ];
  for (const off of [0, H * 0.012]) {
    let d = '';
    for (const f of segs) {
      for (let i = 0; i <= 20; i++) {
        const [x, y] = f(i / 20);
        d += `${i === 0 ? 'M' : 'L'}${f1(x)},${f1(y + off)}`;
      }
    }
    s.path(d, 'none', `stroke="${tod.night ? '#9fb9c4' : '#2b3a44'}" stroke-width="${f1(H * 0.0025)}"`);
  }
  const cols = [P.terra, P.gold, P.ivory, P.sea, P.rose];
  let ci = 0;
  for (const [si, ts] of [
    [1, [0.25, 0.6]],
    [2, [0.3, 0.7]],
    [0, [0.5]],
  ])
    for (const t of ts) {
      const [x, y] = segs[si](t);
      const g = H * 0.045;
      s.line(x, y, x, y + g * 0.9, '#2b3a44', g * 0.08);
      s.rect(x - g * 0.6, y + g * 0.8, g * 1.2, g * 1.1, cols[ci++ % cols.length], `rx="${f1(g * 0.25)}"`);
      s.rect(x - g * 0.48, y + g * 0.95, g * 0.96, g * 0.45, tod.night ? tod.windows : '#cfe3df', `rx="${f1(g * 0.1)}"`);
      s.line(x, y + g * 0.95, x, y + g * 1.4, cols[(ci - 1) % cols.length], g * 0.06);
    }
  L.palm(s, W * 0.06, H + 10, H * 0.5, green(tod, 0.45), r, 0.1);
  s.vignette(0.3);
}

export function clockTower(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const horizon = H * 0.7;
  L.sky(s, tod, horizon);
  if (tod.night) L.stars(s, r, 60, horizon * 0.7);
  L.sun(s, tod, W * 0.78, H * 0.3, H * 0.04);
  L.clouds(s, tod, r, 4, H * 0.08, H * 0.45);
  L.sea(s, tod, r, horizon, { sunX: W * 0.78 });
  L.town(s, tod, rng(o.seed + 't'), { x0: -10, x1: W + 10, yTop: H * 0.72, yBot: H * 0.92, rows: 3, scale: 1.2 });
  // tower: tall, slender
  const x = W * 0.44,
    base = H * 0.98,
    th = H * 0.6,
    tw = H * 0.06;
  const c = mix(P.ivory, tod.shadow, tod.facadeTint * 0.7),
    sh = darken(c, 0.15);
  s.rect(x - tw * 0.75, base - H * 0.1, tw * 1.5, H * 0.12, sh);
  s.rect(
    x - tw / 2,
    base - th,
    tw,
    th,
    s.lin(
      [
        [0, c],
        [0.7, c],
        [1, sh],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  for (let k = 1; k < 9; k++) s.rect(x - tw * 0.56, base - (th * k) / 9.5, tw * 1.12, H * 0.006, lighten(c, 0.2));
  for (let k = 1; k < 8; k++)
    s.path(
      `M${f1(x - tw * 0.12)},${f1(base - (th * k) / 9.5 - H * 0.05)}v${f1(H * 0.035)}h${f1(tw * 0.24)}v${f1(-H * 0.035)}a${f1(tw * 0.12)},${f1(tw * 0.12)} 0 0 0 ${f1(-tw * 0.24)},0Z`,
      tod.night ? tod.windows : darken(c, 0.35),
    );
  // clock stage
  const cy = base - th + H * 0.02;
  s.rect(x - tw * 0.65, cy - tw * 1.4, tw * 1.3, tw * 1.5, lighten(c, 0.05));
  s.circle(x, cy - tw * 0.65, tw * 0.5, tod.night ? '#fdf0c8' : P.ivory, `stroke="${P.gold}" stroke-width="${f1(tw * 0.07)}"`);
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ticks += `M${f1(x + Math.cos(a) * tw * 0.38)},${f1(cy - tw * 0.65 + Math.sin(a) * tw * 0.38)}L${f1(x + Math.cos(a) * tw * 0.44)},${f1(cy - tw * 0.65 + Math.sin(a) * tw * 0.44)}`;
  }
  s.path(ticks, 'none', `stroke="${P.navy}" stroke-width="${f1(tw * 0.04)}"`);
  s.line(x, cy - tw * 0.65, x + tw * 0.22, cy - tw * 0.78, P.navy, tw * 0.05);
  s.line(x, cy - tw * 0.65, x - tw * 0.05, cy - tw * 0.98, P.navy, tw * 0.04);
  // belfry and spire
  const by = cy - tw * 1.4;
  s.rect(x - tw * 0.55, by - tw * 1.1, tw * 1.1, tw * 1.1, c);
  s.path(
    `M${f1(x - tw * 0.3)},${f1(by)}v${f1(-tw * 0.6)}a${f1(tw * 0.3)},${f1(tw * 0.3)} 0 0 1 ${f1(tw * 0.6)},0v${f1(tw * 0.6)}Z`,
    tod.night ? tod.windows : darken(c, 0.4),
  );
  s.path(
    `M${f1(x - tw * 0.7)},${f1(by - tw * 1.1)}L${f1(x)},${f1(by - tw * 3.2)}L${f1(x + tw * 0.7)},${f1(by - tw * 1.1)}Z`,
    mix(P.terra, tod.shadow, tod.facadeTint * 0.6),
  );
  s.line(x, by - tw * 3.2, x, by - tw * 3.8, P.gold, tw * 0.05);
  s.circle(x, by - tw * 3.85, tw * 0.07, P.gold);
  for (const [px, hh, lean] of [
    [W * 0.2, H * 0.45, 0.1],
    [W * 0.68, H * 0.4, -0.1],
    [W * 0.9, H * 0.5, -0.05],
  ])
    L.palm(s, px, H + 10, hh, green(tod, 0.4), rng(o.seed + px), lean);
  s.vignette(0.3);
}

export function dragonStairway(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  seascape(s, tod, r, { horizon: H * 0.45, sunX: W * 0.15, islandCount: 2, islandMin: 0.05, islandMax: 0.35 });
  // hill
  const hill = [
    [W * 0.25, H + 10],
    [W * 0.35, H * 0.6],
    [W * 0.55, H * 0.22],
    [W * 0.72, H * 0.17],
    [W * 0.9, H * 0.3],
    [W + 20, H * 0.42],
    [W + 20, H + 10],
  ];
  s.path(smooth(hill) + 'Z', green(tod, 0.15));
  L.ridge(s, r, { x0: -20, x1: W + 20, base: H * 0.92, amp: H * 0.06, n: 3, fill: green(tod, 0.3) });
  // trees dots on hill
  for (let i = 0; i < 40; i++) {
    const x = W * r.range(0.4, 1),
      y = H * r.range(0.3, 0.85);
    if (y > H * (0.9 - (x / W) * 0.6)) L.bush(s, x, y, W * 0.04, green(tod, r.range(0.2, 0.45)), r);
  }
  // winding stairway path as a dragon body
  const pts = [
    [W * 0.3, H * 0.98],
    [W * 0.62, H * 0.86],
    [W * 0.46, H * 0.7],
    [W * 0.76, H * 0.56],
    [W * 0.6, H * 0.42],
    [W * 0.8, H * 0.3],
    [W * 0.72, H * 0.2],
  ];
  const d = smooth(pts);
  const bw = H * 0.055;
  s.path(d, 'none', `stroke="${darken(P.sand, 0.25)}" stroke-width="${f1(bw * 1.5)}" stroke-linecap="round"`);
  s.path(d, 'none', `stroke="${mix(P.sand, tod.shadow, tod.facadeTint * 0.5)}" stroke-width="${f1(bw * 1.1)}" stroke-linecap="round"`);
  s.path(d, 'none', `stroke="${darken(P.sand, 0.3)}" stroke-width="${f1(bw * 0.9)}" stroke-dasharray="2 ${f1(bw * 0.28)}"`); // steps
  s.path(
    d,
    'none',
    `stroke="${mix(P.teal, tod.shadow, tod.facadeTint * 0.5)}" stroke-width="${f1(bw * 0.22)}" stroke-linecap="round" transform="translate(${f1(-bw * 0.62)},0)"`,
  ); // dragon body railing (scales)
  s.path(
    d,
    'none',
    `stroke="${P.gold}" stroke-width="${f1(bw * 0.12)}" stroke-dasharray="${f1(bw * 0.15)} ${f1(bw * 0.15)}" transform="translate(${f1(-bw * 0.62)},0)"`,
  );
  s.path(
    d,
    'none',
    `stroke="${mix(P.teal, tod.shadow, tod.facadeTint * 0.5)}" stroke-width="${f1(bw * 0.22)}" stroke-linecap="round" transform="translate(${f1(bw * 0.62)},0)"`,
  );
  // dragon head at the bottom
  const [hx, hy] = [W * 0.3, H * 0.9];
  const k = H * 0.02;
  s.path(
    `M${f1(hx)},${f1(hy)}c${f1(-k * 2)},${f1(-k * 3)} ${f1(-k * 7)},${f1(-k * 3)} ${f1(-k * 9)},${f1(-k * 1)}l${f1(-k * 1.5)},${f1(k * 1.2)}l${f1(k * 2.5)},${f1(k * 0.3)}c${f1(k * 2)},${f1(k * 2)} ${f1(k * 6)},${f1(k * 2.5)} ${f1(k * 8)},${f1(k * 1.5)}Z`,
    mix(P.teal, tod.shadow, tod.facadeTint * 0.5),
  );
  s.path(`M${f1(hx - k * 4)},${f1(hy - k * 2.4)}l${f1(k * 1.5)},${f1(-k * 3)}l${f1(k * 0.8)},${f1(k * 2.6)}Z`, P.gold);
  s.path(`M${f1(hx - k * 6.5)},${f1(hy - k * 2.1)}l${f1(k * 0.5)},${f1(-k * 2.4)}l${f1(k * 1)},${f1(k * 2)}Z`, P.gold);
  s.circle(hx - k * 6.5, hy - k * 1.3, k * 0.45, P.gold);
  s.path(
    `M${f1(hx - k * 10)},${f1(hy + k * 0.2)}q${f1(-k * 2)},${f1(k * 1)} ${f1(-k * 3)},${f1(k * 3)}`,
    'none',
    `stroke="${P.gold}" stroke-width="${f1(k * 0.3)}" stroke-linecap="round"`,
  );
  // pagoda at top
  const [tx, ty] = [W * 0.72, H * 0.17];
  for (let i = 0; i < 3; i++) {
    const w = H * (0.09 - i * 0.02),
      y = ty - i * H * 0.045;
    s.rect(tx - w * 0.35, y - H * 0.04, w * 0.7, H * 0.04, mix(P.ivory, tod.shadow, tod.facadeTint * 0.6));
    s.path(
      `M${f1(tx - w * 0.7)},${f1(y - H * 0.035)}Q${f1(tx)},${f1(y - H * 0.06)} ${f1(tx + w * 0.7)},${f1(y - H * 0.035)}L${f1(tx + w * 0.4)},${f1(y - H * 0.055)}H${f1(tx - w * 0.4)}Z`,
      mix(P.terra, tod.shadow, tod.facadeTint * 0.5),
    );
  }
  L.palm(s, W * 0.08, H + 10, H * 0.55, green(tod, 0.45), r, 0.12);
  s.vignette(0.3);
}

export function lightShow(s, o) {
  const tod = TOD.night;
  const r = rng(o.seed);
  const { W, H } = s;
  const horizon = H * 0.5;
  L.sky(s, tod, horizon);
  L.stars(s, r, 120, horizon * 0.9);
  L.islands(s, tod, r, horizon, 2);
  L.sea(s, tod, r, horizon, { glitter: false });
  const cx = W * 0.5,
    sy = H * 0.62;
  // light beams
  const cols = ['#6fd0d8', P.gold, P.rose, '#b58be0', '#6fd0d8', P.gold, P.rose];
  for (let i = 0; i < 9; i++) {
    const x = cx + (i - 4) * W * 0.05;
    const a = -Math.PI / 2 + (i - 4) * 0.13;
    const ex = x + Math.cos(a) * H,
      ey = sy + Math.sin(a) * H;
    const c = cols[i % cols.length];
    s.path(
      `M${f1(x)},${f1(sy)}L${f1(ex - 40)},${f1(ey)}L${f1(ex + 40)},${f1(ey)}Z`,
      s.lin(
        [
          [0, c, 0.5],
          [1, c, 0],
        ],
        x,
        sy,
        ex,
        ey,
        true,
      ),
    );
  }
  // fountains: arcs of water droplets
  for (let i = 0; i < 11; i++) {
    const x = cx + (i - 5) * W * 0.045;
    const h = H * (0.12 + 0.16 * Math.sin((i / 10) * Math.PI));
    const c = cols[i % cols.length];
    s.path(
      `M${f1(x - W * 0.012)},${f1(sy)}Q${f1(x)},${f1(sy - h * 2)} ${f1(x + W * 0.012)},${f1(sy)}Z`,
      s.lin(
        [
          [0, '#ffffff', 0.85],
          [1, c, 0.3],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    s.circle(
      x,
      sy - h,
      W * 0.02,
      s.rad(
        [
          [0, c, 0.5],
          [1, c, 0],
        ],
        x,
        sy - h,
        W * 0.03,
      ),
    );
    for (let k = 0; k < 10; k++) s.circle(x + (r() - 0.5) * W * 0.03, sy - h * r(), 2, '#ffffff', 'opacity="0.7"');
  }
  for (const side of [-1, 1])
    for (let i = 0; i < 4; i++) {
      const x0 = cx + side * W * 0.28;
      const dx = side * W * (0.04 + i * 0.03);
      s.path(
        `M${f1(x0)},${f1(sy)}Q${f1(x0 + dx)},${f1(sy - H * 0.25)} ${f1(x0 + dx * 2)},${f1(sy)}`,
        'none',
        `stroke="#e8fbff" stroke-width="3" opacity="0.55"`,
      );
    }
  // floating stage
  s.path(`M${f1(cx - W * 0.34)},${f1(sy)}H${f1(cx + W * 0.34)}L${f1(cx + W * 0.3)},${f1(sy + H * 0.035)}H${f1(cx - W * 0.3)}Z`, '#0a1a26');
  s.rect(cx - W * 0.34, sy - 3, W * 0.68, 5, P.gold);
  // reflections
  for (let i = 0; i < 40; i++) {
    const x = cx + (r() - 0.5) * W * 0.6,
      y = sy + H * 0.05 + r() * H * 0.3;
    s.rect(x, y, W * r.range(0.01, 0.05), 2.5, r.pick(cols), 'opacity="0.5"');
  }
  // spectators silhouettes on promenade
  s.rect(0, H * 0.9, W, H * 0.1, '#06121b');
  for (let i = 0; i < 40; i++) {
    const x = r() * W,
      hh = H * r.range(0.06, 0.09);
    s.path(
      `M${f1(x - hh * 0.25)},${f1(H)}V${f1(H * 0.92 - hh * 0.3)}Q${f1(x)},${f1(H * 0.92 - hh * 0.5)} ${f1(x + hh * 0.25)},${f1(H * 0.92 - hh * 0.3)}V${f1(H)}Z`,
      '#040c12',
    );
    s.circle(x, H * 0.92 - hh * 0.62, hh * 0.14, '#040c12');
  }
  s.vignette(0.35, '#000000');
}

export function ruins(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const horizon = H * 0.62;
  L.sky(s, tod, horizon);
  L.sun(s, tod, W * 0.3, H * 0.4, H * 0.05);
  L.clouds(s, tod, r, 4, H * 0.08, H * 0.35);
  L.ridge(s, r, { base: horizon, amp: H * 0.1, n: 4, fill: tod.far });
  L.ridge(s, r, { base: horizon + H * 0.08, amp: H * 0.08, n: 5, fill: green(tod, 0.15) });
  const stone = mix('#e7d6b8', tod.shadow, tod.facadeTint * 0.6),
    sh = darken(stone, 0.2);
  const ground = H * 0.84;
  // colonnade
  const n = 7,
    cw = W * 0.06,
    x0 = W * 0.22,
    gap = W * 0.085;
  s.rect(x0 - cw, ground - H * 0.03, gap * (n - 1) + cw * 3, H * 0.04, sh);
  for (let i = 0; i < n; i++) {
    const x = x0 + i * gap;
    const broken = [2, 5].includes(i);
    const hh = broken ? H * r.range(0.15, 0.3) : H * 0.5;
    s.rect(x - cw * 0.6, ground - H * 0.05, cw * 1.2, H * 0.03, stone);
    s.rect(
      x - cw * 0.4,
      ground - H * 0.05 - hh,
      cw * 0.8,
      hh,
      s.lin(
        [
          [0, lighten(stone, 0.1)],
          [0.6, stone],
          [1, sh],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    let fl = '';
    for (let k = 1; k < 4; k++) fl += `M${f1(x - cw * 0.4 + (cw * 0.8 * k) / 4)},${f1(ground - H * 0.05)}v${f1(-hh)}`;
    s.path(fl, 'none', `stroke="${sh}" stroke-width="2" opacity="0.6"`);
    if (!broken) {
      s.rect(x - cw * 0.55, ground - H * 0.05 - hh - H * 0.025, cw * 1.1, H * 0.025, stone);
    } else
      s.path(
        `M${f1(x - cw * 0.4)},${f1(ground - H * 0.05 - hh)}l${f1(cw * 0.3)},${f1(-H * 0.02)}l${f1(cw * 0.2)},${f1(H * 0.015)}l${f1(cw * 0.3)},${f1(-H * 0.01)}V${f1(ground - H * 0.05 - hh + 2)}Z`,
        stone,
      );
  }
  // architrave over first columns and an arch
  s.rect(x0 - cw * 0.6, ground - H * 0.05 - H * 0.5 - H * 0.075, gap * 1 + cw * 1.2, H * 0.05, stone);
  s.rect(x0 + gap * 3 - cw * 0.6, ground - H * 0.05 - H * 0.5 - H * 0.075, gap * 1 + cw * 1.2, H * 0.05, stone);
  const ax = W * 0.84,
    aw = W * 0.12,
    ah = H * 0.42;
  s.path(
    `M${f1(ax - aw / 2)},${f1(ground)}V${f1(ground - ah)}H${f1(ax + aw / 2)}V${f1(ground)}H${f1(ax + aw * 0.28)}V${f1(ground - ah * 0.55)}A${f1(aw * 0.28)},${f1(aw * 0.28)} 0 0 0 ${f1(ax - aw * 0.28)},${f1(ground - ah * 0.55)}V${f1(ground)}Z`,
    stone,
  );
  s.path(
    `M${f1(ax - aw / 2)},${f1(ground - ah)}l${f1(aw * 0.3)},${f1(-H * 0.03)}l${f1(aw * 0.25)},${f1(H * 0.02)}l${f1(aw * 0.45)},${f1(-H * 0.015)}V${f1(ground - ah)}Z`,
    stone,
  );
  // ground + fallen blocks + grass + cypress
  s.rect(
    0,
    ground - 2,
    W,
    H - ground + 2,
    s.lin(
      [
        [0, mix('#c9b58a', tod.shadow, tod.facadeTint * 0.5)],
        [1, mix('#8f8a6a', tod.shadow, 0.2)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  for (let i = 0; i < 5; i++) {
    const x = W * r.range(0.1, 0.9),
      y = ground + H * r.range(0.03, 0.12);
    s.rect(x, y - H * 0.04, W * 0.05, H * 0.04, stone, `transform="rotate(${f1(r.range(-8, 8))} ${f1(x)} ${f1(y)})"`);
  }
  let grass = '';
  for (let i = 0; i < 260; i++) {
    const x = r() * W,
      y = ground + r() * (H - ground);
    grass += `M${f1(x)},${f1(y)}l${f1(r.range(-4, 4))},${f1(-r.range(6, 16))}`;
  }
  s.path(grass, 'none', `stroke="${green(tod, 0.2)}" stroke-width="2" opacity="0.7"`);
  L.cypress(s, W * 0.08, ground + H * 0.02, H * 0.5, green(tod, 0.4));
  L.cypress(s, W * 0.14, ground + H * 0.02, H * 0.36, green(tod, 0.45));
  L.cypress(s, W * 0.95, ground + H * 0.02, H * 0.44, green(tod, 0.4));
  s.vignette(0.3);
}

export function vortex(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const horizon = H * 0.22;
  L.sky(s, tod, horizon);
  L.clouds(s, tod, r, 3, H * 0.03, H * 0.16);
  L.islands(s, tod, r, horizon, 3);
  s.rect(
    0,
    horizon,
    W,
    H,
    s.lin(
      [
        [0, tod.seaTop],
        [1, tod.seaBot],
      ],
      0,
      horizon,
      0,
      H,
      true,
    ),
  );
  // whirlpool ellipse seen from above at an angle
  const cx = W * 0.55,
    cy = H * 0.58,
    rx = W * 0.3,
    ry = H * 0.2;
  s.ellipse(
    cx,
    cy,
    rx * 1.1,
    ry * 1.1,
    s.rad(
      [
        [0, '#08202e'],
        [0.35, '#13445a'],
        [0.7, tod.seaBot, 0.6],
        [1, tod.seaBot, 0],
      ],
      cx,
      cy,
      rx * 1.1,
      true,
      `gradientTransform="translate(${f1(cx)} ${f1(cy)}) scale(1 ${f1(ry / rx)}) translate(${f1(-cx)} ${f1(-cy)})"`,
    ),
  );
  for (let arm = 0; arm < 5; arm++) {
    let d = '';
    const a0 = (arm / 5) * Math.PI * 2;
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const a = a0 + t * Math.PI * 3.2;
      const rr = 1 - t * 0.93;
      const x = cx + Math.cos(a) * rx * rr,
        y = cy + Math.sin(a) * ry * rr;
      d += `${i ? 'L' : 'M'}${f1(x)},${f1(y)}`;
    }
    s.path(d, 'none', `stroke="#e8fbff" stroke-width="${f1(H * 0.006)}" opacity="0.5" stroke-linecap="round"`);
    s.path(
      d,
      'none',
      `stroke="${lighten(P.sea, 0.3)}" stroke-width="${f1(H * 0.014)}" opacity="0.25" stroke-linecap="round" transform="rotate(8 ${f1(cx)} ${f1(cy)})"`,
    );
  }
  // foam around rim
  let foam = '';
  for (let i = 0; i < 90; i++) {
    const a = r() * Math.PI * 2,
      rr = r.range(0.75, 1.05);
    foam += `M${f1(cx + Math.cos(a) * rx * rr)},${f1(cy + Math.sin(a) * ry * rr)}h${f1(W * r.range(0.005, 0.02))}`;
  }
  s.path(foam, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.55" stroke-linecap="round"');
  // rocky cliff and viewpoint platform in foreground left
  s.path(
    `M-10,${f1(H * 0.35)}C${f1(W * 0.15)},${f1(H * 0.38)} ${f1(W * 0.22)},${f1(H * 0.7)} ${f1(W * 0.2)},${f1(H + 10)}H-10Z`,
    mix('#6d6250', tod.shadow, tod.facadeTint * 0.5),
  );
  s.path(`M-10,${f1(H * 0.5)}C${f1(W * 0.1)},${f1(H * 0.55)} ${f1(W * 0.14)},${f1(H * 0.75)} ${f1(W * 0.12)},${f1(H + 10)}H-10Z`, green(tod, 0.3));
  // viewing deck with railing in bottom foreground
  const dy = H * 0.86;
  s.path(`M-10,${f1(dy)}L${f1(W + 10)},${f1(dy + H * 0.02)}V${f1(H + 10)}H-10Z`, mix('#a88b6a', tod.shadow, tod.facadeTint * 0.5));
  s.rect(-10, dy - H * 0.11, W + 20, H * 0.012, mix('#5a4332', tod.shadow, 0.2));
  let rails = '';
  for (let x = 0; x < W; x += W * 0.05) rails += `M${f1(x)},${f1(dy - H * 0.1)}V${f1(dy + H * 0.01)}`;
  s.path(rails, 'none', `stroke="${mix('#5a4332', tod.shadow, 0.2)}" stroke-width="${f1(W * 0.006)}"`);
  s.line(-10, dy - H * 0.05, W + 10, dy - H * 0.04, mix('#5a4332', tod.shadow, 0.2), H * 0.006);
  // two visitors looking
  for (const [x, c] of [
    [W * 0.7, P.terra],
    [W * 0.76, P.teal],
  ]) {
    const hh = H * 0.2,
      y = dy + H * 0.05;
    s.path(`M${f1(x - hh * 0.14)},${f1(y)}V${f1(y - hh * 0.6)}Q${f1(x)},${f1(y - hh * 0.75)} ${f1(x + hh * 0.14)},${f1(y - hh * 0.6)}V${f1(y)}Z`, c);
    s.circle(x, y - hh * 0.82, hh * 0.09, '#3a2a20');
  }
  s.vignette(0.3);
}

export function islandsTour(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.45, sunX: W * 0.35, islandCount: 2, islandMin: 0.0, islandMax: 0.3 });
  L.island(s, W * 0.45, horizon + 1, W * 0.35, H * 0.2, green(tod, 0.2), r);
  L.island(s, W * 0.75, horizon + 1, W * 0.3, H * 0.12, mix(green(tod, 0.2), tod.far, 0.4), r);
  s.ellipse(W * 0.62, horizon + H * 0.01, W * 0.12, H * 0.01, P.sand, 'opacity="0.9"');
  for (const x of [0.55, 0.6, 0.66]) L.palm(s, W * x, horizon + 2, H * 0.1, green(tod, 0.35), rng(o.seed + x), 0.08);
  boats(s, tod, rng(o.seed + 'b'), horizon, 4);
  // speedboat in foreground with wake
  const bx = W * 0.3,
    by = H * 0.8,
    L0 = W * 0.3;
  s.path(
    `M${f1(bx + L0 * 0.5)},${f1(by)}Q${f1(bx + L0 * 1.5)},${f1(by + H * 0.02)} ${f1(W + 20)},${f1(by + H * 0.1)}V${f1(by - H * 0.04)}Q${f1(bx + L0 * 1.5)},${f1(by - H * 0.02)} ${f1(bx + L0 * 0.5)},${f1(by - H * 0.015)}Z`,
    '#ffffff',
    'opacity="0.45"',
  );
  s.path(
    `M${f1(bx - L0 / 2)},${f1(by - H * 0.08)}Q${f1(bx - L0 * 0.3)},${f1(by)} ${f1(bx)},${f1(by + H * 0.01)}H${f1(bx + L0 / 2)}V${f1(by - H * 0.08)}Z`,
    P.ivory,
  );
  s.rect(bx - L0 * 0.42, by - H * 0.045, L0 * 0.92, H * 0.014, P.teal);
  s.path(
    `M${f1(bx - L0 * 0.1)},${f1(by - H * 0.08)}L${f1(bx + L0 * 0.02)},${f1(by - H * 0.14)}H${f1(bx + L0 * 0.3)}V${f1(by - H * 0.08)}Z`,
    'rgba(207,227,223,0.85)',
  );
  s.rect(bx + L0 * 0.05, by - H * 0.175, L0 * 0.28, H * 0.03, P.navy);
  for (let i = 0; i < 4; i++) {
    const x = bx + L0 * (0.06 + i * 0.09);
    s.circle(x, by - H * 0.115, H * 0.016, '#3a2a20');
    s.rect(x - H * 0.016, by - H * 0.1, H * 0.032, H * 0.03, [P.terra, P.gold, P.rose, P.teal][i]);
  }
  s.vignette(0.28);
}

export function limousine(s, o) {
  const tod = TOD[o.tod];
  const { W, H } = s;
  // hotel entrance backdrop
  s.rect(0, 0, W, H, mix(P.sand, tod.shadow, tod.facadeTint * 0.6));
  const n = Math.round(W / 300);
  for (let i = 0; i < n; i++) {
    const aw = (W / n) * 0.6,
      x = (W / n) * i + (W / n) * 0.2,
      y = H * 0.12,
      h = H * 0.5;
    s.path(
      `M${f1(x)},${f1(y + h)}V${f1(y + aw / 2)}A${f1(aw / 2)},${f1(aw / 2)} 0 0 1 ${f1(x + aw)},${f1(y + aw / 2)}V${f1(y + h)}Z`,
      tod.night || tod.name === 'dusk' ? tod.windows : mix(P.teal, P.ivory, 0.4),
    );
    s.path(
      `M${f1(x)},${f1(y + h)}V${f1(y + aw / 2)}A${f1(aw / 2)},${f1(aw / 2)} 0 0 1 ${f1(x + aw)},${f1(y + aw / 2)}V${f1(y + h)}`,
      'none',
      `stroke="${P.ivory}" stroke-width="8"`,
    );
  }
  s.rect(0, H * 0.62, W, H * 0.05, lighten(P.sand, 0.2));
  s.rect(
    0,
    H * 0.67,
    W,
    H * 0.33,
    s.lin(
      [
        [0, '#5a5a58'],
        [1, '#3a3a3a'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  for (const x of [0.06, 0.94]) {
    L.palm(s, W * x, H * 0.66, H * 0.55, green(tod, 0.3), rng(o.seed + x), x < 0.5 ? 0.05 : -0.05);
    s.rect(W * x - W * 0.03, H * 0.6, W * 0.06, H * 0.07, P.terra);
  }
  // car side view
  const cx = W * 0.5,
    base = H * 0.9,
    Lc = W * 0.78,
    hc = H * 0.2;
  const x0 = cx - Lc / 2,
    x1 = cx + Lc / 2;
  const body = '#101a22';
  s.ellipse(cx, base + H * 0.01, Lc * 0.52, H * 0.025, 'rgba(0,0,0,0.4)');
  s.path(
    `M${f1(x0)},${f1(base - hc * 0.2)}Q${f1(x0)},${f1(base - hc * 0.52)} ${f1(x0 + Lc * 0.05)},${f1(base - hc * 0.55)}L${f1(x0 + Lc * 0.2)},${f1(base - hc * 0.6)}L${f1(x0 + Lc * 0.3)},${f1(base - hc * 0.95)}H${f1(x1 - Lc * 0.24)}L${f1(x1 - Lc * 0.14)},${f1(base - hc * 0.6)}L${f1(x1 - Lc * 0.02)},${f1(base - hc * 0.5)}Q${f1(x1)},${f1(base - hc * 0.3)} ${f1(x1)},${f1(base - hc * 0.15)}V${f1(base - hc * 0.05)}H${f1(x0)}Z`,
    s.lin(
      [
        [0, '#2a3a48'],
        [0.45, body],
        [1, '#05090d'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  // windows
  s.path(
    `M${f1(x0 + Lc * 0.22)},${f1(base - hc * 0.6)}L${f1(x0 + Lc * 0.31)},${f1(base - hc * 0.88)}H${f1(x1 - Lc * 0.255)}L${f1(x1 - Lc * 0.165)},${f1(base - hc * 0.6)}Z`,
    s.lin(
      [
        [0, '#6d8a98'],
        [1, '#1f3445'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (const k of [0.42, 0.56, 0.7]) s.rect(x0 + Lc * k, base - hc * 0.9, Lc * 0.012, hc * 0.32, body);
  s.line(x0 + Lc * 0.02, base - hc * 0.45, x1 - Lc * 0.02, base - hc * 0.45, '#8a9aa6', 2, 'opacity="0.6"');
  s.line(x0 + Lc * 0.03, base - hc * 0.22, x1 - Lc * 0.03, base - hc * 0.22, P.gold, 2, 'opacity="0.7"');
  for (const k of [0.14, 0.84]) {
    const wx = x0 + Lc * k,
      wr = hc * 0.24;
    s.circle(wx, base - wr * 0.6, wr, '#0a0d10');
    s.circle(wx, base - wr * 0.6, wr * 0.55, '#b9c0c6');
    s.circle(wx, base - wr * 0.6, wr * 0.2, '#6a7278');
  }
  s.ellipse(x1 - Lc * 0.01, base - hc * 0.33, Lc * 0.008, hc * 0.06, '#fff6d0');
  s.ellipse(x0 + Lc * 0.005, base - hc * 0.33, Lc * 0.006, hc * 0.05, '#c0392b');
  s.vignette(0.3);
}

export function buggy(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  seascape(s, tod, r, { horizon: H * 0.42, sunX: W * 0.8, islandCount: 2 });
  s.rect(
    0,
    H * 0.55,
    W,
    H * 0.45,
    s.lin(
      [
        [0, mix(P.sand, tod.shadow, 0.1)],
        [1, darken(P.sand, 0.25)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  s.rect(0, H * 0.55, W, H * 0.02, lighten(P.sand, 0.3));
  for (let i = 0; i < 5; i++) L.palm(s, W * (0.05 + i * 0.22), H * 0.58, H * 0.45, green(tod, 0.3), rng(o.seed + i), (i % 2 ? -1 : 1) * 0.08);
  L.bush(s, W * 0.3, H * 0.59, W * 0.1, green(tod, 0.25), r, P.rose);
  L.bush(s, W * 0.75, H * 0.59, W * 0.1, green(tod, 0.25), r, P.rose);
  // buggy side view
  const cx = W * 0.5,
    base = H * 0.88,
    Lb = W * 0.5,
    hb = H * 0.4;
  const x0 = cx - Lb / 2,
    x1 = cx + Lb / 2;
  s.ellipse(cx, base + H * 0.01, Lb * 0.55, H * 0.025, 'rgba(0,0,0,0.25)');
  // roof and pillars
  s.rect(x0 + Lb * 0.08, base - hb, Lb * 0.84, hb * 0.07, P.ivory, `rx="${f1(hb * 0.03)}"`);
  s.path(`M${f1(x0 + Lb * 0.08)},${f1(base - hb * 0.93)}h${f1(Lb * 0.84)}l${f1(-Lb * 0.02)},${f1(hb * 0.05)}h${f1(-Lb * 0.8)}Z`, P.teal);
  for (const k of [0.12, 0.45, 0.88]) s.rect(x0 + Lb * k, base - hb * 0.93, Lb * 0.012, hb * 0.55, '#9aa4aa');
  // body
  s.path(
    `M${f1(x0)},${f1(base - hb * 0.12)}V${f1(base - hb * 0.35)}Q${f1(x0)},${f1(base - hb * 0.42)} ${f1(x0 + Lb * 0.06)},${f1(base - hb * 0.42)}H${f1(x1 - Lb * 0.12)}L${f1(x1)},${f1(base - hb * 0.3)}V${f1(base - hb * 0.12)}Z`,
    P.ivory,
  );
  s.rect(x0, base - hb * 0.2, Lb, hb * 0.05, P.gold);
  // seats (two benches)
  for (const k of [0.16, 0.5]) {
    s.rect(x0 + Lb * k, base - hb * 0.58, Lb * 0.25, hb * 0.17, P.terra, `rx="${f1(hb * 0.03)}"`);
    s.rect(x0 + Lb * k - Lb * 0.02, base - hb * 0.45, Lb * 0.29, hb * 0.05, darken(P.terra, 0.1));
  }
  // steering wheel
  s.line(x1 - Lb * 0.17, base - hb * 0.42, x1 - Lb * 0.1, base - hb * 0.6, '#333', hb * 0.02);
  s.ellipse(x1 - Lb * 0.1, base - hb * 0.6, Lb * 0.025, hb * 0.02, '#333');
  for (const k of [0.16, 0.82]) {
    const wx = x0 + Lb * k,
      wr = hb * 0.12;
    s.circle(wx, base - wr * 0.9, wr, '#1a1f24');
    s.circle(wx, base - wr * 0.9, wr * 0.5, '#c9ccd0');
  }
  s.ellipse(x1 - Lb * 0.005, base - hb * 0.27, Lb * 0.008, hb * 0.025, '#fff6d0');
  s.vignette(0.28);
}

/** Hotel exterior close-up: o.hotel 'sorrento'|'amalfi'. */
export function exterior(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const horizon = H * 0.62;
  L.sky(s, tod, horizon);
  if (tod.night) L.stars(s, r, 60, horizon * 0.7);
  L.sun(s, tod, W * (o.hotel === 'amalfi' ? 0.82 : 0.15), H * 0.25, H * 0.045);
  L.clouds(s, tod, r, 3, H * 0.05, H * 0.3);
  L.ridge(s, r, { base: horizon, amp: H * 0.16, n: 3, fill: tod.far });
  L.town(s, tod, rng(o.seed + 't'), { x0: -10, x1: W + 10, yTop: horizon - H * 0.02, yBot: horizon + H * 0.08, rows: 2, scale: 0.9 });
  const base = H * 0.9;
  const neigh = (x, w, fl, c) =>
    L.facade(s, tod, rng(o.seed + x), { x, base, w, floors: fl, fh: H * 0.085, color: c, shutter: P.olive, balconies: [1], cols: 2 });
  if (o.hotel === 'sorrento') {
    neigh(-W * 0.05, W * 0.2, 4, P.rose);
    neigh(W * 0.78, W * 0.25, 4, '#e7c79a');
    const fh = H * 0.115;
    L.facade(s, tod, rng(o.seed + 'h'), {
      x: W * 0.22,
      base,
      w: W * 0.5,
      floors: 5,
      fh,
      color: '#efd9b8',
      shutter: P.teal,
      balconies: [0, 1, 2, 3, 4],
      flowers: true,
      awning: P.terra,
      cols: 5,
      arches: 4,
    });
  } else {
    neigh(-W * 0.05, W * 0.22, 5, '#e7c79a');
    neigh(W * 0.8, W * 0.25, 4, P.rose);
    const fh = H * 0.075;
    const g = L.facade(s, tod, rng(o.seed + 'h'), {
      x: W * 0.26,
      base,
      w: W * 0.48,
      floors: 9,
      fh,
      color: P.ivory,
      shutter: P.navy,
      balconies: 'all',
      flatRoof: true,
      rail: P.navy,
      noShutters: true,
      cols: 6,
      arches: 5,
    });
    L.rooftopBar(s, tod, r, g, fh * 1.2);
  }
  s.rect(
    0,
    base,
    W,
    H - base,
    s.lin(
      [
        [0, mix('#8a8a86', tod.shadow, tod.facadeTint * 0.5)],
        [1, mix('#5a5a58', tod.shadow, tod.facadeTint * 0.5)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  L.palm(s, W * 0.12, H + 10, H * 0.62, green(tod, 0.4), rng(o.seed + 'p1'), 0.06);
  L.palm(s, W * 0.9, H + 10, H * 0.55, green(tod, 0.45), rng(o.seed + 'p2'), -0.06);
  s.vignette(0.3);
}

/** Terrace overlooking the bay (welcome), with balustrade and bougainvillea. */
export function terrace(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.48, sunX: W * 0.6, islandCount: 3 });
  boats(s, tod, rng(o.seed + 'b'), horizon, 2);
  L.ridge(s, r, {
    x0: W * 0.56,
    x1: W + 20,
    base: horizon + H * 0.08,
    amp: H * 0.2,
    n: 3,
    bottom: H,
    fill: green(tod, 0.25),
    peaks: (k) => k * 0.6,
    shore: 'left',
    water: horizon + H * 0.02,
  });
  L.town(s, tod, rng(o.seed + 't'), { x0: W * 0.74, x1: W + 10, yTop: horizon + H * 0.0, yBot: horizon + H * 0.16, rows: 3, scale: 0.7 });
  L.balustrade(s, tod, H * 0.86, H * 0.18, P.ivory);
  // bougainvillea draping from top-left
  for (let i = 0; i < 80; i++) {
    const a = r();
    const x = Math.pow(a, 1.5) * W * 0.45,
      y = r() * H * 0.2 * (1 - a) + (1 - a) * H * 0.05;
    s.circle(x, y, H * r.range(0.01, 0.025), i % 4 ? P.rose : mix(P.rose, '#c0406a', 0.5), 'opacity="0.9"');
    if (i % 3 === 0) s.circle(x + 8, y + 6, H * 0.012, green(tod, 0.1));
  }
  // pergola beam
  s.rect(-10, 0, W + 20, H * 0.03, mix('#8a5a3c', tod.shadow, tod.facadeTint * 0.6));
  // terrace table with two glasses
  s.rect(0, H * 0.93, W, H * 0.07, mix(P.terra, tod.shadow, 0.2 + tod.facadeTint * 0.5));
  if (o.glasses) {
    const u = H / 100;
    wineGlassLite(s, W * 0.72, H * 0.95, u * 8, '#f3d9a0');
    wineGlassLite(s, W * 0.78, H * 0.955, u * 8, '#f3d9a0');
  }
  s.vignette(0.3);
}
function wineGlassLite(s, x, y, u, c) {
  s.line(x, y, x, y - u * 0.9, 'rgba(255,255,255,0.85)', u * 0.05);
  s.ellipse(x, y, u * 0.28, u * 0.06, 'rgba(255,255,255,0.7)');
  s.path(
    `M${f1(x - u * 0.18)},${f1(y - u * 1.8)}L${f1(x - u * 0.14)},${f1(y - u * 0.9)}H${f1(x + u * 0.14)}L${f1(x + u * 0.18)},${f1(y - u * 1.8)}Z`,
    'rgba(255,255,255,0.4)',
    'stroke="rgba(255,255,255,0.85)" stroke-width="1"',
  );
  s.path(`M${f1(x - u * 0.16)},${f1(y - u * 1.45)}L${f1(x - u * 0.14)},${f1(y - u * 0.93)}H${f1(x + u * 0.14)}L${f1(x + u * 0.16)},${f1(y - u * 1.45)}Z`, c);
}

/** Arcade framing a coastal view (gallery hero). */
export function arcade(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.55, sunX: W * 0.5, islandCount: 3 });
  L.ridge(s, r, {
    x0: -20,
    x1: W * 0.42,
    base: horizon + H * 0.15,
    amp: H * 0.25,
    n: 3,
    bottom: H,
    fill: green(tod, 0.25),
    peaks: (k) => (1 - k) * 0.6,
    shore: 'right',
    water: horizon + H * 0.03,
  });
  L.town(s, tod, rng(o.seed + 't'), { x0: -10, x1: W * 0.3, yTop: horizon - H * 0.02, yBot: horizon + H * 0.14, rows: 3, scale: 0.8 });
  boats(s, tod, r, horizon, 4);
  // arcade wall with 3 arches
  const wall = mix(P.ivory, tod.shadow, tod.facadeTint * 0.6 + 0.05);
  const n = 3,
    aw = W / n;
  let d = `M-2,-2H${W + 2}V${H + 2}H-2Z`;
  for (let i = 0; i < n; i++) {
    const x = i * aw + aw * 0.12,
      w = aw * 0.76,
      top = H * 0.12,
      bot = H * 0.86;
    d += `M${f1(x)},${f1(bot)}V${f1(top + w / 2)}A${f1(w / 2)},${f1(w / 2)} 0 0 1 ${f1(x + w)},${f1(top + w / 2)}V${f1(bot)}Z`;
  }
  s.path(
    d,
    s.lin(
      [
        [0, wall],
        [1, darken(wall, 0.12)],
      ],
      0,
      0,
      0,
      1,
    ),
    'fill-rule="evenodd"',
  );
  for (let i = 0; i < n; i++) {
    const x = i * aw + aw * 0.12,
      w = aw * 0.76,
      top = H * 0.12;
    s.path(
      `M${f1(x)},${f1(H * 0.86)}V${f1(top + w / 2)}A${f1(w / 2)},${f1(w / 2)} 0 0 1 ${f1(x + w)},${f1(top + w / 2)}V${f1(H * 0.86)}`,
      'none',
      `stroke="${darken(wall, 0.2)}" stroke-width="${f1(H * 0.012)}"`,
    );
  }
  s.rect(0, H * 0.86, W, H * 0.14, mix(P.terra, tod.shadow, 0.15 + tod.facadeTint * 0.5));
  for (let i = 0; i <= n; i++) {
    const x = i * aw;
    L.bush(s, x, H * 0.87, aw * 0.18, green(tod, 0.3), r, P.rose);
  }
  s.vignette(0.3);
}

/** Wide town panorama for explore-hero. */
export function panorama(s, o) {
  const tod = TOD[o.tod];
  const r = rng(o.seed);
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.45, sunX: W * 0.5, islandCount: 4 });
  boats(s, tod, r, horizon, 5);
  L.ridge(s, r, {
    x0: -20,
    x1: W * 0.52,
    base: H * 0.75,
    amp: H * 0.3,
    n: 3,
    bottom: H + 5,
    fill: green(tod, 0.2),
    peaks: (k) => (1 - k) * 0.7,
    shore: 'right',
    water: horizon + H * 0.05,
  });
  L.town(s, tod, rng(o.seed + 't'), { x0: -10, x1: W * 0.42, yTop: H * 0.58, yBot: H * 0.86, rows: 4, scale: 1 });
  L.ridge(s, r, {
    x0: W * 0.64,
    x1: W + 20,
    base: H * 0.7,
    amp: H * 0.25,
    n: 3,
    bottom: H + 5,
    fill: green(tod, 0.3),
    peaks: (k) => k * 0.6,
    shore: 'left',
    water: horizon + H * 0.05,
  });
  // tiny cable car line to island
  s.path(
    `M${f1(W * 0.95)},${f1(H * 0.48)}Q${f1(W * 0.75)},${f1(H * 0.52)} ${f1(W * 0.55)},${f1(horizon - H * 0.02)}`,
    'none',
    'stroke="#2b3a44" stroke-width="2" opacity="0.7"',
  );
  for (const t of [0.3, 0.65]) {
    const x = W * (0.95 - 0.4 * t),
      y = H * 0.48 + (horizon - H * 0.02 - H * 0.48) * t + H * 0.03 * 4 * t * (1 - t);
    s.rect(x - 8, y + 6, 16, 14, P.terra, 'rx="3"');
    s.line(x, y, x, y + 6, '#2b3a44', 1.5);
  }
  s.path(`M-10,${f1(H * 0.9)}Q${f1(W * 0.5)},${f1(H * 0.86)} ${f1(W + 10)},${f1(H * 0.92)}V${f1(H + 10)}H-10Z`, green(tod, 0.5));
  L.palm(s, W * 0.85, H + 10, H * 0.55, green(tod, 0.5), r, -0.08);
  L.cypress(s, W * 0.1, H + 10, H * 0.4, green(tod, 0.55));
  s.vignette(0.3);
}
