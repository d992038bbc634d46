// Reusable UI mock-up pieces (windows, phones, charts, chat) drawn in the
// brand palette. Each takes the Doc first when it needs gradients or clips.
import { C, rect, circle, smoothPath, starPoints, r2 } from './core.mjs';
import { text, measure } from './text.mjs';
import { icon } from './icons.mjs';

/** Full-bleed background: ink, soft colour glows, a fading dot grid. */
export function backdrop(d, { base = C.ink, glows = [], pattern = 'dots', patternOpacity = 0.1, fadeAt = [0.5, 0.45] } = {}) {
  d.add(rect(0, 0, d.w, d.h, 0, base));
  for (const gl of glows) glow(d, gl.x, gl.y, gl.r, gl.color, gl.o ?? 0.35);
  if (pattern) {
    const fill = pattern === 'dots' ? `url(#${d.dots(24, 1.4, '#FFFFFF', patternOpacity)})` : `url(#${d.grid(56, '#FFFFFF', patternOpacity * 0.6)})`;
    // Fade the pattern out towards the edges so it reads as texture, not wallpaper.
    const m = d.id('mk');
    const grad = d.radial([[0, '#fff', 1], [0.55, '#fff', 0.55], [1, '#fff', 0]], { cx: fadeAt[0], cy: fadeAt[1], r: 0.75 });
    d.def(`<mask id="${m}"><rect width="${d.w}" height="${d.h}" fill="${grad}"/></mask>`);
    d.add(`<rect width="${d.w}" height="${d.h}" fill="${fill}" mask="url(#${m})"/>`);
  }
}

export function glow(d, cx, cy, r, color, o = 0.35) {
  const fill = d.radial([[0, color, o], [0.45, color, o * 0.45], [1, color, 0]]);
  d.add(circle(cx, cy, r, fill));
}

export function card(d, x, y, w, h, { r = 20, fill = C.surface, stroke = C.line2, shadow = true, extra = '' } = {}) {
  const f = shadow ? `filter="url(#${d.shadow(36, 18, 0.5)})"` : '';
  return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="1.2" ${f} ${extra}/>`;
}

/** Placeholder copy lines, as used in real wireframes. */
export function lines(x, y, widths, { gap = 14, h = 7, color = C.muted, o = 0.35 } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, `opacity="${o}"`)).join('');
}

/** Browser window with chrome; `content` receives the inner viewport box. */
export function browser(d, x, y, w, h, { url = 'northlime.example', content = () => '', r = 16, bar = 40, fill = C.surface, shadow = true, tint = C.surface2 } = {}) {
  const clip = d.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`);
  const s = bar / 40;
  const out = [card(d, x, y, w, h, { r, fill, shadow })];
  out.push(`<g clip-path="${clip}">`);
  out.push(rect(x, y, w, bar, 0, tint));
  out.push(circle(x + 20 * s, y + bar / 2, 5.5 * s, '#FB7185'), circle(x + 38 * s, y + bar / 2, 5.5 * s, C.amber), circle(x + 56 * s, y + bar / 2, 5.5 * s, C.lime));
  const uw = Math.min(w * 0.5, 320 * s);
  const ux = x + Math.max(80 * s, (w - uw) / 2);
  out.push(rect(ux, y + bar * 0.2, uw, bar * 0.6, bar * 0.3, C.ink, 'opacity="0.55"'));
  out.push(icon('Lock', ux + 14 * s, y + bar / 2, 11 * s, C.lime, { stroke: 2.4 }));
  out.push(text(url, ux + 26 * s, y + bar / 2 + 4.2 * s, 12 * s, { weight: 500, fill: C.muted }));
  out.push(content({ x, y: y + bar, w, h: h - bar }));
  out.push('</g>');
  return out.join('');
}

/** Phone with thin bezel and island; `content` gets the screen box. */
export function phone(d, x, y, w, h, { content = () => '', screen = C.ink, body = '#05070F', rim = '#2A3558', shadow = true, extra = '' } = {}) {
  const r = w * 0.16;
  const b = Math.max(6, w * 0.035);
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  const clip = d.clip(`<rect x="${r2(sx)}" y="${r2(sy)}" width="${r2(sw)}" height="${r2(sh)}" rx="${r2(r - b)}"/>`);
  const f = shadow ? `filter="url(#${d.shadow(50, 26, 0.55)})"` : '';
  return `<g ${extra}>${rect(x, y, w, h, r2(r), body, `${f} stroke="${rim}" stroke-width="2"`)}${rect(sx, sy, sw, sh, r2(r - b), screen)}<g clip-path="${clip}">${content({ x: sx, y: sy, w: sw, h: sh })}</g>${rect(x + w / 2 - w * 0.14, sy + sw * 0.035, w * 0.28, sw * 0.075, sw * 0.0375, body)}</g>`;
}

/** Line chart with optional gradient area; values are 0..1 fractions of h. */
export function lineChart(d, x, y, w, h, values, { color = C.lime, width = 3, area = true, dots = false, grid = true, last = true, areaO = 0.35 } = {}) {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h]);
  const line = smoothPath(pts);
  const out = [];
  if (grid) for (let i = 0; i <= 3; i++) out.push(`<path d="M${r2(x)} ${r2(y + (i * h) / 3)}H${r2(x + w)}" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="4 6"/>`);
  if (area) {
    const fill = d.linear([[0, color, areaO], [1, color, 0]]);
    out.push(`<path d="${line}L${r2(x + w)} ${r2(y + h)}L${r2(x)} ${r2(y + h)}Z" fill="${fill}"/>`);
  }
  out.push(`<path d="${line}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`);
  if (dots) for (const p of pts) out.push(circle(p[0], p[1], width + 1.5, C.ink, `stroke="${color}" stroke-width="${width * 0.8}"`));
  if (last) {
    const p = pts[pts.length - 1];
    out.push(circle(p[0], p[1], width * 4, color, 'opacity="0.22"'), circle(p[0], p[1], width * 1.8, color));
  }
  return out.join('');
}

export function bars(x, y, w, h, values, { colors = [C.lime], gap = 0.38, r = 5, base = true } = {}) {
  const bw = w / (values.length + (values.length - 1) * gap);
  const out = [];
  values.forEach((v, i) => {
    const bx = x + i * bw * (1 + gap);
    const bh = Math.max(4, v * h);
    out.push(rect(bx, y + h - bh, bw, bh, Math.min(r, bw / 2), colors[i % colors.length]));
  });
  if (base) out.push(`<path d="M${r2(x)} ${r2(y + h + 0.5)}H${r2(x + w)}" stroke="#fff" stroke-opacity="0.12"/>`);
  return out.join('');
}

/** Donut from [{v, color}] segments, v summing to 1. */
export function donut(cx, cy, r, segs, { width = 14, track = 'rgba(255,255,255,0.07)', gapDeg = 3 } = {}) {
  const circ = 2 * Math.PI * r;
  let acc = 0;
  const out = [circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${width}"`)];
  for (const s of segs) {
    const len = Math.max(0, s.v * circ - (gapDeg / 360) * circ);
    out.push(circle(cx, cy, r, 'none', `stroke="${s.color}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${r2(len)} ${r2(circ)}" transform="rotate(${r2(-90 + acc * 360)} ${r2(cx)} ${r2(cy)})"`));
    acc += s.v;
  }
  return out.join('');
}

/** KPI tile: label, big number, delta chip. */
export function kpi(d, x, y, w, h, { label, value, delta = null, color = C.lime, ic = null, fill = C.surface, shadow = true, size = 1 } = {}) {
  const s = size;
  const out = [card(d, x, y, w, h, { r: 16 * s, fill, shadow })];
  let tx = x + 18 * s;
  if (ic) {
    out.push(rect(x + 16 * s, y + 16 * s, 34 * s, 34 * s, 10 * s, color, 'opacity="0.16"'), icon(ic, x + 33 * s, y + 33 * s, 18 * s, color));
    tx = x + 60 * s;
  }
  out.push(text(label, tx, y + 30 * s, 12.5 * s, { weight: 500, fill: C.muted }));
  out.push(text(value, x + 18 * s, y + h - 20 * s, 30 * s, { weight: 700, fill: C.text, tracking: -0.6 * s }));
  if (delta) {
    const dw = measure(delta, 12 * s, 600) + 34 * s;
    const dx = x + w - dw - 14 * s;
    const dy = y + h - 44 * s;
    out.push(rect(dx, dy, dw, 24 * s, 12 * s, color, 'opacity="0.16"'), icon('TrendingUp', dx + 14 * s, dy + 12 * s, 13 * s, color, { stroke: 2.6 }), text(delta, dx + 25 * s, dy + 16.5 * s, 12 * s, { weight: 600, fill: color }));
  }
  return out.join('');
}

/** Rounded label with optional leading icon; returns [svg, width]. */
export function pill(x, y, label, { bg = C.lime, fg = C.ink, size = 13, ic = null, bgO = 1, weight = 600, h = null, border = null } = {}) {
  const ph = h || size * 2.2;
  const pad = size * 0.95;
  const iw = ic ? size * 1.35 : 0;
  const w = measure(label, size, weight) + pad * 2 + iw;
  const b = border ? `stroke="${border}" stroke-width="1.2"` : '';
  const out = [rect(x, y, w, ph, ph / 2, bg, `fill-opacity="${bgO}" ${b}`)];
  if (ic) out.push(icon(ic, x + pad + size * 0.5, y + ph / 2, size * 1.05, fg, { stroke: 2.4 }));
  out.push(text(label, x + pad + iw, y + ph / 2 + size * 0.36, size, { weight, fill: fg }));
  return [out.join(''), w];
}

/** Speech bubble holding real copy (short lines) with a tail. */
export function bubble(d, x, y, copy, { side = 'left', bg = C.surface2, fg = C.text, size = 15, maxW = 260, shadow = true, weight = 500 } = {}) {
  const rows = wrap(copy, size, maxW, weight);
  const lh = size * 1.45;
  const w = Math.max(...rows.map((rw) => measure(rw, size, weight))) + size * 2;
  const h = rows.length * lh + size * 1.2;
  const f = shadow ? `filter="url(#${d.shadow(24, 10, 0.35)})"` : '';
  const tail = side === 'left'
    ? `M${r2(x + 2)} ${r2(y + h - 16)}L${r2(x - 8)} ${r2(y + h + 4)}L${r2(x + 18)} ${r2(y + h - 4)}Z`
    : `M${r2(x + w - 2)} ${r2(y + h - 16)}L${r2(x + w + 8)} ${r2(y + h + 4)}L${r2(x + w - 18)} ${r2(y + h - 4)}Z`;
  const out = [`<g ${f}>`, `<path d="${tail}" fill="${bg}"/>`, rect(x, y, w, h, Math.min(18, h / 2), bg), '</g>'];
  rows.forEach((rw, i) => out.push(text(rw, x + size, y + size * 0.6 + lh * (i + 0.72), size, { weight, fill: fg })));
  return { svg: out.join(''), w, h };
}

export function wrap(copy, size, maxW, weight = 500) {
  const words = copy.split(' ');
  const rows = [];
  let cur = '';
  for (const wd of words) {
    const t = cur ? `${cur} ${wd}` : wd;
    if (measure(t, size, weight) > maxW && cur) {
      rows.push(cur);
      cur = wd;
    } else cur = t;
  }
  if (cur) rows.push(cur);
  return rows;
}

export function stars(x, y, size, n = 5, { color = C.amber, empty = 'rgba(255,255,255,0.15)', filled = 5 } = {}) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const cx = x + size / 2 + i * size * 1.2;
    out.push(`<polygon points="${starPoints(cx, y + size / 2, size / 2, size / 4.4)}" fill="${i < filled ? color : empty}" stroke-linejoin="round"/>`);
  }
  return out.join('');
}

/** Four-point sparkle, the "AI" glyph of the series. */
export function sparkle(cx, cy, r, color, extra = '') {
  const k = r * 0.22;
  return `<path d="M${r2(cx)} ${r2(cy - r)}Q${r2(cx + k)} ${r2(cy - k)} ${r2(cx + r)} ${r2(cy)}Q${r2(cx + k)} ${r2(cy + k)} ${r2(cx)} ${r2(cy + r)}Q${r2(cx - k)} ${r2(cy + k)} ${r2(cx - r)} ${r2(cy)}Q${r2(cx - k)} ${r2(cy - k)} ${r2(cx)} ${r2(cy - r)}Z" fill="${color}" ${extra}/>`;
}

/** Scatter of confetti bits (rects, circles, squiggles) in the accents. */
export function confetti(rand, x, y, w, h, n, colors = [C.lime, C.teal, C.violet, C.amber]) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const col = colors[i % colors.length];
    const rot = rand() * 360;
    const k = rand();
    if (k < 0.4) out.push(rect(cx, cy, 6 + rand() * 6, 12 + rand() * 8, 2, col, `transform="rotate(${r2(rot)} ${r2(cx)} ${r2(cy)})"`));
    else if (k < 0.7) out.push(circle(cx, cy, 3 + rand() * 4, col));
    else out.push(`<path d="M${r2(cx)} ${r2(cy)}q6 -8 12 0t12 0" fill="none" stroke="${col}" stroke-width="3.5" stroke-linecap="round" transform="rotate(${r2(rot)} ${r2(cx)} ${r2(cy)})"/>`);
  }
  return out.join('');
}

/** Circular avatar badge: tinted disc, person clipped inside, ring. */
export function avatarDisc(d, personSvg, cx, cy, r, { bg = C.lime, ring = C.ink, ringW = 3, view = [300, 140, 1144, 1144] } = {}) {
  const clip = d.clip(`<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}"/>`);
  const inner = personSvg.replace(/^<svg /, `<svg x="${r2(cx - r)}" y="${r2(cy - r)}" width="${r2(2 * r)}" height="${r2(2 * r)}" `).replace(/viewBox="[^"]*"/, `viewBox="${view.join(' ')}"`);
  return `${circle(cx, cy, r, bg)}<g clip-path="${clip}">${inner}</g>${circle(cx, cy, r, 'none', `stroke="${ring}" stroke-width="${ringW}"`)}`;
}

/** Icon in a soft rounded tile. */
export function iconTile(cx, cy, size, name, color, { bgO = 0.16, fill = null, r = null } = {}) {
  return rect(cx - size / 2, cy - size / 2, size, size, r ?? size * 0.3, fill || color, `fill-opacity="${fill ? 1 : bgO}"`) + icon(name, cx, cy, size * 0.5, fill ? C.ink : color, { stroke: 2.2 });
}

/** Abstract code: line numbers plus coloured token bars. */
export function code(x, y, rand, rows, { lh = 22, scale = 1, colors = [C.violet, C.teal, C.lime, C.amber, C.muted] } = {}) {
  const out = [];
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    const yy = y + i * lh;
    out.push(text(String(i + 1).padStart(2, ' '), x, yy + 8 * scale, 11 * scale, { weight: 500, fill: C.muted, attrs: 'opacity="0.45"' }));
    if (rand() < 0.12 && i > 0) continue;
    const step = rand();
    if (step < 0.25 && indent < 3) indent += 1;
    else if (step > 0.8 && indent > 0) indent -= 1;
    let cx = x + 30 * scale + indent * 20 * scale;
    const n = 1 + Math.floor(rand() * 4);
    for (let k = 0; k < n; k++) {
      const w = (18 + rand() * 70) * scale;
      out.push(rect(cx, yy, w, 9 * scale, 4.5 * scale, colors[Math.floor(rand() * colors.length)], `opacity="${r2(0.55 + rand() * 0.4)}"`));
      cx += w + 8 * scale;
    }
  }
  return out.join('');
}

/** Thick curved connector with an optional arrow dot, used in workflows. */
export function connector(x1, y1, x2, y2, { color = C.lime, width = 3, dash = null, o = 0.8, curve = 'h' } = {}) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dd = curve === 'h' ? `M${r2(x1)} ${r2(y1)}C${r2(mx)} ${r2(y1)} ${r2(mx)} ${r2(y2)} ${r2(x2)} ${r2(y2)}` : `M${r2(x1)} ${r2(y1)}C${r2(x1)} ${r2(my)} ${r2(x2)} ${r2(my)} ${r2(x2)} ${r2(y2)}`;
  return `<path d="${dd}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" ${dash ? `stroke-dasharray="${dash}"` : ''} opacity="${o}"/>` + circle(x2, y2, width * 1.6, color);
}

/** Small notification card: coloured icon disc + title + subline. */
export function toast(d, x, y, w, { ic = 'Check', color = C.lime, title, sub = null, size = 1 } = {}) {
  const s = size;
  const h = (sub ? 66 : 52) * s;
  const out = [card(d, x, y, w, h, { r: 16 * s, fill: C.surface2 })];
  out.push(circle(x + 32 * s, y + h / 2, 17 * s, color), icon(ic, x + 32 * s, y + h / 2, 18 * s, C.ink, { stroke: 2.6 }));
  out.push(text(title, x + 60 * s, y + (sub ? 29 : 31) * s, 15 * s, { weight: 600, fill: C.text }));
  if (sub) out.push(text(sub, x + 60 * s, y + 49 * s, 12.5 * s, { weight: 400, fill: C.muted }));
  return out.join('');
}
