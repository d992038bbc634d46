// What an article teaser shows (the fragment) and its category and read-time line.
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";

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
