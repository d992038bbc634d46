// The headers of every response the local server sends: the caching a CDN adapter gives each kind
// of file, then gatsby-config's `headers` rules over it, so the local site answers as the deployed
// one does.
import path from "node:path";
import type { GatsbyConfig } from "gatsby";

export type HeaderList = { key: string; value: string }[];
export type HeaderRule = NonNullable<GatsbyConfig["headers"]>[number];

export const PERMANENT_CACHING = "public, max-age=31536000, immutable";
export const MUST_REVALIDATE = "public, max-age=0, must-revalidate";

// webpack names its bundles `[name]-[contenthash].js` and `[name].[contenthash].css`; the source
// maps and licence files beside them carry the same hash.
const webpackAsset = /^\/[^/]+[-.][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/;
const immutablePrefixes = ["/static/", "/_gatsby/image/", "/_gatsby/file/"];
const revalidatedPrefixes = ["/page-data/", "/_gatsby/slices/"];
const revalidatedFiles = ["/chunk-map.json", "/webpack.stats.json"];

/**
 * The Cache-Control a request path gets by default: immutable for content-hashed files, must
 * revalidate for pages and the data that names those files, none for everything else (the
 * browser's heuristics) and for function answers (the function decides).
 */
export function cachingFor(requestPath: string): string | undefined {
  if (requestPath.startsWith("/api/")) return undefined;
  if (webpackAsset.test(requestPath) || immutablePrefixes.some((prefix) => requestPath.startsWith(prefix))) {
    return PERMANENT_CACHING;
  }
  const isPage = !path.posix.extname(requestPath) || requestPath.endsWith(".html");
  if (isPage || revalidatedFiles.includes(requestPath) || revalidatedPrefixes.some((prefix) => requestPath.startsWith(prefix))) {
    return MUST_REVALIDATE;
  }
  return undefined;
}

/** A rule's source is an exact path, or a prefix followed by `*`; Gatsby's `:param` form is refused. */
function sourceMatcher(source: string): (requestPath: string) => boolean {
  if (source.includes(":") || source.indexOf("*") !== source.lastIndexOf("*") || (source.includes("*") && !source.endsWith("*"))) {
    throw new Error(`Header rule source "${source}" is not supported: use an exact path or a path ending in "*".`);
  }
  if (!source.endsWith("*")) return (requestPath) => requestPath === source;
  const prefix = source.slice(0, -1);
  // `/admin/*` covers `/admin` itself too, as Gatsby's matcher (reach-router's) reads it.
  const folder = source.endsWith("/*") ? source.slice(0, -2) : "";
  return (requestPath) => requestPath.startsWith(prefix) || (folder !== "" && requestPath === folder);
}

/**
 * A function giving each request path its headers: the default caching first, then every matching
 * rule in order, a later value replacing an earlier one of the same (case-insensitive) name.
 */
export function createHeadersFor(rules: readonly HeaderRule[]): (requestPath: string) => HeaderList {
  const matchers = rules.map((rule) => ({ matches: sourceMatcher(rule.source), headers: rule.headers }));
  return (requestPath) => {
    const merged = new Map<string, HeaderList[number]>();
    const caching = cachingFor(requestPath);
    if (caching) merged.set("cache-control", { key: "cache-control", value: caching });
    for (const { matches, headers } of matchers) {
      if (!matches(requestPath)) continue;
      for (const header of headers) merged.set(header.key.toLowerCase(), header);
    }
    return [...merged.values()];
  };
}
