// robots.txt, written after each build from the canonical host (site.yaml's siteUrl, or SITE_URL):
// everything may be crawled except the contact function, and the sitemap index is announced.
import fs from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { absoluteUrl } from "../lib/site-url";

type PostBuildArgs = Pick<BuildArgs, "graphql" | "reporter" | "store">;

export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)}`, ""].join("\n");
}

export async function writeRobotsTxt({ graphql, reporter, store }: PostBuildArgs): Promise<void> {
  const result = await graphql<{ siteYaml: { siteUrl: string } | null }>(`
    {
      siteYaml {
        siteUrl
      }
    }
  `);
  const siteUrl = result.data?.siteYaml?.siteUrl;
  if (result.errors || !siteUrl) {
    reporter.panicOnBuild("robots.txt: could not read siteUrl from content/data/site.yaml", result.errors);
    return;
  }
  const { program } = store.getState() as { program: { directory: string } };
  await fs.writeFile(path.join(program.directory, "public", "robots.txt"), robotsTxt(siteUrl));
}
