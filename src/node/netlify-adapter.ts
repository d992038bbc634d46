// Gatsby's Netlify adapter, handed header rules in which no response gets the same header from two
// rules but where a folder of ours replaces one: the security headers once, on the catch-all, our
// own folder rules (the CMS's /admin/*) after it, and per path only what differs by path.
import createNetlifyAdapter from "gatsby-adapter-netlify";
import type { HeaderRoutes, IAdapter, RoutesManifest } from "gatsby";
import { headerRules, securityHeaders } from "../lib/security-headers";

type AdaptContext = Parameters<NonNullable<IAdapter["adapt"]>>[0];
type Header = HeaderRoutes[number]["headers"][number];

const sameHeader = (a: Header, b: Header) => a.key.toLowerCase() === b.key.toLowerCase() && a.value === b.value;

/** Whether a `_headers` rule applies to a path: `/x/*` to everything under /x/, else the path itself. */
function ruleMatches(rulePath: string, path: string): boolean {
  return rulePath.endsWith("/*") ? path.startsWith(rulePath.slice(0, -1)) : path === rulePath;
}

/**
 * The adapter on its own writes a `/*` rule of Gatsby's defaults (`x-xss-protection: 1; mode=block`,
 * `referrer-policy: same-origin`, a must-revalidate `cache-control`) and, for each file, a rule
 * with our headers for that exact path: Netlify applies both to the file, so the defaults and ours
 * meet on one response, and a path with no file of its own (the 404 answer) gets the defaults
 * only. Instead the catch-all carries our security headers, which hold for every path; our own
 * folder rules follow it, with what they send beyond it or instead of it (the CMS's policy under
 * /admin/*: Netlify applies every rule that matches, in the file's order, and sends a later rule's
 * value for a header an earlier one set, as `netlify dev` resolves them and as the adapter's own
 * /static/* caching under its /* relies on); Gatsby's other wildcard rules stay (`/static/*`:
 * immutable caching); and each file's rule keeps only the headers Gatsby gives that path beyond
 * what those wildcards already send (its caching).
 */
export function deployedHeaderRoutes(
  routesManifest: RoutesManifest,
  gatsbyHeaderRoutes: HeaderRoutes,
  pathPrefix: string,
): HeaderRoutes {
  const catchAllPath = `${pathPrefix}/*`;
  const ourFolders = headerRules
    .filter((rule) => rule.source.endsWith("/*") && rule.source !== "/*")
    .map((rule) => ({ path: `${pathPrefix}${rule.source}`, headers: rule.headers.filter((header) => !securityHeaders.some((sent) => sameHeader(sent, header))) }));
  const wildcards = [
    { path: catchAllPath, headers: securityHeaders },
    ...ourFolders,
    ...gatsbyHeaderRoutes.filter((rule) => rule.path.endsWith("/*") && rule.path !== catchAllPath && !ourFolders.some((folder) => folder.path === rule.path)),
  ];
  const byPath = new Map<string, Header[]>();
  for (const route of routesManifest) {
    if (route.type !== "static") continue;
    const covering = wildcards.filter((rule) => ruleMatches(rule.path, route.path)).flatMap((rule) => rule.headers);
    const ownHeaders = route.headers.filter((header) => !covering.some((sent) => sameHeader(sent, header)));
    if (ownHeaders.length > 0) byPath.set(route.path, ownHeaders);
  }
  return [...wildcards, ...Array.from(byPath, ([path, headers]) => ({ path, headers }))];
}

/** The Netlify adapter with our header rules; everything else as the adapter does it. */
export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter();
  const adapt = adapter.adapt?.bind(adapter);
  return {
    ...adapter,
    adapt: async (context: AdaptContext) => {
      await adapt?.({ ...context, headerRoutes: deployedHeaderRoutes(context.routesManifest, context.headerRoutes, context.pathPrefix) });
    },
  };
}
