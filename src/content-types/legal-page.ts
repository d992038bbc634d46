// A legal page: content/legal/<address>.md (privacy policy, terms, GDPR notice), shown at /<address>.
import * as z from "zod";
import type { MarkdownContentType } from "./content-type";
import { calendarDate, metaDescription, pageTitle } from "./fields";

export const legalFrontmatter = z.strictObject({
  title: pageTitle,
  description: metaDescription,
  lastUpdated: calendarDate,
});

export const legalPage = {
  folder: "legal",
  typeName: "LegalPage",
  frontmatter: legalFrontmatter,
  home: "a legal page lives in content/legal/<address>.md",
  derived: { slug: { type: "String!" }, readTimeMinutes: { type: "Int!" } },
} as const satisfies MarkdownContentType;
