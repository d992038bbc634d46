import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { IconCardGrid } from "../components/sections/icon-card-grid";
import { ServiceCards } from "../components/sections/service-cards";
import { FaqSection } from "../components/sections/faq-section";
import { CallToAction } from "../components/sections/call-to-action";
import { requireContent } from "../lib/require-content";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "services"');
  const approach = findSection(page.sections, "approach");
  const services = findSection(page.sections, "services");

  return (
    <>
      <PageHero hero={page.hero} />
      <SectionWithIntro section={approach} align="center">
        <IconCardGrid items={data.allApproachYaml.nodes} />
      </SectionWithIntro>
      <SectionWithIntro section={services}>
        <ServiceCards services={data.allServicesYaml.nodes} />
      </SectionWithIntro>
      {page.faq && <FaqSection faq={page.faq} />}
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

export const Head = pageCopyHead("services");

export const query = graphql`
  query ServicesPage {
    pagesYaml(yamlId: { eq: "services" }) {
      ...PageCopy
    }
    allApproachYaml {
      nodes {
        title
        description
        icon
      }
    }
    allServicesYaml(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`;
