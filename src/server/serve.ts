// Serves the production build (public/) and the Gatsby Functions locally, as `gatsby serve` does,
// but with the response headers an adapter would deploy: gatsby-config's `headers`, applied by
// Gatsby's own matcher over its adapter caching defaults. `gatsby serve` ignores `headers` and
// answers every request with `Access-Control-Allow-Origin: *`, so it cannot show the real site.
//
//   npx tsx src/server/serve.ts [--host 127.0.0.1] [--port 9000]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import express from "express";
import config from "../../gatsby-config";
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { configureTrailingSlash } from "gatsby/dist/utils/express-middlewares";
import type { IGatsbyState } from "gatsby/dist/redux/types";
import { functionRoutes, type SiteFunction } from "./function-routes";
import { defaultHeadersFor, readPagePaths } from "./site-files";

// As `gatsby serve` does: express and the function run in production mode (no stack traces).
process.env.NODE_ENV ??= "production";

const projectDir = path.resolve(__dirname, "../..");
const publicDir = path.join(projectDir, "public");

const { values: options } = parseArgs({
  options: {
    host: { type: "string", short: "H", default: "localhost" },
    port: { type: "string", short: "p", default: "9000" },
  },
});
const port = Number(options.port);

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No production build in public/. Run `npm run build` first.");
  process.exit(1);
}

const pagePaths = readPagePaths(publicDir);
const headersFor = createHeadersMatcher(config.headers, "");
const cachingDefaults = { base: BASE_HEADERS, mustRevalidate: MUST_REVALIDATE_HEADERS, permanent: PERMAMENT_CACHING_HEADERS };

function readFunctions(): SiteFunction[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(projectDir, ".cache/functions/manifest.json"), "utf8")) as SiteFunction[];
  } catch {
    return [];
  }
}

const app = express();
app.disable("x-powered-by");
app.use(compression());

// Every response, files, pages, the 404 page and function answers alike, starts with the headers
// the adapter would send for its path; a function may still set its own (Cache-Control, ...).
app.use((req, res, next) => {
  for (const { key, value } of headersFor(req.path, defaultHeadersFor(req.path, cachingDefaults))) {
    res.setHeader(key, value);
  }
  next();
});

// Gatsby's trailing-slash handling only asks the state for its pages; a map of the built pages
// answers the same questions without Gatsby's datastore.
const pages = new Map(pagePaths.map((pagePath) => [pagePath, { path: pagePath }]));
app.use(configureTrailingSlash(() => ({ pages }) as unknown as IGatsbyState, config.trailingSlash));
// cacheControl off: the caching headers above are the adapter's, not express's `max-age=0`.
app.use(express.static(publicDir, { dotfiles: "ignore", cacheControl: false, etag: true }));

const functions = readFunctions();
if (functions.length > 0) {
  app.use("/api/*", ...functionRoutes(functions));
}

app.use((req, res, next) => {
  if (req.accepts("html")) {
    res.status(404).sendFile(path.join(publicDir, "404.html"));
    return;
  }
  next();
});

app.listen(port, options.host, () => {
  console.log(`Serving public/ on http://${options.host}:${port}`);
});
