// The services (content/data/services.yaml): cards on the home and services pages, and each
// service's page at /services/<slug>.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  SLUG_PATTERN,
  altText,
  callToAction,
  cardText,
  cardTitle,
  countInWords,
  icon,
  image,
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
  entry: z.strictObject({
    slug: z.string().regex(SLUG_PATTERN, "must be lower-case words joined by hyphens"),
    order: z.number().int(),
    name: cardTitle,
    cardDescription: cardText,
    image: image(IMAGE_SLOTS.serviceCard),
    imageAlt: altText,
    seoTitle: pageTitle,
    seoDescription: metaDescription,
    hero: named(
      "ServiceHero",
      z.strictObject({
        highlightedTitle: text,
        title: text,
        description: text,
        bulletPoints: z
          .array(text)
          .length(LIST_COUNTS.serviceBulletPoints, `must list exactly ${countInWords(LIST_COUNTS.serviceBulletPoints)} bullet points`),
      }),
    ),
    detail: named(
      "ServiceDetail",
      z.strictObject({
        kind: z.enum(SERVICE_DETAIL_KINDS),
        highlight: text,
        heading: text,
        intro: text,
        items: z.array(named("ServiceItem", z.strictObject({ number: text, title: text, description: text, icon }))).min(1),
      }),
    ),
    cta: callToAction,
    faq: faqSet(),
  }),
} as const satisfies DataContentType;
