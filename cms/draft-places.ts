// Where the files of one entry's draft may lie. A draft of the editorial workflow is one entry:
// its text file, and for an entry kept in a folder of its own, the images beside it. Nothing
// else: a draft that would write another entry's files, or anything outside content/, is not a
// draft of that entry. Pure, from the CMS configuration.
import type { CmsCollection } from "./config";

export interface DraftPlace {
  /** The entry's text file, relative to the project. */
  dataFile: string;
  /** The folder of the entry's own files (its images), for an entry kept in a folder of its own. */
  folder?: string;
}

/** A slug that is one plain path segment and a valid part of a git branch name. */
const DRAFT_SLUG = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9_-])?$/;

/** The place of the draft of `collection`'s entry `slug`, or undefined when there can be no such draft. */
export function draftPlaceOf(collections: readonly CmsCollection[], collection: string, slug: string): DraftPlace | undefined {
  const found = collections.find((candidate) => candidate.name === collection);
  if (!found || !DRAFT_SLUG.test(slug) || slug.includes("..") || slug.endsWith(".lock")) return undefined;
  if (found.files) {
    const file = found.files.find((candidate) => candidate.name === slug);
    return file ? { dataFile: file.file } : undefined;
  }
  if (!found.folder) return undefined;
  const folder = found.folder.replace(/\/+$/, "");
  const extension = found.extension ?? "md";
  if (found.path === "{{slug}}/index") return { dataFile: `${folder}/${slug}/index.${extension}`, folder: `${folder}/${slug}` };
  if (found.path === undefined) return { dataFile: `${folder}/${slug}.${extension}` };
  return undefined;
}

/** Whether `file` is one of the draft's own files. */
export function isInPlace(place: DraftPlace, file: string): boolean {
  return file === place.dataFile || (place.folder !== undefined && file.startsWith(`${place.folder}/`));
}
