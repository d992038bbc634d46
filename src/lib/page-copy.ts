// The copy of a page from content/data/pages.yaml, as every page in src/pages queries it.
import { graphql } from "gatsby";

export const query = graphql`
  fragment PageCopy on PagesYaml {
    yamlId
    title
    description
    hero {
      ...PageHeroContent
    }
    sections {
      ...SectionIntroContent
    }
    cta {
      ...CallToActionContent
    }
    faq {
      ...FaqSet
    }
  }
`;
