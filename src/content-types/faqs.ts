// The FAQ sets (content/data/faqs.yaml): a page or a service page names its set by id.
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import { TEXT_LIMITS, limitedText, reference, text } from "./fields";

export const faqs = {
  typeName: "FaqsYaml",
  holds: { unique: "id" },
  entry: z.strictObject({
    id: text,
    highlight: text,
    heading: text,
    items: z
      .array(named("FaqItem", z.strictObject({ question: limitedText(TEXT_LIMITS.faqQuestion), answer: limitedText(TEXT_LIMITS.faqAnswer) })))
      .min(1),
  }),
} as const satisfies DataContentType;

/** A page's FAQ set, by its id. */
export const faqSet = () => reference(text, "FaqsYaml", "yamlId");
