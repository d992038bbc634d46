import type { ArticleFrontmatter } from "../../../../src/content-types";

/** Frontmatter of an article the build accepts, for tests to break one field at a time. */
export const validArticle = {
  title: "Local SEO for small businesses",
  description: "What a small UK business can do this quarter to be found by people nearby.",
  category: "Seo Services",
  published: "2025-07-10T10:00:00+05:00",
  heroImage: "./hero.jpg",
  heroAlt: "A map with pins",
  ending: "contact",
  author: "tom-gallagher",
} satisfies ArticleFrontmatter;
