// Serves the editors' CMS at /admin inside `gatsby develop` (gatsby-config's developMiddleware,
// switched on only by `npm run cms`): the admin page, the bundled Decap CMS from this folder's own
// packages, the configuration built by config.ts, and the preview's stylesheet built from the
// site's palette. Nothing here reaches a production build.
import path from "node:path";
import express, { type Express } from "express";
import { TEAM_TONES } from "../src/lib/team-tones";
import { palette } from "../src/theme/palette";
import { cmsConfig, MARKDOWN_FORMAT, YAML_LIST_FIELD, YAML_LIST_FORMAT, type CmsConfigOptions } from "./config";

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
      markdownFormat: MARKDOWN_FORMAT,
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
