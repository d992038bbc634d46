// The side-by-side benchmark's arithmetic: what it reads from a Lighthouse report, and how a
// target is judged met or missed over interleaved rounds.
import {
  checkTargets,
  figuresOf,
  firstViewportOf,
  KIB,
  median,
  medianFigures,
  type FirstViewport,
  type LighthouseReport,
  type PageFigures,
  type Target,
} from "../../bench/figures";

type Audit = NonNullable<LighthouseReport["audits"][string]>;

const audit = (id: string, fields: Partial<Audit> = {}): Audit => ({ id, score: 1, ...fields });
const table = (items: unknown[]) => ({ type: "table", items });

const nothingShown: FirstViewport = { imageUrls: [] };
const noInlineCss = { bytes: 0, globalBytes: 0 };

function report(fields: { mainThread?: number; lcp?: number; requests?: unknown[]; load?: number; accessibility?: number } = {}): LighthouseReport {
  return {
    categories: { accessibility: { score: fields.accessibility ?? 1 }, "best-practices": { score: 1 }, seo: { score: 0.92 } },
    audits: {
      "mainthread-work-breakdown": audit("mainthread-work-breakdown", {
        numericValue: fields.mainThread ?? 1000,
        details: table([
          { group: "scriptEvaluation", duration: 600 },
          { group: "styleLayout", duration: 250 },
          { group: "other", duration: 150 },
        ]),
      }),
      "largest-contentful-paint": audit("largest-contentful-paint", { numericValue: fields.lcp ?? 1800 }),
      "total-blocking-time": audit("total-blocking-time", { numericValue: 40 }),
      "cumulative-layout-shift": audit("cumulative-layout-shift", { numericValue: 0.01 }),
      "dom-size": audit("dom-size", { numericValue: 420 }),
      metrics: audit("metrics", { details: table([{ observedLoad: fields.load ?? 900 }]) }),
      "largest-contentful-paint-element": audit("largest-contentful-paint-element", {
        details: {
          type: "list",
          items: [
            { type: "table", items: [{ node: { snippet: "<img>" } }] },
            {
              type: "table",
              items: [
                { phase: "TTFB", timing: 450 },
                { phase: "Load Delay", timing: 250 },
                { phase: "Load Time", timing: 300 },
                { phase: "Render Delay", timing: 800 },
              ],
            },
          ],
        },
      }),
      "network-requests": audit("network-requests", {
        details: table(
          fields.requests ?? [
            { resourceType: "Document", transferSize: 30_000, resourceSize: 90_000 },
            { resourceType: "Script", transferSize: 70_000, resourceSize: 230_000, url: "http://site/app-4f1c9e0a2b.js" },
            { resourceType: "Script", transferSize: 30_000, resourceSize: 70_000, url: "http://site/framework-0d2e5c.js" },
            { resourceType: "Script", transferSize: 20_000, resourceSize: 60_000, url: "http://site/component---src-pages-index-tsx-9a8b.js" },
            { resourceType: "Stylesheet", transferSize: 3_000, resourceSize: 12_000 },
            { resourceType: "Image", transferSize: 50_000, resourceSize: 50_000, url: "http://site/hero.webp", networkRequestTime: 120 },
          ],
        ),
      }),
    },
  };
}

describe("figures from a Lighthouse report", () => {
  it("reads the main-thread work and its groups, the metrics, the scripts' wire bytes and the CSS carried", () => {
    expect(figuresOf(report(), { bytes: 5_000, globalBytes: 3_000 }, { imageUrls: ["http://site/hero.webp"] })).toEqual<PageFigures>({
      mainThreadMs: 1000,
      breakdown: { scriptEvaluation: 600, styleLayout: 250, other: 150 },
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0.01,
      jsTransferBytes: 120_000,
      jsSharedBytes: 100_000,
      cssBytes: 17_000,
      cssGlobalBytes: 3_000,
      lcpTtfbMs: 450,
      lcpLoadDelayMs: 250,
      lcpLoadTimeMs: 300,
      lcpRenderDelayMs: 800,
      domElements: 420,
      belowFoldBytes: 0,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
    });
  });

  it("counts the images and media fetched before the load event that the first viewport does not show", () => {
    const requests = [
      { resourceType: "Image", transferSize: 22_000, url: "http://site/hero.webp", networkRequestTime: 100 },
      { resourceType: "Image", transferSize: 27_000, url: "http://site/poster.jpg", networkRequestTime: 100 },
      { resourceType: "Image", transferSize: 30_000, url: "http://site/lazy-but-early.webp", networkRequestTime: 250 },
      { resourceType: "Media", transferSize: 139_000, url: "http://site/video.webm", networkRequestTime: 300 },
      { resourceType: "Image", transferSize: 40_000, url: "http://site/after-load.webp", networkRequestTime: 1_200 },
      { resourceType: "Image", transferSize: 0, url: "data:image/jpeg;base64,AAAA", networkRequestTime: 90 },
      { resourceType: "Script", transferSize: 90_000, url: "http://site/app.js", networkRequestTime: 100 },
    ];
    const figures = figuresOf(report({ requests, load: 900 }), noInlineCss, { imageUrls: ["http://site/hero.webp"] });
    expect(figures.belowFoldBytes).toBe(27_000 + 30_000 + 139_000);
  });

  it("takes the first viewport's pictures from those whose box overlaps it", () => {
    const at = (src: string, top: number, left = 16) => ({ src, clientRect: { top, bottom: top + 300, left, right: left + 380 } });
    const viewport = firstViewportOf({
      ViewportDimensions: { innerWidth: 412, innerHeight: 823 },
      ImageElements: [at("in.webp", 500), at("below.webp", 823), at("next-slide.webp", 500, 412), at("scrolled-past.webp", -300), at("", 0)],
    });
    expect(viewport.imageUrls).toEqual(["in.webp"]);
    expect(() => firstViewportOf({})).toThrow(/viewport/);
  });

  it("refuses a run that failed rather than reading zeros from it", () => {
    expect(() => figuresOf({ ...report(), runtimeError: { code: "NO_NAVSTART", message: "no navigation" } }, noInlineCss, nothingShown)).toThrow(/NO_NAVSTART/);
    const withoutBreakdown = report();
    delete withoutBreakdown.audits["mainthread-work-breakdown"];
    expect(() => figuresOf(withoutBreakdown, noInlineCss, nothingShown)).toThrow(/mainthread-work-breakdown/);
  });
});

describe("medians", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("takes each figure and each breakdown group on its own", () => {
    const runs = [900, 1000, 5000].map((mainThread, index) => ({ ...figuresOf(report({ mainThread, lcp: 1000 + index * 100 }), noInlineCss, nothingShown), breakdown: { scriptEvaluation: mainThread / 2 } }));
    const middle = medianFigures(runs);
    expect(middle.mainThreadMs).toBe(1000);
    expect(middle.lcpMs).toBe(1100);
    expect(middle.breakdown).toEqual({ scriptEvaluation: 500 });
  });
});

describe("targets over interleaved rounds", () => {
  const rounds = (mainThread: number[], jsBytes = 120 * KIB) =>
    mainThread.map((value) => ({ ...figuresOf(report({ mainThread: value }), noInlineCss, nothingShown), jsTransferBytes: jsBytes }));

  it("judges a ratio round by round, so a slow round weighs on both pages", () => {
    // Round 3 ran slow for everything: 3x on both pages. The ratio stays 2.0 in every round.
    const pages = [
      { id: "ours", rounds: rounds([1000, 1200, 3000]) },
      { id: "theirs", rounds: rounds([500, 600, 1500]) },
    ];
    const target: Target = { kind: "ratio", figure: "mainThreadMs", page: "ours", reference: "theirs", atMost: 2.0 };
    expect(checkTargets([target], pages)).toEqual([{ target, value: 2, met: true, missedBy: 0 }]);
    const stricter: Target = { ...target, atMost: 1.5 };
    expect(checkTargets([stricter], pages)[0]).toMatchObject({ met: false, missedBy: 0.5 });
  });

  it("judges a size or a score on the page's median, and says by how much it missed", () => {
    const pages = [{ id: "ours", rounds: rounds([1000, 1000, 1000], 140 * KIB) }];
    const [js, seo] = checkTargets(
      [
        { kind: "value", figure: "jsTransferBytes", page: "ours", atMost: 130 * KIB },
        { kind: "value", figure: "seo", page: "ours", atLeast: 100 },
      ],
      pages,
    );
    expect(js).toMatchObject({ value: 140 * KIB, met: false, missedBy: 10 * KIB });
    expect(seo).toMatchObject({ value: 92, met: false, missedBy: 8 });
  });

  it("names a page that was not measured", () => {
    expect(() => checkTargets([{ kind: "value", figure: "cls", page: "nowhere", atMost: 0.02 }], [])).toThrow(/nowhere/);
  });
});
