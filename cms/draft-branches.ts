// The editorial workflow's drafts, kept in git as Decap's git backends keep them: one branch per
// entry, `cms/<collection>/<slug>`, whose commits hold the entry's files, and whose status (draft,
// in review, ready) is the branch's description. A draft is written with git's own plumbing into
// a private index, so saving, reviewing or deleting a draft never touches the working copy or
// the branch checked out in it; only publishing does, by one merge of the draft into that branch.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The branches of drafts, as Decap's git backends name them. */
export const DRAFT_BRANCH_PREFIX = "cms/";
/** Decap's label for a status, unless the configuration names another prefix. */
const DEFAULT_LABEL_PREFIX = "decap-cms/";

export interface DraftFile {
  path: string;
  content: Buffer;
}

/** A changed file of a draft, as Decap's unpublished entry lists it. */
export interface DraftDiff {
  id: string;
  path: string;
  newFile: boolean;
}

export interface Draft {
  collection: string;
  slug: string;
  status: string;
  diffs: DraftDiff[];
  updatedAt: string;
}

export class GitError extends Error {}

/** The names git needs for a commit, when the working copy's git configuration has none. */
const FALLBACK_IDENTITY = { name: "Northlime CMS", email: "cms@northlime.invalid" };

export class DraftBranches {
  /**
   * @param root the working copy
   * @param base the branch drafts start from and are published to: the one checked out
   */
  constructor(
    private readonly root: string,
    readonly base: string,
  ) {}

  /** The branch checked out in `root`, or undefined when it is not a git working copy on a branch. */
  static checkedOutBranch(root: string): string | undefined {
    const result = spawnSync("git", ["symbolic-ref", "--quiet", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
    return result.status === 0 ? result.stdout.trim() || undefined : undefined;
  }

  private git(args: string[], options: { input?: Buffer | string; env?: NodeJS.ProcessEnv; allowFailure?: boolean } = {}): { ok: boolean; out: Buffer; err: string } {
    const result = spawnSync("git", args, {
      cwd: this.root,
      input: options.input,
      env: { ...process.env, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
    });
    const ok = result.status === 0;
    const err = result.stderr?.toString() ?? "";
    if (!ok && !options.allowFailure) throw new GitError(`git ${args[0]} failed: ${err.trim() || result.error?.message}`);
    return { ok, out: result.stdout ?? Buffer.alloc(0), err };
  }

  private text(args: string[]): string {
    return this.git(args).out.toString("utf8").trim();
  }

  /** The branch of the draft of `collection`'s entry `slug`. */
  branchOf(collection: string, slug: string): string {
    return `${DRAFT_BRANCH_PREFIX}${collection}/${slug}`;
  }

  private revision(branch: string): string | undefined {
    const found = this.git(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`], { allowFailure: true });
    return found.ok ? found.out.toString("utf8").trim() : undefined;
  }

  has(collection: string, slug: string): boolean {
    return this.revision(this.branchOf(collection, slug)) !== undefined;
  }

  /** Every draft, as Decap names them: `<collection>/<slug>`. */
  list(): string[] {
    const refs = this.text(["for-each-ref", "--format=%(refname:short)", `refs/heads/${DRAFT_BRANCH_PREFIX}`]);
    return refs === "" ? [] : refs.split("\n").map((branch) => branch.slice(DRAFT_BRANCH_PREFIX.length));
  }

  /** The files a draft changes against the point it left the base branch, with their states. */
  changes(collection: string, slug: string): { path: string; added: boolean; deleted: boolean }[] {
    const branch = this.branchOf(collection, slug);
    const listed = this.git(["diff", "--name-status", "--no-renames", "-z", `${this.base}...${branch}`]).out.toString("utf8").split("\0").filter(Boolean);
    const changes: { path: string; added: boolean; deleted: boolean }[] = [];
    for (let index = 0; index + 1 < listed.length; index += 2) {
      const status = listed[index] ?? "";
      changes.push({ path: listed[index + 1] ?? "", added: status === "A", deleted: status === "D" });
    }
    return changes;
  }

  /** The draft of `collection`'s entry `slug`, as Decap reads an unpublished entry, or undefined when there is none. */
  draft(collection: string, slug: string, labelPrefix = ""): Draft | undefined {
    const branch = this.branchOf(collection, slug);
    if (!this.revision(branch)) return undefined;
    const prefix = labelPrefix || DEFAULT_LABEL_PREFIX;
    const label = this.git(["config", "--get", `branch.${branch}.description`], { allowFailure: true }).out.toString("utf8").trim();
    const diffs = this.changes(collection, slug)
      .filter((change) => !change.deleted)
      .map((change) => ({ id: change.path, path: change.path, newFile: change.added }));
    const updatedAt = new Date(Number(this.text(["log", "-1", "--format=%ct", `refs/heads/${branch}`])) * 1000).toISOString();
    return { collection, slug, status: label.startsWith(prefix) ? label.slice(prefix.length) : "draft", diffs, updatedAt };
  }

  /** A file as the draft holds it, or undefined when it has none there. */
  read(collection: string, slug: string, file: string): Buffer | undefined {
    const shown = this.git(["cat-file", "blob", `refs/heads/${this.branchOf(collection, slug)}:${file}`], { allowFailure: true });
    return shown.ok ? shown.out : undefined;
  }

  /**
   * Commits `files` (and the removal of `removed`) to the draft of `collection`'s entry `slug`,
   * starting its branch from the base branch when it has none (then with `status`). Returns
   * whether the draft is new.
   */
  save(collection: string, slug: string, files: DraftFile[], removed: string[], message: string, status: string, labelPrefix = ""): boolean {
    const branch = this.branchOf(collection, slug);
    const tip = this.revision(branch);
    const parent = tip ?? this.revision(this.base);
    if (!parent) throw new GitError(`the branch ${this.base} has no commit to start a draft from`);
    const index = path.join(os.tmpdir(), `northlime-cms-index-${randomBytes(8).toString("hex")}`);
    const env = { GIT_INDEX_FILE: index, ...this.identity() };
    try {
      this.git(["read-tree", parent], { env });
      for (const file of files) {
        const blob = this.git(["hash-object", "-w", "--stdin"], { input: file.content }).out.toString("utf8").trim();
        this.git(["update-index", "--add", "--cacheinfo", `100644,${blob},${file.path}`], { env });
      }
      for (const file of removed) this.git(["update-index", "--force-remove", "--", file], { env });
      const tree = this.git(["write-tree"], { env }).out.toString("utf8").trim();
      const commit = this.git(["commit-tree", tree, "-p", parent, "-m", message], { env }).out.toString("utf8").trim();
      this.git(["update-ref", `refs/heads/${branch}`, commit, tip ?? ""]);
    } finally {
      fs.rmSync(index, { force: true });
    }
    if (!tip) this.setStatus(collection, slug, status, labelPrefix);
    return !tip;
  }

  setStatus(collection: string, slug: string, status: string, labelPrefix = ""): void {
    this.git(["config", `branch.${this.branchOf(collection, slug)}.description`, `${labelPrefix || DEFAULT_LABEL_PREFIX}${status}`]);
  }

  remove(collection: string, slug: string): void {
    const branch = this.branchOf(collection, slug);
    this.git(["update-ref", "-d", `refs/heads/${branch}`]);
    this.git(["config", "--remove-section", `branch.${branch}`], { allowFailure: true });
  }

  /**
   * Merges the draft into the base branch, checked out in the working copy, as one merge commit,
   * and removes its branch. Refuses, changing nothing, when the working copy is on another
   * branch or git cannot merge cleanly (the editor's files changed on both sides, or files
   * changed in the working copy and not committed).
   */
  publish(collection: string, slug: string, message: string): { ok: true } | { ok: false; problem: string } {
    const current = DraftBranches.checkedOutBranch(this.root);
    if (current !== this.base) {
      return { ok: false, problem: `The working copy is on ${current ?? "no branch"}, not ${this.base}, where the CMS publishes: check out ${this.base} and publish again.` };
    }
    const branch = this.branchOf(collection, slug);
    const merged = this.git(["merge", "--no-ff", "--no-edit", "-m", message, `refs/heads/${branch}`], { env: this.identity(), allowFailure: true });
    if (!merged.ok) {
      this.git(["merge", "--abort"], { allowFailure: true });
      const reason = merged.err.split("\n").find((line) => line.trim() !== "")?.trim() ?? "git could not merge it";
      return { ok: false, problem: `Not published: the draft does not merge cleanly into ${this.base} (${reason}). Commit or undo the changes to these files in the working copy, then publish again.` };
    }
    this.remove(collection, slug);
    return { ok: true };
  }

  /** The committer: the working copy's own, or the CMS's when git has none configured. */
  private identity(): NodeJS.ProcessEnv {
    const configured = (key: string) => this.git(["config", "--get", key], { allowFailure: true }).out.toString("utf8").trim();
    const name = configured("user.name") || FALLBACK_IDENTITY.name;
    const email = configured("user.email") || FALLBACK_IDENTITY.email;
    return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  }
}
