// An archive page: one page of articles, newest first, of every article (/blogs/page/N) or of one
// category (/blogs/category/<slug>[/page/N]), with numbered pages. Created in
// src/node/create-archive-pages.ts with the page's skip and limit in context, so each page queries
// only the articles it shows and its HTML and page data stay the same size however many there are.
// Its words are content/data/archive-pages.yaml's.
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Seo } from "../components/seo";
import { ArticleCards } from "../components/sections/article-cards";
import { PageSection } from "../components/ui/page-section";
import { PaginationNav } from "../components/ui/pagination-nav";
import { SiteLink } from "../components/ui/site-link";
import { archiveTitle, articleListing, listingPages } from "../lib/article-listing";
import { fillTemplate } from "../lib/copy-template";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";

export interface ArchivePageContext {
  skip: number;
  limit: number;
  pageNumber: number;
  /** The category this page lists; absent for every article, so the query's filter falls away. */
  category?: string;
}

const WORDS_FILE = "content/data/archive-pages.yaml";

function pageFacts(data: Queries.BlogArchivePageQuery, context: ArchivePageContext) {
  const texts = requireContent(data.archivePagesYaml, WORDS_FILE);
  const category = context.category ?? null;
  const listing = articleListing(category);
  const pageCount = listingPages(listing, data.allBlogPost.totalCount).length;
  const titleTexts = { ...texts.articles, laterPageTitle: texts.pagination.laterPageTitle };
  return { texts, category, listing, pageCount, title: archiveTitle(titleTexts, category, context.pageNumber, pageCount) };
}

/** Links to every article and to each category's archive; the current one marked. */
function CategoryNav({ label, allLabel, categories, current }: { label: string; allLabel: string; categories: readonly string[]; current: string | null }) {
  const links = [
    { label: allLabel, to: routes.blogs, selected: current === null },
    ...[...categories].sort().map((category) => ({ label: category, to: routes.blogCategory(category), selected: category === current })),
  ];
  return (
    <Box as="nav" aria-label={label}>
      <HStack as="ul" gap="2" m="0" p="0" flexWrap="wrap" listStyleType="none">
        {links.map((link) => (
          <li key={link.to}>
            <Box
              asChild
              display="inline-block"
              px="4"
              py="2"
              rounded="full"
              borderWidth="1px"
              fontSize="sm"
              fontWeight="semibold"
              borderColor={link.selected ? "accent" : "border.muted"}
              bg={link.selected ? "accent.muted" : undefined}
              _hover={{ borderColor: "accent" }}
            >
              <SiteLink to={link.to}>{link.label}</SiteLink>
            </Box>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

export default function BlogArchiveTemplate({ data, pageContext }: PageProps<Queries.BlogArchivePageQuery, ArchivePageContext>) {
  const { texts, category, listing, pageCount, title } = pageFacts(data, pageContext);
  const articles = data.allBlogPost.nodes;
  const range = { first: pageContext.skip + 1, last: pageContext.skip + articles.length, total: data.allBlogPost.totalCount };
  return (
    <>
      <Box as="section" aria-labelledby="page-title" pt={{ base: "12", md: "16" }}>
        <Container maxW="7xl">
          <Stack gap="5">
            <Heading as="h1" id="page-title" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" letterSpacing="-0.02em">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {fillTemplate(texts.articles.range, range)}
            </Text>
            <CategoryNav
              label={texts.articles.categoriesLabel}
              allLabel={texts.articles.allTitle}
              categories={data.categories.distinct}
              current={category}
            />
          </Stack>
        </Container>
      </Box>
      <PageSection pt={{ base: "10", md: "12" }}>
        <ArticleCards articles={articles} />
        <PaginationNav
          label={texts.articles.navLabel}
          texts={texts.pagination}
          current={pageContext.pageNumber}
          pageCount={pageCount}
          pagePath={listing.pagePath}
        />
      </PageSection>
    </>
  );
}

export const Head: HeadFC<Queries.BlogArchivePageQuery, ArchivePageContext> = ({ data, location, pageContext }) => {
  const { texts, category, title } = pageFacts(data, pageContext);
  const blogs = data.pagesYaml;
  const summary =
    category === null
      ? fillTemplate(texts.articles.allDescription, { title })
      : fillTemplate(texts.articles.categoryDescription, { title, category });
  return (
    <Seo
      title={title}
      description={`${summary} ${blogs?.description ?? ""}`.trim()}
      pathname={location.pathname}
      breadcrumb={{ name: title, parents: [routes.blogs] }}
    />
  );
};

export const query = graphql`
  query BlogArchivePage($skip: Int!, $limit: Int!, $category: String) {
    pagesYaml(yamlId: { eq: "blogs" }) {
      description
    }
    archivePagesYaml {
      ...PaginationTexts
      pagination {
        laterPageTitle
      }
      articles {
        navLabel
        categoriesLabel
        allTitle
        categoryTitle
        range
        allDescription
        categoryDescription
      }
    }
    allBlogPost(filter: { category: { eq: $category } }, sort: [{ published: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
    categories: allBlogPost {
      distinct(field: { category: SELECT })
    }
  }
`;
