// The CMS's fields, from the content types' schemas and the labels, hints and widgets declared
// beside each field: required or optional, a select's choices, a list's sizes and a text's
// pattern follow from the schema, so the CMS saves only what the build accepts.
import type * as z from "zod";
import {
  DATA_TYPES,
  countInWords,
  editorFields,
  entryReferences,
  textPattern,
  type CmsField,
  type DataContentType,
  type EditorMeta,
  type EntryReference,
} from "../src/content-types";

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check?: string; minimum?: number; maximum?: number; length?: number; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/**
 * A text's pattern as Decap checks it: not only spaces (its own required check accepts them) and,
 * with a limit, at most that many characters once trimmed; the editor sees the limit as a hint.
 */
function textRule(def: Def, where: string): Partial<CmsField> {
  const checks = checksOf(def);
  if (checks.some((check) => check.format === "regex")) throw new Error(`${where}: a pattern the CMS cannot take from the schema; give it in the field's meta`);
  const max = checks.find((check) => check.check === "max_length")?.maximum;
  if (max === undefined) return { pattern: [textPattern(), "Must not be blank"] };
  return { pattern: [textPattern(max), `Must not be blank; at most ${max} characters`], hint: `At most ${max} characters.` };
}

/** A list's sizes: `exactly` a count the design fixes, or at least a minimum. */
function listSizes(def: Def): Partial<CmsField> {
  const checks = checksOf(def);
  const exact = checks.find((check) => check.check === "length_equals")?.length;
  if (exact !== undefined) return { min: exact, max: exact, hint: `Exactly ${countInWords(exact)}.` };
  const min = checks.find((check) => check.check === "min_length")?.minimum;
  return min === undefined ? {} : { min };
}

/** The collection holding the list data files (content/data), each a file of it named after its YAML file. */
export const LIST_FILES_COLLECTION = "sections";

/** The CMS's name of a data file: its YAML file's name, e.g. article-endings for ArticleEndingsYaml. */
export const dataFileName = (typeName: string): string =>
  typeName
    .replace(/Yaml$/, "")
    .replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-")
    .toLowerCase();

/**
 * A pick from the entries of a list file: stores the entry's key, and shows and searches the
 * fields its list's summary shows (e.g. "{{name}}, {{role}}"), or the key when it has none.
 */
function relationTo({ typeName, key }: EntryReference, where: string): Partial<CmsField> {
  const target = DATA_TYPES[typeName];
  if (!target || target.holds === "object") throw new Error(`${where}: ${typeName} is not a list data file to pick an entry from`);
  const shown = [...(target.editor.summary ?? "").matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);
  const entryField = (fieldName: string) => `${YAML_LIST_FIELD}.*.${fieldName}`;
  const display = (shown.length > 0 ? shown : [key]).map(entryField);
  return {
    widget: "relation",
    collection: LIST_FILES_COLLECTION,
    file: dataFileName(typeName),
    value_field: entryField(key),
    search_fields: [...new Set([...display, entryField(key)])],
    display_fields: display,
  };
}

/**
 * The fields of an optional object, none of them required in the CMS: Decap checks an object's
 * required fields even when the object is left out, so a page without (say) a closing call to
 * action could not be saved at all. The object's own schema still requires them once any is
 * filled in, and the save hook and the checks before a save refuse a half-filled object in the
 * build's words; left empty, the save hook leaves the object out.
 */
function withinOptional(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    required: false,
    ...(field.widget === "object" && field.fields ? { fields: withinOptional(field.fields) } : {}),
  }));
}

function cmsField(name: string, schema: z.ZodType, where: string): CmsField {
  let def = defOf(schema);
  const optional = def.type === "optional" && def.innerType !== undefined;
  if (optional && def.innerType) {
    schema = def.innerType;
    def = defOf(schema);
  }
  const meta = editorFields.get(schema) as EditorMeta | undefined;
  if (!meta) throw new Error(`${where}: no label for the editor; declare it with field() in src/content-types`);
  const { itemLabel, itemName = "item", ...settings } = meta;
  const field = (derived: Partial<CmsField>): CmsField => ({
    name,
    widget: "string",
    ...derived,
    ...settings,
    ...(optional ? { required: false } : {}),
  });
  switch (def.type) {
    case "string": {
      const entry = entryReferences.get(schema);
      if (entry?.picked) return field(relationTo(entry, where));
      const widget = settings.widget ?? "string";
      // A pattern given beside the field (an address, a phone number) replaces the text rule.
      return field((widget === "string" || widget === "text") && !settings.pattern ? textRule(def, where) : {});
    }
    case "enum":
      return field({ widget: "select", options: Object.values(def.entries ?? {}) });
    case "number":
      return field({ widget: "number", value_type: "int" });
    case "object": {
      const fields = cmsFieldsOf(schema, where);
      return field({ widget: "object", fields: optional ? withinOptional(fields) : fields });
    }
    case "array": {
      const element = def.element as z.ZodType;
      // A list of single values: an item labelled by itself (an image), or a line of text.
      const items: Partial<CmsField> =
        defOf(element).type === "object"
          ? { fields: cmsFieldsOf(element, where) }
          : editorFields.has(element)
            ? { field: cmsField(itemName, element, `${where}[]`) }
            : { field: { name: itemName, label: itemLabel ?? meta.label, widget: "string", ...textRule(defOf(element), `${where}[]`) } };
      return field({ widget: "list", ...items, ...listSizes(def) });
    }
    default:
      throw new Error(`${where}: no CMS widget for a zod ${def.type}`);
  }
}

/** The CMS fields of an object schema, in the schema's order. */
export function cmsFieldsOf(schema: z.ZodType, where = ""): CmsField[] {
  return Object.entries(defOf(schema).shape ?? {}).map(([name, child]) => cmsField(name, child, where ? `${where}.${name}` : name));
}

/** The one field the list format puts a list file's entries in (cms/admin/cms.js unwraps it on save). */
export const YAML_LIST_FIELD = "items";

/** A data file's CMS fields: its object's fields, or for a list file the one list of its entries. */
export function dataFileFields(type: DataContentType): CmsField[] {
  const fields = cmsFieldsOf(type.entry);
  if (type.holds === "object") return fields;
  const count = type.holds.count?.entries;
  const sizes = count === undefined ? {} : { min: count, max: count };
  return [{ name: YAML_LIST_FIELD, widget: "list", fields, ...sizes, ...(type.editor as Partial<CmsField>), label: type.editor.label }];
}
