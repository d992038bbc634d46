/** @jest-environment node */
// Visitor copy with placeholders ("Articles {first} to {last} of {total}"): filled in on the page,
// and refused by the build (and the CMS's save check) when it leaves out a placeholder its field
// needs, names one the page does not give, or has a stray brace, naming the file and the field.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { fillTemplate } from "../../../src/lib/copy-template";
import { templateProblems } from "../../../src/content-types/placeholders";
import { persistedFileProblems } from "../../../cms/content-check";
import { dataFileProblems } from "../../../src/node/file-checks";
import { readImageFacts } from "../../../src/node/image-sizes";

const wordsFile = "content/data/archive-pages.yaml";
const committed = () => yaml.load(fs.readFileSync(path.resolve(__dirname, "../../..", wordsFile), "utf8")) as Record<string, Record<string, string>>;

/** The committed words with one text replaced, as the CMS would save them. */
function withText(group: string, field: string, value: string): string {
  const words = committed();
  return yaml.dump({ ...words, [group]: { ...words[group], [field]: value } });
}

describe("fillTemplate", () => {
  it("puts each value in its place, as often as it is named", () => {
    expect(fillTemplate("Articles {first} to {last} of {total}, newest first.", { first: 13, last: 24, total: "1,008" })).toBe(
      "Articles 13 to 24 of 1,008, newest first.",
    );
    expect(fillTemplate("{page} of {pages}: page {page}", { page: 2, pages: 5 })).toBe("2 of 5: page 2");
    expect(fillTemplate("All articles", {})).toBe("All articles");
  });

  it("refuses to leave a placeholder unfilled", () => {
    expect(() => fillTemplate("Page {pgae}", { page: 2 })).toThrow("{pgae}");
  });
});

describe("templateProblems", () => {
  const range = ["first", "last", "total"];

  it("accepts a text holding exactly its placeholders, in any order and wording", () => {
    expect(templateProblems("Articles {first} to {last} of {total}", range)).toEqual([]);
    expect(templateProblems("{total} articles; these are {first}–{last}", range)).toEqual([]);
    expect(templateProblems("Previous", [])).toEqual([]);
  });

  it("names a placeholder left out, an unknown one, and a stray brace", () => {
    expect(templateProblems("Articles {first} to {last}", range)).toEqual(["must contain {total}"]);
    expect(templateProblems("Articles {first} to {last} of {totl}", range)).toEqual([
      "must contain {total}",
      "has an unknown placeholder {totl}; this text may hold {first}, {last}, {total}",
    ]);
    expect(templateProblems("Next {page}", [])).toEqual(["has an unknown placeholder {page}; this text may hold none"]);
    expect(templateProblems("Page {page", ["page"])).toEqual(["must contain {page}", "has a brace that opens or closes no placeholder"]);
  });
});

describe("the numbered pages' words (content/data/archive-pages.yaml)", () => {
  it("are accepted as committed", () => {
    expect(persistedFileProblems(wordsFile, fs.readFileSync(path.resolve(__dirname, "../../..", wordsFile), "utf8"))).toEqual([]);
  });

  it("are refused with a placeholder missing or unknown, naming the field", () => {
    expect(persistedFileProblems(wordsFile, withText("articles", "range", "Articles {first} to {last}"))).toEqual([
      "articles.range: must contain {total}",
    ]);
    expect(persistedFileProblems(wordsFile, withText("pagination", "pageLink", "Page {number}"))).toEqual([
      "pagination.pageLink: must contain {page}",
      "pagination.pageLink: has an unknown placeholder {number}; this text may hold {page}",
    ]);
    expect(persistedFileProblems(wordsFile, withText("pagination", "next", "Next {page}"))).toEqual([
      "pagination.next: has an unknown placeholder {page}; this text may hold none",
    ]);
  });

  it("are refused blank or over their length", () => {
    expect(persistedFileProblems(wordsFile, withText("articles", "byCategory", "   "))).toEqual(["articles.byCategory: must not be empty"]);
    expect(persistedFileProblems(wordsFile, withText("articles", "byCategory", "x".repeat(61)))).toEqual([
      "articles.byCategory: must be at most 60 characters",
    ]);
  });
});

test("the build refuses the file, naming the file and the field", async () => {
  const absolutePath = path.resolve(__dirname, "../../..", wordsFile);
  const value = yaml.load(withText("articles", "range", "Articles {first} to {last} of {totl}"));
  expect(await dataFileProblems({ file: wordsFile, absolutePath, typeName: "ArchivePagesYaml", value }, readImageFacts)).toEqual([
    {
      where: wordsFile,
      problems: ["articles.range: must contain {total}", "articles.range: has an unknown placeholder {totl}; this text may hold {first}, {last}, {total}"],
    },
  ]);
});
