// The pages `npm run bench` measures beside the site's own, to show what the machine adds to the
// figures: the floor (a page the browser can hardly do less for) and each measured route with its
// scripts taken out (what its HTML, CSS and images cost before any JavaScript runs). Lighthouse's
// TBT and Performance are the tasks this machine ran, scaled by the simulated phone's CPU factor,
// so on a slow machine even these pages block; the site's JavaScript can only be blamed for the
// difference. Written into public/__bench/ for the run, served by the site's own server (same
// headers, same compression), and removed afterwards.
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { applyEdits, elements, isExecutableScript, type HtmlNode, type TextEdit } from "../../src/node/externalise-inline-scripts";

/** Under public/: never a route of the site (routes come from content and src/pages). */
export const referenceDir = "__bench";

/** A heading and a paragraph, no CSS, scripts or images: what any page costs on this machine. */
export const floorPage = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Benchmark floor page</title>
<meta name="description" content="The smallest page the benchmark measures: what the machine costs before any of the site's work.">
</head>
<body>
<h1>Northlime Digital</h1>
<p>We build websites and apps, automate routine work with AI and run marketing that brings in leads.</p>
</body>
</html>
`;

// gatsby-plugin-image shows each main image from its inline module script once it has loaded;
// without scripts the images would stay transparent and the page would paint less than a
// visitor sees. The site's own rule for browsers without JavaScript says the same, inside <noscript>.
const imagesShown = "<style>[data-main-image]{opacity:1!important}</style>";

/**
 * The page as the server sends it, less every script the browser would run (inline or from a
 * file, classic or module); data blocks such as JSON-LD stay. Parsed with parse5, so a
 * script-like string inside an attribute or a comment is left alone.
 */
export function withoutScripts(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true }) as HtmlNode;
  const edits: TextEdit[] = [];
  let headEnd: number | null = null;
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    if (!location) continue;
    if (element.tagName === "head" && location.endTag) headEnd = location.endTag.startOffset;
    if (isExecutableScript(element)) edits.push({ start: location.startOffset, end: location.endOffset, markup: "" });
  }
  if (headEnd === null) throw new Error("the page has no </head> to add the image rule to");
  return applyEdits(html, [...edits, { start: headEnd, end: headEnd, markup: imagesShown }]);
}

/** The file a route's script-less copy is written to, as a path under public/ (`/` → `__bench/no-scripts.html`). */
export function withoutScriptsPath(route: string): string {
  const name = route.split("/").filter(Boolean).join("--");
  return `${referenceDir}/no-scripts${name ? `--${name}` : ""}.html`;
}

/** The built HTML file of a route under public/ (trailing slash or not, as Gatsby writes it). */
function builtPage(publicDir: string, route: string): string {
  const file = path.join(publicDir, route, "index.html");
  if (!fs.existsSync(file)) throw new Error(`no built page for ${route} (looked for ${path.relative(publicDir, file)} in public/)`);
  return file;
}

export interface ReferencePages {
  /** The URL path of the floor page. */
  floor: string;
  /** Each measured route with the URL path of its script-less copy. */
  withoutScripts: { route: string; path: string }[];
}

/** Writes the floor page and a script-less copy of each route into public/__bench/. */
export function writeReferencePages(publicDir: string, measuredRoutes: readonly string[]): ReferencePages {
  removeReferencePages(publicDir);
  fs.mkdirSync(path.join(publicDir, referenceDir), { recursive: true });
  const floor = `${referenceDir}/floor.html`;
  fs.writeFileSync(path.join(publicDir, floor), floorPage);
  const copies = measuredRoutes.map((route) => {
    const file = withoutScriptsPath(route);
    fs.writeFileSync(path.join(publicDir, file), withoutScripts(fs.readFileSync(builtPage(publicDir, route), "utf8")));
    return { route, path: `/${file}` };
  });
  return { floor: `/${floor}`, withoutScripts: copies };
}

export function removeReferencePages(publicDir: string): void {
  fs.rmSync(path.join(publicDir, referenceDir), { recursive: true, force: true });
}
