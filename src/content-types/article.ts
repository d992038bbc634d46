// An article: content/blog/<address>/index.md, its hero image beside it, shown at /blogs/<address>.
import * as z from "zod";
import type { MarkdownContentType } from "./content-type";
import { IMAGE_SLOTS, TEXT_LIMITS, entryOf, field, headline, heroImageFields, metaDescription, publishedField } from "./fields";

export const BLOG_CATEGORIES = [
  "Artificial Intelligence Services",
  "Seo Services",
  "Development Services",
  "Market Trends",
  "Technology",
] as const;

/** How an article may end: each kind's words are in content/data/article-endings.yaml. */
export const ARTICLE_ENDINGS = ["contact", "consult", "subscribe"] as const;

/**
 * How far ahead an article may be dated. A later date is held back until a build on or after it
 * (see src/node/scheduled-articles.ts); one more than a year ahead is taken for a typing slip, such as 2099 for 2025.
 */
export const MAX_SCHEDULE_DAYS = 366;

export const articleFrontmatter = z.strictObject({
  title: field(headline, { label: "Title", hint: `The heading and the page title; at most ${TEXT_LIMITS.headline} characters.` }),
  description: field(metaDescription, {
    label: "Description",
    widget: "text",
    hint: "For search engines and the article card: 130 to 160 characters.",
  }),
  category: field(z.enum(BLOG_CATEGORIES), { label: "Category" }),
  published: publishedField(),
  ...heroImageFields(IMAGE_SLOTS.articleHero),
  ending: field(entryOf("ArticleEndingsYaml", "kind", { schema: z.enum(ARTICLE_ENDINGS) }), {
    label: "Ending",
    hint: "The closing call to action; its words are in Sections › Article endings.",
  }),
  author: field(entryOf("TeamYaml", "id"), {
    label: "Author",
    hint: "A member of Sections › Team; the article shows their portrait, name and role.",
  }),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;

export const article = {
  folder: "blog",
  typeName: "BlogPost",
  frontmatter: articleFrontmatter,
  home: "an article lives in content/blog/<address>/index.md, one folder per article",
} as const satisfies MarkdownContentType;
