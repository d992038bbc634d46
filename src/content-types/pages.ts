// The fixed pages' copy (content/data/pages.yaml): each page's title and description, hero,
// section intros, closing call to action and FAQ set, read by the page's id.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  altText,
  callToAction,
  countInWords,
  image,
  internalLink,
  metaDescription,
  pageTitle,
  text,
} from "./fields";
import { faqSet } from "./faqs";

export const pages = {
  typeName: "PagesYaml",
  holds: { unique: "id" },
  entry: z.strictObject({
    id: text,
    title: pageTitle,
    description: metaDescription,
    hero: named(
      "PageHero",
      z.strictObject({
        title: text,
        highlight: text.optional(),
        description: text,
        ctaLabel: text,
        ctaLink: internalLink,
        /** The home hero shows its three images side by side on wide screens. */
        images: z
          .array(named("HeroImage", z.strictObject({ image: image(IMAGE_SLOTS.pageHero), alt: altText })))
          .length(LIST_COUNTS.heroImages, `must list exactly ${countInWords(LIST_COUNTS.heroImages)} images`)
          .optional(),
        /** Client faces beside a caption that carries their meaning, so the pictures are decorative. */
        avatars: named("HeroAvatars", z.strictObject({ caption: text, images: z.array(image(IMAGE_SLOTS.clientFace)).min(1) })).optional(),
      }),
    ),
    sections: z
      .array(
        named(
          "PageSection",
          z.strictObject({
            id: text,
            eyebrow: text.optional(),
            highlight: text.optional(),
            heading: text.optional(),
            body: text.optional(),
            image: image(IMAGE_SLOTS.sectionImage).optional(),
            imageAlt: altText.optional(),
          }),
        ),
      )
      .optional(),
    cta: callToAction.optional(),
    faq: faqSet().optional(),
  }),
} as const satisfies DataContentType;
