// `npm run bench`: our pages measured side by side with the reference sites (peers/, beside the
// repository), in the same Lighthouse run, round by round. Each round measures every page once, in
// a fresh browser, so a busy moment of the machine weighs on ours and theirs alike; the targets
// are ratios within a round and sizes. Also times a cold build and runs the contact function's
// load test. Prints the tables, writes bench-results/, and exits non-zero when a target is missed.
//
// Options (flag or environment variable):
//   --rounds=N     BENCH_ROUNDS=N        interleaved rounds (default 5)
//   --skip-build   BENCH_SKIP_BUILD=1    reuse public/ as it is; no build time
//   --skip-load    BENCH_SKIP_LOAD=1     leave out the contact function's load run
//   --port=N       BENCH_PORT=N          our server's port (default 9250; the peers take the next
//                                        three, a baseline the one after)
//   --peers=DIR    BENCH_PEERS_DIR=DIR   the reference sites (default ../shared/peers)
//   --baseline=DIR BENCH_BASELINE=DIR    another build of ours (a public/ folder, e.g. of the
//                                        commit before a change), measured in the same rounds;
//                                        prints each of our pages against its baseline page
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "parse5";
import { elements, type HtmlNode } from "../../src/node/externalise-inline-scripts";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";
import { runContactLoad, type ContactLoadReport } from "./contact-load";
import {
  checkTargets,
  figuresOf,
  firstViewportOf,
  KIB,
  medianFigures,
  roundRatio,
  type FirstViewport,
  type InlineCss,
  type LighthouseReport,
  type MeasuredPage,
  type ViewportArtifacts,
  type PageFigures,
  type Target,
  type TargetResult,
} from "./figures";
import { BASELINE_PAIRS, benchPages, TARGETS, type BenchPage, type Site } from "./pages";
import { serveBuild, startServer, stopServer, waitForServer } from "./servers";

const root = path.resolve(__dirname, "../..");
const resultsDir = path.join(root, "bench-results");
const COLD_BUILD_LIMIT_S = 90;

// The browser tests' flags, in the new headless mode.
const chromiumFlags = ["--headless=new", ...CHROMIUM_FLAGS];

interface Options {
  rounds: number;
  skipBuild: boolean;
  skipLoad: boolean;
  port: number;
  peersDir: string;
  baselineDir: string | null;
}

function readOptions(argv: readonly string[]): Options {
  const flag = (name: string) => argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const flagValue = (name: string) => flag(name)?.split("=").slice(1).join("=");
  const rounds = Number(flagValue("rounds") ?? process.env.BENCH_ROUNDS ?? 5);
  const port = Number(flagValue("port") ?? process.env.BENCH_PORT ?? 9250);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds must be a whole number from 1, not ${rounds}`);
  if (!Number.isInteger(port) || port < 1) throw new Error(`port must be a port number, not ${port}`);
  const peersDir = path.resolve(root, flagValue("peers") ?? process.env.BENCH_PEERS_DIR ?? "../shared/peers");
  const baseline = flagValue("baseline") ?? process.env.BENCH_BASELINE;
  return {
    rounds,
    skipBuild: flag("skip-build") !== undefined || process.env.BENCH_SKIP_BUILD === "1",
    skipLoad: flag("skip-load") !== undefined || process.env.BENCH_SKIP_LOAD === "1",
    port,
    peersDir,
    baselineDir: baseline ? path.resolve(root, baseline) : null,
  };
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

function run(command: string, args: string[], logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, "w");
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", log, log], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}; see ${path.relative(root, logFile)}`));
    });
  });
}

/** The bytes of a page's <style> elements as its HTML arrives, and of those, Emotion's global blocks. */
async function inlineCssOf(url: string): Promise<InlineCss> {
  const document = parse(await (await fetch(url)).text()) as HtmlNode;
  const css: InlineCss = { bytes: 0, globalBytes: 0 };
  for (const element of elements(document)) {
    if (element.tagName !== "style") continue;
    let bytes = 0;
    for (const child of element.childNodes ?? []) {
      if ("value" in child && typeof child.value === "string") bytes += Buffer.byteLength(child.value);
    }
    css.bytes += bytes;
    const emotion = element.attrs?.find((attribute) => attribute.name === "data-emotion")?.value ?? "";
    if (/^\S+-global\b/.test(emotion)) css.globalBytes += bytes;
  }
  return css;
}

interface LighthouseRun {
  report: LighthouseReport;
  firstViewport: FirstViewport;
}

async function lighthouseRun(url: string, chromePath: string): Promise<LighthouseRun> {
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  // A fresh browser per run: no cache or memory carried from the last page.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const report = result.lhr as unknown as LighthouseReport;
    return { report, firstViewport: report.runtimeError ? { imageUrls: [] } : firstViewportOf(result.artifacts as unknown as ViewportArtifacts) };
  } finally {
    await chrome.kill();
  }
}

/** One run of a page; a run whose trace missed the navigation (Lighthouse says: run again) is repeated twice at most. */
async function measure(url: string, inlineCss: InlineCss, chromePath: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const { report, firstViewport } = await lighthouseRun(url, chromePath);
    if (!report.runtimeError || attempt === 3) return figuresOf(report, inlineCss, firstViewport);
    process.stdout.write(`    ${report.runtimeError.code}, running again\n`);
  }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Where our pages' bytes and LCP come from, medians: the scripts and CSS every page carries beside
 * the page's own, and LCP's phases (a long render delay is main-thread work before the paint).
 */
function printSources(pages: readonly MeasuredPage[]): void {
  const columns = ["JS shared", "JS own", "CSS global", "CSS own", "LCP: TTFB", "load delay", "load time", "render delay"];
  console.log(`\n${"where it comes from".padEnd(22)}${columns.map((column) => column.padStart(13)).join("")}`);
  for (const page of pages) {
    const figures = medianFigures(page.rounds);
    const cells = [
      kib(figures.jsSharedBytes),
      kib(figures.jsTransferBytes - figures.jsSharedBytes),
      kib(figures.cssGlobalBytes),
      kib(figures.cssBytes - figures.cssGlobalBytes),
      ms(figures.lcpTtfbMs),
      ms(figures.lcpLoadDelayMs),
      ms(figures.lcpLoadTimeMs),
      ms(figures.lcpRenderDelayMs),
    ];
    console.log(`${page.id.padEnd(22)}${cells.map((cell) => cell.padStart(13)).join("")}`);
  }
  console.log("(JS shared: Gatsby's framework, app and webpack runtime chunks, loaded by every page; CSS global: Emotion's global blocks)");
}

function printPages(pages: readonly MeasuredPage[]): void {
  const columns = ["main thread", "script eval", "style+layout", "LCP", "TBT", "JS gzip", "CSS", "DOM", "below fold"];
  console.log(`\n${"median per page".padEnd(22)}${columns.map((column) => column.padStart(13)).join("")}`);
  for (const page of pages) {
    const figures = medianFigures(page.rounds);
    const cells = [
      ms(figures.mainThreadMs),
      ms(figures.breakdown.scriptEvaluation ?? 0),
      ms(figures.breakdown.styleLayout ?? 0),
      ms(figures.lcpMs),
      ms(figures.tbtMs),
      kib(figures.jsTransferBytes),
      kib(figures.cssBytes),
      String(Math.round(figures.domElements)),
      kib(figures.belowFoldBytes),
    ];
    console.log(`${page.id.padEnd(22)}${cells.map((cell) => cell.padStart(13)).join("")}`);
  }
}

/** A target's figure as the tables show it: ratios as "1.23x", sizes in KiB, scores and CLS as numbers. */
function formatterFor(target: Target): (value: number) => string {
  if (target.kind === "ratio") return (value) => `${value.toFixed(2)}x`;
  if (target.figure === "jsTransferBytes" || target.figure === "cssBytes" || target.figure === "belowFoldBytes") return kib;
  return (value) => (Number.isInteger(value) ? String(value) : value.toFixed(3));
}

function printTargets(results: readonly TargetResult[]): void {
  console.log("\nTargets (ratios: median of the per-round ratios):");
  for (const { target, value, met, missedBy } of results) {
    const format = formatterFor(target);
    const name = target.kind === "ratio" ? `${target.figure}: ${target.page} / ${target.reference}` : `${target.figure}: ${target.page}`;
    const limit = target.kind === "value" && target.atLeast !== undefined ? `at least ${format(target.atLeast)}` : `at most ${format(target.atMost ?? 0)}`;
    console.log(`  ${name.padEnd(52)}${format(value).padStart(10)}   ${limit.padEnd(18)}${met ? "met" : `MISSED by ${format(missedBy)}`}`);
  }
}

/** Each of our pages against the same page of the baseline build, measured in the same rounds. */
function printAgainstBaseline(pages: readonly MeasuredPage[]): void {
  const byId = new Map(pages.map((page) => [page.id, page]));
  console.log(`\n${"against the baseline".padEnd(22)}${["main thread", "LCP", "TBT", "JS gzip", "CSS"].map((column) => column.padStart(24)).join("")}`);
  for (const [ours, base] of BASELINE_PAIRS) {
    const page = byId.get(ours);
    const baseline = byId.get(base);
    if (!page || !baseline) continue;
    const ratio = (figure: "mainThreadMs" | "lcpMs" | "tbtMs") => `${roundRatio(page, baseline, figure).toFixed(2)}x`;
    const sizes = (figure: "jsTransferBytes" | "cssBytes") =>
      `${kib(medianFigures(page.rounds)[figure])} vs ${kib(medianFigures(baseline.rounds)[figure])}`;
    const cells = [ratio("mainThreadMs"), ratio("lcpMs"), ratio("tbtMs"), sizes("jsTransferBytes"), sizes("cssBytes")];
    console.log(`${ours.padEnd(22)}${cells.map((cell) => cell.padStart(24)).join("")}`);
  }
  console.log("(ratios: median of this build's figure over the baseline's in the same round)");
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  fs.mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date();
  const peerSites: Exclude<Site, "ours">[] = ["astrowind", "gatsby-starter-blog", "floor"];
  for (const site of peerSites) {
    if (!fs.existsSync(path.join(options.peersDir, site, "index.html"))) {
      throw new Error(`no reference site at ${path.join(options.peersDir, site)}: pass --peers=DIR (the folder that holds ${peerSites.join(", ")})`);
    }
  }

  let coldBuildS: number | null = null;
  if (!options.skipBuild) {
    console.log(`Cold build (npm run clean, then npm run build), load ${loadAverage()}...`);
    await run("npm", ["run", "clean"], path.join(resultsDir, "clean.log"));
    const started = process.hrtime.bigint();
    await run("npm", ["run", "build"], path.join(resultsDir, "build-cold.log"));
    coldBuildS = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`  ${coldBuildS.toFixed(1)} s (load ${loadAverage()})`);
  } else if (!fs.existsSync(path.join(root, "public/index.html"))) {
    throw new Error("--skip-build needs an existing build in public/ (run `npm run build` first)");
  }

  const chromePath = execFileSync("bash", [path.join(root, "tests/tools/ensure-chromium.sh")], { encoding: "utf8" }).trim();
  const ports: Record<Site, number> = {
    ours: options.port,
    astrowind: options.port + 1,
    "gatsby-starter-blog": options.port + 2,
    floor: options.port + 3,
    baseline: options.port + 4,
  };
  const servers = new Map<Site, ChildProcess>([["ours", serveBuild(null, ports.ours)]]);
  if (options.baselineDir) {
    if (!fs.existsSync(path.join(options.baselineDir, "index.html"))) throw new Error(`--baseline: no build at ${options.baselineDir}`);
    servers.set("baseline", serveBuild(options.baselineDir, ports.baseline));
  }
  for (const site of peerSites) {
    servers.set(site, startServer("npx", ["tsx", "tests/bench/static-server.ts", "--root", path.join(options.peersDir, site), "--port", String(ports[site])]));
  }
  const pages = benchPages(root, options.baselineDir !== null);
  const urlOf = (page: BenchPage) => `http://127.0.0.1:${ports[page.site]}${page.path}`;
  const measured: MeasuredPage[] = pages.map((page) => ({ id: page.id, rounds: [] }));
  try {
    await Promise.all(pages.map((page) => waitForServer(urlOf(page), servers.get(page.site) as ChildProcess, 120_000)));
    const inlineCss = await Promise.all(pages.map((page) => inlineCssOf(urlOf(page))));
    console.log(`Lighthouse (mobile, simulated throttling): ${options.rounds} rounds of ${pages.length} pages, interleaved...`);
    for (let round = 0; round < options.rounds; round += 1) {
      // Each round starts one page later, so no page always runs first, on a fresh machine.
      const order = pages.map((_, index) => (index + round) % pages.length);
      for (const index of order) {
        const page = pages[index] as BenchPage;
        const figures = await measure(urlOf(page), inlineCss[index] ?? { bytes: 0, globalBytes: 0 }, chromePath);
        (measured[index] as MeasuredPage).rounds.push(figures);
        process.stdout.write(
          `  round ${round + 1}/${options.rounds} ${page.id.padEnd(22)} main thread ${ms(figures.mainThreadMs).padStart(8)}, LCP ${ms(figures.lcpMs).padStart(8)}, TBT ${ms(figures.tbtMs).padStart(7)} (load ${loadAverage()})\n`,
        );
      }
    }
  } finally {
    for (const server of servers.values()) stopServer(server);
  }

  let contactLoad: ContactLoadReport | null = null;
  if (!options.skipLoad) {
    console.log("\nContact function load run (tests/bench/contact-load.ts)...");
    contactLoad = await runContactLoad({ log: (line) => console.log(`  ${line}`) });
  }

  printPages(measured);
  printSources(measured.filter((page) => page.id.startsWith("our ")));
  if (options.baselineDir) printAgainstBaseline(measured);
  const results = checkTargets(TARGETS, measured);
  printTargets(results);
  let allMet = results.every((result) => result.met);
  if (coldBuildS !== null) {
    const met = coldBuildS <= COLD_BUILD_LIMIT_S;
    console.log(`\nCold build: ${coldBuildS.toFixed(1)} s (at most ${COLD_BUILD_LIMIT_S} s) ${met ? "met" : "MISSED"}`);
    allMet = allMet && met;
  }
  if (contactLoad) {
    const { load } = contactLoad;
    console.log(
      `\nContact function under load: ${load.delivered} of ${load.submissions} delivered, ${load.lost} lost, ${load.duplicated} duplicated; ` +
        `${load.throughputPerSecond} req/s, p99 ${load.latencyMs.p99} ms: ${contactLoad.ok ? "passed" : `FAILED: ${contactLoad.failures.join("; ")}`}`,
    );
    allMet = allMet && contactLoad.ok;
  }

  const report = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, loadAverageAtEnd: loadAverage() },
    options,
    coldBuildS,
    pages: measured.map((page) => ({ ...page, median: medianFigures(page.rounds) })),
    targets: results,
    contactLoad,
    allTargetsMet: allMet,
  };
  const file = path.join(resultsDir, `bench-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  fs.copyFileSync(file, path.join(resultsDir, "latest.json"));
  console.log(`\n${allMet ? "Every target met." : "Some targets MISSED."} Figures written to ${path.relative(root, file)}`);
  return allMet ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
