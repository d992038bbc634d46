// `npm run bench:content -- --articles=N`: what the site costs as its content grows. Builds two
// temporary copies, the launch build (the project as committed, with its own articles) and this
// working tree with N generated articles (tests/bench/generated-articles.ts), then prints: each cold
// build's time and peak memory, the rebuild after one more article, the HTML and page data of each
// list page, and /blogs' main-thread work and LCP beside the launch build's in interleaved
// Lighthouse rounds (a fresh browser per run). Not part of `npm test`: at 1,000 articles it runs for
// a good while. Exits 1 when a target is missed, 2 when a step fails.
//
// Options: --articles=N (default 200), --rounds=N (default 5), --port=N (default 9260; the launch
// build the next), --keep (leave the copies in the temporary folder).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";
import { routes } from "../../src/lib/routes";
import { BLOG_CATEGORIES } from "../../src/content-types";
import { writeGeneratedArticles } from "./generated-articles";
import { copyProject, projectRoot } from "../support/project-copy";
import { serveBuild, stopServer, waitForServer } from "./servers";

const root = projectRoot;

/** The targets, against the launch build. */
const TARGETS = {
  coldBuildSPerArticle: 0.4,
  rebuildS: 30,
  peakMemoryBytes: 3e9,
  listPageSizeRatio: 1.2,
  blogsMainThreadRatio: 1.1,
} as const;

interface Options {
  articles: number;
  rounds: number;
  port: number;
  keep: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const options = {
    articles: Number(value("articles") ?? 200),
    rounds: Number(value("rounds") ?? 5),
    port: Number(value("port") ?? 9260),
    keep: argv.includes("--keep"),
  };
  for (const name of ["articles", "rounds", "port"] as const) {
    if (!Number.isInteger(options[name]) || options[name] < 1) throw new Error(`--${name} must be a whole number from 1, not ${options[name]}`);
  }
  return options;
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(" ");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The resident memory of `pid` and every process under it, in bytes, from /proc. */
function treeRssBytes(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and brackets: the fields after its closing bracket.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop() as number;
    total += rss.get(current) ?? 0;
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

interface BuildFigures {
  seconds: number;
  peakMemoryBytes: number;
}

/** `gatsby build` in `project`, timed, its process tree's memory polled every 200 ms. */
function build(project: string, logName: string): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(path.join(project, logName), "w");
    const started = process.hrtime.bigint();
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: project,
      stdio: ["ignore", log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    let peak = 0;
    const poll = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRssBytes(child.pid));
    }, 200);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(poll);
      fs.closeSync(log);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ seconds, peakMemoryBytes: peak });
      else reject(new Error(`gatsby build in ${project} exited with ${code}; see ${path.join(project, logName)}`));
    });
  });
}

/** The project as committed (HEAD), read from git without touching the working tree. */
function copyCommitted(target: string): void {
  fs.mkdirSync(target, { recursive: true });
  const archive = execFileSync("git", ["archive", "HEAD"], { cwd: root, maxBuffer: 1024 ** 3 });
  execFileSync("tar", ["-x", "-C", target], { input: archive });
  fs.rmSync(path.join(target, "tests"), { recursive: true, force: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir");
}

interface PageSize {
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  pageDataBytes: number;
  pageDataGzipBytes: number;
  pictures: number;
}

function pageSize(publicDir: string, pagePath: string): PageSize | null {
  const folder = pagePath === "/" ? "" : pagePath.slice(1);
  const htmlFile = path.join(publicDir, folder, "index.html");
  const dataFile = path.join(publicDir, "page-data", folder || "index", "page-data.json");
  if (!fs.existsSync(htmlFile) || !fs.existsSync(dataFile)) return null;
  const html = fs.readFileSync(htmlFile);
  const data = fs.readFileSync(dataFile);
  return {
    path: pagePath,
    htmlBytes: html.length,
    htmlGzipBytes: zlib.gzipSync(html).length,
    pageDataBytes: data.length,
    pageDataGzipBytes: zlib.gzipSync(data).length,
    pictures: (html.toString("utf8").match(/<img\b/g) ?? []).length,
  };
}

/** The list pages of a build: /blogs, the first and last archive pages, a category, /portfolio. */
function listPagePaths(publicDir: string): string[] {
  const archive = path.join(publicDir, "blogs/page");
  const archiveNumbers = fs.existsSync(archive) ? fs.readdirSync(archive).map(Number).filter(Number.isInteger).sort((a, b) => a - b) : [];
  const category = BLOG_CATEGORIES[0];
  const categoryDir = path.join(publicDir, routes.blogCategory(category).slice(1), "page");
  const categoryLast = fs.existsSync(categoryDir) ? Math.max(...fs.readdirSync(categoryDir).map(Number)) : 1;
  return [
    routes.blogs,
    ...archiveNumbers.slice(0, 1).map(routes.blogArchivePage),
    ...archiveNumbers.slice(-1).filter((number) => number !== archiveNumbers[0]).map(routes.blogArchivePage),
    routes.blogCategory(category),
    ...(categoryLast > 1 ? [routes.blogCategoryPage(category, categoryLast)] : []),
    routes.portfolio,
    routes.home,
  ];
}

interface RunFigures {
  mainThreadMs: number;
  lcpMs: number;
}

/** One Lighthouse run (mobile, simulated throttling, as `npm run bench`) in a fresh browser. */
async function lighthouseRun(url: string, chromePath: string): Promise<RunFigures> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const audits = result?.lhr.audits;
      const mainThreadMs = audits?.["mainthread-work-breakdown"]?.numericValue;
      const lcpMs = audits?.["largest-contentful-paint"]?.numericValue;
      if (typeof mainThreadMs === "number" && typeof lcpMs === "number") return { mainThreadMs, lcpMs };
      if (attempt === 3) throw new Error(`Lighthouse measured nothing for ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
    } finally {
      await chrome.kill();
    }
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "content-bench-"));
  const launchDir = path.join(work, "launch");
  const grownDir = path.join(work, "grown");
  const results: { name: string; value: string; limit: string; met: boolean }[] = [];
  const target = (name: string, met: boolean, value: string, limit: string) => results.push({ name, value, limit, met });
  try {
    console.log(`Copies in ${work}: the launch build (HEAD) and this working tree with ${options.articles} generated articles`);
    copyCommitted(launchDir);
    copyProject(grownDir);
    const generating = Date.now();
    await writeGeneratedArticles(grownDir, 1, options.articles);
    console.log(`  ${options.articles} articles and their heroes written in ${((Date.now() - generating) / 1000).toFixed(1)} s`);

    console.log(`Cold build of the launch copy (load ${loadAverage()})...`);
    const launch = await build(launchDir, "build.log");
    console.log(`  ${launch.seconds.toFixed(1)} s, peak memory ${(launch.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB`);
    console.log(`Cold build with ${options.articles} more articles (load ${loadAverage()})...`);
    const grown = await build(grownDir, "build.log");
    console.log(`  ${grown.seconds.toFixed(1)} s, peak memory ${(grown.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB`);

    const launchPublic = path.join(launchDir, "public");
    const grownPublic = path.join(grownDir, "public");
    const launchSizes = new Map<string, PageSize | null>([routes.blogs, routes.portfolio, routes.home].map((pagePath) => [pagePath, pageSize(launchPublic, pagePath)]));
    const grownSizes = listPagePaths(grownPublic).map((pagePath) => pageSize(grownPublic, pagePath)).filter((size): size is PageSize => size !== null);

    // The sizes above are read before this rebuild; the pages Lighthouse measures are the rebuilt ones.
    console.log(`Rebuild after one more article (load ${loadAverage()})...`);
    await writeGeneratedArticles(grownDir, options.articles + 1, options.articles + 1);
    const rebuild = await build(grownDir, "rebuild.log");
    console.log(`  ${rebuild.seconds.toFixed(1)} s`);

    const chromePath = execFileSync("bash", [path.join(root, "tests/tools/ensure-chromium.sh")], { encoding: "utf8" }).trim();
    const servers = [serveBuild(grownPublic, options.port), serveBuild(launchPublic, options.port + 1)];
    const pages = [
      { id: `/blogs with ${options.articles + 1} more`, url: `http://127.0.0.1:${options.port}${routes.blogs}`, runs: [] as RunFigures[] },
      { id: "/blogs at launch", url: `http://127.0.0.1:${options.port + 1}${routes.blogs}`, runs: [] as RunFigures[] },
    ];
    try {
      await Promise.all(pages.map((page, index) => waitForServer(page.url, servers[index] as ChildProcess)));
      console.log(`Lighthouse (mobile, simulated throttling): ${options.rounds} rounds of both /blogs, interleaved...`);
      for (let round = 0; round < options.rounds; round += 1) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const page = pages[index] as (typeof pages)[number];
          const figures = await lighthouseRun(page.url, chromePath);
          page.runs.push(figures);
          console.log(`  round ${round + 1} ${page.id.padEnd(26)} main thread ${Math.round(figures.mainThreadMs)} ms, LCP ${Math.round(figures.lcpMs)} ms (load ${loadAverage()})`);
        }
      }
    } finally {
      servers.forEach(stopServer);
    }

    const [grownBlogs, launchBlogs] = pages as [(typeof pages)[number], (typeof pages)[number]];
    const ratios = (figure: keyof RunFigures) => grownBlogs.runs.map((run, index) => run[figure] / (launchBlogs.runs[index] as RunFigures)[figure]);

    console.log(`\nList pages with ${options.articles} more articles (launch size beside; archive and category pages against the launch /blogs):`);
    console.log(`${"page".padEnd(54)}${["HTML", "gzip", "page-data", "gzip", "pictures", "vs launch"].map((column) => column.padStart(12)).join("")}`);
    const row = (label: string, size: PageSize, against: PageSize | null | undefined) => {
      const ratio = against ? (size.htmlBytes + size.pageDataBytes) / (against.htmlBytes + against.pageDataBytes) : null;
      const cells = [kib(size.htmlBytes), kib(size.htmlGzipBytes), kib(size.pageDataBytes), kib(size.pageDataGzipBytes), String(size.pictures), ratio === null ? "" : `${ratio.toFixed(2)}x`];
      console.log(`${label.padEnd(54)}${cells.map((cell) => cell.padStart(12)).join("")}`);
      return ratio;
    };
    for (const [pagePath, size] of launchSizes) if (size) row(`${pagePath} (launch)`, size, null);
    for (const size of grownSizes) {
      const against = launchSizes.get(size.path) ?? launchSizes.get(routes.blogs);
      const ratio = row(size.path, size, against);
      if (ratio !== null) target(`${size.path} HTML + page data against launch`, ratio <= TARGETS.listPageSizeRatio, `${ratio.toFixed(2)}x`, `${TARGETS.listPageSizeRatio}x`);
    }

    const perArticle = (grown.seconds - launch.seconds) / options.articles;
    target("cold build, seconds per article over launch", perArticle <= TARGETS.coldBuildSPerArticle, `${perArticle.toFixed(3)} s`, `${TARGETS.coldBuildSPerArticle} s`);
    target("rebuild after one more article", rebuild.seconds <= TARGETS.rebuildS, `${rebuild.seconds.toFixed(1)} s`, `${TARGETS.rebuildS} s`);
    target("peak build memory", grown.peakMemoryBytes <= TARGETS.peakMemoryBytes, `${(grown.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB (${(grown.peakMemoryBytes / 1e9).toFixed(2)} GB)`, "3 GB");
    const mainThread = median(ratios("mainThreadMs"));
    target("/blogs main-thread work against launch (median of round ratios)", mainThread <= TARGETS.blogsMainThreadRatio, `${mainThread.toFixed(2)}x`, `${TARGETS.blogsMainThreadRatio}x`);

    console.log(`\nBuilds: launch ${launch.seconds.toFixed(1)} s (peak ${(launch.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB); with ${options.articles} articles ${grown.seconds.toFixed(1)} s (peak ${(grown.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB); rebuild after one more ${rebuild.seconds.toFixed(1)} s`);
    for (const page of pages) {
      console.log(`${page.id.padEnd(28)} main thread ${Math.round(median(page.runs.map((run) => run.mainThreadMs)))} ms, LCP ${Math.round(median(page.runs.map((run) => run.lcpMs)))} ms (medians of ${page.runs.length})`);
    }
    console.log(`LCP against launch (median of round ratios): ${median(ratios("lcpMs")).toFixed(2)}x`);
    console.log("\nTargets:");
    for (const result of results) console.log(`  ${result.name.padEnd(66)}${result.value.padStart(10)}   at most ${result.limit.padEnd(8)}${result.met ? "met" : "MISSED"}`);
    return results.every((result) => result.met) ? 0 : 1;
  } finally {
    if (options.keep) console.log(`Copies kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Content benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
