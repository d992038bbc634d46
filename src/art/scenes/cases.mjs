// Case-study heroes (1600x900).
import { C, Doc, rect, circle, r2, isoBox, isoLeft } from '../lib/core.mjs';
import { text } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { backdrop, card, pill, kpi, bars, sparkle, toast } from '../lib/ui.mjs';
import { geoOrthographic, geoGraticule10, geoInterpolate } from 'd3-geo';
import { land, pathFor } from '../lib/geo.mjs';

const W = 1600;
const H = 900;
// Isla Délice's invented identity: warm saffron and terracotta beside Northlime lime.
const SAFFRON = '#F59E0B';
const TERRA = '#C2410C';
const CREAM = '#FFF4E0';

export function islaDelice() {
  const d = new Doc(W, H, { seed: 51 });
  backdrop(d, { glows: [{ x: 500, y: 500, r: 700, color: SAFFRON, o: 0.2 }, { x: 1300, y: 200, r: 520, color: TERRA, o: 0.22 }, { x: 1400, y: 820, r: 460, color: C.lime, o: 0.16 }] });
  // Packaging: two isometric boxes with the new label on their faces.
  const ox = 420;
  const oy = 560;
  const label = (w, h, big) => [rect(0, 0, w, h, 0, CREAM), rect(0, h * 0.62, w, h * 0.38, 0, TERRA), circle(w / 2, h * 0.36, h * 0.2, SAFFRON), text('Isla', w / 2, h * 0.33, h * 0.12, { weight: 800, fill: TERRA, anchor: 'middle' }), text('Délice', w / 2, h * 0.47, h * 0.12, { weight: 800, fill: TERRA, anchor: 'middle' }), text(big, w / 2, h * 0.84, h * 0.085, { weight: 700, fill: CREAM, anchor: 'middle', tracking: 1 })].join('');
  const box = (bx, by, w, dd, h, lbl) => {
    const out = [isoBox(ox, oy, bx, by, 0, w, dd, h, { top: '#FFE8C2', left: CREAM, right: '#F3D9B1' })];
    // Label printed on the front-left face.
    const [lx, ly] = [ox + (bx - (by + dd)) * 0.866, oy + (bx + by + dd) * 0.5 - h];
    out.push(`<g transform="${isoLeft(lx, ly)}">${label(w, h, lbl)}</g>`);
    return out.join('');
  };
  d.add(`<ellipse cx="${ox + 40}" cy="${oy + 190}" rx="330" ry="60" fill="#000" opacity="0.35"/>`);
  // The smaller box sits behind and to the right so both labels stay readable.
  d.add(box(280, -190, 170, 120, 220, 'KOFTA'));
  d.add(box(0, 0, 230, 150, 300, 'SHAWARMA'));
  // Sauce jar.
  const jx = 40;
  const jy = 620;
  d.add(rect(jx, jy, 150, 200, 40, TERRA), rect(jx + 10, jy - 30, 130, 40, 10, C.ink), rect(jx + 16, jy + 60, 118, 90, 10, CREAM), text('Harissa', jx + 75, jy + 100, 20, { weight: 800, fill: TERRA, anchor: 'middle' }), text('MILD', jx + 75, jy + 126, 12, { weight: 700, fill: SAFFRON, anchor: 'middle', tracking: 2 }));
  // Halal badge.
  d.add(`<g filter="url(#${d.shadow(20, 10, 0.5)})">${circle(620, 230, 64, C.lime)}</g>`, circle(620, 230, 52, 'none', `stroke="${C.ink}" stroke-width="2" stroke-dasharray="3 5"`), text('100%', 620, 226, 22, { weight: 800, fill: C.ink, anchor: 'middle' }), text('HALAL', 620, 250, 14, { weight: 800, fill: C.ink, anchor: 'middle', tracking: 2 }));
  // Social posts grid (phone).
  const px = 860;
  const py = 90;
  d.add(card(d, px, py, 330, 620, { r: 40, fill: '#05070F', stroke: '#2A3558' }));
  d.add(rect(px + 12, py + 12, 306, 596, 30, CREAM));
  d.add(circle(px + 50, py + 72, 22, TERRA), text('ID', px + 50, py + 78, 14, { weight: 800, fill: CREAM, anchor: 'middle' }), text('isladelice.uk', px + 84, py + 70, 15, { weight: 700, fill: C.ink }), text('Halal food, made with love', px + 84, py + 89, 11.5, { weight: 500, fill: '#7C5A3A' }));
  const tiles = [[SAFFRON, 'plate'], [TERRA, 'text'], [C.lime, 'play'], [C.ink, 'text2'], ['#FDBA74', 'plate2'], [TERRA, 'play']];
  tiles.forEach(([col, kind], i) => {
    const tx = px + 20 + (i % 2) * 148;
    const ty = py + 120 + Math.floor(i / 2) * 150;
    d.add(rect(tx, ty, 142, 142, 10, col));
    if (kind.startsWith('plate')) d.add(circle(tx + 71, ty + 71, 48, CREAM), circle(tx + 71, ty + 71, 34, kind === 'plate' ? TERRA : C.limeDeep), circle(tx + 60, ty + 62, 8, SAFFRON), circle(tx + 82, ty + 78, 7, C.lime), circle(tx + 72, ty + 86, 6, CREAM));
    if (kind === 'text') d.add(text('NEW', tx + 71, ty + 62, 26, { weight: 800, fill: CREAM, anchor: 'middle' }), text('flavours', tx + 71, ty + 90, 18, { weight: 600, fill: CREAM, anchor: 'middle' }));
    if (kind === 'text2') d.add(text('Ramadan', tx + 71, ty + 66, 20, { weight: 800, fill: SAFFRON, anchor: 'middle' }), text('boxes', tx + 71, ty + 92, 20, { weight: 800, fill: CREAM, anchor: 'middle' }));
    if (kind === 'play') d.add(circle(tx + 71, ty + 71, 26, CREAM, 'opacity="0.95"'), `<path d="M${tx + 63} ${ty + 58}l22 13l-22 13z" fill="${col === C.lime ? C.ink : TERRA}"/>`);
  });
  // Video frames strip.
  d.add(card(d, 1230, 120, 320, 420, { r: 24 }));
  d.add(text('Launch film', 1256, 162, 17, { weight: 700 }), text('3 cuts · 15s / 30s / 60s', 1256, 184, 12.5, { weight: 500, fill: C.muted }));
  for (let i = 0; i < 3; i++) {
    const fy = 204 + i * 104;
    d.add(rect(1256, fy, 268, 92, 10, [SAFFRON, TERRA, '#7C2D12'][i]));
    for (let k = 0; k < 8; k++) d.add(rect(1262 + k * 33, fy + 4, 18, 8, 2, C.ink, 'opacity="0.5"'), rect(1262 + k * 33, fy + 80, 18, 8, 2, C.ink, 'opacity="0.5"'));
    d.add(circle(1300 + i * 40, fy + 50, 22, CREAM, 'opacity="0.9"'), circle(1440, fy + 46, 16, C.lime, 'opacity="0.9"'));
  }
  d.add(circle(1390, 360, 30, C.lime), `<path d="M1381 346l24 14l-24 14z" fill="${C.ink}"/>`);
  // Brand palette swatches.
  d.add(card(d, 1230, 570, 320, 150, { r: 24 }));
  d.add(text('Brand palette', 1256, 610, 15, { weight: 700 }));
  [TERRA, SAFFRON, CREAM, C.lime, C.ink].forEach((col, i) => d.add(circle(1280 + i * 58, 666, 24, col, `stroke="${C.line2}" stroke-width="2"`)));
  d.add(kpi(d, 860, 740, 330, 120, { label: 'Social engagement', value: '+240%', delta: '6 wks', color: C.lime, ic: 'Heart' }));
  d.add(sparkle(760, 120, 14, SAFFRON), sparkle(80, 120, 12, C.lime), sparkle(1560, 800, 12, SAFFRON));
  return d;
}

export function portwaySystems() {
  const d = new Doc(W, H, { seed: 52 });
  backdrop(d, { glows: [{ x: 430, y: 470, r: 640, color: C.teal, o: 0.24 }, { x: 1300, y: 180, r: 520, color: C.lime, o: 0.18 }, { x: 1400, y: 820, r: 460, color: C.violet, o: 0.24 }] });
  // Orthographic globe centred on Europe with flight arcs from London.
  const gx = 430;
  const gy = 470;
  const R = 330;
  const proj = geoOrthographic().scale(R).translate([gx, gy]).rotate([-15, -30]).clipAngle(90);
  const path = pathFor(proj);
  d.add(circle(gx, gy, R + 40, d.radial([[0.8, C.teal, 0.25], [1, C.teal, 0]])));
  d.add(circle(gx, gy, R, d.radial([[0, '#16324A'], [1, '#0D1A33']], { cx: 0.4, cy: 0.35, r: 0.7 })));
  d.add(`<path d="${path(geoGraticule10())}" fill="none" stroke="${C.teal}" stroke-opacity="0.14" stroke-width="1"/>`);
  d.add(`<path d="${path(land(110))}" fill="${C.teal}" fill-opacity="0.35" stroke="${C.teal}" stroke-opacity="0.7" stroke-width="1"/>`);
  const LON = [-0.12, 51.5];
  const dests = [[55.27, 25.2], [-73.9, 40.7], [2.35, 48.85], [12.5, 41.9], [-9.14, 38.72], [28.97, 41.0], [18.07, 59.33]];
  for (const dst of dests) {
    const interp = geoInterpolate(LON, dst);
    const pts = [];
    for (let i = 0; i <= 40; i++) {
      const p = proj(interp(i / 40));
      if (p) pts.push(p);
    }
    // Lift the arc off the surface so routes read as flights, not roads.
    const lifted = pts.map(([x, y], i) => {
      const k = Math.sin((i / (pts.length - 1)) * Math.PI) * 0.12;
      return [gx + (x - gx) * (1 + k), gy + (y - gy) * (1 + k)];
    });
    d.add(`<path d="${lifted.map((p, i) => `${i ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`).join('')}" fill="none" stroke="${C.lime}" stroke-width="2.5" stroke-linecap="round"/>`);
    const end = lifted[lifted.length - 1];
    d.add(circle(end[0], end[1], 5, C.lime), circle(end[0], end[1], 11, C.lime, 'opacity="0.25"'));
  }
  const [lx, ly] = proj(LON);
  d.add(circle(lx, ly, 20, C.lime, 'opacity="0.25"'), circle(lx, ly, 8, C.lime, `stroke="${C.ink}" stroke-width="3"`));
  d.add(`<g transform="translate(${r2(lx + 80)} ${r2(ly - 60)}) rotate(-30)"><path d="M0 -14L4 -4L18 2L18 6L4 3L3 12L7 15L7 17L0 15L-7 17L-7 15L-3 12L-4 3L-18 6L-18 2L-4 -4Z" fill="${C.text}"/></g>`);
  // Booking dashboard.
  const bx = 860;
  d.add(card(d, bx, 90, 650, 470, { r: 26 }));
  d.add(text('Bookings', bx + 30, 140, 20, { weight: 700 }), pill(bx + 500, 116, 'Live', { bg: C.lime, fg: C.ink, size: 12, ic: 'Radio' })[0]);
  const flights = [['LHR', 'DXB', '07:40', 'Confirmed', C.lime], ['LGW', 'JFK', '10:15', 'Confirmed', C.lime], ['MAN', 'IST', '13:05', 'Pending', C.amber]];
  flights.forEach(([a, b, t, st, col], i) => {
    const y = 166 + i * 88;
    d.add(rect(bx + 24, y, 602, 74, 16, C.surface2));
    d.add(text(a, bx + 48, y + 45, 22, { weight: 800 }), `<path d="M${bx + 120} ${y + 38}H${bx + 210}" stroke="${C.muted}" stroke-dasharray="3 5" stroke-width="2"/>`, icon('Plane', bx + 165, y + 38, 18, C.lime), text(b, bx + 226, y + 45, 22, { weight: 800 }));
    d.add(text(t, bx + 330, y + 45, 16, { weight: 600, fill: C.muted }), pill(bx + 470, y + 24, st, { bg: col, fg: col, bgO: 0.16, size: 12 })[0]);
  });
  d.add(bars(bx + 30, 440, 590, 90, [0.3, 0.42, 0.38, 0.55, 0.5, 0.66, 0.6, 0.74, 0.7, 0.86, 0.8, 0.96], { colors: [C.surface3, C.teal], base: true }));
  // Secure cloud.
  const cx = 960;
  const cy = 700;
  d.add(`<g filter="url(#${d.shadow(30, 14, 0.5)})"><path d="M${cx - 110} ${cy + 60}h220a56 56 0 0 0 0 -112a80 80 0 0 0 -150 -20a60 60 0 0 0 -70 132z" fill="${C.surface2}" stroke="${C.teal}" stroke-width="3"/></g>`);
  d.add(`<path d="M${cx} ${cy - 40}l40 14v30c0 28-18 44-40 52c-22-8-40-24-40-52v-30z" fill="${C.lime}"/>`, icon('Lock', cx, cy + 6, 30, C.ink, { stroke: 2.4 }));
  d.add(toast(d, 1130, 610, 380, { ic: 'ShieldCheck', color: C.teal, title: 'PCI-DSS ready cloud', sub: '99.99% uptime · encrypted at rest' }));
  d.add(kpi(d, 1130, 720, 380, 120, { label: 'Online bookings', value: '3.2x', delta: '+220%', color: C.lime, ic: 'TrendingUp' }));
  d.add(sparkle(1550, 60, 14, C.lime), sparkle(60, 80, 12, C.teal));
  return d;
}
