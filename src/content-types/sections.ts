// The smaller section files of content/data, each a list of cards in display order: why choose
// us, approach cards, contact cards, stats, partners and the article endings.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  TEXT_LIMITS,
  altText,
  cardText,
  cardTitle,
  countInWords,
  dataImage,
  field,
  icon,
  labelledCallToAction,
  limitedText,
  link,
  text,
} from "./fields";
import { ARTICLE_ENDINGS } from "./article";

/** The ways of reaching the agency: one contact card each. */
export const CONTACT_CHANNELS = ["sales", "support", "visit", "call"] as const;

const title = () => field(cardTitle, { label: "Title" });
const description = () => field(cardText, { label: "Description", widget: "text" });

export const whyChoose = {
  typeName: "WhyChooseYaml",
  holds: { unique: "id" },
  editor: { label: "Why choose us", label_singular: "reason", summary: "{{title}}" },
  entry: z.strictObject({
    id: field(text, { label: "Id" }),
    title: title(),
    description: description(),
    icon,
    image: dataImage(IMAGE_SLOTS.whyChoose, "why-choose", { label: "Image" }),
    imageAlt: field(altText, { label: "Image description" }),
    cta: field(text, { label: "Link text" }),
    link: link({ label: "Link" }),
  }),
} as const satisfies DataContentType;

export const approach = {
  typeName: "ApproachYaml",
  holds: { count: { entries: LIST_COUNTS.approachCards, message: `must list exactly ${countInWords(LIST_COUNTS.approachCards)} approach cards` } },
  editor: {
    label: "Approach cards",
    label_singular: "approach card",
    summary: "{{title}}",
    hint: `Exactly ${countInWords(LIST_COUNTS.approachCards)}, side by side.`,
  },
  entry: z.strictObject({ title: title(), description: description(), icon }),
} as const satisfies DataContentType;

export const contactCards = {
  typeName: "ContactCardsYaml",
  /** One card per way of reaching the agency. */
  holds: {
    count: { entries: CONTACT_CHANNELS.length, message: `must list exactly ${CONTACT_CHANNELS.length} contact cards, one per channel` },
    unique: "channel",
  },
  editor: { label: "Contact cards", label_singular: "contact card", summary: "{{title}}", hint: "One card per channel." },
  entry: z.strictObject({
    title: title(),
    description: description(),
    channel: field(z.enum(CONTACT_CHANNELS), {
      label: "Channel",
      hint: "Which detail from the site settings the card shows; each channel once.",
    }),
    icon,
  }),
} as const satisfies DataContentType;

export const stats = {
  typeName: "StatsYaml",
  holds: { count: { entries: LIST_COUNTS.stats, message: `must list exactly ${countInWords(LIST_COUNTS.stats)} stats` } },
  editor: {
    label: "Stats",
    label_singular: "stat",
    summary: "{{value}} {{label}}",
    hint: `Exactly ${countInWords(LIST_COUNTS.stats)}, side by side.`,
  },
  entry: z.strictObject({
    value: field(limitedText(TEXT_LIMITS.statValue), { label: "Value", hint: `e.g. 300%; at most ${TEXT_LIMITS.statValue} characters.` }),
    label: field(cardTitle, { label: "Label" }),
    description: description(),
  }),
} as const satisfies DataContentType;

export const partners = {
  typeName: "PartnersYaml",
  holds: { unique: "id" },
  editor: { label: "Partners", label_singular: "partner", summary: "{{name}}" },
  entry: z.strictObject({
    id: field(text, { label: "Id" }),
    name: field(text, { label: "Name" }),
    logo: dataImage(IMAGE_SLOTS.partnerLogo, "partners", { label: "Logo" }),
  }),
} as const satisfies DataContentType;

export const articleEndings = {
  typeName: "ArticleEndingsYaml",
  /** Every article's ending names one of these by kind, so each kind is worded exactly once. */
  holds: {
    count: { entries: ARTICLE_ENDINGS.length, message: `must list exactly ${ARTICLE_ENDINGS.length} endings, one per kind` },
    unique: "kind",
  },
  editor: { label: "Article endings", label_singular: "ending", summary: "{{kind}}" },
  entry: z.strictObject({ kind: field(z.enum(ARTICLE_ENDINGS), { label: "Kind" }), cta: labelledCallToAction("Call to action") }),
} as const satisfies DataContentType;
