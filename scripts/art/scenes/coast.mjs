// Coastal/town exterior scenes.
import { P, TOD, mix, darken, f1, rng } from '../lib/core.mjs';
import * as L from '../lib/land.mjs';

/** Backdrop: sky, sun, clouds, sea, islands. Returns horizon. */
export function seascape(s, tod, r, o = {}) {
  const { W, H } = s;
  const horizon = o.horizon ?? H * 0.52;
  const t = o.t ?? 0;
  L.sky(s, tod, horizon);
  if (tod.night) L.stars(s, r, 90, horizon * 0.8);
  const sunX = o.sunX ?? W * 0.62;
  const sunY = o.sunY ?? horizon - (1 - tod.sunAlt) * horizon * 0.9 - H * 0.05;
  if (o.sun !== false) L.sun(s, tod, sunX, sunY, o.sunR ?? H * 0.045);
  L.clouds(s, tod, r, o.clouds ?? 5, H * 0.06, horizon * 0.7, t);
  if (o.islands !== false) L.islands(s, tod, r, horizon, o.islandCount ?? 3, { xMin: o.islandMin ?? 0.05, xMax: o.islandMax ?? 0.8 });
  L.sea(s, tod, r, horizon, { t, sunX, bottom: o.seaBottom ?? H, glitter: o.glitter });
  return { horizon, sunX, sunY };
}

export function boats(s, tod, r, horizon, n, t = 0) {
  for (let i = 0; i < n; i++) {
    const k = r.range(0.06, 0.35);
    const y = horizon + (s.H - horizon) * k;
    const x = r.range(0.05, 0.95) * s.W + Math.sin(Math.PI * 2 * (t + i * 0.3)) * s.W * 0.004;
    L.boat(s, x, y + Math.sin(Math.PI * 2 * (t * 2 + i * 0.37)) * s.H * 0.002, s.H * (0.025 + k * 0.08), tod, { sail: r() < 0.6 });
  }
}

/** Home: seaside town with the two hotels at golden hour (also the video poster). */
export function homeHero(s, o = {}) {
  const tod = TOD[o.tod ?? 'golden'];
  const r = rng('home-hero');
  const t = o.t ?? 0;
  const { W, H } = s;
  const { horizon } = seascape(s, tod, r, { horizon: H * 0.5, sunX: W * 0.7, t, islandCount: 4, islandMin: 0.3, islandMax: 0.9 });
  boats(s, tod, rng('home-boats'), horizon, 3, t);
  // far headland left with town
  L.ridge(s, r, {
    x0: -20,
    x1: W * 0.46,
    base: horizon + H * 0.03,
    amp: H * 0.16,
    n: 4,
    bottom: horizon + H * 0.25,
    fill: tod.far,
    peaks: (k) => Math.max(0, 0.6 - k),
  });
  L.town(s, tod, rng('hometown'), { x0: -10, x1: W * 0.42, yTop: horizon - H * 0.02, yBot: horizon + H * 0.12, rows: 3, scale: 0.8 });
  // shore: land on the left sweeping down to a beach at bottom right, sea stays visible on the right
  const shoreY = H * 0.72;
  const land = mix(P.sand, tod.shadow, tod.facadeTint * 0.5);
  s.path(
    `M-10,${f1(horizon + H * 0.12)}C${f1(W * 0.3)},${f1(horizon + H * 0.1)} ${f1(W * 0.55)},${f1(shoreY)} ${f1(W * 0.62)},${f1(shoreY + H * 0.02)}C${f1(W * 0.75)},${f1(H * 0.86)} ${f1(W * 0.9)},${f1(H * 0.9)} ${f1(W + 10)},${f1(H * 0.93)}L${f1(W + 10)},${f1(H + 10)}L-10,${f1(H + 10)}Z`,
    land,
  );
  s.path(
    `M${f1(W * 0.62)},${f1(shoreY + H * 0.02)}C${f1(W * 0.75)},${f1(H * 0.86)} ${f1(W * 0.9)},${f1(H * 0.9)} ${f1(W + 10)},${f1(H * 0.93)}`,
    'none',
    `stroke="${P.ivory}" stroke-width="${f1(H * 0.006)}" opacity="0.7"`,
  );
  // hotels
  const fh = H * 0.055;
  L.facade(s, tod, rng('h1'), {
    x: W * 0.08,
    base: shoreY + H * 0.03,
    w: W * 0.16,
    floors: 5,
    fh,
    color: '#efd9b8',
    shutter: P.teal,
    balconies: [1, 2, 3],
    flowers: true,
    awning: P.terra,
  });
  const g2 = L.facade(s, tod, rng('h2'), {
    x: W * 0.29,
    base: shoreY + H * 0.035,
    w: W * 0.19,
    floors: 8,
    fh: fh * 0.95,
    color: P.ivory,
    shutter: P.navy,
    balconies: 'all',
    flatRoof: true,
    rail: P.navy,
    noShutters: true,
    cols: 6,
  });
  L.rooftopBar(s, tod, r, g2, fh);
  // promenade + palms
  const pr = H * 0.8;
  s.path(
    `M-10,${f1(pr)}L${f1(W * 0.6)},${f1(pr)}C${f1(W * 0.7)},${f1(pr + H * 0.04)} ${f1(W * 0.8)},${f1(H * 0.95)} ${f1(W * 0.85)},${f1(H + 10)}L-10,${f1(H + 10)}Z`,
    s.lin(
      [
        [0, mix(P.sand, tod.shadow, tod.facadeTint * 0.6 + 0.1)],
        [1, darken(P.sand, 0.25 + tod.facadeTint * 0.3)],
      ],
      0,
      pr,
      0,
      H,
      true,
    ),
  );
  const palmC = mix(P.olive, tod.shadow, 0.35 + tod.facadeTint * 0.5);
  L.palm(s, W * 0.04, pr + H * 0.06, H * 0.4, palmC, rng('p1'), 0.1);
  L.palm(s, W * 0.53, pr + H * 0.03, H * 0.32, palmC, rng('p2'), -0.1);
  L.palm(s, W * 0.63, pr + H * 0.1, H * 0.44, darken(palmC, 0.15), rng('p3'), 0.08);
  L.bush(s, W * 0.2, pr + H * 0.07, W * 0.07, mix(P.olive, tod.shadow, 0.35), rng('b2'), P.rose);
  L.bush(s, W * 0.4, pr + H * 0.09, W * 0.06, mix(P.olive, tod.shadow, 0.35), rng('b3'), P.rose);
  s.vignette(0.3);
}
