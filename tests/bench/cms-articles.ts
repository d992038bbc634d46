// How long the CMS takes to open the Articles collection with N articles: a copy of the project
// with N generated articles (byte copies of one hero), the CMS started on it (cms/start.ts), and
// the collection opened in a fresh Chromium page several times, timed from navigation to the last
// entry listed. Run by hand (it starts a develop server), not by `npm test`:
//
//   npx tsx tests/bench/cms-articles.ts --articles=1000 [--runs=3] [--port=9710]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { writeGeneratedArticles } from "./generated-articles";
import { copyProject } from "../support/project-copy";

const value = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const articles = value("articles", 1000);
const runs = value("runs", 3);
const sitePort = value("port", 9710);
const siteUrl = `http://127.0.0.1:${sitePort}`;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no answer from ${url}`);
}

async function main(): Promise<void> {
  const copy = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), "cms-articles-")));
  const hero = fs.readFileSync(path.join(copy, "content/blog/top-web-development-trends-of-2025/hero.jpg"));
  await writeGeneratedArticles(copy, 1, articles, () => Promise.resolve(hero));
  const total = fs.readdirSync(path.join(copy, "content/blog")).length;

  const started = Date.now();
  const cms = spawn("npx", ["tsx", "cms/start.ts"], {
    cwd: copy,
    env: { ...process.env, CMS_SITE_PORT: String(sitePort), CMS_BACKEND_PORT: String(sitePort + 1), CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", fs.openSync(path.join(copy, "cms.log"), "w"), fs.openSync(path.join(copy, "cms.log"), "a")],
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    await waitFor(`${siteUrl}/admin/config.json`, 1_800_000);
    console.log(`${total} articles; the CMS answered ${((Date.now() - started) / 1000).toFixed(0)} s after its start`);
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const opened = Date.now();
      await page.goto(`${siteUrl}/admin/#/collections/blog`);
      const entries = page.locator('a[href*="/collections/blog/entries/"]');
      await entries.first().waitFor({ timeout: 600_000 });
      const firstListed = Date.now() - opened;
      await page.waitForLoadState("networkidle");
      const listed = await entries.count();
      const settled = Date.now() - opened;
      const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
      console.log(`run ${run}: first entry ${firstListed} ms, settled ${settled} ms, ${listed} entries in the page, JS heap ${(heap / 1024 ** 2).toFixed(0)} MB (load ${os.loadavg()[0]?.toFixed(2)})`);
      await page.close();
    }
  } finally {
    await browser.close();
    if (cms.pid) process.kill(-cms.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
