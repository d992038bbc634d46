import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { PageMessage } from "../components/sections/page-message";
import { requireContent } from "../lib/require-content";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "not-found"');
  return <PageMessage message={page.hero} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "not-found"');
  return <Seo title={page.title} description={page.description} pathname={location.pathname} noIndex />;
};

export const query = graphql`
  query NotFoundPage {
    pagesYaml(yamlId: { eq: "not-found" }) {
      title
      description
      hero {
        ...PageMessageContent
      }
    }
  }
`;
