// schema.org JSON-LD built from the same content as the pages, never written by hand.
// Each builder returns a plain object; the Seo component serialises them into the head.
import { absoluteUrl } from "./site-url";

export interface SiteFacts {
  name: string;
  description: string;
  siteUrl: string;
  salesEmail: string;
  supportEmail: string;
  phone: string;
  foundingYear: number;
  address: { street: string; locality: string; postalCode: string; countryCode: string };
  social: readonly { url: string }[];
  logoUrl: string;
}

export type JsonLd = Record<string, unknown>;

const organizationId = (site: SiteFacts) => `${site.siteUrl}/#organization`;
const websiteId = (site: SiteFacts) => `${site.siteUrl}/#website`;

export function organization(site: SiteFacts): JsonLd {
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(site),
    name: site.name,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: site.logoUrl,
    image: site.logoUrl,
    description: site.description,
    email: site.salesEmail,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    areaServed: "GB",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: site.salesEmail, telephone: site.phone, areaServed: "GB", availableLanguage: "en-GB" },
      { "@type": "ContactPoint", contactType: "customer support", email: site.supportEmail, areaServed: "GB", availableLanguage: "en-GB" },
    ],
    sameAs: site.social.map((profile) => profile.url),
  };
}

export function website(site: SiteFacts): JsonLd {
  return {
    "@type": "WebSite",
    "@id": websiteId(site),
    url: absoluteUrl(site.siteUrl, "/"),
    name: site.name,
    inLanguage: "en-GB",
    publisher: { "@id": organizationId(site) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export interface NavigationLink {
  label: string;
  to: string;
  children?: readonly NavigationLink[] | null;
}

/** The name the site's menu gives each page it links to, by path: breadcrumbs use the menu's words. */
export function navigationLabels(links: readonly NavigationLink[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (link: NavigationLink) => {
    if (!labels.has(link.to)) labels.set(link.to, link.label);
    link.children?.forEach(visit);
  };
  links.forEach(visit);
  return labels;
}

/**
 * The trail from the home page to a page: home, the parent pages (by path, named as the menu names
 * them), then the page itself, named by `name` or, failing that, by the menu.
 */
export function breadcrumbTrail(
  labels: ReadonlyMap<string, string>,
  page: { path: string; name?: string; parents?: readonly string[] },
): Crumb[] {
  const named = (path: string, name = labels.get(path)): Crumb => {
    if (!name) throw new Error(`No breadcrumb name for ${path}: add it to content/data/navigation.yaml or pass the page's name`);
    return { name, path };
  };
  return [named("/"), ...(page.parents ?? []).map((path) => named(path)), named(page.path, page.name)];
}

export function breadcrumbs(site: SiteFacts, trail: readonly Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

export function service(site: SiteFacts, page: { name: string; description: string; path: string; imageUrl: string }): JsonLd {
  return {
    "@type": "Service",
    name: page.name,
    serviceType: page.name,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    image: page.imageUrl,
    areaServed: "GB",
    provider: { "@id": organizationId(site) },
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

interface WrittenPage {
  title: string;
  description: string;
  path: string;
  /** ISO 8601 with the offset as the editor wrote it. */
  published: string;
  /** The same form; the publication date when the content records no later change. */
  modified?: string;
  imageUrl: string;
}

/** An article's author: a member of the team, by name and role. */
export interface ArticleAuthor {
  name: string;
  role: string;
}

function writtenWork(type: "BlogPosting" | "Article", site: SiteFacts, page: WrittenPage): JsonLd {
  const url = absoluteUrl(site.siteUrl, page.path);
  return {
    "@type": type,
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: page.published,
    dateModified: page.modified ?? page.published,
    image: [page.imageUrl],
    inLanguage: "en-GB",
    author: { "@type": "Organization", "@id": organizationId(site), name: site.name, url: absoluteUrl(site.siteUrl, "/") },
    // The reference resolves within the page's graph; name and logo are repeated for readers of
    // the entity alone (some link previews read only the article).
    publisher: { "@id": organizationId(site), name: site.name, logo: site.logoUrl },
  };
}

/** An article, written by one member of the team (the agency publishes it). */
export const blogPosting = (site: SiteFacts, page: WrittenPage & { author: ArticleAuthor }): JsonLd => {
  const { author, ...written } = page;
  return { ...writtenWork("BlogPosting", site, written), author: { "@type": "Person", name: author.name, jobTitle: author.role } };
};
export const caseStudyArticle = (site: SiteFacts, page: WrittenPage) => writtenWork("Article", site, page);

/** One JSON-LD document for a page: a graph of its entities, safe to inline in a script tag. */
export function serializeGraph(entities: readonly JsonLd[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": entities }).replace(/</g, "\\u003c");
}
