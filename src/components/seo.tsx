// The one head component (used only from each page's Head export): title, description, the
// canonical link, Open Graph and Twitter card tags with a 1200 x 630 social image, and one JSON-LD
// graph, all on the production host. Plain tags only: Head is outside the Chakra provider.
import type * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { absoluteUrl } from "../lib/site-url";
import {
  breadcrumbTrail,
  breadcrumbs,
  faqPage,
  navigationLabels,
  organization,
  serializeGraph,
  website,
  type JsonLd,
  type SiteFacts,
} from "../lib/structured-data";
import { requireContent } from "../lib/require-content";

// The size every sharing service shows large (Open Graph's and X's summary_large_image card).
// A page passes its hero through this fragment; pages without one share the branded template.
export const query = graphql`
  fragment SocialImage on ImageSharp {
    social: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 82) {
      src
      width
      height
    }
  }
`;

export interface SocialImageSource {
  sharp: Queries.SocialImageFragment | null | undefined;
  alt: string;
}

interface SeoProps {
  title: string;
  description: string;
  pathname: string;
  /** Pages that must not be indexed (404, the form's sent page): no canonical, no breadcrumbs. */
  noIndex?: boolean;
  /** Articles and case studies: og:type article, with its dates (ISO 8601 with offset). */
  article?: { published: string; modified?: string };
  /** The page's hero, cropped to the sharing size; the branded template when absent. */
  image?: SocialImageSource;
  /** Where the page sits: parent paths between home and it, and its own name (else the menu's, else the title). */
  breadcrumb?: { name?: string; parents?: readonly string[] };
  /** The FAQ the page shows, marked up as an FAQPage. */
  faq?: readonly { question: string; answer: string }[];
  /** The page's own entities (Service, BlogPosting, ...), built from the same data as the page. */
  structuredData?: (context: { site: SiteFacts; imageUrl: string }) => JsonLd[];
  children?: React.ReactNode;
}

function imageType(src: string): string {
  return /\.png$/i.test(src) ? "image/png" : "image/jpeg";
}

export function Seo({
  title,
  description,
  pathname,
  noIndex = false,
  article,
  image,
  breadcrumb,
  faq,
  structuredData,
  children,
}: SeoProps) {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      siteYaml {
        name
        tagline
        description
        siteUrl
        locale
        salesEmail
        supportEmail
        phone
        foundingYear
        address {
          street
          locality
          postalCode
          countryCode
        }
        social {
          url
        }
      }
      navigationYaml {
        links {
          label
          to
          children {
            label
            to
          }
        }
        cta {
          label
          to
        }
      }
      defaultImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "og/default.jpg" }) {
        childImageSharp {
          ...SocialImage
        }
      }
      logo: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "brand/icon.png" }) {
        publicURL
      }
    }
  `);
  const siteYaml = requireContent(data.siteYaml, "content/data/site.yaml");
  const navigation = requireContent(data.navigationYaml, "content/data/navigation.yaml");
  const logoPath = requireContent(data.logo?.publicURL, "content/images/brand/icon.png");
  const site: SiteFacts = { ...siteYaml, logoUrl: absoluteUrl(siteYaml.siteUrl, logoPath) };

  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(site.siteUrl, pathname);
  const shared = image ?? { sharp: data.defaultImage?.childImageSharp, alt: `${site.name}: ${siteYaml.tagline}` };
  const resized = requireContent(shared.sharp?.social, `the social image of ${pathname}`);
  const imageSrc = requireContent(resized.src, `the social image of ${pathname}`);
  const imageUrl = absoluteUrl(site.siteUrl, imageSrc);

  const menuLabels = navigationLabels([...navigation.links, navigation.cta]);
  const trail =
    noIndex || pathname === "/"
      ? []
      : breadcrumbTrail(menuLabels, {
          path: pathname,
          name: breadcrumb?.name ?? menuLabels.get(pathname) ?? title,
          parents: breadcrumb?.parents,
        });
  const graph: JsonLd[] = [
    organization(site),
    website(site),
    ...(trail.length > 0 ? [breadcrumbs(site, trail)] : []),
    ...(faq && faq.length > 0 ? [faqPage(faq)] : []),
    ...(structuredData?.({ site, imageUrl }) ?? []),
  ];

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={url} />
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={siteYaml.locale.replace("-", "_")} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!noIndex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={imageType(imageSrc)} />
      <meta property="og:image:width" content={String(resized.width)} />
      <meta property="og:image:height" content={String(resized.height)} />
      <meta property="og:image:alt" content={shared.alt} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article && <meta property="article:modified_time" content={article.modified ?? article.published} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shared.alt} />
      {/* A data block, not a script: it runs nothing, so a script-src 'self' policy allows it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeGraph(graph) }} />
      {children}
    </>
  );
}

interface PageCopyHeadData {
  pagesYaml: {
    title: string;
    description: string;
    faq?: { items: readonly { question: string; answer: string }[] } | null;
  } | null;
}

/**
 * The Head export of a page whose copy lives in content/data/pages.yaml under `id`, with the FAQ
 * the page shows. `noIndex` is for pages a visitor only reaches by doing something (the contact
 * form's sent page).
 */
export function pageCopyHead(id: string, { noIndex = false }: { noIndex?: boolean } = {}) {
  return function PageCopyHead({ data, location }: { data: PageCopyHeadData; location: { pathname: string } }) {
    if (!data.pagesYaml) throw new Error(`Missing content: content/data/pages.yaml entry "${id}"`);
    return (
      <Seo
        title={data.pagesYaml.title}
        description={data.pagesYaml.description}
        pathname={location.pathname}
        noIndex={noIndex}
        faq={data.pagesYaml.faq?.items}
      />
    );
  };
}
