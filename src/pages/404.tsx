import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteButton } from "../components/ui/site-button";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/ui/site-link";
import { requireContent } from "../lib/require-content";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "not-found"');
  return (
    <Container maxW="3xl" minH="60vh" display="flex" alignItems="center" justifyContent="center">
      <Stack gap="6" align="center" textAlign="center" py="20">
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }}>
          {page.hero.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {page.hero.description}
        </Text>
        <SiteButton asChild colorPalette="brand" rounded="full" size="lg">
          <SiteLink to={page.hero.ctaLink}>{page.hero.ctaLabel}</SiteLink>
        </SiteButton>
      </Stack>
    </Container>
  );
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
        title
        description
        ctaLabel
        ctaLink
      }
    }
  }
`;
