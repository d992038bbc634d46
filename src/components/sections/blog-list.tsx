// The newest articles on /blogs: the selected article on the left (the whole pane links to it) and a
// scrollable list of them on the right; choosing one shows it on the left, the first is
// shown to begin with. In the server HTML each list item is a plain link to its article, so all
// are reachable with JavaScript off; once hydrated they become toggle buttons (aria-pressed)
// that control the pane.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import { ArticleMeta, readTimeLabel } from "./article-cards";
import { SiteLink } from "../ui/site-link";
import { BLOG_LIST_MAX_HEIGHT_PX } from "../../lib/constants";
import { routes } from "../../lib/routes";
import { useHydrated } from "../../lib/use-hydrated";

export const query = graphql`
  fragment BlogListArticle on BlogPost {
    slug
    title
    description
    category
    readTimeMinutes
    heroAlt
    heroImage {
      childImageSharp {
        paneImage: gatsbyImageData(width: 760, aspectRatio: 1.7778)
        thumbImage: gatsbyImageData(width: 160, aspectRatio: 1.25)
      }
    }
  }
`;

type Article = Queries.BlogListArticleFragment;

const PANE_ID = "blog-list-preview";

function ArticlePane({ article }: { article: Article }) {
  const image = article.heroImage.childImageSharp?.paneImage;
  return (
    <Box
      asChild
      display="block"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="3xl"
      overflow="hidden"
      transition="border-color 0.2s"
      _hover={{ borderColor: "accent" }}
    >
      <SiteLink to={routes.article(article.slug)} data-testid="blog-list-pane-link">
        {image && <SiteImage key={article.slug} image={image} alt={article.heroAlt} />}
        <Stack gap="4" p={{ base: "6", md: "8" }}>
          <ArticleMeta article={article} />
          <Heading as="h3" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2" display="flex" justifyContent="space-between" gap="4">
            {article.title}
            <Box as="span" color="accent" flexShrink={0} mt="1">
              <ArrowUpRight aria-hidden="true" />
            </Box>
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {article.description}
          </Text>
        </Stack>
      </SiteLink>
    </Box>
  );
}

/**
 * A list item: thumbnail, title and meta. The title is the control (a link in the server HTML, a
 * toggle button once hydrated), stretched over the whole item so any part of it can be clicked,
 * while its name stays just the title.
 */
function ListItem({ article, selected, children }: { article: Article; selected: boolean; children: React.ReactNode }) {
  const thumb = article.heroImage.childImageSharp?.thumbImage;
  return (
    <HStack
      gap="4"
      p="3"
      position="relative"
      rounded="xl"
      borderWidth="1px"
      bg={selected ? "accent.muted" : undefined}
      borderColor={selected ? "accent" : "transparent"}
      transition="background-color 0.2s, border-color 0.2s"
      _hover={selected ? undefined : { bg: "bg.muted" }}
      css={{
        "&:has(:focus-visible)": { outline: "3px solid", outlineColor: "accent", outlineOffset: "-3px" },
        "& .blog-list-control": { textAlign: "start", fontWeight: "semibold", lineHeight: "1.35", cursor: "pointer", outline: "none" },
        "& .blog-list-control::after": { content: '""', position: "absolute", inset: "0", rounded: "xl" },
      }}
    >
      {thumb && (
        <Box flexShrink={0} w={{ base: "20", md: "24" }} rounded="lg" overflow="hidden" lineHeight="0">
          <SiteImage image={thumb} alt="" />
        </Box>
      )}
      <Stack gap="1" minW="0" fontSize={{ base: "sm", md: "md" }}>
        {children}
        <Flex wrap="wrap" columnGap="3" fontSize="sm">
          <Text as="span" color="accent" fontWeight="semibold">
            {article.category}
          </Text>
          <Text as="span" color="fg.muted">
            {readTimeLabel(article.readTimeMinutes)}
          </Text>
        </Flex>
      </Stack>
    </HStack>
  );
}

export function BlogList({ articles }: { articles: readonly Article[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = React.useState(0);
  const pane = React.useRef<HTMLDivElement>(null);
  const article = articles[selected] ?? articles[0];
  if (!article) return null;

  const select = (index: number) => {
    setSelected(index);
    // On narrow screens the pane sits above the list: bring it back if it has scrolled away.
    const box = pane.current?.getBoundingClientRect();
    if (box && box.top < 0) pane.current?.scrollIntoView({ block: "start" });
  };

  return (
    <SimpleGrid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "6", lg: "8" }} alignItems="start">
      <Box id={PANE_ID} ref={pane} position={{ lg: "sticky" }} top={{ lg: "calc(var(--chakra-sizes-header) + 1.5rem)" }}>
        <ArticlePane article={article} />
      </Box>
      <chakra.ul
        aria-label="Choose an article to preview"
        data-testid="blog-list-items"
        maxH={`${BLOG_LIST_MAX_HEIGHT_PX}px`}
        overflowY="auto"
        overscrollBehavior="contain"
        m="0"
        p="2"
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap="1"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="2xl"
      >
        {articles.map((item, index) => {
          const isSelected = hydrated && index === selected;
          return (
            <Box as="li" key={item.slug} data-selected={isSelected ? "true" : undefined}>
              <ListItem article={item} selected={isSelected}>
                {hydrated ? (
                  <chakra.button
                    type="button"
                    className="blog-list-control"
                    aria-pressed={isSelected}
                    aria-controls={PANE_ID}
                    onClick={() => select(index)}
                    data-slug={item.slug}
                  >
                    {item.title}
                  </chakra.button>
                ) : (
                  <SiteLink to={routes.article(item.slug)} className="blog-list-control" data-slug={item.slug}>
                    {item.title}
                  </SiteLink>
                )}
              </ListItem>
            </Box>
          );
        })}
      </chakra.ul>
    </SimpleGrid>
  );
}
