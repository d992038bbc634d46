// What the local server needs to know about the built site: its pages and its functions.
import fs from "node:fs";
import path from "node:path";
import type { SiteFunction } from "./function-routes";

/** Every page path of the build, read from the page-data files Gatsby writes for each page. */
export function readPagePaths(publicDir: string): string[] {
  const pageDataDir = path.join(publicDir, "page-data");
  return fs
    .readdirSync(pageDataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => (JSON.parse(fs.readFileSync(path.join(pageDataDir, file), "utf8")) as { path: string }).path);
}

/** The functions the build compiled, from Gatsby's manifest; none when the build made none. */
export function readFunctions(projectDir: string): SiteFunction[] {
  const manifest = path.join(projectDir, ".cache/functions/manifest.json");
  if (!fs.existsSync(manifest)) return [];
  return JSON.parse(fs.readFileSync(manifest, "utf8")) as SiteFunction[];
}
