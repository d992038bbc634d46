// The pages the benchmark measures side by side, and the targets that compare them: three of ours
// (home, an article, contact) beside the reference sites' built pages (peers/, beside the
// repository: AstroWind, gatsby-starter-blog and a floor page, each served as it was built).
import fs from "node:fs";
import path from "node:path";
import { routes } from "../../src/lib/routes";
import { KIB, type Target } from "./figures";

export type Site = "ours" | "astrowind" | "gatsby-starter-blog" | "floor";

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

export function benchPages(projectDir: string): BenchPage[] {
  return [
    { id: "our home", site: "ours", path: routes.home },
    { id: "our article", site: "ours", path: routes.article(firstArticleSlug(projectDir)) },
    { id: "our contact", site: "ours", path: routes.contact },
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
