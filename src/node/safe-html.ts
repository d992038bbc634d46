// HTML that comes from content is made inert at build time, never in the browser: what an
// editor or the CMS saves may hold markup that would run, restyle or frame the page, and a
// passing build must publish none of it.
import sanitizeHtml from "sanitize-html";

export const CTA_TITLE_TAGS = ["em", "strong", "br"] as const;

/** Call-to-action titles may carry emphasis and line breaks; everything else is stripped. */
export function sanitizeCtaTitle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...CTA_TITLE_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}

/** The tags Markdown (CommonMark with GitHub's tables, strike-through, task lists and footnotes) produces. */
export const CONTENT_HTML_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote",
  "ul", "ol", "li", "em", "strong", "del", "code", "pre", "a", "img",
  "table", "thead", "tbody", "tr", "th", "td", "input", "sup", "div",
] as const;

/** Footnotes link to each other by these ids; any other id could clash with the page's own. */
const FOOTNOTE_ID = /^fn(ref)?-[\w-]+$/;

const keepFootnoteId: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && FOOTNOTE_ID.test(id) ? { ...rest, id } : rest };
};

const contentHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: {
    a: ["href", "title", "class"],
    img: ["src", "alt", "title"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    input: ["type", "checked", "disabled"],
    sup: ["id"],
    li: ["id"],
    code: ["class"],
    div: ["class"],
  },
  allowedClasses: {
    a: ["footnote-ref", "footnote-backref"],
    code: [/^language-[\w-]+$/],
    div: ["footnotes"],
  },
  // Links go to web pages, mail or the phone; pictures only to files of this site, so no other
  // host learns who reads the page and no `data:` document is drawn. Nothing runs from a URL.
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    sup: keepFootnoteId,
    li: keepFootnoteId,
    // A task list's boxes show its state; they are never a form.
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
  // The only input Markdown writes is a task list's checkbox.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  // A tag outside the list is dropped and its text kept, except for these, whose content is code,
  // styles or a document of its own, never prose.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "svg", "math"],
};

/**
 * The HTML of a Markdown body (an article, a case study's closing section, a legal page) with
 * only what Markdown itself writes: no script, style, frame, form, event attribute or
 * `javascript:`/`data:` address survives, and the text around them stays.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, contentHtmlOptions);
}

/**
 * The sanitiser's rules as text, its functions' source included. Facts the build remembers from
 * sanitised HTML between builds (check-content.ts) are filed under it, so a change of rules is never
 * answered from what the old rules published.
 */
export const CONTENT_HTML_RULES = JSON.stringify(contentHtmlOptions, (_key, value: unknown) =>
  typeof value === "function" || value instanceof RegExp ? String(value) : value,
);
