// An article as an editor adds one: a folder under content/blog with its index.md and hero image.
// The builds of copies of the project (content-pipeline.spec.ts, netlify-deploy.spec.ts) write it
// into their copy, never into this project.
import fs from "node:fs";
import path from "node:path";
import { frontmatterYaml, writeGeneratedArticles } from "../../bench/generated-articles";

/** Writes content/blog/<slug>/index.md into `project`, with a hero image taken from an existing article. */
export function writeArticle(project: string, slug: string, frontmatter: string, body: string): void {
  const folder = path.join(project, "content/blog", slug);
  if (fs.existsSync(folder)) throw new Error(`content/blog/${slug} already exists`);
  fs.mkdirSync(folder, { recursive: true });
  const someHero = path.join(project, "content/blog/top-web-development-trends-of-2025/hero.jpg");
  fs.copyFileSync(someHero, path.join(folder, "hero.jpg"));
  fs.writeFileSync(path.join(folder, "index.md"), `---\n${frontmatter.trim()}\n---\n\n${body}\n`);
}

/**
 * A complete new article, newer than any in content/blog. Its body is long enough for an 8-minute
 * read, and its date carries an offset, so the page's date line and read time can be checked.
 */
export const newArticle = {
  slug: "accessible-forms-that-convert",
  title: "Accessible forms that convert",
  frontmatter: frontmatterYaml({
    title: "Accessible forms that convert",
    description: "Why accessible contact forms win more enquiries, and the five fixes that matter most for small UK businesses this year.",
    category: "Development Services",
    published: "2025-08-01T09:15:00+05:00",
    heroImage: "./hero.jpg",
    heroAlt: "A contact form with clear labels on a phone screen",
    ending: "contact",
    author: "daniel-okafor",
  }),
  body: Array.from({ length: 12 }, (_, index) => `## Point ${index + 1}\n\n${"Clear labels help every visitor finish the form. ".repeat(16)}`).join("\n\n"),
};

/**
 * Markup an editor could paste into a body, each piece of which would run, restyle or frame the
 * page if published as written, around one sentence of ordinary text that must stay.
 */
export const hostileMarkup = {
  keptText: "Forms that work for everyone win more enquiries.",
  body: [
    "Forms that work for everyone win more enquiries.",
    '<script>window.__editorScript = "ran"</script>',
    // A picture the site publishes: one from nowhere is refused by the build before anything is made.
    '<img src="/favicon.ico" alt="" onerror="window.__editorHandler = \'ran\'">',
    '<iframe src="https://www.example.com/"></iframe>',
    '<style>body { display: none }</style>',
    '[A link that runs code](javascript:alert(1)) and <a href="javascript:alert(2)">another</a>.',
    '![A drawn picture](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  ].join("\n\n"),
};

/**
 * `count` generated articles (tests/bench/generated-articles.ts: realistic copy, older than every
 * article in content/blog), each with a byte copy of an existing hero: enough to fill several
 * archive pages without the cost of drawing and encoding new pictures.
 */
export async function writeGeneratedArticleCopies(project: string, count: number): Promise<void> {
  const hero = fs.readFileSync(path.join(project, "content/blog/top-web-development-trends-of-2025/hero.jpg"));
  await writeGeneratedArticles(project, 1, count, () => Promise.resolve(hero));
}
