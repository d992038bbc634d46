import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { StatCards } from "../components/sections/stat-cards";
import { SectionPhoto } from "../components/sections/section-photo";
import { TeamCarousel } from "../components/sections/team-carousel";
import { CaseStudyCards } from "../components/sections/case-study-cards";
import { FaqSection } from "../components/sections/faq-section";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { CallToAction } from "../components/sections/call-to-action";
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
      <SectionWithIntro section={about}>
        <StatCards stats={data.allStatsYaml.nodes} />
        <SectionPhoto section={data.pagesYaml?.sections?.find((section) => section.id === about.id)} />
      </SectionWithIntro>
      <SectionWithIntro section={team}>
        <TeamCarousel members={data.allTeamYaml.nodes} />
      </SectionWithIntro>
      <SectionWithIntro section={portfolio}>
        <CaseStudyCards studies={data.allCaseStudy.nodes} />
      </SectionWithIntro>
      {page.faq && <FaqSection faq={page.faq} />}
      <SectionWithIntro section={whyChoose}>
        <WhyChooseUs items={data.allWhyChooseYaml.nodes} />
      </SectionWithIntro>
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
