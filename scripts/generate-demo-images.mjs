#!/usr/bin/env node
/**
 * Deterministic demo illustrations for the sample realtor homepages and the
 * marketing landing page. Everything is drawn from SVG templates and encoded
 * with sharp — nothing is downloaded. Same input => same output every run.
 *
 *   node scripts/generate-demo-images.mjs
 *
 * Output:
 *   public/demo/{slug}/portrait.webp top-1.webp top-2.webp gallery-1..4.webp
 *                      logo.webp logo2.webp og.webp favicon.png
 *   public/landing/card-1.webp card-2.webp card-3.webp hero.webp
 *
 * Keep REALTORS in sync with src/server/seed/sample-realtors.ts (slugs/colours).
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const FONT = 'sans-serif';

/** scene: theme of the 2nd hero image; hair: portrait hair style */
const REALTORS = [
  { slug: 'grace-kim', name: 'Grace Kim', city: 'Irvine', state: 'CA', color: '#1f5f8b', scene: 'suburb', hair: 'long' },
  { slug: 'daniel-park', name: 'Daniel Park', city: 'Newport Beach', state: 'CA', color: '#0e7c7b', scene: 'coastal', hair: 'short' },
  { slug: 'jenny-choi', name: 'Jenny Choi', city: 'Los Angeles', state: 'CA', color: '#b5485d', scene: 'city', hair: 'bob' },
  { slug: 'olivia-bennett', name: 'Olivia Bennett', city: 'Beverly Hills', state: 'CA', color: '#a67c2e', scene: 'city', hair: 'long' },
  { slug: 'kenji-tanaka', name: 'Kenji Tanaka', city: 'La Cañada Flintridge', state: 'CA', color: '#3d6b4f', scene: 'hills', hair: 'short' },
  { slug: 'michael-yoon', name: 'Michael Yoon', city: 'Tustin', state: 'CA', color: '#4a4e69', scene: 'suburb', hair: 'short' },
  { slug: 'emily-nakamura', name: 'Emily Nakamura', city: 'Rancho Mission Viejo', state: 'CA', color: '#c2703d', scene: 'hills', hair: 'bob' },
  { slug: 'david-jung', name: 'David Jung', city: 'Johns Creek', state: 'GA', color: '#2d3a8c', scene: 'southern', hair: 'short' },
  { slug: 'hannah-cho', name: 'Hannah Cho', city: 'Alpharetta', state: 'GA', color: '#6b4c9a', scene: 'southern', hair: 'long' },
  { slug: 'ryan-mitchell', name: 'Ryan Mitchell', city: 'Suwanee', state: 'GA', color: '#8a3b2e', scene: 'southern', hair: 'short' },
  { slug: 'equityrealty', name: 'Equity Realty', city: 'Irvine', state: 'CA', color: '#14365d', scene: 'coastal', hair: 'team' },
];

// ---------------------------------------------------------------------------
// utilities
// ---------------------------------------------------------------------------
const f = (v) => Math.round(v * 10) / 10;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hash(s) {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
/** mulberry32 — small deterministic PRNG */
function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex(rgb) {
  return '#' + rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
}
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

function initials(name) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase())
    .slice(0, 2)
    .join('');
}

function svg(W, H, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
function lg(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
}
function rg(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
}
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const poly = (pts, fill, extra = '') => `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

// ---------------------------------------------------------------------------
// scenery primitives
// ---------------------------------------------------------------------------
function cloud(x, y, s, op = 0.85) {
  return `<g fill="#ffffff" opacity="${op}">${ellipse(x, y, 70 * s, 20 * s, '#fff')}${ellipse(x - 42 * s, y + 4 * s, 42 * s, 15 * s, '#fff')}${ellipse(
    x + 8 * s,
    y - 14 * s,
    38 * s,
    24 * s,
    '#fff',
  )}${ellipse(x - 22 * s, y - 8 * s, 26 * s, 18 * s, '#fff')}${ellipse(x + 48 * s, y + 2 * s, 40 * s, 14 * s, '#fff')}</g>`;
}

/** smooth rolling hills (cubic segments with horizontal tangents) */
function hills(W, H, baseY, amp, n, r, fill, extra = '') {
  const startUp = r() > 0.5;
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const up = (i % 2 === 0) === startUp;
    pts.push([(W * i) / n, baseY - (up ? amp * (0.55 + r() * 0.45) : amp * r() * 0.2)]);
  }
  let d = `M0 ${H} L0 ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mx = (x1 - x0) / 2;
    d += ` C${f(x0 + mx)} ${f(y0)} ${f(x1 - mx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** jagged mountain ridge */
function ridge(W, H, baseY, amp, n, r, fill, extra = '') {
  let d = `M0 ${H} L0 ${f(baseY - amp * r() * 0.5)}`;
  for (let i = 1; i <= n; i++) {
    const x = (W * i) / n;
    const peak = i % 2 === 1;
    d += ` L${f(x - (W / n) * r() * 0.3)} ${f(baseY - (peak ? amp * (0.6 + r() * 0.4) : amp * r() * 0.3))}`;
  }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${fill}" stroke-linejoin="round" ${extra}/>`;
}

function roundTree(x, base, h, green, trunk = '#6b4f3a') {
  const tw = h * 0.08;
  const cr = h * 0.27;
  return `<g>${rect(x - tw / 2, base - h * 0.5, tw, h * 0.5, trunk, `rx="${f(tw / 3)}"`)}${circle(x - cr * 0.62, base - h * 0.5, cr * 0.78, darken(green, 0.08))}${circle(
    x + cr * 0.64,
    base - h * 0.52,
    cr * 0.74,
    darken(green, 0.04),
  )}${circle(x, base - h * 0.64, cr, green)}${circle(x - cr * 0.25, base - h * 0.78, cr * 0.62, lighten(green, 0.12))}</g>`;
}

function pine(x, base, h, green, trunk = '#5b4331') {
  const w = h * 0.42;
  let s = rect(x - h * 0.03, base - h * 0.18, h * 0.06, h * 0.18, trunk);
  for (let i = 0; i < 3; i++) {
    const top = base - h + i * h * 0.22;
    const bot = base - h * 0.14 - (2 - i) * h * 0.2;
    const ww = w * (0.6 + i * 0.2);
    s += poly([[x, top], [x + ww / 2, bot], [x - ww / 2, bot]], i % 2 ? green : darken(green, 0.06));
    s += poly([[x, top], [x + ww / 2, bot], [x, bot]], lighten(green, 0.08), 'opacity="0.5"');
  }
  return `<g>${s}</g>`;
}

function cypress(x, base, h, green) {
  return `<g>${rect(x - 3, base - h * 0.12, 6, h * 0.12, '#5b4331')}${ellipse(x, base - h * 0.55, h * 0.12, h * 0.47, green)}${ellipse(
    x - h * 0.03,
    base - h * 0.6,
    h * 0.05,
    h * 0.35,
    lighten(green, 0.12),
    'opacity="0.6"',
  )}</g>`;
}

function palm(x, base, h, lean, trunk = '#8a6a4a', frond = '#2f6b3a') {
  const tx = x + lean;
  const ty = base - h;
  let s = `<path d="M${f(x)} ${f(base)} Q${f(x + lean * 0.15)} ${f(base - h * 0.55)} ${f(tx)} ${f(ty)}" stroke="${trunk}" stroke-width="${f(
    h * 0.05,
  )}" fill="none" stroke-linecap="round"/>`;
  const L = h * 0.42;
  const angles = [-175, -150, -125, -100, -78, -55, -30, -5, 200, 20];
  angles.forEach((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const droop = Math.abs(Math.cos(a)) * L * 0.45;
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.7 + droop;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - L * 0.2;
    const px = -Math.sin(a);
    const py = Math.cos(a);
    const c1x = mx + px * L * 0.13;
    const c1y = my + py * L * 0.13;
    const c2x = mx - px * L * 0.02;
    const c2y = my - py * L * 0.02 + L * 0.08;
    const col = i % 2 ? frond : lighten(frond, 0.1);
    s += `<path d="M${f(tx)} ${f(ty)} Q${f(c1x)} ${f(c1y)} ${f(ex)} ${f(ey)} Q${f(c2x)} ${f(c2y)} ${f(tx)} ${f(ty)} Z" fill="${col}"/>`;
  });
  s += circle(tx - 4, ty + 6, h * 0.025, darken(trunk, 0.3)) + circle(tx + 5, ty + 7, h * 0.022, darken(trunk, 0.35));
  return `<g>${s}</g>`;
}

function shrub(x, base, w, green) {
  return `<g>${ellipse(x, base - w * 0.22, w * 0.5, w * 0.25, darken(green, 0.05))}${ellipse(x - w * 0.18, base - w * 0.32, w * 0.26, w * 0.2, green)}${ellipse(
    x + w * 0.15,
    base - w * 0.34,
    w * 0.24,
    w * 0.2,
    lighten(green, 0.08),
  )}</g>`;
}

function win(x, y, w, h, glass, trim = '#ffffff', arch = false) {
  const t = Math.max(3, w * 0.08);
  if (arch) {
    const r = w / 2;
    const d = `M${f(x)} ${f(y + h)} L${f(x)} ${f(y + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)} L${f(x + w)} ${f(y + h)} Z`;
    const di = `M${f(x + t)} ${f(y + h - t)} L${f(x + t)} ${f(y + r)} A${f(r - t)} ${f(r - t)} 0 0 1 ${f(x + w - t)} ${f(y + r)} L${f(x + w - t)} ${f(
      y + h - t,
    )} Z`;
    return `<path d="${d}" fill="${trim}"/><path d="${di}" fill="${glass}"/>${rect(x + w / 2 - t / 4, y + t, t / 2, h - 2 * t, trim)}`;
  }
  return `${rect(x, y, w, h, trim)}${rect(x + t, y + t, w - 2 * t, h - 2 * t, glass)}${rect(x + w / 2 - t / 4, y + t, t / 2, h - 2 * t, trim)}${rect(
    x + t,
    y + h / 2 - t / 4,
    w - 2 * t,
    t / 2,
    trim,
  )}`;
}

/**
 * simple house shapes. x = left edge, base = ground line.
 * style: gable | spanish | colonial | modern
 */
function house(x, base, w, h, o) {
  const { style, wall, roof, glass = '#bfe3f7', trim = '#ffffff', door = '#6b4226' } = o;
  let s = '';
  const top = base - h;
  if (style === 'gable') {
    s += rect(x, top, w, h, wall);
    s += poly([[x - w * 0.07, top + 4], [x + w / 2, top - h * 0.55], [x + w * 1.07, top + 4]], roof);
    s += poly([[x + w * 0.12, top], [x + w / 2, top - h * 0.4], [x + w * 0.88, top]], darken(wall, 0.06));
    s += circle(x + w / 2, top - h * 0.14, h * 0.07, glass, `stroke="${trim}" stroke-width="3"`);
    const ww = w * 0.2;
    s += win(x + w * 0.1, top + h * 0.25, ww, h * 0.32, glass, trim);
    s += win(x + w * 0.7, top + h * 0.25, ww, h * 0.32, glass, trim);
    s += rect(x + w * 0.41, base - h * 0.55, w * 0.18, h * 0.55, door, `rx="2"`);
    s += circle(x + w * 0.55, base - h * 0.28, 2.5, '#e8c170');
  } else if (style === 'spanish') {
    s += rect(x, top, w, h, wall);
    s += poly([[x - w * 0.06, top + 6], [x + w * 0.14, top - h * 0.3], [x + w * 0.86, top - h * 0.3], [x + w * 1.06, top + 6]], roof);
    for (let i = 1; i < 12; i++) {
      const xx = x + w * 0.14 + ((w * 0.72) / 12) * i;
      s += `<line x1="${f(xx)}" y1="${f(top - h * 0.3)}" x2="${f(xx + (xx - (x + w / 2)) * 0.3)}" y2="${f(top + 6)}" stroke="${darken(roof, 0.18)}" stroke-width="2" opacity="0.5"/>`;
    }
    const ww = w * 0.17;
    s += win(x + w * 0.1, top + h * 0.28, ww, h * 0.45, glass, trim, true);
    s += win(x + w * 0.73, top + h * 0.28, ww, h * 0.45, glass, trim, true);
    const dw = w * 0.22;
    const dx = x + w / 2 - dw / 2;
    s += `<path d="M${f(dx)} ${f(base)} L${f(dx)} ${f(base - h * 0.5)} A${f(dw / 2)} ${f(dw / 2)} 0 0 1 ${f(dx + dw)} ${f(base - h * 0.5)} L${f(dx + dw)} ${f(base)} Z" fill="${door}"/>`;
    s += circle(x + w / 2 + dw * 0.3, base - h * 0.3, 2.5, '#e8c170');
  } else if (style === 'colonial') {
    s += rect(x, top, w, h, wall);
    s += poly([[x - w * 0.03, top + 4], [x + w * 0.12, top - h * 0.36], [x + w * 0.88, top - h * 0.36], [x + w * 1.03, top + 4]], roof);
    s += rect(x + w * 0.74, top - h * 0.5, w * 0.08, h * 0.3, darken(wall, 0.15));
    s += rect(x - 2, top + h * 0.5 - 3, w + 4, 6, trim);
    const cols = 4;
    const ww = w * 0.11;
    for (let i = 0; i < cols; i++) {
      const cx = x + w * (0.12 + (0.76 * i) / (cols - 1)) - ww / 2;
      s += rect(cx - ww * 0.35, top + h * 0.1, ww * 0.3, h * 0.3, darken(roof, 0.05));
      s += rect(cx + ww * 1.05, top + h * 0.1, ww * 0.3, h * 0.3, darken(roof, 0.05));
      s += win(cx, top + h * 0.1, ww, h * 0.3, glass, trim);
      if (i !== 1 && i !== 2) s += win(cx, top + h * 0.6, ww, h * 0.3, glass, trim);
    }
    s += poly([[x + w * 0.36, top + h * 0.54], [x + w * 0.5, top + h * 0.42], [x + w * 0.64, top + h * 0.54]], trim);
    s += rect(x + w * 0.37, top + h * 0.54, w * 0.03, h * 0.46, trim);
    s += rect(x + w * 0.6, top + h * 0.54, w * 0.03, h * 0.46, trim);
    s += rect(x + w * 0.45, base - h * 0.38, w * 0.1, h * 0.38, door);
  } else {
    // modern
    s += rect(x, top + h * 0.35, w, h * 0.65, wall);
    s += rect(x + w * 0.35, top, w * 0.65, h * 0.38, lighten(wall, 0.08));
    s += rect(x + w * 0.3, top - 8, w * 0.75, 10, darken(wall, 0.45));
    s += rect(x - w * 0.05, top + h * 0.35 - 6, w * 0.5, 10, darken(wall, 0.45));
    for (let i = 0; i < 6; i++) s += rect(x + w * 0.02 + i * w * 0.045, top + h * 0.4, w * 0.03, h * 0.58, '#b07a4c', 'opacity="0.85"');
    s += rect(x + w * 0.32, top + h * 0.44, w * 0.62, h * 0.5, glass, `stroke="${darken(wall, 0.45)}" stroke-width="4"`);
    s += `<line x1="${f(x + w * 0.63)}" y1="${f(top + h * 0.44)}" x2="${f(x + w * 0.63)}" y2="${f(top + h * 0.94)}" stroke="${darken(wall, 0.45)}" stroke-width="4"/>`;
    s += rect(x + w * 0.42, top + h * 0.06, w * 0.5, h * 0.24, glass, `stroke="${darken(wall, 0.45)}" stroke-width="4"`);
    s += poly([[x + w * 0.34, top + h * 0.46], [x + w * 0.45, top + h * 0.46], [x + w * 0.36, top + h * 0.92], [x + w * 0.33, top + h * 0.92]], '#ffffff', 'opacity="0.35"');
  }
  return `<g>${s}</g>`;
}

function car(x, base, w, color) {
  const h = w * 0.32;
  return `<g>${rect(x, base - h * 0.75, w, h * 0.5, color, `rx="${f(h * 0.18)}"`)}<path d="M${f(x + w * 0.2)} ${f(base - h * 0.72)} L${f(x + w * 0.32)} ${f(
    base - h,
  )} L${f(x + w * 0.7)} ${f(base - h)} L${f(x + w * 0.82)} ${f(base - h * 0.72)} Z" fill="${color}"/>${poly(
    [[x + w * 0.35, base - h * 0.95], [x + w * 0.5, base - h * 0.95], [x + w * 0.5, base - h * 0.74], [x + w * 0.27, base - h * 0.74]],
    '#cfe8f7',
  )}${poly([[x + w * 0.53, base - h * 0.95], [x + w * 0.68, base - h * 0.95], [x + w * 0.76, base - h * 0.74], [x + w * 0.53, base - h * 0.74]], '#cfe8f7')}${circle(
    x + w * 0.22,
    base - h * 0.25,
    h * 0.22,
    '#222',
  )}${circle(x + w * 0.78, base - h * 0.25, h * 0.22, '#222')}${circle(x + w * 0.22, base - h * 0.25, h * 0.1, '#bbb')}${circle(
    x + w * 0.78,
    base - h * 0.25,
    h * 0.1,
    '#bbb',
  )}</g>`;
}

function skyline(W, baseY, r, fill, { minH = 80, maxH = 320, minW = 40, maxW = 110, lit = 0, litColor = '#ffd98a', gap = 4 } = {}) {
  let s = '';
  let x = -20;
  while (x < W + 20) {
    const w = r.range(minW, maxW);
    const h = r.range(minH, maxH);
    const top = baseY - h;
    s += rect(x, top, w, h + 2, fill);
    if (r() < 0.25) s += rect(x + w * 0.35, top - h * 0.12, w * 0.3, h * 0.12 + 1, fill);
    if (r() < 0.15) s += rect(x + w * 0.48, top - h * 0.25, 3, h * 0.25, fill);
    if (lit > 0) {
      const cols = Math.max(2, Math.floor(w / 16));
      const rows = Math.floor(h / 22);
      const cw = (w - 8) / cols;
      for (let i = 0; i < rows; i++)
        for (let j = 0; j < cols; j++)
          if (r() < lit) s += rect(x + 4 + j * cw + cw * 0.2, top + 10 + i * 22, cw * 0.55, 9, litColor, `opacity="${f(r.range(0.45, 1))}"`);
    }
    x += w + gap;
  }
  return s;
}

// ---------------------------------------------------------------------------
// realtor palettes
// ---------------------------------------------------------------------------
const SKIES = [
  { top: '#6fb1ec', mid: '#a9d4f5', bot: '#e6f3fb', sun: '#fff3c4' },
  { top: '#7fb6e8', mid: '#c5def2', bot: '#fde7c8', sun: '#ffe39a' },
  { top: '#5fa4e0', mid: '#9fcdf0', bot: '#f3f8fc', sun: '#fff6d5' },
  { top: '#8dbbe6', mid: '#e7d7e6', bot: '#fcd9b6', sun: '#ffd58a' },
];

function palette(R) {
  const r = rng(R.slug + ':palette');
  const ca = R.state === 'CA';
  return {
    sky: SKIES[Math.floor(r() * SKIES.length)],
    hillFar: ca ? r.pick(['#b9c7a5', '#c8c19a', '#a9bfa8']) : r.pick(['#8fb28a', '#7fa986']),
    hillNear: ca ? r.pick(['#98ad7c', '#a6a774', '#8aa57f']) : r.pick(['#5f9160', '#6a9a5e']),
    lawn: ca ? '#8fbf6a' : '#6fae5b',
    tree: ca ? '#4f8a4a' : '#3f7a45',
    wallsCA: ['#f3e6d3', '#efe1cf', '#f7efe3', '#e9dccb', '#f1e4d8'],
    wallsGA: ['#a4553d', '#f2efe8', '#e8e4da', '#9b4a35', '#dfe3e6'],
    roofCA: ['#c0643a', '#b5582f', '#a94f2c', '#4b5563'],
    roofGA: ['#3f4652', '#4b5563', '#374151', '#5a4a42'],
  };
}

// ---------------------------------------------------------------------------
// scenes
// ---------------------------------------------------------------------------
function skyDefs(p, sky) {
  return (
    lg(`${p}sky`, [[0, sky.top], [0.6, sky.mid], [1, sky.bot]]) +
    rg(`${p}sun`, [[0, sky.sun, 0.9], [0.35, sky.sun, 0.35], [1, sky.sun, 0]])
  );
}

/** top-1: a residential street */
function sceneStreet(R, p = 's1') {
  const W = 1600;
  const H = 900;
  const r = rng(R.slug + ':street');
  const P = palette(R);
  const ca = R.state === 'CA';
  const base = 690;
  let b = rect(0, 0, W, base + 10, `url(#${p}sky)`);
  const sx = r.range(200, 1400);
  b += circle(sx, 150, 260, `url(#${p}sun)`) + circle(sx, 150, 58, P.sky.sun);
  for (let i = 0; i < 4; i++) b += cloud(r.range(80, 1520), r.range(70, 260), r.range(0.8, 1.6), r.range(0.6, 0.9));
  b += ca ? ridge(W, H, 520, 140, 9, r, lighten(P.hillFar, 0.25), 'opacity="0.8"') : hills(W, H, 540, 90, 6, r, lighten(P.hillFar, 0.2));
  b += hills(W, H, 600, 90, 5, r, P.hillFar);
  b += hills(W, H, 650, 50, 7, r, P.hillNear);
  // trees behind houses
  for (let x = 30; x < W; x += r.range(110, 190)) {
    b += ca ? (r() < 0.5 ? cypress(x, base, r.range(140, 200), darken(P.tree, 0.1)) : roundTree(x, base, r.range(150, 200), darken(P.tree, 0.08))) : pine(x, base, r.range(190, 260), darken(P.tree, 0.15));
  }
  // houses
  const styles = ca ? ['spanish', 'modern', 'spanish', 'gable'] : ['colonial', 'gable', 'colonial', 'gable'];
  let x = r.range(-40, 30);
  let k = Math.floor(r() * 4);
  while (x < W - 60) {
    const style = styles[k++ % styles.length];
    const w = style === 'colonial' ? r.range(300, 360) : r.range(220, 300);
    const h = style === 'colonial' ? r.range(170, 200) : style === 'modern' ? r.range(170, 200) : r.range(120, 150);
    const wall = r.pick(ca ? P.wallsCA : P.wallsGA);
    const roof = style === 'spanish' ? r.pick(P.roofCA.slice(0, 3)) : r.pick(ca ? P.roofCA.slice(2) : P.roofGA);
    b += house(x, base, w, h, { style, wall, roof, door: r.pick(['#6b4226', R.color, '#2f3e46', '#7a2e2e']) });
    b += shrub(x + w * 0.12, base + 4, 70, P.tree) + shrub(x + w * 0.88, base + 4, 60, lighten(P.tree, 0.05));
    x += w + r.range(50, 100);
    if (x < W - 40) b += ca ? palm(x - r.range(20, 40), base + 8, r.range(240, 320), r.range(-30, 30)) : roundTree(x - 35, base + 8, r.range(170, 230), P.tree);
  }
  // lawn, sidewalk, road
  b += rect(0, base, W, 70, P.lawn);
  b += rect(0, base + 70, W, 26, '#e5e1d8') + rect(0, base + 96, W, 6, '#c9c3b6');
  b += rect(0, base + 102, W, H - base - 102, '#5b6068');
  for (let i = 0; i < 14; i++) b += rect(i * 130 + 20, 840, 70, 7, '#f3f1ea', 'rx="3"');
  b += car(r.range(100, 600), 830, 230, R.color) + car(r.range(900, 1300), 890, 250, r.pick(['#e5e7eb', '#9ca3af', '#1f2937']));
  return svg(W, H, skyDefs(p, P.sky), b);
}

/** top-2: a wider landscape, by scene type */
function sceneLandscape(R, p = 's2') {
  const W = 1600;
  const H = 900;
  const r = rng(R.slug + ':land');
  const P = palette(R);
  let defs = '';
  let b = '';
  if (R.scene === 'coastal') {
    const sky = { top: '#4f7fc4', mid: '#f2b38a', bot: '#fde0b0', sun: '#ffd27a' };
    defs += skyDefs(p, sky) + lg(`${p}sea`, [[0, '#3e7fb8'], [1, '#1f4f7a']]);
    b += rect(0, 0, W, 560, `url(#${p}sky)`);
    b += circle(520, 520, 320, `url(#${p}sun)`) + circle(520, 520, 70, sky.sun);
    for (let i = 0; i < 3; i++) b += cloud(r.range(100, 1500), r.range(80, 260), r.range(1, 1.7), 0.55);
    b += rect(0, 540, W, H - 540, `url(#${p}sea)`);
    for (let i = 0; i < 26; i++) {
      const y = r.range(555, 760);
      const w = r.range(30, 140);
      b += rect(520 - w / 2 + r.range(-180, 180) * ((y - 540) / 120), y, w, 3, '#ffe2a8', `opacity="${f(r.range(0.3, 0.7))}" rx="1.5"`);
    }
    // headland with house
    b += `<path d="M760 ${H} C820 700 900 600 1040 560 C1180 520 1380 500 ${W} 470 L${W} ${H} Z" fill="#a8a474"/>`;
    b += `<path d="M900 ${H} C950 780 1050 690 1200 660 C1350 630 1480 640 ${W} 620 L${W} ${H} Z" fill="#7f9a62"/>`;
    b += house(1150, 600, 330, 190, { style: 'modern', wall: '#f4efe6', roof: '#333', glass: '#ffe0ad' });
    b += palm(1090, 640, 320, -30) + palm(1520, 640, 360, 25) + palm(1560, 700, 260, -10);
    b += shrub(1150, 640, 110, '#5c8a4a') + shrub(1420, 650, 130, '#5c8a4a');
    b += `<path d="M0 ${H} L0 820 C200 800 400 840 620 ${H} Z" fill="#e9d3a6"/>`;
  } else if (R.scene === 'city') {
    const sky = { top: '#3b5b9a', mid: '#c98fa1', bot: '#fbc58a', sun: '#ffd08a' };
    defs += skyDefs(p, sky);
    b += rect(0, 0, W, H, `url(#${p}sky)`);
    b += circle(1150, 470, 300, `url(#${p}sun)`) + circle(1150, 470, 64, sky.sun);
    for (let i = 0; i < 3; i++) b += cloud(r.range(100, 1500), r.range(80, 240), r.range(1, 1.6), 0.45);
    b += ridge(W, H, 470, 140, 10, r, '#8f7fa3', 'opacity="0.7"');
    b += `<g>${skyline(W, 640, r, '#6a5d86', { minH: 60, maxH: 230, lit: 0.12, litColor: '#ffe1a0' })}</g>`;
    b += `<g>${skyline(W, 660, r, '#4a3f66', { minH: 40, maxH: 160, minW: 60, maxW: 140, lit: 0.18, litColor: '#ffd98a', gap: 10 })}</g>`;
    b += rect(0, 650, W, H - 650, '#3b3452');
    b += hills(W, H, 700, 30, 6, r, '#4d6b4c');
    b += house(120, 780, 300, 150, { style: 'spanish', wall: '#f3e6d3', roof: '#b5582f', glass: '#ffe0ad' });
    b += house(560, 790, 360, 190, { style: 'modern', wall: '#efe9df', roof: '#333', glass: '#ffe0ad' });
    b += house(1080, 780, 300, 140, { style: 'spanish', wall: '#f1e4d8', roof: '#a94f2c', glass: '#ffe0ad' });
    b += rect(0, 780, W, H - 780, '#6b8f52');
    for (const [px, ph, lean] of [[60, 420, 20], [470, 480, -25], [960, 500, 15], [1000, 430, -20], [1460, 470, 30]])
      b += palm(px, 800, ph, lean, '#4a3a33', '#26402f');
    b += rect(0, 820, W, 80, '#4b4f58');
    for (let i = 0; i < 14; i++) b += rect(i * 130 + 20, 857, 70, 6, '#f2d27a', 'rx="3"');
  } else if (R.scene === 'hills') {
    const sky = { ...SKIES[rng(R.slug)() < 0.5 ? 1 : 2] };
    defs += skyDefs(p, sky);
    b += rect(0, 0, W, H, `url(#${p}sky)`);
    b += circle(1250, 170, 260, `url(#${p}sun)`) + circle(1250, 170, 56, sky.sun);
    for (let i = 0; i < 4; i++) b += cloud(r.range(100, 1500), r.range(70, 260), r.range(0.9, 1.5), 0.8);
    b += ridge(W, H, 430, 220, 8, r, '#9bb0c8');
    b += ridge(W, H, 520, 170, 11, r, '#7d96ae');
    b += hills(W, H, 610, 120, 4, r, '#c9b27c');
    b += hills(W, H, 680, 80, 5, r, '#a6a56f');
    for (let i = 0; i < 8; i++) b += roundTree(r.range(0, W), r.range(600, 660), r.range(60, 90), '#6d8a4a', '#5b4331');
    b += house(520, 760, 560, 210, { style: 'spanish', wall: '#f5ecdf', roof: '#b5582f', glass: '#cfe8f7', door: R.color });
    b += rect(0, 760, W, H - 760, '#8fb36a');
    b += `<path d="M760 ${H} C770 840 780 800 800 760 L760 760 C720 810 690 860 640 ${H} Z" fill="#e8dcc4"/>`;
    b += roundTree(330, 780, 330, '#567d45') + roundTree(1250, 790, 360, '#4f7a43') + cypress(470, 770, 260, '#3f6a3c') + cypress(1130, 770, 250, '#3f6a3c');
    b += shrub(560, 772, 120, '#5d8a4e') + shrub(1050, 772, 120, '#5d8a4e');
  } else if (R.scene === 'suburb') {
    const sky = P.sky;
    defs += skyDefs(p, sky);
    b += rect(0, 0, W, H, `url(#${p}sky)`);
    b += circle(300, 160, 260, `url(#${p}sun)`) + circle(300, 160, 58, sky.sun);
    for (let i = 0; i < 4; i++) b += cloud(r.range(300, 1500), r.range(70, 250), r.range(0.9, 1.6), 0.85);
    b += ridge(W, H, 480, 160, 9, r, '#a9b8c9');
    b += hills(W, H, 600, 90, 4, r, '#b7c39a');
    // a park with a lake
    b += rect(0, 640, W, H - 640, '#93c274');
    b += ellipse(800, 740, 560, 70, '#7fb8dd') + ellipse(800, 730, 500, 40, '#a6d1ec', 'opacity="0.6"');
    b += house(140, 650, 300, 170, { style: 'spanish', wall: '#f3e6d3', roof: '#c0643a' });
    b += house(1160, 650, 300, 170, { style: 'modern', wall: '#ece6dc', roof: '#444' });
    for (let i = 0; i < 6; i++) b += palm(r.range(30, 1570), 660, r.range(220, 330), r.range(-30, 30));
    b += roundTree(620, 660, 200, '#4f8a4a') + roundTree(980, 660, 180, '#4a8045');
    b += `<path d="M0 ${H} C300 820 520 860 800 830 C1080 800 1300 850 ${W} 820 L${W} ${H} Z" fill="#7fb35f"/>`;
    b += `<path d="M0 870 C300 810 520 850 800 822 C1080 794 1300 842 ${W} 812" stroke="#e8dcc4" stroke-width="14" fill="none"/>`;
    b += shrub(200, 880, 140, '#5d8a4e') + shrub(1400, 875, 160, '#5d8a4e');
  } else {
    // southern: rolling green hills, pines, a big colonial with a white fence
    const sky = P.sky;
    defs += skyDefs(p, sky);
    b += rect(0, 0, W, H, `url(#${p}sky)`);
    const sx = r.range(200, 1400);
    b += circle(sx, 170, 260, `url(#${p}sun)`) + circle(sx, 170, 58, sky.sun);
    for (let i = 0; i < 4; i++) b += cloud(r.range(100, 1500), r.range(70, 250), r.range(0.9, 1.6), 0.85);
    b += hills(W, H, 520, 80, 5, r, '#9cc08f');
    for (let x = 0; x < W; x += r.range(28, 50)) b += pine(x, r.range(545, 575), r.range(90, 150), '#3d6e45');
    b += hills(W, H, 620, 60, 4, r, '#79ab64');
    b += house(560, 700, 480, 220, { style: 'colonial', wall: r.pick(['#a4553d', '#f2efe8']), roof: '#3f4652', glass: '#cfe8f7' });
    b += rect(0, 700, W, H - 700, '#6fae5b');
    b += `<path d="M760 ${H} C770 820 790 760 800 700 L760 700 C740 770 700 830 660 ${H} Z" fill="#e5e1d8"/>`;
    for (const tx of [80, 260, 1320, 1500]) b += pine(tx, 720, r.range(280, 360), '#2f5e3a');
    b += roundTree(440, 720, 300, '#4f8a47') + roundTree(1160, 720, 320, '#4a8545');
    // white fence
    for (let x = 0; x < W; x += 36) if (x < 640 || x > 900) b += rect(x, 770, 10, 60, '#ffffff');
    b += rect(0, 785, 640, 8, '#ffffff') + rect(900, 785, W - 900, 8, '#ffffff') + rect(0, 808, 640, 8, '#ffffff') + rect(900, 808, W - 900, 8, '#ffffff');
  }
  return svg(W, H, defs, b);
}

// ---------------------------------------------------------------------------
// interiors / gallery (1200x800)
// ---------------------------------------------------------------------------
function plant(x, base, s, pot = '#c9805a') {
  let g = '';
  const leaves = [[-60, 1], [-30, 1.15], [0, 1.25], [30, 1.1], [60, 0.95], [-80, 0.8], [80, 0.8]];
  for (const [deg, l] of leaves)
    g += ellipse(x, base - 60 * s - 55 * s * l, 14 * s, 55 * s * l, deg % 60 === 0 ? '#3f7a45' : '#4f8f52', `transform="rotate(${deg} ${f(x)} ${f(base - 60 * s)})"`);
  g += poly([[x - 32 * s, base - 62 * s], [x + 32 * s, base - 62 * s], [x + 24 * s, base], [x - 24 * s, base]], pot);
  return `<g>${g}</g>`;
}

function outsideView(p, x, y, w, h) {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${rect(0, 0, 400, 300, `url(#${p}win)`)}${cloud(
    120,
    70,
    0.7,
    0.9,
  )}${hills(400, 300, 210, 40, 3, rng(p), '#a9c39a')}${rect(0, 230, 400, 70, '#8fbf6a')}${roundTree(300, 250, 160, '#4f8a4a')}</svg>`;
}

function livingRoom(R, p = 'g1') {
  const W = 1200;
  const H = 800;
  const c = R.color;
  const wall = mix(lighten(c, 0.88), '#f4efe7', 0.6);
  let defs = lg(`${p}win`, [[0, '#8fc3ee'], [1, '#e8f4fb']]) + lg(`${p}light`, [[0, '#fff7da', 0.55], [1, '#fff7da', 0]], 0, 0, 1, 0);
  let b = rect(0, 0, W, H, wall);
  b += rect(0, 600, W, 200, '#c9a27a');
  for (let i = 0; i < 10; i++) b += rect(0, 610 + i * 20, W, 1.5, '#b48c63', 'opacity="0.6"');
  b += rect(0, 592, W, 12, '#ffffff');
  // window + curtains
  b += rect(96, 96, 428, 408, '#ffffff') + outsideView(p, 110, 110, 400, 380);
  b += rect(306, 110, 8, 380, '#ffffff') + rect(110, 296, 400, 8, '#ffffff');
  b += poly([[96, 420], [900, 300], [900, 600], [96, 600]], `url(#${p}light)`, 'opacity="0.5"');
  b += `<path d="M70 80 L140 80 C130 250 150 420 120 600 L60 600 C70 400 60 250 70 80 Z" fill="${lighten(c, 0.45)}"/>`;
  b += `<path d="M480 80 L550 80 C560 250 545 420 560 600 L500 600 C470 420 490 250 480 80 Z" fill="${lighten(c, 0.45)}"/>`;
  b += rect(50, 70, 530, 12, '#8a6a4a', 'rx="6"');
  // art
  b += rect(740, 150, 260, 180, '#ffffff', `stroke="#2b2b2b" stroke-width="10"`);
  b += circle(820, 220, 36, lighten(c, 0.3)) + `<path d="M745 325 L820 250 L890 300 L940 260 L995 325 Z" fill="${c}"/>`;
  // rug + sofa
  b += ellipse(760, 700, 420, 70, lighten(c, 0.7));
  b += ellipse(760, 700, 360, 52, 'none', `stroke="${lighten(c, 0.5)}" stroke-width="6"`);
  b += rect(580, 410, 520, 150, darken(c, 0.1), 'rx="28"');
  b += rect(600, 500, 480, 90, c, 'rx="18"');
  b += rect(554, 460, 70, 140, darken(c, 0.2), 'rx="26"') + rect(1056, 460, 70, 140, darken(c, 0.2), 'rx="26"');
  b += rect(612, 440, 130, 80, '#f1e3c8', 'rx="16" transform="rotate(-8 677 480)"') + rect(940, 440, 120, 78, lighten(c, 0.5), 'rx="16" transform="rotate(8 1000 480)"');
  b += rect(590, 596, 12, 20, '#5b4331') + rect(1080, 596, 12, 20, '#5b4331');
  // coffee table
  b += ellipse(770, 660, 160, 28, '#6b4f3a') + ellipse(770, 654, 160, 26, '#8a6a4a');
  b += rect(700, 680, 10, 40, '#5b4331') + rect(830, 680, 10, 40, '#5b4331');
  b += rect(730, 628, 60, 16, '#e5e7eb', 'rx="3"') + rect(736, 616, 48, 12, c, 'rx="3"');
  b += ellipse(840, 640, 22, 8, '#ffffff') + rect(830, 622, 20, 20, '#ffffff', 'rx="4"');
  // floor lamp
  b += rect(1138, 250, 6, 360, '#2b2b2b') + ellipse(1141, 612, 34, 8, '#2b2b2b');
  b += poly([[1100, 300], [1182, 300], [1166, 230], [1116, 230]], '#f5e6c8');
  b += circle(1141, 320, 120, '#fff4d6', 'opacity="0.18"');
  // plant
  b += plant(330, 640, 1.25) + plant(1170, 800, 0.9, '#e5e1d8');
  return svg(W, H, defs, b);
}

function kitchen(R, p = 'g2') {
  const W = 1200;
  const H = 800;
  const c = R.color;
  const cab = mix(c, '#ffffff', 0.15);
  const defs = lg(`${p}win`, [[0, '#8fc3ee'], [1, '#e8f4fb']]) + lg(`${p}marble`, [[0, '#f7f7f5'], [1, '#e4e4e0']]);
  let b = rect(0, 0, W, H, '#f6f2ea');
  b += rect(0, 640, W, 160, '#d9cbb5');
  for (let i = 0; i < 8; i++) b += rect(i * 160, 640, 2, 160, '#c6b79f');
  // backsplash tiles
  b += rect(0, 310, W, 170, '#ffffff');
  for (let y = 310; y < 480; y += 28) b += rect(0, y, W, 1.5, '#e5e7eb');
  for (let y = 310, row = 0; y < 480; y += 28, row++) for (let x = row % 2 ? 0 : 28; x < W; x += 56) b += rect(x, y, 1.5, 28, '#e5e7eb');
  // window
  b += rect(470, 90, 260, 220, '#ffffff') + outsideView(p, 482, 102, 236, 196) + rect(596, 102, 8, 196, '#ffffff');
  // upper cabinets
  for (const x0 of [20, 760]) {
    for (let i = 0; i < 3; i++) {
      const x = x0 + i * 140;
      if (x + 130 > W) continue;
      b += rect(x, 70, 130, 220, cab, 'rx="4"') + rect(x + 14, 84, 102, 192, lighten(cab, 0.08), 'rx="3"') + rect(x + 100, 240, 8, 34, '#d4af37', 'rx="3"');
    }
  }
  // lower cabinets + counter
  b += rect(0, 490, W, 150, cab);
  for (let x = 10; x < W; x += 150) b += rect(x, 505, 138, 120, lighten(cab, 0.08), 'rx="3"') + rect(x + 58, 515, 22, 6, '#d4af37', 'rx="3"');
  b += rect(0, 470, W, 22, `url(#${p}marble)`);
  // range + hood
  b += rect(880, 495, 200, 145, '#d1d5db') + rect(900, 540, 160, 80, '#374151', 'rx="6"') + rect(900, 510, 160, 14, '#9ca3af', 'rx="4"');
  b += poly([[900, 240], [1060, 240], [1030, 150], [930, 150]], '#d1d5db') + rect(950, 20, 60, 130, '#d1d5db');
  // island
  b += rect(250, 560, 700, 200, darken(c, 0.25), 'rx="6"');
  for (let x = 270; x < 940; x += 170) b += rect(x, 590, 150, 150, darken(c, 0.18), 'rx="4"');
  b += rect(230, 540, 740, 26, `url(#${p}marble)`, 'rx="6"');
  // pendant lights
  for (const x of [400, 600, 800]) {
    b += rect(x - 1.5, 0, 3, 180, '#333') + `<path d="M${x - 45} 230 A45 45 0 0 1 ${x + 45} 230 Z" fill="#2b2b2b"/>` + ellipse(x, 232, 40, 8, '#fff2c2');
    b += poly([[x - 40, 236], [x + 40, 236], [x + 110, 530], [x - 110, 530]], '#fff6d8', 'opacity="0.13"');
  }
  // fruit bowl + vase
  b += `<path d="M520 540 Q560 505 600 540 Z" fill="#ffffff"/>` + circle(545, 528, 14, '#f59e0b') + circle(568, 524, 14, '#ef4444') + circle(558, 512, 12, '#84cc16');
  b += rect(760, 495, 28, 46, lighten(c, 0.55), 'rx="8"') + ellipse(774, 482, 30, 22, '#4f8f52');
  // stools
  for (const x of [340, 600, 860]) {
    b += rect(x - 4, 660, 8, 130, '#2b2b2b') + rect(x - 36, 785, 72, 6, '#2b2b2b', 'rx="3"');
    b += ellipse(x, 655, 48, 14, '#8a6a4a') + ellipse(x, 650, 48, 12, '#a9825c');
  }
  return svg(W, H, defs, b);
}

function pool(R, p = 'g3') {
  const W = 1200;
  const H = 800;
  const c = R.color;
  const r = rng(R.slug + ':pool');
  const sky = palette(R).sky;
  const defs = skyDefs(p, sky) + lg(`${p}water`, [[0, '#6fd3f0'], [1, '#1d8fca']]) + lg(`${p}glass`, [[0, '#cfe8f7'], [1, '#9cc8e6']], 0, 0, 1, 1);
  let b = rect(0, 0, W, 480, `url(#${p}sky)`);
  b += circle(1020, 110, 200, `url(#${p}sun)`) + circle(1020, 110, 44, sky.sun);
  b += cloud(300, 90, 1.1) + cloud(700, 150, 0.8, 0.7);
  b += hills(W, H, 420, 60, 3, r, R.state === 'CA' ? '#b7c39a' : '#8fb28a');
  // modern house back
  b += rect(0, 170, 720, 310, '#f4f1ec') + rect(-10, 150, 760, 26, '#2f2f2f') + rect(420, 100, 320, 60, '#f4f1ec') + rect(410, 90, 340, 16, '#2f2f2f');
  b += rect(40, 210, 560, 250, `url(#${p}glass)`, `stroke="#2f2f2f" stroke-width="6"`);
  for (const x of [180, 320, 460]) b += rect(x - 3, 210, 6, 250, '#2f2f2f');
  b += poly([[60, 440], [140, 220], [190, 220], [110, 440]], '#ffffff', 'opacity="0.3"');
  b += rect(620, 200, 100, 270, '#a47148');
  // deck
  b += rect(0, 470, W, 330, '#eadfcb');
  for (let i = 0; i < 7; i++) b += rect(0, 490 + i * 48, W, 2, '#d8c9ae');
  // pool
  b += poly([[300, 545], [1010, 545], [1110, 770], [200, 770]], '#ffffff');
  b += poly([[318, 556], [994, 556], [1088, 760], [222, 760]], `url(#${p}water)`);
  b += poly([[318, 556], [994, 556], [1000, 570], [312, 570]], '#1a6f9e', 'opacity="0.35"');
  for (let i = 0; i < 16; i++) {
    const y = r.range(585, 745);
    const x = r.range(320, 900);
    const w = r.range(40, 110);
    b += `<path d="M${f(x)} ${f(y)} q${f(w / 4)} -8 ${f(w / 2)} 0 t${f(w / 2)} 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="${f(r.range(0.35, 0.7))}"/>`;
  }
  // loungers
  for (const [x, y] of [[40, 640], [70, 730]]) {
    b += poly([[x, y], [x + 130, y], [x + 130, y + 18], [x, y + 18]], '#ffffff');
    b += poly([[x + 130, y], [x + 175, y - 50], [x + 188, y - 42], [x + 145, y + 10]], '#ffffff');
    b += rect(x + 20, y - 4, 90, 8, c, 'rx="4"');
    b += rect(x + 8, y + 18, 6, 22, '#9ca3af') + rect(x + 120, y + 18, 6, 22, '#9ca3af');
  }
  // umbrella
  b += rect(197, 470, 6, 180, '#6b4f3a');
  b += `<path d="M80 490 Q200 390 320 490 Q290 478 260 490 Q230 478 200 490 Q170 478 140 490 Q110 478 80 490 Z" fill="${c}"/>`;
  b += `<path d="M200 420 L140 490 M200 420 L260 490" stroke="${darken(c, 0.2)}" stroke-width="3"/>`;
  // greenery
  const ca = R.state === 'CA';
  if (ca) b += palm(1120, 560, 380, -25) + palm(1180, 600, 300, 10);
  else b += roundTree(1110, 560, 330, '#4f8a47') + pine(1175, 600, 300, '#2f5e3a');
  b += plant(1000, 540, 0.9, '#e5e1d8') + plant(300, 540, 0.8, '#e5e1d8');
  return svg(W, H, defs, b);
}

function garden(R, p = 'g4') {
  const W = 1200;
  const H = 800;
  const c = R.color;
  const r = rng(R.slug + ':garden');
  const sky = palette(R).sky;
  const defs = skyDefs(p, sky) + lg(`${p}lawn`, [[0, '#9ccc73'], [1, '#5f9f4c']]);
  let b = rect(0, 0, W, 420, `url(#${p}sky)`);
  b += circle(200, 110, 200, `url(#${p}sun)`) + circle(200, 110, 44, sky.sun);
  b += cloud(560, 100, 1.0) + cloud(940, 170, 0.8, 0.7);
  for (let x = 0; x < W; x += r.range(70, 120)) b += roundTree(x, 400, r.range(160, 230), '#5f8f52');
  // fence
  b += rect(0, 300, W, 140, '#c49a6c');
  for (let x = 0; x < W; x += 30) b += rect(x, 296, 26, 148, x % 60 ? '#caa277' : '#bf9466') + poly([[x, 296], [x + 13, 286], [x + 26, 296]], '#bf9466');
  b += rect(0, 340, W, 8, '#a27a52', 'opacity="0.5"') + rect(0, 410, W, 8, '#a27a52', 'opacity="0.5"');
  // lawn
  b += rect(0, 440, W, 360, `url(#${p}lawn)`);
  // house corner at right
  b += rect(930, 120, 300, 520, R.state === 'CA' ? '#f3e6d3' : '#f2efe8');
  b += poly([[900, 130], [1200, 40], [1200, 130]], R.state === 'CA' ? '#b5582f' : '#3f4652');
  b += win(980, 210, 120, 150, '#cfe8f7', '#ffffff');
  b += rect(990, 400, 90, 140, darken(c, 0.1), 'rx="3"') + circle(1068, 470, 4, '#e8c170') + rect(965, 540, 140, 18, '#d6d3cc', 'rx="3"');
  // stone path (perspective)
  const stones = [[600, 780, 78], [640, 700, 64], [610, 630, 52], [640, 572, 42], [620, 525, 34], [650, 488, 28], [635, 458, 22]];
  for (const [x, y, s] of stones) b += ellipse(x, y, s, s * 0.36, '#d9d4c7') + ellipse(x - s * 0.1, y - s * 0.06, s * 0.8, s * 0.24, '#e8e4da');
  // flower beds
  const flowers = ['#f472b6', '#facc15', '#c084fc', '#ffffff', '#fb7185', lighten(c, 0.3)];
  for (const [x0, x1, y0, y1] of [[20, 470, 470, 560], [760, 910, 470, 560], [0, 360, 640, 760]]) {
    for (let i = 0; i < 7; i++) b += shrub(r.range(x0, x1), r.range(y0, y1) + 30, r.range(70, 120), r.pick(['#3f7a45', '#4f8f52', '#5a9a55']));
    for (let i = 0; i < 40; i++) {
      const fx = r.range(x0, x1);
      const fy = r.range(y0, y1);
      const col = r.pick(flowers);
      b += circle(fx, fy, r.range(5, 9), col) + circle(fx, fy, 2.5, '#f59e0b');
    }
  }
  // bench
  b += rect(830, 660, 280, 14, '#8a6a4a', 'rx="4"') + rect(830, 680, 280, 14, '#8a6a4a', 'rx="4"') + rect(830, 620, 280, 12, '#9b7a58', 'rx="4"') + rect(830, 640, 280, 12, '#9b7a58', 'rx="4"');
  b += rect(850, 694, 10, 50, '#3a3a3a') + rect(1080, 694, 10, 50, '#3a3a3a') + rect(842, 610, 8, 90, '#3a3a3a') + rect(1090, 610, 8, 90, '#3a3a3a');
  b += rect(900, 646, 40, 14, c, 'rx="6"');
  // big tree on left
  b += roundTree(150, 470, 420, '#4f8a4a');
  // lantern
  b += rect(740, 560, 6, 130, '#2b2b2b') + rect(728, 540, 30, 30, '#fff2c2', `stroke="#2b2b2b" stroke-width="4"`) + poly([[724, 540], [762, 540], [743, 526]], '#2b2b2b');
  return svg(W, H, defs, b);
}

// ---------------------------------------------------------------------------
// portrait (800x1000)
// ---------------------------------------------------------------------------
const SKINS = ['#f1c9a5', '#e9bb96', '#dca683', '#c98f69', '#f3d2b3'];
const HAIRS = ['#1f1a17', '#2b2220', '#3b2a20', '#4a3426', '#241c1a'];

function person(style, skin, hair, suit, shirt, accent) {
  const shade = darken(skin, 0.12);
  let s = '';
  if (style === 'long')
    s += `<path d="M400 300 C250 300 236 440 246 560 C254 690 226 770 262 830 L538 830 C574 770 546 690 554 560 C564 440 550 300 400 300 Z" fill="${hair}"/>`;
  if (style === 'bob') s += `<path d="M400 302 C262 302 250 430 256 530 C260 600 262 640 300 650 L500 650 C538 640 540 600 544 530 C550 430 538 302 400 302 Z" fill="${hair}"/>`;
  // body
  s += `<path d="M70 1000 C80 860 160 790 300 762 L352 748 L400 840 L448 748 L500 762 C640 790 720 860 730 1000 Z" fill="${suit}"/>`;
  s += poly([[340, 748], [460, 748], [400, 880]], shirt);
  s += `<path d="M350 560 L450 560 L452 746 Q400 800 348 746 Z" fill="${shade}"/>`;
  s += `<path d="M300 764 L346 748 L400 880 L372 905 L356 830 Z" fill="${darken(suit, 0.12)}"/><path d="M500 764 L454 748 L400 880 L428 905 L444 830 Z" fill="${darken(
    suit,
    0.12,
  )}"/>`;
  s += rect(520, 830, 46, 14, accent, 'rx="4" transform="rotate(-6 543 837)"');
  // head
  s += ellipse(282, 480, 22, 40, shade) + ellipse(518, 480, 22, 40, shade);
  s += ellipse(400, 470, 120, 152, skin);
  s += ellipse(360, 420, 60, 80, '#ffffff', 'opacity="0.08"');
  // front hair
  if (style === 'short')
    s += `<path d="M280 470 C270 340 330 296 404 296 C478 296 534 340 520 470 C512 420 496 392 470 380 C430 392 360 396 318 372 C298 392 286 426 280 470 Z" fill="${hair}"/>`;
  else if (style === 'long')
    s += `<path d="M280 480 C276 350 336 310 402 310 C470 310 528 352 520 480 C494 410 450 372 392 366 C350 380 310 420 280 480 Z" fill="${hair}"/>`;
  else
    s += `<path d="M278 500 C272 360 334 310 402 310 C472 310 530 360 522 500 C510 430 480 392 450 380 C400 402 330 404 300 396 C290 424 282 460 278 500 Z" fill="${hair}"/>`;
  return s;
}

function portrait(R, p = 'pt') {
  const W = 800;
  const H = 1000;
  const r = rng(R.slug + ':portrait');
  const c = R.color;
  const defs =
    lg(`${p}bg`, [[0, lighten(c, 0.7)], [0.55, lighten(c, 0.35)], [1, c]], 0, 0, 1, 1) +
    rg(`${p}halo`, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]) +
    `<filter id="${p}blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`;
  let b = rect(0, 0, W, H, `url(#${p}bg)`);
  let bokeh = '';
  for (let i = 0; i < 9; i++) bokeh += circle(r.range(0, W), r.range(0, H * 0.75), r.range(40, 130), '#ffffff', `opacity="${f(r.range(0.08, 0.22))}"`);
  b += `<g filter="url(#${p}blur)">${bokeh}</g>`;
  b += circle(400, 470, 330, `url(#${p}halo)`);
  const suit = r.pick([darken(c, 0.55), '#2b2f36', '#3a3f47', darken(c, 0.35)]);
  const shirt = r.pick(['#f8fafc', '#f3efe6', lighten(c, 0.8)]);
  if (R.hair === 'team') {
    const people = [
      ['bob', SKINS[1], HAIRS[0], '#2b2f36', '#f8fafc', 'translate(-120 260) scale(0.72)'],
      ['short', SKINS[3], HAIRS[2], darken(c, 0.45), '#f3efe6', 'translate(345 260) scale(0.72)'],
      ['long', SKINS[0], HAIRS[1], darken(c, 0.3), '#f8fafc', 'translate(112 180) scale(0.8)'],
    ];
    for (const [st, sk, ha, su, sh, tr] of people) b += `<g transform="${tr}">${person(st, sk, ha, su, sh, lighten(c, 0.4))}</g>`;
  } else {
    b += person(R.hair, r.pick(SKINS), r.pick(HAIRS), suit, shirt, lighten(c, 0.45));
  }
  b += rect(0, 0, W, H, `url(#${p}bg)`, 'opacity="0.06"');
  return svg(W, H, defs, b);
}

// ---------------------------------------------------------------------------
// branding: logo, og, favicon
// ---------------------------------------------------------------------------
function logo(R, dark) {
  const W = 600;
  const H = 160;
  const c = R.color;
  const text = dark ? '#f8fafc' : '#1f2937';
  const ring = dark ? lighten(c, 0.35) : c;
  const ini = initials(R.name);
  // Shown 40 px high in the header: the mark and the name only (a tagline would be 4 px tall).
  // Sized for a wide bold face (DejaVu Sans Bold averages 0.7 em a letter), so the name fits the
  // 434 px after the mark whichever sans-serif the machine's fontconfig picks.
  const nameSize = Math.min(64, 410 / (R.name.length * 0.7));
  let b = circle(80, 80, 62, ring) + circle(80, 80, 53, 'none', `stroke="#ffffff" stroke-width="3" opacity="0.8"`);
  b += `<path d="M62 56 L80 40 L98 56" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`;
  b += `<text x="80" y="${ini.length > 1 ? 104 : 108}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${ini.length > 1 ? 36 : 44}" fill="#ffffff">${esc(ini)}</text>`;
  b += `<text x="166" y="${f(80 + nameSize * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${f(nameSize)}" fill="${text}">${esc(R.name)}</text>`;
  return svg(W, H, '', b);
}

function og(R, p = 'og') {
  const W = 1200;
  const H = 630;
  const c = R.color;
  const r = rng(R.slug + ':og');
  const defs = lg(`${p}bg`, [[0, darken(c, 0.45)], [1, c]], 0, 0, 1, 1);
  let b = rect(0, 0, W, H, `url(#${p}bg)`);
  b += circle(1020, 120, 260, '#ffffff', 'opacity="0.06"') + circle(1100, 520, 200, '#ffffff', 'opacity="0.05"');
  // house silhouettes at bottom right
  let hs = '';
  let x = 640;
  while (x < W) {
    const w = r.range(110, 170);
    const h = r.range(70, 120);
    hs += rect(x, 630 - h, w, h, '#ffffff') + poly([[x - 10, 632 - h], [x + w / 2, 630 - h - h * 0.5], [x + w + 10, 632 - h]], '#ffffff');
    x += w + r.range(16, 40);
  }
  b += `<g opacity="0.1">${hs}</g>`;
  const ini = initials(R.name);
  b += circle(128, 128, 52, '#ffffff', 'opacity="0.95"') + `<text x="128" y="146" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="46" fill="${c}">${esc(ini)}</text>`;
  const nameSize = Math.min(84, 980 / (R.name.length * 0.64));
  b += `<text x="76" y="330" font-family="${FONT}" font-weight="700" font-size="${f(nameSize)}" fill="#ffffff">${esc(R.name)}</text>`;
  b += rect(80, 362, 90, 6, lighten(c, 0.5), 'rx="3"');
  const stateName = R.state === 'CA' ? 'California' : 'Georgia';
  b += `<text x="78" y="430" font-family="${FONT}" font-size="38" fill="#ffffff" opacity="0.9">${esc(`${R.city}, ${stateName}`)}</text>`;
  b += `<text x="78" y="540" font-family="${FONT}" font-size="24" letter-spacing="4" fill="#ffffff" opacity="0.7">${esc(
    R.hair === 'team' ? 'REAL ESTATE BROKERAGE' : 'REALTOR · HOMES · NEIGHBORHOODS',
  )}</text>`;
  return svg(W, H, defs, b);
}

function favicon(R) {
  const ini = initials(R.name);
  return svg(
    64,
    64,
    '',
    `${rect(0, 0, 64, 64, R.color, 'rx="14"')}<text x="32" y="42" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${ini.length > 1 ? 26 : 32}" fill="#ffffff">${esc(
      ini,
    )}</text>`,
  );
}

// ---------------------------------------------------------------------------
// landing page
// ---------------------------------------------------------------------------
const BRAND = { navy: '#1e3a8a', indigo: '#4f46e5', teal: '#0d9488', coral: '#f97316', ink: '#1f2937', soft: '#e2e8f0' };

function line(x, y, w, color = '#cbd5e1', h = 8) {
  return rect(x, y, w, h, color, `rx="${h / 2}"`);
}

function card1() {
  const W = 960;
  const H = 640;
  const demo = REALTORS[0];
  const defs = lg('c1bg', [[0, '#eef2ff'], [1, '#e0f2fe']], 0, 0, 1, 1);
  let b = rect(0, 0, W, H, 'url(#c1bg)');
  b += circle(120, 560, 180, '#c7d2fe', 'opacity="0.5"') + circle(860, 90, 140, '#bae6fd', 'opacity="0.6"');
  // laptop
  b += ellipse(420, 520, 330, 18, '#1e293b', 'opacity="0.12"');
  b += rect(110, 90, 600, 390, '#1f2937', 'rx="20"');
  b += rect(126, 106, 568, 358, '#ffffff', 'rx="6"');
  b += rect(126, 106, 568, 34, '#ffffff') + circle(150, 123, 10, demo.color) + line(168, 119, 90, '#334155');
  for (let i = 0; i < 4; i++) b += line(450 + i * 56, 119, 40, '#94a3b8');
  b += `<svg x="126" y="140" width="568" height="170" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${sceneStreet(demo, 'c1s').replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</svg>`;
  b += rect(126, 140, 568, 170, '#0f172a', 'opacity="0.25"');
  b += line(150, 205, 220, '#ffffff', 14) + line(150, 230, 160, '#ffffff', 9) + rect(150, 255, 90, 26, demo.color, 'rx="13"');
  for (let i = 0; i < 3; i++) {
    const x = 150 + i * 180;
    b += rect(x, 330, 160, 110, '#f1f5f9', 'rx="10"') + rect(x + 10, 340, 140, 56, [demo.color, '#0d9488', '#f59e0b'][i], `rx="6" opacity="0.75"`);
    b += line(x + 10, 406, 110, '#94a3b8', 7) + line(x + 10, 420, 80, '#cbd5e1', 7);
  }
  b += `<path d="M60 480 L760 480 L730 510 Q720 518 705 518 L115 518 Q100 518 90 510 Z" fill="#cbd5e1"/>` + rect(360, 480, 100, 10, '#94a3b8', 'rx="5"');
  // phone
  b += ellipse(790, 575, 110, 12, '#1e293b', 'opacity="0.15"');
  b += rect(690, 170, 200, 400, '#111827', 'rx="32"');
  b += rect(702, 182, 176, 376, '#ffffff', 'rx="24"');
  b += rect(760, 190, 60, 10, '#111827', 'rx="5"');
  b += `<svg x="702" y="210" width="176" height="120" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${sceneLandscape(REALTORS[1], 'c1l')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')}</svg>`;
  b += circle(790, 330, 34, '#ffffff') + `<svg x="758" y="298" width="64" height="64" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice"><clipPath id="c1pc"><circle cx="400" cy="500" r="400"/></clipPath><g clip-path="url(#c1pc)">${portrait(
    REALTORS[1],
    'c1p',
  )
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')}</g></svg>`;
  b += line(730, 380, 120, '#334155', 10) + line(745, 400, 90, '#94a3b8', 7);
  b += line(722, 430, 136, '#e2e8f0', 7) + line(722, 446, 120, '#e2e8f0', 7) + line(722, 462, 130, '#e2e8f0', 7);
  b += rect(722, 490, 136, 36, REALTORS[1].color, 'rx="18"') + line(760, 504, 60, '#ffffff', 8);
  return svg(W, H, defs, b);
}

function pin(x, y, color, s = 1) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">${ellipse(0, 2, 14, 5, '#0f172a', 'opacity="0.2"')}<path d="M0 0 C-8 -14 -24 -26 -24 -44 A24 24 0 1 1 24 -44 C24 -26 8 -14 0 0 Z" fill="${color}"/>${circle(
    0,
    -44,
    9,
    '#ffffff',
  )}</g>`;
}

function card2() {
  const W = 960;
  const H = 640;
  const r = rng('landing:map');
  let b = rect(0, 0, W, H, '#f4f1ea');
  // coast + water
  b += `<path d="M0 0 L230 0 C210 120 260 200 220 300 C180 400 240 500 200 ${H} L0 ${H} Z" fill="#bfdbfe"/>`;
  b += `<path d="M230 0 C210 120 260 200 220 300 C180 400 240 500 200 ${H}" stroke="#93c5fd" stroke-width="6" fill="none"/>`;
  // parks
  b += `<path d="M520 60 C600 40 680 80 660 140 C640 200 540 190 510 140 C490 110 490 70 520 60 Z" fill="#c7e6c1"/>`;
  b += `<path d="M760 420 C840 400 910 440 900 510 C890 570 790 580 750 530 C720 490 720 430 760 420 Z" fill="#c7e6c1"/>`;
  b += ellipse(420, 520, 70, 40, '#c7e6c1');
  // blocks grid (minor roads)
  for (let x = 280; x < W; x += 70) b += rect(x, 0, 4, H, '#ffffff');
  for (let y = 30; y < H; y += 70) b += rect(240, y, W, 4, '#ffffff');
  // major roads
  b += `<path d="M240 120 C420 140 600 260 ${W} 230" stroke="#ffffff" stroke-width="22" fill="none"/><path d="M240 120 C420 140 600 260 ${W} 230" stroke="#fde68a" stroke-width="12" fill="none"/>`;
  b += `<path d="M380 ${H} C420 480 520 360 640 300 C760 240 820 120 840 0" stroke="#ffffff" stroke-width="20" fill="none"/><path d="M380 ${H} C420 480 520 360 640 300 C760 240 820 120 840 0" stroke="#fde68a" stroke-width="10" fill="none"/>`;
  // regions
  b += `<path d="M300 190 L470 170 L520 300 L420 380 L290 330 Z" fill="${BRAND.indigo}" fill-opacity="0.16" stroke="${BRAND.indigo}" stroke-width="3" stroke-dasharray="10 8"/>`;
  b += `<path d="M600 330 L780 300 L830 420 L700 480 L590 430 Z" fill="${BRAND.teal}" fill-opacity="0.16" stroke="${BRAND.teal}" stroke-width="3" stroke-dasharray="10 8"/>`;
  b += `<path d="M620 60 L760 40 L800 150 L690 200 L610 150 Z" fill="${BRAND.coral}" fill-opacity="0.14" stroke="${BRAND.coral}" stroke-width="3" stroke-dasharray="10 8"/>`;
  // pins
  const pins = [[360, 260, BRAND.indigo], [440, 320, BRAND.indigo], [400, 220, BRAND.indigo], [690, 390, BRAND.teal], [740, 360, BRAND.teal], [640, 420, BRAND.teal], [700, 120, BRAND.coral], [740, 90, BRAND.coral]];
  for (const [x, y, col] of pins) b += pin(x + r.range(-6, 6), y + r.range(-6, 6), col, 0.9);
  b += pin(520, 250, '#dc2626', 1.3);
  // listing popup
  b += `<g transform="translate(300 420)">${rect(6, 8, 270, 170, '#0f172a', 'rx="16" opacity="0.12"')}${rect(0, 0, 270, 170, '#ffffff', 'rx="16"')}<svg x="12" y="12" width="100" height="146" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${pool(
    REALTORS[0],
    'c2p',
  )
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')}</svg>${line(126, 24, 120, '#1f2937', 12)}${line(126, 50, 90, '#94a3b8', 8)}${line(126, 68, 110, '#cbd5e1', 8)}${rect(
    126,
    96,
    60,
    24,
    '#e0e7ff',
    'rx="12"',
  )}${rect(192, 96, 60, 24, '#ccfbf1', 'rx="12"')}${rect(126, 130, 126, 26, BRAND.indigo, 'rx="13"')}</g>`;
  // zoom controls
  b += rect(890, 30, 44, 88, '#ffffff', 'rx="10"') + rect(902, 50, 20, 4, '#334155') + rect(910, 42, 4, 20, '#334155') + rect(902, 94, 20, 4, '#334155');
  // compass
  b += circle(60, 580, 30, '#ffffff', 'opacity="0.9"') + poly([[60, 556], [68, 580], [60, 576], [52, 580]], '#dc2626') + poly([[60, 604], [68, 580], [60, 584], [52, 580]], '#94a3b8');
  return svg(W, H, '', b);
}

/** decorative, hand-built glyph shapes (no CJK fonts needed) */
function glyphGa(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M14 24 H50 Q50 62 18 84"/><path d="M70 12 V90"/><path d="M70 48 H88"/></g>`;
}
function glyphA(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M18 88 L50 12 L82 88"/><path d="M30 62 H70"/></g>`;
}
function glyphHiraA(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M22 28 Q48 32 74 24"/><path d="M44 10 Q40 52 54 88"/><path d="M66 44 Q52 82 30 78 Q14 74 22 60 Q34 44 62 46 Q86 50 84 68 Q82 84 62 90"/></g>`;
}

function card3() {
  const W = 960;
  const H = 640;
  const defs = lg('c3bg', [[0, '#fdf2f8'], [1, '#ede9fe']], 0, 0, 1, 1);
  let b = rect(0, 0, W, H, 'url(#c3bg)');
  b += circle(860, 560, 200, '#ddd6fe', 'opacity="0.6"') + circle(80, 80, 140, '#fbcfe8', 'opacity="0.6"');
  // chat bubbles
  b += `<g>${rect(66, 126, 360, 120, '#0f172a', 'rx="26" opacity="0.08"')}${rect(60, 116, 360, 120, '#ffffff', 'rx="26"')}<path d="M90 230 L80 270 L130 234 Z" fill="#ffffff"/>${line(
    90,
    150,
    240,
    '#334155',
    12,
  )}${line(90, 178, 290, '#cbd5e1', 10)}${line(90, 202, 200, '#cbd5e1', 10)}</g>`;
  b += `<g>${rect(146, 296, 300, 96, '#0f172a', 'rx="26" opacity="0.1"')}${rect(140, 286, 300, 96, BRAND.indigo, 'rx="26"')}<path d="M410 376 L440 412 L380 380 Z" fill="${BRAND.indigo}"/>${line(
    168,
    314,
    200,
    '#ffffff',
    12,
  )}${line(168, 342, 240, '#c7d2fe', 10)}</g>`;
  b += `<g>${rect(60, 430, 230, 70, '#ffffff', 'rx="22"')}${circle(100, 465, 7, '#94a3b8')}${circle(126, 465, 7, '#cbd5e1')}${circle(152, 465, 7, '#e2e8f0')}</g>`;
  // language chips
  const chips = [
    [90, 530, BRAND.indigo, glyphGa],
    [190, 530, BRAND.teal, glyphA],
    [290, 530, BRAND.coral, glyphHiraA],
  ];
  for (const [x, y, col, g] of chips) b += circle(x + 30, y + 30, 40, col) + g(x, y, 0.6, '#ffffff');
  // contact form
  b += rect(508, 78, 380, 490, '#0f172a', 'rx="24" opacity="0.1"') + rect(500, 70, 380, 490, '#ffffff', 'rx="24"');
  b += line(532, 104, 160, '#1f2937', 14) + line(532, 132, 230, '#94a3b8', 9);
  const fields = [170, 240, 310];
  for (const y of fields) b += line(532, y, 80, '#64748b', 8) + rect(532, y + 16, 316, 40, '#f8fafc', 'rx="10" stroke="#cbd5e1" stroke-width="2"') + line(548, y + 32, 120, '#e2e8f0', 8);
  b += line(532, 380, 80, '#64748b', 8) + rect(532, 396, 316, 90, '#f8fafc', 'rx="10" stroke="#cbd5e1" stroke-width="2"');
  b += line(548, 414, 230, '#e2e8f0', 8) + line(548, 432, 200, '#e2e8f0', 8);
  b += rect(532, 502, 316, 40, BRAND.indigo, 'rx="20"') + `<text x="690" y="528" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="18" fill="#ffffff">Send</text>`;
  // small language toggle on the form
  b += rect(770, 96, 86, 32, '#eef2ff', 'rx="16"') + glyphGa(778, 102, 0.2, BRAND.indigo) + glyphA(806, 102, 0.2, BRAND.indigo) + glyphHiraA(832, 102, 0.2, BRAND.indigo);
  return svg(W, H, defs, b);
}

function hero() {
  const W = 1920;
  const H = 1080;
  const r = rng('landing:hero');
  const defs =
    lg('hsky', [[0, '#070b1f'], [0.3, '#141a3f'], [0.52, '#3a2163'], [0.68, '#8a3b66'], [0.8, '#d9734a'], [0.9, '#f2a65a']]) +
    rg('hglow', [[0, '#ffb36b', 0.7], [1, '#ffb36b', 0]]) +
    lg('hshade', [[0, '#05060f', 0.5], [0.55, '#05060f', 0.12], [1, '#05060f', 0]], 0, 0, 1, 0) +
    lg('hfloor', [[0, '#05060f', 0], [1, '#05060f', 0.6]]);
  let b = rect(0, 0, W, H, 'url(#hsky)');
  for (let i = 0; i < 140; i++) b += circle(r.range(0, W), r.range(0, 520), r.range(0.6, 1.8), '#ffffff', `opacity="${f(r.range(0.3, 0.9))}"`);
  b += circle(1300, 940, 520, 'url(#hglow)');
  b += ridge(W, H, 860, 200, 10, r, '#3a2550');
  b += `<g>${skyline(W, 960, r, '#2a1c44', { minH: 120, maxH: 420, minW: 50, maxW: 120, lit: 0.1, litColor: '#ffcf80', gap: 6 })}</g>`;
  b += `<g>${skyline(W, 990, r, '#181230', { minH: 80, maxH: 300, minW: 70, maxW: 150, lit: 0.2, litColor: '#ffd98a', gap: 14 })}</g>`;
  b += rect(0, 980, W, 100, '#0d0a1e');
  for (const [px, ph, lean] of [[80, 520, 25], [240, 440, -20], [1580, 480, 20], [1700, 560, -25], [1840, 430, 15]]) b += palm(px, 1090, ph, lean, '#0b0818', '#0b0818');
  b += rect(0, 0, W, H, 'url(#hfloor)');
  b += rect(0, 0, W, H, 'url(#hshade)');
  return svg(W, H, defs, b);
}

// ---------------------------------------------------------------------------
// output
// ---------------------------------------------------------------------------
const written = [];

async function out(svgText, rel, { format = 'webp', quality = 74, alpha = false } = {}) {
  const file = path.join(PUBLIC_DIR, rel);
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svgText), { density: 72 });
  let buf;
  if (format === 'png') buf = await img.png({ compressionLevel: 9, palette: true }).toBuffer();
  else buf = await img.webp({ quality, effort: 6, smartSubsample: true, ...(alpha ? { alphaQuality: 90 } : {}) }).toBuffer();
  await writeFile(file, buf);
  written.push([rel, buf.length]);
}

async function main() {
  for (const R of REALTORS) {
    const dir = `demo/${R.slug}`;
    await out(portrait(R), `${dir}/portrait.webp`);
    await out(sceneStreet(R), `${dir}/top-1.webp`);
    await out(sceneLandscape(R), `${dir}/top-2.webp`);
    await out(livingRoom(R), `${dir}/gallery-1.webp`);
    await out(kitchen(R), `${dir}/gallery-2.webp`);
    await out(pool(R), `${dir}/gallery-3.webp`);
    await out(garden(R), `${dir}/gallery-4.webp`);
    await out(logo(R, false), `${dir}/logo.webp`, { alpha: true, quality: 90 });
    await out(logo(R, true), `${dir}/logo2.webp`, { alpha: true, quality: 90 });
    await out(og(R), `${dir}/og.webp`);
    await out(favicon(R), `${dir}/favicon.png`, { format: 'png' });
  }
  await out(card1(), 'landing/card-1.webp');
  await out(card2(), 'landing/card-2.webp');
  await out(card3(), 'landing/card-3.webp');
  await out(hero(), 'landing/hero.webp', { quality: 70 });

  const total = written.reduce((s, [, n]) => s + n, 0);
  const max = written.reduce((m, w) => (w[1] > m[1] ? w : m), ['', 0]);
  console.log(`wrote ${written.length} files, total ${(total / 1024).toFixed(1)} KB, largest ${max[0]} ${(max[1] / 1024).toFixed(1)} KB`);
  if (process.argv.includes('--verbose')) for (const [rel, n] of written) console.log(`${(n / 1024).toFixed(1).padStart(7)} KB  ${rel}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
