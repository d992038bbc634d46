// Routes as the site writes them, without a trailing slash: `/about-us/` answers a permanent
// redirect to `/about-us`, and `/about-us` is served from public/about-us/index.html. A folder of
// plain files that is not a page (the CMS at /admin/) is the other way round, as Netlify serves it.
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { TRAILING_SLASH } from "../lib/routes";

/**
 * The page path a request path names: leading slashes and backslashes collapsed to one slash and
 * trailing slashes dropped. A redirect's target is always this, so it can never start with `//`
 * or `/\`, which a browser would read as another host.
 */
export function canonicalPagePath(requestPath: string): string {
  const trimmed = requestPath.replace(/^[/\\]+/, "").replace(/\/+$/, "");
  return `/${trimmed}`;
}

export function withoutTrailingSlash(pagePaths: Iterable<string>): RequestHandler {
  // The one rule this server serves: a site built with another would be redirected away from its pages.
  if (TRAILING_SLASH !== "never") throw new Error(`The server serves routes without a trailing slash, not trailingSlash "${TRAILING_SLASH}".`);
  const pages = new Set(pagePaths);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPagePath(req.path);
    if (!pages.has(canonical)) return next();

    const queryStart = req.url.indexOf("?");
    const query = queryStart === -1 ? "" : req.url.slice(queryStart);
    if (req.path !== canonical) {
      res.redirect(301, canonical + query);
      return;
    }
    // express.static finds a folder's index.html only under the folder's path with a slash.
    if (canonical !== "/") req.url = `${canonical}/${query}`;
    next();
  };
}

/**
 * `/admin` answers a permanent redirect to `/admin/` when public/admin/index.html is a file and
 * /admin is not a page: that page's relative addresses (its scripts, its configuration) resolve
 * only under the folder's path with a slash. Pages never reach here with a path without one.
 */
export function folderIndexWithSlash(publicDir: string): RequestHandler {
  const root = path.resolve(publicDir);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith("/")) return next();
    const folder = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!folder.startsWith(`${root}${path.sep}`)) return next();
    fs.stat(path.join(folder, "index.html"), (error, stats) => {
      if (error || !stats.isFile()) return next();
      const queryStart = req.url.indexOf("?");
      res.redirect(301, `${canonicalPagePath(req.path)}/${queryStart === -1 ? "" : req.url.slice(queryStart)}`);
    });
  };
}
