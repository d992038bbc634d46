// No edit is lost to an older one: a save is accepted only over the version of the file that the
// same editor page was given (or saved itself). Two tabs that open one article each get their
// own record; when one saves, the other's next save is refused with what changed, and the CMS
// keeps that editor's text on screen. Each page of the CMS is told apart by the key it got with
// its configuration (editor-server.ts).
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import * as yaml from "js-yaml";
import { readFrontmatter } from "../src/node/content-files";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The texts pages were given, by their hash, so a refusal can say which fields changed; the oldest go first past the limit. */
export class ServedTexts {
  private readonly texts = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxCharacters = 64 * 1024 * 1024) {}

  remember(text: string): string {
    const hash = sha256(text);
    if (this.texts.delete(hash)) this.size -= text.length;
    this.texts.set(hash, text);
    this.size += text.length;
    for (const [oldest, oldText] of this.texts) {
      if (this.size <= this.maxCharacters) break;
      this.texts.delete(oldest);
      this.size -= oldText.length;
    }
    return hash;
  }

  get(hash: string): string | undefined {
    return this.texts.get(hash);
  }
}

type Fields = Record<string, unknown>;

function fieldsOf(file: string, text: string): Fields | undefined {
  try {
    if (file.endsWith(".md")) {
      const frontmatter = readFrontmatter(text);
      const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
      return { ...(frontmatter as Fields), body };
    }
    const value = yaml.load(text, { schema: yaml.CORE_SCHEMA });
    return Array.isArray(value) ? Object.fromEntries(value.map((item, index) => [`entry ${index + 1}`, item])) : (value as Fields);
  } catch {
    return undefined;
  }
}

/** The top-level fields whose values differ between two versions of a file. */
export function changedFields(file: string, before: string, after: string): string[] {
  const old = fieldsOf(file, before);
  const now = fieldsOf(file, after);
  if (!old || !now) return [];
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return names.filter((name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]));
}

/** A file's place in the versions seen: the working copy's, or a draft's. */
const versionKey = (file: string, draft: string) => (draft === "" ? file : `${draft}\0${file}`);

/** The versions one page of the CMS has seen. */
export class EditVersions {
  /** File → hash of the text this page has, or null when it was given no file there. */
  private readonly seen = new Map<string, string | null>();

  constructor(
    private readonly projectRoot: string,
    private readonly texts: ServedTexts,
  ) {}

  /**
   * The page was given `text` for `file` (null: no such file). `draft` names the draft it was read
   * from (its branch), when not from the working copy: a draft's text and the published one are
   * two versions of one file, each saved over only by a page that saw it.
   */
  served(file: string, text: string | null, draft = ""): void {
    this.seen.set(versionKey(file, draft), text === null ? null : this.texts.remember(text));
  }

  /** The page saved `text` as `file` (in `draft`): its next save builds on that. */
  saved(file: string, text: string, draft = ""): void {
    this.seen.set(versionKey(file, draft), this.texts.remember(text));
  }

  /**
   * Why saving these files would overwrite a version this page never saw, or undefined when none
   * would. A save into an existing draft names it, with `current` reading the draft's text.
   */
  async staleSaves(files: { path: string }[], draft?: { branch: string; current: (file: string) => Promise<string | null> }): Promise<string | undefined> {
    const problems: string[] = [];
    for (const { path: file } of files) {
      const now = await (draft ? draft.current(file) : this.workingCopyText(file));
      const seen = this.seen.get(versionKey(file, draft?.branch ?? ""));
      if (now === null) {
        if (typeof seen === "string") problems.push(`${file} was deleted after you opened it`);
        continue;
      }
      if (seen === undefined || seen === null) {
        problems.push(`${file} was written after you opened this page`);
        continue;
      }
      if (sha256(now) === seen) continue;
      const before = this.texts.get(seen);
      const fields = before === undefined ? [] : changedFields(file, before, now);
      problems.push(
        fields.length > 0
          ? `${file} was changed after you opened it (${fields.length === 1 ? "field" : "fields"} changed: ${fields.join(", ")})`
          : `${file} was changed after you opened it`,
      );
    }
    if (problems.length === 0) return undefined;
    return `Not saved: ${problems.join("; ")}, in another tab or on disk. Your text is still here: copy what you need, reload the page to get the current version, and make your change again.`;
  }

  private workingCopyText(file: string): Promise<string | null> {
    return fs.readFile(path.join(this.projectRoot, ...file.split("/")), "utf8").catch(() => null);
  }
}
