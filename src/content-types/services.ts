// The services (content/data/services.yaml): cards on the home and services pages, and each
// service's page at /services/<slug>.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import {
  HEADING_HINT,
  HIGHLIGHT_HINT,
  IMAGE_SLOTS,
  LIST_COUNTS,
  SEARCH_DESCRIPTION_HINT,
  SLUG_PATTERN,
  altText,
  cardText,
  cardTitle,
  countInWords,
  dataImage,
  field,
  icon,
  labelledCallToAction,
  metaDescription,
  pageTitle,
  text,
} from "./fields";
import { faqSet } from "./faqs";

/** The layouts of a service page's detail section; src/components/sections/service-detail draws each. */
export const SERVICE_DETAIL_KINDS = ["numbered-list", "service-cards", "progress-steps", "process-steps"] as const;

export const services = {
  typeName: "ServicesYaml",
  holds: {
    count: { entries: LIST_COUNTS.services, message: `must list exactly ${countInWords(LIST_COUNTS.services)} services` },
    unique: "slug",
  },
  editor: { label: "Services", label_singular: "service", summary: "{{name}}" },
  entry: z.strictObject({
    slug: field(z.string().regex(SLUG_PATTERN, "must be lower-case words joined by hyphens"), {
      label: "Slug",
      pattern: [SLUG_PATTERN.source, "Lower-case words joined by hyphens"],
      hint: "The page's address: /services/<slug>.",
    }),
    order: field(z.number().int(), { label: "Order", hint: "Position among the cards, 1 first." }),
    name: field(cardTitle, { label: "Name" }),
    cardDescription: field(cardText, { label: "Card description", widget: "text" }),
    image: dataImage(IMAGE_SLOTS.serviceCard, "services", { label: "Card image" }),
    imageAlt: field(altText, { label: "Card image description" }),
    seoTitle: field(pageTitle, { label: "Page title" }),
    seoDescription: field(metaDescription, { label: "Page description", widget: "text", hint: SEARCH_DESCRIPTION_HINT }),
    hero: field(
      named(
        "ServiceHero",
        z.strictObject({
          highlightedTitle: field(text, { label: "Highlighted title", hint: HIGHLIGHT_HINT }),
          title: field(text, { label: "Title" }),
          description: field(text, { label: "Description", widget: "text" }),
          bulletPoints: field(
            z
              .array(text)
              .length(LIST_COUNTS.serviceBulletPoints, `must list exactly ${countInWords(LIST_COUNTS.serviceBulletPoints)} bullet points`),
            { label: "Bullet points", itemLabel: "Bullet point" },
          ),
        }),
      ),
      { label: "Hero" },
    ),
    detail: field(
      named(
        "ServiceDetail",
        z.strictObject({
          kind: field(z.enum(SERVICE_DETAIL_KINDS), { label: "Layout" }),
          highlight: field(text, { label: "Highlight", hint: HIGHLIGHT_HINT }),
          heading: field(text, { label: "Heading", hint: HEADING_HINT }),
          intro: field(text, { label: "Introduction", widget: "text" }),
          items: field(
            z
              .array(
                named(
                  "ServiceItem",
                  z.strictObject({
                    number: field(text, { label: "Number", hint: "e.g. 01" }),
                    title: field(text, { label: "Title" }),
                    description: field(text, { label: "Description", widget: "text" }),
                    icon,
                  }),
                ),
              )
              .min(1),
            { label: "Items", summary: "{{number}} {{title}}" },
          ),
        }),
      ),
      { label: "Detail section" },
    ),
    cta: labelledCallToAction("Closing call to action"),
    faq: faqSet(),
  }),
} as const satisfies DataContentType;
