// `npm run bench`: times a cold production build, serves the site, runs Lighthouse
// (mobile defaults, simulated throttling) on the measured routes in Debian's Chromium, prints the
// median figures per route against the budgets, writes them to bench-results/, and exits non-zero
// when a budget is missed or a step fails.
//
// Options (flag or environment variable):
//   --skip-build   BENCH_SKIP_BUILD=1    reuse public/ as it is; no build times
//   --runs=N       BENCH_RUNS=N          Lighthouse runs per route (default 3)
//   --routes=a,b   BENCH_ROUTES=a,b      measure only these paths
//   --port=N       BENCH_PORT=N          port for the local server (default 9250)
//   --skip-load    BENCH_SKIP_LOAD=1     leave out the contact function's load run
//   --skip-floor   BENCH_SKIP_FLOOR=1    leave out the reference pages (reference-pages.ts)
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { routes } from "../../src/lib/routes";
import { runContactLoad, type ContactLoadReport } from "./contact-load";
import { removeReferencePages, writeReferencePages } from "./reference-pages";
import {
  BUILD_BUDGETS,
  checkBudgets,
  failingAudits,
  figuresOf,
  medianFigures,
  scriptShares,
  type BudgetResult,
  type Figures,
  type LighthouseReport,
} from "./figures";

const root = path.resolve(__dirname, "../..");
const resultsDir = path.join(root, "bench-results");

// The same flags as the browser tests (playwright.config.ts), in the new headless mode.
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Options {
  skipBuild: boolean;
  runs: number;
  routes: string[] | null;
  port: number;
  skipLoad: boolean;
  skipFloor: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const flag = (name: string) => argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const flagValue = (name: string) => flag(name)?.split("=").slice(1).join("=");
  const runs = Number(flagValue("runs") ?? process.env.BENCH_RUNS ?? 3);
  const port = Number(flagValue("port") ?? process.env.BENCH_PORT ?? 9250);
  const routeList = flagValue("routes") ?? process.env.BENCH_ROUTES;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number from 1, not ${runs}`);
  if (!Number.isInteger(port) || port < 1) throw new Error(`port must be a port number, not ${port}`);
  return {
    skipBuild: flag("skip-build") !== undefined || process.env.BENCH_SKIP_BUILD === "1",
    runs,
    routes: routeList ? routeList.split(",").map((route) => route.trim()).filter(Boolean) : null,
    port,
    skipLoad: flag("skip-load") !== undefined || process.env.BENCH_SKIP_LOAD === "1",
    skipFloor: flag("skip-floor") !== undefined || process.env.BENCH_SKIP_FLOOR === "1",
  };
}

/** The first entry of a content folder (sorted), so the choice is stable and follows the content. */
function firstContentSlug(folder: string): string {
  const dir = path.join(root, "content", folder);
  const slug = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.md")))
    .map((entry) => entry.name)
    .sort()[0];
  if (!slug) throw new Error(`content/${folder} holds no entries to measure`);
  return slug;
}

function firstServiceSlug(): string {
  const source = fs.readFileSync(path.join(root, "content/data/services.yaml"), "utf8");
  const slug = /^- slug:\s*["']?([\w-]+)/m.exec(source)?.[1];
  if (!slug) throw new Error("content/data/services.yaml holds no service to measure");
  return slug;
}

/** The measured routes: the home page, the contact and blog pages, and one of each content page. */
function measuredRoutes(): string[] {
  return [
    routes.home,
    routes.contact,
    routes.blogs,
    routes.article(firstContentSlug("blog")),
    routes.service(firstServiceSlug()),
    routes.caseStudy(firstContentSlug("case-studies")),
  ];
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

function runLogged(command: string, args: string[], logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, "w");
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}; see ${path.relative(root, logFile)}`));
    });
  });
}

interface BuildTiming {
  seconds: number;
  /** The 1, 5 and 15 minute load averages as the build ended: timings on a busy machine read high. */
  loadAverage: string;
}

async function timedBuild(name: string): Promise<BuildTiming> {
  const logFile = path.join(resultsDir, `build-${name}.log`);
  const started = process.hrtime.bigint();
  // The project's own build command, with its environment (package.json).
  await runLogged("npm", ["run", "build"], logFile);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, loadAverage: loadAverage() };
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The site's own serve command (src/server/serve.ts, with the deployed headers), on the benchmark's port. */
function serveCommand(port: number): [string, string[]] {
  return ["npm", ["run", "serve", "--", "--host", "127.0.0.1", "--port", String(port)]];
}

function startServer(port: number): ChildProcess {
  const [command, args] = serveCommand(port);
  // Its own process group, so stopping it also stops what npm started.
  return spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
}

function stopServer(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

interface RouteResult {
  route: string;
  runs: Figures[];
  median: Figures;
  budgets: BudgetResult[];
  /** Weighted audits that did not pass in any run, by category. */
  failingAudits: Record<string, string[]>;
}

async function measureRoute(baseUrl: string, route: string, runs: number, chromePath: string): Promise<RouteResult> {
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const figures: Figures[] = [];
  const failing: Record<string, Set<string>> = {};
  let retriesLeft = 2;
  for (let run = 1; run <= runs; run += 1) {
    // A fresh browser per run: no cache, service worker or memory carried from the last one.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const report = result.lhr as unknown as LighthouseReport;
      // Now and then Chromium's trace misses the navigation (NO_NAVSTART): Lighthouse itself says
      // to run again. One such run is repeated rather than ending the whole benchmark.
      if (result.lhr.runtimeError && retriesLeft > 0) {
        retriesLeft -= 1;
        run -= 1;
        process.stdout.write(`  ${route}: ${result.lhr.runtimeError.code}, running again\n`);
        continue;
      }
      const runFigures = figuresOf(report);
      figures.push(runFigures);
      for (const [category, audits] of Object.entries(
        failingAudits(report, ["performance", "accessibility", "best-practices", "seo"]),
      )) {
        const seen = (failing[category] ??= new Set());
        audits.forEach((audit) => seen.add(audit));
      }
      process.stdout.write(
        `  ${route} run ${run}/${runs}: performance ${Math.round(runFigures.performance)}, ` +
          `LCP ${Math.round(runFigures.lcpMs)} ms, TBT ${Math.round(runFigures.tbtMs)} ms (load ${loadAverage()})\n`,
      );
    } finally {
      await chrome.kill();
    }
  }
  const median = medianFigures(figures);
  return {
    route,
    runs: figures,
    median,
    budgets: checkBudgets(median),
    failingAudits: Object.fromEntries(Object.entries(failing).map(([category, audits]) => [category, [...audits]])),
  };
}

const mark = (met: boolean) => (met ? "met" : "MISSED");

function printRoute(result: RouteResult): void {
  console.log(`\n${result.route}`);
  for (const budget of result.budgets) {
    console.log(`  ${budget.label.padEnd(15)}${budget.value.padStart(11)}   budget ${budget.limit.padEnd(11)} ${mark(budget.met)}`);
  }
  for (const [category, audits] of Object.entries(result.failingAudits)) {
    console.log(`  not passed (${category}): ${audits.join("; ")}`);
  }
}

/** The reference pages' results (reference-pages.ts): the floor, and each route without its scripts. */
interface MachineShare {
  floor: RouteResult;
  withoutScripts: { route: string; result: RouteResult }[];
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printMachineShare({ floor, withoutScripts }: MachineShare, results: readonly RouteResult[]): void {
  console.log("\nWhat the machine adds (same settings; reported beside the budgets, not against them):");
  console.log(
    `  floor page (a heading and a paragraph; no CSS, scripts or images): TBT ${ms(floor.median.tbtMs)}, ` +
      `Performance ${Math.round(floor.median.performance)}`,
  );
  console.log(`  ${"route".padEnd(40)}${"TBT".padStart(9)}${"no scripts".padStart(12)}${"scripts add".padStart(13)}`);
  const copies = withoutScripts.map(({ route, result }) => ({ route, median: result.median }));
  for (const share of scriptShares(results, copies)) {
    console.log(
      `  ${share.route.slice(0, 39).padEnd(40)}${ms(share.tbtMs).padStart(9)}${ms(share.withoutScriptsTbtMs).padStart(12)}${ms(share.scriptsAddMs).padStart(13)}`,
    );
  }
}

function printBuild(name: string, timing: BuildTiming, limitS: number): boolean {
  const met = timing.seconds <= limitS;
  console.log(
    `  ${name.padEnd(15)}${`${timing.seconds.toFixed(1)} s`.padStart(11)}   budget ≤ ${`${limitS} s`.padEnd(9)} ${mark(met)}   (load ${timing.loadAverage})`,
  );
  return met;
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  fs.mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date();
  const builds: { cold?: BuildTiming } = {};

  if (!options.skipBuild) {
    console.log(`Cold build (npm run clean, then npm run build), load ${loadAverage()}...`);
    await runLogged("npm", ["run", "clean"], path.join(resultsDir, "clean.log"));
    builds.cold = await timedBuild("cold");
    console.log(`  ${builds.cold.seconds.toFixed(1)} s`);
  } else if (!fs.existsSync(path.join(root, "public/index.html"))) {
    throw new Error("--skip-build needs an existing build in public/ (run `npm run build` first)");
  }

  const chromePath = execFileSync("bash", [path.join(root, "tests/tools/ensure-chromium.sh")], { encoding: "utf8" }).trim();
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = startServer(options.port);
  const results: RouteResult[] = [];
  let machineShare: MachineShare | null = null;
  const publicDir = path.join(root, "public");
  try {
    await waitForServer(`${baseUrl}/`, server, 120_000);
    const measured = options.routes ?? measuredRoutes();
    console.log(`Lighthouse, mobile defaults, ${options.runs} run(s) per route on ${measured.length} routes...`);
    for (const route of measured) {
      results.push(await measureRoute(baseUrl, route, options.runs, chromePath));
    }
    if (!options.skipFloor) {
      const pages = writeReferencePages(publicDir, measured);
      console.log(`\nThe same, on the floor page and on each route without its scripts (${options.runs} run(s) each)...`);
      const floor = await measureRoute(baseUrl, pages.floor, options.runs, chromePath);
      const withoutScripts: MachineShare["withoutScripts"] = [];
      for (const copy of pages.withoutScripts) {
        withoutScripts.push({ route: copy.route, result: await measureRoute(baseUrl, copy.path, options.runs, chromePath) });
      }
      machineShare = { floor, withoutScripts };
    }
  } finally {
    stopServer(server);
    removeReferencePages(publicDir);
  }

  // The contact function under load: its own server, with SMTP pointed at a loopback sink.
  let contactLoad: ContactLoadReport | null = null;
  if (!options.skipLoad) {
    console.log("\nContact function load run (tests/bench/contact-load.ts)...");
    contactLoad = await runContactLoad({ log: (line) => console.log(`  ${line}`) });
  }

  console.log("\nMedian of each figure per route (Lighthouse mobile, simulated throttling):");
  results.forEach(printRoute);
  // The reference pages are not the site: they are reported beside the budgets, never against them.
  if (machineShare) printMachineShare(machineShare, results);
  let allMet = results.every((result) => result.budgets.every((budget) => budget.met));
  if (builds.cold) {
    console.log("\nBuild time:");
    allMet = printBuild("cold build", builds.cold, BUILD_BUDGETS.coldS) && allMet;
  }

  if (contactLoad) {
    const { load, burst } = contactLoad;
    console.log("\nContact function under load:");
    console.log(
      `  ${load.submissions} submissions at concurrency ${load.concurrency}: ${load.delivered} delivered, ` +
        `${load.lost} lost, ${load.duplicated} duplicated; ${load.throughputPerSecond} req/s, ` +
        `p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms`,
    );
    console.log(
      `  burst of ${burst.requests} from one address: ${burst.allowed} allowed, ${burst.limited} limited (429); ` +
        `others meanwhile ${burst.bystanders.succeeded}/${burst.bystanders.requests} answered, p95 ${burst.bystanders.latencyMs.p95} ms`,
    );
    console.log(`  ${contactLoad.ok ? "passed" : `FAILED: ${contactLoad.failures.join("; ")}`}`);
    allMet = contactLoad.ok && allMet;
  }

  const report = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, loadAverageAtEnd: loadAverage() },
    options,
    builds,
    routes: results,
    machineShare,
    contactLoad,
    allBudgetsMet: allMet,
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `bench-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  fs.copyFileSync(file, path.join(resultsDir, "latest.json"));
  console.log(`\n${allMet ? "Every budget met." : "Some budgets MISSED."} Figures written to ${path.relative(root, file)}`);
  return allMet ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
