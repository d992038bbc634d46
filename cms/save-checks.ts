// The build's rules, applied in the editor's browser to an entry about to be saved, before any
// request leaves it: where the CMS is hosted, nothing of ours stands between it and the
// repository, so the editor learns here, in the build's words, what the build would refuse.
// - a new entry of a folder collection needs an address of its own: one its title gives, and
//   not one another entry has (entry-addresses.ts, the local guard's words);
// - the file passes its content type's schema (file-rules.ts, the local guard's words);
// - the rules across files (content-references.ts) find nothing new once the entry is put in
//   the content the build last checked (content-set.json): a page naming a missing FAQ set, an
//   article by a team member no longer listed, two pages at one address. Compared before and
//   after, so a problem the content already had is not blamed on this save.
// What needs the files themselves stays with the local guard and the build: picture sizes, and
// the links in a Markdown body (its HTML is the build's).
// Bundled for the browser (save-checks-bundle.ts): nothing here, nor anything it imports, may need Node.
import { yamlTypeName } from "../src/node/content-files";
import { checkContentSet, type ContentSet } from "../src/node/content-references";
import { collections, YAML_LIST_FIELD, YAML_LIST_FORMAT } from "./config";
import { asciiLowerCase, entrySlug, folderCollectionsOf, noAddressProblem, placeOf, takenAddressProblem } from "./entry-addresses";
import { checkAsTheBuild, isDataFile, markdownKindOf, refusedSave } from "./file-rules";

const folderCollections = folderCollectionsOf(collections);

/** An entry as the CMS is about to save it, after the save hook has put its data in the file's form. */
export interface EntrySave {
  /** The collection's name, e.g. "blog". */
  collection: string;
  /** Its slug: a folder entry's folder, a collection of files' file name. */
  slug: string;
  /** Its file, project-relative; empty for an entry not yet saved. */
  path: string;
  /** An entry not yet saved: Decap names its file from its title. */
  isNew: boolean;
  /** The entry's fields, as plain data. */
  data: Record<string, unknown>;
}

/** The file an entry is saved to, and its content as the build reads that file. */
function fileOf(save: EntrySave): { file: string; content: unknown } | undefined {
  const collection = collections.find((candidate) => candidate.name === save.collection);
  if (!collection) return undefined;
  if (collection.files) {
    const file = collection.files.find((candidate) => candidate.name === save.slug)?.file;
    if (!file) return undefined;
    return { file, content: collection.format === YAML_LIST_FORMAT ? save.data[YAML_LIST_FIELD] : save.data };
  }
  const { body: _body, ...frontmatter } = save.data;
  if (!save.isNew) return { file: save.path, content: frontmatter };
  const title = typeof save.data.title === "string" ? save.data.title : "";
  const place = collection.path === "{{slug}}/index" ? `${entrySlug(title)}/index` : entrySlug(title);
  return { file: `${collection.folder}/${place}.${collection.extension ?? "md"}`, content: frontmatter };
}

/** Why a new entry at `file` would have no address, or one already taken in `published`. */
function addressProblem(file: string, published: ContentSet | undefined): string | undefined {
  const noAddress = noAddressProblem(folderCollections, file);
  if (noAddress) return noAddress;
  const place = placeOf(folderCollections, file);
  if (!place || !published) return undefined;
  const slug = asciiLowerCase(place.segments[0] ?? "");
  const folder = place.collection.folder.replace(/\/+$/, "");
  const taken = published.markdown
    .map((entry) => placeOf(folderCollections, entry.file))
    .find((other) => other?.collection.folder === place.collection.folder && asciiLowerCase(other.segments[0] ?? "") === slug);
  const name = taken?.segments[0];
  return name === undefined ? undefined : takenAddressProblem(place.collection, { name, isEntry: published.markdown.some((entry) => entry.file === `${folder}/${name}/index.md`) });
}

/** `published` with `file` holding `content` (its content as read, checked by its schema). */
function withSaved(published: ContentSet, file: string, content: unknown): ContentSet {
  if (isDataFile(file)) {
    const saved = { file, typeName: yamlTypeName(file), value: content };
    return { ...published, dataFiles: [...published.dataFiles.filter((other) => other.file !== file), saved] };
  }
  const kind = markdownKindOf(file);
  if (!kind) return published;
  const [name = "", folder = ""] = file.replace(/\.md$/, "").split("/").reverse();
  const saved = { kind, file, slug: name === "index" ? folder : name, frontmatter: content as Record<string, unknown> };
  return { ...published, markdown: [...published.markdown.filter((other) => other.file !== file), saved] };
}

/** Each problem of the rules across files as one line, with its place. */
const problemLines = (set: ContentSet): Map<string, { where: string; problem: string }> =>
  new Map(checkContentSet(set).flatMap(({ where, problems }) => problems.map((problem) => [`${where}\n${problem}`, { where, problem }] as const)));

/**
 * Why the build would refuse the content with `save` in it, in the words the build and the local
 * guard use; undefined when nothing the browser can check is wrong. `published` is the content
 * as the build last checked it; without it, only the entry's own file is checked.
 */
export function saveProblem(save: EntrySave, published: ContentSet | undefined): string | undefined {
  const target = fileOf(save);
  if (!target) return undefined;
  const { file } = target;
  if (save.isNew) {
    const problem = addressProblem(file, published);
    if (problem) return problem;
  }
  const reading = checkAsTheBuild(file, target.content);
  if (reading.kind === "refused") return refusedSave([{ where: file, problems: reading.problems }]);
  if (reading.kind === "unchecked" || !published) return undefined;

  const before = problemLines(published);
  const found = new Map<string, string[]>();
  // The build keeps a data file as written and a Markdown file's frontmatter as its schema reads it.
  const saved = withSaved(published, file, isDataFile(file) ? target.content : reading.value);
  for (const [key, { where, problem }] of problemLines(saved)) {
    if (before.has(key)) continue;
    found.set(where, [...(found.get(where) ?? []), problem]);
  }
  return found.size === 0 ? undefined : refusedSave([...found].map(([where, problems]) => ({ where, problems })));
}
