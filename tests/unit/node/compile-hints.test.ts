/**
 * @jest-environment node
 *
 * src/node/compile-hints.ts puts V8's compile hint at the top of the scripts every page runs as
 * it loads. A real webpack build with the site's minifier and source maps shows where it lands:
 * only on initial chunks, after minification (which would remove a comment), and before the
 * source maps are made (or every mapping of the file would point one line too high).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import webpack from "webpack";
import { CompileHintsPlugin, compileHintComment } from "../../../src/node/compile-hints";

let projectDir = "";

beforeEach(() => {
  projectDir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(
    path.join(projectDir, "entry.js"),
    [
      "export function greet(name) { return 'Hello, ' + name; }",
      "document.title = greet(String(Date.now()));",
      "import('./later').then((later) => later.farewell());",
    ].join("\n"),
  );
  fs.writeFileSync(path.join(projectDir, "later.js"), "export function farewell() { document.title = 'Goodbye, ' + Date.now(); }\n");
});
afterEach(() => fs.rmSync(projectDir, { recursive: true, force: true }));

/** Builds entry.js as the site's browser bundle is built; returns the emitted files by name. */
function build(withHints: boolean): Promise<Map<string, string>> {
  const outputDir = path.join(projectDir, withHints ? "hinted" : "plain");
  const compiler = webpack({
    mode: "production",
    context: projectDir,
    entry: { app: "./entry.js" },
    output: { path: outputDir, filename: "[name].js", chunkFilename: "[name].js" },
    devtool: "source-map",
    optimization: {
      chunkIds: "named",
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } })],
    },
    plugins: withHints ? [new CompileHintsPlugin()] : [],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString("errors-only")));
      const files = new Map(fs.readdirSync(outputDir).map((file) => [file, fs.readFileSync(path.join(outputDir, file), "utf8")]));
      resolve(files);
    });
  });
}

test("the entry script starts with the hint after minification; a chunk loaded later does not", async () => {
  const files = await build(true);
  const app = files.get("app.js")!;
  expect(app.split("\n")[0]).toBe(compileHintComment);
  // Minified (names mangled), and the comment survived it.
  expect(app).toContain("Hello, ");
  expect(app).not.toContain("greet(name)");

  const later = [...files].find(([name]) => name.endsWith(".js") && name !== "app.js");
  expect(later).toBeDefined();
  expect(later![1]).toContain("Goodbye, ");
  expect(later![1]).not.toContain(compileHintComment);
}, 60_000);

test("the source map counts the added line, so every mapping still points at its code", async () => {
  const [plain, hinted] = await Promise.all([build(false), build(true)]);
  const plainMap = JSON.parse(plain.get("app.js.map")!) as { mappings: string };
  const hintedMap = JSON.parse(hinted.get("app.js.map")!) as { mappings: string };
  // A first line with no mappings, then the same mappings as without the hint.
  expect(hintedMap.mappings).toBe(`;${plainMap.mappings}`);
  expect(hinted.get("app.js")).toBe(`${compileHintComment}\n${plain.get("app.js")}`);
}, 60_000);
