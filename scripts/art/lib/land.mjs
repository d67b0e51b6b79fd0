// Landscape & architecture primitives (sky, sea, hills, islands, palms, boats, Italianate facades).
import { P, mix, lighten, darken, smooth, f1, rng as mkRng } from './core.mjs';

const TAU = Math.PI * 2;

export function sky(s, tod, y1 = s.H) {
  s.rect(
    0,
    0,
    s.W,
    y1 + 2,
    s.lin(
      tod.sky.map(([o, c]) => [o, c]),
      0,
      0,
      0,
      y1,
      true,
    ),
  );
}

export function stars(s, r, n, y1) {
  for (let i = 0; i < n; i++) {
    const x = r() * s.W,
      y = Math.pow(r(), 1.6) * y1;
    s.circle(x, y, (r.range(0.6, 1.8) * s.H) / 900, '#f7f2ea', `opacity="${f1(r.range(0.25, 0.85))}"`);
  }
}

export function sun(s, tod, x, y, rad) {
  s.circle(
    x,
    y,
    rad * 7,
    s.rad(
      [
        [0, tod.glow, 0.55],
        [0.35, tod.glow, 0.18],
        [1, tod.glow, 0],
      ],
      x,
      y,
      rad * 7,
    ),
  );
  s.circle(
    x,
    y,
    rad * 1.6,
    s.rad(
      [
        [0, tod.sun, 0.9],
        [1, tod.sun, 0],
      ],
      x,
      y,
      rad * 1.6,
    ),
  );
  s.circle(x, y, rad, tod.sun);
  if (tod.night) {
    // moon craters
    s.circle(x - rad * 0.3, y - rad * 0.2, rad * 0.22, '#dfe3df', 'opacity="0.5"');
    s.circle(x + rad * 0.35, y + rad * 0.25, rad * 0.15, '#dfe3df', 'opacity="0.5"');
  }
}

export function cloud(s, x, y, w, color, op = 0.8) {
  const r = mkRng(Math.round(x * 7 + y * 13 + w));
  const h = w * 0.2;
  const n = 5 + Math.floor(r() * 3);
  let body = '';
  for (let i = 0; i < n; i++) {
    const k = (i + 0.5) / n;
    const bell = Math.sin(Math.PI * k);
    const rr = h * (0.35 + 0.65 * bell) * (0.8 + r() * 0.4);
    body += `<circle cx="${f1(x + w * k)}" cy="${f1(y - rr * 0.55)}" r="${f1(rr)}"/>`;
  }
  body += `<rect x="${f1(x)}" y="${f1(y - h * 0.4)}" width="${f1(w)}" height="${f1(h * 0.4)}" rx="${f1(h * 0.2)}"/>`;
  s.add(`<g fill="${color}" opacity="${op}">${body}</g>`);
  s.add(
    `<rect x="${f1(x + w * 0.08)}" y="${f1(y - h * 0.12)}" width="${f1(w * 0.84)}" height="${f1(h * 0.12)}" rx="${f1(h * 0.06)}" fill="${darken(color, 0.08)}" opacity="${op * 0.4}"/>`,
  );
}

export function clouds(s, tod, r, n, y0, y1, t = 0) {
  for (let i = 0; i < n; i++) {
    const w = r.range(0.07, 0.16) * s.W;
    const drift = Math.sin(TAU * (t + i / n)) * s.W * 0.012;
    const x = r.range(-0.1, 1) * s.W + drift;
    const y = r.range(y0, y1);
    cloud(s, x, y, w, tod.cloud, tod.night ? 0.35 : r.range(0.45, 0.8));
  }
}

/** Sea from horizon to bottom with perspective wave strokes and sun glitter. */
export function sea(s, tod, r, horizon, opts = {}) {
  const { W, H } = s;
  const t = opts.t ?? 0;
  const bottom = opts.bottom ?? H;
  const sunX = opts.sunX ?? W * 0.5;
  s.rect(
    0,
    horizon,
    W,
    bottom - horizon,
    s.lin(
      [
        [0, tod.seaTop],
        [0.35, mix(tod.seaTop, tod.seaBot, 0.5)],
        [1, tod.seaBot],
      ],
      0,
      horizon,
      0,
      bottom,
      true,
    ),
  );
  // haze band at horizon
  s.rect(
    0,
    horizon - 2,
    W,
    (bottom - horizon) * 0.12,
    s.lin(
      [
        [0, tod.haze, 0.55],
        [1, tod.haze, 0],
      ],
      0,
      horizon,
      0,
      horizon + (bottom - horizon) * 0.12,
      true,
    ),
  );
  const rows = opts.rows ?? 34;
  const light = lighten(tod.seaTop, 0.35);
  const dark = darken(tod.seaBot, 0.25);
  let d1 = '',
    d2 = '';
  for (let i = 1; i <= rows; i++) {
    const k = i / rows;
    const y = horizon + (bottom - horizon) * k * k;
    const len = W * (0.015 + 0.06 * k);
    const amp = 1 + 7 * k * (H / 900);
    const n = Math.floor(3 + 10 * (1 - k * 0.4));
    for (let j = 0; j < n; j++) {
      const ph = r();
      const x = (r() * 1.2 - 0.1) * W + Math.sin(TAU * (t + ph)) * len * 0.35;
      const yy = y + Math.sin(TAU * (t * 1 + ph + 0.25)) * amp * 0.6;
      const seg = `M${f1(x)},${f1(yy)}q${f1(len / 2)},${f1(-amp)} ${f1(len)},0`;
      if (r() < 0.55) d1 += seg;
      else d2 += seg;
    }
  }
  s.path(d1, 'none', `stroke="${light}" stroke-width="${f1((1.6 * H) / 900)}" stroke-linecap="round" opacity="0.45"`);
  s.path(d2, 'none', `stroke="${dark}" stroke-width="${f1((1.8 * H) / 900)}" stroke-linecap="round" opacity="0.35"`);
  // glitter path
  if (opts.glitter !== false) {
    const gw = opts.glitterW ?? W * 0.08;
    let g = '';
    const n = opts.glitterN ?? 70;
    for (let i = 0; i < n; i++) {
      const k = Math.pow(r(), 0.8);
      const y = horizon + 3 + (bottom - horizon) * k * k * 0.95;
      const spread = gw * (0.25 + k * 1.6);
      const ph = r();
      const vis = 0.5 + 0.5 * Math.sin(TAU * (t * 2 + ph));
      const len = (W * 0.004 + W * 0.03 * k) * (0.3 + 0.7 * vis);
      const x = sunX + (r() - 0.5) * 2 * spread - len / 2;
      g += `M${f1(x)},${f1(y)}h${f1(len)}`;
    }
    s.path(g, 'none', `stroke="${tod.reflect}" stroke-width="${f1((2.2 * H) / 900)}" stroke-linecap="round" opacity="${tod.night ? 0.6 : 0.75}"`);
  }
}

/** A smooth ridge polygon from x0..x1, filled down to yBottom. */
/** shore: 'left' | 'right' -- that end slopes down into the water at y = water (no vertical seam). */
export function ridge(s, r, { x0 = -20, x1, base, amp, n = 7, bottom, fill, extra = '', peaks, shore, water }) {
  x1 = x1 ?? s.W + 20;
  bottom = bottom ?? s.H + 5;
  const pts = [];
  const ph = [r() * TAU, r() * TAU, r() * TAU];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const k = i / steps;
    const x = x0 + (x1 - x0) * k;
    let y = base - amp * (0.5 + 0.3 * Math.sin(k * n + ph[0]) + 0.15 * Math.sin(k * n * 2.3 + ph[1]) + 0.08 * Math.sin(k * n * 5.1 + ph[2]));
    if (peaks) y -= peaks(k) * amp;
    if (shore) {
      const e = shore === 'left' ? k : 1 - k;
      const t = Math.min(1, e / 0.28);
      const sm = t * t * (3 - 2 * t);
      y = (water ?? base) + (y - (water ?? base)) * sm;
    }
    pts.push([x, y]);
  }
  const wl = water ?? base;
  const sw = (x1 - x0) * 0.18;
  const d =
    shore === 'left'
      ? smooth(pts) + `L${f1(x1)},${f1(bottom)}L${f1(x0 + sw)},${f1(bottom)}Q${f1(x0 + sw * 0.2)},${f1(wl + (bottom - wl) * 0.2)} ${f1(x0)},${f1(wl)}Z`
      : shore === 'right'
        ? smooth(pts) + `Q${f1(x1 - sw * 0.2)},${f1(wl + (bottom - wl) * 0.2)} ${f1(x1 - sw)},${f1(bottom)}L${f1(x0)},${f1(bottom)}Z`
        : smooth(pts) + `L${f1(x1)},${f1(bottom)}L${f1(x0)},${f1(bottom)}Z`;
  s.path(d, fill, extra);
  return pts;
}

/** Island silhouette sitting on the horizon. */
export function island(s, x, y, w, h, fill, r) {
  const pts = [[x, y]];
  const n = 6;
  for (let i = 1; i < n; i++) {
    const k = i / n;
    const bell = Math.sin(Math.PI * k) ** 1.2;
    pts.push([x + w * k, y - h * bell * (0.75 + r() * 0.4)]);
  }
  pts.push([x + w, y]);
  s.path(smooth(pts) + 'Z', fill);
}

export function islands(s, tod, r, horizon, count = 3, opts = {}) {
  const col = opts.color ?? mix(tod.far, tod.haze, 0.25);
  for (let i = 0; i < count; i++) {
    const w = r.range(0.08, 0.22) * s.W,
      h = r.range(0.025, 0.07) * s.H;
    const x = r.range(opts.xMin ?? 0, opts.xMax ?? 0.85) * s.W;
    island(s, x, horizon + 1, w, h, i % 2 ? col : mix(col, tod.mid, 0.3), r);
  }
}

export function palm(s, x, y, h, color, r, lean = 0.12) {
  const topX = x + h * lean,
    topY = y - h;
  const w0 = h * 0.045,
    w1 = h * 0.022;
  const cx = x + h * lean * 0.2,
    cy = y - h * 0.55;
  s.path(
    `M${f1(x - w0)},${f1(y)}Q${f1(cx - w0)},${f1(cy)} ${f1(topX - w1)},${f1(topY)}L${f1(topX + w1)},${f1(topY)}Q${f1(cx + w0)},${f1(cy)} ${f1(x + w0)},${f1(y)}Z`,
    color,
  );
  // trunk rings
  const n = 9;
  let d = '';
  for (let i = 1; i < n; i++) {
    const k = i / n;
    const px = (1 - k) * (1 - k) * x + 2 * (1 - k) * k * cx + k * k * topX;
    const py = (1 - k) * (1 - k) * y + 2 * (1 - k) * k * cy + k * k * topY;
    const ww = w0 + (w1 - w0) * k;
    d += `M${f1(px - ww)},${f1(py)}l${f1(ww * 2)},${f1(-ww * 0.4)}`;
  }
  s.path(d, 'none', `stroke="${lighten(color, 0.15)}" stroke-width="${f1(h * 0.006)}" opacity="0.6"`);
  const fronds = 9;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + r.range(-0.12, 0.12);
    const len = h * r.range(0.36, 0.5);
    const side = Math.cos(a);
    const up = -Math.sin(a); // 0..1 for upward fronds
    const ex = topX + side * len,
      ey = topY - up * len * 0.25 + len * (0.55 - up * 0.25);
    const mx = topX + side * len * 0.5,
      my = topY - up * len * 0.45 - len * 0.1;
    const wd = len * 0.16;
    // leaf outline: upper edge then lower edge, droopy
    s.path(
      `M${f1(topX)},${f1(topY)}Q${f1(mx)},${f1(my - wd)} ${f1(ex)},${f1(ey)}Q${f1(mx + side * wd * 0.3)},${f1(my + wd * 0.9)} ${f1(topX)},${f1(topY + wd * 0.3)}Z`,
      i % 2 ? color : lighten(color, 0.06),
    );
    s.path(
      `M${f1(topX)},${f1(topY)}Q${f1(mx)},${f1(my)} ${f1(ex)},${f1(ey)}`,
      'none',
      `stroke="${darken(color, 0.25)}" stroke-width="${f1(len * 0.012)}" opacity="0.6"`,
    );
  }
  s.circle(topX, topY + h * 0.02, h * 0.03, darken(color, 0.2));
}

export function cypress(s, x, y, h, color) {
  const w = h * 0.16;
  s.path(
    `M${f1(x)},${f1(y - h)}C${f1(x + w * 0.7)},${f1(y - h * 0.7)} ${f1(x + w * 0.75)},${f1(y - h * 0.2)} ${f1(x + w * 0.3)},${f1(y)}L${f1(x - w * 0.3)},${f1(y)}C${f1(x - w * 0.75)},${f1(y - h * 0.2)} ${f1(x - w * 0.7)},${f1(y - h * 0.7)} ${f1(x)},${f1(y - h)}Z`,
    color,
  );
  s.path(
    `M${f1(x)},${f1(y - h)}C${f1(x + w * 0.7)},${f1(y - h * 0.7)} ${f1(x + w * 0.75)},${f1(y - h * 0.2)} ${f1(x + w * 0.3)},${f1(y)}L${f1(x + w * 0.05)},${f1(y)}C${f1(x + w * 0.3)},${f1(y - h * 0.4)} ${f1(x + w * 0.2)},${f1(y - h * 0.8)} ${f1(x)},${f1(y - h)}Z`,
    darken(color, 0.2),
    'opacity="0.6"',
  );
}

export function bush(s, x, y, w, color, r, flowers) {
  const n = 5;
  for (let i = 0; i < n; i++) {
    const cx = x + (i / (n - 1) - 0.5) * w * 0.8,
      rr = w * r.range(0.15, 0.26);
    s.circle(cx, y - rr * 0.6, rr, i % 2 ? color : darken(color, 0.12));
  }
  if (flowers) for (let i = 0; i < 14; i++) s.circle(x + (r() - 0.5) * w * 0.9, y - r() * w * 0.4, w * 0.03, flowers, 'opacity="0.9"');
}

export function boat(s, x, y, size, tod, opts = {}) {
  const hull = opts.hull ?? (tod.night ? '#0a1a26' : P.ivory);
  const L = size,
    Hh = size * 0.14;
  s.path(`M${f1(x - L / 2)},${f1(y - Hh)}L${f1(x + L / 2)},${f1(y - Hh)}L${f1(x + L * 0.38)},${f1(y)}L${f1(x - L * 0.42)},${f1(y)}Z`, hull);
  s.rect(x - L / 2, y - Hh, L, Hh * 0.25, opts.stripe ?? P.teal);
  if (opts.sail !== false) {
    s.line(x, y - Hh, x, y - size * 1.05, darken(hull, 0.4), size * 0.02);
    s.path(
      `M${f1(x + size * 0.02)},${f1(y - size)}L${f1(x + size * 0.4)},${f1(y - Hh * 1.4)}L${f1(x + size * 0.02)},${f1(y - Hh * 1.4)}Z`,
      opts.sailColor ?? lighten(P.ivory, 0.3),
    );
    s.path(
      `M${f1(x - size * 0.02)},${f1(y - size * 0.85)}L${f1(x - size * 0.3)},${f1(y - Hh * 1.4)}L${f1(x - size * 0.02)},${f1(y - Hh * 1.4)}Z`,
      mix(opts.sailColor ?? P.ivory, P.sand, 0.5),
    );
  } else {
    s.rect(x - L * 0.22, y - Hh - size * 0.16, L * 0.34, size * 0.16, opts.cabin ?? P.ivory, `rx="${f1(size * 0.03)}"`);
    s.rect(x - L * 0.18, y - Hh - size * 0.12, L * 0.26, size * 0.06, P.navy, 'opacity="0.7"');
  }
  s.ellipse(x, y + size * 0.02, L * 0.55, size * 0.025, tod.night ? tod.reflect : '#ffffff', 'opacity="0.25"');
}

/** Italianate facade. Returns geometry for extras. */
export function facade(s, tod, r, o) {
  const { x, base, w, floors, fh } = o;
  const Hb = floors * fh + fh * 0.35;
  const top = base - Hb;
  const wallBase = o.color ?? P.sand;
  const wall = mix(wallBase, tod.shadow, tod.facadeTint * 0.8);
  const sideW = o.side ?? w * 0.08;
  // side face for depth
  s.poly(
    [
      [x + w, top],
      [x + w + sideW, top + fh * 0.1],
      [x + w + sideW, base],
      [x + w, base],
    ],
    darken(wall, 0.18),
  );
  s.rect(
    x,
    top,
    w,
    Hb,
    s.lin(
      [
        [0, lighten(wall, 0.06)],
        [1, darken(wall, 0.06)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // rusticated ground floor
  s.rect(x, base - fh * 1.1, w, fh * 1.1, darken(wall, 0.07));
  // roof
  const roof = mix(o.roof ?? P.terra, tod.shadow, tod.facadeTint * 0.7);
  if (o.flatRoof) {
    s.rect(x - w * 0.02, top - fh * 0.12, w * 1.04 + sideW, fh * 0.14, lighten(wall, 0.1));
  } else {
    s.path(
      `M${f1(x - w * 0.04)},${f1(top)}L${f1(x + w * 0.12)},${f1(top - fh * 0.55)}L${f1(x + w * 0.9 + sideW)},${f1(top - fh * 0.55)}L${f1(x + w * 1.04 + sideW)},${f1(top)}Z`,
      roof,
    );
    let d = '';
    for (let i = 0; i < 14; i++) {
      const xx = x + w * 0.12 + (i / 13) * (w * 0.78 + sideW);
      d += `M${f1(xx)},${f1(top - fh * 0.55)}l${f1((xx - x - w / 2) * 0.1)},${f1(fh * 0.55)}`;
    }
    s.path(d, 'none', `stroke="${darken(roof, 0.2)}" stroke-width="${f1(fh * 0.02)}" opacity="0.5"`);
  }
  s.rect(x - w * 0.015, top - fh * 0.02, w * 1.03, fh * 0.1, lighten(wall, 0.12)); // cornice
  const cols = o.cols ?? Math.max(3, Math.round(w / (fh * 0.95)));
  const cw = w / cols;
  const winW = cw * 0.46,
    winH = fh * 0.58;
  const shutter = mix(o.shutter ?? P.teal, tod.shadow, tod.facadeTint * 0.6);
  const glassDay = mix(tod.windows, P.teal, tod.night ? 0 : 0.55);
  for (let f = 0; f < floors; f++) {
    const fy = base - fh * 1.1 - (f + 1) * fh + fh * 0.15;
    if (f > 0 || o.floorsStart) {
    }
    const balcony = o.balconies === 'all' || (o.balconies && o.balconies.includes(f));
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + (cw - winW) / 2,
        wy = fy + fh * 0.18;
      const lit = tod.night ? r() < 0.7 : tod.name === 'dusk' ? r() < 0.4 : false;
      const glass = lit ? tod.windows : glassDay;
      const rr = winW / 2;
      s.path(`M${f1(wx)},${f1(wy + winH)}V${f1(wy + rr)}A${f1(rr)},${f1(rr)} 0 0 1 ${f1(wx + winW)},${f1(wy + rr)}V${f1(wy + winH)}Z`, glass);
      if (lit)
        s.rect(
          wx - winW * 0.3,
          wy - winH * 0.1,
          winW * 1.6,
          winH * 1.3,
          s.rad(
            [
              [0, tod.windows, 0.35],
              [1, tod.windows, 0],
            ],
            wx + winW / 2,
            wy + winH / 2,
            winW,
          ),
          '',
        );
      s.line(wx + winW / 2, wy + rr * 0.6, wx + winW / 2, wy + winH, darken(wall, 0.3), winW * 0.05);
      if (!o.noShutters) {
        s.rect(wx - winW * 0.5, wy + rr * 0.5, winW * 0.46, winH - rr * 0.5, shutter);
        s.rect(wx + winW * 1.04, wy + rr * 0.5, winW * 0.46, winH - rr * 0.5, shutter);
        let sl = '';
        for (let k = 1; k < 7; k++) {
          const yy = wy + rr * 0.5 + ((winH - rr * 0.5) * k) / 7;
          sl += `M${f1(wx - winW * 0.47)},${f1(yy)}h${f1(winW * 0.4)}M${f1(wx + winW * 1.07)},${f1(yy)}h${f1(winW * 0.4)}`;
        }
        s.path(sl, 'none', `stroke="${darken(shutter, 0.25)}" stroke-width="${f1(fh * 0.012)}"`);
      }
      s.rect(wx - winW * 0.1, wy + winH, winW * 1.2, fh * 0.04, lighten(wall, 0.15)); // sill
      if (balcony) {
        const by = wy + winH,
          bw = cw * 0.86,
          bx = x + c * cw + (cw - bw) / 2;
        s.rect(bx, by, bw, fh * 0.05, lighten(wall, 0.1));
        s.rect(bx, by - fh * 0.2, bw, fh * 0.02, o.rail ?? darken(P.navy, 0.1));
        let bd = '';
        const nb = 7;
        for (let k = 0; k <= nb; k++) bd += `M${f1(bx + (bw * k) / nb)},${f1(by - fh * 0.2)}v${f1(fh * 0.2)}`;
        s.path(bd, 'none', `stroke="${o.rail ?? darken(P.navy, 0.1)}" stroke-width="${f1(fh * 0.015)}"`);
        if (o.flowers && r() < 0.5) bush(s, bx + bw * r.range(0.2, 0.8), by - fh * 0.02, bw * 0.35, mix(P.olive, tod.shadow, tod.facadeTint), r, P.rose);
      }
    }
  }
  // ground floor arches
  const ga = o.arches ?? Math.max(3, Math.round(w / (fh * 1.2)));
  const aw = w / ga;
  for (let i = 0; i < ga; i++) {
    const ax = x + i * aw + aw * 0.16,
      awid = aw * 0.68,
      ah = fh * 0.85,
      ay = base - ah;
    const inner = tod.night || tod.name === 'dusk' ? tod.windows : darken(wall, 0.45);
    s.path(
      `M${f1(ax)},${f1(base)}V${f1(ay + awid / 2)}A${f1(awid / 2)},${f1(awid / 2)} 0 0 1 ${f1(ax + awid)},${f1(ay + awid / 2)}V${f1(base)}Z`,
      inner,
      tod.night ? '' : 'opacity="0.85"',
    );
  }
  if (o.awning)
    s.path(`M${f1(x)},${f1(base - fh * 1.1)}h${f1(w)}l${f1(w * 0.02)},${f1(fh * 0.18)}h${f1(-w * 1.04)}Z`, mix(o.awning, tod.shadow, tod.facadeTint * 0.6));
  return { top, x, w, base, sideW };
}

/** Rooftop sky bar details on top of a facade. */
export function rooftopBar(s, tod, r, g, fh) {
  const y = g.top - fh * 0.1;
  s.rect(g.x, y - fh * 0.35, g.w + g.sideW, fh * 0.35, tod.night ? 'rgba(245,198,110,0.35)' : 'rgba(207,227,223,0.5)');
  s.line(g.x, y - fh * 0.35, g.x + g.w + g.sideW, y - fh * 0.35, P.gold, fh * 0.03);
  for (let i = 0; i < 4; i++) {
    const ux = g.x + g.w * (0.15 + i * 0.24);
    s.line(ux, y, ux, y - fh * 0.9, darken(P.ivory, 0.3), fh * 0.02);
    s.path(
      `M${f1(ux - fh * 0.45)},${f1(y - fh * 0.8)}Q${f1(ux)},${f1(y - fh * 1.15)} ${f1(ux + fh * 0.45)},${f1(y - fh * 0.8)}Z`,
      i % 2 ? P.ivory : mix(P.ivory, P.sand, 0.6),
    );
  }
  // string lights
  let d = `M${f1(g.x)},${f1(y - fh * 0.9)}`;
  const n = 6;
  for (let i = 0; i < n; i++) d += `Q${f1(g.x + (g.w / n) * (i + 0.5))},${f1(y - fh * 0.65)} ${f1(g.x + (g.w / n) * (i + 1))},${f1(y - fh * 0.9)}`;
  s.path(d, 'none', `stroke="${darken(P.navy, 0.2)}" stroke-width="${f1(fh * 0.01)}"`);
  for (let i = 0; i < n * 4; i++) {
    const k = (i + 0.5) / (n * 4);
    const seg = (k * n) % 1;
    s.circle(g.x + g.w * k, y - fh * 0.9 + Math.sin(Math.PI * seg) * fh * 0.19, fh * 0.035, '#ffd98a', 'opacity="0.95"');
  }
}

/** A dense hillside town of small houses. */
export function town(s, tod, r, { x0, x1, yTop, yBot, rows = 3, scale = 1 }) {
  const cols = [P.sand, P.ivory, P.rose, '#e7c79a', '#d9b08c', P.ivory];
  for (let row = 0; row < rows; row++) {
    const k = row / Math.max(1, rows - 1);
    const y = yTop + (yBot - yTop) * k;
    const hh = s.H * 0.04 * scale * (0.7 + k * 0.6);
    let x = x0 + r() * hh;
    while (x < x1) {
      const w = hh * r.range(0.9, 1.8);
      const hgt = hh * r.range(0.8, 1.5);
      const c = mix(r.pick(cols), tod.shadow, tod.facadeTint * 0.85 + (1 - k) * 0.08);
      s.rect(x, y - hgt, w, hgt + hh * 0.6, c);
      s.rect(x + w, y - hgt + hh * 0.05, w * 0.12, hgt + hh * 0.55, darken(c, 0.2));
      s.path(
        `M${f1(x - w * 0.05)},${f1(y - hgt)}L${f1(x + w * 0.5)},${f1(y - hgt - hh * 0.3)}L${f1(x + w * 1.17)},${f1(y - hgt)}Z`,
        mix(P.terra, tod.shadow, tod.facadeTint * 0.7),
      );
      const nw = Math.max(1, Math.floor(w / (hh * 0.45)));
      for (let i = 0; i < nw; i++) {
        const lit = tod.night ? r() < 0.6 : tod.name === 'dusk' ? r() < 0.35 : false;
        s.rect(x + (i + 0.3) * (w / nw), y - hgt * 0.7, (w / nw) * 0.38, hgt * 0.3, lit ? tod.windows : darken(c, 0.35), `opacity="${lit ? 1 : 0.6}"`);
      }
      x += w * r.range(1.05, 1.4);
    }
  }
}

export function balustrade(s, tod, y, h, color) {
  const { W } = s;
  const c = mix(color ?? P.ivory, tod.shadow, tod.facadeTint * 0.8);
  s.rect(0, y, W, s.H - y, darken(c, 0.08));
  const n = Math.round(W / (h * 0.42));
  const bw = W / n;
  for (let i = 0; i < n; i++) {
    const bx = i * bw + bw * 0.5;
    const d = `M${f1(bx - bw * 0.2)},${f1(y)}C${f1(bx - bw * 0.42)},${f1(y - h * 0.3)} ${f1(bx - bw * 0.1)},${f1(y - h * 0.55)} ${f1(bx - bw * 0.14)},${f1(y - h * 0.8)}L${f1(bx + bw * 0.14)},${f1(y - h * 0.8)}C${f1(bx + bw * 0.1)},${f1(y - h * 0.55)} ${f1(bx + bw * 0.42)},${f1(y - h * 0.3)} ${f1(bx + bw * 0.2)},${f1(y)}Z`;
    s.path(d, c);
    s.path(d, darken(c, 0.15), `opacity="0.5" transform="translate(${f1(bw * 0.06)},0)" clip-path="none"`);
  }
  s.rect(-5, y - h * 0.92, W + 10, h * 0.14, lighten(c, 0.1));
  s.rect(-5, y - h * 0.8, W + 10, h * 0.03, darken(c, 0.2), 'opacity="0.5"');
}

export function umbrella(s, x, y, h, color, tod) {
  const c = mix(color, tod.shadow, tod.facadeTint * 0.6);
  s.line(x, y, x, y - h, darken(P.ivory, 0.4), h * 0.025);
  const w = h * 0.75;
  s.path(`M${f1(x - w)},${f1(y - h * 0.82)}Q${f1(x)},${f1(y - h * 1.18)} ${f1(x + w)},${f1(y - h * 0.82)}Z`, c);
  s.path(
    `M${f1(x - w)},${f1(y - h * 0.82)}Q${f1(x - w * 0.5)},${f1(y - h * 0.74)} ${f1(x)},${f1(y - h * 0.82)}Q${f1(x + w * 0.5)},${f1(y - h * 0.74)} ${f1(x + w)},${f1(y - h * 0.82)}`,
    c,
  );
  s.path(`M${f1(x)},${f1(y - h * 1.0)}L${f1(x - w * 0.3)},${f1(y - h * 0.82)}L${f1(x + w * 0.3)},${f1(y - h * 0.82)}Z`, lighten(c, 0.15), 'opacity="0.6"');
}

export function lounger(s, x, y, w, color, tod) {
  const c = mix(color, tod.shadow, tod.facadeTint * 0.6);
  s.path(
    `M${f1(x)},${f1(y - w * 0.12)}L${f1(x + w * 0.7)},${f1(y - w * 0.12)}L${f1(x + w)},${f1(y - w * 0.38)}L${f1(x + w * 1.06)},${f1(y - w * 0.33)}L${f1(x + w * 0.74)},${f1(y - w * 0.04)}L${f1(x)},${f1(y - w * 0.04)}Z`,
    c,
  );
  s.path(
    `M${f1(x + w * 0.05)},${f1(y - w * 0.04)}v${f1(w * 0.04)}M${f1(x + w * 0.68)},${f1(y - w * 0.04)}v${f1(w * 0.04)}`,
    'none',
    `stroke="${darken(c, 0.4)}" stroke-width="${f1(w * 0.03)}"`,
  );
  s.rect(x + w * 0.05, y - w * 0.16, w * 0.6, w * 0.05, P.ivory, `rx="${f1(w * 0.02)}"`);
}
