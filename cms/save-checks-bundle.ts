// The checks an entry passes in the editor's browser before it is saved (save-checks.ts), as one
// JavaScript module for the admin page: served by `npm run cms` and written into a hosted build's
// /admin. Bundled from the same modules the build runs, so the two cannot drift apart.
import path from "node:path";
import { build } from "esbuild";

/** The admin page's file name for the bundle, beside cms.js, which imports it. */
export const SAVE_CHECKS_FILE = "save-checks.js";

/** save-checks.ts and everything it imports, as one ES module for current browsers. */
export async function bundleSaveChecks(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, "save-checks.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no bundle of cms/save-checks.ts");
  return output.text;
}
