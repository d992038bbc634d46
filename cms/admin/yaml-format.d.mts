// Types for yaml-format.mjs (plain JavaScript, as the admin page loads it untranspiled).

/** The parts of the `yaml` package (version 1) the writer uses: passed in, so browser and Node share one writer. */
export interface YamlLibrary {
  Document: new () => { contents: unknown; toString(): string };
  createNode(value: unknown): unknown;
  parseDocument(text: string, options?: { prettyErrors?: boolean }): { errors: { message: string }[]; toJSON(): unknown };
}

/** A CMS field as far as the writer needs it: its name, and the fields of an object or a list's items. */
export interface FieldOrder {
  name: string;
  widget?: string;
  fields?: FieldOrder[];
  field?: FieldOrder;
}

export function isPlainObject(value: unknown): value is Record<string, unknown>;
export function orderByFields<T>(data: T, fields?: readonly FieldOrder[]): T;
export function mapToYaml(YAML: YamlLibrary, data: unknown, fields?: readonly FieldOrder[]): string;
export function listToYaml(YAML: YamlLibrary, items: unknown, listField?: FieldOrder): string;
export function frontmatterToText(YAML: YamlLibrary, data: Record<string, unknown>, fields?: readonly FieldOrder[]): string;
export function parseYaml(YAML: YamlLibrary, text: string): unknown;
export function parseFrontmatter(YAML: YamlLibrary, text: string): Record<string, unknown>;
