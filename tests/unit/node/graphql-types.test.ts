// The GraphQL types Gatsby gets are generated from the content types' zod schemas. Every field
// they declare must reach the query types that pages are typed with (src/gatsby-types.d.ts, which
// the build writes from the schema), with the same type and the same required mark: a change to a
// schema shows up in the query types in the same commit, or this fails.
import fs from "node:fs";
import path from "node:path";
import { contentTypeDefinitions } from "../../../src/node/graphql-types";

const queryTypes = fs.readFileSync(path.resolve(__dirname, "../../../src/gatsby-types.d.ts"), "utf8");

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "Date"]);

/** A GraphQL type as graphql-typegen writes it in TypeScript: `[String!]` is `Maybe<ReadonlyArray<Scalars['String']>>`. */
function typeScriptOf(graphqlType: string): string {
  if (!graphqlType.endsWith("!")) return `Maybe<${typeScriptOf(`${graphqlType}!`)}>`;
  const type = graphqlType.slice(0, -1);
  if (type.startsWith("[")) return `ReadonlyArray<${typeScriptOf(type.slice(1, -1))}>`;
  return SCALARS.has(type) ? `Scalars['${type}']` : type;
}

/** Each generated field, as `Type.field: <its TypeScript type>`. */
function generatedFields(): string[] {
  return [...contentTypeDefinitions().matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)].flatMap(([, name = "", body = ""]) =>
    [...body.matchAll(/^\s*(\w+): (\S+)/gm)].map(([, field = "", type = ""]) => `${name}.${field}: ${typeScriptOf(type)}`),
  );
}

/** Each field of the query types' object types, as `Type.field: <its TypeScript type>`. */
function queryTypeFields(): Set<string> {
  const fields = new Set<string>();
  for (const [, name = "", body = ""] of queryTypes.matchAll(/^type (\w+) = (?:Node & )?\{\n([\s\S]*?)\n\};/gm)) {
    for (const [, field = "", type = ""] of body.matchAll(/^\s*readonly (\w+): (.+);$/gm)) fields.add(`${name}.${field}: ${type}`);
  }
  return fields;
}

test("every field of the generated GraphQL types is in the query types, with its type and required mark", () => {
  const generated = generatedFields();
  const known = queryTypeFields();
  expect(generated.length).toBeGreaterThan(200);
  expect(generated.filter((field) => !known.has(field))).toEqual([]);
});
