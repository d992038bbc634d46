import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { PageHero } from "../components/sections/page-hero";
import { SectionIntro, findSection, sectionHeadingId } from "../components/sections/section-intro";
import { ContactCards } from "../components/sections/contact-cards";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { CallToAction } from "../components/sections/call-to-action";
import { PageSection } from "../components/ui/page-section";
import { requireContent } from "../lib/require-content";
import { CONTACT_FORM_ANCHOR } from "../lib/routes";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "contact"');
  const site = requireContent(data.siteYaml, "content/data/site.yaml");
  const approach = findSection(page.sections, "approach");
  const form = findSection(page.sections, "contact-form");
  const visit = findSection(page.sections, "visit");
  const testimonials = findSection(page.sections, "testimonials");

  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection labelledBy={sectionHeadingId(approach.id)}>
        <SectionIntro section={approach} />
        <ContactCards cards={data.allContactCardsYaml.nodes} site={site} />
      </PageSection>
      <PageSection id={CONTACT_FORM_ANCHOR} labelledBy={sectionHeadingId(form.id)}>
        <SectionIntro section={form} />
      </PageSection>
      <PageSection labelledBy={sectionHeadingId(visit.id)}>
        <SectionIntro section={visit} />
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

export const Head = pageCopyHead("contact");

export const query = graphql`
  query ContactPage {
    pagesYaml(yamlId: { eq: "contact" }) {
      ...PageCopy
    }
    siteYaml {
      ...ContactDetails
    }
    allContactCardsYaml {
      nodes {
        ...ContactCard
      }
    }
    allTestimonialsYaml {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;
