// People come from DiceBear, using only CC0 1.0 styles (Notionists by Zoish,
// Open Peeps by Pablo Stanley), so the artwork carries no attribution duty
// beyond the courtesy credit in content/images/CREDITS.md.
import { createAvatar } from '@dicebear/core';
import { notionists, openPeeps } from '@dicebear/collection';
import { r2 } from './core.mjs';

let counter = 0;

// DiceBear's own randomizeIds uses Math.random; we prefix ids ourselves so
// several avatars can share one SVG and every run produces identical files.
function scopeIds(svg) {
  counter += 1;
  const p = `p${counter}-`;
  return svg
    .replace(/<metadata>[\s\S]*?<\/metadata>/, '')
    .replace(/\bid="([^"]+)"/g, `id="${p}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${p}$1)`);
}

const v = (n) => `variant${String(n).padStart(2, '0')}`;

// Notionist group openings, as emitted by the style (see its lib/index.js).
const BASE = '<g transform="translate(531 487)">';
const BODY = '<g transform="translate(178 1057)">';
const HAIR = '<g transform="translate(266 207)">';
const LIPS = '<g transform="translate(791 871)">';

/**
 * A Notionists character. Numbers pick variants; skin/shirt/hairColor tint the
 * otherwise black-and-white line art so the cast reads as diverse and on-brand.
 */
export function notionist({
  seed = 'n',
  hair = 1,
  lips = 14,
  brows = 1,
  eyes = 5,
  nose = 1,
  body = 14,
  glasses = 0,
  beard = 0,
  gesture = null,
  skin = '#F3D3BD',
  shirt = '#FFFFFF',
  hairColor = null,
  line = '#0E1222',
} = {}) {
  let svg = createAvatar(notionists, {
    seed,
    hair: [v(hair)],
    lips: [v(lips)],
    brows: [v(brows)],
    eyes: [v(eyes)],
    nose: [v(nose)],
    body: [v(body)],
    glasses: [v(glasses || 1)],
    glassesProbability: glasses ? 100 : 0,
    beard: [v(beard || 1)],
    beardProbability: beard ? 100 : 0,
    gesture: gesture ? [gesture] : ['hand'],
    gestureProbability: gesture ? 100 : 0,
    bodyIconProbability: 0,
  }).toString();

  // Tint by section: skin in the head group, the first (main) fill of the body.
  svg = section(svg, BASE, BODY, (s) => s.replaceAll('fill="#fff"', `fill="${skin}"`));
  svg = section(svg, BODY, HAIR, (s) => s.replace('fill="#fff"', `fill="${shirt}"`));
  if (hairColor) svg = section(svg, HAIR, LIPS, (s) => s.replaceAll('fill="#000"', `fill="${hairColor}"`));
  // Hands in gestures are drawn white too; match them to the face.
  const gi = svg.indexOf('<g transform="translate(0 559)">');
  if (gi > 0) svg = svg.slice(0, gi) + svg.slice(gi).replaceAll('fill="#fff"', `fill="${skin}"`);
  svg = svg.replaceAll('"#000"', `"${line}"`);
  return scopeIds(svg);
}

function section(svg, start, end, fn) {
  const a = svg.indexOf(start);
  const b = svg.indexOf(end, a + 1);
  if (a < 0 || b < 0) return svg;
  return svg.slice(0, a) + fn(svg.slice(a, b)) + svg.slice(b);
}

/** An Open Peeps head-and-shoulders, used for the small avatars. */
export function peep({ seed = 'p', head, face = 'smile', skin, clothing, hairColor, accessories = null, facialHair = null } = {}) {
  const svg = createAvatar(openPeeps, {
    seed,
    head: [head],
    face: [face],
    skinColor: [skin.replace('#', '')],
    clothingColor: [clothing.replace('#', '')],
    headContrastColor: [hairColor.replace('#', '')],
    accessories: accessories ? [accessories] : ['glasses'],
    accessoriesProbability: accessories ? 100 : 0,
    facialHair: facialHair ? [facialHair] : ['chin'],
    facialHairProbability: facialHair ? 100 : 0,
    maskProbability: 0,
  }).toString();
  return scopeIds(svg);
}

/**
 * Positions a generated avatar SVG. `view` optionally crops the source
 * (x, y, w, h in the style's own units) for busts and close-ups.
 */
export function place(svg, x, y, w, h = w, { view = null, flip = false, extra = '' } = {}) {
  let out = svg.replace(/^<svg /, `<svg x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" preserveAspectRatio="xMidYMax meet" `);
  if (view) out = out.replace(/viewBox="[^"]*"/, `viewBox="${view.join(' ')}"`);
  if (flip) return `<g transform="translate(${r2(2 * x + w)} 0) scale(-1 1)" ${extra}>${out}</g>`;
  return extra ? `<g ${extra}>${out}</g>` : out;
}
