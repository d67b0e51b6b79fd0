// Core helpers: seeded randomness, colour maths, an SVG builder, smooth paths and time-of-day palettes.

export const P = {
  navy: '#0f2a3d',
  teal: '#1f5f6b',
  sea: '#2f7f8a',
  sand: '#e9dcc6',
  ivory: '#f7f2ea',
  terra: '#c8744f',
  gold: '#c9a24a',
  rose: '#e8a68f',
  olive: '#6b7b4b',
};

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function rng(seed) {
  let a = (typeof seed === 'string' ? hashStr(seed) : seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(lo + next() * (hi - lo + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.chance = (p) => next() < p;
  return next;
}

const toRgb = (h) => {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (r) =>
  '#' +
  r
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export function mix(a, b, t) {
  const A = toRgb(a),
    B = toRgb(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

export const f1 = (n) => (Math.round(n * 10) / 10).toString();
export const pt = (p) => `${f1(p[0])},${f1(p[1])}`;

/** Catmull-Rom through points -> cubic bezier path data. */
export function smooth(pts, closed = false, tension = 0.5) {
  if (pts.length < 2) return '';
  const P2 = closed ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${pt(pts[0])}`;
  const n = closed ? pts.length : pts.length - 1;
  for (let i = 1; i <= n; i++) {
    const p0 = P2[i - 1],
      p1 = P2[i],
      p2 = P2[i + 1],
      p3 = P2[i + 2];
    const c1 = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3];
    const c2 = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return closed ? d + 'Z' : d;
}
export const polyD = (pts) => 'M' + pts.map(pt).join('L') + 'Z';

export class Svg {
  constructor(W, H, seed = 'x') {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.rng = rng(seed);
  }
  uid(p = 'i') {
    return `${p}${this.n++}`;
  }
  stops(stops) {
    return stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`).join('');
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx, cy, r, user = true, extra = '') {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''} ${extra}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.uid('b');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  add(...s) {
    this.body.push(...s);
    return this;
  }
  path(d, fill, extra = '') {
    this.body.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }
  poly(pts, fill, extra = '') {
    this.body.push(`<path d="${polyD(pts)}" fill="${fill}" ${extra}/>`);
  }
  rect(x, y, w, h, fill, extra = '') {
    this.body.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(Math.max(0, w))}" height="${f1(Math.max(0, h))}" fill="${fill}" ${extra}/>`);
  }
  ellipse(cx, cy, rx, ry, fill, extra = '') {
    this.body.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(Math.abs(rx))}" ry="${f1(Math.abs(ry))}" fill="${fill}" ${extra}/>`);
  }
  circle(cx, cy, r, fill, extra = '') {
    this.body.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(Math.abs(r))}" fill="${fill}" ${extra}/>`);
  }
  line(x1, y1, x2, y2, stroke, w = 1, extra = '') {
    this.body.push(
      `<path d="M${f1(x1)},${f1(y1)}L${f1(x2)},${f1(y2)}" stroke="${stroke}" stroke-width="${f1(w)}" fill="none" stroke-linecap="round" ${extra}/>`,
    );
  }
  group(attrs, fn) {
    this.body.push(`<g ${attrs}>`);
    fn();
    this.body.push('</g>');
  }
  vignette(strength = 0.35, color = '#0f2a3d') {
    const { W, H } = this;
    this.rect(
      0,
      0,
      W,
      H,
      this.rad(
        [
          [0.55, color, 0],
          [1, color, strength],
        ],
        W / 2,
        H / 2,
        Math.hypot(W, H) / 2,
      ),
    );
  }
  toString(outW, outH) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.W} ${this.H}" width="${outW ?? this.W}" height="${outH ?? this.H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** Time-of-day palettes. */
export const TOD = {
  morning: {
    name: 'morning',
    sky: [
      [0, '#8fc0c8'],
      [0.55, '#cfe3df'],
      [1, '#f6ead6'],
    ],
    sun: '#fff6e0',
    glow: '#fbeac2',
    sunAlt: 0.5,
    seaTop: '#6fa9ad',
    seaBot: '#1f5f6b',
    far: '#a9c6c4',
    mid: '#7fa39a',
    near: '#5d7a56',
    shadow: '#2b4a4e',
    light: 'rgba(255,255,255,0)',
    windows: '#cfe3df',
    haze: '#e8efe9',
    facadeTint: 0,
    night: false,
    cloud: '#ffffff',
    reflect: '#fff8e8',
  },
  golden: {
    name: 'golden',
    sky: [
      [0, '#6f9fa8'],
      [0.45, '#e8c49a'],
      [0.8, '#f0c27f'],
      [1, '#f7dcae'],
    ],
    sun: '#fff1c9',
    glow: '#f3c46f',
    sunAlt: 0.72,
    seaTop: '#8fa79a',
    seaBot: '#1f5f6b',
    far: '#b99f8e',
    mid: '#8f8a6a',
    near: '#5e6b43',
    shadow: '#3a3a34',
    windows: '#f3d9a0',
    haze: '#f3d6ae',
    facadeTint: 0.12,
    night: false,
    cloud: '#fbe3c4',
    reflect: '#fbdc95',
  },
  dusk: {
    name: 'dusk',
    sky: [
      [0, '#1d3d55'],
      [0.4, '#6b6a83'],
      [0.72, '#e8a68f'],
      [1, '#f1c48d'],
    ],
    sun: '#ffe2b0',
    glow: '#e8a68f',
    sunAlt: 0.9,
    seaTop: '#7b7f8c',
    seaBot: '#12354a',
    far: '#8b7384',
    mid: '#5d5668',
    near: '#2e3a45',
    shadow: '#1b2633',
    windows: '#f5c66e',
    haze: '#e7ab92',
    facadeTint: 0.3,
    night: false,
    cloud: '#f2b79c',
    reflect: '#f6c98e',
  },
  night: {
    name: 'night',
    sky: [
      [0, '#081a28'],
      [0.6, '#0f2a3d'],
      [1, '#1f4a5a'],
    ],
    sun: '#f7f2ea',
    glow: '#9fb9c4',
    sunAlt: 0.3,
    seaTop: '#1b4253',
    seaBot: '#081a28',
    far: '#1f3a4d',
    mid: '#17303f',
    near: '#0f2231',
    shadow: '#07131d',
    windows: '#f5c66e',
    haze: '#2a5163',
    facadeTint: 0.62,
    night: true,
    cloud: '#2d4d60',
    reflect: '#f5d9a0',
  },
};

/**
 * The painterly finish as an SVG of its own (composited over every drawn master by the pipeline, so the
 * slow noise filter renders once per size): a soft mottled wash, like broad brush strokes, and a
 * faint paper tooth.
 */
export function finishSvg(W, H, seed = 7) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>` +
    `<filter id="w" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(3.2 / W).toFixed(5)} ${(2.4 / H).toFixed(5)}" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.36  0 0 0 0 0.27  0 0 0 0 0.2  2.2 0 0 0 -1.0"/></filter>` +
    `<filter id="g" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${((0.55 * 1200) / Math.max(W, 1200)).toFixed(3)}" numOctaves="1" seed="${seed * 7}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 0.97  0 0 0 0 0.9  1.6 0 0 0 -0.75"/></filter>` +
    `</defs><rect width="${W}" height="${H}" filter="url(#w)" opacity="0.3"/><rect width="${W}" height="${H}" filter="url(#g)" opacity="0.2"/></svg>`
  );
}
