// The editor's guide's tables (docs/editing.md), made from the CMS's own configuration: what each
// collection edits, and in which file; each Markdown content type's frontmatter, field by field,
// with its label in the CMS, whether it is required, and what it holds; and each data file's
// fields. `npm run docs:content` writes them between their markers; a unit test fails when the
// guide's tables are not what the content types and the CMS say.
import { MARKDOWN_KINDS, countInWords, type CmsField, type MarkdownKind } from "../src/content-types";
import { collections, type CmsCollection } from "./config";
import { YAML_LIST_FIELD, cmsFieldsOf } from "./fields-from-schema";

const code = (value: string) => `\`${value}\``;

/** Text for a table cell: a `|` would end the cell, and `<name>` would be read as an HTML tag. */
const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "`a`, `b` or `c`" */
const oneOf = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).map(code).join(", ")} or ${code(values.at(-1) ?? "")}` : values.map(code).join("");

/** An entry's field, from a relation's path to it: id for items.*.id. */
const entryField = (path = "") => path.split(".").at(-1) ?? "";

/** What a field holds, as the editor reads it: its hint, its choices, and an item's fields. */
function holds(field: CmsField): string {
  const parts = [field.hint ?? ""];
  if (field.options) parts.push(`One of ${oneOf(field.options)}.`);
  if (field.widget === "relation") parts.push(`The ${code(entryField(field.value_field))} of an entry of ${code(`content/data/${field.file ?? ""}.yaml`)}.`);
  if (field.fields) parts.push(`${field.widget === "list" ? "Each item" : "It"} holds ${field.fields.map((item) => code(item.name)).join(", ")}.`);
  if (field.widget === "list" && field.min !== undefined && field.min !== field.max) parts.push(`At least ${field.min}.`);
  return cell(parts.filter((part) => part !== "").join(" "));
}

function fieldTable(kind: MarkdownKind): string {
  const rows = cmsFieldsOf(MARKDOWN_KINDS[kind].frontmatter).map(
    (field) => `| ${code(field.name)} | ${field.label} | ${field.required === false ? "optional" : "required"} | ${holds(field)} |`,
  );
  return ["| field | in the CMS | required? | what it holds |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** Where a folder collection's entries live, e.g. content/blog/<address>/index.md. */
const entryFile = ({ folder = "", path = "{{slug}}", extension = "md" }: CmsCollection) =>
  `${folder}/${path.replace("{{slug}}", "<address>")}.${extension}`;

/** What each collection of the CMS edits, one row per folder collection and per file. */
function collectionTable(): string {
  const rows = collections.flatMap((collection) =>
    collection.files
      ? collection.files.map((file) => `| ${collection.label} › ${file.label} | ${code(file.file)} | ${cell(file.description ?? "")} |`)
      : [`| ${collection.label} | ${code(entryFile(collection))} | ${cell(collection.description ?? "")} |`],
  );
  return ["| in the CMS | file | what it holds |", "| --- | --- | --- |", ...rows].join("\n");
}

/** A data file's fields by name, each with its choices, a list's fixed length, or the fields of an object or of a list's items. */
const fieldNames = (fields: CmsField[]): string =>
  fields
    .map((field) => {
      const details = [
        // A long list of choices (the icon set) is the CMS's to show.
        ...(field.options ? [field.options.length <= 6 ? oneOf(field.options) : `a choice of ${field.options.length}`] : []),
        ...(field.widget === "list" && field.min !== undefined && field.min === field.max ? [`exactly ${countInWords(field.min)}`] : []),
        ...(field.fields ? [fieldNames(field.fields)] : []),
      ];
      return details.length > 0 ? `${code(field.name)} (${details.join("; ")})` : code(field.name);
    })
    .join(", ");

/** Each data file's fields, as its YAML spells them; a list file's are those of each entry. */
function dataFileTable(): string {
  const rows = collections.flatMap((collection) =>
    (collection.files ?? []).map((file) => {
      const list = file.fields.length === 1 && file.fields[0]?.name === YAML_LIST_FIELD ? file.fields[0] : undefined;
      const fields = list ? `each entry: ${fieldNames(list.fields ?? [])}` : fieldNames(file.fields);
      return `| ${code(file.file.replace("content/data/", ""))} | ${cell(fields)} |`;
    }),
  );
  return ["| file | fields |", "| --- | --- |", ...rows].join("\n");
}

/** Each generated table by its marker's name. */
const TABLES: Record<string, () => string> = {
  collections: collectionTable,
  "article fields": () => fieldTable("blog"),
  "case study fields": () => fieldTable("case-studies"),
  "legal page fields": () => fieldTable("legal"),
  "data file fields": dataFileTable,
};

/** `markdown` with every generated table rewritten from the content types. */
export function withFieldTables(markdown: string): string {
  return markdown.replace(
    /(<!-- generated: ([a-z ]+) -->\n)(?:(?!<!-- )[\s\S])*(<!-- end generated -->)/g,
    (_whole, start: string, name: string, end: string) => {
      const table = TABLES[name];
      if (!table) throw new Error(`docs: no generated table is called "${name}"`);
      return `${start}${table()}\n${end}`;
    },
  );
}
