// An article page, one per file in content/blog (created in src/node/create-pages.ts).
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteImage } from "../components/ui/site-image";
import { Seo } from "../components/seo";
import { ArticleMeta } from "../components/sections/article-cards";
import { ArticleByline } from "../components/sections/article-byline";
import { CallToAction } from "../components/sections/call-to-action";
import { Prose } from "../components/ui/prose";
import { Reveal } from "../components/motion/reveal";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";
import { blogPosting } from "../lib/structured-data";

// Sections reveal 0.2 s apart; the count restarts every few sections, so a section deep in a long
// article, which scrolls in on its own, does not wait seconds for its turn.
const REVEAL_BATCH = 3;

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const article = requireContent(data.blogPost, "a blog article");
  const heroImage = article.heroImage.childImageSharp?.gatsbyImageData;

  return (
    <>
      <Box as="article" aria-labelledby="page-title">
        <Container maxW="4xl" pt={{ base: "10", md: "16" }}>
          <Stack gap="5">
            <Box>
              <Badge colorPalette="brand" variant="solid" rounded="full" px="3" py="1" textTransform="none" fontSize="sm">
                Blog
              </Badge>
            </Box>
            <Heading as="h1" id="page-title" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" letterSpacing="-0.02em">
              {article.title}
            </Heading>
            {/* The category leads to its archive, which lists this article with the others on its subject. */}
            <ArticleMeta article={article} linkCategory />
            <ArticleByline author={article.author} />
            <Text color="fg.muted">
              Published{" "}
              <time dateTime={article.published}>{article.publishedLabel}</time> (Pakistan time)
            </Text>
          </Stack>
        </Container>
        {heroImage && (
          <Container maxW="5xl" mt="10">
            <Box rounded="3xl" overflow="hidden">
              <SiteImage image={heroImage} alt={article.heroAlt} loading="eager" fetchPriority="high" />
            </Box>
          </Container>
        )}
        <Container maxW="3xl" py={{ base: "10", md: "14" }}>
          {article.htmlSections.map((sectionHtml, index) => (
            <Reveal key={index} index={index % REVEAL_BATCH} reverseOnLeave>
              <Prose as="section" html={sectionHtml} mt={index === 0 ? "0" : "6"} />
            </Reveal>
          ))}
        </Container>
      </Box>
      <CallToAction cta={article.ending.cta} />
    </>
  );
}

export const Head: HeadFC<Queries.BlogPostPageQuery> = ({ data, location }) => {
  const article = requireContent(data.blogPost, "a blog article");
  return (
    <Seo
      title={article.title}
      description={article.description}
      pathname={location.pathname}
      article={{ published: article.published }}
      image={{ sharp: article.heroImage.childImageSharp, alt: article.heroAlt }}
      breadcrumb={{ name: article.title, parents: [routes.blogs] }}
      structuredData={({ site, imageUrl }) => [
        blogPosting(site, {
          title: article.title,
          description: article.description,
          path: location.pathname,
          published: article.published,
          imageUrl,
          author: article.author,
        }),
      ]}
    />
  );
};

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      description
      category
      readTimeMinutes
      published
      publishedLabel
      heroAlt
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 1.7778)
          ...SocialImage
        }
      }
      htmlSections
      ending {
        cta {
          ...CallToActionContent
        }
      }
      author {
        ...ArticleByline
      }
    }
  }
`;
