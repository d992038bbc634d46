// /portfolio: the case studies, newest first, a page at a time (PORTFOLIO_PAGE_SIZE each; page N at
// /portfolio/page/N, made from this page in src/node/create-archive-pages.ts), the FAQ,
// testimonials and the call to action. The page links' words are content/data/archive-pages.yaml's.
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { CaseStudyCards } from "../components/sections/case-study-cards";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { CallToAction } from "../components/sections/call-to-action";
import { PaginationNav } from "../components/ui/pagination-nav";
import { requireContent } from "../lib/require-content";
import { PORTFOLIO_PAGE_SIZE } from "../lib/constants";
import { fillTemplate } from "../lib/copy-template";
import { archivePages, numberedPageTitle } from "../lib/pagination";
import { routes } from "../lib/routes";

interface PortfolioPageContext {
  pageNumber: number;
}

export default function PortfolioPage({ data, pageContext }: PageProps<Queries.PortfolioPageQuery, PortfolioPageContext>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "portfolio"');
  const texts = requireContent(data.archivePagesYaml, "content/data/archive-pages.yaml");
  const work = findSection(page.sections, "work");
  const testimonials = findSection(page.sections, "testimonials");

  return (
    <>
      <PageHero hero={page.hero} />
      <SectionWithIntro section={work}>
        <CaseStudyCards studies={data.allCaseStudy.nodes} opensPage />
        <PaginationNav
          label={texts.caseStudies.navLabel}
          texts={texts.pagination}
          current={pageContext.pageNumber}
          pageCount={archivePages(data.allCaseStudy.totalCount, PORTFOLIO_PAGE_SIZE).length}
          pagePath={routes.portfolioPage}
        />
      </SectionWithIntro>
      {page.faq && <FaqSection faq={page.faq} />}
      <SectionWithIntro section={testimonials}>
        <Testimonials testimonials={data.allTestimonialsYaml.nodes} />
      </SectionWithIntro>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

/** The page's own copy; past page 1 its title and description say which page it is. */
export const Head: HeadFC<Queries.PortfolioPageQuery, PortfolioPageContext> = ({ data, location, pageContext }) => {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "portfolio"');
  const texts = requireContent(data.archivePagesYaml, "content/data/archive-pages.yaml");
  const { pageNumber } = pageContext;
  const pageCount = archivePages(data.allCaseStudy.totalCount, PORTFOLIO_PAGE_SIZE).length;
  const laterPage = fillTemplate(texts.caseStudies.laterPageDescription, { page: pageNumber, pages: pageCount });
  return (
    <Seo
      title={numberedPageTitle(texts.pagination.laterPageTitle, page.title, pageNumber, pageCount)}
      description={pageNumber > 1 ? `${laterPage} ${page.description}` : page.description}
      pathname={location.pathname}
      faq={page.faq?.items}
    />
  );
};

export const query = graphql`
  query PortfolioPage($skip: Int!, $limit: Int!) {
    pagesYaml(yamlId: { eq: "portfolio" }) {
      ...PageCopy
    }
    archivePagesYaml {
      ...PaginationTexts
      pagination {
        laterPageTitle
      }
      caseStudies {
        navLabel
        laterPageDescription
      }
    }
    allCaseStudy(sort: [{ published: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...CaseStudyCard
      }
    }
    allTestimonialsYaml {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;
