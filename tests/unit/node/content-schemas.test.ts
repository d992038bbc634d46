/** @jest-environment node */
import { articleFrontmatter, describeIssues, yamlSchemaFor } from "../../../src/content-types";
import { validArticle } from "./support/valid-article";

describe("blog frontmatter", () => {
  it("accepts a complete article", () => {
    expect(articleFrontmatter.safeParse(validArticle).success).toBe(true);
  });

  it("names every broken field at once", () => {
    const result = articleFrontmatter.safeParse({
      ...validArticle,
      title: undefined,
      published: "10 July 2025",
      category: "Gardening",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const lines = describeIssues(result.error);
    expect(lines.some((line) => line.startsWith("title: "))).toBe(true);
    expect(lines).toContain("published: must be an ISO 8601 date and time with its offset, e.g. 2025-07-11T20:30:00+05:00");
    expect(lines.some((line) => line.startsWith("category: "))).toBe(true);
  });

  it("rejects a date without its offset and an impossible date", () => {
    expect(articleFrontmatter.safeParse({ ...validArticle, published: "2025-07-10T10:00:00" }).success).toBe(false);
    expect(articleFrontmatter.safeParse({ ...validArticle, published: "2025-02-30T10:00:00+05:00" }).success).toBe(false);
  });

  it("rejects a field the site does not know, so a typo is not silently ignored", () => {
    const result = articleFrontmatter.safeParse({ ...validArticle, titel: "typo" });
    expect(result.success).toBe(false);
  });
});

describe("YAML content types", () => {
  it("has a schema for every data file the site reads and none for unknown ones", () => {
    for (const type of ["SiteYaml", "NavigationYaml", "FooterYaml", "FaqsYaml", "ServicesYaml", "PagesYaml", "TeamYaml"]) {
      expect(yamlSchemaFor(type)).toBeDefined();
    }
    expect(yamlSchemaFor("UnknownYaml")).toBeUndefined();
    expect(yamlSchemaFor("toString")).toBeUndefined();
  });

  it("reports the path of a nested field", () => {
    const faqs = yamlSchemaFor("FaqsYaml");
    const result = faqs?.safeParse({ id: "home", highlight: "Asked", heading: "Questions", items: [{ question: "Why?" }] });
    expect(result?.success).toBe(false);
    if (!result || result.success) return;
    expect(describeIssues(result.error)).toEqual([expect.stringMatching(/^items\.0\.answer: /)]);
  });
});
