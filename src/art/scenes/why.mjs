// "Why choose us" cards (1000x750).
import { C, Doc, rect, circle, SKIN, isoBox, r2, mix } from '../lib/core.mjs';
import { text, measure } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { notionist, place } from '../lib/people.mjs';
import { backdrop, card, lines, pill, kpi, lineChart, donut, stars, sparkle, iconTile, avatarDisc, toast } from '../lib/ui.mjs';

const W = 1000;
const H = 750;

export function dataDriven() {
  const d = new Doc(W, H, { seed: 31 });
  backdrop(d, { glows: [{ x: 200, y: 120, r: 520, color: C.teal, o: 0.22 }, { x: 880, y: 640, r: 520, color: C.lime, o: 0.2 }] });
  d.add(card(d, 60, 70, 880, 600, { r: 26 }));
  // Sidebar.
  d.add(rect(60, 70, 90, 600, 0, C.ink, `opacity="0.5" clip-path="${d.clip('<rect x="60" y="70" width="880" height="600" rx="26"/>')}"`));
  ['LayoutDashboard', 'ChartLine', 'Users', 'Target', 'Settings'].forEach((n, i) => d.add(i === 1 ? rect(83, 113 + i * 64, 44, 44, 12, C.lime, 'opacity="0.16"') : '', icon(n, 105, 135 + i * 64, 20, i === 1 ? C.lime : C.muted)));
  d.add(text('Analytics', 180, 122, 22, { weight: 700 }), pill(760, 98, 'Last 90 days', { bg: C.surface2, fg: C.muted, size: 12, ic: 'Calendar' })[0]);
  [['Sessions', '86.4k', '+24%', C.lime], ['Conversion', '4.7%', '+1.2pt', C.teal], ['Revenue', '£312k', '+31%', C.violet]].forEach(([l, v, dl, col], i) => d.add(kpi(d, 180 + i * 250, 150, 230, 110, { label: l, value: v, delta: dl, color: col, fill: C.surface2, shadow: false })));
  d.add(rect(180, 285, 480, 355, 18, C.surface2));
  d.add(text('Traffic by channel', 204, 322, 15, { weight: 600 }));
  d.add(lineChart(d, 204, 350, 432, 250, [0.2, 0.35, 0.3, 0.5, 0.46, 0.62, 0.58, 0.78, 0.9], { color: C.lime, width: 3.5, last: false }));
  d.add(lineChart(d, 204, 350, 432, 250, [0.12, 0.2, 0.26, 0.24, 0.36, 0.34, 0.44, 0.5, 0.56], { color: C.teal, width: 3, area: false, grid: false, last: false }));
  d.add(rect(680, 285, 230, 355, 18, C.surface2));
  d.add(text('Lead sources', 704, 322, 15, { weight: 600 }));
  d.add(donut(795, 430, 62, [{ v: 0.42, color: C.lime }, { v: 0.26, color: C.teal }, { v: 0.2, color: C.violet }, { v: 0.12, color: C.amber }], { width: 18 }));
  d.add(text('42%', 795, 438, 22, { weight: 800, anchor: 'middle' }));
  [['Organic', C.lime], ['Paid', C.teal], ['Social', C.violet], ['Email', C.amber]].forEach(([l, col], i) => d.add(circle(712, 533 + i * 26, 5, col), text(l, 724, 538 + i * 26, 12.5, { weight: 500, fill: C.muted })));
  // Magnifier over the chart's key insight.
  const mx = 560;
  const my = 420;
  d.add(`<g filter="url(#${d.shadow(30, 14, 0.55)})"><path d="M${mx + 58} ${my + 58}L${mx + 120} ${my + 120}" stroke="${C.lime}" stroke-width="22" stroke-linecap="round"/>${circle(mx, my, 84, C.ink, 'fill-opacity="0.85"')}${circle(mx, my, 84, 'none', `stroke="${C.lime}" stroke-width="12"`)}</g>`);
  d.add(lineChart(d, mx - 64, my - 50, 128, 90, [0.15, 0.4, 0.35, 0.8, 0.95], { color: C.lime, width: 5, grid: false }));
  d.add(pill(mx - 46, my + 36, '+38%', { bg: C.lime, fg: C.ink, size: 13, ic: 'TrendingUp' })[0]);
  d.add(sparkle(950, 60, 14, C.lime), sparkle(40, 700, 10, C.teal));
  return d;
}

export function provenSuccess() {
  const d = new Doc(W, H, { seed: 32 });
  backdrop(d, { glows: [{ x: 780, y: 220, r: 520, color: C.amber, o: 0.2 }, { x: 160, y: 620, r: 520, color: C.lime, o: 0.2 }] });
  const cases = [
    ['Brightmoor Home', 'Ecommerce rebuild', '+38%', 'checkout conversion', C.lime, 'ShoppingBag'],
    ['Calderbrook Lettings', '24/7 support + AI triage', '-86%', 'response time', C.teal, 'Headset'],
    ['Portway Systems', 'Travel booking platform', '3.2x', 'online bookings', C.violet, 'Plane'],
  ];
  cases.forEach(([name, sub, big, label, col, ic], i) => {
    const x = 60 + i * 26;
    const y = 90 + i * 190;
    d.add(card(d, x, y, 560, 168, { r: 24, fill: i === 2 ? C.surface2 : C.surface }));
    d.add(iconTile(x + 56, y + 58, 60, ic, col, { fill: col }));
    d.add(text(name, x + 100, y + 52, 18, { weight: 700 }), text(sub, x + 100, y + 76, 13.5, { weight: 500, fill: C.muted }));
    d.add(text(big, x + 30, y + 140, 40, { weight: 800, fill: col, tracking: -1 }), text(label, x + 30 + measure(big, 40, 800, -1) + 12, y + 138, 15, { weight: 500, fill: C.text }));
    d.add(lineChart(d, x + 380, y + 96, 150, 50, i === 1 ? [0.95, 0.7, 0.5, 0.3, 0.12] : [0.1, 0.3, 0.35, 0.7, 0.95], { color: col, width: 3, grid: false, areaO: 0.25 }));
  });
  // Award rosette.
  const ax = 800;
  const ay = 300;
  d.add(`<path d="M${ax - 60} ${ay + 60}L${ax - 96} ${ay + 220}L${ax - 50} ${ay + 196}L${ax - 26} ${ay + 240}L${ax} ${ay + 90}Z" fill="${C.limeDeep}"/><path d="M${ax + 60} ${ay + 60}L${ax + 96} ${ay + 220}L${ax + 50} ${ay + 196}L${ax + 26} ${ay + 240}L${ax} ${ay + 90}Z" fill="${C.limeDeep}"/>`);
  const petals = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const r = i % 2 ? 118 : 132;
    petals.push(`${r2(ax + r * Math.cos(a))},${r2(ay + r * Math.sin(a))}`);
  }
  d.add(`<g filter="url(#${d.shadow(40, 18, 0.55)})"><polygon points="${petals.join(' ')}" fill="${C.lime}" stroke-linejoin="round"/></g>`);
  d.add(circle(ax, ay, 96, C.ink), circle(ax, ay, 84, 'none', `stroke="${C.lime}" stroke-width="2" stroke-dasharray="3 6"`));
  d.add(text('10+', ax, ay - 2, 46, { weight: 800, fill: C.lime, anchor: 'middle', tracking: -1.5 }), text('YEARS OF', ax, ay + 30, 13, { weight: 700, anchor: 'middle', tracking: 2 }), text('RESULTS', ax, ay + 48, 13, { weight: 700, anchor: 'middle', tracking: 2 }));
  d.add(card(d, 660, 590, 290, 100, { r: 20, fill: C.surface2 }));
  d.add(stars(684, 614, 22, 5), text('4.9', 908, 632, 20, { weight: 800, anchor: 'end' }), text('from 200+ client reviews', 684, 670, 14, { weight: 500, fill: C.muted }));
  d.add(sparkle(930, 120, 16, C.amber), sparkle(660, 120, 10, C.lime), sparkle(950, 480, 9, C.teal));
  return d;
}

export function customStrategies() {
  const d = new Doc(W, H, { seed: 33 });
  backdrop(d, { glows: [{ x: 820, y: 160, r: 500, color: C.violet, o: 0.26 }, { x: 200, y: 640, r: 520, color: C.lime, o: 0.18 }], pattern: 'grid' });
  // Winding roadmap from discovery to the target.
  const dd = `M110 620C220 640 340 600 370 500S250 400 290 320S470 220 560 250S680 200 720 150`;
  d.add(`<path d="${dd}" fill="none" stroke="${C.surface3}" stroke-width="30" stroke-linecap="round"/>`, `<path d="${dd}" fill="none" stroke="${C.lime}" stroke-width="3" stroke-dasharray="10 12" stroke-linecap="round"/>`);
  const stops = [[110, 620, 'Discover', 'Search', C.teal], [368, 505, 'Plan', 'Compass', C.violet], [292, 318, 'Build', 'Puzzle', C.amber], [560, 250, 'Grow', 'TrendingUp', C.lime]];
  stops.forEach(([x, y, l, ic, col], i) => {
    d.add(`<g filter="url(#${d.shadow(20, 8, 0.5)})">${circle(x, y, 30, col)}</g>`, icon(ic, x, y, 26, C.ink, { stroke: 2.4 }));
    const [ps, pw] = pill(0, 0, `${i + 1}. ${l}`, { bg: C.surface2, fg: C.text, size: 13, border: C.line2 });
    // The "Plan" label sits left of its node so it never collides with the strategist.
    d.add(`<g transform="translate(${i === 1 ? x - 40 - pw : x + 40} ${y - 14})">${ps}</g>`);
  });
  // Target.
  const tx = 780;
  const ty = 170;
  [[86, C.surface2], [66, C.lime], [46, C.surface2], [26, C.lime]].forEach(([r, col]) => d.add(circle(tx, ty, r, col)));
  d.add(`<path d="M${tx} ${ty}L${tx + 120} ${ty - 90}" stroke="${C.text}" stroke-width="6" stroke-linecap="round"/><path d="M${tx + 120} ${ty - 90}l10 -28l18 22z" fill="${C.amber}"/><path d="M${tx + 104} ${ty - 78}l-4 -26M${tx + 104} ${ty - 78}l24 -6" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>`);
  // Strategy brief card.
  d.add(card(d, 600, 360, 340, 300, { r: 24 }));
  d.add(text('Your growth plan', 628, 404, 18, { weight: 700 }), text('Tailored for Harbour Café', 628, 428, 13, { weight: 500, fill: C.muted }));
  [['Local SEO', 0.9, C.lime], ['Social ads', 0.7, C.teal], ['Email flows', 0.55, C.violet], ['Loyalty app', 0.4, C.amber]].forEach(([l, v, col], i) => {
    const y = 466 + i * 46;
    d.add(text(l, 628, y, 13.5, { weight: 500 }), rect(628, y + 10, 280, 10, 5, '#fff', 'opacity="0.07"'), rect(628, y + 10, 280 * v, 10, 5, col));
  });
  const p = notionist({ seed: 'strat', hair: 35, lips: 23, brows: 1, eyes: 5, body: 5, skin: SKIN[1], shirt: C.violet, glasses: 11, gesture: 'point' });
  d.add(place(p, 330, 420, 340, 340));
  d.add(sparkle(60, 80, 12, C.lime), sparkle(950, 700, 10, C.violet));
  return d;
}

export function certifiedExperts() {
  const d = new Doc(W, H, { seed: 34 });
  backdrop(d, { glows: [{ x: 500, y: 300, r: 560, color: C.lime, o: 0.16 }, { x: 900, y: 700, r: 460, color: C.teal, o: 0.2 }, { x: 80, y: 80, r: 420, color: C.violet, o: 0.22 }] });
  // Certificate.
  const cx = 90;
  const cy = 110;
  d.add(`<g transform="rotate(-4 ${cx + 280} ${cy + 200})">${card(d, cx, cy, 560, 400, { r: 18, fill: '#F5F7FA', stroke: 'none' })}${rect(cx + 16, cy + 16, 528, 368, 10, 'none', `stroke="${C.limeDeep}" stroke-width="2" stroke-dasharray="2 5"`)}${text('CERTIFICATE', cx + 280, cy + 84, 30, { weight: 800, fill: C.ink, anchor: 'middle', tracking: 6 })}${text('of professional excellence', cx + 280, cy + 114, 15, { weight: 500, fill: '#475569', anchor: 'middle' })}${rect(cx + 150, cy + 170, 260, 3, 1.5, C.ink, 'opacity="0.8"')}${text('Northlime Digital team', cx + 280, cy + 160, 20, { weight: 700, fill: C.ink, anchor: 'middle' })}${lines(cx + 130, cy + 200, [300, 240], { color: '#94A3B8', o: 0.7, gap: 16 })}${rect(cx + 60, cy + 320, 140, 2, 1, '#94A3B8')}${rect(cx + 360, cy + 320, 140, 2, 1, '#94A3B8')}${`<path d="M${cx + 80} ${cy + 312}c14-22 24 6 38-10s20-4 34-14" stroke="${C.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`}</g>`);
  // Seal.
  const sx = 560;
  const sy = 470;
  d.add(`<path d="M${sx - 30} ${sy + 40}L${sx - 50} ${sy + 130}L${sx - 20} ${sy + 116}L${sx - 6} ${sy + 142}L${sx + 10} ${sy + 50}Z" fill="${C.limeDeep}"/><path d="M${sx + 30} ${sy + 40}L${sx + 50} ${sy + 130}L${sx + 20} ${sy + 116}L${sx + 6} ${sy + 142}L${sx - 10} ${sy + 50}Z" fill="${C.limeDeep}"/>`);
  const pet = [];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    const r = i % 2 ? 66 : 74;
    pet.push(`${r2(sx + r * Math.cos(a))},${r2(sy + r * Math.sin(a))}`);
  }
  d.add(`<g filter="url(#${d.shadow(24, 10, 0.5)})"><polygon points="${pet.join(' ')}" fill="${C.lime}"/></g>`, circle(sx, sy, 52, 'none', `stroke="${C.ink}" stroke-width="3"`), icon('BadgeCheck', sx, sy, 58, C.ink, { stroke: 2 }));
  // Expert badges.
  const experts = [
    [notionist({ seed: 'e1', hair: 58, lips: 14, skin: SKIN[3], shirt: C.teal }), 'Cloud architect', C.teal],
    [notionist({ seed: 'e2', hair: 13, lips: 3, skin: SKIN[0], shirt: C.amber, glasses: 8 }), 'Analytics lead', C.amber],
    [notionist({ seed: 'e3', hair: 2, lips: 25, skin: SKIN[2], shirt: C.violet }), 'UX specialist', C.violet],
  ];
  experts.forEach(([p, role, col], i) => {
    const x = 690;
    const y = 100 + i * 130;
    d.add(card(d, x, y, 260, 104, { r: 22, fill: C.surface2 }));
    d.add(avatarDisc(d, p, x + 52, y + 52, 34, { bg: col, ring: C.surface2 }));
    d.add(circle(x + 78, y + 78, 12, C.lime, `stroke="${C.surface2}" stroke-width="3"`), icon('Check', x + 78, y + 78, 13, C.ink, { stroke: 3.2 }));
    d.add(text(role, x + 102, y + 48, 15, { weight: 700 }), text('Certified', x + 102, y + 70, 12.5, { weight: 500, fill: C.lime }));
  });
  d.add(toast(d, 690, 520, 260, { ic: 'GraduationCap', color: C.amber, title: '40+ certifications', sub: 'Kept current every year' }));
  d.add(sparkle(70, 660, 12, C.lime), sparkle(640, 80, 10, C.amber));
  return d;
}

export function guaranteedGrowth() {
  const d = new Doc(W, H, { seed: 35 });
  backdrop(d, { glows: [{ x: 520, y: 360, r: 560, color: C.lime, o: 0.22 }, { x: 900, y: 80, r: 420, color: C.teal, o: 0.18 }, { x: 100, y: 700, r: 420, color: C.violet, o: 0.22 }] });
  // Isometric rising columns.
  const ox = 420;
  const oy = 470;
  d.add(`<polygon points="${[[-30, -30], [330, -30], [330, 110], [-30, 110]].map(([x, y]) => { const px = ox + (x - y) * 0.866; const py = oy + (x + y) * 0.5; return `${r2(px)},${r2(py)}`; }).join(' ')}" fill="${C.surface}" stroke="${C.line2}"/>`);
  const hs = [60, 100, 150, 210, 300];
  hs.forEach((h, i) => {
    const col = i === hs.length - 1 ? C.lime : mix(C.surface3, C.teal, i * 0.18);
    d.add(isoBox(ox, oy, i * 62, 10, 0, 44, 60, h, { top: i === 4 ? '#D9FF8A' : mix(col, '#ffffff', 0.18), left: col, right: mix(col, '#000000', 0.3) }));
  });
  // Sprout growing from the tallest column.
  const [sx, sy] = [ox + (4 * 62 + 22 - 40) * 0.866, oy + (4 * 62 + 22 + 40) * 0.5 - 300];
  d.add(`<path d="M${r2(sx)} ${r2(sy)}C${r2(sx - 4)} ${r2(sy - 40)} ${r2(sx + 6)} ${r2(sy - 70)} ${r2(sx)} ${r2(sy - 110)}" stroke="${C.limeDeep}" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  d.add(`<path d="M${r2(sx)} ${r2(sy - 60)}C${r2(sx - 70)} ${r2(sy - 60)} ${r2(sx - 90)} ${r2(sy - 110)} ${r2(sx - 96)} ${r2(sy - 130)}C${r2(sx - 40)} ${r2(sy - 134)} ${r2(sx - 6)} ${r2(sy - 100)} ${r2(sx)} ${r2(sy - 60)}Z" fill="${C.lime}"/>`);
  d.add(`<path d="M${r2(sx)} ${r2(sy - 92)}C${r2(sx + 60)} ${r2(sy - 92)} ${r2(sx + 84)} ${r2(sy - 136)} ${r2(sx + 88)} ${r2(sy - 160)}C${r2(sx + 36)} ${r2(sy - 160)} ${r2(sx + 4)} ${r2(sy - 130)} ${r2(sx)} ${r2(sy - 92)}Z" fill="#8BD420"/>`);
  // Growth arrow.
  d.add(`<path d="M120 560C260 520 360 420 470 380S640 250 700 160" fill="none" stroke="${C.lime}" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 14" opacity="0.8"/>`);
  d.add(`<path d="M682 150l40-20l-6 44z" fill="${C.lime}"/>`);
  // Guarantee shield.
  d.add(`<g filter="url(#${d.shadow(30, 14, 0.55)})"><path d="M140 120l90-34l90 34v70c0 62-42 104-90 122c-48-18-90-60-90-122z" fill="${C.surface2}" stroke="${C.lime}" stroke-width="4"/></g>`);
  d.add(icon('Check', 230, 190, 64, C.lime, { stroke: 3 }), text('GROWTH', 230, 262, 14, { weight: 800, anchor: 'middle', tracking: 2.4 }), text('GUARANTEED', 230, 282, 11, { weight: 700, anchor: 'middle', tracking: 2, fill: C.muted }));
  d.add(kpi(d, 700, 420, 250, 116, { label: 'Organic traffic', value: '+186%', color: C.lime, ic: 'TrendingUp' }));
  d.add(kpi(d, 700, 560, 250, 116, { label: 'Monthly enquiries', value: '3.4x', color: C.teal, ic: 'Mail' }));
  d.add(sparkle(800, 250, 16, C.lime), sparkle(880, 330, 9, C.amber), sparkle(90, 420, 10, C.teal));
  return d;
}
