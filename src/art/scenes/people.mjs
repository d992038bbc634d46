// Team portraits (800x1000) and small client/testimonial avatars.
import { C, Doc, rect, circle, SKIN, mix } from '../lib/core.mjs';
import { notionist, peep, place } from '../lib/people.mjs';

const TEAM = {
  // Variants picked by eye: female-presenting hair for Amelia and Priya,
  // short hair and facial hair for Daniel and Tom.
  'amelia-hart': { bg: C.lime, person: { seed: 'amelia', hair: 23, lips: 25, brows: 1, eyes: 5, nose: 3, body: 13, skin: SKIN[0], shirt: C.violet, hairColor: '#7C3A1D' } },
  'daniel-okafor': { bg: C.teal, person: { seed: 'daniel', hair: 52, lips: 14, brows: 7, eyes: 5, nose: 6, body: 5, skin: SKIN[4], shirt: C.lime, beard: 12 } },
  'priya-raman': { bg: C.violet, person: { seed: 'priya', hair: 41, lips: 23, brows: 1, eyes: 5, nose: 2, body: 21, skin: SKIN[2], shirt: C.amber, glasses: 3 } },
  'tom-gallagher': { bg: C.amber, person: { seed: 'tom', hair: 38, lips: 3, brows: 9, eyes: 4, nose: 10, body: 18, skin: SKIN[1], shirt: C.teal, beard: 2, hairColor: '#8A4B22' } },
};

export const teamIds = Object.keys(TEAM);

export function teamPortrait(id) {
  const { bg, person } = TEAM[id];
  const d = new Doc(800, 1000, { seed: id.length });
  d.add(rect(0, 0, 800, 1000, 0, d.linear([[0, mix(bg, '#FFFFFF', 0.45)], [1, mix(bg, '#FFFFFF', 0.12)]])));
  d.add(`<rect width="800" height="1000" fill="url(#${d.dots(28, 2, C.ink, 0.1)})"/>`);
  // A soft halo behind the head gives the portrait depth without clutter.
  d.add(circle(430, 430, 330, mix(bg, '#FFFFFF', 0.6), 'opacity="0.85"'), circle(430, 430, 380, 'none', `stroke="${C.ink}" stroke-opacity="0.12" stroke-width="3" stroke-dasharray="4 12"`));
  d.add(place(notionist(person), -160, 90, 1120, 1120));
  return d;
}

const AVATARS = {
  'client-1': { size: 160, bg: C.lime, p: { seed: 'c1', head: 'long', face: 'smileBig', skin: '#edb98a', clothing: '#8fa7df', hairColor: '#4a312c' } },
  'client-2': { size: 160, bg: C.teal, p: { seed: 'c2', head: 'short3', face: 'smile', skin: '#694d3d', clothing: '#fdea6b', hairColor: '#2c1b18', facialHair: 'goatee1' } },
  'client-3': { size: 160, bg: C.violet, p: { seed: 'c3', head: 'bun', face: 'cute', skin: '#d08b5b', clothing: '#78e185', hairColor: '#2c1b18', accessories: 'glasses' } },
  'client-4': { size: 160, bg: C.amber, p: { seed: 'c4', head: 'grayShort', face: 'calm', skin: '#ffdbb4', clothing: '#9ddadb', hairColor: '#e8e1e1' } },
  'testimonial-1': { size: 200, bg: C.lime, p: { seed: 'hannah', head: 'mediumStraight', face: 'smile', skin: '#ffdbb4', clothing: '#e279c7', hairColor: '#b58143' } },
  'testimonial-2': { size: 200, bg: C.teal, p: { seed: 'marcus', head: 'short2', face: 'smileBig', skin: '#ae5d29', clothing: '#ffcf77', hairColor: '#2c1b18', facialHair: 'chin' } },
};

export const avatarIds = Object.keys(AVATARS);
export const avatarSize = (id) => AVATARS[id].size;

export function avatar(id) {
  const { size, bg, p } = AVATARS[id];
  const d = new Doc(size, size);
  // Square with a soft radial tint so it also reads well when CSS rounds it.
  d.add(rect(0, 0, size, size, 0, bg), circle(size / 2, size * 0.42, size * 0.46, '#FFFFFF', 'opacity="0.28"'));
  d.add(place(peep(p), size * 0.04, size * 0.08, size * 0.92, size * 0.92));
  return d;
}
