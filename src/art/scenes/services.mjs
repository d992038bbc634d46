// Service cards (1200x900): one clear metaphor per service.
import { C, Doc, rect, circle, SKIN, r2 } from '../lib/core.mjs';
import { text } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { notionist, place } from '../lib/people.mjs';
import { backdrop, browser, phone, card, lines, code, pill, kpi, lineChart, bubble, stars, sparkle, iconTile, connector, toast, avatarDisc } from '../lib/ui.mjs';

const W = 1200;
const H = 900;

export function webAppDevelopment() {
  const d = new Doc(W, H, { seed: 21 });
  backdrop(d, { glows: [{ x: 300, y: 200, r: 620, color: C.violet, o: 0.26 }, { x: 1000, y: 760, r: 600, color: C.lime, o: 0.2 }] });
  // Code editor window.
  d.add(browser(d, 70, 110, 640, 520, {
    url: 'src/components/Checkout.tsx',
    content: ({ x, y, h }) => {
      const o = [rect(x, y, 160, h, 0, C.ink, 'opacity="0.6"')];
      ['components', 'Checkout.tsx', 'Basket.tsx', 'hooks', 'api', 'styles'].forEach((f, i) => {
        const active = i === 1;
        if (active) o.push(rect(x + 8, y + 18 + i * 30, 144, 26, 7, C.lime, 'opacity="0.14"'));
        o.push(icon(i === 0 || i === 3 || i === 4 ? 'Folder' : 'FileCode', x + 26, y + 31 + i * 30, 14, active ? C.lime : C.muted), text(f, x + 42, y + 36 + i * 30, 12.5, { weight: 500, fill: active ? C.lime : C.muted }));
      });
      o.push(code(x + 184, y + 26, d.rand, 17, { lh: 25 }));
      return o.join('');
    },
  }));
  // Live preview phone.
  d.add(phone(d, 800, 170, 290, 590, {
    content: ({ x, y, w }) => [
      rect(x, y, w, 600, 0, '#10182C'),
      text('9:41', x + 28, y + 34, 13, { weight: 600 }),
      text('Your basket', x + 22, y + 86, 22, { weight: 700 }),
      ...[0, 1, 2].map((i) => [rect(x + 18, y + 106 + i * 88, w - 36, 76, 16, C.surface2), rect(x + 30, y + 118 + i * 88, 52, 52, 12, [C.amber, C.teal, C.violet][i], 'opacity="0.85"'), lines(x + 96, y + 126 + i * 88, [100, 60], { gap: 16, h: 8 }), text(['£24.00', '£18.50', '£42.00'][i], x + w - 30, y + 164 + i * 88, 13, { weight: 700, anchor: 'end' })].join('')),
      rect(x + 18, y + 388, w - 36, 1, 0, C.line2),
      text('Total', x + 22, y + 424, 15, { weight: 500, fill: C.muted }),
      text('£84.50', x + w - 22, y + 424, 18, { weight: 800, anchor: 'end' }),
      rect(x + 18, y + 450, w - 36, 54, 27, C.lime),
      text('Pay securely', x + w / 2, y + 483, 16, { weight: 700, fill: C.ink, anchor: 'middle' }),
    ].join(''),
  }));
  // Component chips, tech-stack tiles and a deploy toast.
  d.add(card(d, 110, 670, 560, 150, { r: 22, fill: C.surface2 }));
  d.add(text('Components', 140, 712, 15, { weight: 600, fill: C.muted }));
  [['Button', C.lime], ['Card', C.teal], ['Form', C.violet], ['Modal', C.amber]].forEach(([n, col], i) => {
    const x = 140 + i * 128;
    d.add(rect(x, 735, 112, 56, 14, col, 'fill-opacity="0.14"'), rect(x, 735, 112, 56, 14, 'none', `stroke="${col}" stroke-opacity="0.5" stroke-dasharray="4 4"`), text(n, x + 56, 769, 14, { weight: 600, fill: col, anchor: 'middle' }));
  });
  d.add(toast(d, 620, 40, 300, { ic: 'Check', title: 'Deployed to production', sub: 'Build 2.4.0 · 38s' }));
  d.add(`<g opacity="0.9">${connector(670, 560, 800, 520, { color: C.lime, dash: '2 8', width: 3 })}</g>`);
  d.add(sparkle(1130, 120, 14, C.lime), sparkle(60, 700, 10, C.violet));
  return d;
}

export function aiAutomation() {
  const d = new Doc(W, H, { seed: 22 });
  backdrop(d, { glows: [{ x: 600, y: 450, r: 620, color: C.lime, o: 0.2 }, { x: 120, y: 120, r: 420, color: C.teal, o: 0.2 }, { x: 1100, y: 820, r: 460, color: C.violet, o: 0.26 }], pattern: 'grid' });
  const cx = 600;
  const cy = 450;
  // Orbits around the AI core.
  for (const [r, o] of [[170, 0.25], [300, 0.14], [420, 0.08]]) d.add(circle(cx, cy, r, 'none', `stroke="${C.lime}" stroke-opacity="${o}" stroke-width="1.5" stroke-dasharray="3 9"`));
  const nodes = [
    { x: 190, y: 200, ic: 'Mail', label: 'New enquiry', col: C.teal },
    { x: 190, y: 700, ic: 'FileText', label: 'Invoice in', col: C.amber },
    { x: 1010, y: 200, ic: 'Database', label: 'CRM updated', col: C.violet },
    { x: 1010, y: 700, ic: 'MessageCircle', label: 'Reply sent', col: C.lime },
    { x: 600, y: 110, ic: 'Calendar', label: 'Meeting booked', col: C.teal },
    { x: 600, y: 800, ic: 'Bell', label: 'Team notified', col: C.amber },
  ];
  for (const n of nodes) d.add(`<path d="M${cx} ${cy}L${n.x} ${n.y}" stroke="${n.col}" stroke-opacity="0.55" stroke-width="2.5" stroke-dasharray="1 10" stroke-linecap="round"/>`);
  // Data packets travelling along the links.
  nodes.forEach((n, i) => {
    const t = 0.35 + (i % 3) * 0.15;
    d.add(circle(cx + (n.x - cx) * t, cy + (n.y - cy) * t, 6, n.col), circle(cx + (n.x - cx) * t, cy + (n.y - cy) * t, 13, n.col, 'opacity="0.2"'));
  });
  for (const n of nodes) {
    const w = 230;
    d.add(card(d, n.x - w / 2, n.y - 36, w, 72, { r: 18, fill: C.surface2 }));
    d.add(iconTile(n.x - w / 2 + 38, n.y, 44, n.ic, n.col));
    d.add(text(n.label, n.x - w / 2 + 72, n.y - 2, 15, { weight: 600 }), text('Automated', n.x - w / 2 + 72, n.y + 18, 12, { weight: 500, fill: C.muted }));
    d.add(circle(n.x + w / 2 - 22, n.y, 9, C.lime, 'opacity="0.9"'), icon('Check', n.x + w / 2 - 22, n.y, 11, C.ink, { stroke: 3.2 }));
  }
  // The AI core chip.
  d.add(circle(cx, cy, 150, d.radial([[0, C.lime, 0.45], [1, C.lime, 0]])));
  d.add(`<g filter="url(#${d.shadow(40, 20, 0.6)})">${rect(cx - 95, cy - 95, 190, 190, 44, d.linear([[0, '#D4FF6A'], [1, C.limeDeep]], { x1: 0, y1: 0, x2: 1, y2: 1 }))}</g>`);
  for (let i = 0; i < 4; i++) {
    const o = -54 + i * 36;
    d.add(rect(cx + o - 4, cy - 115, 8, 20, 4, C.lime), rect(cx + o - 4, cy + 95, 8, 20, 4, C.lime), rect(cx - 115, cy + o - 4, 20, 8, 4, C.lime), rect(cx + 95, cy + o - 4, 20, 8, 4, C.lime));
  }
  d.add(rect(cx - 70, cy - 70, 140, 140, 30, C.ink, 'opacity="0.92"'));
  d.add(sparkle(cx - 8, cy - 6, 34, C.lime), sparkle(cx + 32, cy - 36, 13, C.lime), sparkle(cx + 30, cy + 30, 9, C.teal));
  d.add(pill(cx - 74, cy + 130, 'Workflow running', { bg: C.ink, fg: C.lime, size: 14, ic: 'Zap', border: C.lime })[0]);
  return d;
}

export function digitalMarketing() {
  const d = new Doc(W, H, { seed: 23 });
  backdrop(d, { glows: [{ x: 900, y: 200, r: 560, color: C.amber, o: 0.18 }, { x: 200, y: 700, r: 600, color: C.lime, o: 0.2 }, { x: 700, y: 880, r: 400, color: C.violet, o: 0.22 }] });
  // Social post.
  const px = 90;
  const py = 120;
  d.add(card(d, px, py, 400, 560, { r: 26 }));
  const pp = notionist({ seed: 'mk1', hair: 41, lips: 25, skin: SKIN[1], shirt: C.lime });
  d.add(avatarDisc(d, pp, px + 42, py + 44, 22, { bg: C.amber, ring: C.surface }));
  d.add(text('Harbour Café', px + 76, py + 40, 15, { weight: 700 }), text('Sponsored', px + 76, py + 59, 12, { weight: 500, fill: C.muted }));
  d.add(rect(px + 20, py + 88, 360, 300, 18, d.linear([[0, C.amber], [1, '#F97316']], { x1: 0, y1: 0, x2: 1, y2: 1 })));
  d.add(circle(px + 200, py + 250, 90, '#fff', 'opacity="0.92"'), circle(px + 200, py + 250, 64, '#7C2D12', 'opacity="0.85"'), `<path d="M${px + 168} ${py + 240}q32 -40 64 0" stroke="#FDE68A" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  d.add(rect(px + 280, py + 150, 40, 60, 8, '#fff', 'opacity="0.9"'), `<path d="M${px + 320} ${py + 165}q22 4 0 30" stroke="#fff" stroke-width="6" fill="none" opacity="0.9"/>`);
  d.add(text('2-for-1 flat whites', px + 40, py + 360, 22, { weight: 800, fill: C.ink }));
  d.add(icon('Heart', px + 40, py + 418, 24, C.coral, { fill: C.coral }), text('2.4k', px + 58, py + 426, 14, { weight: 600 }), icon('MessageCircle', px + 126, py + 418, 22, C.text), text('318', px + 144, py + 426, 14, { weight: 600 }), icon('Share2', px + 206, py + 418, 22, C.text), icon('Bookmark', px + 360, py + 418, 22, C.text));
  d.add(lines(px + 24, py + 456, [330, 280, 180], { gap: 18, h: 8 }));
  // Campaign performance.
  d.add(card(d, 560, 90, 560, 330, { r: 26 }));
  d.add(text('Campaign performance', 590, 138, 17, { weight: 700 }), pill(950, 114, 'Live', { bg: C.lime, fg: C.ink, size: 12, ic: 'Radio' })[0]);
  d.add(lineChart(d, 590, 180, 500, 150, [0.2, 0.3, 0.26, 0.44, 0.4, 0.6, 0.72, 0.7, 0.9], { color: C.lime, width: 3.5 }));
  d.add(lineChart(d, 590, 180, 500, 150, [0.1, 0.14, 0.2, 0.18, 0.3, 0.28, 0.38, 0.46, 0.5], { color: C.violet, width: 3, area: false, last: false, grid: false }));
  [['Clicks', C.lime], ['Conversions', C.violet]].forEach(([l, col], i) => d.add(circle(600 + i * 110, 372, 5, col), text(l, 612 + i * 110, 377, 12.5, { weight: 500, fill: C.muted })));
  // Funnel.
  d.add(card(d, 560, 450, 300, 360, { r: 26 }));
  d.add(text('Funnel', 590, 496, 17, { weight: 700 }));
  [[C.lime, 240, 'Reach', '128k'], [C.teal, 196, 'Visits', '18.2k'], [C.violet, 150, 'Leads', '2.9k'], [C.amber, 104, 'Sales', '640']].forEach(([col, w, l, v], i) => {
    const y = 522 + i * 66;
    d.add(rect(740 - w / 2, y, w, 54, 14, col, 'fill-opacity="0.85"'), text(v, 740, y + 33, 16, { weight: 800, fill: C.ink, anchor: 'middle' }), text(l, 586, y + 32, 12.5, { weight: 500, fill: C.muted }));
  });
  d.add(kpi(d, 890, 450, 230, 130, { label: 'SEO ranking', value: '#1', delta: '+14', color: C.lime, ic: 'Search' }));
  d.add(kpi(d, 890, 600, 230, 130, { label: 'Cost per lead', value: '£7.20', delta: '-41%', color: C.teal, ic: 'Target' }));
  // Megaphone badge.
  d.add(`<g filter="url(#${d.shadow(30, 14, 0.5)})">${circle(490, 720, 74, C.lime)}</g>`, icon('Megaphone', 490, 720, 72, C.ink, { stroke: 2 }));
  d.add(sparkle(1120, 800, 14, C.amber), sparkle(70, 80, 10, C.lime));
  return d;
}

export function customerSupport() {
  const d = new Doc(W, H, { seed: 24 });
  backdrop(d, { glows: [{ x: 300, y: 520, r: 600, color: C.teal, o: 0.22 }, { x: 980, y: 160, r: 520, color: C.lime, o: 0.2 }, { x: 1100, y: 880, r: 420, color: C.violet, o: 0.2 }] });
  // Agent with headset.
  d.add(circle(330, 560, 300, d.linear([[0, C.teal], [1, '#0F766E']], { x1: 0, y1: 0, x2: 1, y2: 1 })));
  const agent = notionist({ seed: 'agent', hair: 47, lips: 25, brows: 1, eyes: 5, body: 11, skin: SKIN[2], shirt: C.lime });
  d.add(place(agent, 20, 300, 620, 620));
  // Headset drawn over the notionist head: band, ear cup and mic boom.
  const hx = 20 + (1010 / 1744) * 620;
  const hy = 300 + (640 / 1744) * 620;
  d.add(`<path d="M${r2(hx - 120)} ${r2(hy - 10)}C${r2(hx - 120)} ${r2(hy - 175)} ${r2(hx + 95)} ${r2(hy - 175)} ${r2(hx + 95)} ${r2(hy - 10)}" fill="none" stroke="${C.ink}" stroke-width="13" stroke-linecap="round"/>`);
  d.add(rect(hx + 78, hy - 30, 34, 58, 14, C.ink), rect(hx + 84, hy - 22, 22, 42, 9, C.lime));
  d.add(`<path d="M${r2(hx + 95)} ${r2(hy + 26)}C${r2(hx + 95)} ${r2(hy + 90)} ${r2(hx + 40)} ${r2(hy + 100)} ${r2(hx - 10)} ${r2(hy + 98)}" fill="none" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>`, circle(hx - 14, hy + 98, 10, C.ink));
  // Chat window.
  const wx = 600;
  d.add(card(d, wx, 120, 520, 560, { r: 26 }));
  d.add(rect(wx, 120, 520, 78, 0, C.surface2, `clip-path="${d.clip(`<rect x="${wx}" y="120" width="520" height="560" rx="26"/>`)}"`));
  d.add(circle(wx + 44, 159, 20, C.lime), icon('Headset', wx + 44, 159, 20, C.ink), text('Northlime Support', wx + 78, 155, 16, { weight: 700 }));
  d.add(circle(wx + 84, 174, 4, C.lime), text('UK team · online now', wx + 94, 178, 12, { weight: 500, fill: C.muted }));
  const b1 = bubble(d, wx + 28, 226, 'Hi! My order hasn’t arrived yet.', { bg: C.surface3, size: 15, maxW: 300 });
  const b2 = bubble(d, wx + 150, 310, 'Sorry about that! It’s out for delivery and arrives by 2pm today.', { bg: C.lime, fg: C.ink, size: 15, maxW: 300, side: 'right', weight: 600 });
  const b3 = bubble(d, wx + 28, 456, 'Brilliant, thank you!', { bg: C.surface3, size: 15 });
  d.add(b1.svg, b2.svg, b3.svg);
  d.add(rect(wx + 24, 600, 472, 54, 27, C.ink, 'opacity="0.7"'), text('Type a message…', wx + 52, 633, 14, { weight: 500, fill: C.muted }), circle(wx + 466, 627, 20, C.lime), icon('Send', wx + 465, 627, 18, C.ink));
  d.add(text('Replied in 42s', wx + 150 + b2.w - 22, 310 + b2.h + 26, 12, { weight: 500, fill: C.muted, anchor: 'end' }), icon('CheckCheck', wx + 150 + b2.w - 8, 310 + b2.h + 22, 15, C.teal));
  // 24/7 badge and CSAT.
  d.add(`<g filter="url(#${d.shadow(40, 18, 0.55)})">${circle(1060, 110, 86, C.lime)}</g>`);
  d.add(text('24/7', 1060, 118, 40, { weight: 800, fill: C.ink, anchor: 'middle', tracking: -1 }), text('UK SUPPORT', 1060, 146, 12, { weight: 700, fill: C.ink, anchor: 'middle', tracking: 1.6 }));
  d.add(card(d, 720, 720, 400, 120, { r: 22, fill: C.surface2 }));
  d.add(text('Customer satisfaction', 750, 762, 14, { weight: 500, fill: C.muted }), text('98%', 750, 812, 36, { weight: 800 }), stars(850, 788, 24, 5));
  d.add(toast(d, 40, 70, 300, { ic: 'Clock', color: C.teal, title: 'Avg. response 42s', sub: 'Round the clock, every day' }));
  return d;
}
