// How the CMS writes its files, shared by the admin page (cms.js) and Node (cms/write-data-files.mjs),
// given the same `yaml` package Decap CMS writes its own YAML with. Every key is written in the
// order of the CMS's fields (which mirror the build's schemas), at every depth, whatever order the
// editor's data arrived in; the committed files are kept in exactly this form, so a save rewrites
// only the lines of what the editor changed.

/** An object of keys and values (not a list, a date or any other class's instance). */
export const isPlainObject = (value) =>
  value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** `value` with the keys of every object in the order of `field`'s subfields. */
function inFieldOrder(value, field) {
  if (field.widget === "object" && field.fields) return orderByFields(value, field.fields);
  if (field.widget === "list" && Array.isArray(value)) {
    if (field.fields) return value.map((item) => orderByFields(item, field.fields));
    if (field.field) return value.map((item) => inFieldOrder(item, field.field));
  }
  return value;
}

/**
 * A copy of `data` whose keys follow `fields` (CMS field definitions: `name`, and `fields` or
 * `field` for objects and lists), recursively. Keys no field names keep their place after the
 * named ones, so nothing an editor wrote is ever dropped.
 */
export function orderByFields(data, fields = []) {
  if (!isPlainObject(data)) return data;
  const ordered = {};
  for (const field of fields) {
    if (Object.hasOwn(data, field.name)) ordered[field.name] = inFieldOrder(data[field.name], field);
  }
  for (const [key, value] of Object.entries(data)) {
    if (!Object.hasOwn(ordered, key)) ordered[key] = value;
  }
  return ordered;
}

/** Decap's own YAML writer (its defaults: plain scalars where they can be, 80 columns), keys as given. */
function yamlDocument(YAML, value) {
  const doc = new YAML.Document();
  doc.contents = YAML.createNode(value);
  return doc.toString();
}

/** A YAML file whose root is an object: `data`, its keys in the order of `fields`. */
export function mapToYaml(YAML, data, fields = []) {
  return yamlDocument(YAML, orderByFields(data, fields));
}

/** A YAML file whose root is a list; `listField`, when given, orders each item's keys. */
export function listToYaml(YAML, items, listField) {
  return yamlDocument(YAML, listField ? inFieldOrder(items, listField) : items);
}

/**
 * A Markdown file: the frontmatter block (every field but `body`, in the order of `fields`), a
 * blank line, then the body as typed, ending with one line break.
 */
export function frontmatterToText(YAML, data, fields = []) {
  const { body = "", ...frontmatter } = data;
  const text = String(body).replace(/^(?:[ \t]*\r?\n)+/, "");
  const bodyPart = text.trim() === "" ? "" : `\n${text.endsWith("\n") ? text : `${text}\n`}`;
  return `---\n${mapToYaml(YAML, frontmatter, fields)}---\n${bodyPart}`;
}

/** Parsed as Decap parses YAML: the YAML 1.2 core schema (timestamps stay strings), errors thrown. */
export function parseYaml(YAML, text) {
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join("\n")}`);
  return doc.toJSON();
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m;

/** A Markdown file's frontmatter fields and its `body`, the text after the block without its leading blank lines. */
export function parseFrontmatter(YAML, text) {
  const match = FRONTMATTER.exec(text);
  if (!match || match.index !== 0) return { body: text };
  const frontmatter = match[1].trim() === "" ? {} : parseYaml(YAML, match[1]);
  const body = (match[2] ?? "").replace(/^(?:[ \t]*\r?\n)+/, "");
  return { ...(isPlainObject(frontmatter) ? frontmatter : {}), ...(body.trim() === "" ? {} : { body }) };
}
