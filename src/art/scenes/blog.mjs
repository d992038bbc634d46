// Blog article heroes (1600x900), one metaphor per article.
import { C, Doc, rect, circle, SKIN, r2, isoTop } from '../lib/core.mjs';
import { text, measure } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { notionist, place } from '../lib/people.mjs';
import { backdrop, browser, phone, card, lines, code, pill, kpi, lineChart, bars, bubble, stars, sparkle, iconTile, connector, toast, glow } from '../lib/ui.mjs';

const W = 1600;
const H = 900;

/** Faint neural-network mesh, seeded, used behind AI-themed pieces. */
function mesh(d, x, y, w, h, n, color, { o = 0.35, link = 150 } = {}) {
  const pts = Array.from({ length: n }, () => [x + d.rand() * w, y + d.rand() * h]);
  const out = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dist = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
      if (dist < link) out.push(`<path d="M${r2(pts[i][0])} ${r2(pts[i][1])}L${r2(pts[j][0])} ${r2(pts[j][1])}" stroke="${color}" stroke-opacity="${r2(o * (1 - dist / link))}" stroke-width="1.2"/>`);
    }
  }
  for (const p of pts) out.push(circle(p[0], p[1], 2 + d.rand() * 2.5, color, `opacity="${r2(o + 0.2)}"`));
  return out.join('');
}

export function aiInApp() {
  const d = new Doc(W, H, { seed: 41 });
  backdrop(d, { glows: [{ x: 800, y: 450, r: 700, color: C.violet, o: 0.28 }, { x: 1300, y: 200, r: 500, color: C.lime, o: 0.2 }, { x: 200, y: 800, r: 500, color: C.teal, o: 0.2 }], pattern: null });
  d.add(mesh(d, 0, 0, W, H, 70, C.violet, { o: 0.3, link: 190 }));
  d.add(phone(d, 640, 70, 360, 760, {
    content: ({ x, y, w }) => {
      const o = [rect(x, y, w, 760, 0, '#0E1428')];
      o.push(text('9:41', x + 32, y + 38, 14, { weight: 600 }));
      o.push(circle(x + 42, y + 92, 20, C.lime), sparkle(x + 42, y + 92, 11, C.ink), text('Aria', x + 72, y + 90, 17, { weight: 700 }), text('Your AI shopping assistant', x + 72, y + 109, 12, { weight: 500, fill: C.muted }));
      const b1 = bubble(d, x + w - 24 - 230, y + 140, 'Find me running shoes for wet trails', { bg: C.surface3, size: 14, maxW: 200, side: 'right', shadow: false });
      o.push(b1.svg.replace('<g ', `<g transform="translate(${r2(230 - b1.w)} 0)" `));
      const b2 = bubble(d, x + 18, y + 236, 'Here are 3 waterproof picks in your size (UK 8):', { bg: C.lime, fg: C.ink, size: 14, maxW: 240, shadow: false, weight: 600 });
      o.push(b2.svg);
      [C.teal, C.amber, C.violet].forEach((col, i) => {
        const cy = y + 330 + i * 104;
        o.push(rect(x + 18, cy, w - 36, 92, 16, C.surface2), rect(x + 30, cy + 12, 68, 68, 12, col, 'opacity="0.9"'), `<path d="M${x + 40} ${cy + 62}q10 -22 30 -18l16 6q6 4 0 10h-46z" fill="${C.ink}" opacity="0.75"/>`, lines(x + 112, cy + 24, [120, 80], { gap: 16, h: 8 }), text(['£89', '£110', '£74'][i], x + 112, cy + 74, 15, { weight: 700 }), pill(x + w - 110, cy + 56, `${[98, 94, 91][i]}% match`, { bg: C.lime, fg: C.lime, bgO: 0.14, size: 11 })[0]);
      });
      o.push(rect(x + 18, y + 660, w - 36, 52, 26, C.surface2), text('Ask anything…', x + 44, y + 691, 14, { weight: 500, fill: C.muted }), circle(x + w - 46, y + 686, 20, C.lime), icon('Mic', x + w - 46, y + 686, 18, C.ink));
      return o.join('');
    },
  }));
  d.add(card(d, 190, 200, 380, 180, { r: 24, fill: C.surface2 }));
  d.add(iconTile(240, 250, 56, 'BrainCircuit', C.violet, { fill: C.violet }), text('Learns preferences', 282, 246, 18, { weight: 700 }), text('On-device personalisation', 282, 270, 13.5, { weight: 500, fill: C.muted }));
  d.add(bars(220, 300, 320, 56, [0.3, 0.5, 0.4, 0.7, 0.55, 0.8, 0.65, 0.95, 0.75, 0.9], { colors: [C.violet, C.lime], base: false }));
  d.add(card(d, 240, 460, 330, 140, { r: 24, fill: C.surface2 }));
  d.add(text('Voice search', 270, 504, 17, { weight: 700 }));
  for (let i = 0; i < 28; i++) {
    const h = 8 + Math.abs(Math.sin(i * 0.7) * Math.cos(i * 0.23)) * 46;
    d.add(rect(270 + i * 10, 556 - h / 2, 5, h, 2.5, i < 18 ? C.lime : C.muted, `opacity="${i < 18 ? 1 : 0.4}"`));
  }
  d.add(card(d, 1060, 230, 360, 150, { r: 24, fill: C.surface2 }));
  d.add(text('Conversion with AI', 1090, 276, 15, { weight: 500, fill: C.muted }), text('+27%', 1090, 330, 40, { weight: 800, fill: C.lime, tracking: -1 }), lineChart(d, 1240, 290, 150, 60, [0.1, 0.3, 0.25, 0.6, 0.9], { color: C.lime, grid: false }));
  d.add(toast(d, 1060, 440, 380, { ic: 'Sparkles', color: C.violet, title: 'Smart reply suggested', sub: 'Resolved without waiting for an agent' }));
  d.add(sparkle(1080, 140, 22, C.lime), sparkle(560, 130, 12, C.violet), sparkle(1480, 640, 14, C.teal), sparkle(140, 700, 10, C.amber));
  return d;
}

export function automatedMarketing() {
  const d = new Doc(W, H, { seed: 42 });
  backdrop(d, { glows: [{ x: 300, y: 300, r: 560, color: C.teal, o: 0.2 }, { x: 1300, y: 640, r: 620, color: C.lime, o: 0.2 }, { x: 800, y: 900, r: 420, color: C.violet, o: 0.22 }], pattern: 'grid' });
  const y0 = 450;
  // Pipeline rail.
  d.add(`<path d="M150 ${y0}H1450" stroke="${C.surface3}" stroke-width="16" stroke-linecap="round"/>`, `<path d="M150 ${y0}H1450" stroke="${C.lime}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`);
  for (let i = 0; i < 9; i++) d.add(circle(220 + i * 140, y0, 7, [C.lime, C.teal, C.violet, C.amber][i % 4]));
  // Stage 1: trigger.
  d.add(card(d, 90, 180, 260, 200, { r: 24 }));
  d.add(iconTile(140, 230, 56, 'Clock', C.teal, { fill: C.teal }), text('Trigger', 182, 226, 17, { weight: 700 }), text('Every Monday 9:00', 182, 248, 13, { weight: 500, fill: C.muted }));
  d.add(rect(116, 290, 208, 64, 14, C.surface2), text('New subscriber', 136, 318, 14, { weight: 600 }), text('or abandoned basket', 136, 338, 12, { weight: 500, fill: C.muted }));
  // Stage 2: AI copy.
  d.add(card(d, 420, 520, 300, 250, { r: 24 }));
  d.add(iconTile(470, 570, 56, 'WandSparkles', C.violet, { fill: C.violet }), text('AI writes the copy', 512, 566, 17, { weight: 700 }), text('On-brand, A/B tested', 512, 588, 13, { weight: 500, fill: C.muted }));
  d.add(rect(446, 620, 248, 120, 14, C.surface2), text('Subject: Your basket misses you', 462, 648, 12.5, { weight: 600, fill: C.lime }), lines(462, 664, [210, 180, 200, 120], { gap: 15, h: 7 }));
  // Stage 3: email sequence.
  [0, 1, 2].forEach((i) => {
    const x = 790 + i * 22;
    const y = 150 + i * 26;
    d.add(card(d, x, y, 280, 180, { r: 20, fill: i === 2 ? C.surface2 : C.surface }));
    d.add(icon('Mail', x + 34, y + 36, 22, [C.muted, C.teal, C.lime][i]), text(['Day 1 · Welcome', 'Day 3 · Tips', 'Day 7 · 10% off'][i], x + 56, y + 42, 14.5, { weight: 600 }));
    d.add(lines(x + 24, y + 70, [220, 180, 200], { gap: 16, h: 8 }));
    if (i === 2) d.add(rect(x + 24, y + 126, 110, 34, 17, C.lime), text('Shop now', x + 79, y + 148, 13, { weight: 700, fill: C.ink, anchor: 'middle' }), pill(x + 160, y + 128, '62% open', { bg: C.lime, fg: C.lime, bgO: 0.14, size: 12 })[0]);
  });
  // Stage 4: social scheduler.
  d.add(card(d, 1120, 520, 380, 280, { r: 24 }));
  d.add(text('Social calendar', 1150, 566, 17, { weight: 700 }), pill(1370, 544, 'Auto', { bg: C.lime, fg: C.ink, size: 12, ic: 'Repeat' })[0]);
  ['M', 'T', 'W', 'T', 'F', 'S', 'S'].forEach((dd, i) => d.add(text(dd, 1168 + i * 46, 604, 12, { weight: 600, fill: C.muted, anchor: 'middle' })));
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 7; c++) {
      const k = (r * 7 + c) % 5;
      const x = 1148 + c * 46;
      const y = 620 + r * 54;
      d.add(rect(x, y, 40, 46, 8, C.surface2));
      if ((r + c) % 2 === 0) d.add(rect(x + 5, y + 6, 30, 12, 4, [C.lime, C.teal, C.violet, C.amber, C.lime][k], 'opacity="0.9"'));
    }
  }
  // Stage 5: results.
  d.add(kpi(d, 1200, 150, 300, 130, { label: 'Revenue from automations', value: '£48.2k', delta: '+54%', color: C.lime, ic: 'TrendingUp' }));
  d.add(kpi(d, 1230, 300, 270, 120, { label: 'Hours saved / month', value: '120', color: C.teal, ic: 'Timer' }));
  d.add(connector(350, 300, 420, 600, { color: C.teal, curve: 'v', dash: '2 8' }), connector(720, 620, 790, 330, { color: C.violet, dash: '2 8' }), connector(1090, 330, 1180, 520, { color: C.lime, curve: 'v', dash: '2 8' }));
  // Gears.
  d.add(gear(620, 250, 60, C.surface3), gear(690, 320, 36, C.lime), icon('Zap', 620, 250, 40, C.lime, { fill: C.lime }));
  d.add(sparkle(1530, 100, 16, C.lime), sparkle(70, 800, 12, C.violet));
  return d;
}

function gear(cx, cy, r, color) {
  const teeth = 10;
  const pts = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.8;
    pts.push(`${r2(cx + rr * Math.cos(a))},${r2(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${color}" stroke-linejoin="round"/>${circle(cx, cy, r * 0.38, C.ink)}`;
}

export function localSeo() {
  const d = new Doc(W, H, { seed: 43 });
  backdrop(d, { pattern: null, glows: [] });
  // Stylised street map across the left two-thirds.
  const mapClip = d.clip('<rect x="0" y="0" width="1600" height="900"/>');
  const m = [`<g clip-path="${mapClip}">`, rect(0, 0, W, H, 0, '#0E1530')];
  m.push(`<path d="M-40 640C240 600 380 720 620 660S980 520 1220 600S1500 700 1660 640" stroke="#1E3A5F" stroke-width="60" fill="none"/>`);
  m.push(rect(120, 120, 220, 160, 26, '#123B36'), rect(760, 120, 180, 120, 26, '#123B36'), circle(460, 820, 90, '#123B36'));
  for (let i = 0; i < 9; i++) m.push(`<path d="M${-100 + i * 190} -20L${60 + i * 190} 940" stroke="#1A2446" stroke-width="${i % 3 === 0 ? 22 : 12}"/>`);
  for (let i = 0; i < 7; i++) m.push(`<path d="M-20 ${40 + i * 140}L1640 ${90 + i * 140}" stroke="#1A2446" stroke-width="${i % 3 === 1 ? 22 : 12}"/>`);
  m.push(`<path d="M-20 380L1640 430" stroke="${C.amber}" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="14 12"/>`);
  m.push('</g>');
  d.add(m.join(''));
  glow(d, 560, 400, 380, C.lime, 0.22);
  // Radius ring around the business.
  d.add(circle(560, 410, 210, C.lime, 'fill-opacity="0.06"'), circle(560, 410, 210, 'none', `stroke="${C.lime}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="6 8"`));
  const pin = (x, y, s, col, inner = 'Store') => `<g filter="url(#${d.shadow(20, 10, 0.5)})"><path d="M${x} ${y}c-${22 * s} -${26 * s} -${34 * s} -${42 * s} -${34 * s} -${62 * s}a${34 * s} ${34 * s} 0 1 1 ${68 * s} 0c0 ${20 * s} -${12 * s} ${36 * s} -${34 * s} ${62 * s}z" fill="${col}"/></g>${circle(x, y - 62 * s, 20 * s, C.ink)}${icon(inner, x, y - 62 * s, 22 * s, col)}`;
  [[300, 250, C.violet, 'Coffee'], [820, 300, C.teal, 'Scissors'], [360, 640, C.amber, 'Utensils'], [760, 620, C.violet, 'ShoppingBag'], [180, 480, C.teal, 'Dumbbell']].forEach(([x, y, col, ic]) => d.add(pin(x, y, 0.62, col, ic)));
  d.add(pin(560, 420, 1.35, C.lime, 'Coffee'));
  d.add(pill(470, 440, '#1 in Local Pack', { bg: C.ink, fg: C.lime, size: 15, ic: 'Trophy', border: C.lime })[0]);
  // High-street shopfront.
  const sx = 1000;
  const sy = 210;
  d.add(`<g filter="url(#${d.shadow(50, 26, 0.55)})">${rect(sx, sy, 520, 470, 16, '#F1E7D8')}</g>`);
  d.add(rect(sx, sy, 520, 100, 16, C.ink), text('Harbour Café', sx + 260, sy + 66, 36, { weight: 800, fill: C.lime, anchor: 'middle', tracking: -0.8 }));
  for (let i = 0; i < 10; i++) d.add(`<path d="M${sx + i * 52} ${sy + 100}h52v46a26 26 0 0 1 -52 0z" fill="${i % 2 ? '#F5F7FA' : C.lime}"/>`);
  d.add(rect(sx + 40, sy + 190, 260, 250, 10, '#1E293B'), rect(sx + 52, sy + 202, 236, 226, 6, '#2A3B5C'));
  d.add(`<path d="M${sx + 60} ${sy + 420}l80 -200l30 0l-70 200z" fill="#fff" opacity="0.08"/>`, circle(sx + 110, sy + 380, 22, C.amber), rect(sx + 150, sy + 360, 40, 42, 6, '#F5F7FA'), rect(sx + 200, sy + 340, 60, 60, 30, C.teal, 'opacity="0.8"'));
  d.add(rect(sx + 340, sy + 190, 140, 250, 10, '#7C4A2D'), circle(sx + 460, sy + 320, 6, C.amber), rect(sx + 356, sy + 210, 108, 90, 6, '#2A3B5C'));
  d.add(rect(sx + 356, sy + 230, 108, 34, 6, C.lime), text('OPEN', sx + 410, sy + 254, 16, { weight: 800, fill: C.ink, anchor: 'middle', tracking: 2 }));
  d.add(rect(sx - 20, sy + 440, 560, 30, 6, '#CBD5E1'));
  d.add(circle(sx - 40, sy + 410, 44, C.limeDeep), circle(sx - 10, sy + 380, 36, '#4D7C0F'), rect(sx - 62, sy + 420, 44, 50, 8, '#7C4A2D'));
  // Search card with the local pack.
  const cx = 70;
  const cy = 60;
  d.add(card(d, cx, cy, 470, 130, { r: 22, fill: C.surface }));
  d.add(rect(cx + 20, cy + 20, 430, 46, 23, C.surface2), icon('Search', cx + 46, cy + 43, 18, C.muted), text('coffee near me', cx + 66, cy + 48, 15, { weight: 500 }), icon('Mic', cx + 424, cy + 43, 18, C.lime));
  d.add(stars(cx + 24, cy + 84, 18, 5), text('4.9 · 312 reviews · Open now', cx + 140, cy + 98, 13.5, { weight: 500, fill: C.muted }));
  d.add(card(d, 1110, 720, 400, 120, { r: 22, fill: C.surface2 }));
  d.add(iconTile(1160, 780, 56, 'Navigation', C.lime, { fill: C.lime }), text('+64% direction requests', 1204, 776, 17, { weight: 700 }), text('from Google Maps this quarter', 1204, 800, 13, { weight: 500, fill: C.muted }));
  return d;
}

export function ampMobile() {
  const d = new Doc(W, H, { seed: 44 });
  backdrop(d, { glows: [{ x: 800, y: 420, r: 640, color: C.lime, o: 0.22 }, { x: 1400, y: 800, r: 480, color: C.teal, o: 0.2 }, { x: 150, y: 120, r: 480, color: C.violet, o: 0.22 }] });
  // Speed streaks.
  for (let i = 0; i < 16; i++) {
    const y = 130 + i * 44;
    const len = 180 + ((i * 97) % 260);
    const x = 200 + ((i * 53) % 240);
    d.add(rect(x, y, len, 6, 3, i % 3 ? C.muted : C.lime, `opacity="${i % 3 ? 0.12 : 0.5}"`));
  }
  d.add(phone(d, 620, 80, 360, 740, {
    content: ({ x, y, w }) => {
      const o = [rect(x, y, w, 760, 0, '#0E1428')];
      o.push(text('9:41', x + 32, y + 38, 14, { weight: 600 }), rect(x + 18, y + 58, w - 36, 6, 3, C.lime));
      o.push(rect(x + 18, y + 84, w - 36, 190, 18, d.linear([[0, C.violet], [1, C.teal]], { x1: 0, y1: 0, x2: 1, y2: 1 })), circle(x + w - 80, y + 140, 34, C.amber, 'opacity="0.9"'), `<path d="M${x + 18} ${y + 250}l90 -90l60 60l40 -40l122 100v4h-312z" fill="${C.ink}" opacity="0.35"/>`);
      o.push(text('Breaking: city marathon', x + 22, y + 314, 19, { weight: 800 }), text('route revealed', x + 22, y + 340, 19, { weight: 800 }), lines(x + 22, y + 362, [290, 270, 300, 200], { gap: 16, h: 8 }));
      o.push(rect(x + 18, y + 440, w - 36, 120, 16, C.surface2), rect(x + 30, y + 452, 96, 96, 12, C.surface3), lines(x + 140, y + 466, [150, 120, 90], { gap: 18, h: 8 }));
      o.push(rect(x + 18, y + 574, w - 36, 120, 16, C.surface2), rect(x + 30, y + 586, 96, 96, 12, C.surface3), lines(x + 140, y + 600, [140, 110, 100], { gap: 18, h: 8 }));
      return o.join('');
    },
  }));
  // Lightning bolt.
  const bolt = 'M60 0L0 110H48L28 200L110 70H62L84 0Z';
  d.add(`<g transform="translate(930 120) scale(1.5)" filter="url(#${d.shadow(40, 18, 0.5)})"><path d="${bolt}" fill="${C.lime}" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/></g>`);
  // Speed gauge.
  const gx = 1250;
  const gy = 470;
  d.add(card(d, gx - 180, gy - 170, 360, 330, { r: 28 }));
  d.add(`<path d="M${gx - 120} ${gy + 40}A130 130 0 0 1 ${gx + 120} ${gy + 40}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="22" stroke-linecap="round"/>`);
  d.add(`<path d="M${gx - 120} ${gy + 40}A130 130 0 0 1 ${gx + 120} ${gy + 40}" fill="none" stroke="${d.linear([[0, C.teal], [1, C.lime]], { x1: 0, y1: 0, x2: 1, y2: 0 })}" stroke-width="22" stroke-linecap="round"/>`);
  d.add(`<path d="M${gx} ${gy + 40}L${gx + 92} ${gy - 40}" stroke="${C.text}" stroke-width="7" stroke-linecap="round"/>`, circle(gx, gy + 40, 14, C.text), circle(gx, gy + 40, 6, C.ink));
  d.add(text('0.8s', gx, gy + 110, 44, { weight: 800, anchor: 'middle', tracking: -1 }), text('Page loaded', gx, gy + 138, 14, { weight: 500, fill: C.muted, anchor: 'middle' }));
  d.add(toast(d, 120, 620, 390, { ic: 'Zap', title: 'Lighthouse performance 99', sub: 'Lightweight, cached, instant' }));
  d.add(kpi(d, 150, 180, 300, 120, { label: 'Bounce rate', value: '-35%', color: C.teal, ic: 'TrendingDown' }));
  d.add(sparkle(1460, 140, 16, C.lime), sparkle(560, 90, 10, C.amber));
  return d;
}

export function ecommerceSeo() {
  const d = new Doc(W, H, { seed: 45 });
  backdrop(d, { glows: [{ x: 500, y: 300, r: 600, color: C.lime, o: 0.18 }, { x: 1300, y: 600, r: 600, color: C.violet, o: 0.26 }] });
  d.add(browser(d, 90, 110, 820, 690, {
    url: 'brightmoorhome.co.uk/lighting',
    content: ({ x, y, w }) => {
      const o = [rect(x, y, w, 660, 0, '#10182C')];
      o.push(circle(x + 40, y + 36, 10, C.amber), text('Brightmoor', x + 58, y + 42, 16, { weight: 700 }));
      o.push(rect(x + 250, y + 18, 330, 38, 19, C.surface2), icon('Search', x + 272, y + 37, 16, C.muted), text('table lamps', x + 290, y + 42, 13, { weight: 500, fill: C.muted }));
      o.push(icon('ShoppingCart', x + w - 44, y + 37, 22, C.text), circle(x + w - 30, y + 24, 9, C.lime), text('3', x + w - 30, y + 28.5, 11, { weight: 800, fill: C.ink, anchor: 'middle' }));
      o.push(text('Table lamps', x + 40, y + 112, 28, { weight: 800, tracking: -0.6 }), text('48 products', x + 40, y + 136, 13, { weight: 500, fill: C.muted }));
      const cols = [C.amber, C.teal, C.violet, C.lime, '#F97316', C.teal];
      for (let i = 0; i < 6; i++) {
        const px = x + 40 + (i % 3) * 250;
        const py = y + 166 + Math.floor(i / 3) * 240;
        o.push(rect(px, py, 230, 150, 14, C.surface2));
        const lx = px + 115;
        o.push(`<path d="M${lx - 40} ${py + 80}h80l-16 -46h-48z" fill="${cols[i]}"/>`, rect(lx - 4, py + 80, 8, 40, 3, C.muted), rect(lx - 30, py + 118, 60, 8, 4, C.muted));
        o.push(lines(px, py + 166, [170, 110], { gap: 16, h: 8 }), text(`£${[49, 65, 38, 72, 55, 44][i]}.00`, px, py + 222, 15, { weight: 700 }), stars(px + 120, py + 209, 14, 5));
      }
      return o.join('');
    },
  }));
  // Search rankings panel.
  d.add(card(d, 980, 150, 520, 430, { r: 26 }));
  d.add(text('Google rankings', 1010, 198, 18, { weight: 700 }), pill(1340, 174, 'Last 6 months', { bg: C.surface2, fg: C.muted, size: 11 })[0]);
  const rows = [['buy table lamp uk', 1, 9], ['bedside lamps', 2, 14], ['brass desk lamp', 1, 22], ['lighting shop online', 3, 31]];
  rows.forEach(([kw, now, was], i) => {
    const y = 226 + i * 84;
    d.add(rect(1004, y, 472, 70, 14, i === 0 ? C.surface3 : C.surface2));
    d.add(circle(1042, y + 35, 22, now === 1 ? C.lime : C.teal), text(`#${now}`, 1042, y + 41, 15, { weight: 800, fill: C.ink, anchor: 'middle' }));
    d.add(text(kw, 1078, y + 32, 15, { weight: 600 }), text(`was #${was}`, 1078, y + 52, 12, { weight: 500, fill: C.muted }));
    d.add(icon('ArrowUp', 1400, y + 35, 18, C.lime, { stroke: 3 }), text(`${was - now}`, 1440, y + 41, 16, { weight: 800, fill: C.lime, anchor: 'middle' }));
  });
  d.add(kpi(d, 1010, 620, 240, 130, { label: 'Organic revenue', value: '+162%', color: C.lime, ic: 'PoundSterling' }));
  d.add(kpi(d, 1270, 620, 230, 130, { label: 'Keywords top 3', value: '214', color: C.violet, ic: 'Search' }));
  d.add(sparkle(940, 100, 14, C.lime), sparkle(60, 850, 10, C.violet));
  return d;
}

export function riseOfAi() {
  const d = new Doc(W, H, { seed: 46 });
  backdrop(d, { glows: [{ x: 1200, y: 200, r: 620, color: C.lime, o: 0.24 }, { x: 300, y: 760, r: 620, color: C.violet, o: 0.28 }], pattern: 'grid' });
  // Trend curve built from network nodes.
  const pts = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    pts.push([140 + t * 1300, 780 - Math.pow(t, 2.2) * 600 - Math.sin(t * 9) * 18]);
  }
  const out = [];
  pts.forEach((p, i) => {
    for (let k = 0; k < 3; k++) {
      const q = [p[0] + (d.rand() - 0.5) * 160, p[1] + 60 + d.rand() * 160];
      out.push(`<path d="M${r2(p[0])} ${r2(p[1])}L${r2(q[0])} ${r2(q[1])}" stroke="${C.violet}" stroke-opacity="0.35" stroke-width="1.4"/>`, circle(q[0], q[1], 3 + d.rand() * 2, C.violet, 'opacity="0.7"'));
    }
    if (i > 1) out.push(`<path d="M${r2(p[0])} ${r2(p[1])}L${r2(pts[i - 2][0])} ${r2(pts[i - 2][1])}" stroke="${C.teal}" stroke-opacity="0.3" stroke-width="1.2"/>`);
  });
  d.add(out.join(''));
  const line = pts.map((p, i) => `${i ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`).join('');
  d.add(`<path d="${line}" fill="none" stroke="${C.lime}" stroke-width="16" stroke-opacity="0.18" stroke-linejoin="round"/>`, `<path d="${line}" fill="none" stroke="${C.lime}" stroke-width="4" stroke-linejoin="round"/>`);
  pts.forEach((p, i) => d.add(circle(p[0], p[1], i % 4 === 0 ? 10 : 6, C.ink, `stroke="${C.lime}" stroke-width="3"`)));
  // AI chip at the peak.
  const [px, py] = pts[16];
  d.add(circle(px, py, 140, d.radial([[0, C.lime, 0.5], [1, C.lime, 0]])));
  d.add(`<g filter="url(#${d.shadow(30, 14, 0.5)})">${rect(px - 60, py - 60, 120, 120, 30, C.lime)}</g>`, rect(px - 44, py - 44, 88, 88, 22, C.ink), text('AI', px, py + 14, 40, { weight: 800, fill: C.lime, anchor: 'middle', tracking: -1 }));
  // Capability cards along the curve.
  [[150, 420, 'Predictive audiences', 'Target', C.teal], [620, 300, 'Content at scale', 'PenTool', C.violet], [800, 440, 'Smart bidding', 'Gauge', C.amber]].forEach(([x, y, l, ic, col]) => {
    const w = measure(l, 16, 700) + 96;
    d.add(card(d, x, y, w, 64, { r: 18, fill: C.surface2 }), iconTile(x + 34, y + 32, 40, ic, col), text(l, x + 66, y + 38, 16, { weight: 700 }));
  });
  d.add(kpi(d, 1140, 560, 320, 130, { label: 'Marketers using AI in 2025', value: '7 in 10', color: C.lime, ic: 'Users' }));
  d.add(sparkle(1520, 420, 14, C.teal), sparkle(700, 140, 12, C.lime));
  return d;
}

export function webTrends() {
  const d = new Doc(W, H, { seed: 47 });
  backdrop(d, { glows: [{ x: 800, y: 460, r: 700, color: C.violet, o: 0.24 }, { x: 1350, y: 180, r: 480, color: C.lime, o: 0.2 }, { x: 200, y: 760, r: 480, color: C.teal, o: 0.2 }] });
  // Giant year set in the corner, editorial style, cropped by the frame.
  d.add(text('2025', 1640, 905, 330, { weight: 800, anchor: 'end', tracking: -12, fill: C.lime, attrs: 'opacity="0.1"' }));
  // Three isometric layers: code, components, interface.
  const layers = [
    { fill: C.surface, draw: (w, h) => code(40, 50, d.rand, 14, { lh: 26, scale: 1.4 }) + rect(0, 0, w, h, 26, 'none', `stroke="${C.teal}" stroke-opacity="0.6" stroke-width="3"`) },
    { fill: C.surface2, draw: (w, h) => [[C.lime, 40, 40, 200, 110], [C.teal, 270, 40, 250, 110], [C.violet, 40, 180, 140, 200], [C.amber, 210, 180, 310, 90], [C.lime, 210, 300, 150, 80]].map(([c, x, y, ww, hh]) => rect(x, y, ww, hh, 16, c, 'fill-opacity="0.2"') + rect(x, y, ww, hh, 16, 'none', `stroke="${c}" stroke-width="3" stroke-dasharray="8 8"`)).join('') + rect(0, 0, w, h, 26, 'none', `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="3"`) },
    { fill: '#10182C', draw: (w, h) => [rect(0, 0, w, 46, 0, C.surface2), circle(26, 23, 7, '#FB7185'), circle(48, 23, 7, C.amber), circle(70, 23, 7, C.lime), text('Build faster.', 40, 130, 44, { weight: 800, tracking: -1.2 }), text('Ship smarter.', 40, 182, 44, { weight: 800, fill: C.lime, tracking: -1.2 }), lines(42, 210, [300, 240], { gap: 18, h: 10 }), rect(40, 262, 160, 52, 26, C.lime), rect(380, 90, 150, 220, 20, d.linear([[0, C.violet], [1, C.teal]])), rect(0, 0, w, h, 26, 'none', `stroke="${C.lime}" stroke-width="3"`)].join('') },
  ];
  const centres = [530, 410, 290];
  layers.forEach((L, i) => {
    const w = 560;
    const h = 420;
    d.add(`<g transform="${isoTop(800, centres[i])}"><g transform="translate(-${w / 2} -${h / 2})"><g filter="url(#${d.shadow(40, 30, 0.55)})">${rect(0, 0, w, h, 26, L.fill)}</g>${L.draw(w, h)}</g></g>`);
  });
  // Floating trend chips.
  [[150, 190, 'AI-assisted coding', 'Sparkles', C.lime], [1230, 170, 'Core Web Vitals', 'Gauge', C.teal], [120, 470, 'Design systems', 'Component', C.violet], [1190, 610, 'Headless commerce', 'Layers', C.amber], [1260, 400, 'Dark mode', 'Moon', C.muted], [230, 700, 'Accessibility first', 'Accessibility', C.teal]].forEach(([x, y, l, ic, col]) => {
    const w = measure(l, 16, 700) + 90;
    d.add(card(d, x, y, w, 60, { r: 30, fill: C.surface2 }), circle(x + 30, y + 30, 18, col), icon(ic, x + 30, y + 30, 18, C.ink, { stroke: 2.4 }), text(l, x + 60, y + 36, 16, { weight: 700 }));
  });
  d.add(sparkle(1480, 120, 16, C.lime), sparkle(110, 80, 10, C.teal));
  return d;
}

export function customApp() {
  const d = new Doc(W, H, { seed: 48 });
  backdrop(d, { glows: [{ x: 1000, y: 420, r: 700, color: C.lime, o: 0.2 }, { x: 260, y: 200, r: 520, color: C.teal, o: 0.22 }, { x: 1450, y: 820, r: 420, color: C.violet, o: 0.24 }] });
  const screen1 = ({ x, y, w }) => [rect(x, y, w, 700, 0, '#0E1428'), text('Bookings', x + 22, y + 80, 22, { weight: 800 }), text('Thursday 14 Aug', x + 22, y + 104, 12.5, { weight: 500, fill: C.muted }),
    ...['09:00', '10:30', '12:00', '14:30', '16:00'].map((t, i) => rect(x + 18, y + 126 + i * 80, w - 36, 68, 14, i === 1 ? C.lime : C.surface2) + text(t, x + 34, y + 156 + i * 80, 14, { weight: 700, fill: i === 1 ? C.ink : C.text }) + lines(x + 100, y + 146 + i * 80, [110, 70], { gap: 16, h: 7, color: i === 1 ? C.ink : C.muted })).flat()].join('');
  const screen2 = ({ x, y, w }) => {
    const o = [rect(x, y, w, 700, 0, '#0E1428'), text('Good morning, Sam', x + 22, y + 80, 19, { weight: 800 }), text('Today at Harbour Café', x + 22, y + 102, 12.5, { weight: 500, fill: C.muted })];
    o.push(rect(x + 18, y + 124, w - 36, 150, 18, C.surface2), text('Sales', x + 36, y + 154, 13, { weight: 500, fill: C.muted }), text('£2,418', x + 36, y + 188, 28, { weight: 800 }), lineChart(d, x + 36, y + 204, w - 72, 54, [0.2, 0.4, 0.3, 0.6, 0.55, 0.9], { color: C.lime, grid: false, width: 3 }));
    o.push(rect(x + 18, y + 290, (w - 46) / 2, 110, 18, C.surface2), text('Orders', x + 34, y + 320, 12.5, { weight: 500, fill: C.muted }), text('186', x + 34, y + 364, 26, { weight: 800, fill: C.teal }));
    o.push(rect(x + 28 + (w - 46) / 2, y + 290, (w - 46) / 2, 110, 18, C.surface2), text('Loyalty', x + 44 + (w - 46) / 2, y + 320, 12.5, { weight: 500, fill: C.muted }), text('+42', x + 44 + (w - 46) / 2, y + 364, 26, { weight: 800, fill: C.violet }));
    o.push(bars(x + 28, y + 430, w - 56, 150, [0.3, 0.5, 0.45, 0.8, 0.6, 0.95, 0.7], { colors: [C.surface3, C.surface3, C.surface3, C.lime] }));
    o.push(rect(x + 18, y + 610, w - 36, 56, 28, C.lime), text('New order', x + w / 2, y + 644, 15, { weight: 700, fill: C.ink, anchor: 'middle' }));
    return o.join('');
  };
  const screen3 = ({ x, y, w }) => {
    const o = [rect(x, y, w, 700, 0, '#0E1428'), text('Loyalty card', x + 22, y + 80, 22, { weight: 800 })];
    o.push(rect(x + 18, y + 104, w - 36, 190, 22, d.linear([[0, C.lime], [1, C.limeDeep]], { x1: 0, y1: 0, x2: 1, y2: 1 })), text('Harbour Café', x + 38, y + 144, 17, { weight: 800, fill: C.ink }));
    for (let i = 0; i < 8; i++) o.push(circle(x + 56 + (i % 4) * 58, y + 190 + Math.floor(i / 4) * 60, 22, i < 6 ? C.ink : 'none', i < 6 ? '' : `stroke="${C.ink}" stroke-width="2.5" stroke-dasharray="4 4"`), i < 6 ? icon('Coffee', x + 56 + (i % 4) * 58, y + 190 + Math.floor(i / 4) * 60, 20, C.lime) : '');
    o.push(text('2 more for a free drink', x + 22, y + 330, 14, { weight: 600, fill: C.lime }), lines(x + 22, y + 352, [240, 200], { gap: 16, h: 8 }));
    o.push(rect(x + 18, y + 410, w - 36, 90, 16, C.surface2), icon('Bell', x + 50, y + 455, 22, C.amber), lines(x + 80, y + 440, [150, 100], { gap: 18, h: 8 }));
    return o.join('');
  };
  d.add(phone(d, 560, 150, 320, 660, { content: screen1, extra: 'transform="rotate(-10 720 480)"' }));
  d.add(phone(d, 1100, 150, 320, 660, { content: screen3, extra: 'transform="rotate(10 1260 480)"' }));
  d.add(phone(d, 830, 90, 340, 700, { content: screen2 }));
  const owner = notionist({ seed: 'owner', hair: 24, lips: 25, brows: 1, eyes: 5, body: 25, skin: SKIN[3], shirt: C.amber, beard: 3, gesture: 'handPhone' });
  d.add(circle(260, 900, 330, d.linear([[0, C.teal], [1, '#0F766E']])));
  d.add(place(owner, -60, 330, 620, 620));
  d.add(toast(d, 70, 120, 360, { ic: 'Smartphone', title: 'Built for your business', sub: 'iOS & Android from one codebase' }));
  d.add(sparkle(1520, 120, 16, C.lime), sparkle(520, 100, 10, C.teal));
  return d;
}
