import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { graphql, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import { ContactHero } from "../components/sections/contact-hero";
import { PartnerMarquee } from "../components/sections/partner-marquee";
import { SectionIntro, SectionWithIntro, findSection, sectionHeadingId } from "../components/sections/section-intro";
import { ContactCards } from "../components/sections/contact-cards";
import { ContactForm } from "../components/sections/contact-form";
import { FaqSection } from "../components/sections/faq-section";
import { Testimonials } from "../components/sections/testimonials";
import { VisitUs } from "../components/sections/visit-us";
import { CallToAction } from "../components/sections/call-to-action";
import { PageSection } from "../components/ui/page-section";
import { Toaster } from "../components/ui/toaster";
import { requireContent } from "../lib/require-content";
import { CONTACT_FORM_ANCHOR } from "../lib/routes";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = requireContent(data.pagesYaml, 'content/data/pages.yaml entry "contact"');
  const site = requireContent(data.siteYaml, "content/data/site.yaml");
  const approach = findSection(page.sections, "approach");
  const form = findSection(page.sections, "contact-form");
  const partners = findSection(page.sections, "partners");
  const visit = findSection(page.sections, "visit");
  const testimonials = findSection(page.sections, "testimonials");

  return (
    <>
      <ContactHero hero={page.hero} />
      <PartnerMarquee
        partners={data.allPartnersYaml.nodes}
        label={requireContent(partners.eyebrow, 'the "partners" section\'s eyebrow in content/data/pages.yaml entry "contact"')}
      />
      <SectionWithIntro section={approach}>
        <ContactCards cards={data.allContactCardsYaml.nodes} site={site} />
      </SectionWithIntro>
      <PageSection id={CONTACT_FORM_ANCHOR} labelledBy={sectionHeadingId(form.id)}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "2", lg: "14" }} alignItems="start">
          <SectionIntro section={form} />
          <ContactForm labelledBy={sectionHeadingId(form.id)} />
        </SimpleGrid>
        <Toaster />
      </PageSection>
      <VisitUs section={visit} map={page.sections?.find((section) => section.id === visit.id)} site={site} />
      {page.faq && <FaqSection faq={page.faq} />}
      <SectionWithIntro section={testimonials}>
        <Testimonials testimonials={data.allTestimonialsYaml.nodes} />
      </SectionWithIntro>
      {page.cta && <CallToAction cta={page.cta} />}
    </>
  );
}

const ContactCopyHead = pageCopyHead("contact");

/**
 * The browser may paint while the HTML is still arriving, and rows whose place depends on what
 * follows them moved as the rest was parsed (the header's links, pushed right until the buttons
 * after them arrived, shifted the page by 0.009 on a busy machine). So the first frame waits
 * until everything down to the form is parsed, and shows the top of the page as it will stay.
 * Browsers without `rel="expect"` ignore it.
 */
export function Head(props: Parameters<typeof ContactCopyHead>[0]) {
  return (
    <>
      <ContactCopyHead {...props} />
      <link rel="expect" href={`#${CONTACT_FORM_ANCHOR}`} {...{ blocking: "render" }} />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    pagesYaml(yamlId: { eq: "contact" }) {
      ...PageCopy
      hero {
        ...ContactHeroContent
      }
      sections {
        ...VisitUsMap
      }
    }
    siteYaml {
      ...ContactDetails
      ...VisitUsAddress
    }
    allPartnersYaml {
      nodes {
        ...PartnerLogo
      }
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
