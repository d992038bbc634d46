// World map (1600x800, transparent): a dot-matrix globe flattened with the
// Natural Earth projection, London HQ in lime and faint client pins.
import { C, Doc, circle, r2 } from '../lib/core.mjs';
import { text, measure } from '../lib/text.mjs';
import { land, onLand } from '../lib/geo.mjs';
import { geoNaturalEarth1, geoInterpolate } from 'd3-geo';

const W = 1600;
const H = 800;
const LONDON = [-0.12, 51.5];
const CLIENTS = [
  ['New York', [-74.0, 40.7]],
  ['Toronto', [-79.4, 43.7]],
  ['Lagos', [3.4, 6.5]],
  ['Dubai', [55.3, 25.2]],
  ['Berlin', [13.4, 52.5]],
  ['Singapore', [103.8, 1.35]],
  ['Sydney', [151.2, -33.9]],
  ['Cape Town', [18.4, -33.9]],
];

export function worldMap() {
  const d = new Doc(W, H);
  const geo = land(110);
  // Fit to the inhabited latitudes (no Antarctica) so land fills the frame.
  const frame = { type: 'MultiPoint', coordinates: Array.from({ length: 73 }, (_, i) => [-180 + i * 5, i % 2 ? -56 : 80]).concat([[-180, 0], [180, 0]]) };
  const proj = geoNaturalEarth1().fitExtent([[20, 24], [W - 20, H - 24]], frame);
  const step = 10;
  const dots = [];
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      const ll = proj.invert([x, y]);
      if (ll && Number.isFinite(ll[0]) && ll[1] > -57 && onLand(ll, geo)) dots.push(`M${r2(x)} ${r2(y)}h0`);
    }
  }
  // One path of zero-length round-capped segments renders thousands of dots cheaply.
  d.add(`<path d="${dots.join('')}" stroke="${C.muted}" stroke-opacity="0.5" stroke-width="4.4" stroke-linecap="round"/>`);
  const [lx, ly] = proj(LONDON);
  for (const [, ll] of CLIENTS) {
    const interp = geoInterpolate(LONDON, ll);
    const pts = Array.from({ length: 41 }, (_, i) => proj(interp(i / 40)));
    // Bow each route upwards so it reads as a connection, not a border.
    const bowed = pts.map(([x, y], i) => [x, y - Math.sin((i / 40) * Math.PI) * Math.min(120, Math.hypot(pts[40][0] - lx, pts[40][1] - ly) * 0.25)]);
    d.add(`<path d="${bowed.map((p, i) => `${i ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`).join('')}" fill="none" stroke="${C.lime}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>`);
    const [x, y] = pts[40];
    d.add(circle(x, y, 14, C.teal, 'opacity="0.16"'), circle(x, y, 6, C.teal, 'opacity="0.75"'));
  }
  // London HQ pin with pulse rings and label.
  d.add(circle(lx, ly, 48, C.lime, 'opacity="0.1"'), circle(lx, ly, 30, C.lime, 'opacity="0.2"'), circle(lx, ly, 11, C.lime, `stroke="${C.ink}" stroke-width="3"`));
  d.add(`<path d="M${r2(lx)} ${r2(ly - 14)}c-12 -14 -20 -24 -20 -36a20 20 0 1 1 40 0c0 12 -8 22 -20 36z" fill="${C.lime}" stroke="${C.ink}" stroke-width="2.5"/>`, circle(lx, ly - 50, 7, C.ink));
  const label = 'London HQ';
  const lw = measure(label, 18, 700) + 32;
  d.add(`<rect x="${r2(lx + 28)}" y="${r2(ly - 84)}" width="${r2(lw)}" height="38" rx="19" fill="${C.ink}" stroke="${C.lime}" stroke-width="2"/>`, text(label, lx + 44, ly - 58.5, 18, { weight: 700, fill: C.lime }));
  return d;
}
