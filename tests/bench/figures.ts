// What the benchmark reads from each Lighthouse run, how runs become one median figure, and the
// budgets every measured route must meet (issue 5). Pure functions, so the unit tests can check
// that a missed budget is reported as missed.

/** The part of a Lighthouse result the benchmark reads (a structural subset of LH.Result). */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: { type: string; items?: unknown[] };
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
}

/** One route's figures, from one run or as the median of several. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, milliseconds (simulated mobile throttling). */
  lcpMs: number;
  /** Total Blocking Time, milliseconds. */
  tbtMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Bytes on the wire of every script the page loaded (gzip: the server compresses). */
  jsTransferBytes: number;
}

export type FigureName = keyof Figures;

/** Lighthouse shows sizes in KiB; the budgets use the same unit. */
export const KIB = 1024;

export interface Budget {
  figure: FigureName;
  label: string;
  /** At least (scores) or at most (timings, shift, bytes). */
  kind: "min" | "max";
  limit: number;
  format: (value: number) => string;
}

const score = (value: number) => String(Math.round(value));
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

export const ROUTE_BUDGETS: readonly Budget[] = [
  { figure: "performance", label: "Performance", kind: "min", limit: 95, format: score },
  { figure: "accessibility", label: "Accessibility", kind: "min", limit: 100, format: score },
  { figure: "bestPractices", label: "Best Practices", kind: "min", limit: 100, format: score },
  { figure: "seo", label: "SEO", kind: "min", limit: 100, format: score },
  { figure: "lcpMs", label: "LCP", kind: "max", limit: 2500, format: seconds },
  { figure: "tbtMs", label: "TBT", kind: "max", limit: 150, format: ms },
  { figure: "cls", label: "CLS", kind: "max", limit: 0.05, format: (value) => value.toFixed(3) },
  {
    figure: "jsTransferBytes",
    label: "JS (gzip)",
    kind: "max",
    limit: 170 * KIB,
    format: (value) => `${(value / KIB).toFixed(1)} KiB`,
  },
];

/** The cold build's time in seconds, on the project's 2-core machines. */
export const BUILD_BUDGETS = { coldS: 90 } as const;

export function meets(budget: Pick<Budget, "kind" | "limit">, value: number): boolean {
  return budget.kind === "min" ? value >= budget.limit : value <= budget.limit;
}

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

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** The sum of transferSize over the Script resources of the network-requests audit. */
export function scriptTransferBytes(report: LighthouseReport): number {
  const items = report.audits["network-requests"]?.details?.items;
  if (!Array.isArray(items)) throw new Error("Lighthouse gave no network-requests table");
  return (items as NetworkRequest[])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

export function figuresOf(report: LighthouseReport): Figures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return {
    performance: categoryScore(report, "performance"),
    accessibility: categoryScore(report, "accessibility"),
    bestPractices: categoryScore(report, "best-practices"),
    seo: categoryScore(report, "seo"),
    lcpMs: auditValue(report, "largest-contentful-paint"),
    tbtMs: auditValue(report, "total-blocking-time"),
    cls: auditValue(report, "cumulative-layout-shift"),
    jsTransferBytes: scriptTransferBytes(report),
  };
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median taken on its own: the runs need not agree on which run was typical. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (name: FigureName) => median(runs.map((run) => run[name]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsTransferBytes: of("jsTransferBytes"),
  };
}

export interface BudgetResult {
  label: string;
  value: string;
  limit: string;
  met: boolean;
}

export function checkBudgets(figures: Figures): BudgetResult[] {
  return ROUTE_BUDGETS.map((budget) => ({
    label: budget.label,
    value: budget.format(figures[budget.figure]),
    limit: `${budget.kind === "min" ? "≥" : "≤"} ${budget.format(budget.limit)}`,
    met: meets(budget, figures[budget.figure]),
  }));
}

/** Audits that pull a category's score down (weighted, not passed), to say what a score below 100 is made of. */
export function failingAudits(report: LighthouseReport, categoryIds: readonly string[]): Record<string, string[]> {
  const failing: Record<string, string[]> = {};
  for (const category of categoryIds) {
    const names = (report.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = report.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) return [];
      return [`${audit.id}: ${audit.title}`];
    });
    if (names.length > 0) failing[category] = names;
  }
  return failing;
}

/** A route's median TBT beside its script-less copy's (reference-pages.ts), and the difference. */
export interface ScriptShare {
  route: string;
  tbtMs: number;
  withoutScriptsTbtMs: number;
  /** What the route's scripts add: the only part of its TBT a JavaScript change can remove. */
  scriptsAddMs: number;
}

/** Pairs each measured route's median with its script-less copy's; a route without a copy is left out. */
export function scriptShares(
  routes: readonly { route: string; median: Pick<Figures, "tbtMs"> }[],
  withoutScripts: readonly { route: string; median: Pick<Figures, "tbtMs"> }[],
): ScriptShare[] {
  return routes.flatMap(({ route, median: withScripts }) => {
    const copy = withoutScripts.find((candidate) => candidate.route === route);
    if (!copy) return [];
    return [{ route, tbtMs: withScripts.tbtMs, withoutScriptsTbtMs: copy.median.tbtMs, scriptsAddMs: withScripts.tbtMs - copy.median.tbtMs }];
  });
}
