// The GraphQL types Gatsby gets, generated from the content types' zod schemas: every content
// type declared up front, none inferred, so empty folders cannot break the build and the
// generated query types are non-nullable where the schema requires a field.
import type { GatsbyNode } from "gatsby";
import type * as z from "zod";
import { DATA_TYPES, MARKDOWN_KINDS, MARKDOWN_PAGE_FIELDS, graphqlTypes, imageSlots, type DerivedField } from "../content-types";

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

interface GraphqlField {
  type: string;
  description?: string;
}

interface GraphqlObject {
  /** A node type: one per file or entry, queried by itself. */
  node: boolean;
  fields: Map<string, GraphqlField>;
  /** How many object schemas declare this type, and in how many each field is. */
  declarations: number;
  declaredIn: Map<string, number>;
}

const INTEGER_FORMATS = new Set(["safeint", "int32", "uint32", "int64", "uint64"]);
const isInteger = (def: Def) => (def.checks ?? []).some((check) => INTEGER_FORMATS.has(check._zod.def.format ?? ""));

/**
 * gatsby-transformer-yaml keeps an entry's own `id` as `yamlId`, since a node's `id` is Gatsby's.
 * Links to an entry by its id therefore say `by: "yamlId"`.
 */
const nodeFieldName = (name: string, isDataNode: boolean) => (isDataNode && name === "id" ? "yamlId" : name);

class TypeDefinitions {
  readonly objects = new Map<string, GraphqlObject>();

  /** Declares the object type `name` with the fields of `shape` (and `derived`), merged with its other declarations. */
  declare(name: string, shape: Record<string, z.ZodType>, where: string, options: { node?: "data" | "markdown"; derived?: Record<string, DerivedField> } = {}) {
    const object = this.objects.get(name) ?? { node: options.node !== undefined, fields: new Map(), declarations: 0, declaredIn: new Map() };
    this.objects.set(name, object);
    object.declarations += 1;
    const fields: [string, GraphqlField][] = [
      ...Object.entries(shape).map(([key, schema]): [string, GraphqlField] => [
        nodeFieldName(key, options.node === "data"),
        { type: this.fieldType(schema, `${where}.${key}`) },
      ]),
      ...Object.entries(options.derived ?? {}),
    ];
    for (const [fieldName, field] of fields) {
      const earlier = object.fields.get(fieldName);
      if (earlier && earlier.type !== field.type) {
        throw new Error(`${where}.${fieldName}: ${name}.${fieldName} is ${earlier.type} elsewhere, ${field.type} here`);
      }
      object.fields.set(fieldName, field);
      object.declaredIn.set(fieldName, (object.declaredIn.get(fieldName) ?? 0) + 1);
    }
  }

  /** A field's GraphQL type with its directive: required unless optional, lists of required items. */
  fieldType(schema: z.ZodType, where: string): string {
    const def = defOf(schema);
    if (def.type === "optional" && def.innerType) return this.fieldType(def.innerType, where).replace(/!(?=( @|$))/, "");
    const { type, directive } = this.valueType(schema, where);
    return directive ? `${type}! ${directive}` : `${type}!`;
  }

  private valueType(schema: z.ZodType, where: string): { type: string; directive?: string } {
    const def = defOf(schema);
    const meta = graphqlTypes.get(schema);
    if (def.type === "array" && def.element) {
      const element = this.fieldType(def.element, `${where}[]`);
      const [type, directive] = element.split(" ", 2) as [string, string | undefined];
      return { type: `[${type}]`, directive };
    }
    if (def.type === "object" && def.shape) {
      if (!meta) throw new Error(`${where}: an object needs its GraphQL type's name (named() in src/content-types)`);
      this.declare(meta.typeName, def.shape, where);
      return { type: meta.typeName };
    }
    if (meta) return { type: meta.typeName, directive: meta.directive };
    if (imageSlots.has(schema)) return { type: "File", directive: "@fileByRelativePath" };
    if (def.type === "string" || def.type === "enum") return { type: "String" };
    if (def.type === "number") return { type: isInteger(def) ? "Int" : "Float" };
    if (def.type === "boolean") return { type: "Boolean" };
    throw new Error(`${where}: no GraphQL type for a zod ${def.type}`);
  }

  /** The type definitions as Gatsby's createTypes reads them. */
  toString(): string {
    return [...this.objects].map(([name, object]) => {
      const fields = [...object.fields].map(([fieldName, field]) => {
        if (field.type.split(" ")[0]?.endsWith("!") && object.declaredIn.get(fieldName) !== object.declarations) {
          throw new Error(`${name}.${fieldName} is required in one declaration of ${name} and absent from another`);
        }
        const description = field.description ? `  ${JSON.stringify(field.description)}\n` : "";
        return `${description}  ${fieldName}: ${field.type}`;
      });
      return `type ${name}${object.node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`;
    }).join("\n\n");
  }
}

/** Every content type's GraphQL type definitions, and the types of the objects inside them. */
export function contentTypeDefinitions(): string {
  const definitions = new TypeDefinitions();
  for (const kind of Object.values(MARKDOWN_KINDS)) {
    const { shape } = defOf(kind.frontmatter);
    definitions.declare(kind.typeName, shape ?? {}, kind.typeName, { node: "markdown", derived: MARKDOWN_PAGE_FIELDS });
  }
  for (const data of Object.values(DATA_TYPES)) {
    const { shape } = defOf(data.entry);
    definitions.declare(data.typeName, shape ?? {}, data.typeName, { node: "data", derived: data.derived });
  }
  return definitions.toString();
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefinitions());
};
