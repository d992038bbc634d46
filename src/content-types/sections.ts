// The smaller section files of content/data, each a list of cards in display order: why choose
// us, approach cards, contact cards, stats, partners and the article endings.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  TEXT_LIMITS,
  altText,
  callToAction,
  cardText,
  cardTitle,
  countInWords,
  icon,
  image,
  internalLink,
  limitedText,
  text,
} from "./fields";
import { ARTICLE_ENDINGS } from "./article";

/** The ways of reaching the agency: one contact card each. */
export const CONTACT_CHANNELS = ["sales", "support", "visit", "call"] as const;

export const whyChoose = {
  typeName: "WhyChooseYaml",
  holds: { unique: "id" },
  entry: z.strictObject({
    id: text,
    title: cardTitle,
    description: cardText,
    icon,
    image: image(IMAGE_SLOTS.whyChoose),
    imageAlt: altText,
    cta: text,
    link: internalLink,
  }),
} as const satisfies DataContentType;

export const approach = {
  typeName: "ApproachYaml",
  holds: { count: { entries: LIST_COUNTS.approachCards, message: `must list exactly ${countInWords(LIST_COUNTS.approachCards)} approach cards` } },
  entry: z.strictObject({ title: cardTitle, description: cardText, icon }),
} as const satisfies DataContentType;

export const contactCards = {
  typeName: "ContactCardsYaml",
  /** One card per way of reaching the agency. */
  holds: {
    count: { entries: CONTACT_CHANNELS.length, message: `must list exactly ${CONTACT_CHANNELS.length} contact cards, one per channel` },
    unique: "channel",
  },
  entry: z.strictObject({
    title: cardTitle,
    description: cardText,
    channel: z.enum(CONTACT_CHANNELS),
    icon,
  }),
} as const satisfies DataContentType;

export const stats = {
  typeName: "StatsYaml",
  holds: { count: { entries: LIST_COUNTS.stats, message: `must list exactly ${countInWords(LIST_COUNTS.stats)} stats` } },
  entry: z.strictObject({ value: limitedText(TEXT_LIMITS.statValue), label: cardTitle, description: cardText }),
} as const satisfies DataContentType;

export const partners = {
  typeName: "PartnersYaml",
  holds: { unique: "id" },
  entry: z.strictObject({ id: text, name: text, logo: image(IMAGE_SLOTS.partnerLogo) }),
} as const satisfies DataContentType;

export const articleEndings = {
  typeName: "ArticleEndingsYaml",
  /** Every article's ending names one of these by kind, so each kind is worded exactly once. */
  holds: {
    count: { entries: ARTICLE_ENDINGS.length, message: `must list exactly ${ARTICLE_ENDINGS.length} endings, one per kind` },
    unique: "kind",
  },
  entry: z.strictObject({ kind: z.enum(ARTICLE_ENDINGS), cta: callToAction }),
} as const satisfies DataContentType;
