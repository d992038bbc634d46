/** @jest-environment node */
// The rules each file is checked against as it is read: text limits, where a Markdown file may be,
// the phone number and what is derived from it, image sizes and publication dates.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as yaml from "js-yaml";
import {
  IMAGE_SLOTS,
  TEXT_LIMITS,
  articleFrontmatter,
  caseStudyFrontmatter,
  describeIssues,
  markdownLocationProblems,
  yamlSchemaFor,
} from "../../../src/content-types";
import { yamlTypeName } from "../../../src/node/content-files";
import { imageProblems, imageUses } from "../../../src/node/image-sizes";
import { chatUrl, phoneHref, socialProfiles } from "../../../src/node/phone-links";
import { validArticle } from "./support/valid-article";
import { articleRelease, contentNow, datedAheadProblem, describeHeldBack } from "../../../src/node/scheduled-articles";

const projectRoot = path.resolve(__dirname, "../../..");

const article = validArticle;

const issuesOf = (result: ReturnType<typeof articleFrontmatter.safeParse>) => (result.success ? [] : describeIssues(result.error));

describe("texts", () => {
  it("refuse a description longer than a search result shows, saying the limit", () => {
    expect(issuesOf(articleFrontmatter.safeParse({ ...article, description: "Words. ".repeat(286) }))).toEqual([
      `description: must be at most ${TEXT_LIMITS.metaDescription} characters`,
    ]);
    expect(issuesOf(articleFrontmatter.safeParse({ ...article, description: "d".repeat(TEXT_LIMITS.metaDescription) }))).toEqual([]);
  });

  it("refuse a text of spaces only", () => {
    for (const spaces of ["   ", "\t\n", "\u3000\u00A0", "\u2003\u202F"]) {
      expect(issuesOf(articleFrontmatter.safeParse({ ...article, heroAlt: spaces }))).toEqual(["heroAlt: must not be empty"]);
    }
  });

  it.each([
    ["zero-width spaces and joiners", "\u200B\u200C\u200D"],
    ["a word joiner and a byte-order mark", "\u2060\uFEFF"],
    ["Hangul fillers", "\u3164\u115F\uFFA0"],
    ["a combining accent with no letter", "\u0301"],
    ["direction marks and a soft hyphen", "\u200E\u200F\u00AD"],
    ["tag characters", "\u{E0020}\u{E0041}"],
    ["a variation selector and the blank Braille cell", "\uFE0F\u2800"],
    ["a mix of them around a line break", " \u200B\n\u3164 "],
  ])("refuse a text of %s, which shows nothing", (_what, blank) => {
    expect(issuesOf(articleFrontmatter.safeParse({ ...article, heroAlt: blank }))).toEqual(["heroAlt: must not be blank: it has no visible character"]);
  });

  it("take a text with a visible character among invisible ones, in any script", () => {
    for (const visible of ["\u200BA map", "Caf\u0065\u0301", "地図", "\u3164.", "🙂", "का"]) {
      expect([visible, issuesOf(articleFrontmatter.safeParse({ ...article, heroAlt: visible }))]).toEqual([visible, []]);
    }
  });

  it("refuse an invisible value in every field of every committed content file", () => {
    // Each string a file holds, one at a time: whatever its rule (a text, a choice, an address), a
    // value that shows nothing is refused, naming that field and no other.
    const stringPaths = (value: unknown, at: string[] = []): string[][] =>
      typeof value === "string"
        ? [at]
        : value !== null && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]))
          : [];
    const withValue = (value: unknown, at: string[], replacement: string): unknown => {
      if (at.length === 0) return replacement;
      const [key, ...rest] = at as [string, ...string[]];
      const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
      copy[key] = withValue(copy[key], rest, replacement);
      return copy;
    };
    const checked: string[] = [];
    for (const name of fs.readdirSync(path.join(projectRoot, "content/data"))) {
      const schema = yamlSchemaFor(yamlTypeName(name));
      const value = yaml.load(fs.readFileSync(path.join(projectRoot, "content/data", name), "utf8"));
      for (const entry of Array.isArray(value) ? value : [value]) {
        for (const at of stringPaths(entry)) {
          const result = schema?.safeParse(withValue(entry, at, "\u200B\u3164"));
          const fields = result?.success === false ? [...new Set(result.error.issues.map((issue) => issue.path.join(".")))] : [];
          expect([name, at.join("."), fields]).toEqual([name, at.join("."), [at.join(".")]]);
          checked.push(`${name} ${at.join(".")}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(300);
    for (const at of stringPaths(article)) {
      const fields = [...new Set((articleFrontmatter.safeParse(withValue(article, at, "\u2060")).error?.issues ?? []).map((issue) => issue.path.join(".")))];
      expect([at.join("."), fields]).toEqual([at.join("."), [at.join(".")]]);
    }
  });

  it("refuse a FAQ answer too long for its panel and a card text too long for its card", () => {
    const faqs = yamlSchemaFor("FaqsYaml");
    const answer = "a".repeat(TEXT_LIMITS.faqAnswer + 1);
    const result = faqs?.safeParse({ id: "home", highlight: "Asked", heading: "Questions", items: [{ question: "Why?", answer }] });
    expect(result?.success === false && describeIssues(result.error)).toEqual([`items.0.answer: must be at most ${TEXT_LIMITS.faqAnswer} characters`]);
    const stats = yamlSchemaFor("StatsYaml")?.safeParse({ value: "300%", label: "ROI", description: "x".repeat(TEXT_LIMITS.cardText + 1) });
    expect(stats?.success).toBe(false);
  });

  it("are within their limits in every committed content file", () => {
    // The build reads the same files; this names the field at once if a limit is set below the copy.
    for (const name of fs.readdirSync(path.join(projectRoot, "content/data"))) {
      const typeName = yamlTypeName(name);
      const value = yaml.load(fs.readFileSync(path.join(projectRoot, "content/data", name), "utf8"));
      for (const entry of Array.isArray(value) ? value : [value]) {
        const result = yamlSchemaFor(typeName)?.safeParse(entry);
        expect([name, result?.success === false ? describeIssues(result.error) : []]).toEqual([name, []]);
      }
    }
  });
});

describe("where a Markdown file may be", () => {
  it("takes an article or a case study in a folder of its own, upper case included", () => {
    expect(markdownLocationProblems("blog", "top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk", "index")).toEqual([]);
    expect(markdownLocationProblems("case-studies", "portway-systems", "index")).toEqual([]);
    expect(markdownLocationProblems("legal", "", "privacy-policy")).toEqual([]);
  });

  it("refuses a Markdown file anywhere else in content/blog, naming where it belongs", () => {
    const home = ["(whole file): an article lives in content/blog/<address>/index.md, one folder per article; move this file there"];
    expect(markdownLocationProblems("blog", "", "index")).toEqual(home);
    expect(markdownLocationProblems("blog", "x", "index-1")).toEqual(home);
    expect(markdownLocationProblems("blog", "x/y", "index")).toEqual(home);
  });

  it("refuses an address that is not ASCII letters, digits and single hyphens", () => {
    expect(markdownLocationProblems("blog", "café-culture", "index")).toEqual([
      '(whole file): the address "café-culture" must be ASCII letters and digits joined by single hyphens',
    ]);
    expect(markdownLocationProblems("case-studies", "two--hyphens", "index")).toHaveLength(1);
    expect(markdownLocationProblems("legal", "", "Privacy-Policy")).toHaveLength(1);
  });
});

describe("the phone number", () => {
  const site = yamlSchemaFor("SiteYaml");
  const siteFile = yaml.load(fs.readFileSync(path.join(projectRoot, "content/data/site.yaml"), "utf8")) as Record<string, unknown>;

  it("is the one field: the call and chat links are made from it", () => {
    expect(phoneHref("+44 20 7946 0321")).toBe("tel:+442079460321");
    expect(chatUrl("+44 20 7946 0321")).toBe("https://wa.me/442079460321");
    expect(site?.safeParse({ ...siteFile, phoneHref: "tel:+442079460321" }).success).toBe(false);
  });

  it("makes the WhatsApp profile too, which the social list may not repeat", () => {
    expect(socialProfiles("+44 20 7946 0321", [{ name: "LinkedIn", url: "https://www.linkedin.com/company/x" }])).toEqual([
      { name: "WhatsApp", url: "https://wa.me/442079460321" },
      { name: "LinkedIn", url: "https://www.linkedin.com/company/x" },
    ]);
    const social = [...(siteFile.social as object[]), { name: "WhatsApp", url: "https://wa.me/442079460321" }];
    const repeated = site?.safeParse({ ...siteFile, social });
    expect(repeated?.success === false && describeIssues(repeated.error)).toEqual([
      `social.${social.length - 1}.url: must be a profile's https address; the WhatsApp chat link is made from the phone number`,
    ]);
  });

  it("must be in international form, so both links work", () => {
    expect(site?.safeParse(siteFile).success).toBe(true);
    const local = site?.safeParse({ ...siteFile, phone: "020 7946 0321" });
    expect(local?.success === false && describeIssues(local.error)).toEqual([
      "phone: must be the number in international form, e.g. +44 20 7946 0321",
    ]);
  });
});

describe("images", () => {
  let folder = "";
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "image-sizes-"));
    const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#888" } }).jpeg();
    await blank(400, 225).toFile(path.join(folder, "small.jpg"));
    await blank(1600, 900).toFile(path.join(folder, "hero.jpg"));
    fs.writeFileSync(path.join(folder, "not-an-image.jpg"), "text");
    // A drawing that would run script if served, named as a PNG and large enough for any slot.
    fs.writeFileSync(path.join(folder, "drawing.png"), '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><script>alert(1)</script></svg>');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("refuses a hero smaller than its slot, saying both sizes", async () => {
    const uses = imageUses(articleFrontmatter, { ...article, heroImage: "./small.jpg" }, folder);
    const { minWidth, minHeight } = IMAGE_SLOTS.articleHero;
    expect(await imageProblems(uses)).toEqual([
      `heroImage: small.jpg is 400 × 225 pixels; the article hero slot needs at least ${minWidth} × ${minHeight}`,
    ]);
  });

  it("takes an image the slot's size or larger, and refuses a file that is no image", async () => {
    expect(await imageProblems(imageUses(articleFrontmatter, article, folder))).toEqual([]);
    const uses = imageUses(caseStudyFrontmatter, { heroImage: "./not-an-image.jpg" }, folder);
    expect(await imageProblems(uses)).toEqual(["heroImage: not-an-image.jpg is not an image the site can read"]);
  });

  it("refuses an SVG drawing whatever its file is called", async () => {
    const uses = imageUses(articleFrontmatter, { ...article, heroImage: "./drawing.png" }, folder);
    expect(await imageProblems(uses)).toEqual(["heroImage: drawing.png is an SVG drawing; give the picture as a PNG, JPEG or WebP file"]);
  });

  it("of every committed content file meet their slots", async () => {
    const dataFolder = path.join(projectRoot, "content/data");
    const uses = fs.readdirSync(dataFolder).flatMap((name) => {
      const typeName = yamlTypeName(name);
      const value = yaml.load(fs.readFileSync(path.join(dataFolder, name), "utf8"));
      const schema = yamlSchemaFor(typeName);
      return schema ? (Array.isArray(value) ? value : [value]).flatMap((entry) => imageUses(schema, entry, dataFolder)) : [];
    });
    for (const kind of ["blog", "case-studies"]) {
      for (const slug of fs.readdirSync(path.join(projectRoot, "content", kind))) {
        uses.push(...imageUses(articleFrontmatter, { heroImage: "./hero.jpg" }, path.join(projectRoot, "content", kind, slug)));
      }
    }
    expect(uses.length).toBeGreaterThan(30);
    expect(await imageProblems(uses)).toEqual([]);
  });

  it("finds every image of a data entry with its slot, at any depth", () => {
    const pages = yamlSchemaFor("PagesYaml");
    const uses = imageUses(
      pages as NonNullable<typeof pages>,
      { hero: { images: [{ image: "../a.jpg", alt: "A" }], avatars: { caption: "c", images: ["../f.png"] } }, sections: [{ id: "s", image: "../s.jpg" }] },
      "/data",
    );
    expect(uses.map(({ field, file, slot }) => [field, file, slot.label])).toEqual([
      ["hero.images.0.image", "/a.jpg", IMAGE_SLOTS.pageHero.label],
      ["hero.avatars.images.0", "/f.png", IMAGE_SLOTS.clientFace.label],
      ["sections.0.image", "/s.jpg", IMAGE_SLOTS.sectionImage.label],
    ]);
  });
});

describe("publication dates", () => {
  const now = new Date("2026-11-27T09:00:00Z");

  it("publish an article dated now or earlier, and hold back one dated later", () => {
    expect(articleRelease("2026-11-27T14:00:00+05:00", now)).toEqual({ state: "publish" });
    expect(articleRelease("2026-11-28T09:00:00+00:00", now)).toEqual({ state: "hold" });
  });

  it("refuse an article dated more than a year ahead, as a slip of the year", () => {
    expect(articleRelease("2099-01-01T09:00:00+00:00", now)).toEqual({
      state: "refuse",
      problem: "frontmatter published: 2099-01-01T09:00:00+00:00 is more than 366 days after today; check the year",
    });
  });

  it("refuse a case study or a legal page dated after the build", () => {
    expect(datedAheadProblem("published", "2026-12-01T10:00:00+00:00", now)).toBe(
      "frontmatter published: 2026-12-01T10:00:00+00:00 is after today; it says when the page was published",
    );
    expect(datedAheadProblem("published", "2025-06-09T10:00:00+01:00", now)).toBeUndefined();
    expect(datedAheadProblem("lastUpdated", "2026-11-28", now)).toBe(
      "frontmatter lastUpdated: 2026-11-28 is after today; it says when the page was last changed",
    );
    expect(datedAheadProblem("lastUpdated", "2026-11-27", now)).toBeUndefined();
  });

  it("count now from CONTENT_NOW when a test sets it, and say which articles wait", () => {
    expect(contentNow({ CONTENT_NOW: "2026-12-01T00:00:00Z" }).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(() => contentNow({ CONTENT_NOW: "tomorrow" })).toThrow("CONTENT_NOW is not a date and time: tomorrow");
    expect(describeHeldBack([{ file: "content/blog/a/index.md", slug: "a", until: "2026-12-01T09:00:00+00:00" }])).toBe(
      "Held back until a build on or after their date (1):\n  - content/blog/a/index.md: until 2026-12-01T09:00:00+00:00",
    );
  });
});
