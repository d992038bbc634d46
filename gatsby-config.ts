// Site configuration: content sources, transformers, images, the sitemap, the article feed and the web manifest.
import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import type { GatsbyConfig } from "gatsby";
import * as yaml from "js-yaml";
import { TRAILING_SLASH } from "./src/lib/routes";
import { headerRules } from "./src/lib/security-headers";
import { resolveSiteUrl } from "./src/lib/site-url";
import { articleFeedOptions } from "./src/node/article-feed";
import { yamlTypeName } from "./src/node/content-files";
import { MARKDOWN_KINDS } from "./src/content-types";
import { netlifyAdapter } from "./src/node/netlify-adapter";
import { webManifestOptions } from "./src/node/web-manifest";

const contentDir = path.resolve(__dirname, "content");
const siteYaml = yaml.load(fs.readFileSync(path.join(contentDir, "data/site.yaml"), "utf8")) as {
  siteUrl: string;
  name: string;
  shortName: string;
  description: string;
  locale: string;
};
const siteUrl = resolveSiteUrl(siteYaml.siteUrl);

/** Set by `npm run cms` (cms/start.ts): the CMS's own address, e.g. http://127.0.0.1:8081/admin/. */
const { CMS_EDITOR_URL: cmsEditorUrl } = process.env;


const contentSource = (name: string, folder = name) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.join(contentDir, folder) },
});

const config: GatsbyConfig = {
  // The sitemap plugin reads siteUrl from here; everything else reads content/data/site.yaml.
  siteMetadata: { siteUrl, title: siteYaml.name },
  trailingSlash: TRAILING_SLASH,
  // Security and caching headers of every response: deployed by an adapter, and sent by our local
  // server (src/server/response-headers.ts) from the same rules.
  headers: headerRules,
  // Netlify's build machines set NETLIFY, and only there does the site build through Gatsby's
  // Netlify adapter, with our header rules (src/node/netlify-adapter.ts). Elsewhere no adapter
  // runs: the adapter renames pages in public/ (about-us/index.html becomes about-us.html), which
  // our server, and a second build without `gatsby clean`, cannot take.
  ...(process.env.NETLIFY ? { adapter: netlifyAdapter() } : {}),
  // The editors' CMS has an origin of its own (cms/editor-server.ts): the develop server, which
  // answers every origin, serves none of it and only sends /admin there. Builds carry none of it.
  ...(cmsEditorUrl
    ? { developMiddleware: (app: Express) => app.get(["/admin", "/admin/"], (_request, response) => response.redirect(cmsEditorUrl)) }
    : {}),
  // Query types are regenerated into the tracked src/gatsby-types.d.ts by builds and `npm run
  // develop`; the CMS's develop server leaves them alone, so an editor's save changes only content/.
  graphqlTypegen: cmsEditorUrl ? false : { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // JSX compiles to react/jsx-runtime imports, as tsconfig's "react-jsx" checks it: no file
  // imports React only for JSX.
  jsxRuntime: "automatic",
  plugins: [
    // One source per Markdown content type, named as its folder (src/content-types).
    ...Object.keys(MARKDOWN_KINDS).map((folder) => contentSource(folder)),
    contentSource("data"),
    contentSource("images"),
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-transformer-yaml",
      // Every file names its own type (site.yaml → SiteYaml, contact-cards.yaml → ContactCardsYaml),
      // whether it holds a list or a single object.
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP with a JPEG/PNG fallback, and no AVIF anywhere. gatsby-plugin-sharp hands AVIF the
        // same quality number and sharp's default effort: on our heroes (measured 2026-11-23) that
        // came out 22 % larger than the WebP in all 51 size pairs, and a 1200 px AVIF took ~3.1 s
        // to encode against 0.14 s for WebP, about 50 s of a cold build.
        defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page", "/contact-us/sent"] },
    },
    { resolve: "gatsby-plugin-feed", options: articleFeedOptions(siteYaml.name) },
    { resolve: "gatsby-plugin-manifest", options: webManifestOptions(siteYaml) },
  ],
};

export default config;
