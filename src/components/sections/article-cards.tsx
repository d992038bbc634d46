// Article teasers for the blog page: image, category, title, description and read time.
import * as React from "react";
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { SiteLink } from "../ui/site-link";
import { routes } from "../../lib/routes";

export const query = graphql`
  fragment ArticleCard on BlogPost {
    slug
    title
    description
    category
    readTimeMinutes
    publishedLabel
    heroAlt
    heroImage {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7778)
      }
    }
  }
`;

export const readTimeLabel = (minutes: number) => `${minutes} Min Read`;

export function ArticleMeta({ article }: { article: Pick<Queries.ArticleCardFragment, "category" | "readTimeMinutes"> }) {
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
      <Text as="span" color="accent" fontWeight="semibold">
        {article.category}
      </Text>
      <Text as="span" aria-hidden="true">
        •
      </Text>
      <Text as="span">{readTimeLabel(article.readTimeMinutes)}</Text>
    </HStack>
  );
}

export function ArticleCards({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" m="0" p="0">
      {articles.map((article) => {
        const image = getImage(article.heroImage.childImageSharp?.gatsbyImageData ?? null);
        return (
          <Box as="li" key={article.slug} listStyleType="none">
            <Box asChild display="block" h="full" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" overflow="hidden" _hover={{ borderColor: "accent" }}>
              <SiteLink to={routes.article(article.slug)}>
                {image && <GatsbyImage image={image} alt={article.heroAlt} />}
                <Stack gap="3" p="6">
                  <ArticleMeta article={article} />
                  <Heading as="h3" fontSize="xl" lineHeight="1.3">
                    {article.title}
                  </Heading>
                  <Text color="fg.muted">{article.description}</Text>
                </Stack>
              </SiteLink>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
