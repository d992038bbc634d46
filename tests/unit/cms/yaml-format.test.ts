// The CMS's writer (cms/admin/yaml-format.mjs): whatever order an editor's data arrives in, a file
// is written with its keys in the order of the CMS's fields, in the form the committed files have,
// so a save changes only the lines of what the editor changed, and the build reads the same values.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as jsYaml from "js-yaml";
import {
  frontmatterToText,
  listToYaml,
  mapToYaml,
  orderByFields,
  parseFrontmatter,
  parseYaml,
  type YamlLibrary,
} from "../../../cms/admin/yaml-format.mjs";
import { collections, YAML_LIST_FORMAT, type CmsField } from "../../../cms/config";

const projectRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
// The `yaml` package as cms/ resolves it (cms/write-data-files.mjs imports it the same way): its
// own when installed, else the project's copy, which must be the version the CMS pins.
const fromCms = createRequire(path.join(projectRoot, "cms/package.json"));
const YAML = fromCms("yaml") as YamlLibrary;

/** `value` with the keys of every object reversed: the order Decap's data can arrive in (an Immutable Map's hash order). */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, shuffled(item)]));
  }
  return value;
}

const sections = collections.find((collection) => collection.format === YAML_LIST_FORMAT);
const listFiles = sections?.files ?? [];
const objectFiles = collections.filter((collection) => collection.format === "yaml").flatMap((collection) => collection.files ?? []);
const markdownCollections = collections.filter((collection) => collection.folder && collection.fields);

function markdownFiles(folder: string): string[] {
  return fs.readdirSync(path.join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return fs.existsSync(path.join(projectRoot, folder, entry.name, "index.md")) ? [`${folder}/${entry.name}/index.md`] : [];
    return entry.name.endsWith(".md") ? [`${folder}/${entry.name}`] : [];
  });
}

test("the writer is given the same yaml package as the CMS writes with", () => {
  const cmsPackage = JSON.parse(read("cms/package.json")) as { dependencies: Record<string, string> };
  const yamlPackage = JSON.parse(fs.readFileSync(fromCms.resolve("yaml/package.json"), "utf8")) as { version: string };
  expect(yamlPackage.version).toBe(cmsPackage.dependencies.yaml);
});

test("orderByFields puts keys in field order at every depth, keeps keys no field names, and leaves dates and lists alone", () => {
  const fields: CmsField[] = [
    { name: "title", label: "Title", widget: "string" },
    { name: "quote", label: "Quote", widget: "object", fields: [
      { name: "text", label: "Text", widget: "text" },
      { name: "author", label: "Author", widget: "string" },
    ] },
    { name: "steps", label: "Steps", widget: "list", fields: [
      { name: "title", label: "Title", widget: "string" },
      { name: "description", label: "Description", widget: "text" },
    ] },
    { name: "tags", label: "Tags", widget: "list", field: { name: "tag", label: "Tag", widget: "string" } },
  ];
  const date = new Date("2025-01-01T00:00:00Z");
  const ordered = orderByFields(
    {
      extra: date,
      tags: ["b", "a"],
      steps: [{ description: "d", title: "t" }],
      quote: { author: "A", text: "T" },
      title: "Title",
    },
    fields,
  ) as Record<string, unknown>;
  expect(Object.keys(ordered)).toEqual(["title", "quote", "steps", "tags", "extra"]);
  expect(Object.keys(ordered.quote as object)).toEqual(["text", "author"]);
  expect(Object.keys((ordered.steps as object[])[0] ?? {})).toEqual(["title", "description"]);
  expect(ordered.tags).toEqual(["b", "a"]);
  expect(ordered.extra).toBe(date);
});

describe.each(listFiles.map((file) => [file.file, file] as const))("%s", (file, { fields }) => {
  test("is written, from its data in any key order, exactly as committed", () => {
    const committed = read(file);
    expect(listToYaml(YAML, shuffled(parseYaml(YAML, committed)), fields[0])).toBe(committed);
  });
});

describe.each(objectFiles.map((file) => [file.file, file] as const))("%s", (file, { fields }) => {
  test("is written, from its data in any key order, exactly as committed", () => {
    const committed = read(file);
    expect(mapToYaml(YAML, shuffled(parseYaml(YAML, committed)), fields)).toBe(committed);
  });
});

describe.each(markdownCollections.flatMap((collection) => markdownFiles(collection.folder ?? "").map((file) => [file, collection] as const)))(
  "%s",
  (file, { fields = [] }) => {
    test("is written, from its data in any key order, exactly as committed", () => {
      const committed = read(file);
      expect(frontmatterToText(YAML, shuffled(parseFrontmatter(YAML, committed)) as Record<string, unknown>, fields)).toBe(committed);
    });
  },
);

describe("a Markdown file", () => {
  const file = "content/blog/top-web-development-trends-of-2025/index.md";
  const fields = markdownCollections.find((collection) => collection.name === "blog")?.fields ?? [];

  test("with one line of its body changed differs in that line only", () => {
    const committed = read(file);
    const data = parseFrontmatter(YAML, committed) as { body: string };
    const [firstLine = "", ...rest] = data.body.split("\n");
    const edited = frontmatterToText(YAML, { ...data, body: [`${firstLine} One more sentence.`, ...rest].join("\n") }, fields);
    const before = committed.split("\n");
    const after = edited.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line: string, index: number) => (line === before[index] ? [] : [index]));
    expect(changed).toHaveLength(1);
    expect(after[changed[0] ?? 0]).toBe(`${firstLine} One more sentence.`);
  });

  test("keeps dates the strings they are, with their offsets, as the build reads them", () => {
    const text = frontmatterToText(YAML, { title: "T", published: "2025-07-10T10:00:00+05:00", body: "Text" }, fields);
    expect(text).toBe("---\ntitle: T\npublished: 2025-07-10T10:00:00+05:00\n---\n\nText\n");
    const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    expect(jsYaml.load(block, { schema: jsYaml.CORE_SCHEMA })).toEqual({ title: "T", published: "2025-07-10T10:00:00+05:00" });
    expect(parseFrontmatter(YAML, text)).toEqual({ title: "T", published: "2025-07-10T10:00:00+05:00", body: "Text\n" });
  });

  test("without a frontmatter block is all body; without a body has none", () => {
    expect(parseFrontmatter(YAML, "Just text\n")).toEqual({ body: "Just text\n" });
    expect(parseFrontmatter(YAML, "---\ntitle: T\n---\n")).toEqual({ title: "T" });
    expect(frontmatterToText(YAML, { title: "T" }, fields)).toBe("---\ntitle: T\n---\n");
  });
});
