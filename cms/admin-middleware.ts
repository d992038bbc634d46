// Serves the editors' CMS at /admin inside `gatsby develop` (gatsby-config's developMiddleware,
// switched on only by `npm run cms`): the admin page, the bundled Decap CMS from this folder's own
// packages, the configuration built by config.ts, and the preview's stylesheet built from the
// site's palette. Nothing here reaches a production build.
import path from "node:path";
import express, { type Express } from "express";
import { palette } from "../src/theme/palette";
import { cmsConfig, YAML_LIST_FIELD, YAML_LIST_FORMAT, type CmsConfigOptions } from "./config";

const cmsDir = __dirname;
const packageDir = (name: string) => path.join(cmsDir, "node_modules", name);

/** The site's page and prose typography (src/components/ui/prose.tsx), as plain CSS for the preview frame. */
export function previewStylesheet(): string {
  const fg = "#F5F7FA";
  const fgMuted = "#B4BCCD";
  const accent = palette.lime[400];
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
`;
}

/** Mounts /admin on the develop server's Express app. */
export function mountAdmin(app: Express, options: CmsConfigOptions): void {
  const admin = express.Router();
  // The editor is a tool on the editor's own machine: never cached, never indexed.
  admin.use((_request, response, next) => {
    response.set("Cache-Control", "no-store");
    response.set("X-Robots-Tag", "noindex");
    next();
  });
  admin.get("/config.json", (_request, response) => {
    response.json({
      config: cmsConfig(options),
      listFormat: { name: YAML_LIST_FORMAT, field: YAML_LIST_FIELD },
      besideTextCollections: ["blog", "case-studies"],
    });
  });
  admin.get("/preview.css", (_request, response) => {
    response.type("text/css").send(previewStylesheet());
  });
  const javascriptModules = { setHeaders: (response: express.Response, file: string) => {
    if (file.endsWith(".mjs")) response.type("text/javascript");
  } };
  admin.use("/decap", express.static(path.join(packageDir("decap-cms"), "dist")));
  admin.use("/vendor/yaml", express.static(path.join(packageDir("yaml"), "browser", "dist")));
  admin.use(express.static(path.join(cmsDir, "admin"), javascriptModules));

  // express.static sends /admin on to /admin/, where the admin page's relative addresses resolve.
  app.use("/admin", admin);
}
