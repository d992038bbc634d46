// Rasterising: sharp (librsvg) turns each SVG into pixels, then a seeded
// film-grain layer is blended in so flat vector fills don't band or look sterile.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rng } from './core.mjs';

const grainCache = new Map();

/** Mid-grey noise (128 = no change under soft-light), identical on every run. */
function grain(w, h, amount, seed) {
  const key = `${w}x${h}:${amount}:${seed}`;
  if (!grainCache.has(key)) {
    const rand = rng(seed);
    const buf = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) {
      const v = 128 + Math.round((rand() + rand() - 1) * amount);
      buf[i * 3] = v;
      buf[i * 3 + 1] = v;
      buf[i * 3 + 2] = v;
    }
    grainCache.set(key, buf);
  }
  return grainCache.get(key);
}

async function raster(svg, w, h, grainAmount, seed) {
  let img = sharp(Buffer.from(String(svg))).resize(w, h);
  if (grainAmount > 0) {
    const base = await img.flatten({ background: '#0B1020' }).png().toBuffer();
    img = sharp(base).composite([{ input: grain(w, h, grainAmount, seed), raw: { width: w, height: h, channels: 3 }, blend: 'soft-light' }]);
  }
  return img;
}

function ensureDir(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
}

export async function writeJpeg(svg, file, { w, h, quality = 80, grainAmount = 14, seed = 7 }) {
  ensureDir(file);
  const img = await raster(svg, w, h, grainAmount, seed);
  await img.flatten({ background: '#0B1020' }).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(file);
}

export async function writePng(svg, file, { w, h, grainAmount = 0, seed = 7, palette = false }) {
  ensureDir(file);
  const img = await raster(svg, w, h, grainAmount, seed);
  // Palette PNGs keep flat illustrations (avatars, map) small without visible loss.
  await img.png(palette ? { palette: true, quality: 90, effort: 8, compressionLevel: 9 } : { compressionLevel: 9, effort: 8 }).toFile(file);
}
