// Line icons from Lucide (ISC licence), the same family the site's UI uses via
// lucide-react, so the illustrations and the interface speak one visual language.
import * as lucide from 'lucide';
import { r2 } from './core.mjs';

function nodeToSvg([tag, attrs, children]) {
  const a = Object.entries(attrs)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  const inner = Array.isArray(children) ? children.map(nodeToSvg).join('') : '';
  return `<${tag} ${a}>${inner}</${tag}>`;
}

/**
 * Draws a Lucide icon (PascalCase name, e.g. 'MapPin') centred on (cx, cy).
 * `fill` lets solid variants (stars, hearts) reuse the outline geometry.
 */
export function icon(name, cx, cy, size, color, { stroke = 2, fill = 'none', opacity = 1 } = {}) {
  const node = lucide[name];
  if (!node) throw new Error(`Unknown Lucide icon ${name}`);
  const s = size / 24;
  const body = node.map(nodeToSvg).join('');
  return `<g transform="translate(${r2(cx - size / 2)} ${r2(cy - size / 2)}) scale(${r2(s * 1000) / 1000})" fill="${fill}" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${body}</g>`;
}
