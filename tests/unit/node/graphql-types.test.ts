// The GraphQL types Gatsby gets are generated from the content types' zod schemas; these are held
// to the hand-written type definitions they replace, type by type and field by field.
import { contentTypeDefinitions } from "../../../src/node/graphql-types";
import { typeDefs } from "../../../src/node/schema";

/**
 * Each object type's interfaces and directives, and each field's type, directives and description,
 * read from type definitions of the form createTypes takes: `type Name [implements Node @dontInfer] { ... }`.
 */
function typesOf(sdl: string): Record<string, Record<string, string>> {
  const types: Record<string, Record<string, string>> = {};
  for (const [, name = "", heading = "", body = ""] of sdl.matchAll(/type (\w+)([^{]*)\{([^}]*)\}/g)) {
    const fields: Record<string, string> = { "(type)": heading.replace(/\s+/g, " ").trim() };
    for (const [, description = "", field = "", type = ""] of body.matchAll(/(?:"([^"]*)"\s*)?(\w+): ([^\n]+)/g)) {
      fields[field] = `${type.trim()} ${description}`.trim();
    }
    types[name] = fields;
  }
  return types;
}

test("the generated type definitions equal the hand-written ones, type by type and field by field", () => {
  const generated = typesOf(contentTypeDefinitions());
  const written = typesOf(typeDefs);
  expect(Object.keys(generated).sort()).toEqual(Object.keys(written).sort());
  for (const name of Object.keys(written)) expect({ [name]: generated[name] }).toEqual({ [name]: written[name] });
});
