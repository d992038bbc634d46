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
      # The footer's bound: the newest 5 case studies, then a link to the portfolio. A static query
      # takes no variables, so the number is stated here, once.
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
