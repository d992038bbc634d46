// About-page banner (1920x820): the Northlime studio at dusk, London outside.
import { C, Doc, rect, circle, SKIN, r2 } from '../lib/core.mjs';
import { text } from '../lib/text.mjs';
import { notionist, place } from '../lib/people.mjs';
import { card, lines, lineChart, bars, donut, glow } from '../lib/ui.mjs';
import { markSvg } from './brand.mjs';

const W = 1920;
const H = 820;

function skyline(d, x, y, w, h) {
  const out = [];
  const sky = d.linear([[0, '#2B1D5C'], [0.55, '#3B2A6B'], [1, '#7C3A5A']]);
  out.push(rect(x, y, w, h, 0, sky));
  out.push(circle(x + w * 0.78, y + h * 0.62, 70, C.amber, 'opacity="0.55"'));
  const base = y + h;
  const sil = '#151C36';
  // Generic blocks first, then the recognisable London landmarks on top.
  for (let i = 0; i < 26; i++) {
    const bw = 30 + ((i * 37) % 50);
    const bh = 60 + ((i * 71) % 140);
    const bx = x + ((i * 83) % w);
    out.push(rect(bx, base - bh, bw, bh, 0, '#1C2447'));
    for (let k = 0; k < 6; k++) if ((i + k) % 3 === 0) out.push(rect(bx + 6 + (k % 2) * 14, base - bh + 14 + Math.floor(k / 2) * 22, 6, 8, 1, C.amber, 'opacity="0.55"'));
  }
  const shard = x + w * 0.62;
  out.push(`<path d="M${shard - 50} ${base}L${shard - 4} ${base - 300}L${shard + 10} ${base - 312}L${shard + 48} ${base}Z" fill="${sil}"/>`);
  out.push(`<path d="M${shard + 4} ${base - 300}L${shard + 30} ${base}" stroke="#2A3560" stroke-width="3"/>`);
  const ben = x + w * 0.22;
  out.push(rect(ben - 18, base - 230, 36, 230, 0, sil), rect(ben - 24, base - 250, 48, 30, 2, sil), `<path d="M${ben - 24} ${base - 250}L${ben} ${base - 310}L${ben + 24} ${base - 250}Z" fill="${sil}"/>`, circle(ben, base - 200, 11, C.amber, 'opacity="0.85"'));
  const eye = x + w * 0.4;
  out.push(circle(eye, base - 120, 110, 'none', `stroke="${sil}" stroke-width="6"`));
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out.push(`<path d="M${eye} ${base - 120}L${r2(eye + 110 * Math.cos(a))} ${r2(base - 120 + 110 * Math.sin(a))}" stroke="${sil}" stroke-width="2"/>`, circle(eye + 110 * Math.cos(a), base - 120 + 110 * Math.sin(a), 7, sil));
  }
  out.push(`<path d="M${eye - 50} ${base}L${eye} ${base - 120}L${eye + 50} ${base}" stroke="${sil}" stroke-width="6" fill="none"/>`);
  const gherkin = x + w * 0.85;
  out.push(`<path d="M${gherkin - 34} ${base}C${gherkin - 44} ${base - 120} ${gherkin - 24} ${base - 200} ${gherkin} ${base - 220}C${gherkin + 24} ${base - 200} ${gherkin + 44} ${base - 120} ${gherkin + 34} ${base}Z" fill="${sil}"/>`);
  const pauls = x + w * 0.08;
  out.push(rect(pauls - 60, base - 90, 120, 90, 0, sil), `<path d="M${pauls - 46} ${base - 90}A46 52 0 0 1 ${pauls + 46} ${base - 90}Z" fill="${sil}"/>`, rect(pauls - 4, base - 164, 8, 26, 2, sil));
  return out.join('');
}

export function agencyStudio() {
  const d = new Doc(W, H, { seed: 61 });
  d.add(rect(0, 0, W, H, 0, d.linear([[0, '#121A33'], [1, '#0B1020']])));
  d.add(`<rect width="${W}" height="${H}" fill="url(#${d.dots(26, 1.3, '#FFFFFF', 0.05)})"/>`);
  // Window with the skyline.
  const wx = 560;
  const wy = 50;
  const ww = 900;
  const wh = 390;
  const clip = d.clip(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="12"/>`);
  d.add(`<g clip-path="${clip}">${skyline(d, wx, wy, ww, wh)}</g>`);
  d.add(rect(wx, wy, ww, wh, 12, 'none', `stroke="#2A3558" stroke-width="14"`), rect(wx + ww / 3 - 5, wy, 10, wh, 0, '#2A3558'), rect(wx + (2 * ww) / 3 - 5, wy, 10, wh, 0, '#2A3558'));
  // Wall screen with a live dashboard (left).
  d.add(card(d, 70, 80, 420, 280, { r: 18, fill: C.surface }));
  d.add(text('Client dashboard', 96, 122, 17, { weight: 700 }), lineChart(d, 96, 150, 250, 150, [0.2, 0.35, 0.3, 0.55, 0.5, 0.7, 0.92], { color: C.lime, width: 3.5 }));
  d.add(donut(420, 210, 38, [{ v: 0.6, color: C.teal }, { v: 0.25, color: C.violet }], { width: 12 }), bars(372, 280, 96, 50, [0.4, 0.7, 0.5, 0.9], { colors: [C.violet, C.lime] }));
  // Neon sign (right wall).
  const neon = d.blur(8);
  d.add(`<g filter="url(#${neon})" opacity="0.9">${markSvg(1560, 120, 1.3)}${text('Northlime', 1660, 180, 48, { weight: 800, fill: C.lime, tracking: -1.4 })}</g>`);
  d.add(markSvg(1560, 120, 1.3), text('Northlime', 1660, 180, 48, { weight: 800, fill: '#E9FFC2', tracking: -1.4 }));
  d.add(text('Design · Build · Grow', 1662, 214, 16, { weight: 600, fill: C.muted, tracking: 2 }));
  // Shelf with plants and books on the right wall.
  d.add(rect(1540, 330, 330, 12, 4, '#2A3558'));
  [[1570, 30, C.violet], [1604, 38, C.teal], [1640, 26, C.amber], [1668, 34, C.coral]].forEach(([x, h, col]) => d.add(rect(x, 330 - h * 2, 26, h * 2, 3, col, 'opacity="0.85"')));
  d.add(rect(1780, 290, 46, 40, 8, '#C2410C'), circle(1790, 270, 22, C.limeDeep), circle(1815, 262, 20, '#4D7C0F'), circle(1803, 246, 18, C.limeDeep));
  // Pendant lamps with light cones.
  for (const lx of [300, 1010, 1680]) {
    d.add(`<path d="M${lx} 0V70" stroke="#3A4670" stroke-width="2"/>`, `<path d="M${lx - 34} 100L${lx - 14} 66H${lx + 14}L${lx + 34} 100Z" fill="${C.lime}"/>`);
    d.add(`<path d="M${lx - 34} 100L${lx - 200} 620H${lx + 200}L${lx + 34} 100Z" fill="${d.linear([[0, C.lime, 0.16], [1, C.lime, 0]])}"/>`);
  }
  // Floor.
  d.add(rect(0, 700, W, 120, 0, '#0A0E1C'));
  // The team behind the long desk.
  const crew = [
    [notionist({ seed: 's1', hair: 53, lips: 14, body: 3, skin: SKIN[4], shirt: C.teal, beard: 12 }), 300, 230, 400, true],
    [notionist({ seed: 's2', hair: 10, lips: 25, body: 14, skin: SKIN[1], shirt: C.violet, glasses: 3 }), 620, 250, 380, false],
    [notionist({ seed: 's3', hair: 18, lips: 23, body: 16, skin: SKIN[0], shirt: C.amber }), 960, 240, 390, true],
    [notionist({ seed: 's4', hair: 62, lips: 3, body: 11, skin: SKIN[2], shirt: C.lime }), 1290, 250, 380, false],
  ];
  for (const [p, x, y, s, flip] of crew) d.add(place(p, x, y, s, s, { flip }));
  // Desk top and front.
  d.add(rect(0, 600, W, 22, 0, '#2A3558'), rect(0, 622, W, 100, 0, '#1B2440'));
  for (let i = 0; i < 8; i++) d.add(rect(40 + i * 250, 640, 180, 6, 3, '#fff', 'opacity="0.04"'));
  // Laptops (backs towards us) and monitors on the desk.
  for (const x of [520, 840, 1160, 1480]) {
    d.add(`<path d="M${x - 90} 600L${x - 80} 510H${x + 80}L${x + 90} 600Z" fill="#CBD5E1"/>`, markSvg(x - 16, 538, 0.5), rect(x - 100, 596, 200, 8, 4, '#94A3B8'));
  }
  d.add(rect(1560, 450, 280, 160, 12, '#05070F'), rect(1568, 458, 264, 140, 8, C.surface), lines(1588, 480, [120, 80], { gap: 16, h: 8 }), bars(1590, 520, 220, 64, [0.3, 0.5, 0.45, 0.8, 0.65, 1], { colors: [C.lime, C.teal] }));
  // Mugs and plant on the desk.
  d.add(rect(660, 560, 34, 40, 6, C.amber), `<path d="M694 568q16 4 0 20" stroke="${C.amber}" stroke-width="5" fill="none"/>`);
  d.add(rect(1870, 540, 40, 60, 8, '#C2410C'), circle(1890, 520, 28, C.limeDeep), circle(1870, 500, 20, '#4D7C0F'), circle(1905, 496, 18, C.limeDeep));
  // Presenter standing in front of the desk, pointing at the wall screen.
  d.add(place(notionist({ seed: 's5', hair: 28, lips: 25, body: 19, skin: SKIN[3], shirt: C.lime, gesture: 'pointLongArm' }), -90, 300, 520, 520));
  glow(d, 960, 820, 600, C.lime, 0.12);
  return d;
}
