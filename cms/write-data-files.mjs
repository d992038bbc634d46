// Writes every YAML file in content/data exactly as the CMS would save it, so an editor's save
// changes only the lines of what they changed. `--check` writes nothing and exits 1 naming each
// file not in that form (run by `npm run test:cms`). Run with tsx (it reads the TypeScript config):
//   npx tsx cms/write-data-files.mjs [--check]
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import { collections, YAML_LIST_FORMAT } from "./config.ts";
import { listToYaml, mapToYaml, parseYaml } from "./admin/yaml-format.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
// The YAML reader the site's build uses (the project's js-yaml, not one of the CMS's packages).
const jsYaml = createRequire(path.join(projectRoot, "package.json"))("js-yaml");

const dataFiles = collections.flatMap((collection) =>
  (collection.files ?? []).map((file) => ({ ...file, isList: collection.format === YAML_LIST_FORMAT })),
);

const unlisted = fs
  .readdirSync(path.join(projectRoot, "content/data"))
  .filter((name) => !dataFiles.some((file) => path.basename(file.file) === name));
if (unlisted.length > 0) {
  console.error(`No CMS collection edits content/data/${unlisted.join(", content/data/")}: add each to cms/config.ts.`);
  process.exit(1);
}

const misfits = [];
for (const file of dataFiles) {
  const absolute = path.join(projectRoot, file.file);
  const written = fs.readFileSync(absolute, "utf8");
  const data = parseYaml(YAML, written);
  const asCmsWrites = file.isList ? listToYaml(YAML, data) : mapToYaml(YAML, data, file.fields.map((field) => field.name));
  if (asCmsWrites === written) continue;
  // The site reads these files with js-yaml: the new text must hold the very same values.
  assert.deepEqual(jsYaml.load(asCmsWrites), jsYaml.load(written), `${file.file}: values would change`);
  misfits.push(file.file);
  if (!check) fs.writeFileSync(absolute, asCmsWrites);
}

if (check && misfits.length > 0) {
  console.error(`Not as the CMS writes them (run npx tsx cms/write-data-files.mjs): ${misfits.join(", ")}`);
  process.exit(1);
}
console.log(misfits.length === 0 ? "Every data file is as the CMS writes it." : `Rewritten: ${misfits.join(", ")}`);
