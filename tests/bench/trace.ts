// `npm run bench:trace`: two or more builds of ours compared by the main-thread work Chromium's own
// trace counts, for changes too small for `npm run bench` to tell apart (over 5 Lighthouse rounds a
// build measured against itself can read 1.1x). Each load is a fresh browser context on a phone
// viewport with the CPU 4x slower, traced from navigation to two seconds after the page reports
// hydration (`data-hydrated` on <html>). Loads are interleaved build by build, so a busy moment of
// the machine weighs on every build alike. Prints, page by page, each build's median work by group
// and its per-load ratio to the first build; writes bench-results/trace-<time>.json.
//
// Options (flags):
//   --builds=A,B[,C...]  the public/ folders to compare (default: public/ alone); the first is the
//                        reference the ratios are taken against
//   --loads=N            loads of each page per build (default 10)
//   --pages=P,Q          paths to load (default: the bench's home, first article and contact page)
//   --port=N             the first build's server port (default 9270; the next builds the next ports)
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";
import { PHONE } from "../support/phone";
import { median } from "./figures";
import { benchPages } from "./pages";
import { serveBuild, stopServer, waitForServer } from "./servers";
import { traceFigures, WORK_GROUPS, type TraceEvent, type TraceFigures, type WorkGroup } from "./trace-figures";

const root = path.resolve(__dirname, "../..");
const resultsDir = path.join(root, "bench-results");
const CPU_SLOWDOWN = 4;
const AFTER_HYDRATION_MS = 2_000;
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"];

interface Options {
  builds: string[];
  loads: number;
  pages: string[];
  port: number;
}

function readOptions(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=").slice(1).join("=");
  const list = (text: string | undefined) => (text ?? "").split(",").filter((item) => item !== "");
  const builds = list(value("builds")).map((folder) => path.resolve(root, folder));
  const loads = Number(value("loads") ?? 10);
  const port = Number(value("port") ?? 9270);
  if (!Number.isInteger(loads) || loads < 1) throw new Error(`--loads must be a whole number from 1, not ${value("loads")}`);
  if (!Number.isInteger(port) || port < 1) throw new Error(`--port must be a port number, not ${value("port")}`);
  for (const folder of builds) if (!fs.existsSync(path.join(folder, "index.html"))) throw new Error(`--builds: no build at ${folder}`);
  const pages = list(value("pages"));
  return {
    builds: builds.length > 0 ? builds : [path.join(root, "public")],
    loads,
    pages: pages.length > 0 ? pages : benchPages(root).filter((page) => page.site === "ours").map((page) => page.path),
    port,
  };
}

async function traceLoad(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    // A fixed window after hydration, the same for every build: what the page does once it has started.
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    return traceFigures(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)}`.padStart(7);
/** Each group's column heading. */
const GROUP_LABELS: Readonly<Record<WorkGroup, string>> = {
  scriptEvaluation: "script",
  scriptParseCompile: "compile",
  styleLayout: "style",
  paintCompositeRender: "paint",
  parseHTML: "parse",
  garbageCollection: "gc",
  other: "other",
};

function printPage(pagePath: string, builds: readonly string[], loads: readonly TraceFigures[][]): void {
  console.log(`\n${pagePath} (ms of main-thread work, medians at a ${CPU_SLOWDOWN}x slower CPU)`);
  console.log(`${"build".padEnd(40)}${"total".padStart(7)}${WORK_GROUPS.map((group) => GROUP_LABELS[group].padStart(9)).join("")}   against the first (per-load ratios: median, range)`);
  const reference = loads[0] as TraceFigures[];
  builds.forEach((build, index) => {
    const runs = loads[index] as TraceFigures[];
    const ratios = runs.map((run, load) => run.mainThreadMs / (reference[load] as TraceFigures).mainThreadMs);
    const against = index === 0 ? "" : `${median(ratios).toFixed(3)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`;
    const groups = WORK_GROUPS.map((group) => `  ${ms(median(runs.map((run) => run.groups[group])))}`).join("");
    console.log(`${path.relative(root, build).padEnd(40)}${ms(median(runs.map((run) => run.mainThreadMs)))}${groups}   ${against}`);
  });
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  const chromePath = execFileSync("bash", [path.join(root, "tests/tools/ensure-chromium.sh")], { encoding: "utf8" }).trim();
  const servers: ChildProcess[] = options.builds.map((build, index) => serveBuild(build, options.port + index));
  const origin = (index: number) => `http://127.0.0.1:${options.port + index}`;
  const startedAt = new Date();
  const results: Record<string, Record<string, TraceFigures[]>> = {};
  let browser: Browser | null = null;
  try {
    await Promise.all(servers.map((server, index) => waitForServer(`${origin(index)}/`, server)));
    browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_FLAGS] });
    console.log(`Traced loads: ${options.loads} of each of ${options.pages.length} pages per build, builds interleaved (load ${os.loadavg()[0]?.toFixed(2)})`);
    for (const pagePath of options.pages) {
      const loads: TraceFigures[][] = options.builds.map(() => []);
      for (let load = 0; load < options.loads; load += 1) {
        for (const [index] of options.builds.entries()) (loads[index] as TraceFigures[]).push(await traceLoad(browser, `${origin(index)}${pagePath}`));
      }
      results[pagePath] = Object.fromEntries(options.builds.map((build, index) => [build, loads[index] as TraceFigures[]]));
      printPage(pagePath, options.builds, loads);
    }
  } finally {
    await browser?.close();
    servers.forEach(stopServer);
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `trace-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ startedAt, loadAverageAtEnd: os.loadavg(), options, results }, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(root, file)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Trace benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
