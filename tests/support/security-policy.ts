// The response headers gatsby-config declares for a path, resolved by the rules Gatsby documents
// for its `headers` option (what an adapter deploys), written here apart from the local server's
// matcher (src/server/response-headers.ts) so the two are checked against each other; and a parser
// for the Content-Security-Policy.
import { createHash } from "node:crypto";
import config from "../../gatsby-config";

type HeaderRule = NonNullable<typeof config.headers>[number];

const segmentsOf = (urlPath: string) => urlPath.split("/").filter(Boolean);

/** The path segments a rule ending in `*` covers (its prefix), or null for an exact path. */
function wildcardPrefix(source: string): string[] | null {
  if (source.includes(":") || source.indexOf("*") !== source.lastIndexOf("*") || (source.includes("*") && !source.endsWith("/*"))) {
    throw new Error(`Header rule source "${source}" is beyond this resolver: an exact path or a path ending in "/*".`);
  }
  return source.endsWith("/*") ? segmentsOf(source.slice(0, -2)) : null;
}

/**
 * Gatsby's order, whatever the order declared: rules with a wildcard from the least specific (fewest
 * segments before the `*`) to the most, then the rule for the exact path, trailing slash or not; a
 * later value replaces an earlier one of the same name, names compared without case.
 */
function resolveHeaders(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const pathSegments = segmentsOf(urlPath);
  const covers = (prefix: string[]) => prefix.every((segment, index) => pathSegments[index] === segment);
  const wildcards = rules
    .flatMap((rule) => {
      const prefix = wildcardPrefix(rule.source);
      return prefix ? [{ rule, prefix }] : [];
    })
    .filter(({ prefix }) => covers(prefix))
    .sort((a, b) => a.prefix.length - b.prefix.length || a.rule.source.localeCompare(b.rule.source))
    .map(({ rule }) => rule);
  const exact = rules.filter((rule) => wildcardPrefix(rule.source) === null && segmentsOf(rule.source).join("/") === pathSegments.join("/"));

  const resolved: Record<string, string> = {};
  for (const { headers } of [...wildcards, ...exact]) {
    for (const { key, value } of headers) resolved[key.toLowerCase()] = value;
  }
  return resolved;
}

/** The declared headers of a path, keyed by lower-case name. */
export function declaredHeaders(urlPath: string): Record<string, string> {
  return resolveHeaders(config.headers ?? [], urlPath);
}

/** Directive name → its sources, as a browser reads a policy. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // A repeated directive is ignored by browsers: the first one counts.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that apply to scripts: script-src, or default-src when there is none. */
export function scriptSources(policy: string): string[] {
  const directives = parseCsp(policy);
  return directives.get("script-src") ?? directives.get("default-src") ?? [];
}

/** The CSP source expression that allows an inline script with this exact text. */
export const hashSource = (scriptText: string) => `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
