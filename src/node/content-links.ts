// Where the links and pictures of content lead. A body's addresses are read from its HTML as it is
// published (rendered from Markdown, tokens filled in, sanitised), parsed as a browser parses it,
// so an address counts however it was written: quoted or not, entity- or percent-encoded,
// relative to its page, with a trailing slash, a query or a fragment, or as an absolute URL of this
// site (http or https, with or without www).
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type ParsedNode = DefaultTreeAdapterMap["node"];

export interface PublishedAddress {
  /** A link (an `href`) or a picture (a `src`): a link may lead to a page, a picture only to a file. */
  kind: "link" | "picture";
  /** As the browser reads it: entities decoded, nothing else changed. */
  address: string;
}

const ADDRESS_ATTRIBUTES: Readonly<Record<string, PublishedAddress["kind"]>> = { href: "link", src: "picture" };

/** Every address the HTML links to or loads, in document order. */
export function publishedAddresses(html: string): PublishedAddress[] {
  const found: PublishedAddress[] = [];
  const visit = (node: ParsedNode) => {
    if ("attrs" in node) {
      for (const { name, value } of node.attrs) {
        const kind = ADDRESS_ATTRIBUTES[name];
        if (kind) found.push({ kind, address: value });
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  visit(parseFragment(html));
  return found;
}

export type SiteTarget =
  /** A path of this site, as its pages and files are named: decoded, without a trailing slash. */
  | { on: "this site"; path: string }
  | { on: "another site" }
  /** No address a browser can follow, and why. */
  | { on: "nowhere"; why: string };

const withoutWww = (host: string) => host.replace(/^www\./, "");

export interface SiteAddresses {
  /** Where `address`, found on the page at `pagePath`, leads. */
  target(address: string, pagePath: string): SiteTarget;
}

/**
 * This site's addresses, from its canonical URLs (site.yaml's siteUrl, and SITE_URL for a staging
 * build): each host with and without www, over http or https, on the default port.
 */
export function siteAddresses(siteUrls: readonly string[]): SiteAddresses {
  const urls = siteUrls.flatMap((siteUrl) => (URL.canParse(siteUrl) ? [new URL(siteUrl)] : []));
  const hosts = new Set(urls.map((url) => withoutWww(url.hostname)));
  // Relative addresses are resolved as on the canonical host; with none, on a host no link names.
  const base = urls[0]?.origin ?? "https://site.invalid";
  const isOwn = (url: URL) =>
    (url.protocol === "https:" || url.protocol === "http:") && url.port === "" && (hosts.has(withoutWww(url.hostname)) || url.origin === base);

  return {
    target(address, pagePath) {
      if (!URL.canParse(address, new URL(pagePath, base))) return { on: "nowhere", why: "not a valid address" };
      const url = new URL(address, new URL(pagePath, base));
      if (!isOwn(url)) return { on: "another site" };
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return { on: "nowhere", why: "a broken %-escape" };
      }
      return { on: "this site", path: path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path };
    },
  };
}
