// npm run docs:content: rewrites the field tables of the editor's guide from the content types.
import fs from "node:fs";
import path from "node:path";
import { withFieldTables } from "./field-docs";

const guide = path.resolve(__dirname, "../docs/editing.md");
fs.writeFileSync(guide, withFieldTables(fs.readFileSync(guide, "utf8")));
