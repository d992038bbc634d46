import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Box, SimpleGrid } from "@chakra-ui/react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionIntro, findSection, sectionHeadingId } from "../components/sections/section-intro";
import { StatCards } from "../components/sections/stat-cards";
import { SectionPhoto } from "../components/sections/section-photo";
import { ServiceCards } from "../components/sections/service-cards";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { CallToAction } from "../components/sections/call-to-action";
import { PageSection } from "../components/ui/page-section";
import { requireContent } from "../lib/require-content";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "home"');
  const about = findSection(page.sections, "about");
  const services = findSection(page.sections, "services");
  const testimonials = findSection(page.sections, "testimonials");
  const whyChoose = findSection(page.sections, "why-choose");

  const heroImages = (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {page.hero.images?.map((picture, index) => {
        const image = getImage(picture.image.childImageSharp?.gatsbyImageData ?? null);
        return image ? (
          <Box key={picture.alt} rounded="2xl" overflow="hidden" hideBelow={index > 0 ? "md" : undefined} mt={{ md: index === 1 ? "10" : "0" }}>
            <GatsbyImage image={image} alt={picture.alt} loading={index === 0 ? "eager" : "lazy"} />
          </Box>
        ) : null;
      })}
    </SimpleGrid>
  );

  return (
    <>
      <PageHero hero={page.hero} media={heroImages} />
      <PageSection labelledBy={sectionHeadingId(about.id)}>
        <SectionIntro section={about} />
        <StatCards stats={data.allStatsYaml.nodes} />
        <SectionPhoto section={data.pagesYaml?.sections?.find((section) => section.id === about.id)} />
      </PageSection>
      <PageSection labelledBy={sectionHeadingId(services.id)}>
        <SectionIntro section={services} />
        <ServiceCards services={data.allServicesYaml.nodes} />
      </PageSection>
      {page.faq && <FaqSection faq={page.faq} />}
      <PageSection labelledBy={sectionHeadingId(testimonials.id)}>
        <SectionIntro section={testimonials} />
        <Testimonials testimonials={data.allTestimonialsYaml.nodes} />
      </PageSection>
      <PageSection labelledBy={sectionHeadingId(whyChoose.id)}>
        <SectionIntro section={whyChoose} />
        <WhyChooseUs items={data.allWhyChooseYaml.nodes} />
      </PageSection>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

export const Head = pageCopyHead("home");

export const query = graphql`
  query HomePage {
    pagesYaml(yamlId: { eq: "home" }) {
      ...PageCopy
      sections {
        ...SectionPhoto
      }
      hero {
        images {
          alt
          image {
            childImageSharp {
              gatsbyImageData(width: 420, aspectRatio: 0.8, formats: [AUTO, AVIF, WEBP])
            }
          }
        }
      }
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
