/**
 * The canonical production host: the SITE_URL environment variable at build time wins over
 * content/data/site.yaml, so a staging build can point its canonicals elsewhere.
 */
export function resolveSiteUrl(configured: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.SITE_URL?.trim() || configured;
  let url: URL;
  try {
    url = new URL(chosen);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com (got "${chosen}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must use http or https (got "${chosen}")`);
  }
  return url.origin;
}

/** An absolute URL on the canonical host for a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
