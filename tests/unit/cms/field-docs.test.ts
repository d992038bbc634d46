// The editor's guide's field tables say what the content types say: a field added, renamed or
// relabelled without `npm run docs:content` fails here.
import fs from "node:fs";
import path from "node:path";
import { withFieldTables } from "../../../cms/field-docs";

const guide = fs.readFileSync(path.resolve(__dirname, "../../../docs/editing.md"), "utf8");

test("docs/editing.md's generated field tables are up to date (npm run docs:content)", () => {
  expect(guide).toContain("<!-- generated: article fields -->");
  expect(withFieldTables(guide)).toBe(guide);
});
