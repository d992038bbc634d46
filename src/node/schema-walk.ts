// Walks a content value beside the zod schema that checked it, so a rule attached to a schema
// (an image's slot, the one link schema) finds every value it governs, at any depth.
import type * as z from "zod";

interface WalkDef {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

export interface Leaf {
  /** The schema of the value itself, unwrapped from `optional`. */
  schema: z.ZodType;
  value: unknown;
  /** Where it is, e.g. ["links", "2", "to"]. */
  path: string[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: WalkDef }).def;

/** Every value below an object or a list that the schema describes, with its own schema. */
export function leavesOf(schema: z.ZodType, value: unknown, path: string[] = []): Leaf[] {
  const def = defOf(schema);
  if (def.type === "optional" && def.innerType) {
    return value === undefined ? [] : leavesOf(def.innerType, value, path);
  }
  if (def.type === "array" && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.flatMap((item, index) => leavesOf(element, item, [...path, String(index)]));
  }
  if (def.type === "object" && def.shape && value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.entries(def.shape).flatMap(([key, child]) =>
      Object.hasOwn(record, key) ? leavesOf(child, record[key], [...path, key]) : [],
    );
  }
  return [{ schema, value, path }];
}
