// The guard in front of Decap's local backend (decap-server): every request the CMS sends to
// /api/v1 passes through it, and those that would lose or misplace content are refused with a
// JSON `{ error }`, which the CMS shows the editor in its notification. The rules:
// - a new entry of a folder collection (<folder>/<slug>/index.md, images beside it) gets a folder
//   of its own: an address that is empty, or already taken by another folder (compared without
//   regard to ASCII case, as a case-insensitive disk or URL would), is refused, and nothing of it
//   is written (Decap would otherwise write `<slug>/index-1.md` into the other entry's folder,
//   and its images over that entry's images);
// - an entry's images are stored inside its own folder, and an upload never replaces a file that
//   another content file uses;
// - deleting an entry of a folder collection deletes its folder (Decap deletes only index.md);
// - deleting a file that a content file still uses is refused, naming the files that use it.
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import * as z from "zod";

/** A collection whose entries are folders: `<folder>/<slug>/index.md`, their images beside it. */
export interface FolderCollection {
  /** The collection's folder, relative to the project, e.g. `content/blog`. */
  folder: string;
  /** What one entry is called, in lower case: "article", "case study". */
  entryName: string;
  /** The address the site publishes an entry at, e.g. `/blogs/<slug>`. */
  address: (slug: string) => string;
}

export interface EntryGuardOptions {
  /** The folder decap-server reads and writes (the project). */
  projectRoot: string;
  /** Where content files live, relative to the project; their references to images are checked. */
  contentFolder: string;
  folderCollections: FolderCollection[];
  /**
   * The problems the build would report for a file about to be saved (`field: message` lines),
   * or none; a save with any is refused. Left out, the content of a save is not checked.
   */
  contentProblems?: (file: string, text: string) => string[];
}

export type GuardVerdict =
  /** Pass the request on to decap-server: as it came, or as `body` when the guard changed it. */
  | { outcome: "forward"; body?: unknown }
  /** Answer with `{ error }`: the CMS shows the error and writes nothing. */
  | { outcome: "refuse"; status: number; error: string }
  /** The guard did the work itself; answer `{ message }` as decap-server would. */
  | { outcome: "done"; message: string };

// Only what the rules read; every other key is passed on untouched.
const dataFile = z.object({ path: z.string(), raw: z.string().optional() });
const asset = z.object({ path: z.string() });
const backendRequest = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("persistEntry"),
    params: z.object({
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).optional(),
      assets: z.array(asset).default([]),
      options: z.object({ newEntry: z.boolean().optional() }).optional(),
    }),
  }),
  z.object({ action: z.literal("persistMedia"), params: z.object({ asset }) }),
  z.object({ action: z.literal("deleteFile"), params: z.object({ path: z.string() }) }),
  z.object({ action: z.literal("deleteFiles"), params: z.object({ paths: z.array(z.string()) }) }),
]);
type BackendRequest = z.infer<typeof backendRequest>;

/** The actions that write; the others (listing, reading) pass straight through. */
const WRITING_ACTIONS = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

/** Content files that may name an image by its path. */
const TEXT_FILE = /\.(md|markdown|ya?ml|json)$/i;

const toPosix = (file: string) => file.split(path.sep).join("/");
/** Lower-cases A-Z only: addresses are ASCII, and other letters never reach them. */
const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const withIndefiniteArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}`;
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

export class EntryGuard {
  private readonly root: string;

  constructor(private readonly options: EntryGuardOptions) {
    this.root = path.resolve(options.projectRoot);
  }

  /** What to do with one body posted to /api/v1. */
  async check(body: unknown): Promise<GuardVerdict> {
    const parsed = backendRequest.safeParse(body);
    // Anything else is decap-server's to answer (reads, and malformed requests it refuses itself).
    if (!parsed.success) return { outcome: "forward" };
    const request = parsed.data;
    switch (request.action) {
      case "persistEntry":
        return this.checkPersistEntry(request);
      case "persistMedia":
        return this.checkUpload(request.params.asset.path, []);
      case "deleteFile":
        return this.checkDelete([request.params.path], body, "deleteFile");
      case "deleteFiles":
        return this.checkDelete(request.params.paths, body, "deleteFiles");
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
    const file = toPosix(path.posix.normalize(relative));
    for (const collection of this.options.folderCollections) {
      const folder = collection.folder.replace(/\/+$/, "");
      if (file.startsWith(`${folder}/`)) return { collection, segments: file.slice(folder.length + 1).split("/") };
    }
    return undefined;
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
    const { contentProblems } = this.options;
    for (const data of contentProblems ? dataFiles : []) {
      const problems = data.raw === undefined ? [] : (contentProblems?.(toPosix(path.posix.normalize(data.path)), data.raw) ?? []);
      if (problems.length > 0) {
        return { outcome: "refuse", status: 422, error: `Not saved: the build would refuse ${data.path}: ${problems.join("; ")}.` };
      }
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
    return { outcome: "forward" };
  }

  /** Why a new entry may not be written at `file`, or undefined when its folder is its own. */
  private async newEntryProblem(file: string): Promise<string | undefined> {
    const place = this.placeOf(file);
    if (!place) return undefined;
    const { collection, segments } = place;
    const folder = collection.folder.replace(/\/+$/, "");
    const slug = segments.length >= 2 ? (segments[0] ?? "") : "";
    if (!/[a-z0-9]/i.test(slug)) {
      return `The title gives this ${collection.entryName} no address: its address (${collection.address("…")}) is made of the title's Latin letters and digits (a–z, 0–9), and this title has none. Write the title with Latin letters or digits.`;
    }
    const names = await fs.readdir(this.resolve(folder) ?? "", { withFileTypes: true }).catch(() => []);
    const taken = names.find((name) => asciiLowerCase(name.name) === asciiLowerCase(slug));
    if (taken) {
      const index = `${folder}/${taken.name}/index.md`;
      if (taken.isDirectory() && (await exists(this.resolve(index) ?? ""))) {
        return `${withIndefiniteArticle(collection.entryName)} already lives at ${collection.address(taken.name)} (${index}): change the title.`;
      }
      return `${folder}/${taken.name} already exists and is not ${withIndefiniteArticle(collection.entryName).toLowerCase()}: change the title, or remove ${folder}/${taken.name}.`;
    }
    if (segments.length !== 2 || segments[1] !== "index.md") {
      return `${withIndefiniteArticle(collection.entryName)} is stored as ${folder}/<address>/index.md, not ${file}: change the title.`;
    }
    return undefined;
  }

  /**
   * An upload to `file` may create a file, or replace one that only `savedWith` (the files saved
   * in the same request) use; never replace another entry's file.
   */
  private async checkUpload(file: string, savedWith: string[]): Promise<GuardVerdict> {
    const absolute = this.resolve(file);
    if (!absolute) return { outcome: "refuse", status: 422, error: `${file} lies outside the project.` };
    if (!(await exists(absolute))) return { outcome: "forward" };
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
    return { outcome: "forward" };
  }

  private async checkDelete(files: string[], body: unknown, action: "deleteFile" | "deleteFiles"): Promise<GuardVerdict> {
    const entryFolders: string[] = [];
    const others: string[] = [];
    for (const file of files) {
      const absolute = this.resolve(file);
      if (!absolute) return { outcome: "refuse", status: 422, error: `${file} lies outside the project.` };
      const entry = this.entryOf(file);
      if (entry) entryFolders.push(path.dirname(absolute));
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

    for (const folder of entryFolders) {
      const stat = await fs.lstat(folder).catch(() => undefined);
      // Only a real folder inside the collection: never a link that leads elsewhere.
      if (stat?.isDirectory() && !stat.isSymbolicLink()) await fs.rm(folder, { recursive: true });
    }
    const deleted = entryFolders.map((folder) => this.relative(folder));
    if (others.length === 0) return { outcome: "done", message: `deleted ${listed(deleted)}` };
    if (entryFolders.length === 0) return { outcome: "forward" };
    const request = body as { params: Record<string, unknown> };
    return {
      outcome: "forward",
      body:
        action === "deleteFiles"
          ? { ...request, params: { ...request.params, paths: others } }
          : { ...request, params: { ...request.params, path: others[0] } },
    };
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

/** The origins decap-server itself answers (its default CORS rule): the editor's own machine. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
/** decap-server's own body limit. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
/** Headers that describe one hop of the connection, never passed on. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "host"]);

export interface BackendGuardServerOptions {
  guard: EntryGuard;
  /** decap-server's address, e.g. http://127.0.0.1:8082. */
  upstream: string;
}

function answer(request: http.IncomingMessage, response: http.ServerResponse, status: number, body: unknown): void {
  const origin = request.headers.origin;
  const headers: http.OutgoingHttpHeaders = { "Content-Type": "application/json; charset=utf-8", Vary: "Origin" };
  if (origin && LOCAL_ORIGIN.test(origin)) headers["Access-Control-Allow-Origin"] = origin;
  response.writeHead(status, headers).end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * An HTTP server that stands where the CMS expects its backend: it checks each write with the
 * guard, answers refusals itself and passes everything else on to decap-server. Writes are
 * checked and carried out one at a time, so no check is overtaken by another write.
 */
export function createBackendGuardServer({ guard, upstream }: BackendGuardServerOptions): http.Server {
  let writes: Promise<unknown> = Promise.resolve();

  async function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer | undefined): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && !HOP_HEADERS.has(name)) headers.set(name, value);
    }
    const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== undefined;
    const reply = await fetch(new URL(request.url ?? "/", upstream), {
      method: request.method,
      headers,
      body: hasBody ? new Uint8Array(body) : undefined,
    });
    const replyHeaders: http.OutgoingHttpHeaders = {};
    reply.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) replyHeaders[name] = value;
    });
    response.writeHead(reply.status, replyHeaders).end(Buffer.from(await reply.arrayBuffer()));
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const raw = await readBody(request);
    if (raw === undefined) return answer(request, response, 413, { error: "The upload is larger than 50 MB." });
    const isApi = request.method === "POST" && new URL(request.url ?? "/", "http://local").pathname === "/api/v1";
    let body: unknown;
    try {
      body = isApi ? JSON.parse(raw.toString("utf8")) : undefined;
    } catch {
      body = undefined;
    }
    const action = (body as { action?: unknown } | undefined)?.action;
    if (!isApi || typeof action !== "string" || !WRITING_ACTIONS.has(action)) return forward(request, response, raw);

    const turn = writes.then(async () => {
      const verdict = await guard.check(body);
      if (verdict.outcome === "refuse") return answer(request, response, verdict.status, { error: verdict.error });
      if (verdict.outcome === "done") return answer(request, response, 200, { message: verdict.message });
      return forward(request, response, verdict.body === undefined ? raw : Buffer.from(JSON.stringify(verdict.body)));
    });
    writes = turn.catch(() => undefined);
    await turn;
  }

  return http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("The CMS's backend guard:", error);
      if (!response.headersSent) answer(request, response, 502, { error: "The CMS's local backend did not answer." });
      else response.destroy();
    });
  });
}
