// Stylised guest portraits (head & shoulders).
import { P, lighten, darken, f1 } from '../lib/core.mjs';

const PEOPLE = [
  { bg: P.sand, skin: '#f1c7a5', hair: '#3a2618', hairStyle: 'bob', top: P.teal, acc: 'earrings' },
  { bg: '#cfe0dc', skin: '#8d5a3b', hair: '#1b1410', hairStyle: 'short', top: P.terra, acc: 'beard' },
  { bg: P.rose, skin: '#e8b48f', hair: '#121212', hairStyle: 'long', top: P.navy, acc: '' },
  { bg: '#e6d8b2', skin: '#f4d3b8', hair: '#c9a24a', hairStyle: 'bun', top: P.sea, acc: 'glasses' },
  { bg: '#d7e4e6', skin: '#5e3b27', hair: '#0e0b09', hairStyle: 'curly', top: P.gold, acc: '' },
  { bg: '#f0d9c9', skin: '#d9a27a', hair: '#9a9a9a', hairStyle: 'side', top: P.olive, acc: 'glasses' },
];

export function avatar(s, i) {
  const p = PEOPLE[i]; const { W, H } = s; const cx = W / 2;
  s.rect(0, 0, W, H, s.rad([[0, lighten(p.bg, 0.25)], [1, p.bg]], cx, H * 0.35, W * 0.75));
  s.circle(W * 0.82, H * 0.18, W * 0.12, lighten(p.bg, 0.4), 'opacity="0.6"');
  const hy = H * 0.42, hr = W * 0.17;
  // hair back
  if (p.hairStyle === 'long') s.path(`M${f1(cx - hr * 1.15)},${f1(hy)}Q${f1(cx - hr * 1.3)},${f1(hy + hr * 2.2)} ${f1(cx - hr * 0.6)},${f1(hy + hr * 2.4)}H${f1(cx + hr * 0.6)}Q${f1(cx + hr * 1.3)},${f1(hy + hr * 2.2)} ${f1(cx + hr * 1.15)},${f1(hy)}Z`, p.hair);
  if (p.hairStyle === 'bob') s.path(`M${f1(cx - hr * 1.2)},${f1(hy)}Q${f1(cx - hr * 1.3)},${f1(hy + hr * 1.2)} ${f1(cx - hr * 0.9)},${f1(hy + hr * 1.25)}H${f1(cx + hr * 0.9)}Q${f1(cx + hr * 1.3)},${f1(hy + hr * 1.2)} ${f1(cx + hr * 1.2)},${f1(hy)}Z`, p.hair);
  if (p.hairStyle === 'bun') s.circle(cx, hy - hr * 1.15, hr * 0.5, p.hair);
  // shoulders
  s.path(`M${f1(cx - W * 0.38)},${f1(H + 2)}Q${f1(cx - W * 0.36)},${f1(H * 0.7)} ${f1(cx - W * 0.1)},${f1(H * 0.68)}H${f1(cx + W * 0.1)}Q${f1(cx + W * 0.36)},${f1(H * 0.7)} ${f1(cx + W * 0.38)},${f1(H + 2)}Z`, p.top);
  s.path(`M${f1(cx - W * 0.09)},${f1(H * 0.68)}L${f1(cx)},${f1(H * 0.8)}L${f1(cx + W * 0.09)},${f1(H * 0.68)}Z`, lighten(p.top, 0.5));
  // neck
  s.rect(cx - hr * 0.38, hy + hr * 0.6, hr * 0.76, hr * 0.95, darken(p.skin, 0.08));
  s.path(`M${f1(cx - hr * 0.38)},${f1(hy + hr * 1.35)}Q${f1(cx)},${f1(hy + hr * 1.7)} ${f1(cx + hr * 0.38)},${f1(hy + hr * 1.35)}V${f1(hy + hr * 1.55)}H${f1(cx - hr * 0.38)}Z`, darken(p.skin, 0.08));
  // head
  s.ellipse(cx, hy, hr * 0.9, hr * 1.08, p.skin);
  s.ellipse(cx - hr * 0.9, hy + hr * 0.1, hr * 0.15, hr * 0.22, darken(p.skin, 0.05));
  s.ellipse(cx + hr * 0.9, hy + hr * 0.1, hr * 0.15, hr * 0.22, darken(p.skin, 0.05));
  // hair front
  const hs = p.hairStyle;
  if (hs === 'short' || hs === 'side') s.path(`M${f1(cx - hr * 0.95)},${f1(hy - hr * 0.05)}Q${f1(cx - hr * 1.0)},${f1(hy - hr * 1.25)} ${f1(cx)},${f1(hy - hr * 1.2)}Q${f1(cx + hr * 1.0)},${f1(hy - hr * 1.25)} ${f1(cx + hr * 0.95)},${f1(hy - hr * 0.05)}Q${f1(cx + hr * 0.8)},${f1(hy - hr * 0.6)} ${f1(cx + (hs === 'side' ? -hr * 0.2 : hr * 0.3))},${f1(hy - hr * 0.72)}Q${f1(cx - hr * 0.6)},${f1(hy - hr * 0.7)} ${f1(cx - hr * 0.95)},${f1(hy - hr * 0.05)}Z`, p.hair);
  else if (hs === 'curly') { for (let i = 0; i < 11; i++) { const a = Math.PI + (i / 10) * Math.PI; s.circle(cx + Math.cos(a) * hr * 0.95, hy - hr * 0.2 + Math.sin(a) * hr * 1.05, hr * 0.32, p.hair); } }
  else s.path(`M${f1(cx - hr * 0.98)},${f1(hy + hr * 0.2)}Q${f1(cx - hr * 1.05)},${f1(hy - hr * 1.25)} ${f1(cx)},${f1(hy - hr * 1.15)}Q${f1(cx + hr * 1.05)},${f1(hy - hr * 1.25)} ${f1(cx + hr * 0.98)},${f1(hy + hr * 0.2)}Q${f1(cx + hr * 0.7)},${f1(hy - hr * 0.55)} ${f1(cx - hr * 0.1)},${f1(hy - hr * 0.62)}Q${f1(cx - hr * 0.75)},${f1(hy - hr * 0.5)} ${f1(cx - hr * 0.98)},${f1(hy + hr * 0.2)}Z`, p.hair);
  // face
  const ink = '#2a1d16';
  s.ellipse(cx - hr * 0.35, hy + hr * 0.05, hr * 0.08, hr * 0.1, ink); s.ellipse(cx + hr * 0.35, hy + hr * 0.05, hr * 0.08, hr * 0.1, ink);
  s.path(`M${f1(cx - hr * 0.5)},${f1(hy - hr * 0.2)}q${f1(hr * 0.15)},${f1(-hr * 0.08)} ${f1(hr * 0.3)},0M${f1(cx + hr * 0.2)},${f1(hy - hr * 0.2)}q${f1(hr * 0.15)},${f1(-hr * 0.08)} ${f1(hr * 0.3)},0`, 'none', `stroke="${darken(p.hair, 0.1)}" stroke-width="${f1(hr * 0.06)}" stroke-linecap="round"`);
  s.circle(cx - hr * 0.5, hy + hr * 0.35, hr * 0.14, P.rose, 'opacity="0.45"'); s.circle(cx + hr * 0.5, hy + hr * 0.35, hr * 0.14, P.rose, 'opacity="0.45"');
  s.path(`M${f1(cx - hr * 0.05)},${f1(hy + hr * 0.1)}q${f1(hr * 0.08)},${f1(hr * 0.25)} ${f1(-hr * 0.02)},${f1(hr * 0.28)}`, 'none', `stroke="${darken(p.skin, 0.25)}" stroke-width="${f1(hr * 0.05)}" stroke-linecap="round"`);
  s.path(`M${f1(cx - hr * 0.3)},${f1(hy + hr * 0.55)}Q${f1(cx)},${f1(hy + hr * 0.8)} ${f1(cx + hr * 0.3)},${f1(hy + hr * 0.55)}`, 'none', `stroke="#8a3a2a" stroke-width="${f1(hr * 0.07)}" stroke-linecap="round"`);
  if (p.acc === 'beard') s.path(`M${f1(cx - hr * 0.85)},${f1(hy + hr * 0.2)}Q${f1(cx - hr * 0.7)},${f1(hy + hr * 1.15)} ${f1(cx)},${f1(hy + hr * 1.12)}Q${f1(cx + hr * 0.7)},${f1(hy + hr * 1.15)} ${f1(cx + hr * 0.85)},${f1(hy + hr * 0.2)}Q${f1(cx + hr * 0.6)},${f1(hy + hr * 0.75)} ${f1(cx)},${f1(hy + hr * 0.72)}Q${f1(cx - hr * 0.6)},${f1(hy + hr * 0.75)} ${f1(cx - hr * 0.85)},${f1(hy + hr * 0.2)}Z`, p.hair, 'opacity="0.9"');
  if (p.acc === 'glasses') s.path(`M${f1(cx - hr * 0.6)},${f1(hy + hr * 0.05)}a${f1(hr * 0.24)},${f1(hr * 0.2)} 0 1 0 ${f1(hr * 0.48)},0a${f1(hr * 0.24)},${f1(hr * 0.2)} 0 1 0 ${f1(-hr * 0.48)},0M${f1(cx + hr * 0.12)},${f1(hy + hr * 0.05)}a${f1(hr * 0.24)},${f1(hr * 0.2)} 0 1 0 ${f1(hr * 0.48)},0a${f1(hr * 0.24)},${f1(hr * 0.2)} 0 1 0 ${f1(-hr * 0.48)},0M${f1(cx - hr * 0.12)},${f1(hy + hr * 0.02)}h${f1(hr * 0.24)}`, 'none', `stroke="${P.navy}" stroke-width="${f1(hr * 0.06)}"`);
  if (p.acc === 'earrings') { s.circle(cx - hr * 0.92, hy + hr * 0.42, hr * 0.08, P.gold); s.circle(cx + hr * 0.92, hy + hr * 0.42, hr * 0.08, P.gold); }
}
