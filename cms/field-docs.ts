// The editor's guide's field tables (docs/editing.md), made from the same fields as the CMS: each
// Markdown content type's frontmatter, field by field, with its label in the CMS, whether it is
// required, and what it holds. `npm run docs:content` writes them between their markers; a unit
// test fails when the guide's tables are not what the content types say.
import { MARKDOWN_KINDS, type CmsField, type MarkdownKind } from "../src/content-types";
import { cmsFieldsOf } from "./fields-from-schema";

/** Each generated table's marker name, and the content type it shows. */
const TABLES: Record<string, MarkdownKind> = {
  "article fields": "blog",
  "case study fields": "case-studies",
  "legal page fields": "legal",
};

const code = (value: string) => `\`${value}\``;

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
  return parts.filter((part) => part !== "").join(" ").replace(/\|/g, "\\|");
}

function fieldTable(kind: MarkdownKind): string {
  const rows = cmsFieldsOf(MARKDOWN_KINDS[kind].frontmatter).map(
    (field) => `| ${code(field.name)} | ${field.label} | ${field.required === false ? "optional" : "required"} | ${holds(field)} |`,
  );
  return ["| field | in the CMS | required? | what it holds |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** `markdown` with every generated table rewritten from the content types. */
export function withFieldTables(markdown: string): string {
  return markdown.replace(
    /(<!-- generated: ([a-z ]+) -->\n)(?:(?!<!-- )[\s\S])*(<!-- end generated -->)/g,
    (_whole, start: string, name: string, end: string) => {
      const kind = TABLES[name];
      if (!kind) throw new Error(`docs: no generated table is called "${name}"`);
      return `${start}${fieldTable(kind)}\n${end}`;
    },
  );
}
