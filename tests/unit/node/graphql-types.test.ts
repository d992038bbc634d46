// The GraphQL types Gatsby gets are generated from the content types' zod schemas; these are held
// to the hand-written type definitions they replace, type by type and field by field.
import { parse, print, type ObjectTypeDefinitionNode } from "graphql";
import { contentTypeDefinitions } from "../../../src/node/graphql-types";
import { typeDefs } from "../../../src/node/schema";

/** Each object type's interfaces and directives, and each field's type, directives and description. */
function typesOf(sdl: string): Record<string, Record<string, string>> {
  const types: Record<string, Record<string, string>> = {};
  for (const definition of parse(sdl).definitions as ObjectTypeDefinitionNode[]) {
    const fields: Record<string, string> = {
      "(type)": [...(definition.interfaces ?? []).map(print), ...(definition.directives ?? []).map(print)].join(" "),
    };
    for (const field of definition.fields ?? []) {
      fields[field.name.value] = [print(field.type), ...(field.directives ?? []).map(print), field.description?.value ?? ""].join(" ").trim();
    }
    types[definition.name.value] = fields;
  }
  return types;
}

test("the generated type definitions equal the hand-written ones, type by type and field by field", () => {
  const generated = typesOf(contentTypeDefinitions());
  const written = typesOf(typeDefs);
  expect(Object.keys(generated).sort()).toEqual(Object.keys(written).sort());
  for (const name of Object.keys(written)) expect({ [name]: generated[name] }).toEqual({ [name]: written[name] });
});
