// The one head component (used only from each page's Head export): title, description and the
// canonical link on the production host. Plain tags only: Head is outside the Chakra provider.
import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { absoluteUrl } from "../lib/site-url";

interface SeoProps {
  title: string;
  description: string;
  pathname: string;
  /** Pages that must not be indexed (404) set this; they get no canonical either. */
  noIndex?: boolean;
  children?: React.ReactNode;
}

export function Seo({ title, description, pathname, noIndex = false, children }: SeoProps) {
  const { siteYaml: site } = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      siteYaml {
        name
        siteUrl
      }
    }
  `);
  if (!site) throw new Error("content/data/site.yaml is required");
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={absoluteUrl(site.siteUrl, pathname)} />
      )}
      {children}
    </>
  );
}

interface PageCopyHeadData {
  pagesYaml: { title: string; description: string } | null;
}

/**
 * The Head export of a page whose copy lives in content/data/pages.yaml under `id`. `noIndex` is
 * for pages a visitor only reaches by doing something (the contact form's sent page).
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
      />
    );
  };
}
