// After the build, on the finished pages: Gatsby's three bundle tags (webpack runtime, framework,
// app), which it writes `async` at the end of every page so that they start downloading while the
// page is parsed, are replaced by one small module script that adds them once the page's first
// pictures have been painted (src/lib/start-bundles-after-paint.ts, which says why).
//
// The tags come from Gatsby's scripts slice, stitched into every page after rendering, out of
// reach of gatsby-ssr; hence a rewrite of the finished HTML, done in the same pass as the
// inline-script move (externalise-inline-scripts.ts).
import fs from "node:fs";
import path from "node:path";
import { transformSync } from "@swc/core";
import type { BuildArgs } from "gatsby";
import { externalisedScriptsDir } from "../lib/security-headers";
import { scriptFileName, siteOfBuild } from "./externalise-inline-scripts";

/** The loader's source, relative to the site's directory. */
export const LOADER_SOURCE = "src/lib/start-bundles-after-paint.ts";

/** The loader as served: its TypeScript compiled and minified, still a module. */
export function compileLoader(source: string): string {
  return transformSync(source, {
    filename: "start-bundles-after-paint.ts",
    isModule: true,
    minify: true,
    jsc: { parser: { syntax: "typescript" }, target: "es2019", minify: { compress: true, mangle: true } },
  }).code;
}

export interface BundleLoader {
  /** Its file name under the externalised scripts folder: the hash of its text. */
  fileName: string;
  text: string;
}

export function bundleLoader(siteDir: string): BundleLoader {
  const text = compileLoader(fs.readFileSync(path.join(siteDir, LOADER_SOURCE), "utf8"));
  return { fileName: scriptFileName(text), text };
}

// A run of Gatsby's bundle tags as its scripts slice writes them: `<script src="…" async></script>`.
const bundleTag = String.raw`<script src="([^"<>]+\.js)" async(?:="")?></script>`;
const bundleTagRun = new RegExp(`(?:${bundleTag}\\s*)+`);

/**
 * The page with its run of Gatsby's async bundle tags replaced by the loader's tag, which names
 * them in `data-bundles`, in the same order. A page without such tags (already rewritten, or a
 * fragment without scripts) comes back as it was.
 */
export function startBundlesAfterPaint(html: string, loaderSrc: string): string {
  const run = bundleTagRun.exec(html);
  if (!run) return html;
  const bundles = [...run[0].matchAll(new RegExp(bundleTag, "g"))].map((match) => match[1] as string);
  const loaderTag = `<script type="module" src="${loaderSrc}" data-bundles="${bundles.join(" ")}"></script>`;
  return html.slice(0, run.index) + loaderTag + html.slice(run.index + run[0].length);
}

/**
 * Writes the loader into public/'s externalised scripts folder and returns the rewrite of each
 * page, to run in the inline-script move's pass (which keeps the loader's file since pages name it).
 */
export function writeBundleLoaderOfBuild({ store }: Pick<BuildArgs, "store">): (html: string) => string {
  const { directory, pathPrefix } = siteOfBuild(store);
  const loader = bundleLoader(directory);
  const scriptsDir = path.join(directory, "public", externalisedScriptsDir);
  fs.mkdirSync(scriptsDir, { recursive: true });
  fs.writeFileSync(path.join(scriptsDir, loader.fileName), loader.text);
  const loaderSrc = `${pathPrefix}/${externalisedScriptsDir}/${loader.fileName}`;
  return (html) => startBundlesAfterPaint(html, loaderSrc);
}
