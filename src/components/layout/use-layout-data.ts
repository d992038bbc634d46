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
        caseStudiesMoreLabel
        socialTitle
      }
      # The newest FOOTER_CASE_STUDY_COUNT (src/lib/constants.ts); a static query takes no variables.
      allCaseStudy(sort: [{ published: DESC }, { title: ASC }], limit: 5) {
        totalCount
        nodes {
          slug
          title
        }
      }
    }
  `);
}

export type LayoutData = ReturnType<typeof useLayoutData>;
