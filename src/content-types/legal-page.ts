// A legal page: content/legal/<address>.md (privacy policy, terms, GDPR notice), shown at /<address>.
import * as z from "zod";
import type { MarkdownContentType } from "./content-type";
import { SEARCH_DESCRIPTION_HINT, calendarDate, field, metaDescription, pageTitle } from "./fields";

export const legalFrontmatter = z.strictObject({
  title: field(pageTitle, { label: "Title" }),
  description: field(metaDescription, { label: "Description", widget: "text", hint: SEARCH_DESCRIPTION_HINT }),
  lastUpdated: field(calendarDate, {
    label: "Last updated",
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
  }),
});

export const legalPage = {
  folder: "legal",
  typeName: "LegalPage",
  frontmatter: legalFrontmatter,
  home: "a legal page lives in content/legal/<address>.md",
} as const satisfies MarkdownContentType;
