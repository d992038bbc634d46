import { graphql, type HeadProps, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PicturePreload } from "../components/picture-preload";
import { HomeHero } from "../components/sections/home-hero";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { StatCards } from "../components/sections/stat-cards";
import { SectionPhoto } from "../components/sections/section-photo";
import { ServiceCards } from "../components/sections/service-cards";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { CallToAction } from "../components/sections/call-to-action";
import { requireContent } from "../lib/require-content";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "home"');
  const about = findSection(page.sections, "about");
  const services = findSection(page.sections, "services");
  const testimonials = findSection(page.sections, "testimonials");
  const whyChoose = findSection(page.sections, "why-choose");

  return (
    <>
      <HomeHero hero={page.hero} claims={requireContent(data.siteYaml, "content/data/site.yaml").claims} />
      <SectionWithIntro section={about}>
        <StatCards stats={data.allStatsYaml.nodes} />
        <SectionPhoto section={data.pagesYaml?.sections?.find((section) => section.id === about.id)} />
      </SectionWithIntro>
      <SectionWithIntro section={services}>
        <ServiceCards services={data.allServicesYaml.nodes} />
      </SectionWithIntro>
      {page.faq && <FaqSection faq={page.faq} />}
      <SectionWithIntro section={testimonials}>
        <Testimonials testimonials={data.allTestimonialsYaml.nodes} />
      </SectionWithIntro>
      <SectionWithIntro section={whyChoose}>
        <WhyChooseUs items={data.allWhyChooseYaml.nodes} />
      </SectionWithIntro>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

const HomeCopyHead = pageCopyHead("home");

// The first hero picture is the largest paint on a phone, so the head preloads it.
export function Head(props: HeadProps<Queries.HomePageQuery>) {
  const firstHeroPicture = props.data.pagesYaml?.hero?.images?.[0]?.image.childImageSharp?.gatsbyImageData;
  return (
    <>
      {firstHeroPicture && <PicturePreload image={firstHeroPicture} />}
      <HomeCopyHead {...props} />
    </>
  );
}

export const query = graphql`
  query HomePage {
    pagesYaml(yamlId: { eq: "home" }) {
      ...PageCopy
      sections {
        ...SectionPhoto
      }
      hero {
        ...HomeHeroContent
      }
    }
    siteYaml {
      ...HomeHeroClaims
    }
    allStatsYaml {
      nodes {
        ...StatCard
      }
    }
    allServicesYaml(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allTestimonialsYaml {
      nodes {
        ...TestimonialCard
      }
    }
    allWhyChooseYaml {
      nodes {
        ...WhyChooseItem
      }
    }
  }
`;
