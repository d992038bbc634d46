import { graphql, useStaticQuery } from "gatsby";

/** Everything the shared layout shows, from content/data and the case-study files. */
export function useLayoutData() {
  return useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      siteYaml {
        name
        shortName
        chatUrl
        copyrightYear
        social {
          name
          url
        }
      }
      navigationYaml {
        links {
          label
          to
          overviewLabel
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
      footerYaml {
        blurb
        groups {
          title
          links {
            text
            url
          }
        }
        caseStudiesTitle
        socialTitle
      }
      allCaseStudy(sort: { title: ASC }) {
        nodes {
          slug
          title
        }
      }
    }
  `);
}

export type LayoutData = ReturnType<typeof useLayoutData>;
