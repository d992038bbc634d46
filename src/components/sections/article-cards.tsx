// What an article teaser shows (the fragment), its category and read-time line, and the grid of
// teaser cards the archive pages list.
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
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

/** An article's category, as a link to the archive of that category (lifted above a stretched card link). */
export function CategoryLink({ category }: { category: string }) {
  return (
    <Box asChild color="accent" fontWeight="semibold" position="relative" zIndex="1" _hover={{ textDecoration: "underline" }}>
      <SiteLink to={routes.blogCategory(category)}>{category}</SiteLink>
    </Box>
  );
}

interface ArticleMetaProps {
  article: Pick<Queries.ArticleCardFragment, "category" | "readTimeMinutes">;
  /** The category links to its archive; off where the whole block is already one link. */
  linkCategory?: boolean;
}

export function ArticleMeta({ article, linkCategory = false }: ArticleMetaProps) {
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
      {linkCategory ? (
        <CategoryLink category={article.category} />
      ) : (
        <Text as="span" color="accent" fontWeight="semibold">
          {article.category}
        </Text>
      )}
      <Text as="span" aria-hidden="true">
        •
      </Text>
      <Text as="span">{readTimeLabel(article.readTimeMinutes)}</Text>
    </HStack>
  );
}

/**
 * A grid of article cards. The title is the card's link, stretched over the whole card so any part
 * of it opens the article, while the category stays a link of its own to its archive. Pictures load
 * as they near the viewport, their blurred placeholders holding the space.
 */
export function ArticleCards({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "6", md: "8" }} m="0" p="0" data-testid="article-cards">
      {articles.map((article, index) => {
        const image = article.heroImage.childImageSharp?.gatsbyImageData;
        return (
          <Box
            as="li"
            key={article.slug}
            listStyleType="none"
            position="relative"
            display="flex"
            flexDirection="column"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="2xl"
            overflow="hidden"
            transition="border-color 0.2s"
            _hover={{ borderColor: "accent" }}
            css={{ "&:has(:focus-visible)": { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" } }}
          >
            {image && <SiteImage image={image} alt={article.heroAlt} loading={index === 0 ? "lazy" : "when-near"} />}
            <Stack gap="3" p={{ base: "5", md: "6" }} flex="1">
              <ArticleMeta article={article} linkCategory />
              <Heading as="h2" fontSize="xl" lineHeight="1.3">
                <Box
                  asChild
                  outline="none"
                  _after={{ content: '""', position: "absolute", inset: "0" }}
                >
                  <SiteLink to={routes.article(article.slug)}>{article.title}</SiteLink>
                </Box>
              </Heading>
              <Text color="fg.muted">{article.description}</Text>
              <Text color="fg.subtle" fontSize="sm" mt="auto">
                {article.publishedLabel}
              </Text>
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
