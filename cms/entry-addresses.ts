// Where an entry of a folder collection (`<folder>/<slug>/index.md`, its images beside it) lives,
// the address its title gives it, and the words for an address the CMS must refuse. Pure, so
// the local backend's guard (entry-guard.ts) and the checks in the editor's browser
// (save-checks.ts) refuse the same entries in the same words.
import diacritics from "diacritics";
import { routes } from "../src/lib/routes";
import type { CmsCollection } from "./config";

/** A collection whose entries are folders: `<folder>/<slug>/index.md`, their images beside it. */
export interface FolderCollection {
  /** The collection's folder, relative to the project, e.g. `content/blog`. */
  folder: string;
  /** What one entry is called, in lower case: "article", "case study". */
  entryName: string;
  /** The address the site publishes an entry at, e.g. `/blogs/<slug>`. */
  address: (slug: string) => string;
}

/** Where each collection of folders is published on the site. */
const addressOfCollection: Record<string, (slug: string) => string> = {
  blog: routes.article,
  "case-studies": routes.caseStudy,
};

/** The collections whose entries are folders (`{{slug}}/index`), as the guard and the browser's checks know them. */
export function folderCollectionsOf(collections: readonly CmsCollection[]): FolderCollection[] {
  return collections.flatMap((collection) => {
    const address = addressOfCollection[collection.name];
    if (collection.path !== "{{slug}}/index" || !collection.folder) return [];
    if (!address) throw new Error(`cms/entry-addresses.ts: say where collection ${collection.name} is published (addressOfCollection)`);
    return [{ folder: collection.folder, entryName: (collection.label_singular ?? collection.label).toLowerCase(), address }];
  });
}

const toPosix = (file: string) => file.split("\\").join("/");
/** Lower-cases A-Z only: addresses are ASCII, and other letters never reach them. */
export const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const withIndefiniteArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}`;

/** The folder collection a path lies in, and the path's segments below the collection's folder. */
export function placeOf(collections: readonly FolderCollection[], relative: string): { collection: FolderCollection; segments: string[] } | undefined {
  const file = toPosix(relative);
  for (const collection of collections) {
    const folder = collection.folder.replace(/\/+$/, "");
    if (file.startsWith(`${folder}/`)) return { collection, segments: file.slice(folder.length + 1).split("/") };
  }
  return undefined;
}

/**
 * Why an entry saved at `file` has no address (a title with no Latin letter or digit gives an
 * empty or punctuation-only folder name), or undefined.
 */
export function noAddressProblem(collections: readonly FolderCollection[], file: string): string | undefined {
  const place = placeOf(collections, file);
  if (!place) return undefined;
  const { collection, segments } = place;
  // Decap names an entry <slug>/index.md, numbering the name (index-1.md) when the folder is taken.
  if (!/^index(-\d+)?\.md$/.test(segments[segments.length - 1] ?? "")) return undefined;
  const slug = segments.length >= 2 ? (segments[0] ?? "") : "";
  return /[a-z0-9]/i.test(slug)
    ? undefined
    : `The title gives this ${collection.entryName} no address: its address (${collection.address("…")}) is made of the title's Latin letters and digits (a–z, 0–9), and this title has none. Write the title with Latin letters or digits.`;
}

/** The words for a new entry whose folder name is `taken`'s, compared without regard to ASCII case. */
export function takenAddressProblem(collection: FolderCollection, taken: { name: string; isEntry: boolean }): string {
  const folder = collection.folder.replace(/\/+$/, "");
  if (taken.isEntry) {
    return `${withIndefiniteArticle(collection.entryName)} already lives at ${collection.address(taken.name)} (${folder}/${taken.name}/index.md): change the title.`;
  }
  return `${folder}/${taken.name} already exists and is not ${withIndefiniteArticle(collection.entryName).toLowerCase()}: change the title, or remove ${folder}/${taken.name}.`;
}

/** The words for a new entry stored anywhere but `<folder>/<address>/index.md`. */
export const misplacedEntryProblem = (collection: FolderCollection, file: string): string =>
  `${withIndefiniteArticle(collection.entryName)} is stored as ${collection.folder.replace(/\/+$/, "")}/<address>/index.md, not ${file}: change the title.`;

/** Decap's slug settings, as cms/config.ts gives them (`slug` of the configuration). */
export const SLUG_SETTINGS = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

/** Characters Decap keeps in an ASCII address (RFC 3986's unreserved characters). */
const ADDRESS_CHARACTER = /[\w\-.~]/i;
/** Names a file may not have on common systems, which Decap's file-name sanitiser replaces. */
const RESERVED_NAME = /^(\.+|(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?)$/i;

/**
 * The folder name Decap gives a new entry of a `{{slug}}` collection from its title, with
 * SLUG_SETTINGS: trimmed, lower case, apostrophes dropped, full stops as dashes, accents
 * removed, every other character outside letters, digits, `_ - . ~` replaced by a dash, runs of
 * dashes made one and none at either end. The CMS's browser test creates entries with Decap
 * itself and checks their folders against this.
 */
export function entrySlug(title: string): string {
  const prepared = diacritics.remove(title.trim().toLocaleLowerCase().replace(/'/g, "").replace(/\./g, "-"));
  const replaced = Array.from(prepared, (character) => (ADDRESS_CHARACTER.test(character) ? character : "-")).join("");
  const named = RESERVED_NAME.test(replaced) ? "-" : replaced.replace(/[. ]+$/, "-");
  return named.replace(/-+/g, "-").replace(/^-/, "").replace(/-$/, "");
}
