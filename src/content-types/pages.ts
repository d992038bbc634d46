// The fixed pages' copy (content/data/pages.yaml): each page's title and description, hero,
// section intros, closing call to action and FAQ set, read by the page's id.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import {
  HEADING_HINT,
  HIGHLIGHT_HINT,
  IMAGE_SLOTS,
  LIST_COUNTS,
  SEARCH_DESCRIPTION_HINT,
  TEXT_LIMITS,
  altText,
  countInWords,
  dataImage,
  field,
  labelledCallToAction,
  link,
  metaDescription,
  pageTitle,
  text,
} from "./fields";
import { faqSet } from "./faqs";

export const pages = {
  typeName: "PagesYaml",
  holds: { unique: "id" },
  editor: { label: "Page copy", label_singular: "page", summary: "{{id}}: {{title}}" },
  entry: z.strictObject({
    id: field(text, { label: "Page id", hint: "Fixed: the page's code reads its copy by this id." }),
    title: field(pageTitle, {
      label: "Title",
      hint: `The page title in search results and the browser tab; at most ${TEXT_LIMITS.pageTitle} characters.`,
    }),
    description: field(metaDescription, { label: "Description", widget: "text", hint: SEARCH_DESCRIPTION_HINT }),
    hero: field(
      named(
        "PageHero",
        z.strictObject({
          title: field(text, { label: "Title" }),
          highlight: field(text, { label: "Highlight", hint: "Words after the title, in the accent colour." }).optional(),
          description: field(text, { label: "Description", widget: "text" }),
          ctaLabel: field(text, { label: "Button text" }),
          ctaLink: link({ label: "Button link" }),
          /** The home hero shows its three images side by side on wide screens. */
          images: field(
            z
              .array(
                named(
                  "HeroImage",
                  z.strictObject({
                    image: dataImage(IMAGE_SLOTS.pageHero, "hero", { label: "Image" }),
                    alt: field(altText, { label: "Description" }),
                  }),
                ),
              )
              .length(LIST_COUNTS.heroImages, `must list exactly ${countInWords(LIST_COUNTS.heroImages)} images`),
            {
              label: "Images",
              label_singular: "image",
              summary: "{{alt}}",
              hint: `Exactly ${countInWords(LIST_COUNTS.heroImages)}, shown side by side on wide screens.`,
            },
          ).optional(),
          /** Client faces beside a caption that carries their meaning, so the pictures are decorative. */
          avatars: field(
            named(
              "HeroAvatars",
              z.strictObject({
                caption: field(text, {
                  label: "Caption",
                  hint: "Follows the happy-clients figure from the site settings; the faces are decorative.",
                }),
                images: field(z.array(dataImage(IMAGE_SLOTS.clientFace, "avatars", { label: "Face" })).min(1), { label: "Faces", itemName: "image" }),
              }),
            ),
            { label: "Client faces" },
          ).optional(),
        }),
      ),
      { label: "Hero" },
    ),
    sections: field(
      z.array(
        named(
          "PageSection",
          z.strictObject({
            id: field(text, { label: "Section id", hint: "Fixed: the page's code places the section by this id." }),
            eyebrow: field(text, { label: "Eyebrow", hint: "The small label above the heading." }).optional(),
            highlight: field(text, { label: "Highlight", hint: HIGHLIGHT_HINT }).optional(),
            heading: field(text, { label: "Heading", hint: HEADING_HINT }).optional(),
            body: field(text, { label: "Body", widget: "text", hint: "Paragraphs separated by a blank line." }).optional(),
            image: dataImage(IMAGE_SLOTS.sectionImage, "about", { label: "Image" }).optional(),
            imageAlt: field(altText, { label: "Image description" }).optional(),
          }),
        ),
      ),
      { label: "Section intros", summary: "{{id}}" },
    ).optional(),
    cta: labelledCallToAction("Closing call to action").optional(),
    faq: faqSet().optional(),
  }),
} as const satisfies DataContentType;
