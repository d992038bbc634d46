/** @jest-environment node */
// The checks the CMS runs in the editor's browser before a save (cms/save-checks.ts), given the
// committed content as the build gathers it: the address a new entry's title gives, the entry's
// own schema, and the rules across files, each refused in the words the build and the local
// guard use, and nothing refused that the content already had wrong.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { TEXT_LIMITS } from "../../../src/content-types";
import type { ContentSet } from "../../../src/node/content-references";
import { entrySlug } from "../../../cms/entry-addresses";
import { saveProblem, type EntrySave } from "../../../cms/save-checks";
import { YAML_LIST_FIELD } from "../../../cms/config";
import { committedContent } from "../node/support/committed-content";
import { validArticle } from "../node/support/valid-article";

const projectRoot = path.resolve(__dirname, "../../..");
const listFile = (name: string) => yaml.load(fs.readFileSync(path.join(projectRoot, `content/data/${name}.yaml`), "utf8")) as Record<string, unknown>[];

const newArticle = (fields: Record<string, unknown>): EntrySave => ({
  collection: "blog",
  slug: "",
  path: "",
  isNew: true,
  data: { ...validArticle, ...fields, body: "A short introduction." },
});

/** A save of the list file `name` (one of the Sections), its entries changed by `change`. */
const listSave = (name: string, change: (entries: Record<string, unknown>[]) => Record<string, unknown>[]): EntrySave => ({
  collection: "sections",
  slug: name,
  path: `content/data/${name}.yaml`,
  isNew: false,
  data: { [YAML_LIST_FIELD]: change(listFile(name)) },
});

describe("a new entry's address", () => {
  it("is refused when another article has it, compared without regard to case, in the guard's words", () => {
    expect(saveProblem(newArticle({ title: "Top Web Development Trends of 2025" }), committedContent())).toBe(
      "An article already lives at /blogs/top-web-development-trends-of-2025 (content/blog/top-web-development-trends-of-2025/index.md): change the title.",
    );
    expect(saveProblem(newArticle({ title: "Top 10 benefits of hiring an eCommerce SEO agency in the UK" }), committedContent())).toBe(
      "An article already lives at /blogs/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk (content/blog/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk/index.md): change the title.",
    );
  });

  it("is refused when the title has no Latin letter or digit, with or without the build's content", () => {
    for (const published of [committedContent(), undefined]) {
      expect(saveProblem(newArticle({ title: "日本語ガイド" }), published)).toMatch(/^The title gives this article no address: .* Write the title with Latin letters or digits\.$/);
    }
  });

  it("of its own is taken, and so is an existing entry's own", () => {
    expect(saveProblem(newArticle({ title: "Top web development trends of 2025, revisited" }), committedContent())).toBeUndefined();
    const existing = "content/blog/top-web-development-trends-of-2025/index.md";
    expect(saveProblem({ ...newArticle({}), isNew: false, slug: "top-web-development-trends-of-2025", path: existing }, committedContent())).toBeUndefined();
  });

  it("is the folder name Decap gives the title: lower case, accents removed, apostrophes dropped, anything else a single dash", () => {
    expect(entrySlug("  Top web development trends of 2025 ")).toBe("top-web-development-trends-of-2025");
    expect(entrySlug("Don't panic: a café owner's guide to GDPR")).toBe("dont-panic-a-cafe-owners-guide-to-gdpr");
    expect(entrySlug("Version 2.0 — what's new?")).toBe("version-2-0-whats-new");
    expect(entrySlug("Straße & Æsir: naïve façades")).toBe("strasse-aesir-naive-facades");
    expect(entrySlug("日本語ガイド")).toBe("");
  });
});

describe("the entry's own file", () => {
  it("is refused in the build's words when its schema is broken", () => {
    const description = "Words. ".repeat(40);
    expect(saveProblem(newArticle({ title: "A guide to fast pages", description }), committedContent())).toBe(
      `Not saved: the build would refuse content/blog/a-guide-to-fast-pages/index.md: frontmatter description: must be at most ${TEXT_LIMITS.metaDescription} characters.`,
    );
  });

  it("is checked without the build's content too", () => {
    expect(saveProblem(newArticle({ title: "A guide to fast pages", heroAlt: "   " }), undefined)).toBe(
      "Not saved: the build would refuse content/blog/a-guide-to-fast-pages/index.md: frontmatter heroAlt: must not be empty.",
    );
  });
});

describe("the rules across files", () => {
  it("refuse an article by someone not in the team, naming the field", () => {
    expect(saveProblem(newArticle({ title: "A guide to fast pages", author: "nobody" }), committedContent())).toBe(
      'Not saved: the build would refuse content/blog/a-guide-to-fast-pages/index.md: frontmatter author: no entry with id "nobody" in content/data/team.yaml (its entries: amelia-hart, daniel-okafor, priya-raman, tom-gallagher).',
    );
  });

  it("refuse a page whose FAQ set is not in faqs.yaml, naming the page's entry", () => {
    const save = listSave("pages", (pages) => pages.map((page) => (page.id === "home" ? { ...page, faq: "homepage" } : page)));
    expect(saveProblem(save, committedContent())).toMatch(
      /^Not saved: the build would refuse content\/data\/pages\.yaml \(entry "home"\): faq: no entry with id "homepage" in content\/data\/faqs\.yaml \(its entries: home, about, .*\)\.$/,
    );
  });

  it("refuse a change to one file that breaks another, naming the other", () => {
    const save = listSave("team", (team) => team.filter((member) => member.id !== "tom-gallagher"));
    const problem = 'frontmatter author: no entry with id "tom-gallagher" in content/data/team.yaml (its entries: amelia-hart, daniel-okafor, priya-raman)';
    expect(saveProblem(save, committedContent())).toBe(
      `Not saved: the build would refuse content/blog/how-local-seo-can-transform-small-businesses-in-2025/index.md: ${problem}; and content/blog/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk/index.md: ${problem}.`,
    );
  });

  it("take an unchanged file, and do not blame a save for what the content already had wrong", () => {
    expect(saveProblem(listSave("faqs", (sets) => sets), committedContent())).toBeUndefined();
    const published: ContentSet = committedContent();
    const pages = published.dataFiles.find((file) => file.file === "content/data/pages.yaml");
    if (!pages) throw new Error("content/data/pages.yaml is missing");
    pages.value = (pages.value as Record<string, unknown>[]).map((page) => (page.id === "about" ? { ...page, faq: "missing" } : page));
    expect(saveProblem(listSave("faqs", (sets) => sets), published)).toBeUndefined();
    expect(saveProblem(newArticle({ title: "A guide to fast pages" }), published)).toBeUndefined();
  });
});
