// The editor's guide's tables say what the content types and the CMS say: a collection, a file or
// a field added, renamed or relabelled without `npm run docs:content` fails here.
import fs from "node:fs";
import path from "node:path";
import { withFieldTables } from "../../../cms/field-docs";

const guide = fs.readFileSync(path.resolve(__dirname, "../../../docs/editing.md"), "utf8");

test("docs/editing.md's generated tables are up to date (npm run docs:content)", () => {
  for (const table of ["collections", "article fields", "case study fields", "legal page fields", "data file fields"]) {
    expect(guide).toContain(`<!-- generated: ${table} -->`);
  }
  expect(withFieldTables(guide)).toBe(guide);
});
