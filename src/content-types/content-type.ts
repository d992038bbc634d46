// What a content type declares: its zod schema (the only declaration of its fields), where its
// files live, and what Gatsby needs beyond the schema to type it. The build's checks, the GraphQL
// types (src/node/graphql-types.ts), the CMS and the docs all read these declarations.
import * as z from "zod";

/**
 * How Gatsby types a field whose value it reads differently from the text in the file: a date
 * (`Date` with `@dateformat`), a reference to another node (`FaqsYaml` with `@link(by: "yamlId")`).
 * Its list and required marks follow the schema. An object schema names the GraphQL type it becomes.
 */
export interface GraphqlMeta {
  /** The GraphQL type an object schema becomes, or a field's type in place of the one its schema gives. */
  typeName: string;
  /** A directive after the field's type, e.g. `@dateformat`. */
  directive?: string;
}

/** The GraphQL side of each schema that needs one: every object's type name, every date and link. */
export const graphqlTypes = z.registry<GraphqlMeta>();

/** An object schema that becomes the GraphQL type `typeName`. */
export function named<Schema extends z.ZodType>(typeName: string, schema: Schema): Schema {
  graphqlTypes.add(schema as z.ZodType, { typeName });
  return schema;
}

/** A field Gatsby adds to a node beside the file's own: computed when the node is made or queried. */
export interface DerivedField {
  /** Its GraphQL type, e.g. `Int!`. */
  type: string;
  /** Shown to query authors, and in the generated query types. */
  description?: string;
}

/** A folder of Markdown files with frontmatter, each a page. */
export interface MarkdownContentType<Schema extends z.ZodType = z.ZodType> {
  /** Its folder under content/, also its source's name in gatsby-config. */
  folder: string;
  /** The node type each file becomes. */
  typeName: string;
  frontmatter: Schema;
  /** Where a file of it must be, said as the editor reads it. */
  home: string;
}

/**
 * The fields the build adds beside the frontmatter of every Markdown page, whatever its type:
 * its address and its reading time (src/node/on-create-node.ts makes both for each file).
 */
export const MARKDOWN_PAGE_FIELDS: Record<"slug" | "readTimeMinutes", DerivedField> = {
  slug: { type: "String!" },
  readTimeMinutes: { type: "Int!" },
};

/** A YAML file under content/data: one object, or a list of entries. */
export interface DataContentType<Schema extends z.ZodType = z.ZodType> {
  /** The node type each entry becomes (gatsby-transformer-yaml names it after the file). */
  typeName: string;
  /** One entry of a list file, or the file's one object. */
  entry: Schema;
  /** "object" for a file holding one object; a list file's rules otherwise. */
  holds: "object" | ListFileRule;
  /** How the CMS names the file, and for a list file its list: label, item name, summary, hint. */
  editor: EditorMeta;
  /** Fields the build adds beside the file's own. */
  derived?: Record<string, DerivedField>;
}

/** The rules across the entries of one list file. */
export interface ListFileRule {
  /** The number of entries the design shows, when it fixes one. */
  count?: { entries: number; message: string };
  /** A field no two entries may share, compared without regard to case. */
  unique?: string;
}

/** A field of the Decap CMS, as its config declares it. */
export interface CmsField {
  name: string;
  label: string;
  /** What one item of a list is called: "Add question", "2 questions". */
  label_singular?: string;
  widget: "string" | "text" | "markdown" | "number" | "select" | "datetime" | "image" | "list" | "object" | "relation";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: readonly string[];
  default?: string | number;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  collapsed?: boolean;
  summary?: string;
  value_type?: "int";
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  sanitize_preview?: boolean;
  /** A relation's collection, its file (for a file collection), and the entries' fields it stores, searches and shows. */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

/**
 * How the CMS shows a field: its label and hint, and the widget's settings the schema does not
 * imply (a text box rather than a line, a date's format). The rest (required, choices, list sizes,
 * patterns, nested fields) follows from the schema.
 */
export type EditorMeta = Omit<
  Partial<CmsField>,
  "name" | "fields" | "field" | "options" | "required" | "min" | "max" | "collection" | "file" | "value_field" | "search_fields" | "display_fields"
> & {
  label: string;
  /** A list of single values: what one item is called, and its name when not "item". */
  itemLabel?: string;
  itemName?: string;
};

/** Each field's editor-facing label, hint and widget. */
export const editorFields = z.registry<EditorMeta>();
