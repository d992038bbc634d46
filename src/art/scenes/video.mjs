// Frames for the "why choose us" loop (960x540). Every motion is a function of
// the loop phase t in [0, 1), so frame N wraps seamlessly into frame 0.
import { C, Doc, rect, circle, r2, rng } from '../lib/core.mjs';
import { text } from '../lib/text.mjs';
import { icon } from '../lib/icons.mjs';
import { backdrop, card, sparkle } from '../lib/ui.mjs';
import { markSvg } from './brand.mjs';

const W = 960;
const H = 540;
const TAU = Math.PI * 2;
const VALUES = [0.12, 0.2, 0.17, 0.3, 0.34, 0.3, 0.46, 0.52, 0.5, 0.66, 0.74, 0.92];
const VALUES2 = [0.08, 0.1, 0.15, 0.14, 0.2, 0.24, 0.22, 0.3, 0.36, 0.34, 0.42, 0.5];

// Particles are fixed once (seeded) and only moved by phase.
const rand = rng(2025);
const PARTICLES = Array.from({ length: 26 }, () => ({ x: rand() * W, y: rand() * H, r: 1.5 + rand() * 3.5, o: 0.25 + rand() * 0.5, laps: 1 + Math.floor(rand() * 2), sway: 6 + rand() * 14, ph: rand() }));

const ease = (x) => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);
const clamp = (x) => Math.max(0, Math.min(1, x));

/** Dense Catmull-Rom samples so a line can be drawn "partially". */
function sample(pts, per = 16) {
  const out = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    for (let k = 0; k < per; k++) {
      const s = k / per;
      const s2 = s * s;
      const s3 = s2 * s;
      const f = (a, b, c, e) => 0.5 * (2 * b + (-a + c) * s + (2 * a - 5 * b + 4 * c - e) * s2 + (-a + 3 * b - 3 * c + e) * s3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
}

export const FPS = 24;
export const SECONDS = 7;

export function videoFrame(t0) {
  // Start the loop mid-"hold" so the first frame (the poster) shows a full chart.
  const t = (t0 + 0.62) % 1;
  const grow = ease(clamp(t / 0.5));
  const fade = t > 0.86 ? 1 - ease((t - 0.86) / 0.14) : 1;
  const d = new Doc(W, H);
  backdrop(d, { glows: [{ x: 760 + 30 * Math.sin(TAU * t), y: 120, r: 420, color: C.lime, o: 0.22 }, { x: 140, y: 480, r: 380, color: C.violet, o: 0.24 + 0.04 * Math.cos(TAU * t) }], patternOpacity: 0.08 });

  for (const p of PARTICLES) {
    const y = (((p.y - t * H * p.laps) % H) + H) % H;
    const x = p.x + p.sway * Math.sin(TAU * (t + p.ph));
    d.add(circle(x, y, p.r, C.lime, `opacity="${r2(p.o)}"`));
  }

  // Dashboard card.
  const cx = 150;
  const cy = 80;
  const cw = 660;
  const ch = 380;
  d.add(card(d, cx, cy, cw, ch, { r: 22 }));
  d.add(markSvg(cx + 26, cy + 24, 0.5), text('Growth dashboard', cx + 70, cy + 50, 17, { weight: 700 }));
  const live = 0.6 + 0.4 * Math.sin(TAU * t * 4);
  d.add(circle(cx + cw - 78, cy + 44, 5, C.lime, `opacity="${r2(live)}"`), text('Live', cx + cw - 66, cy + 49, 13, { weight: 600, fill: C.lime }));

  // Chart.
  const gx = cx + 30;
  const gy = cy + 110;
  const gw = 400;
  const gh = 220;
  for (let i = 0; i <= 3; i++) d.add(`<path d="M${gx} ${gy + (i * gh) / 3}H${gx + gw}" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="4 6"/>`);
  const toPts = (vals) => vals.map((v, i) => [gx + (i / (vals.length - 1)) * gw, gy + gh - v * gh]);
  const draw = (vals, color, width, area) => {
    const s = sample(toPts(vals));
    const n = Math.max(2, Math.round(grow * (s.length - 1)) + 1);
    const part = s.slice(0, n);
    const line = part.map((p, i) => `${i ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`).join('');
    if (area) {
      const fill = d.linear([[0, color, 0.35], [1, color, 0]]);
      d.add(`<path d="${line}L${r2(part[n - 1][0])} ${gy + gh}L${gx} ${gy + gh}Z" fill="${fill}" opacity="${r2(fade)}"/>`);
    }
    d.add(`<path d="${line}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${r2(fade)}"/>`);
    return part[n - 1];
  };
  draw(VALUES2, C.violet, 2.5, false);
  const head = draw(VALUES, C.lime, 4, true);
  const pulse = 0.5 + 0.5 * Math.sin(TAU * t * 3);
  d.add(circle(head[0], head[1], 10 + 8 * pulse, C.lime, `opacity="${r2(0.25 * fade)}"`), circle(head[0], head[1], 6, C.lime, `opacity="${r2(fade)}"`));

  // KPI with counter.
  const kx = cx + 460;
  d.add(rect(kx, cy + 90, 170, 110, 16, C.surface2));
  d.add(text('Qualified leads', kx + 18, cy + 120, 12.5, { weight: 500, fill: C.muted }));
  d.add(text(`+${Math.round(148 * grow * fade)}%`, kx + 18, cy + 170, 32, { weight: 800, fill: C.text, tracking: -0.8 }));
  d.add(icon('TrendingUp', kx + 146, cy + 120, 18, C.lime));
  // Bars that breathe.
  d.add(rect(kx, cy + 214, 170, 136, 16, C.surface2));
  for (let i = 0; i < 6; i++) {
    const h = 30 + 50 * (0.55 + 0.45 * Math.sin(TAU * (t + i / 6)));
    d.add(rect(kx + 18 + i * 24, cy + 334 - h, 14, h, 5, i % 2 ? C.teal : C.lime, 'opacity="0.9"'));
  }
  // Floating badges orbit gently.
  const bob = (k) => 6 * Math.sin(TAU * (t + k));
  d.add(`<g transform="translate(0 ${r2(bob(0))})">${card(d, 640, 30, 220, 56, { r: 28, fill: C.surface2 })}${circle(668, 58, 16, C.lime)}${icon('Check', 668, 58, 16, C.ink, { stroke: 3 })}${text('ROI up 3.4x', 694, 64, 15, { weight: 700 })}</g>`);
  d.add(`<g transform="translate(0 ${r2(bob(0.5))})">${card(d, 80, 420, 230, 56, { r: 28, fill: C.surface2 })}${circle(108, 448, 16, C.teal)}${icon('Headset', 108, 448, 16, C.ink)}${text('24/7 UK support', 134, 454, 15, { weight: 700 })}</g>`);
  d.add(sparkle(880, 470, 10 + 3 * Math.sin(TAU * t), C.lime), sparkle(60, 90, 8 + 2 * Math.cos(TAU * t), C.teal));
  return d;
}
