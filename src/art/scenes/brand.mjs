// Brand marks: the Northlime logo (a lime slice whose segments hold a
// north-pointing compass needle), the app icon, the social card and the
// fictional partner wordmarks. Vector files keep text as outlines.
import { C, Doc, rect, circle, r2 } from '../lib/core.mjs';
import { textD, text, measure } from '../lib/text.mjs';
import { backdrop, glow, browser, phone, lineChart, pill, bars, kpi, lines } from '../lib/ui.mjs';

/** The mark in a 64x64 box at (x, y) scaled by s. `ink` is the needle colour. */
export function markSvg(x = 0, y = 0, s = 1, { ink = C.ink } = {}) {
  const pith = '#ECFCCB';
  const seps = [];
  // Six segment walls, offset so the needle points up the middle of a segment.
  for (let i = 0; i < 6; i++) {
    const a = ((-60 + i * 60) * Math.PI) / 180;
    seps.push(`M${r2(32 + 5 * Math.cos(a))} ${r2(32 + 5 * Math.sin(a))}L${r2(32 + 26 * Math.cos(a))} ${r2(32 + 26 * Math.sin(a))}`);
  }
  return `<g transform="translate(${r2(x)} ${r2(y)}) scale(${s})"><circle cx="32" cy="32" r="31" fill="${C.limeDeep}"/><circle cx="32" cy="32" r="27.6" fill="${pith}"/><circle cx="32" cy="32" r="25.4" fill="${C.lime}"/><path d="${seps.join('')}" stroke="${pith}" stroke-width="2.6" stroke-linecap="round"/><path d="M32 4.5L39.6 32H24.4Z" fill="${ink}"/><path d="M24.4 32H39.6L32 51Z" fill="${pith}"/><circle cx="32" cy="32" r="3.4" fill="${ink}"/></g>`;
}

/** Wordmark (mark + "Northlime Digital") with its natural width at height 64*s. */
export function logoSvg(x, y, s = 1, { color = C.text, ink = C.ink } = {}) {
  const size = 30 * s;
  const nx = x + 80 * s;
  const base = y + 43 * s;
  const nw = measure('Northlime', size, 800, -0.6 * s);
  const out = [markSvg(x, y, s, { ink }), `<path d="${textD('Northlime', nx, base, size, { weight: 800, tracking: -0.6 * s })}" fill="${color}"/>`, `<path d="${textD('Digital', nx + nw + 9 * s, base, size, { weight: 400, tracking: -0.3 * s })}" fill="${color}"/>`];
  const width = 80 * s + nw + 9 * s + measure('Digital', size, 400, -0.3 * s);
  return { svg: out.join(''), width };
}

export function markFile() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Northlime Digital"><title>Northlime Digital</title>${markSvg(0, 0, 1)}</svg>\n`;
}

export function appIcon() {
  const d = new Doc(512, 512);
  // Full-bleed ink square with rounded corners; the mark sits well inside the
  // 80% safe circle so platform masks (circle, squircle) never clip it.
  d.add(rect(0, 0, 512, 512, 112, C.ink));
  glow(d, 256, 230, 300, C.lime, 0.22);
  d.add(`<rect x="1" y="1" width="510" height="510" rx="111" fill="none" stroke="#fff" stroke-opacity="0.06" stroke-width="2"/>`);
  d.add(markSvg(256 - 150, 256 - 150, 300 / 64));
  return d;
}

export function ogImage() {
  const d = new Doc(1200, 630, { seed: 5 });
  backdrop(d, { glows: [{ x: 1050, y: 120, r: 600, color: C.lime, o: 0.24 }, { x: 120, y: 640, r: 520, color: C.violet, o: 0.22 }, { x: 760, y: 640, r: 360, color: C.teal, o: 0.14 }], fadeAt: [0.75, 0.5] });
  d.add(logoSvg(72, 64, 0.9).svg);
  d.add(text('Technology &', 72, 268, 66, { weight: 800, tracking: -2.4 }));
  d.add(text('digital agency,', 72, 342, 66, { weight: 800, tracking: -2.4 }));
  d.add(text('UK', 72, 416, 66, { weight: 800, tracking: -2.4, fill: C.lime }));
  d.add(rect(72, 448, 120, 6, 3, C.lime));
  let px = 72;
  for (const [label, ic] of [['Web & apps', 'Code'], ['AI automation', 'Sparkles'], ['Marketing', 'Megaphone'], ['24/7 UK support', 'Headset']]) {
    const [svg, w] = pill(px, 500, label, { bg: C.surface2, fg: C.text, size: 15, ic, border: C.line2 });
    d.add(svg);
    px += w + 10;
  }
  // A compact collage of the services on the right.
  d.add(browser(d, 700, 150, 440, 330, {
    url: 'northlime.example',
    content: ({ x, y, w }) => [rect(x, y, w, 290, 0, '#10182C'), text('Grow faster', x + 26, y + 62, 26, { weight: 800 }), text('online.', x + 26, y + 94, 26, { weight: 800, fill: C.lime }), lines(x + 28, y + 116, [170, 130], { gap: 14, h: 7 }), rect(x + 26, y + 150, 110, 34, 17, C.lime), lineChart(d, x + 220, y + 50, 190, 120, [0.1, 0.25, 0.2, 0.42, 0.5, 0.72, 0.9], { color: C.lime, width: 3 }), bars(x + 26, y + 208, 388, 60, [0.3, 0.5, 0.4, 0.7, 0.6, 0.9, 0.8, 1], { colors: [C.surface3, C.surface3, C.surface3, C.violet] })].join(''),
  }));
  d.add(phone(d, 1030, 300, 140, 280, {
    content: ({ x, y, w }) => [rect(x, y, w, 300, 0, C.surface), circle(x + w / 2, y + 70, 26, C.lime, 'opacity="0.18"'), text('24/7', x + w / 2, y + 80, 22, { weight: 800, fill: C.lime, anchor: 'middle' }), rect(x + 12, y + 120, w - 40, 30, 12, C.surface2), rect(x + 28, y + 160, w - 40, 30, 12, C.lime), rect(x + 12, y + 200, w - 50, 30, 12, C.surface2)].join(''),
  }));
  d.add(kpi(d, 700, 424, 230, 104, { label: 'Qualified leads', value: '+148%', color: C.lime, ic: 'TrendingUp' }));
  return d;
}

// --- partner wordmarks (single colour #E5E7EB on transparent) ---------------
const P = '#E5E7EB';

function partnerFile(markPaths, name, { weight = 700, size = 24, tracking = -0.4, x = 70 } = {}) {
  const d = textD(name, x, 45, size, { weight, tracking });
  const w = Math.max(240, Math.ceil(x + measure(name, size, weight, tracking) + 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 72" width="${w}" height="72" role="img" aria-label="${name}"><title>${name}</title><g fill="${P}">${markPaths}<path d="${d}"/></g></svg>\n`;
}

export const partners = {
  // Kestrel Cloud: two swept wings forming a bird in flight over a cloud curve.
  'kestrel-cloud': () => partnerFile(`<path d="M8 40C18 24 30 18 46 18C38 24 34 30 32 38C26 34 18 34 8 40Z"/><path d="M26 44C34 36 44 32 58 34C50 38 46 44 44 50C38 46 32 44 26 44Z" fill-opacity="0.7"/><path d="M10 54H56" stroke="${P}" stroke-width="4" stroke-linecap="round" fill="none"/>`, 'Kestrel Cloud', { weight: 700, x: 68 }),
  // Harbourline: a roundel of three waves.
  harbourline: () => partnerFile(`<circle cx="32" cy="36" r="24" fill="none" stroke="${P}" stroke-width="4"/><path d="M16 32q4-5 8 0t8 0t8 0t8 0M16 41q4-5 8 0t8 0t8 0t8 0" fill="none" stroke="${P}" stroke-width="3.5" stroke-linecap="round"/>`, 'harbourline', { weight: 600, size: 27, tracking: -0.6, x: 68 }),
  // Meridian Pay: a globe meridian that doubles as a "P" bowl.
  // Meridian Pay: a globe whose meridian and equator are cut out (mask keeps it one colour).
  'meridian-pay': () => partnerFile(`<mask id="mp"><rect width="72" height="72" fill="#fff"/><path d="M32 14C23 24 23 48 32 58M32 14C41 24 41 48 32 58M10 36H54" stroke="#000" stroke-width="3.5" fill="none"/></mask><circle cx="32" cy="36" r="22" mask="url(#mp)"/>`, 'Meridian Pay', { weight: 700, x: 66 }),
  // Oakfield Retail: a lobed oak leaf built from overlapping circles, midrib cut out.
  'oakfield-retail': () => partnerFile(`<mask id="ol"><rect width="72" height="72" fill="#fff"/><path d="M32 22V56" stroke="#000" stroke-width="2.6" stroke-linecap="round"/></mask><g mask="url(#ol)"><circle cx="32" cy="17" r="6"/><circle cx="25" cy="25" r="6.5"/><circle cx="39" cy="25" r="6.5"/><circle cx="22.5" cy="35.5" r="7.5"/><circle cx="41.5" cy="35.5" r="7.5"/><circle cx="25" cy="46" r="6.5"/><circle cx="39" cy="46" r="6.5"/><ellipse cx="32" cy="36" rx="9" ry="19"/></g><path d="M32 54V64" stroke="${P}" stroke-width="3" stroke-linecap="round"/>`, 'Oakfield Retail', { weight: 700, x: 64 }),
};
