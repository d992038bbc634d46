// The CMS may only save what the build accepts: every collection's fields are walked beside the
// schema src/content-types checks that file with (required or optional, the choices of a select,
// list sizes, a list file's count, an object's keys, patterns, texts not blank and within their
// length), and every content file has a collection.
import fs from "node:fs";
import path from "node:path";
import type * as z from "zod";
import { collections, type CmsField } from "../../../cms/config";
import * as schemas from "../../../src/content-types";
import { yamlTypeName } from "../../../src/node/content-files";

const projectRoot = path.resolve(__dirname, "../../..");

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/**
 * A pick from a list file's entries: only where the build checks the value names one, and of the
 * file the build checks it against, storing the field it compares.
 */
function compareRelation(schema: z.ZodType, field: CmsField, where: string): string[] {
  const entry = schemas.entryReferences.get(schema);
  if (!entry) return [`${where}: a pick from ${field.collection ?? "?"}/${field.file ?? "?"} in the CMS, any text in the build`];
  const target = collections.find((collection) => collection.name === field.collection)?.files?.find((file) => file.name === field.file);
  if (!target || yamlTypeName(target.file) !== entry.typeName) return [`${where}: the build reads ${entry.typeName}, the CMS offers ${field.collection ?? "?"}/${field.file ?? "?"}`];
  const entryFields = (target.fields[0]?.fields ?? []).map((entryField) => `items.*.${entryField.name}`);
  const problems = field.value_field === `items.*.${entry.key}` ? [] : [`${where}: the build compares ${entry.key}, the CMS stores ${field.value_field ?? "?"}`];
  for (const shown of [...(field.search_fields ?? []), ...(field.display_fields ?? [])]) {
    if (!entryFields.includes(shown)) problems.push(`${where}: the CMS shows ${shown}, which the entries do not have`);
  }
  return problems;
}

/**
 * Where the CMS field and the schema disagree, one line each. Inside an optional object, every
 * field is optional in the CMS (Decap would otherwise demand them of an object left out): the
 * build's schema requires them once the object is filled in.
 */
function compare(schema: z.ZodType, field: CmsField, where: string, inOptionalObject = false): string[] {
  const problems: string[] = [];
  let def = defOf(schema);
  const optional = def.type === "optional";
  if (optional && def.innerType) {
    schema = def.innerType;
    def = defOf(schema);
  }
  const optionalInCms = optional || inOptionalObject;
  if ((field.required !== false) === optionalInCms) {
    problems.push(`${where}: the build says ${optional ? "optional" : inOptionalObject ? "optional, in an optional object" : "required"}, the CMS the opposite`);
  }
  const checks = checksOf(schema);

  switch (def.type) {
    case "string": {
      const widgets = ["string", "text", "markdown", "datetime", "image"];
      const reference = schemas.entryReferences.get(schema);
      if (field.widget === "relation") problems.push(...compareRelation(schema, field, where));
      else if (reference?.picked) problems.push(`${where}: an entry of ${reference.typeName} in the build, not picked from it in the CMS`);
      else if (!widgets.includes(field.widget)) problems.push(`${where}: a string in the build, a ${field.widget} in the CMS`);
      const regex = checks.find((check) => check.format === "regex")?.pattern as RegExp | undefined;
      const hasFormat = def.format !== undefined || checks.some((check) => check.check === "string_format");
      // Images are written by the widget and the save hook; dates by the date widget's format.
      if (field.widget === "string" || field.widget === "text") {
        if (regex && field.pattern?.[0] !== regex.source) {
          problems.push(`${where}: the build's pattern is ${regex.source}, the CMS checks ${field.pattern?.[0] ?? "none"}`);
        } else if (hasFormat && !field.pattern) {
          problems.push(`${where}: the build checks its form (${def.format ?? "a pattern"}), the CMS does not`);
        } else if (!regex && !hasFormat) {
          problems.push(...compareTextLength(checks, field, where));
        }
      }
      if (field.widget === "image" && !regex) problems.push(`${where}: an image field where the build wants no file path`);
      break;
    }
    case "enum": {
      const options = (schema as unknown as { options: string[] }).options;
      if (field.widget !== "select") problems.push(`${where}: a choice in the build, a ${field.widget} in the CMS`);
      else if (JSON.stringify(field.options) !== JSON.stringify(options)) {
        problems.push(`${where}: the build allows ${options.join(", ")}; the CMS offers ${field.options?.join(", ")}`);
      }
      break;
    }
    case "number": {
      if (field.widget !== "number" || field.value_type !== "int") problems.push(`${where}: a whole number in the build`);
      break;
    }
    case "array": {
      if (field.widget !== "list") {
        problems.push(`${where}: a list in the build, a ${field.widget} in the CMS`);
        break;
      }
      const exact = checks.find((check) => check.check === "length_equals")?.length as number | undefined;
      const min = exact ?? (checks.find((check) => check.check === "min_length")?.minimum as number | undefined);
      const max = exact ?? (checks.find((check) => check.check === "max_length")?.maximum as number | undefined);
      if (field.min !== min || field.max !== max) {
        problems.push(`${where}: the build wants ${min ?? "any"} to ${max ?? "any"} items, the CMS ${field.min ?? "any"} to ${field.max ?? "any"}`);
      }
      const element = def.element as z.ZodType;
      if (defOf(element).type === "object") {
        problems.push(...compareObject(element, field.fields ?? [], where));
      } else if (field.field) {
        problems.push(...compare(element, field.field, `${where}[]`));
      } else {
        problems.push(`${where}: a list of single values in the build; the CMS list needs one \`field\``);
      }
      break;
    }
    case "object": {
      if (field.widget !== "object") problems.push(`${where}: an object in the build, a ${field.widget} in the CMS`);
      problems.push(...compareObject(schema, field.fields ?? [], where, optionalInCms));
      break;
    }
    default:
      problems.push(`${where}: no rule here for the build's ${def.type}`);
  }
  return problems;
}

/**
 * A text the build trims and needs non-empty must be refused blank by the CMS too (Decap's required
 * check accepts spaces), and a text with a maximum length must carry the same maximum.
 */
function compareTextLength(checks: Record<string, unknown>[], field: CmsField, where: string): string[] {
  const trims = checks.some((check) => check.check === "overwrite");
  const min = checks.find((check) => check.check === "min_length")?.minimum as number | undefined;
  const max = checks.find((check) => check.check === "max_length")?.maximum as number | undefined;
  if (!trims || min === undefined || min < 1) {
    if (max !== undefined) return [`${where}: the build limits it to ${max} characters without trimming; no rule here for that`];
    return field.pattern ? [`${where}: the CMS checks ${field.pattern[0]}, the build nothing`] : [];
  }
  const expected = schemas.textPattern(max);
  return field.pattern?.[0] === expected
    ? []
    : [
        `${where}: the build refuses it blank${max === undefined ? "" : ` and over ${max} characters`}; the CMS checks ${field.pattern?.[0] ?? "nothing"}`,
      ];
}

function compareObject(schema: z.ZodType, fields: CmsField[], where: string, inOptionalObject = false): string[] {
  const shape = defOf(schema).shape ?? {};
  const names = fields.map((field) => field.name);
  const problems = [
    ...Object.keys(shape).filter((key) => !names.includes(key)).map((key) => `${where}.${key}: in the build, missing from the CMS`),
    ...names.filter((name) => !(name in shape)).map((name) => `${where}.${name}: in the CMS, unknown to the build`),
  ];
  for (const field of fields) {
    const fieldSchema = shape[field.name];
    if (fieldSchema) problems.push(...compare(fieldSchema, field, where ? `${where}.${field.name}` : field.name, inOptionalObject));
  }
  return problems;
}

const folderCollections = collections.filter((collection) => collection.folder);
const fileEntries = collections.flatMap((collection) =>
  (collection.files ?? []).map((file) => ({ collection: collection.name, format: collection.format, file })),
);

describe("the CMS configuration against the content schemas", () => {
  test.each(folderCollections.map((collection) => [collection.name, collection] as const))(
    "%s: the frontmatter fields agree with the schema",
    (name, collection) => {
      expect(schemas.isMarkdownKind(name)).toBe(true);
      const schema = schemas.MARKDOWN_KINDS[name as schemas.MarkdownKind].frontmatter;
      const frontmatter = (collection.fields ?? []).filter((field) => field.name !== "body");
      expect(compareObject(schema, frontmatter, "")).toEqual([]);
      // The Markdown body is kept as written: raw mode, no rich-text editor to escape `## `.
      expect(collection.fields?.find((field) => field.name === "body")).toMatchObject({ widget: "markdown", modes: ["raw"] });
    },
  );

  test.each(fileEntries.map((entry) => [entry.file.file, entry] as const))("%s: the fields agree with the schema", (file, entry) => {
    const schema = schemas.yamlSchemaFor(yamlTypeName(file));
    expect(schema).toBeDefined();
    if (entry.format === "yaml-list") {
      // A list file: its one `items` list holds entries of the file's type, as many as the file must hold.
      expect(entry.file.fields).toHaveLength(1);
      const items = entry.file.fields[0] as CmsField;
      expect(items).toMatchObject({ name: "items", widget: "list" });
      const fileSchema = schemas.yamlFileSchemaFor(yamlTypeName(file));
      expect(fileSchema).toBeDefined();
      expect(compare(fileSchema as z.ZodType, items, "items")).toEqual([]);
    } else {
      expect(compareObject(schema as z.ZodType, entry.file.fields, "")).toEqual([]);
    }
  });

  test("every content file has a collection", () => {
    const dataFiles = fs.readdirSync(path.join(projectRoot, "content/data")).map((name) => `content/data/${name}`);
    expect(fileEntries.map((entry) => entry.file.file).sort()).toEqual(dataFiles.sort());
    const markdownFolders = fs
      .readdirSync(path.join(projectRoot, "content"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !["data", "images"].includes(entry.name))
      .map((entry) => `content/${entry.name}`);
    expect(folderCollections.map((collection) => collection.folder).sort()).toEqual(markdownFolders.sort());
  });

  test("the comparison notices a field the build would refuse", () => {
    const category = { name: "category", label: "Category", widget: "select" as const, options: ["Technology"] };
    expect(compare(schemas.articleFrontmatter.shape.category, category, "category")).toEqual([
      `category: the build allows ${schemas.BLOG_CATEGORIES.join(", ")}; the CMS offers Technology`,
    ]);
    const metrics = { name: "metrics", label: "Metrics", widget: "list" as const, min: 1, fields: [] };
    expect(compare(schemas.caseStudyFrontmatter.shape.metrics, metrics, "metrics")).toContain(
      "metrics: the build wants 4 to 4 items, the CMS 1 to any",
    );
  });

  test("the comparison notices a pick from another file than the build checks, or where the build takes any text", () => {
    const author = collections.find((collection) => collection.name === "blog")?.fields?.find((field) => field.name === "author") as CmsField;
    expect(compare(schemas.articleFrontmatter.shape.author, author, "author")).toEqual([]);
    expect(compare(schemas.articleFrontmatter.shape.author, { ...author, file: "testimonials" }, "author")).toEqual([
      "author: the build reads TeamYaml, the CMS offers sections/testimonials",
    ]);
    expect(compare(schemas.articleFrontmatter.shape.author, { ...author, value_field: "items.*.name" }, "author")).toEqual([
      "author: the build compares id, the CMS stores items.*.name",
    ]);
    expect(compare(schemas.caseStudyFrontmatter.shape.client, author, "client")).toEqual([
      "client: a pick from sections/team in the CMS, any text in the build",
    ]);
  });

  test("the comparison notices a text the CMS would save blank or too long", () => {
    const blankAllowed = { name: "client", label: "Client", widget: "string" as const };
    expect(compare(schemas.caseStudyFrontmatter.shape.client, blankAllowed, "client")).toEqual([
      "client: the build refuses it blank; the CMS checks nothing",
    ]);
    const unlimited = { name: "description", label: "Description", widget: "text" as const, pattern: ["\\S", "Must not be blank"] as [string, string] };
    expect(compare(schemas.articleFrontmatter.shape.description, unlimited, "description")).toEqual([
      `description: the build refuses it blank and over ${schemas.TEXT_LIMITS.metaDescription} characters; the CMS checks \\S`,
    ]);
  });

  test("the comparison notices a list file whose count the CMS does not hold", () => {
    const stats = collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === "stats");
    const items = { ...(stats?.fields[0] as CmsField), min: undefined, max: undefined };
    expect(compare(schemas.yamlFileSchemaFor("StatsYaml") as z.ZodType, items, "items")).toEqual([
      "items: the build wants 3 to 3 items, the CMS any to any",
    ]);
  });

  test("a CMS pattern refuses what the build refuses, and accepts what it accepts", () => {
    const limit = schemas.TEXT_LIMITS.metaDescription;
    const pattern = new RegExp(schemas.textPattern(limit));
    const field = schemas.articleFrontmatter.shape.description;
    for (const value of ["   ", "\n\t", "", "a".repeat(limit + 1), `  ${"a".repeat(limit)}  `, "A short description.", "Two\n\nparagraphs"]) {
      expect([value, pattern.test(value)]).toEqual([value, field.safeParse(value).success]);
    }
  });
});
