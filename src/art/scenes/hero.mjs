// Home hero cards (900x1125 portrait): launch delight, teamwork, growth.
import { C, Doc, rect, circle, SKIN, r2 } from '../lib/core.mjs';
import { text } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { notionist, place } from '../lib/people.mjs';
import { backdrop, browser, card, lines, stars, toast, confetti, bubble, pill, lineChart, kpi, bars, sparkle, avatarDisc } from '../lib/ui.mjs';

const W = 900;
const H = 1125;

export function happyClients() {
  const d = new Doc(W, H, { seed: 11 });
  backdrop(d, { glows: [{ x: 760, y: 180, r: 560, color: C.lime, o: 0.22 }, { x: 80, y: 900, r: 520, color: C.violet, o: 0.28 }, { x: 820, y: 1000, r: 420, color: C.teal, o: 0.18 }] });

  // Lime "stage" disc that the clients stand in front of.
  const disc = d.linear([[0, C.lime], [1, C.limeDeep]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  d.add(circle(450, 1130, 420, disc, 'opacity="0.95"'));
  d.add(circle(450, 1130, 480, 'none', `stroke="${C.lime}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="2 10"`));

  // The launched client site.
  d.add(browser(d, 70, 150, 760, 520, {
    url: 'brightmoorhome.co.uk',
    content: ({ x, y, w }) => {
      const o = [rect(x, y, w, 480, 0, '#10182C')];
      o.push(circle(x + 38, y + 34, 10, C.amber), text('Brightmoor', x + 56, y + 40, 16, { weight: 700, fill: C.text }));
      ['Shop', 'Rooms', 'Journal'].forEach((t, i) => o.push(text(t, x + 440 + i * 74, y + 40, 13, { weight: 500, fill: C.muted })));
      o.push(icon('ShoppingBag', x + w - 36, y + 34, 20, C.text));
      o.push(text('Made for slow', x + 38, y + 130, 40, { weight: 800, fill: C.text, tracking: -1.2 }));
      o.push(text('mornings.', x + 38, y + 178, 40, { weight: 800, fill: C.lime, tracking: -1.2 }));
      o.push(lines(x + 40, y + 206, [250, 210], { gap: 16, h: 8 }));
      o.push(rect(x + 38, y + 252, 150, 46, 23, C.lime), text('Shop the range', x + 113, y + 281, 14, { weight: 600, fill: C.ink, anchor: 'middle' }));
      o.push(rect(x + 198, y + 252, 110, 46, 23, 'none', `stroke="${C.line2}" stroke-width="1.5"`), text('Our story', x + 253, y + 281, 14, { weight: 600, fill: C.text, anchor: 'middle' }));
      // Product hero: an abstract still life (vase, lamp, sun) in the accents.
      const px = x + 400;
      const py = y + 80;
      o.push(rect(px, py, 320, 250, 22, C.surface2));
      o.push(circle(px + 230, py + 80, 46, C.amber, 'opacity="0.9"'));
      o.push(rect(px + 40, py + 190, 240, 60, 0, '#243054'));
      o.push(`<path d="M${px + 70} ${py + 190}c-8-40 10-70 0-100h40c-10 30 8 60 0 100z" fill="${C.teal}"/>`);
      o.push(`<path d="M${px + 90} ${py + 90}c-10-30 20-40 10-70" stroke="${C.lime}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
      o.push(circle(px + 100, py + 22, 12, C.lime));
      o.push(rect(px + 150, py + 130, 90, 60, 8, C.violet), rect(px + 175, py + 96, 40, 34, 6, '#C4B5FD'));
      o.push(rect(px + 255, py + 150, 8, 40, 3, C.muted, 'opacity="0.6"'), `<path d="M${px + 236} ${py + 150}h46l-10-34h-26z" fill="${C.amber}"/>`);
      // Product row
      for (let i = 0; i < 4; i++) {
        const cx = x + 38 + i * 172;
        o.push(rect(cx, y + 360, 156, 96, 14, C.surface2), circle(cx + 40, y + 408, 22, [C.teal, C.amber, C.violet, C.lime][i], 'opacity="0.85"'), lines(cx + 76, y + 392, [60, 40], { gap: 14, h: 7 }));
      }
      return o.join('');
    },
  }));

  // Cursor clicking the CTA.
  d.add(`<g transform="translate(232 452) rotate(-8)" filter="url(#${d.shadow(10, 4, 0.5)})"><path d="M0 0L0 30L8 22L14 36L20 33L14 20L25 20Z" fill="${C.text}" stroke="${C.ink}" stroke-width="2" stroke-linejoin="round"/></g>`);
  d.add(circle(218, 440, 16, 'none', `stroke="${C.lime}" stroke-width="2.5" opacity="0.7"`));

  d.add(toast(d, 40, 96, 330, { ic: 'Rocket', title: 'Your new site is live', sub: 'brightmoorhome.co.uk · just now', size: 1.05 }));

  // Review card.
  d.add(card(d, 590, 560, 270, 120, { fill: C.surface2, r: 18 }));
  d.add(stars(612, 582, 22, 5), text('5.0', 790, 601, 20, { weight: 700, fill: C.text }));
  d.add(text('“Faster, cleaner and', 612, 636, 15, { weight: 500, fill: C.text }), text('already selling.”', 612, 658, 15, { weight: 500, fill: C.text }));

  d.add(confetti(d.rand, 60, 690, 780, 140, 34));

  // Two delighted clients.
  const a = notionist({ seed: 'client-a', hair: 8, lips: 25, brows: 1, eyes: 5, body: 21, skin: SKIN[1], shirt: C.violet, gesture: 'okLongArm' });
  const b = notionist({ seed: 'client-b', hair: 16, lips: 3, brows: 7, eyes: 4, body: 13, skin: SKIN[3], shirt: C.teal, beard: 2, gesture: 'waveLongArm' });
  d.add(place(b, 360, 650, 560, 560, { flip: true }));
  d.add(place(a, -30, 660, 560, 560));
  const bb = bubble(d, 560, 735, 'We love it!', { bg: C.lime, fg: C.ink, size: 17, weight: 600 });
  d.add(bb.svg);
  d.add(sparkle(120, 740, 14, C.amber), sparkle(800, 880, 10, C.lime), sparkle(86, 470, 9, C.teal));
  return d;
}

export function teamCollaboration() {
  const d = new Doc(W, H, { seed: 12 });
  backdrop(d, { glows: [{ x: 120, y: 160, r: 520, color: C.teal, o: 0.22 }, { x: 820, y: 640, r: 560, color: C.lime, o: 0.18 }, { x: 300, y: 1100, r: 480, color: C.violet, o: 0.22 }], pattern: 'grid' });

  // Kanban board on a wall screen.
  const bx = 60;
  const by = 110;
  const bw = 780;
  const bh = 560;
  d.add(card(d, bx, by, bw, bh, { r: 26, fill: C.surface }));
  d.add(text('Sprint 14 · Website relaunch', bx + 32, by + 50, 20, { weight: 700, fill: C.text }));
  const team = [
    notionist({ seed: 't1', hair: 39, lips: 14, skin: SKIN[0], shirt: C.lime }),
    notionist({ seed: 't2', hair: 52, lips: 3, skin: SKIN[4], shirt: C.violet }),
    notionist({ seed: 't3', hair: 62, lips: 23, skin: SKIN[2], shirt: C.amber }),
  ];
  team.forEach((p, i) => d.add(avatarDisc(d, p, bx + bw - 200 + i * 30, by + 44, 18, { bg: [C.lime, C.violet, C.amber][i], ring: C.surface })));
  d.add(pill(bx + bw - 290, by + 30, '+4', { bg: C.surface2, fg: C.muted, size: 12 })[0]);
  const cols = [
    { name: 'To do', color: C.muted, cards: [[C.violet, 'Design', [150, 110]], [C.amber, 'Copy', [130, 90]], [C.teal, 'SEO', [160, 70]]] },
    { name: 'In progress', color: C.amber, cards: [[C.lime, 'Build', [150, 120]], [C.violet, 'Design', [120, 140]]] },
    { name: 'Done', color: C.lime, cards: [[C.teal, 'Research', [140, 100]], [C.lime, 'Build', [160, 80]], [C.amber, 'Content', [110, 130]]] },
  ];
  const cw = 230;
  cols.forEach((col, i) => {
    const cx = bx + 32 + i * (cw + 15);
    const cy = by + 84;
    d.add(rect(cx, cy, cw, bh - 110, 18, C.ink, 'opacity="0.55"'));
    d.add(circle(cx + 20, cy + 26, 5, col.color), text(col.name, cx + 34, cy + 31, 14, { weight: 600, fill: C.text }), text(String(col.cards.length), cx + cw - 20, cy + 31, 13, { weight: 600, fill: C.muted, anchor: 'end' }));
    col.cards.forEach((k, j) => {
      const ky = cy + 50 + j * 132;
      const hi = i === 1 && j === 0;
      d.add(card(d, cx + 10, ky, cw - 20, 118, { r: 14, fill: hi ? C.surface3 : C.surface2, stroke: hi ? C.lime : C.line2, shadow: hi }));
      d.add(pill(cx + 24, ky + 14, k[1], { bg: k[0], fg: k[0], bgO: 0.18, size: 11 })[0]);
      d.add(lines(cx + 24, ky + 50, k[2], { gap: 15, h: 8, o: 0.4 }));
      if (i === 2) d.add(circle(cx + cw - 40, ky + 96, 11, C.lime), icon('Check', cx + cw - 40, ky + 96, 13, C.ink, { stroke: 3 }));
      else d.add(avatarDisc(d, team[(i + j) % 3], cx + cw - 40, ky + 96, 12, { bg: [C.lime, C.violet, C.amber][(i + j) % 3], ring: hi ? C.surface3 : C.surface2, ringW: 2 }));
    });
  });

  // Sticky notes slapped on the edge of the board.
  d.add(`<g transform="rotate(8 840 470)" filter="url(#${d.shadow(18, 8, 0.4)})">${rect(780, 410, 120, 116, 6, C.amber)}${lines(798, 440, [84, 64, 74], { color: C.ink, o: 0.4, gap: 16 })}</g>`);
  d.add(`<g transform="rotate(7 818 86)" filter="url(#${d.shadow(18, 8, 0.4)})">${rect(770, 40, 96, 92, 6, C.lime)}${icon('Lightbulb', 818, 86, 40, C.ink, { stroke: 2.2 })}</g>`);

  // The team around the board.
  const p1 = notionist({ seed: 'c1', hair: 39, lips: 25, brows: 1, eyes: 5, body: 16, skin: SKIN[0], shirt: C.lime, gesture: 'pointLongArm' });
  const p2 = notionist({ seed: 'c2', hair: 52, lips: 3, brows: 9, eyes: 4, body: 1, skin: SKIN[4], shirt: C.violet, glasses: 3 });
  const p3 = notionist({ seed: 'c3', hair: 62, lips: 23, brows: 11, eyes: 5, body: 18, skin: SKIN[2], shirt: C.amber, gesture: 'hand' });
  d.add(place(p2, 250, 690, 440, 440));
  d.add(place(p1, -70, 640, 520, 520, { flip: true }));
  d.add(place(p3, 470, 660, 480, 480));
  const b1 = bubble(d, 40, 700, 'Ship it Friday?', { bg: C.surface2, size: 15 });
  d.add(b1.svg);
  const b2 = bubble(d, 620, 724, 'On it! 🚀'.replace(' 🚀', ''), { bg: C.lime, fg: C.ink, size: 15, side: 'right', weight: 600 });
  d.add(b2.svg, icon('Rocket', 620 + b2.w + 18, 742, 22, C.lime));
  return d;
}

export function businessSuccess() {
  const d = new Doc(W, H, { seed: 13 });
  backdrop(d, { glows: [{ x: 700, y: 260, r: 600, color: C.lime, o: 0.26 }, { x: 120, y: 820, r: 520, color: C.amber, o: 0.14 }, { x: 860, y: 1050, r: 420, color: C.violet, o: 0.22 }] });

  // Big revenue chart card.
  d.add(card(d, 60, 150, 780, 500, { r: 26 }));
  d.add(text('Revenue', 96, 205, 16, { weight: 500, fill: C.muted }));
  d.add(text('£482,900', 96, 256, 44, { weight: 800, fill: C.text, tracking: -1.4 }));
  d.add(pill(330, 224, '+212% YoY', { bg: C.lime, fg: C.ink, size: 14, ic: 'TrendingUp' })[0]);
  ['Q1', 'Q2', 'Q3', 'Q4'].forEach((q, i) => d.add(text(q, 120 + i * 205, 625, 13, { weight: 500, fill: C.muted, anchor: 'middle' })));
  d.add(bars(100, 330, 700, 270, [0.16, 0.2, 0.18, 0.27, 0.3, 0.36, 0.34, 0.46, 0.52, 0.6, 0.7, 0.86], { colors: [C.surface3], r: 6, base: true }));
  d.add(lineChart(d, 118, 320, 668, 270, [0.12, 0.18, 0.15, 0.25, 0.3, 0.34, 0.36, 0.5, 0.55, 0.66, 0.78, 0.98], { color: C.lime, width: 4.5, grid: false }));

  // Floating metric tiles.
  d.add(kpi(d, 560, 70, 280, 120, { label: 'Return on ad spend', value: '4.8x', delta: '+63%', color: C.lime, ic: 'Target' }));
  d.add(kpi(d, 40, 600, 300, 120, { label: 'New leads this month', value: '1,284', delta: '+38%', color: C.teal, ic: 'Users' }));

  // Trophy moment.
  const tx = 640;
  const ty = 760;
  d.add(circle(tx, ty + 60, 150, d.radial([[0, C.amber, 0.35], [1, C.amber, 0]])));
  const gold = d.linear([[0, '#FDE68A'], [1, C.amber]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  d.add(`<g filter="url(#${d.shadow(30, 16, 0.5)})"><path d="M${tx - 70} ${ty - 20}h140v40c0 50-30 84-70 84s-70-34-70-84z" fill="${gold}"/><path d="M${tx - 70} ${ty}h-26c-6 40 20 64 44 66M${tx + 70} ${ty}h26c6 40-20 64-44 66" fill="none" stroke="${C.amber}" stroke-width="10" stroke-linecap="round"/>${rect(tx - 14, ty + 100, 28, 40, 4, C.amber)}${rect(tx - 54, ty + 136, 108, 30, 8, '#D97706')}</g>`);
  d.add(`<polygon points="${[0, 1, 2, 3, 4].map((i) => { const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5; return `${r2(tx + 26 * Math.cos(a))},${r2(ty + 40 + 26 * Math.sin(a))} ${r2(tx + 11 * Math.cos(a + Math.PI / 5))},${r2(ty + 40 + 11 * Math.sin(a + Math.PI / 5))}`; }).join(' ')}" fill="#FFF7D6"/>`);

  const p = notionist({ seed: 'win', hair: 23, lips: 25, brows: 1, eyes: 5, body: 23, skin: SKIN[2], shirt: C.lime, gesture: 'waveOkLongArms' });
  d.add(place(p, -60, 640, 560, 560));
  d.add(confetti(d.rand, 420, 660, 460, 120, 26));
  d.add(toast(d, 470, 980, 380, { ic: 'Trophy', color: C.amber, title: 'Target smashed', sub: 'Q4 goal reached 3 weeks early' }));
  d.add(sparkle(830, 710, 16, C.lime), sparkle(470, 700, 10, C.teal), sparkle(880, 560, 8, C.amber));
  return d;
}
