import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionIntro, findSection, sectionHeadingId } from "../components/sections/section-intro";
import { CaseStudyCards } from "../components/sections/case-study-cards";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { CallToAction } from "../components/sections/call-to-action";
import { PageSection } from "../components/ui/page-section";
import { requireContent } from "../lib/require-content";

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "portfolio"');
  const work = findSection(page.sections, "work");
  const testimonials = findSection(page.sections, "testimonials");

  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection labelledBy={sectionHeadingId(work.id)}>
        <SectionIntro section={work} />
        <CaseStudyCards studies={data.allCaseStudy.nodes} opensPage />
      </PageSection>
      {page.faq && <FaqSection faq={page.faq} />}
      <PageSection labelledBy={sectionHeadingId(testimonials.id)}>
        <SectionIntro section={testimonials} />
        <Testimonials testimonials={data.allTestimonialsYaml.nodes} />
      </PageSection>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

export const Head = pageCopyHead("portfolio");

export const query = graphql`
  query PortfolioPage {
    pagesYaml(yamlId: { eq: "portfolio" }) {
      ...PageCopy
    }
    allCaseStudy(sort: { published: DESC }) {
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
