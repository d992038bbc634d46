/** @jest-environment node */
// The rewrite that replaces Gatsby's bundle tags by the loader, and the loader's file as served.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseSync } from "@swc/core";
import type { BuildArgs } from "gatsby";
import { bundleLoader, LOADER_SOURCE, startBundlesAfterPaint, writeBundleLoaderOfBuild } from "../../../src/node/bundles-after-paint";
import { externaliseInlineScriptsIn } from "../../../src/node/externalise-inline-scripts";

const siteDir = path.resolve(__dirname, "../../..");

// The end of a page as Gatsby's scripts slice leaves it, its inline scripts already moved.
const sliceEnd = [
  '<!-- slice-start id="_gatsby-scripts-1" -->\n  <script id="gatsby-chunk-mapping" src="/inline-scripts/6b5eceadffdd278805c0.js"></script>',
  '<script src="/webpack-runtime-aeaf.js" async></script><script src="/framework-f35f.js" async></script><script src="/app-986f.js" async></script>',
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>',
].join("");
const page = `<!DOCTYPE html><html><head></head><body><main>Text</main>${sliceEnd}`;

test("Gatsby's three bundle tags become one module script naming them in their order, in their place", () => {
  const rewritten = startBundlesAfterPaint(page, "/inline-scripts/loader.js");
  expect(rewritten).toBe(
    page.replace(
      '<script src="/webpack-runtime-aeaf.js" async></script><script src="/framework-f35f.js" async></script><script src="/app-986f.js" async></script>',
      '<script type="module" src="/inline-scripts/loader.js" data-bundles="/webpack-runtime-aeaf.js /framework-f35f.js /app-986f.js"></script>',
    ),
  );
  expect(startBundlesAfterPaint(rewritten, "/inline-scripts/loader.js")).toBe(rewritten);
});

test("a page without Gatsby's bundle tags, and scripts that are not async, stay as they are", () => {
  const plain = '<html><body><script src="/inline-scripts/a.js"></script><script type="module" src="/inline-scripts/b.js"></script></body></html>';
  expect(startBundlesAfterPaint(plain, "/inline-scripts/loader.js")).toBe(plain);
});

test("the served loader is the source compiled to a small module that runs without the site's other code", () => {
  const { fileName, text } = bundleLoader(siteDir);
  expect(fileName).toMatch(/^[0-9a-f]{20}\.js$/);
  expect(text.length).toBeLessThan(1_500);
  expect(text).not.toMatch(/\bimport\b|\brequire\(/);
  // Parsed as the JavaScript module the page loads it as: no TypeScript is left.
  expect(() => parseSync(text, { syntax: "ecmascript", target: "es2019" })).not.toThrow();
  expect(() => parseSync("let typed: number = 1;", { syntax: "ecmascript" })).toThrow();
});

test("after the build the pages name the loader, whose file is written and kept by the inline-script move", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundles-after-paint-"));
  try {
    const publicDir = path.join(dir, "public");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    const store = { getState: () => ({ program: { directory: dir }, config: {} }) } as unknown as BuildArgs["store"];
    // The loader's source is read from the site's directory.
    fs.mkdirSync(path.join(dir, path.dirname(LOADER_SOURCE)), { recursive: true });
    fs.copyFileSync(path.join(siteDir, LOADER_SOURCE), path.join(dir, LOADER_SOURCE));

    externaliseInlineScriptsIn(publicDir, "", new Map(), writeBundleLoaderOfBuild({ store }));

    const { fileName, text } = bundleLoader(siteDir);
    const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
    expect(html).toContain(`<script type="module" src="/inline-scripts/${fileName}" data-bundles="/webpack-runtime-aeaf.js /framework-f35f.js /app-986f.js"></script>`);
    expect(fs.readFileSync(path.join(publicDir, "inline-scripts", fileName), "utf8")).toBe(text);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
