// The editors' CMS server (`npm run cms`), on its own origin beside the site's develop server: the
// admin page at /admin/ (the bundled Decap CMS from this folder's own packages, the configuration
// built by config.ts, the preview's stylesheet from the site's palette) and its local backend at
// /api/v1. Only the admin page it serves can use it:
// - every request must name this server as its Host (a page on another name that resolves here,
//   DNS rebinding, is answered 421 and reads nothing);
// - the backend takes a POST only from this exact origin, as `application/json` (which no page
//   can send to another origin without a CORS preflight, and no CORS header is ever sent), and
//   only with a key that this run gave one admin page with its configuration; each page's key
//   also tells its edits apart (edit-versions.ts);
// - nothing it serves may be framed, embedded or read by another origin.
// Nothing here reaches a production build.
import { randomBytes } from "node:crypto";
import type http from "node:http";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { TEAM_TONES } from "../src/lib/team-tones";
import { EDITORS_CONTENT_SET_PATH } from "../src/node/editors-content-set";
import { palette } from "../src/theme/palette";
import { adminPageConfig, localBackend } from "./config";
import { EditVersions, ServedTexts } from "./edit-versions";
import type { LocalBackend } from "./local-backend";
import { bundleSaveChecks, SAVE_CHECKS_FILE } from "./save-checks-bundle";

const cmsDir = __dirname;
const packageDir = (name: string) => path.join(cmsDir, "node_modules", name);

/** The site's page and prose typography (src/components/ui/prose.tsx), as plain CSS for the preview frame. */
export function previewStylesheet(): string {
  const fg = "#F5F7FA";
  const fgMuted = "#B4BCCD";
  const accent = palette.lime[400];
  const panel = `background: ${palette.ink[800]}; border: 1px solid ${palette.ink[600]}; border-radius: 1rem;`;
  return `
html { color-scheme: dark; }
body { margin: 0; background: ${palette.ink[900]}; color: ${fg}; line-height: 1.6;
  font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
.nl-page { max-width: 48rem; margin: 0 auto; padding: 2.5rem 1.5rem 4rem; }
.nl-badge { display: inline-block; background: ${accent}; color: ${palette.ink[900]}; border-radius: 9999px;
  padding: 0.25rem 0.75rem; font-size: 0.875rem; font-weight: 600; }
.nl-title { font-size: 3rem; line-height: 1.1; letter-spacing: -0.02em; margin: 1.25rem 0 0.75rem; }
.nl-meta, .nl-lead { color: ${fgMuted}; font-size: 1.125rem; }
.nl-hero { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 1.5rem; margin: 2rem 0; }
.nl-metrics { display: grid; grid-template-columns: repeat(4, 1fr); gap: 1rem; margin: 2rem 0; }
.nl-metrics div { background: ${palette.ink[800]}; border: 1px solid ${palette.ink[600]}; border-radius: 1rem; padding: 1rem; }
.nl-metrics dt { color: ${fgMuted}; font-size: 0.875rem; }
.nl-metrics dd { margin: 0; order: -1; color: ${accent}; font-size: 1.875rem; font-weight: 700; }
.nl-metrics div { display: flex; flex-direction: column; }
.nl-prose > * + * { margin-top: 1.1em; }
.nl-prose h2 { font-size: 1.875rem; font-weight: 700; line-height: 1.25; margin-top: 1.8em; letter-spacing: -0.01em; }
.nl-prose h3 { font-size: 1.5rem; font-weight: 600; line-height: 1.3; margin-top: 1.5em; }
.nl-prose p, .nl-prose li { color: ${fgMuted}; font-size: 1.125rem; line-height: 1.75; }
.nl-prose strong { color: ${fg}; font-weight: 600; }
.nl-prose a { color: ${accent}; text-decoration: underline; text-underline-offset: 3px; }
.nl-prose ul, .nl-prose ol { padding-inline-start: 1.4em; }
.nl-prose ul { list-style-type: disc; }
.nl-prose ol { list-style-type: decimal; }
.nl-prose li + li { margin-top: 0.4em; }
.nl-prose li::marker { color: ${accent}; }
.nl-prose blockquote { border-inline-start: 4px solid ${accent}; margin-inline: 0; padding-inline-start: 1em; font-style: italic; }
.nl-prose .nl-cite { font-style: normal; color: ${fg}; }
.nl-prose table { width: 100%; border-collapse: collapse; }
.nl-prose th, .nl-prose td { border: 1px solid ${palette.ink[600]}; padding: 0.5em 0.75em; text-align: start; }
.nl-page-wide { max-width: 72rem; }
.nl-section + .nl-section { margin-top: 3.5rem; }
.nl-eyebrow { color: ${fgMuted}; font-size: 0.875rem; letter-spacing: 0.08em; text-transform: uppercase; margin: 0 0 0.5rem; }
.nl-heading { font-size: 2.25rem; line-height: 1.15; letter-spacing: -0.01em; margin: 0 0 1.5rem; }
.nl-highlight { color: ${accent}; }
.nl-faq { ${panel} padding: 1rem 1.25rem; margin-top: 0.75rem; }
.nl-faq summary { font-size: 1.125rem; font-weight: 600; cursor: pointer; }
.nl-faq p { color: ${fgMuted}; margin: 0.75rem 0 0; }
.nl-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1.25rem; padding: 0; list-style: none; }
.nl-card { ${panel} padding: 1.5rem; }
.nl-card img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 0.75rem; margin-bottom: 1rem; }
.nl-card h3 { font-size: 1.5rem; margin: 0 0 0.5rem; }
.nl-card p { color: ${fgMuted}; margin: 0.5rem 0 0; }
.nl-card ul { color: ${fgMuted}; padding-inline-start: 1.2em; }
.nl-card li::marker { color: ${accent}; }
.nl-card .nl-stat-value { color: ${accent}; font-size: 3rem; font-weight: 700; line-height: 1; margin: 0; }
.nl-card .nl-stat-label { color: ${fg}; font-size: 1.125rem; font-weight: 600; }
.nl-member { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); border-radius: 1.5rem; overflow: hidden;
  color: ${palette.ink[900]}; margin-top: 1.25rem; }
.nl-member img { display: block; width: 100%; height: 100%; object-fit: cover; }
.nl-member div { padding: 2rem; }
.nl-member h3 { font-size: 1.875rem; line-height: 1.15; margin: 0 0 0.5rem; }
.nl-member p { margin: 0.5rem 0 0; }
.nl-member .nl-role { font-weight: 700; font-size: 1.125rem; }
${Object.entries(TEAM_TONES).map(([tone, { value }]) => `.nl-tone-${tone} { background: ${value}; }`).join("\n")}
`;
}

/** The admin pages whose keys are kept; the longest unused is forgotten past this (it reloads to get another). */
const MAX_PAGES = 200;
/** decap-server's own body limit, so an upload the CMS allows is never cut off. */
const MAX_BODY = "50mb";

export interface EditorServerOptions {
  /** The exact origin the admin page is served from, e.g. http://127.0.0.1:8081. */
  origin: string;
  /** The site's develop server, for the CMS's "View Live" links, e.g. http://127.0.0.1:8000. */
  siteUrl: string;
  backend: LocalBackend;
  /** The project, whose paths the CMS names relative to it. */
  projectRoot: string;
  /** Git mode: the branch checked out, which drafts start from and are published to; without it, saves go to the working copy. */
  draftsOnto?: string;
}

function refuse(response: Response, status: number, error: string): void {
  response.status(status).json({ error });
}

/** The CMS server's request handler (an Express app), for http.createServer or a test. */
export function editorApp({ origin, siteUrl, backend, projectRoot, draftsOnto }: EditorServerOptions): express.Express {
  const host = new URL(origin).host;
  const pages = new Map<string, EditVersions>();
  const texts = new ServedTexts();
  let writes: Promise<unknown> = Promise.resolve();

  const newPageKey = (): string => {
    const key = randomBytes(32).toString("base64url");
    pages.set(key, new EditVersions(projectRoot, texts));
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_PAGES) break;
      pages.delete(oldest);
    }
    return key;
  };
  const pageOf = (key: unknown): EditVersions | undefined => {
    const versions = typeof key === "string" ? pages.get(key) : undefined;
    if (versions && typeof key === "string") {
      // Most recently used last: the longest unused page is the one forgotten.
      pages.delete(key);
      pages.set(key, versions);
    }
    return versions;
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((request: Request, response: Response, next: NextFunction) => {
    response.set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "frame-ancestors 'none'",
      "Referrer-Policy": "no-referrer",
    });
    if (request.headers.host !== host) return refuse(response, 421, `This server answers ${origin} only.`);
    next();
  });

  app.post("/api/v1", (request: Request, response: Response, next: NextFunction) => {
    if (request.headers.origin !== origin) return refuse(response, 403, `The CMS's backend answers its own page (${origin}/admin/) only.`);
    if (!request.is("application/json")) return refuse(response, 415, "The CMS's backend takes JSON only.");
    if (!pageOf(request.query.key)) {
      return refuse(response, 403, "This page of the CMS is not one this run of npm run cms opened: reload the page.");
    }
    next();
  });
  app.post("/api/v1", express.json({ limit: MAX_BODY, strict: true, type: () => true }), (request: Request, response: Response) => {
    const versions = pageOf(request.query.key);
    if (!versions) return refuse(response, 403, "This page of the CMS is not one this run of npm run cms opened: reload the page.");
    // One request at a time: no check is overtaken by another page's write.
    const turn = writes.then(async () => {
      const answer = await backend.handle(request.body, versions);
      response.status(answer.status).json(answer.body);
    });
    writes = turn.catch(() => undefined);
    turn.catch((error: unknown) => {
      console.error("The CMS's local backend:", error);
      if (!response.headersSent) refuse(response, 500, "The CMS's local backend could not do that; nothing more was written. See the terminal running npm run cms.");
    });
  });

  app.get("/admin/config.json", (request: Request, response: Response) => {
    // Only the admin page's own script may ask: a key is for one page of this origin.
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin") return refuse(response, 403, "The CMS's configuration is for its own page.");
    response.json(adminPageConfig({ backend: localBackend(`${origin}/api/v1?key=${newPageKey()}`, draftsOnto), siteUrl }));
  });
  app.get("/admin/preview.css", (_request: Request, response: Response) => {
    response.type("text/css").send(previewStylesheet());
  });
  // Bundled once, on the first admin page's request, from the modules the build runs.
  let saveChecks: Promise<string> | undefined;
  app.get(`/admin/${SAVE_CHECKS_FILE}`, (_request: Request, response: Response, next: NextFunction) => {
    saveChecks ??= bundleSaveChecks();
    saveChecks.then(
      (bundle) => response.type("text/javascript").send(bundle),
      (error: unknown) => {
        saveChecks = undefined;
        next(error);
      },
    );
  });
  // The content as the develop server last checked it, which it writes after every change.
  app.get(`/${EDITORS_CONTENT_SET_PATH}`, (_request: Request, response: Response) => {
    response.sendFile(path.join(projectRoot, "public", ...EDITORS_CONTENT_SET_PATH.split("/")), (error) => {
      if (error && !response.headersSent) refuse(response, 404, "The site has not checked its content yet: the rules across files are left to it.");
    });
  });
  const javascriptModules = {
    setHeaders: (response: http.ServerResponse, file: string) => {
      if (file.endsWith(".mjs")) response.setHeader("Content-Type", "text/javascript; charset=utf-8");
    },
  };
  app.use("/admin/decap", express.static(path.join(packageDir("decap-cms"), "dist")));
  app.use("/admin/vendor/yaml", express.static(path.join(packageDir("yaml"), "browser", "dist")));
  // express.static sends /admin on to /admin/, where the admin page's relative addresses resolve.
  app.use("/admin", express.static(path.join(cmsDir, "admin"), javascriptModules));
  app.get("/", (_request: Request, response: Response) => response.redirect("/admin/"));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith("/api/")) return refuse(response, 405, "The CMS's backend takes POST requests only.");
    next();
  });
  answerErrorsAsJson(app);
  return app;
}

/** Errors of the body parser (unreadable JSON, too large) answered as the CMS reads errors: JSON. */
function answerErrorsAsJson(app: express.Express): void {
  app.use((error: { status?: number; type?: string }, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    refuse(response, status, status === 413 ? "The upload is larger than 50 MB." : status === 400 ? "Not readable JSON." : "The CMS's server could not answer.");
  });
}
