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
  /**
   * The media folder the other entries' images are uploaded to (a team portrait, a logo): a draft
   * may add one there, which the guard lets replace no picture another file uses.
   */
  mediaFolder?: string;
}

/** A segment of a slug that is a plain path segment and a valid part of a git branch name. */
const DRAFT_SLUG_SEGMENT = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9_-])?$/;

/**
 * The place of the draft of `collection`'s entry `slug`, or undefined when there can be no such
 * draft. Decap names an entry of a folder collection by its path below the folder without the
 * extension: `<slug>/index` where each entry is a folder (path `{{slug}}/index`); a file
 * collection's entry by the file's name in the configuration.
 */
export function draftPlaceOf(collections: readonly CmsCollection[], collection: string, slug: string, mediaFolder?: string): DraftPlace | undefined {
  const found = collections.find((candidate) => candidate.name === collection);
  const segments = slug.split("/");
  if (!found || !segments.every((segment) => DRAFT_SLUG_SEGMENT.test(segment) && !segment.includes("..") && !segment.endsWith(".lock"))) return undefined;
  if (found.files) {
    const file = found.files.find((candidate) => candidate.name === slug);
    return file ? { dataFile: file.file, mediaFolder } : undefined;
  }
  if (!found.folder) return undefined;
  const folder = found.folder.replace(/\/+$/, "");
  const extension = found.extension ?? "md";
  if (found.path === "{{slug}}/index") {
    return segments.length === 2 && segments[1] === "index" ? { dataFile: `${folder}/${slug}.${extension}`, folder: `${folder}/${segments[0]}` } : undefined;
  }
  if (found.path === undefined && segments.length === 1) return { dataFile: `${folder}/${slug}.${extension}`, mediaFolder };
  return undefined;
}

/** Whether `file` is one of the draft's own files. */
export function isInPlace(place: DraftPlace, file: string): boolean {
  const within = (folder: string | undefined) => folder !== undefined && file.startsWith(`${folder.replace(/\/+$/, "")}/`);
  return file === place.dataFile || within(place.folder) || within(place.mediaFolder);
}
