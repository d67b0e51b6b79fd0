// One-point-perspective interior engine: a tiny 3D projection for boxes, planes and furniture.
import { P, mix, lighten, darken, f1, smooth } from './core.mjs';
import * as L from './land.mjs';

export class Cam {
  constructor(s, { x = 0, y = 1.45, f, cx, cy } = {}) {
    this.s = s;
    this.x = x;
    this.y = y;
    this.f = f ?? s.H * 0.78;
    this.cx = cx ?? s.W / 2;
    this.cy = cy ?? s.H * 0.5;
  }
  p([x, y, z]) {
    return [this.cx + (this.f * (x - this.x)) / z, this.cy - (this.f * (y - this.y)) / z];
  }
  quad(pts, fill, extra = '') {
    this.s.poly(
      pts.map((q) => this.p(q)),
      fill,
      extra,
    );
  }
  /** axis aligned box; c = {top, front, side} colours */
  box(x0, x1, y0, y1, z0, z1, c, extra = '') {
    const q = (pts, fill) => this.quad(pts, fill, extra);
    if (x0 > this.x)
      q(
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        c.side ?? c.front,
      );
    if (x1 < this.x)
      q(
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        c.side ?? c.front,
      );
    if (y1 < this.y)
      q(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        c.top ?? c.front,
      );
    if (y0 > this.y)
      q(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        c.bottom ?? c.front,
      );
    q(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      c.front,
    );
  }
  /** soft (rounded) box — pillows, cushions, mattresses */
  soft(x0, x1, y0, y1, z0, z1, c, round = 0.03) {
    const sw = (this.f * round) / ((z0 + z1) / 2);
    this.box(x0, x1, y0, y1, z0, z1, c, `stroke-linejoin="round" stroke-width="${f1(sw)}" stroke="${c.stroke ?? c.front}"`);
  }
  /** horizontal disc (table top, plate) at height y */
  disc(x, y, z, rad, fill, extra = '') {
    const [cx, cy] = this.p([x, y, z]);
    const rx = (this.f * rad) / z;
    const ry = Math.abs((this.f * rad * (this.y - y)) / (z * z)) + 0.3;
    this.s.ellipse(cx, cy, rx, ry, fill, extra);
    return [cx, cy, rx, ry];
  }
  len(d, z) {
    return (this.f * d) / z;
  }
}

export const shades = (c, k = 1) => ({ top: lighten(c, 0.12 * k), front: c, side: darken(c, 0.12 * k) });

/** room shell. R = {w, h, d, x0?} walls colours */
export function shell(cam, R, th) {
  const { s } = cam;
  const xl = -R.w / 2,
    xr = R.w / 2,
    D = R.d,
    zn = 0.35,
    H = R.h;
  cam.quad(
    [
      [xl, 0, zn],
      [xr, 0, zn],
      [xr, 0, D],
      [xl, 0, D],
    ],
    th.floor,
  );
  cam.quad(
    [
      [xl, H, zn],
      [xr, H, zn],
      [xr, H, D],
      [xl, H, D],
    ],
    s.lin(
      [
        [0, darken(th.ceiling, 0.1)],
        [1, th.ceiling],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  cam.quad(
    [
      [xl, 0, zn],
      [xl, H, zn],
      [xl, H, D],
      [xl, 0, D],
    ],
    th.left ?? darken(th.wall, 0.06),
  );
  cam.quad(
    [
      [xr, 0, zn],
      [xr, H, zn],
      [xr, H, D],
      [xr, 0, D],
    ],
    th.right ?? darken(th.wall, 0.1),
  );
  cam.quad(
    [
      [xl, 0, D],
      [xr, 0, D],
      [xr, H, D],
      [xl, H, D],
    ],
    th.back ?? th.wall,
  );
  // floor pattern
  if (th.floorType === 'wood') {
    let d = '';
    for (let x = xl; x <= xr + 0.01; x += 0.22) {
      const a = cam.p([x, 0, zn]),
        b = cam.p([x, 0, D]);
      d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    s.path(d, 'none', `stroke="${darken(th.floor, 0.18)}" stroke-width="${f1(s.H * 0.0015)}" opacity="0.7"`);
  } else if (th.floorType === 'tile' || th.floorType === 'marble') {
    let d = '';
    const st = th.floorType === 'tile' ? 0.5 : 0.9;
    for (let x = xl; x <= xr + 0.01; x += st) {
      const a = cam.p([x, 0, zn]),
        b = cam.p([x, 0, D]);
      d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    for (let z = D; z > zn; z -= st) {
      const a = cam.p([xl, 0, z]),
        b = cam.p([xr, 0, z]);
      d += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    s.path(d, 'none', `stroke="${darken(th.floor, 0.15)}" stroke-width="${f1(s.H * 0.0015)}" opacity="0.6"`);
  }
  // skirting & crown
  cam.quad(
    [
      [xl, 0, zn],
      [xl, 0.1, zn],
      [xl, 0.1, D],
      [xl, 0, D],
    ],
    darken(th.trim ?? th.wall, 0.15),
  );
  cam.quad(
    [
      [xr, 0, zn],
      [xr, 0.1, zn],
      [xr, 0.1, D],
      [xr, 0, D],
    ],
    darken(th.trim ?? th.wall, 0.2),
  );
  cam.quad(
    [
      [xl, 0, D],
      [xr, 0, D],
      [xr, 0.1, D],
      [xl, 0.1, D],
    ],
    darken(th.trim ?? th.wall, 0.1),
  );
  cam.quad(
    [
      [xl, H - 0.08, D],
      [xr, H - 0.08, D],
      [xr, H, D],
      [xl, H, D],
    ],
    lighten(th.trim ?? th.wall, 0.1),
  );
  if (th.cove) {
    const a = cam.p([xl + 0.3, H, zn + 1]),
      b = cam.p([xr - 0.3, H, D - 0.3]);
    s.rect(Math.min(a[0], b[0]), b[1] - 2, Math.abs(b[0] - a[0]), 4, '#fff3d6', 'opacity="0.5"');
  }
  return { xl, xr, D, zn, H };
}

/** A view (sea or city) clipped to a screen rectangle. */
export function view(s, tod, r, x, y, w, h, kind = 'sea', clipD = null) {
  const clip = s.clip(clipD ? `<path d="${clipD}"/>` : `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}"/>`);
  s.add(`<g clip-path="${clip}">`);
  const hz = y + h * (kind === 'sea' ? 0.55 : 0.62);
  s.rect(x, y, w, hz - y + 2, s.lin(tod.sky, 0, y, 0, hz, true));
  if (tod.night) for (let i = 0; i < 25; i++) s.circle(x + r() * w, y + r() * (hz - y) * 0.8, h * 0.004, '#fff', 'opacity="0.6"');
  const sunX = x + w * (0.3 + r() * 0.4);
  const sunY = y + (hz - y) * (0.25 + tod.sunAlt * 0.55);
  L.sun(s, tod, sunX, sunY, h * 0.04);
  if (!tod.night) for (let i = 0; i < 2; i++) L.cloud(s, x + r() * w * 0.8, y + (hz - y) * r.range(0.2, 0.5), w * r.range(0.15, 0.3), tod.cloud, 0.6);
  if (kind === 'sea') {
    for (let i = 0; i < 2; i++)
      L.island(s, x + w * r.range(-0.1, 0.8), hz + 1, w * r.range(0.15, 0.35), h * r.range(0.04, 0.09), mix(tod.far, tod.haze, 0.3), r);
    s.rect(
      x,
      hz,
      w,
      y + h - hz,
      s.lin(
        [
          [0, tod.seaTop],
          [1, tod.seaBot],
        ],
        0,
        hz,
        0,
        y + h,
        true,
      ),
    );
    let d = '',
      g = '';
    for (let i = 0; i < 40; i++) {
      const k = r();
      const yy = hz + (y + h - hz) * k * k;
      const len = w * (0.02 + 0.06 * k);
      d += `M${f1(x + r() * w)},${f1(yy)}h${f1(len)}`;
    }
    for (let i = 0; i < 30; i++) {
      const k = r();
      const yy = hz + 2 + (y + h - hz) * k * k;
      const len = w * (0.01 + 0.04 * k);
      g += `M${f1(sunX + (r() - 0.5) * w * (0.05 + k * 0.2))},${f1(yy)}h${f1(len)}`;
    }
    s.path(d, 'none', `stroke="${lighten(tod.seaTop, 0.3)}" stroke-width="${f1(h * 0.004)}" opacity="0.5" stroke-linecap="round"`);
    s.path(g, 'none', `stroke="${tod.reflect}" stroke-width="${f1(h * 0.005)}" opacity="0.8" stroke-linecap="round"`);
    if (r() < 0.8) L.boat(s, x + w * r.range(0.2, 0.8), hz + (y + h - hz) * 0.25, h * 0.06, tod, { sail: true });
  } else {
    // city skyline: far hills, then blocks, then tower
    s.path(
      smooth([
        [x - 10, hz - h * 0.1],
        [x + w * 0.3, hz - h * 0.18],
        [x + w * 0.6, hz - h * 0.12],
        [x + w + 10, hz - h * 0.2],
      ]) + `L${f1(x + w + 10)},${f1(y + h)}L${f1(x - 10)},${f1(y + h)}Z`,
      mix(tod.far, tod.haze, 0.2),
    );
    for (let layer = 0; layer < 2; layer++) {
      let bx = x - 10;
      while (bx < x + w) {
        const bw = w * r.range(0.05, 0.11);
        const bh = h * r.range(0.12, 0.32) * (layer ? 0.8 : 1.1);
        const top = hz + (layer ? h * 0.12 : 0) - bh;
        const c = layer ? mix(P.sand, tod.shadow, 0.2 + tod.facadeTint * 0.8) : mix(tod.mid, tod.haze, 0.25);
        s.rect(bx, top, bw, y + h - top, c);
        if (layer)
          s.path(
            `M${f1(bx - 2)},${f1(top)}L${f1(bx + bw / 2)},${f1(top - bh * 0.15)}L${f1(bx + bw + 2)},${f1(top)}Z`,
            mix(P.terra, tod.shadow, tod.facadeTint * 0.7),
          );
        let d = '';
        for (let wy = top + bh * 0.15; wy < y + h; wy += h * 0.045)
          for (let wx = bx + bw * 0.18; wx < bx + bw - bw * 0.15; wx += bw * 0.3)
            if (r() < (tod.night ? 0.6 : 0.8)) d += `M${f1(wx)},${f1(wy)}h${f1(bw * 0.12)}v${f1(h * 0.02)}h${f1(-bw * 0.12)}Z`;
        s.path(d, tod.night || tod.name === 'dusk' ? tod.windows : darken(c, 0.25), `opacity="${tod.night ? 0.9 : 0.5}"`);
        bx += bw * r.range(1.02, 1.3);
      }
    }
    // a slender clock tower in the skyline
    const tx = x + w * r.range(0.55, 0.8),
      tb = hz + h * 0.1,
      th = h * 0.5,
      tw = w * 0.025;
    s.rect(tx - tw / 2, tb - th, tw, th + h, mix(P.ivory, tod.shadow, tod.facadeTint * 0.7));
    s.path(
      `M${f1(tx - tw * 0.6)},${f1(tb - th)}L${f1(tx)},${f1(tb - th - tw * 2)}L${f1(tx + tw * 0.6)},${f1(tb - th)}Z`,
      mix(P.terra, tod.shadow, tod.facadeTint * 0.6),
    );
    s.circle(tx, tb - th + tw * 0.9, tw * 0.35, tod.night ? tod.windows : P.ivory);
  }
  s.add('</g>');
}

/** Window/balcony door on the back wall, with frame, mullions and curtains. */
export function backWindow(cam, tod, r, R, th, { x0, x1, y0, y1, kind = 'sea', curtains = true, mullions = 1, balcony = false }) {
  const { s } = cam;
  const D = R.d;
  const a = cam.p([x0, y1, D]),
    b = cam.p([x1, y0, D]);
  const fw = cam.len(0.06, D);
  s.rect(a[0] - fw, a[1] - fw, b[0] - a[0] + fw * 2, b[1] - a[1] + fw * 2, th.frame ?? P.ivory);
  view(s, tod, r, a[0], a[1], b[0] - a[0], b[1] - a[1], kind);
  if (balcony) {
    const ry = a[1] + (b[1] - a[1]) * 0.72;
    s.rect(a[0], ry, b[0] - a[0], fw * 0.6, th.rail ?? darken(P.navy, 0.1));
    let d = '';
    for (let xx = a[0]; xx < b[0]; xx += fw * 1.6) d += `M${f1(xx)},${f1(ry)}V${f1(b[1])}`;
    s.path(d, 'none', `stroke="${th.rail ?? P.navy}" stroke-width="${f1(fw * 0.25)}" opacity="0.85"`);
  }
  // light reflection on glass
  s.path(
    `M${f1(a[0] + (b[0] - a[0]) * 0.1)},${f1(b[1])}L${f1(a[0] + (b[0] - a[0]) * 0.35)},${f1(a[1])}L${f1(a[0] + (b[0] - a[0]) * 0.45)},${f1(a[1])}L${f1(a[0] + (b[0] - a[0]) * 0.2)},${f1(b[1])}Z`,
    '#ffffff',
    'opacity="0.07"',
  );
  for (let i = 1; i <= mullions; i++) {
    const mx = a[0] + ((b[0] - a[0]) * i) / (mullions + 1);
    s.rect(mx - fw / 3, a[1], fw * 0.66, b[1] - a[1], th.frame ?? P.ivory);
  }
  if (curtains) {
    const cw = (b[0] - a[0]) * 0.16;
    const top = a[1] - fw * 3;
    const bottom = cam.p([x0, 0.02, D])[1];
    for (const [cx, dir] of [
      [a[0] - fw * 1.5, 1],
      [b[0] + fw * 1.5, -1],
    ]) {
      const x = dir > 0 ? cx - cw * 0.2 : cx - cw * 0.8;
      const g = s.lin(
        [
          [0, th.curtain],
          [0.25, lighten(th.curtain, 0.15)],
          [0.5, darken(th.curtain, 0.08)],
          [0.75, lighten(th.curtain, 0.12)],
          [1, darken(th.curtain, 0.1)],
        ],
        0,
        0,
        1,
        0,
      );
      s.path(
        `M${f1(x)},${f1(top)}h${f1(cw)}C${f1(x + cw + dir * cw * 0.2)},${f1((top + bottom) / 2)} ${f1(x + cw)},${f1(bottom)} ${f1(x + cw + dir * cw * 0.15)},${f1(bottom)}H${f1(x - dir * cw * 0.1)}C${f1(x)},${f1(bottom - 20)} ${f1(x - dir * cw * 0.05)},${f1((top + bottom) / 2)} ${f1(x)},${f1(top)}Z`,
        g,
      );
    }
    s.rect(a[0] - fw * 4, top - fw, b[0] - a[0] + fw * 8, fw * 0.6, th.rod ?? P.gold);
  }
  // warm light spilling from the window
  const wcx = (a[0] + b[0]) / 2,
    wcy = (a[1] + b[1]) / 2;
  s.rect(
    0,
    0,
    s.W,
    s.H,
    s.rad(
      [
        [0, tod.night ? '#f5c66e' : tod.glow, tod.night ? 0.12 : 0.22],
        [1, tod.glow, 0],
      ],
      wcx,
      wcy,
      s.W * 0.6,
    ),
  );
  // sunlight patch on floor
  if (!tod.night) {
    const f = [cam.p([x0, 0, D]), cam.p([x1, 0, D]), cam.p([x1 - 0.4, 0, D - 2.2]), cam.p([x0 - 0.8, 0, D - 2.2])];
    s.poly(f, tod.glow, 'opacity="0.16"');
  }
  return { a, b };
}

export function frameArt(cam, tod, r, { x, y0, y1, z0, z1 }, th) {
  // picture on left wall (plane x)
  cam.quad(
    [
      [x, y0, z0],
      [x, y1, z0],
      [x, y1, z1],
      [x, y0, z1],
    ],
    th.artFrame ?? P.gold,
  );
  const m = 0.05;
  cam.quad(
    [
      [x, y0 + m, z0 + m],
      [x, y1 - m, z0 + m],
      [x, y1 - m, z1 - m],
      [x, y0 + m, z1 - m],
    ],
    P.ivory,
  );
  const m2 = 0.1;
  const ym = (y0 + y1) / 2;
  cam.quad(
    [
      [x, y0 + m2, z0 + m2],
      [x, ym, z0 + m2],
      [x, ym + 0.05, z1 - m2],
      [x, y0 + m2, z1 - m2],
    ],
    th.artColor ?? P.sea,
  );
  cam.quad(
    [
      [x, ym, z0 + m2],
      [x, y1 - m2, z0 + m2],
      [x, y1 - m2, z1 - m2],
      [x, ym + 0.05, z1 - m2],
    ],
    lighten(th.artColor2 ?? P.rose, 0.2),
  );
}

export function lamp(cam, tod, x, y, z, th, scale = 1) {
  const { s } = cam;
  const [bx, by] = cam.p([x, y, z]);
  const u = cam.len(0.1, z) * scale;
  const on = tod.night || tod.name === 'dusk' || tod.name === 'golden';
  if (on)
    s.circle(
      bx,
      by - u * 4.2,
      u * 6,
      s.rad(
        [
          [0, '#ffe2a8', 0.5],
          [1, '#ffe2a8', 0],
        ],
        bx,
        by - u * 4.2,
        u * 6,
      ),
    );
  s.rect(bx - u * 0.12, by - u * 3.4, u * 0.24, u * 3.4, th.lampBase ?? P.gold);
  s.ellipse(bx, by, u * 0.6, u * 0.15, th.lampBase ?? P.gold);
  s.path(
    `M${f1(bx - u * 0.8)},${f1(by - u * 3.2)}L${f1(bx - u * 0.55)},${f1(by - u * 4.9)}L${f1(bx + u * 0.55)},${f1(by - u * 4.9)}L${f1(bx + u * 0.8)},${f1(by - u * 3.2)}Z`,
    on ? '#fbe7c0' : (th.shade ?? P.ivory),
  );
}

export function plant(cam, x, z, h, pot, leaf, r) {
  const { s } = cam;
  const [px, py] = cam.p([x, 0, z]);
  const u = cam.len(1, z);
  s.path(
    `M${f1(px - u * 0.18)},${f1(py - u * 0.4)}L${f1(px + u * 0.18)},${f1(py - u * 0.4)}L${f1(px + u * 0.14)},${f1(py)}L${f1(px - u * 0.14)},${f1(py)}Z`,
    pot,
  );
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28 + r.range(-0.1, 0.1);
    const len = u * h * r.range(0.6, 1);
    const ex = px + Math.cos(a) * len * 0.6,
      ey = py - u * 0.4 + Math.sin(a) * len;
    s.path(
      `M${f1(px)},${f1(py - u * 0.4)}Q${f1(px + Math.cos(a) * len * 0.2 - u * 0.08)},${f1(ey + len * 0.3)} ${f1(ex)},${f1(ey)}Q${f1(px + Math.cos(a) * len * 0.2 + u * 0.1)},${f1(ey + len * 0.4)} ${f1(px)},${f1(py - u * 0.4)}Z`,
      i % 2 ? leaf : darken(leaf, 0.15),
    );
  }
}
