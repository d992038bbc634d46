// The rules for what the CMS may write, applied to each writing request before the local backend
// (local-backend.ts) carries it out; those that would lose or misplace content are refused with
// a message the CMS shows the editor. The rules:
// - a new entry of a folder collection (<folder>/<slug>/index.md, images beside the text) gets a
//   folder of its own: an address that is empty, or already taken by another folder (compared
//   without regard to ASCII case, as a case-insensitive disk or URL would), is refused, and so is
//   an entry moved (a changed address) onto a taken one;
// - an entry's images are stored inside its own folder, and an upload never replaces a file that
//   another content file uses;
// - an upload is an image of a kind the site publishes (JPEG, PNG, WebP, AVIF), judged by its
//   bytes, with the file ending of its kind: never a text file, a page or a script;
// - a saved file passes the build's rules for that file (contentProblems);
// - deleting an entry of a folder collection deletes its folder (Decap deletes only index.md);
// - deleting a file that a content file still uses is refused, naming the files that use it.
// Paths reach the guard already confined to the content folder (content-folder.ts).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { BackendRequest } from "./backend-requests";
import {
  asciiLowerCase,
  misplacedEntryProblem,
  noAddressProblem,
  placeOf,
  takenAddressProblem,
  type FolderCollection,
} from "./entry-addresses";
import { listed, refusedSave } from "./file-rules";

export type { FolderCollection };

export interface EntryGuardOptions {
  /** The project, whose paths the CMS names relative to it. */
  projectRoot: string;
  /** Where content files live, relative to the project; their references to images are checked. */
  contentFolder: string;
  folderCollections: FolderCollection[];
  /**
   * The problems the build would report for a file about to be saved (`field: message` lines),
   * or none; a save with any is refused. `uploads` holds the pictures saved with it, by absolute
   * path. Left out, the content of a save is not checked.
   */
  contentProblems?: (file: string, text: string, uploads: Map<string, Buffer>) => string[] | Promise<string[]>;
}

export type GuardVerdict =
  /** Carry the request out as it came. */
  | { outcome: "allow" }
  /** Answer with `{ error }`: the CMS shows the error and nothing is written. */
  | { outcome: "refuse"; status: number; error: string }
  /** Delete these entry folders whole, and these other files. */
  | { outcome: "delete"; folders: string[]; others: string[] };

/** The image kinds an upload may be, by the format sharp reads from its bytes, with their file endings. */
const UPLOAD_KINDS: Record<string, { label: string; endings: string[] }> = {
  jpeg: { label: "JPEG", endings: [".jpg", ".jpeg"] },
  png: { label: "PNG", endings: [".png"] },
  webp: { label: "WebP", endings: [".webp"] },
  heif: { label: "AVIF", endings: [".avif"] },
};
const UPLOAD_KIND_NAMES = "JPEG, PNG, WebP or AVIF";

/** Content files that may name an image by its path. */
const TEXT_FILE = /\.(md|markdown|ya?ml|json)$/i;

const toPosix = (file: string) => file.split(path.sep).join("/");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

/** Why `bytes` may not be uploaded as `file`, or undefined when it is an image of a kind the site publishes. */
export async function uploadProblem(file: string, bytes: Buffer): Promise<string | undefined> {
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => (metadata.format === "heif" && metadata.compression !== "av1" ? "heic" : metadata.format))
    .catch(() => undefined);
  const kind = format === undefined ? undefined : UPLOAD_KINDS[format];
  const name = path.posix.basename(file);
  if (!kind) {
    return TEXT_FILE.test(file)
      ? `Not uploaded: ${file} is a content file, changed only through its own entry, where every field is checked; the media library takes images (${UPLOAD_KIND_NAMES}).`
      : `Not uploaded: ${name} is not a ${UPLOAD_KIND_NAMES} image. The site publishes images of those kinds only.`;
  }
  const ending = path.posix.extname(file).toLowerCase();
  if (!kind.endings.includes(ending)) {
    return `Not uploaded: ${name} is a ${kind.label} image, so its name must end ${listed(kind.endings.map((candidate) => `"${candidate}"`)).replace(/ and /, " or ")}.`;
  }
  return undefined;
}

export class EntryGuard {
  private readonly root: string;

  constructor(private readonly options: EntryGuardOptions) {
    this.root = path.resolve(options.projectRoot);
  }

  /** What to do with one writing request; reads need no rule beyond the content folder. */
  async check(request: BackendRequest): Promise<GuardVerdict> {
    switch (request.action) {
      case "persistEntry":
        return this.checkPersistEntry(request);
      case "persistMedia": {
        const { asset } = request.params;
        const problem = await uploadProblem(asset.path, Buffer.from(asset.content, "base64"));
        return problem ? { outcome: "refuse", status: 422, error: problem } : this.checkUpload(asset.path, []);
      }
      case "deleteFile":
        return this.checkDelete([request.params.path]);
      case "deleteFiles":
        return this.checkDelete(request.params.paths);
      default:
        return { outcome: "allow" };
    }
  }

  /** The absolute path of a project-relative path, or undefined when it leaves the project. */
  private resolve(relative: string): string | undefined {
    const absolute = path.resolve(this.root, relative);
    return absolute === this.root || absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }

  private relative(absolute: string): string {
    return toPosix(path.relative(this.root, absolute));
  }

  /** The folder collection a path lies in, and the path's segments below the collection's folder. */
  private placeOf(relative: string): { collection: FolderCollection; segments: string[] } | undefined {
    return placeOf(this.options.folderCollections, path.posix.normalize(toPosix(relative)));
  }

  /** The entry folder of `<folder>/<slug>/index.md`, or undefined when the path is not an entry's text. */
  private entryOf(relative: string): { collection: FolderCollection; slug: string } | undefined {
    const place = this.placeOf(relative);
    if (!place || place.segments.length !== 2 || place.segments[1] !== "index.md") return undefined;
    const slug = place.segments[0] ?? "";
    if (slug === "" || slug === "." || slug === "..") return undefined;
    return { collection: place.collection, slug };
  }

  private async checkPersistEntry(request: Extract<BackendRequest, { action: "persistEntry" }>): Promise<GuardVerdict> {
    const { params } = request;
    const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const assets = params.assets.map((file) => file.path);
    for (const file of [...dataFiles.map((data) => data.path), ...assets]) {
      if (!this.resolve(file)) return { outcome: "refuse", status: 422, error: `${file} lies outside the project.` };
    }
    for (const asset of params.assets) {
      const problem = await uploadProblem(asset.path, Buffer.from(asset.content, "base64"));
      if (problem) return { outcome: "refuse", status: 422, error: problem };
    }
    const { contentProblems } = this.options;
    const uploads = new Map(params.assets.map((asset) => [this.resolve(asset.path) ?? "", Buffer.from(asset.content, "base64")]));
    for (const data of contentProblems ? dataFiles : []) {
      // A moved entry is judged where it will live.
      const file = data.newPath ?? data.path;
      const problems = (await contentProblems?.(file, data.raw, uploads)) ?? [];
      if (problems.length > 0) {
        return { outcome: "refuse", status: 422, error: refusedSave([{ where: file, problems }]) };
      }
    }
    // A changed address moves the entry's folder: never onto another entry's, nor out of its collection.
    for (const data of dataFiles) {
      if (data.newPath === undefined || data.newPath === data.path) continue;
      const from = this.placeOf(data.path);
      const to = this.placeOf(data.newPath);
      if (from?.collection !== to?.collection) {
        return { outcome: "refuse", status: 409, error: `Not saved: ${data.path} cannot move to ${data.newPath}, outside its own collection.` };
      }
      const problem = to ? await this.newEntryProblem(data.newPath) : undefined;
      if (problem) return { outcome: "refuse", status: 409, error: problem };
    }
    const main = dataFiles[0];
    const place = main ? this.placeOf(main.path) : undefined;
    if (main && place) {
      const absolute = this.resolve(main.path) ?? "";
      const isNew = params.options?.newEntry === true || !(await exists(absolute));
      const folderProblem = isNew ? await this.newEntryProblem(main.path) : undefined;
      if (folderProblem) return { outcome: "refuse", status: 409, error: folderProblem };
      // An entry's images live in its own folder: anywhere else they could replace another entry's.
      const entryFolder = path.posix.dirname(toPosix(main.path));
      const outside = assets.filter((file) => !toPosix(path.posix.normalize(file)).startsWith(`${entryFolder}/`));
      if (outside.length > 0) {
        return {
          outcome: "refuse",
          status: 409,
          error: `Images of this ${place.collection.entryName} are stored in ${entryFolder}, not at ${listed(outside)}: upload them again from this ${place.collection.entryName}.`,
        };
      }
    }
    for (const file of assets) {
      const verdict = await this.checkUpload(file, dataFiles.map((data) => data.path));
      if (verdict.outcome === "refuse") return verdict;
    }
    return { outcome: "allow" };
  }

  /**
   * Why an entry saved at `file` has no address, or undefined. Asked before the path itself is
   * judged, so the editor reads what to change rather than that the path is not a content file.
   */
  noAddressProblem(file: string): string | undefined {
    return noAddressProblem(this.options.folderCollections, file);
  }

  /** Why a new entry may not be written at `file`, or undefined when its folder is its own. */
  private async newEntryProblem(file: string): Promise<string | undefined> {
    const place = this.placeOf(file);
    if (!place) return undefined;
    const { collection, segments } = place;
    const folder = collection.folder.replace(/\/+$/, "");
    const slug = segments.length >= 2 ? (segments[0] ?? "") : "";
    const noAddress = this.noAddressProblem(file);
    if (noAddress) return noAddress;
    const names = await fs.readdir(this.resolve(folder) ?? "", { withFileTypes: true }).catch(() => []);
    const taken = names.find((name) => asciiLowerCase(name.name) === asciiLowerCase(slug));
    if (taken) {
      const isEntry = taken.isDirectory() && (await exists(this.resolve(`${folder}/${taken.name}/index.md`) ?? ""));
      return takenAddressProblem(collection, { name: taken.name, isEntry });
    }
    if (segments.length !== 2 || segments[1] !== "index.md") return misplacedEntryProblem(collection, file);
    return undefined;
  }

  /**
   * An upload to `file` may create a file, or replace one that only `savedWith` (the files saved
   * in the same request) use; never replace another entry's file.
   */
  private async checkUpload(file: string, savedWith: string[]): Promise<GuardVerdict> {
    const absolute = this.resolve(file);
    if (!absolute) return { outcome: "refuse", status: 422, error: `${file} lies outside the project.` };
    if (!(await exists(absolute))) return { outcome: "allow" };
    const saved = new Set(savedWith.map((saved) => toPosix(path.posix.normalize(saved))));
    const users = (await this.filesUsing(this.relative(absolute))).filter((user) => !saved.has(user));
    const name = path.basename(file);
    if (users.length > 0) {
      return {
        outcome: "refuse",
        status: 409,
        error: `Not uploaded: ${this.relative(absolute)} already exists and is used by ${listed(users)}. Give the image another file name.`,
      };
    }
    // Uploaded outside an entry's editor: a file already in an entry's folder is that entry's.
    const place = this.placeOf(file);
    if (savedWith.length === 0 && place && place.segments.length >= 2) {
      return {
        outcome: "refuse",
        status: 409,
        error: `Not uploaded: ${name} already exists in ${path.posix.dirname(this.relative(absolute))}, the folder of another ${place.collection.entryName}. Give the image another file name.`,
      };
    }
    return { outcome: "allow" };
  }

  private async checkDelete(files: string[]): Promise<GuardVerdict> {
    const folders: string[] = [];
    const others: string[] = [];
    for (const file of files) {
      const absolute = this.resolve(file);
      if (!absolute) return { outcome: "refuse", status: 422, error: `${file} lies outside the project.` };
      const entry = this.entryOf(file);
      const folder = path.dirname(absolute);
      const stat = entry ? await fs.lstat(folder).catch(() => undefined) : undefined;
      // Only a real folder inside the collection: never a link that leads elsewhere.
      if (entry && stat?.isDirectory() && !stat.isSymbolicLink()) folders.push(this.relative(folder));
      else others.push(file);
    }
    // A file still named by a content file would break the page (and the build) that shows it.
    const deleting = new Set(files.map((file) => toPosix(path.posix.normalize(file))));
    const problems: string[] = [];
    for (const file of others) {
      const target = this.relative(this.resolve(file) ?? "");
      const users = (await this.filesUsing(target)).filter((user) => !deleting.has(user));
      if (users.length > 0) problems.push(`${path.basename(target)} is still used by ${listed(users)}`);
    }
    if (problems.length > 0) {
      return {
        outcome: "refuse",
        status: 409,
        error: `Not deleted: ${problems.join("; ")}. Choose another image there and publish first.`,
      };
    }
    return { outcome: "delete", folders, others };
  }

  /** The content files (project-relative) that name `target` by a path relative to themselves. */
  async filesUsing(target: string): Promise<string[]> {
    const users: string[] = [];
    for (const file of await this.contentTextFiles()) {
      if (file === target) continue;
      const relative = path.posix.relative(path.posix.dirname(file), target);
      // The path as a whole: `./hero.jpg`, `hero.jpg` or `../images/a.png`, never a longer name
      // that ends with it (`other-hero.jpg`, `x/hero.jpg`).
      const named = new RegExp(`(?<![\\w./-])(?:\\./)?${escapeRegExp(relative)}(?![\\w./-])`);
      const text = await fs.readFile(this.resolve(file) ?? "", "utf8").catch(() => "");
      if (named.test(text)) users.push(file);
    }
    return users.sort();
  }

  private async contentTextFiles(): Promise<string[]> {
    const base = this.resolve(this.options.contentFolder);
    if (!base) return [];
    const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => this.relative(path.join(entry.parentPath, entry.name)));
  }
}

