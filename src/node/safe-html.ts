// Call-to-action titles may carry a little HTML from content. Only emphasis
// and line breaks survive; everything else is stripped at build time, never in the browser.
import sanitizeHtml from "sanitize-html";

export const CTA_TITLE_TAGS = ["em", "strong", "br"] as const;

export function sanitizeCtaTitle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...CTA_TITLE_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}
