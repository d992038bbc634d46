// The one folder the CMS may touch: every path an editor's request names is checked here before
// any file is read, written, moved or deleted. A path is accepted only in its plain form
// (`content/blog/<slug>/index.md`: relative, forward slashes, no `.` or `..` segment, no
// backslash, control character or percent escape), and only when no part of it below content/
// is a symbolic link, so nothing reaches a file outside content/ by any spelling or any link.
import fs from "node:fs/promises";
import path from "node:path";

export type Resolved = { ok: true; relative: string; absolute: string } | { ok: false; problem: string };

/** A segment an editor's file or folder may have: no control characters, no escapes, not `.` or `..`. */
const PLAIN_SEGMENT = /^(?!\.{1,2}$)[^\\/%\p{Cc}]+$/u;

export class ContentFolder {
  /** The folder's absolute path. */
  readonly absolute: string;

  /**
   * @param projectRoot the project, whose paths the CMS names relative to it
   * @param name the content folder relative to the project, e.g. `content`
   */
  constructor(
    private readonly projectRoot: string,
    readonly name: string,
  ) {
    this.absolute = path.resolve(projectRoot, name);
  }

  /** `file` (project-relative, as the CMS sends it) as a place inside the content folder, or why not. */
  async resolve(file: unknown): Promise<Resolved> {
    if (typeof file !== "string" || file === "") return { ok: false, problem: "No file was named." };
    const shown = JSON.stringify(file.slice(0, 200));
    const segments = file.split("/");
    if (segments[0] !== this.name || segments.length < 2 || !segments.every((segment) => PLAIN_SEGMENT.test(segment))) {
      return { ok: false, problem: `${shown} is not a file in ${this.name}/: the CMS edits content only.` };
    }
    const absolute = path.join(this.projectRoot, ...segments);
    // Each part that exists must be what it looks like: a link could lead anywhere.
    let place = this.absolute;
    for (const segment of segments.slice(1)) {
      place = path.join(place, segment);
      const stat = await fs.lstat(place).catch(() => undefined);
      if (!stat) break;
      if (stat.isSymbolicLink()) return { ok: false, problem: `${shown} passes through a link; the CMS edits only the files in ${this.name}/ themselves.` };
    }
    const rootStat = await fs.lstat(this.absolute).catch(() => undefined);
    if (rootStat?.isSymbolicLink()) return { ok: false, problem: `${this.name}/ is a link; the CMS edits only a real folder.` };
    return { ok: true, relative: segments.join("/"), absolute };
  }

  /** The absolute path of a project-relative path that resolve() accepted. */
  at(relative: string): string {
    return path.join(this.projectRoot, ...relative.split("/"));
  }

  /** Project-relative, forward slashes. */
  relativeOf(absolute: string): string {
    return path.relative(this.projectRoot, absolute).split(path.sep).join("/");
  }

  /**
   * The files below `folder` (absolute, inside the content folder) to `depth` levels, whose names
   * end with `extension`, project-relative. Links are neither listed nor followed.
   */
  async list(folder: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    const found: string[] = [];
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const place = path.join(folder, entry.name);
      if (entry.isDirectory()) found.push(...(await this.list(place, extension, depth - 1)));
      else if (entry.isFile() && entry.name.endsWith(extension)) found.push(this.relativeOf(place));
    }
    return found;
  }
}
