// Whether a request was sent by another site's page: a form on any site can post to ours, and the
// visitor's browser would carry it out.
import type { IncomingHttpHeaders } from "node:http";

/**
 * A browser says where a request comes from: `Sec-Fetch-Site` in current browsers, `Origin` on
 * every POST in the rest. Either one naming another site marks the request cross-site; a request
 * with neither comes from outside a browser (a script, the load test) and forges nobody's visit.
 * Origin is compared with the Host the browser addressed and, behind a proxy, the host it
 * forwarded: a page cannot set either of those for a cross-site request.
 */
export function isCrossSite(headers: IncomingHttpHeaders): boolean {
  const fetchSite = headers["sec-fetch-site"]?.toLowerCase();
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";

  const origin = headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a privacy-preserving redirect) or garbage: no site we serve.
    return true;
  }
  const forwarded = headers["x-forwarded-host"];
  const ownHosts = [headers.host, ...(Array.isArray(forwarded) ? forwarded : (forwarded ?? "").split(","))]
    .map((host) => host?.trim().toLowerCase())
    .filter(Boolean);
  return !ownHosts.includes(originHost);
}
