// Writes every file the CMS edits exactly as the CMS would save it: the YAML files in content/data,
// and the frontmatter of the articles, case studies and legal pages (their bodies are left as
// written). An editor's save then changes only the lines of what they changed. `--check` writes
// nothing and exits 1 naming each file not in that form (run by `npm run test:cms`). Run with tsx
// (it reads the TypeScript config):
//   npx tsx cms/write-data-files.mjs [--check]
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import { collections, YAML_LIST_FORMAT } from "./config.ts";
import { readFrontmatter } from "../src/node/content-files.ts";
import { frontmatterToText, listToYaml, mapToYaml, parseFrontmatter, parseYaml } from "./admin/yaml-format.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
// The YAML reader the site's build uses (the project's js-yaml, not one of the CMS's packages),
// with the schema the build reads frontmatter with: timestamps stay the strings they are.
const jsYaml = createRequire(path.join(projectRoot, "package.json"))("js-yaml");
const asBuildReads = (text) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });

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

/** The Markdown files of a folder collection: `<folder>/<slug>/index.md` or `<folder>/<slug>.md`, as its `path` says. */
function markdownFiles(collection) {
  const folder = path.join(projectRoot, collection.folder);
  const extension = collection.extension ?? "md";
  const inOwnFolder = (collection.path ?? "{{slug}}").endsWith("/index");
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .map((entry) => (inOwnFolder ? (entry.isDirectory() ? path.join(entry.name, `index.${extension}`) : "") : entry.isFile() && entry.name.endsWith(`.${extension}`) ? entry.name : ""))
    .filter((name) => name !== "" && fs.existsSync(path.join(folder, name)))
    .map((name) => path.join(collection.folder, name));
}

/** Each file with the text the CMS would write for it, and the values the build reads from both. */
const files = [
  ...dataFiles.map((file) => ({
    file: file.file,
    asCmsWrites: (written) => {
      const data = parseYaml(YAML, written);
      return file.isList ? listToYaml(YAML, data, file.fields[0]) : mapToYaml(YAML, data, file.fields);
    },
    values: (text) => asBuildReads(text),
  })),
  ...collections
    .filter((collection) => collection.folder && collection.fields)
    .flatMap((collection) =>
      markdownFiles(collection).map((file) => ({
        file,
        asCmsWrites: (written) => frontmatterToText(YAML, parseFrontmatter(YAML, written), collection.fields),
        values: (text) => {
          const { body = "", ...frontmatter } = parseFrontmatter(YAML, text);
          return { frontmatter: readFrontmatter(text), parsed: frontmatter, body: body.trimEnd() };
        },
      })),
    ),
];

const misfits = [];
for (const { file, asCmsWrites, values } of files) {
  const absolute = path.join(projectRoot, file);
  const written = fs.readFileSync(absolute, "utf8");
  const rewritten = asCmsWrites(written);
  if (rewritten === written) continue;
  // The site reads these files with js-yaml: the new text must hold the very same values.
  assert.deepEqual(values(rewritten), values(written), `${file}: values would change`);
  misfits.push(file);
  if (!check) fs.writeFileSync(absolute, rewritten);
}

if (check && misfits.length > 0) {
  console.error(`Not as the CMS writes them (run npx tsx cms/write-data-files.mjs): ${misfits.join(", ")}`);
  process.exit(1);
}
console.log(misfits.length === 0 ? "Every file the CMS edits is as the CMS writes it." : `Rewritten: ${misfits.join(", ")}`);
