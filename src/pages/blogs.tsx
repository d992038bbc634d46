// /blogs: the newest article featured, the newest few in the list, then numbered pages on to every
// older article (/blogs/page/N) and the archive of each category, in content/data/archive-pages.yaml's words.
import { graphql, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteImage } from "../components/ui/site-image";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { ArticleMeta } from "../components/sections/article-cards";
import { BlogList } from "../components/sections/blog-list";
import { FaqSection } from "../components/sections/faq-section";
import { CallToAction } from "../components/sections/call-to-action";
import { SiteLink } from "../components/ui/site-link";
import { PaginationNav } from "../components/ui/pagination-nav";
import { CategoryLink } from "../components/sections/article-cards";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";
import { articleListing, listingPages } from "../lib/article-listing";
import { fillTemplate } from "../lib/copy-template";

function FeaturedArticle({ article }: { article: Queries.ArticleCardFragment }) {
  const image = article.heroImage.childImageSharp?.gatsbyImageData;
  return (
    <Box asChild display="block" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="3xl" overflow="hidden" _hover={{ borderColor: "accent" }}>
      <SiteLink to={routes.article(article.slug)}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} alignItems="center">
          {image && <SiteImage image={image} alt={article.heroAlt} loading="eager" fetchPriority="high" />}
          <Stack gap="4" p={{ base: "6", md: "10" }}>
            <ArticleMeta article={article} />
            <Heading as="h3" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2">
              {article.title}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {article.description}
            </Text>
            <Text color="fg.subtle" fontSize="sm">
              {article.publishedLabel}
            </Text>
          </Stack>
        </SimpleGrid>
      </SiteLink>
    </Box>
  );
}

export default function BlogsPage({ data }: PageProps<Queries.BlogsPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "blogs"');
  const texts = requireContent(data.archivePagesYaml, "content/data/archive-pages.yaml");
  const latest = findSection(page.sections, "latest");
  const list = findSection(page.sections, "list");
  const [newest] = data.allBlogPost.nodes;
  const listing = articleListing(null);
  const pageCount = listingPages(listing, data.allBlogPost.totalCount).length;

  return (
    <>
      <PageHero hero={page.hero} />
      {newest && (
        <SectionWithIntro section={latest}>
          <FeaturedArticle article={newest} />
        </SectionWithIntro>
      )}
      <SectionWithIntro section={list}>
        <BlogList articles={data.allBlogPost.nodes} />
        <Stack gap="4" mt={{ base: "8", md: "10" }}>
          {pageCount > 1 && (
            <Text fontSize="lg">
              <Box asChild color="accent" fontWeight="semibold" _hover={{ textDecoration: "underline" }}>
                <SiteLink to={listing.pagePath(2)}>
                  {fillTemplate(texts.articles.olderLink, { total: data.allBlogPost.totalCount.toLocaleString("en-GB") })}
                </SiteLink>
              </Box>
            </Text>
          )}
          <HStack as="nav" aria-label={texts.articles.categoriesLabel} gap="4" flexWrap="wrap">
            <Text as="span" color="fg.muted">
              {texts.articles.byCategory}
            </Text>
            <HStack as="ul" gap="4" m="0" p="0" flexWrap="wrap" listStyleType="none">
              {[...data.categories.distinct].sort().map((category) => (
                <li key={category}>
                  <CategoryLink category={category} />
                </li>
              ))}
            </HStack>
          </HStack>
        </Stack>
        <PaginationNav label={texts.articles.navLabel} texts={texts.pagination} current={1} pageCount={pageCount} pagePath={listing.pagePath} />
      </SectionWithIntro>
      {page.faq && <FaqSection faq={page.faq} />}
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

export const Head = pageCopyHead("blogs");

export const query = graphql`
  query BlogsPage($limit: Int!) {
    pagesYaml(yamlId: { eq: "blogs" }) {
      ...PageCopy
    }
    archivePagesYaml {
      ...PaginationTexts
      articles {
        navLabel
        categoriesLabel
        olderLink
        byCategory
      }
    }
    allBlogPost(sort: [{ published: DESC }, { title: ASC }], limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
        ...BlogListArticle
      }
    }
    categories: allBlogPost {
      distinct(field: { category: SELECT })
    }
  }
`;
