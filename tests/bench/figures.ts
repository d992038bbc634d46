// What the side-by-side benchmark reads from each Lighthouse run, how interleaved rounds become one
// figure per page, and the targets: ratios to the reference sites measured in the same rounds, and
// sizes. Pure functions, so the unit tests can check that a missed target is reported as missed.

/** The part of a Lighthouse result the benchmark reads (a structural subset of LH.Result). */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        score: number | null;
        numericValue?: number;
        details?: { type: string; items?: unknown[] };
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
}

/** Main-thread time by Lighthouse's task groups (scriptEvaluation, styleLayout, ...), in ms. */
export type Breakdown = Record<string, number>;

/** One page's figures from one run. */
export interface PageFigures {
  /** Lighthouse's mainthread-work-breakdown total: every task the page gave the main thread, ms. */
  mainThreadMs: number;
  breakdown: Breakdown;
  lcpMs: number;
  /** Reported, never a target: on shared machines it swings by hundreds of ms between runs. */
  tbtMs: number;
  cls: number;
  /** Scripts' bytes on the wire (gzip: every server in the bench compresses). */
  jsTransferBytes: number;
  /** The part of them a Gatsby site loads on every page: its framework, app and webpack runtime chunks. */
  jsSharedBytes: number;
  /** CSS the page carries, uncompressed: its <style> elements plus the stylesheets it loads. */
  cssBytes: number;
  /** The part of it that is the same on every page: Emotion's global blocks (tokens, reset, global rules). */
  cssGlobalBytes: number;
  /** LCP's phases as Lighthouse splits it (largest-contentful-paint-element), ms: why it is late. */
  lcpTtfbMs: number;
  lcpLoadDelayMs: number;
  lcpLoadTimeMs: number;
  lcpRenderDelayMs: number;
  domElements: number;
  /**
   * Images and media fetched before the load event that nothing in the first viewport shows: what a
   * visitor who does not scroll downloads for nothing, and what competes with the largest paint.
   */
  belowFoldBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export type FigureName = Exclude<keyof PageFigures, "breakdown">;

export const KIB = 1024;

function categoryScore(report: LighthouseReport, id: string): number {
  const value = report.categories[id]?.score;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id} score`);
  return value * 100;
}

function auditValue(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no value for the ${id} audit`);
  return value;
}

function auditItems<T>(report: LighthouseReport, id: string): T[] {
  const items = report.audits[id]?.details?.items;
  if (!Array.isArray(items)) throw new Error(`Lighthouse gave no ${id} table`);
  return items as T[];
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  /** When the request left, in ms from the navigation's start (the `metrics` audit's clock). */
  networkRequestTime?: number;
}

/** The CSS in a page's <style> elements, read from its HTML (see run.ts). */
export interface InlineCss {
  bytes: number;
  /** Of those, the bytes in Emotion's global blocks (`data-emotion="<key>-global ..."`). */
  globalBytes: number;
}

/** Gatsby's chunks that every page loads, by file name. */
const SHARED_SCRIPT = /\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/;

/** LCP's phases by Lighthouse's names; a phase the element does not have (text has no load) is 0. */
function lcpPhases(report: LighthouseReport): Record<string, number> {
  const lists = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const phases: Record<string, number> = {};
  for (const list of lists as { items?: { phase?: string; timing?: number }[] }[]) {
    for (const item of list.items ?? []) if (item.phase && typeof item.timing === "number") phases[item.phase] = item.timing;
  }
  return phases;
}

/** What the first viewport shows, read from the page as Lighthouse left it (see run.ts). */
export interface FirstViewport {
  /** The address of every picture drawn in the first viewport (current sources and CSS backgrounds). */
  imageUrls: readonly string[];
}

/** The artifacts a run's first viewport is read from (a structural subset of LH.Artifacts). */
export interface ViewportArtifacts {
  ViewportDimensions?: { innerWidth: number; innerHeight: number };
  ImageElements?: { src: string; clientRect: { top: number; bottom: number; left: number; right: number } }[];
}

/** Pictures whose box overlaps the viewport as the page was loaded, unscrolled. */
export function firstViewportOf(artifacts: ViewportArtifacts): FirstViewport {
  const viewport = artifacts.ViewportDimensions;
  if (!viewport) throw new Error("Lighthouse gathered no viewport size");
  const overlaps = ({ top, bottom, left, right }: { top: number; bottom: number; left: number; right: number }) =>
    bottom > 0 && top < viewport.innerHeight && right > 0 && left < viewport.innerWidth && bottom > top && right > left;
  return { imageUrls: (artifacts.ImageElements ?? []).filter((image) => image.src && overlaps(image.clientRect)).map((image) => image.src) };
}

/**
 * The bytes of images and media requested before the load event that the first viewport does not
 * show. Lighthouse's own offscreen-images audit is no measure of this: it passes every image marked
 * `loading="lazy"` (which Chromium still fetches up to thousands of pixels ahead) and anything
 * within three viewports, and never looks at a video's poster.
 */
function belowFoldBytesOf(report: LighthouseReport, requests: readonly NetworkRequest[], firstViewport: FirstViewport): number {
  const [timings] = auditItems<{ observedLoad?: number }>(report, "metrics");
  const load = timings?.observedLoad;
  if (typeof load !== "number") throw new Error("Lighthouse gave no load event time (metrics: observedLoad)");
  const shown = new Set(firstViewport.imageUrls);
  const early = requests.filter(
    (request) =>
      (request.resourceType === "Image" || request.resourceType === "Media") &&
      (request.networkRequestTime ?? Infinity) < load &&
      !shown.has(request.url ?? "") &&
      !(request.url ?? "").startsWith("data:"),
  );
  return sum(early.map((request) => request.transferSize ?? 0));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A run's figures. `inlineCss` is the length of the page's <style> elements, read from its HTML by
 * the caller: Lighthouse counts the document's bytes, not what share of them is CSS.
 * `firstViewport` comes from the run's artifacts: the report itself does not say where images are.
 */
export function figuresOf(report: LighthouseReport, inlineCss: InlineCss, firstViewport: FirstViewport): PageFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const requests = auditItems<NetworkRequest>(report, "network-requests");
  const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
  const phases = lcpPhases(report);
  const breakdown: Breakdown = {};
  for (const { group, duration } of auditItems<{ group: string; duration: number }>(report, "mainthread-work-breakdown")) {
    breakdown[group] = (breakdown[group] ?? 0) + duration;
  }
  return {
    mainThreadMs: auditValue(report, "mainthread-work-breakdown"),
    breakdown,
    lcpMs: auditValue(report, "largest-contentful-paint"),
    tbtMs: auditValue(report, "total-blocking-time"),
    cls: auditValue(report, "cumulative-layout-shift"),
    jsTransferBytes: sum(ofType("Script").map((request) => request.transferSize ?? 0)),
    jsSharedBytes: sum(ofType("Script").filter((request) => SHARED_SCRIPT.test(request.url ?? "")).map((request) => request.transferSize ?? 0)),
    cssBytes: inlineCss.bytes + sum(ofType("Stylesheet").map((request) => request.resourceSize ?? 0)),
    cssGlobalBytes: inlineCss.globalBytes,
    lcpTtfbMs: phases.TTFB ?? 0,
    lcpLoadDelayMs: phases["Load Delay"] ?? 0,
    lcpLoadTimeMs: phases["Load Time"] ?? 0,
    lcpRenderDelayMs: phases["Render Delay"] ?? 0,
    domElements: auditValue(report, "dom-size"),
    belowFoldBytes: belowFoldBytesOf(report, requests, firstViewport),
    accessibility: categoryScore(report, "accessibility"),
    bestPractices: categoryScore(report, "best-practices"),
    seo: categoryScore(report, "seo"),
  };
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the rounds, taken on its own; the breakdown group by group. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const first = runs[0];
  if (!first) throw new Error("median of no runs");
  const figure = (name: FigureName) => median(runs.map((run) => run[name]));
  const groups = new Set(runs.flatMap((run) => Object.keys(run.breakdown)));
  const breakdown = Object.fromEntries([...groups].map((group) => [group, median(runs.map((run) => run.breakdown[group] ?? 0))]));
  const names = Object.keys(first).filter((name): name is FigureName => name !== "breakdown");
  return { ...(Object.fromEntries(names.map((name) => [name, figure(name)])) as Omit<PageFigures, "breakdown">), breakdown };
}

/** A page measured in every round: `rounds[i]` is its run in round i. */
export interface MeasuredPage {
  id: string;
  rounds: PageFigures[];
}

/** A ratio target: our page's figure against a reference page's, round by round. */
export interface RatioTarget {
  kind: "ratio";
  figure: FigureName;
  page: string;
  reference: string;
  atMost: number;
}

/** A size or score our page must keep, on its median. */
export interface ValueTarget {
  kind: "value";
  figure: FigureName;
  page: string;
  atMost?: number;
  atLeast?: number;
}

export type Target = RatioTarget | ValueTarget;

export interface TargetResult {
  target: Target;
  /** The ratio (median of the per-round ratios) or the page's median value. */
  value: number;
  met: boolean;
  /** How far past the limit, in the target's own terms (0 when met). */
  missedBy: number;
}

function pageById(pages: readonly MeasuredPage[], id: string): MeasuredPage {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no measurements for the page "${id}"`);
  return page;
}

/** The median over the rounds of `page`'s figure divided by `reference`'s in the same round. */
export function roundRatio(page: MeasuredPage, reference: MeasuredPage, figure: FigureName): number {
  const ratios = page.rounds.flatMap((run, round) => {
    const base = reference.rounds[round]?.[figure];
    return base ? [run[figure] / base] : [];
  });
  return median(ratios);
}

/**
 * Each target checked on the measured pages. A ratio is taken within each round, our page's run
 * over the reference page's run of the same round, and the median of those is the ratio: what
 * the machine was doing in a round weighs on both sides of it.
 */
export function checkTargets(targets: readonly Target[], pages: readonly MeasuredPage[]): TargetResult[] {
  return targets.map((target) => {
    const page = pageById(pages, target.page);
    if (target.kind === "ratio") {
      const value = roundRatio(page, pageById(pages, target.reference), target.figure);
      return { target, value, met: value <= target.atMost, missedBy: Math.max(0, value - target.atMost) };
    }
    const value = median(page.rounds.map((run) => run[target.figure]));
    const overBy = target.atMost === undefined ? 0 : Math.max(0, value - target.atMost);
    const underBy = target.atLeast === undefined ? 0 : Math.max(0, target.atLeast - value);
    return { target, value, met: overBy === 0 && underBy === 0, missedBy: overBy + underBy };
  });
}
