// The response headers gatsby-config declares for a path, resolved by Gatsby's own matcher (as an
// adapter and src/server/serve.ts resolve them), and a parser for the Content-Security-Policy.
import { createHash } from "node:crypto";
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import config from "../../gatsby-config";

const matchHeaders = createHeadersMatcher(config.headers, "");

/** The declared headers of a path, keyed by lower-case name. */
export function declaredHeaders(path: string): Record<string, string> {
  return Object.fromEntries(matchHeaders(path, []).map(({ key, value }) => [key.toLowerCase(), value]));
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
