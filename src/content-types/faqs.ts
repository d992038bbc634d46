// The FAQ sets (content/data/faqs.yaml): a page or a service page names its set by id.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import { HEADING_HINT, HIGHLIGHT_HINT, TEXT_LIMITS, field, entryOf, limitedText, text } from "./fields";

export const faqs = {
  typeName: "FaqsYaml",
  holds: { unique: "id" },
  editor: { label: "FAQs", label_singular: "FAQ set", summary: "{{id}}" },
  entry: z.strictObject({
    id: field(text, { label: "Set id", hint: "Named by a page's or a service's `faq` field." }),
    highlight: field(text, { label: "Highlight", hint: HIGHLIGHT_HINT }),
    heading: field(text, { label: "Heading", hint: HEADING_HINT }),
    items: field(
      z
        .array(
          named(
            "FaqItem",
            z.strictObject({
              question: field(limitedText(TEXT_LIMITS.faqQuestion), { label: "Question" }),
              answer: field(limitedText(TEXT_LIMITS.faqAnswer), { label: "Answer", widget: "text" }),
            }),
          ),
        )
        .min(1),
      { label: "Questions", label_singular: "question", summary: "{{question}}" },
    ),
  }),
} as const satisfies DataContentType;

/**
 * A page's FAQ set, by its id: typed in the CMS, not picked from a list, as the page and service
 * forms always had it. The build refuses a set faqs.yaml does not have, naming the entry and field.
 */
export const faqSet = () => field(entryOf("FaqsYaml", "id", { picked: false }), { label: "FAQ set", hint: "The id of a set in Sections › FAQs." });
