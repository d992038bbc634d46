import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionIntro, findSection, sectionHeadingId } from "../components/sections/section-intro";
import { StatCards } from "../components/sections/stat-cards";
import { SectionPhoto } from "../components/sections/section-photo";
import { TeamCarousel } from "../components/sections/team-carousel";
import { CaseStudyCards } from "../components/sections/case-study-cards";
import { FaqSection } from "../components/sections/faq-section";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { CallToAction } from "../components/sections/call-to-action";
import { PageSection } from "../components/ui/page-section";
import { requireContent } from "../lib/require-content";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "about"');
  const about = findSection(page.sections, "about");
  const team = findSection(page.sections, "team");
  const portfolio = findSection(page.sections, "portfolio");
  const whyChoose = findSection(page.sections, "why-choose");

  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection labelledBy={sectionHeadingId(about.id)}>
        <SectionIntro section={about} />
        <StatCards stats={data.allStatsYaml.nodes} />
        <SectionPhoto section={data.pagesYaml?.sections?.find((section) => section.id === about.id)} />
      </PageSection>
      <PageSection labelledBy={sectionHeadingId(team.id)}>
        <SectionIntro section={team} />
        <TeamCarousel members={data.allTeamYaml.nodes} />
      </PageSection>
      <PageSection labelledBy={sectionHeadingId(portfolio.id)}>
        <SectionIntro section={portfolio} />
        <CaseStudyCards studies={data.allCaseStudy.nodes} />
      </PageSection>
      {page.faq && <FaqSection faq={page.faq} />}
      <PageSection labelledBy={sectionHeadingId(whyChoose.id)}>
        <SectionIntro section={whyChoose} />
        <WhyChooseUs items={data.allWhyChooseYaml.nodes} />
      </PageSection>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

export const Head = pageCopyHead("about");

export const query = graphql`
  # $caseStudyLimit is PORTFOLIO_TEASER_COUNT, given by src/node/create-archive-pages.ts.
  query AboutPage($caseStudyLimit: Int!) {
    pagesYaml(yamlId: { eq: "about" }) {
      ...PageCopy
      sections {
        ...SectionPhoto
      }
    }
    allStatsYaml {
      nodes {
        ...StatCard
      }
    }
    allTeamYaml {
      nodes {
        ...TeamSlide
      }
    }
    allCaseStudy(sort: { published: ASC }, limit: $caseStudyLimit) {
      nodes {
        ...CaseStudyCard
      }
    }
    allWhyChooseYaml {
      nodes {
        ...WhyChooseItem
      }
    }
  }
`;
