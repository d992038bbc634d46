import {
  KIB,
  checkBudgets,
  failingAudits,
  figuresOf,
  median,
  medianFigures,
  scriptShares,
  scriptTransferBytes,
  type Figures,
  type LighthouseReport,
} from "../../bench/figures";

type Audit = NonNullable<LighthouseReport["audits"][string]>;

const audit = (id: string, fields: Partial<Audit> = {}): Audit => ({
  id,
  title: `${id} title`,
  score: 1,
  scoreDisplayMode: "numeric",
  ...fields,
});

function report(overrides: { scores?: Partial<Record<string, number>>; lcp?: number; requests?: unknown[] } = {}): LighthouseReport {
  const scores = { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1, ...overrides.scores };
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, value]) => [
        id,
        { score: value ?? null, auditRefs: [{ id: id === "accessibility" ? "color-contrast" : "largest-contentful-paint", weight: 1 }] },
      ]),
    ),
    audits: {
      "largest-contentful-paint": audit("largest-contentful-paint", { numericValue: overrides.lcp ?? 1800 }),
      "total-blocking-time": audit("total-blocking-time", { numericValue: 40 }),
      "cumulative-layout-shift": audit("cumulative-layout-shift", { numericValue: 0.01 }),
      "color-contrast": audit("color-contrast", { score: 1, scoreDisplayMode: "binary" }),
      "network-requests": audit("network-requests", {
        details: {
          type: "table",
          items: overrides.requests ?? [
            { resourceType: "Document", transferSize: 30_000 },
            { resourceType: "Script", transferSize: 100_000 },
            { resourceType: "Script", transferSize: 20_000 },
            { resourceType: "Image", transferSize: 50_000 },
          ],
        },
      }),
    },
  };
}

describe("figures from a Lighthouse report", () => {
  it("reads the scores as 0-100, the metrics, and only the scripts' transfer size", () => {
    expect(figuresOf(report())).toEqual<Figures>({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0.01,
      jsTransferBytes: 120_000,
    });
  });

  it("counts a script without a transfer size (served from cache) as nothing", () => {
    expect(scriptTransferBytes(report({ requests: [{ resourceType: "Script" }, { resourceType: "Script", transferSize: 5 }] }))).toBe(5);
  });

  it("fails loudly when Lighthouse could not score a category", () => {
    expect(() => figuresOf(report({ scores: { seo: undefined } }))).toThrow(/seo/);
  });

  it("names the weighted audits that did not pass", () => {
    const failing = report();
    failing.audits["color-contrast"] = audit("color-contrast", { score: 0, scoreDisplayMode: "binary" });
    expect(failingAudits(failing, ["accessibility", "seo"])).toEqual({ accessibility: ["color-contrast: color-contrast title"] });
  });
});

describe("medians", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("takes each figure's median on its own", () => {
    const runs = [figuresOf(report({ lcp: 3000 })), figuresOf(report({ lcp: 1000 })), figuresOf(report({ lcp: 2000, scores: { performance: 0.5 } }))];
    const result = medianFigures(runs);
    expect(result.lcpMs).toBe(2000);
    expect(result.performance).toBe(97);
  });
});

describe("budgets", () => {
  const budgetsOf = (figures: Figures) => Object.fromEntries(checkBudgets(figures).map((budget) => [budget.label, budget.met]));
  const passing = figuresOf(report());

  it("are all met by figures inside every limit, limits included", () => {
    const atLimits: Figures = { ...passing, performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05, jsTransferBytes: 170 * KIB };
    expect(Object.values(budgetsOf(atLimits)).every(Boolean)).toBe(true);
  });

  it("mark each figure just past its limit as missed", () => {
    const cases: [keyof Figures, number, string][] = [
      ["performance", 94, "Performance"],
      ["accessibility", 99, "Accessibility"],
      ["bestPractices", 96, "Best Practices"],
      ["seo", 92, "SEO"],
      ["lcpMs", 2501, "LCP"],
      ["tbtMs", 151, "TBT"],
      ["cls", 0.051, "CLS"],
      ["jsTransferBytes", 170 * KIB + 1, "JS (gzip)"],
    ];
    for (const [figure, value, label] of cases) {
      const budgets = budgetsOf({ ...passing, [figure]: value });
      expect({ label, met: budgets[label] }).toEqual({ label, met: false });
      expect(Object.values(budgets).filter((met) => !met)).toHaveLength(1);
    }
  });
});

describe("scriptShares", () => {
  const measured = (route: string, tbtMs: number) => ({ route, median: { tbtMs } });

  it("gives each route's TBT, its script-less copy's and what the scripts add, in the routes' order", () => {
    const routes = [measured("/", 1221), measured("/contact-us", 1335)];
    const copies = [measured("/contact-us", 453), measured("/", 756)];
    expect(scriptShares(routes, copies)).toEqual([
      { route: "/", tbtMs: 1221, withoutScriptsTbtMs: 756, scriptsAddMs: 465 },
      { route: "/contact-us", tbtMs: 1335, withoutScriptsTbtMs: 453, scriptsAddMs: 882 },
    ]);
  });

  it("leaves out a route with no copy, and shows a copy that blocked longer as a negative share", () => {
    expect(scriptShares([measured("/", 500), measured("/blogs", 600)], [measured("/", 650)])).toEqual([
      { route: "/", tbtMs: 500, withoutScriptsTbtMs: 650, scriptsAddMs: -150 },
    ]);
  });
});
