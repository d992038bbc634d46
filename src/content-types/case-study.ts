// A case study: content/case-studies/<address>/index.md, its hero image beside it, shown at
// /case-studies/<address>, on the portfolio page and in the footer.
import * as z from "zod";
import type { MarkdownContentType } from "./content-type";
import { named } from "./content-type";
import {
  IMAGE_SLOTS,
  LIST_COUNTS,
  SEARCH_DESCRIPTION_HINT,
  TEXT_LIMITS,
  cardText,
  countInWords,
  field,
  headline,
  heroImageFields,
  icon,
  metaDescription,
  publishedField,
  text,
} from "./fields";

/** A list of lines, each its own item in the editor (never a comma-separated field). */
const lines = (label: string, itemLabel: string) => field(z.array(text).min(1), { label, itemLabel });

export const caseStudyFrontmatter = z.strictObject({
  title: field(headline, { label: "Title" }),
  client: field(text, { label: "Client" }),
  sector: field(text, { label: "Sector" }),
  summary: field(cardText, {
    label: "Summary",
    widget: "text",
    hint: `The card text on the portfolio page; at most ${TEXT_LIMITS.cardText} characters.`,
  }),
  description: field(metaDescription, { label: "Description", widget: "text", hint: SEARCH_DESCRIPTION_HINT }),
  published: publishedField(),
  ...heroImageFields(IMAGE_SLOTS.caseStudyHero),
  services: lines("Services", "Service"),
  metrics: field(
    z
      .array(named("Metric", z.strictObject({ value: field(text, { label: "Value", hint: "e.g. 240% or 3X" }), label: field(text, { label: "Label" }) })))
      .length(LIST_COUNTS.caseStudyMetrics, `must list exactly ${countInWords(LIST_COUNTS.caseStudyMetrics)} metrics`),
    { label: "Metrics", summary: "{{value}} {{label}}" },
  ),
  overview: field(text, { label: "Overview", widget: "text" }),
  challengesIntro: field(text, { label: "Challenges introduction", widget: "text" }),
  challenges: lines("Challenges", "Challenge"),
  strategy: field(
    z.array(
      named(
        "StrategyStep",
        z.strictObject({ title: field(text, { label: "Title" }), description: field(text, { label: "Description", widget: "text" }) }),
      ),
    ),
    { label: "Strategy steps", summary: "{{title}}" },
  ).optional(),
  deliverables: field(z.array(text), { label: "Deliverables", itemLabel: "Deliverable" }).optional(),
  solutions: field(
    z.array(named("SolutionCard", z.strictObject({ title: field(text, { label: "Title" }), icon, points: lines("Points", "Point") }))),
    { label: "Solutions", summary: "{{title}}" },
  ).optional(),
  techStack: field(
    z.array(
      named(
        "TechnologyGroup",
        z.strictObject({ category: field(text, { label: "Category" }), technologies: lines("Technologies", "Technology") }),
      ),
    ),
    { label: "Technology stack", summary: "{{category}}" },
  ).optional(),
  quote: field(
    named(
      "ClientQuote",
      z.strictObject({
        text: field(text, { label: "Quote", widget: "text" }),
        author: field(text, { label: "Author" }),
        role: field(text, { label: "Role" }),
      }),
    ),
    { label: "Client quote" },
  ),
});

export const caseStudy = {
  folder: "case-studies",
  typeName: "CaseStudy",
  frontmatter: caseStudyFrontmatter,
  home: "a case study lives in content/case-studies/<address>/index.md, one folder per case study",
} as const satisfies MarkdownContentType;
