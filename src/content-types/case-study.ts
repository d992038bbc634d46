// A case study: content/case-studies/<address>/index.md, its hero image beside it, shown at
// /case-studies/<address>, on the portfolio page and in the footer.
import * as z from "zod";
import type { MarkdownContentType } from "./content-type";
import { named } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  altText,
  cardText,
  countInWords,
  dateTimeWithOffset,
  headline,
  icon,
  image,
  metaDescription,
  text,
} from "./fields";

export const caseStudyFrontmatter = z.strictObject({
  title: headline,
  client: text,
  sector: text,
  summary: cardText,
  description: metaDescription,
  published: dateTimeWithOffset,
  heroImage: image(IMAGE_SLOTS.caseStudyHero),
  heroAlt: altText,
  services: z.array(text).min(1),
  metrics: z
    .array(named("Metric", z.strictObject({ value: text, label: text })))
    .length(LIST_COUNTS.caseStudyMetrics, `must list exactly ${countInWords(LIST_COUNTS.caseStudyMetrics)} metrics`),
  overview: text,
  challengesIntro: text,
  challenges: z.array(text).min(1),
  strategy: z.array(named("StrategyStep", z.strictObject({ title: text, description: text }))).optional(),
  deliverables: z.array(text).optional(),
  solutions: z.array(named("SolutionCard", z.strictObject({ title: text, icon, points: z.array(text).min(1) }))).optional(),
  techStack: z
    .array(named("TechnologyGroup", z.strictObject({ category: text, technologies: z.array(text).min(1) })))
    .optional(),
  quote: named("ClientQuote", z.strictObject({ text, author: text, role: text })),
});

export const caseStudy = {
  folder: "case-studies",
  typeName: "CaseStudy",
  frontmatter: caseStudyFrontmatter,
  home: "a case study lives in content/case-studies/<address>/index.md, one folder per case study",
  derived: { slug: { type: "String!" }, readTimeMinutes: { type: "Int!" } },
} as const satisfies MarkdownContentType;
