// What the local server needs to know about the built site: its pages, and which caching
// defaults Gatsby's adapters give each kind of file (gatsby/dist/utils/adapter/manager.js).
import fs from "node:fs";
import path from "node:path";

type HeaderList = { key: string; value: string }[];

/** Every page path of the build, read from the page-data files Gatsby writes for each page. */
export function readPagePaths(publicDir: string): string[] {
  const pageDataDir = path.join(publicDir, "page-data");
  return fs
    .readdirSync(pageDataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => (JSON.parse(fs.readFileSync(path.join(pageDataDir, file), "utf8")) as { path: string }).path);
}

// webpack names its bundles `[name]-[contenthash].js` and `[name].[contenthash].css`; the source
// maps and licence files beside them carry the same hash.
const webpackAsset = /^\/[^/]+[-.][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/;
const immutablePrefixes = ["/static/", "/_gatsby/image/", "/_gatsby/file/"];
const revalidatedPrefixes = ["/page-data/", "/_gatsby/slices/"];
const revalidatedFiles = ["/chunk-map.json", "/webpack.stats.json"];

/**
 * The adapter's default headers for a request path: immutable for content-hashed files, must
 * revalidate for pages and the data that names those files, the base set for everything else.
 * Function answers get none: the function decides.
 */
export function defaultHeadersFor(
  requestPath: string,
  defaults: { base: HeaderList; mustRevalidate: HeaderList; permanent: HeaderList },
): HeaderList {
  if (requestPath.startsWith("/api/")) return [];
  if (webpackAsset.test(requestPath) || immutablePrefixes.some((prefix) => requestPath.startsWith(prefix))) {
    return defaults.permanent;
  }
  const isPage = !path.posix.extname(requestPath) || requestPath.endsWith(".html");
  if (isPage || revalidatedFiles.includes(requestPath) || revalidatedPrefixes.some((prefix) => requestPath.startsWith(prefix))) {
    return defaults.mustRevalidate;
  }
  return defaults.base;
}
