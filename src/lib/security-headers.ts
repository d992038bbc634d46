// The response headers of every page, asset and function answer, in Gatsby's `headers` format.
// gatsby-config.ts declares them (so an adapter deploys them) and our server sends the same rules
// (src/server/response-headers.ts); the browser tests compare what it sends with what Gatsby's
// own matcher makes of the rules, so the local site and the deployed one cannot drift apart.
// The editors' CMS at /admin has a policy of its own (cmsCspDirectives).
import type { GatsbyConfig } from "gatsby";

type HeaderRule = NonNullable<GatsbyConfig["headers"]>[number];

/** The Content-Security-Policy, one directive per entry; `contentSecurityPolicy` joins them. */
export const cspDirectives: Record<string, readonly string[]> = {
  "default-src": ["'self'"],
  // Scripts only from this origin: no 'unsafe-eval', no 'unsafe-inline', no hashes. The build
  // moves every inline script Gatsby and its plugins write into a file of its own
  // (src/node/externalise-inline-scripts.ts), so none is needed.
  "script-src": ["'self'"],
  // 'unsafe-inline' for styles is needed, not chosen: Emotion (under Chakra UI) writes its
  // <style data-emotion> tags into the server HTML and adds more at run time as components mount,
  // and gatsby-plugin-image and framer-motion set style attributes. Neither supports nonces on a
  // static site (a nonce would have to change per response). Injected CSS cannot run script.
  "style-src": ["'self'", "'unsafe-inline'"],
  // data: for gatsby-plugin-image's blurred placeholders, inlined as data URLs.
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "media-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** A policy's text from its directives. */
const policyOf = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");

export const contentSecurityPolicy = policyOf(cspDirectives);

// Keys in lower case, as Gatsby's adapter defaults spell them, so that a key here replaces the
// default of the same name instead of being sent beside it.
export const securityHeaders: { key: string; value: string }[] = [
  { key: "content-security-policy", value: contentSecurityPolicy },
  // Two years, subdomains included. Not `preload`: that is a promise to browser vendors made by
  // submitting the domain, a decision for whoever owns the production domain.
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains" },
  { key: "x-content-type-options", value: "nosniff" },
  // Other sites learn only our origin, never the page (outbound links add noreferrer anyway).
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  // Only features Chromium recognises: an unknown one is logged as a console error.
  {
    key: "permissions-policy",
    value: "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  },
  // frame-ancestors 'none' for current browsers, X-Frame-Options for old ones.
  { key: "x-frame-options", value: "DENY" },
  // Outbound links open in a new tab with noopener; this also severs any window.opener link
  // from pages that open us.
  { key: "cross-origin-opener-policy", value: "same-origin" },
  // Gatsby's adapter defaults add "1; mode=block", which turns on the old XSS auditor's own
  // holes in the browsers that still have it; current advice is to switch it off.
  { key: "x-xss-protection", value: "0" },
];

/** The folder (under public/, and URL path) of the inline scripts the build moves into files. */
export const externalisedScriptsDir = "inline-scripts";

/** The folder (under public/, and URL path) of the editors' CMS in a production build (cms/hosted-admin.ts). */
export const CMS_ADMIN_DIR = "admin";

/**
 * The CMS's policy: the site's, with what the bundled Decap CMS needs beyond it, found by loading
 * /admin in Chromium through our server and reading its CSP reports (decision 025).
 */
export const cmsCspDirectives: Record<string, readonly string[]> = {
  ...cspDirectives,
  // Decap validates its configuration with ajv, which compiles each schema with `new Function`.
  "script-src": ["'self'", "'unsafe-eval'"],
  // Images are read through GitHub's API and shown as blob: URLs (the media library, image fields).
  "img-src": ["'self'", "data:", "blob:"],
  // GitHub's API. Signing in needs no connection: the OAuth provider's window hands the token over
  // with postMessage, so the policy is the same whichever provider CMS_AUTH_URL names.
  "connect-src": ["'self'", "https://api.github.com"],
};

export const cmsContentSecurityPolicy = policyOf(cmsCspDirectives);

/** What /admin/* sends instead of, or beside, the security headers of every path. */
export const cmsAdminHeaders: { key: string; value: string }[] = [
  { key: "content-security-policy", value: cmsContentSecurityPolicy },
  // Signing in opens the OAuth provider in a window of its own, which hands the token back through
  // window.opener: "same-origin" would cut that link as the window opens another origin.
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
  { key: "x-robots-tag", value: "noindex" },
  // The admin page's files keep their names from one Decap release to the next: asked again each time.
  { key: "cache-control", value: "public, max-age=0, must-revalidate" },
];

export const headerRules: HeaderRule[] = [
  { source: "/*", headers: securityHeaders },
  // More specific than /*: each of its keys replaces that rule's value (Gatsby's matcher, our server).
  { source: `/${CMS_ADMIN_DIR}/*`, headers: cmsAdminHeaders },
  // Named by the hash of their content, so they never change under one name.
  {
    source: `/${externalisedScriptsDir}/*`,
    headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }],
  },
];
