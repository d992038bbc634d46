// Articles for the content benchmark and the deploy test: realistic British English copy drawn
// from a bank of sentences by a seeded generator (the same index always gives the same article),
// each with a hero image of its own, drawn with sharp at the hero slot's minimum size.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ARTICLE_ENDINGS, BLOG_CATEGORIES, IMAGE_SLOTS, type ArticleFrontmatter } from "../../src/content-types";

/** A small, fast, seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Members of the committed team (content/data/team.yaml), taken in turn: an author must be one. */
const AUTHORS = ["amelia-hart", "daniel-okafor", "priya-raman", "tom-gallagher"] as const;

const SUBJECTS = [
  "local search", "checkout pages", "customer support chat", "product photography", "email newsletters",
  "booking forms", "page speed", "accessible design", "AI-assisted replies", "mobile apps",
  "landing pages", "review management", "analytics dashboards", "content calendars", "online shops",
] as const;

const AUDIENCES = [
  "independent retailers", "regional law firms", "family-run restaurants", "dental practices", "estate agents",
  "charities", "trades businesses", "boutique hotels", "accountancy firms", "fitness studios",
] as const;

const TITLE_FORMS = [
  (subject: string, audience: string) => `How ${audience} can get more from ${subject}`,
  (subject: string, audience: string) => `A practical guide to ${subject} for ${audience}`,
  (subject: string, audience: string) => `Five mistakes ${audience} make with ${subject}`,
  (subject: string, audience: string) => `What we learnt improving ${subject} for ${audience}`,
  (subject: string) => `Is it time to rethink your ${subject}?`,
] as const;

const OPENINGS = [
  "Most of the businesses we speak to already know this matters; the hard part is knowing where to start.",
  "Over the past year we have worked on this with clients across the UK, from Cornwall to the Highlands.",
  "It is easy to spend a great deal of money here without seeing much in return.",
  "The good news is that the changes that make the biggest difference are rarely the most expensive.",
  "This is one of the questions we are asked most often in our first conversation with a new client.",
] as const;

const SENTENCES = [
  "Start by measuring what happens today, so that you can tell whether a change has helped.",
  "A small improvement made every month tends to beat a large redesign made once every five years.",
  "Customers rarely read every word; they scan for the answer to the question that brought them to you.",
  "If a visitor has to guess what to do next, a good number of them will simply leave.",
  "We usually recommend testing one change at a time, so that the results are easy to read.",
  "Keep the language plain: your customers should not need a glossary to understand your offer.",
  "Mobile visitors now make up well over half of the traffic on most of the sites we look after.",
  "A page that loads in two seconds on a train will win more enquiries than a beautiful one that never finishes.",
  "Reviews from real customers carry more weight than anything you can write about yourself.",
  "It is worth setting aside an hour each week to read what customers actually ask you.",
  "Automation should take the repetitive work away from your team, not the conversations customers value.",
  "Before adding a new tool, check whether the ones you already pay for can do the job.",
  "Search engines reward pages that answer a question clearly and completely.",
  "Photographs of your own premises and people will always feel more trustworthy than stock images.",
  "A clear price, or at least a clear starting point, removes one of the biggest reasons people hesitate.",
  "Write for the customer who is in a hurry, and the patient reader will be served as well.",
  "The best results we have seen came from teams who agreed on one goal and kept to it.",
  "Every form field you remove makes it a little more likely that someone will finish the form.",
  "Look at the searches that bring people to you, then make sure each one lands on a page that answers it.",
  "Keep a simple record of what you changed and when; it saves a great deal of guesswork later.",
  "Accessibility is not an extra: clear contrast, proper labels and sensible headings help every visitor.",
  "When something goes wrong, a prompt and honest reply does more for your reputation than a discount.",
] as const;

const SECTION_TITLES = [
  "Where to begin", "What to measure", "Common pitfalls", "A worked example", "Making it stick",
  "What it costs", "Choosing the right tools", "Bringing your team along", "What to do next",
] as const;

export interface GeneratedArticle extends Pick<ArticleFrontmatter, "title" | "category" | "published"> {
  slug: string;
  markdown: string;
}

/** Frontmatter as an editor writes it: one `field: value` line each, quoted where YAML needs it. */
export function frontmatterYaml(frontmatter: ArticleFrontmatter): string {
  const plain = /^[A-Za-z0-9.][\w+\-./ ]*(:\d{2})*(\+\d{2}:\d{2})?$/;
  return Object.entries(frontmatter)
    .map(([field, value]) => `${field}: ${plain.test(value) ? value : JSON.stringify(value)}`)
    .join("\n");
}

/** The address of generated article `index` (1-based). */
export const generatedSlug = (index: number) => `field-notes-${String(index).padStart(4, "0")}`;

/**
 * Article `index` (1-based), dated `index` days before `newest`: the higher the index, the older,
 * so the site's own articles stay the newest and /blogs shows what it shows today.
 */
export function generatedArticle(index: number, newest = Date.UTC(2025, 5, 30, 4, 0)): GeneratedArticle {
  const random = seededRandom(index * 7919);
  const subject = pick(random, SUBJECTS);
  const audience = pick(random, AUDIENCES);
  const title = pick(random, TITLE_FORMS)(subject, audience);
  const category = BLOG_CATEGORIES[index % BLOG_CATEGORIES.length] as GeneratedArticle["category"];
  const published = `${new Date(newest - index * 86_400_000).toISOString().slice(0, 19)}+05:00`;
  const paragraph = (count: number) => Array.from({ length: count }, () => pick(random, SENTENCES)).join(" ");
  const sections = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, section) => {
    const heading = SECTION_TITLES[(index + section) % SECTION_TITLES.length] as string;
    return `## ${heading}\n\n${paragraph(5)}\n\n${paragraph(4)}`;
  });
  const description = `Notes from our work with ${audience} on ${subject}: what helped, what did not, and where to begin.`;
  const frontmatter = frontmatterYaml({
    title,
    description,
    category,
    published,
    heroImage: "./hero.jpg",
    heroAlt: `An abstract illustration for the article on ${subject}`,
    ending: pick(random, ARTICLE_ENDINGS),
    author: AUTHORS[index % AUTHORS.length] as string,
  });
  const markdown = `---\n${frontmatter}\n---\n\n${pick(random, OPENINGS)} ${paragraph(3)}\n\n${sections.join("\n\n")}\n`;
  return { slug: generatedSlug(index), title, category, published, markdown };
}

/** A hero of its own for article `index`: a gradient and shapes from its seed, at the hero slot's minimum size. */
export async function generatedHero(index: number): Promise<Buffer> {
  const random = seededRandom(index * 104_729);
  const { minWidth: width, minHeight: height } = IMAGE_SLOTS.articleHero;
  const hue = () => Math.floor(random() * 360);
  const [from, to] = [hue(), hue()];
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const r = 40 + Math.floor(random() * 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue()}, 70%, 60%)" fill-opacity="0.45"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from}, 65%, 35%)"/><stop offset="1" stop-color="hsl(${to}, 65%, 55%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Writes generated articles `from`..`to` (1-based, inclusive) into `project`'s content/blog. */
export async function writeGeneratedArticles(project: string, from: number, to: number, hero?: (index: number) => Promise<Buffer>): Promise<void> {
  for (let index = from; index <= to; index += 1) {
    const article = generatedArticle(index);
    const folder = path.join(project, "content/blog", article.slug);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "index.md"), article.markdown);
    fs.writeFileSync(path.join(folder, "hero.jpg"), await (hero ?? generatedHero)(index));
  }
}
