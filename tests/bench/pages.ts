// The pages the benchmark measures side by side, and the targets that compare them: three of ours
// (home, an article, contact) beside the reference sites' built pages (peers/, beside the
// repository: AstroWind, gatsby-starter-blog and a floor page, each served as it was built).
import fs from "node:fs";
import path from "node:path";
import { routes } from "../../src/lib/routes";
import { KIB, type Target } from "./figures";

/** "baseline": another build of ours (`--baseline`), measured beside this one to judge a change. */
export type Site = "ours" | "baseline" | "astrowind" | "gatsby-starter-blog" | "floor";

export interface BenchPage {
  id: string;
  site: Site;
  path: string;
}

/** The first article folder (sorted), so the choice is stable and follows the content. */
function firstArticleSlug(projectDir: string): string {
  const dir = path.join(projectDir, "content/blog");
  const slug = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.md")))
    .map((entry) => entry.name)
    .sort()[0];
  if (!slug) throw new Error("content/blog holds no article to measure");
  return slug;
}

/** Our three pages; with `site: "baseline"` the same pages of the baseline build. */
function ourPages(projectDir: string, site: "ours" | "baseline"): BenchPage[] {
  const prefix = site === "ours" ? "our" : "baseline";
  return [
    { id: `${prefix} home`, site, path: routes.home },
    { id: `${prefix} article`, site, path: routes.article(firstArticleSlug(projectDir)) },
    { id: `${prefix} contact`, site, path: routes.contact },
  ];
}

/** The baseline page each of ours is compared with, when there is a baseline. */
export const BASELINE_PAIRS: readonly (readonly [string, string])[] = [
  ["our home", "baseline home"],
  ["our article", "baseline article"],
  ["our contact", "baseline contact"],
];

export function benchPages(projectDir: string, withBaseline = false): BenchPage[] {
  return [
    ...ourPages(projectDir, "ours"),
    ...(withBaseline ? ourPages(projectDir, "baseline") : []),
    { id: "AstroWind home", site: "astrowind", path: "/" },
    { id: "AstroWind article", site: "astrowind", path: "/get-started-website-with-astro-tailwind-css/" },
    { id: "starter-blog home", site: "gatsby-starter-blog", path: "/" },
    { id: "starter-blog article", site: "gatsby-starter-blog", path: "/hello-world/" },
    { id: "floor", site: "floor", path: "/" },
  ];
}

const ours = ["our home", "our article", "our contact"];

export const TARGETS: readonly Target[] = [
  { kind: "ratio", figure: "mainThreadMs", page: "our home", reference: "AstroWind home", atMost: 2.0 },
  { kind: "ratio", figure: "mainThreadMs", page: "our contact", reference: "AstroWind home", atMost: 2.0 },
  { kind: "ratio", figure: "mainThreadMs", page: "our article", reference: "starter-blog article", atMost: 1.0 },
  { kind: "ratio", figure: "lcpMs", page: "our home", reference: "starter-blog home", atMost: 1.0 },
  { kind: "ratio", figure: "lcpMs", page: "our article", reference: "starter-blog article", atMost: 1.0 },
  { kind: "value", figure: "jsTransferBytes", page: "our article", atMost: 100 * KIB },
  { kind: "value", figure: "jsTransferBytes", page: "our home", atMost: 130 * KIB },
  { kind: "value", figure: "jsTransferBytes", page: "our contact", atMost: 130 * KIB },
  ...ours.flatMap((page): Target[] => [
    { kind: "value", figure: "cssBytes", page, atMost: 30 * KIB },
    { kind: "value", figure: "belowFoldBytes", page, atMost: 0 },
    { kind: "value", figure: "cls", page, atMost: 0.02 },
    { kind: "value", figure: "accessibility", page, atLeast: 100 },
    { kind: "value", figure: "bestPractices", page, atLeast: 100 },
    { kind: "value", figure: "seo", page, atLeast: 100 },
  ]),
];
