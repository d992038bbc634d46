#!/usr/bin/env node
// Regenerates every illustration, logo and the looping video of the Northlime
// Digital site from code (`npm run art`). All randomness is seeded, so a run
// on any machine reproduces the committed files. See content/images/CREDITS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeJpeg, writePng } from './lib/render.mjs';
import * as hero from './scenes/hero.mjs';
import * as services from './scenes/services.mjs';
import * as why from './scenes/why.mjs';
import * as blog from './scenes/blog.mjs';
import * as cases from './scenes/cases.mjs';
import { agencyStudio } from './scenes/studio.mjs';
import { teamIds, teamPortrait, avatarIds, avatar, avatarSize } from './scenes/people.mjs';
import { markFile, appIcon, ogImage, partners } from './scenes/brand.mjs';
import { worldMap } from './scenes/map.mjs';
import { videoFrame, FPS, SECONDS } from './scenes/video.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (p) => path.join(ROOT, p);

const JPEGS = [
  ['content/images/hero/happy-clients.jpg', 900, 1125, hero.happyClients],
  ['content/images/hero/team-collaboration.jpg', 900, 1125, hero.teamCollaboration],
  ['content/images/hero/business-success.jpg', 900, 1125, hero.businessSuccess],
  ['content/images/about/agency-studio.jpg', 1920, 820, agencyStudio],
  ['content/images/services/web-app-development.jpg', 1200, 900, services.webAppDevelopment],
  ['content/images/services/ai-automation.jpg', 1200, 900, services.aiAutomation],
  ['content/images/services/digital-marketing.jpg', 1200, 900, services.digitalMarketing],
  ['content/images/services/customer-support.jpg', 1200, 900, services.customerSupport],
  ['content/images/why-choose/data-driven-approach.jpg', 1000, 750, why.dataDriven],
  ['content/images/why-choose/proven-success.jpg', 1000, 750, why.provenSuccess],
  ['content/images/why-choose/custom-strategies.jpg', 1000, 750, why.customStrategies],
  ['content/images/why-choose/certified-experts.jpg', 1000, 750, why.certifiedExperts],
  ['content/images/why-choose/guaranteed-growth.jpg', 1000, 750, why.guaranteedGrowth],
  ['content/images/og/default.jpg', 1200, 630, ogImage],
  ['content/blog/how-app-development-companies-are-integrating-ai-for-smarter-user-experiences/hero.jpg', 1600, 900, blog.aiInApp],
  ['content/blog/ai-automation-in-digital-marketing-the-future-is-already-here/hero.jpg', 1600, 900, blog.automatedMarketing],
  ['content/blog/how-local-seo-can-transform-small-businesses-in-2025/hero.jpg', 1600, 900, blog.localSeo],
  ['content/blog/what-is-amp-mobile-a-beginner-guide-to-accelerated-mobile-pages/hero.jpg', 1600, 900, blog.ampMobile],
  ['content/blog/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk/hero.jpg', 1600, 900, blog.ecommerceSeo],
  ['content/blog/the-rise-of-ai-in-digital-marketing/hero.jpg', 1600, 900, blog.riseOfAi],
  ['content/blog/top-web-development-trends-of-2025/hero.jpg', 1600, 900, blog.webTrends],
  ['content/blog/how-a-custom-mobile-app-can-transform-your-business/hero.jpg', 1600, 900, blog.customApp],
  ['content/case-studies/isla-delice-uk/hero.jpg', 1600, 900, cases.islaDelice],
  ['content/case-studies/portway-systems/hero.jpg', 1600, 900, cases.portwaySystems],
];

async function images() {
  for (const [file, w, h, make] of JPEGS) {
    await writeJpeg(make().toString(), at(file), { w, h, seed: file.length });
    log(file);
  }
  for (const id of teamIds) {
    const file = `content/images/team/${id}.png`;
    await writePng(teamPortrait(id).toString(), at(file), { w: 800, h: 1000, palette: true });
    log(file);
  }
  for (const id of avatarIds) {
    const file = `content/images/avatars/${id}.png`;
    const s = avatarSize(id);
    await writePng(avatar(id).toString(), at(file), { w: s, h: s, palette: true });
    log(file);
  }
  await writePng(worldMap().toString(), at('content/images/world-map.png'), { w: 1600, h: 800, palette: true });
  log('content/images/world-map.png');
  await writePng(appIcon().toString(), at('content/images/brand/icon.png'), { w: 512, h: 512 });
  log('content/images/brand/icon.png');
  await writeFavicon(markFile(), at('static/favicon.ico'));
  log('static/favicon.ico');
  // Content holds no SVG (src/node/file-checks.ts): the wordmarks are drawn at twice the 240 x 72
  // they are shown at, so they stay sharp on high-density screens.
  for (const [id, make] of Object.entries(partners)) await writePng(make(), at(`content/images/partners/${id}.png`), { w: 480, h: 144, palette: true });
  log('content/images/partners/*.png');
}

async function video() {
  const ff = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (ff.error || ff.status !== 0) {
    console.warn('! ffmpeg not found: skipping static/media/why-choose-us.* (install it with `apt-get install -y ffmpeg` and re-run). Images are done.');
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'northlime-frames-'));
  const total = FPS * SECONDS;
  try {
    for (let i = 0; i < total; i++) {
      // i / total (not total - 1): the frame after the last one is frame 0 again.
      await sharp(Buffer.from(videoFrame(i / total).toString())).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
    }
    const out = at('static/media');
    fs.mkdirSync(out, { recursive: true });
    // bitexact keeps muxers from stamping random ids/versions, so reruns are byte-identical.
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png'), '-fflags', '+bitexact', '-flags:v', '+bitexact'];
    run([...input, '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '22', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(out, 'why-choose-us.mp4')]);
    log('static/media/why-choose-us.mp4');
    run([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', '-an', path.join(out, 'why-choose-us.webm')]);
    log('static/media/why-choose-us.webm');
    await sharp(path.join(tmp, 'f0000.png')).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(out, 'why-choose-us-poster.jpg'));
    log('static/media/why-choose-us-poster.jpg');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Browsers ask for /favicon.ico on every site whatever the page links; a missing one is a 404 in
 * the console on every page. An ICO file may hold PNG images (16 and 32 px here) after its
 * 6-byte header and one 16-byte entry per image.
 */
async function writeFavicon(svg, file) {
  const sizes = [16, 32];
  const pngs = await Promise.all(sizes.map((size) => sharp(Buffer.from(svg), { density: 72 * (size / 64) * 4 }).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(pngs[index].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += pngs[index].length;
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([header, ...pngs]));
}

function run(args) {
  const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

function log(msg) {
  console.log(`  ✓ ${msg}`);
}

const started = Date.now();
await images();
await video();
console.log(`Art regenerated in ${((Date.now() - started) / 1000).toFixed(1)}s`);
