// Shared building blocks: the brand palette, a seeded RNG and a tiny SVG
// document builder that hands out deterministic ids for <defs>.

export const C = {
  ink: '#0B1020',
  surface: '#131A2E',
  surface2: '#1B2440',
  surface3: '#243054',
  lime: '#B5F23D',
  limeDeep: '#65A30D',
  text: '#F5F7FA',
  muted: '#A7B0C3',
  teal: '#2DD4BF',
  violet: '#A78BFA',
  amber: '#FBBF24',
  coral: '#FB7185',
  line: 'rgba(255,255,255,0.08)',
  line2: 'rgba(255,255,255,0.14)',
};

export const ACCENTS = [C.lime, C.teal, C.violet, C.amber];
export const SKIN = ['#F3D3BD', '#E8B48F', '#C98E62', '#A0643D', '#6E4630'];

/** mulberry32: small, fast and, above all, reproducible across runs. */
export function rng(seed) {
  let a = typeof seed === 'number' ? seed : [...String(seed)].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

export const r2 = (n) => Math.round(n * 100) / 100;

export class Doc {
  constructor(w, h, { seed = 1 } = {}) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.rand = rng(seed);
    this.cache = new Map();
  }

  id(prefix = 'i') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  def(str) {
    this.defs.push(str);
    return this;
  }

  add(...parts) {
    this.body.push(...parts.flat());
    return this;
  }

  /** Memoised defs (shadows, patterns) so each is declared once per image. */
  once(key, make) {
    if (!this.cache.has(key)) {
      const id = this.id(key.replace(/[^a-z0-9]/gi, ''));
      this.def(make(id));
      this.cache.set(key, id);
    }
    return this.cache.get(key);
  }

  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = '' } = {}) {
    const id = this.id('lg');
    const u = units ? ` gradientUnits="${units}"` : '';
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
    const id = this.id('rg');
    const f = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}>${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Soft drop shadow; librsvg handles feGaussianBlur well, so we build it by hand. */
  shadow(blur = 18, dy = 14, opacity = 0.45, color = '#000') {
    return this.once(`sh${blur}_${dy}_${opacity}_${color}`, (id) =>
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur / 2}"/><feOffset dy="${dy}" result="o"/><feFlood flood-color="${color}" flood-opacity="${opacity}"/><feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`);
  }

  blur(sd) {
    return this.once(`bl${sd}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
  }

  clip(shape) {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  dots(gap = 22, r = 1.3, color = '#FFFFFF', opacity = 0.09) {
    return this.once(`dots${gap}_${r}_${color}_${opacity}`, (id) =>
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="${r}" fill="${color}" fill-opacity="${opacity}"/></pattern>`);
  }

  grid(gap = 48, color = '#FFFFFF', opacity = 0.05) {
    return this.once(`grid${gap}_${color}_${opacity}`, (id) =>
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><path d="M${gap} 0H0V${gap}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/></pattern>`);
  }

  diagonal(gap = 14, color = '#FFFFFF', opacity = 0.08, width = 2) {
    return this.once(`diag${gap}_${color}_${opacity}_${width}`, (id) =>
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${width}" height="${gap}" fill="${color}" fill-opacity="${opacity}"/></pattern>`);
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopTags(stops) {
  return stops
    .map((s) => {
      const [offset, color, opacity = 1] = s;
      return `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
}

// --- primitive shapes -------------------------------------------------------

export const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;

export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}" ${extra}/>`;

export const g = (content, extra = '') => `<g ${extra}>${[content].flat().join('')}</g>`;

export const tr = (x, y, s = 1) => `transform="translate(${r2(x)} ${r2(y)})${s !== 1 ? ` scale(${s})` : ''}"`;

/** Catmull-Rom spline through points, as cubic Béziers: smooth chart lines. */
export function smoothPath(pts, tension = 0.5) {
  if (pts.length < 2) return '';
  let d = `M${r2(pts[0][0])} ${r2(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const t = tension / 3;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${r2(c1[0])} ${r2(c1[1])} ${r2(c2[0])} ${r2(c2[1])} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return d;
}

/** Regular star polygon, used for ratings and sparkles. */
export function starPoints(cx, cy, outer, inner, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    pts.push(`${r2(cx + r * Math.cos(a))},${r2(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

// --- isometric helpers ------------------------------------------------------
const COS30 = Math.cos(Math.PI / 6);

/** Projects a 3-D point (x right-down, y left-down, z up) to screen space. */
export const iso = (ox, oy, x, y, z = 0) => [ox + (x - y) * COS30, oy + (x + y) * 0.5 - z];

/** An isometric box with lit top, mid-tone left and dark right faces. */
export function isoBox(ox, oy, x, y, z, w, dpt, h, { top, left, right, stroke = 'none', extra = '' }) {
  const P = (a, b, c) => iso(ox, oy, a, b, c).map(r2).join(',');
  const t = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + dpt, z + h), P(x, y + dpt, z + h)];
  const l = [P(x, y + dpt, z), P(x + w, y + dpt, z), P(x + w, y + dpt, z + h), P(x, y + dpt, z + h)];
  const rgt = [P(x + w, y, z), P(x + w, y + dpt, z), P(x + w, y + dpt, z + h), P(x + w, y, z + h)];
  const s = stroke !== 'none' ? ` stroke="${stroke}" stroke-width="1" stroke-linejoin="round"` : '';
  return `<g ${extra}><polygon points="${l.join(' ')}" fill="${left}"${s}/><polygon points="${rgt.join(' ')}" fill="${right}"${s}/><polygon points="${t.join(' ')}" fill="${top}"${s}/></g>`;
}

/** Matrix that maps a flat 2-D drawing onto the isometric top plane. */
export const isoTop = (ox, oy) => `matrix(${r2(COS30)} 0.5 ${r2(-COS30)} 0.5 ${r2(ox)} ${r2(oy)})`;
/** ...onto the left-facing wall (x axis along the wall, y up). */
export const isoLeft = (ox, oy) => `matrix(${r2(COS30)} 0.5 0 1 ${r2(ox)} ${r2(oy)})`;
/** ...onto the right-facing wall. */
export const isoRight = (ox, oy) => `matrix(${r2(COS30)} -0.5 0 1 ${r2(ox)} ${r2(oy)})`;

/** Mixes two #RRGGBB colours; t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const pa = hex(a);
  const pb = hex(b);
  const m = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return `#${m.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function hex(c) {
  const h = c.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
