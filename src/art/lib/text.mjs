// Text is converted to outlines with opentype.js so the artwork never depends
// on whichever fonts happen to be installed on the machine that runs
// `npm run art` (librsvg would silently fall back and change the look).
// Inter comes from @fontsource/inter (SIL Open Font License 1.1).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 500, 600, 700, 800];
const fonts = new Map();

function font(weight) {
  // Snap to the nearest weight we load so callers can ask for e.g. 650.
  const w = WEIGHTS.reduce((a, b) => (Math.abs(b - weight) < Math.abs(a - weight) ? b : a));
  if (!fonts.has(w)) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${w}-normal.woff`);
    const buf = fs.readFileSync(file);
    fonts.set(w, opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
  }
  return fonts.get(w);
}

// We lay glyphs out ourselves (no GSUB shaping): opentype.js 2 chokes on some
// of Inter's contextual lookups, and plain advance widths are fine for UI copy.
function glyphs(str, weight) {
  const f = font(weight);
  return [...str].map((ch) => {
    const g = f.charToGlyph(ch);
    if (!g || g.index === 0) {
      // Fail loudly instead of drawing a .notdef box into a published image.
      throw new Error(`Glyph missing in Inter for ${JSON.stringify(ch)} in ${JSON.stringify(str)}`);
    }
    return g;
  });
}

const n2 = (v) => {
  if (!Number.isFinite(v)) throw new Error('Non-finite coordinate in glyph outline');
  return String(Math.round(v * 100) / 100);
};

// Our own serialiser: opentype.js 2.0's toPathData(decimals) occasionally emits
// "NaN" while optimising, which makes librsvg drop the rest of the string.
function pathData(commands) {
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n2(c.x)} ${n2(c.y)}`;
      if (c.type === 'Q') return `Q${n2(c.x1)} ${n2(c.y1)} ${n2(c.x)} ${n2(c.y)}`;
      if (c.type === 'C') return `C${n2(c.x1)} ${n2(c.y1)} ${n2(c.x2)} ${n2(c.y2)} ${n2(c.x)} ${n2(c.y)}`;
      return 'Z';
    })
    .join('');
}

export function measure(str, size, weight = 600, tracking = 0) {
  const f = font(weight);
  const gs = glyphs(str, weight);
  const scale = size / f.unitsPerEm;
  return gs.reduce((w, g) => w + g.advanceWidth * scale + tracking, 0) - (gs.length ? tracking : 0);
}

/**
 * Returns the path data of `str` with its baseline at (x, y).
 * anchor: 'start' | 'middle' | 'end'. tracking: extra px between letters.
 */
export function textD(str, x, y, size, { weight = 600, anchor = 'start', tracking = 0 } = {}) {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const width = measure(str, size, weight, tracking);
  let cx = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  for (const g of glyphs(str, weight)) {
    d += pathData(g.getPath(cx, y, size).commands);
    cx += g.advanceWidth * scale + tracking;
  }
  return d;
}

/** A filled <path> of text; `attrs` is appended verbatim (opacity, transform...). */
export function text(str, x, y, size, { fill = '#F5F7FA', attrs = '', ...opts } = {}) {
  return `<path d="${textD(str, x, y, size, opts)}" fill="${fill}" ${attrs}/>`;
}
