// The editorial workflow of the local backend in its git mode: the requests Decap's proxy backend
// sends for drafts, carried out on the drafts' branches (draft-branches.ts). A save is the draft
// of one entry, and may write that entry's own files only (draft-places.ts); it passes the same
// guard as a save in the working copy (the address, the images, the build's rules) and the same
// edit versions, read from the draft. Publishing checks the whole draft again against the content
// as it is now, and merges it into the branch checked out; nothing else touches that branch.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BackendRequest } from "./backend-requests";
import type { ContentFolder } from "./content-folder";
import { DraftBranches, type DraftFile } from "./draft-branches";
import { isInPlace, type DraftPlace } from "./draft-places";
import { listed } from "./file-rules";
import type { EditVersions } from "./edit-versions";
import type { EntryGuard } from "./entry-guard";

export interface DraftAnswer {
  status: number;
  body: unknown;
}

/** The actions of the editorial workflow; a save is a draft's when it says it uses the workflow. */
const WORKFLOW_ACTIONS = [
  "unpublishedEntries",
  "unpublishedEntry",
  "unpublishedEntryDataFile",
  "unpublishedEntryMediaFile",
  "deleteUnpublishedEntry",
  "updateUnpublishedEntryStatus",
  "publishUnpublishedEntry",
] as const;

/** The requests of the editorial workflow, and a save of a draft. */
export type DraftRequest = Extract<BackendRequest, { action: (typeof WORKFLOW_ACTIONS)[number] | "persistEntry" }>;

export interface DraftActionsOptions {
  branches: DraftBranches;
  /** Where the draft of `collection`'s entry `slug` may write, or undefined when there is no such entry. */
  placeOf: (collection: string, slug: string) => DraftPlace | undefined;
  guard: EntryGuard;
  content: ContentFolder;
}

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");
const refused = (status: number, error: string): DraftAnswer => ({ status, body: { error } });

export class DraftActions {
  constructor(private readonly options: DraftActionsOptions) {}

  /** Whether a request belongs here rather than to the working copy. */
  static isDraftRequest(request: BackendRequest): request is DraftRequest {
    if (request.action === "persistEntry") return request.params.options?.useWorkflow === true;
    return (WORKFLOW_ACTIONS as readonly string[]).includes(request.action);
  }

  async handle(request: DraftRequest, versions: EditVersions): Promise<DraftAnswer> {
    const { branches } = this.options;
    switch (request.action) {
      case "unpublishedEntries":
        return { status: 200, body: branches.list().filter((key) => this.draftOfKey(key) !== undefined) };
      case "unpublishedEntry": {
        const { id, collection, slug, cmsLabelPrefix } = request.params;
        const draft = id !== undefined ? this.draftOfKey(id) : this.draftOf(collection ?? "", slug ?? "");
        const found = draft && branches.draft(draft.collection, draft.slug, cmsLabelPrefix);
        return found ? { status: 200, body: found } : refused(404, "Not Found");
      }
      case "unpublishedEntryDataFile":
      case "unpublishedEntryMediaFile": {
        const { collection, slug, path: file } = request.params;
        const draft = this.draftOf(collection, slug);
        if (!draft || !isInPlace(draft.place, file)) return refused(404, `${file} is not a file of a draft of ${collection}/${slug}.`);
        const content = branches.read(collection, slug, file);
        if (!content) return refused(404, `The draft of ${collection}/${slug} has no ${file}.`);
        if (request.action === "unpublishedEntryMediaFile") {
          return { status: 200, body: { id: sha256(content), content: content.toString("base64"), encoding: "base64", path: file, name: path.posix.basename(file) } };
        }
        const data = content.toString("utf8");
        versions.served(file, data, branches.branchOf(collection, slug));
        return { status: 200, body: { data } };
      }
      case "deleteUnpublishedEntry": {
        const { collection, slug } = request.params;
        if (!this.draftOf(collection, slug) || !branches.has(collection, slug)) return refused(404, `There is no draft of ${collection}/${slug}.`);
        branches.remove(collection, slug);
        return { status: 200, body: { message: `deleted the draft of ${collection}/${slug}` } };
      }
      case "updateUnpublishedEntryStatus": {
        const { collection, slug, newStatus, cmsLabelPrefix } = request.params;
        if (!this.draftOf(collection, slug) || !branches.has(collection, slug)) return refused(404, `There is no draft of ${collection}/${slug}.`);
        branches.setStatus(collection, slug, newStatus, cmsLabelPrefix);
        return { status: 200, body: { message: `the draft of ${collection}/${slug} is now ${newStatus}` } };
      }
      case "publishUnpublishedEntry":
        return this.publish(request.params.collection, request.params.slug);
      case "persistEntry":
        return this.save(request, versions);
    }
  }

  /** The draft a content key (`<collection>/<slug>`) names, when it can be one. */
  private draftOfKey(key: string): { collection: string; slug: string; place: DraftPlace } | undefined {
    const slash = key.indexOf("/");
    return slash === -1 ? undefined : this.draftOf(key.slice(0, slash), key.slice(slash + 1));
  }

  private draftOf(collection: string, slug: string): { collection: string; slug: string; place: DraftPlace } | undefined {
    const place = this.options.placeOf(collection, slug);
    return place ? { collection, slug, place } : undefined;
  }

  private async save(request: Extract<BackendRequest, { action: "persistEntry" }>, versions: EditVersions): Promise<DraftAnswer> {
    const { branches, guard } = this.options;
    const { params } = request;
    const options = params.options ?? {};
    const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const collection = options.collectionName ?? "";
    const slug = dataFiles[0]?.slug ?? "";
    const draft = this.draftOf(collection, slug);
    if (!draft) return refused(422, `Not saved: "${collection}/${slug}" is not an entry the CMS keeps drafts of.`);
    const moved = dataFiles.filter((file) => file.newPath !== undefined && file.newPath !== file.path);
    if (moved.length > 0) return refused(409, `Not saved: a draft cannot move its entry to ${listed(moved.map((file) => file.newPath ?? ""))}. Publish it first, then change its address.`);
    const elsewhere = [...dataFiles.map((file) => file.path), ...params.assets.map((asset) => asset.path)].filter((file) => !isInPlace(draft.place, file));
    if (elsewhere.length > 0) return refused(409, `Not saved: a draft of ${collection}/${slug} holds that entry's own files only, not ${listed(elsewhere)}.`);

    const branch = branches.branchOf(collection, slug);
    const exists = branches.has(collection, slug);
    if (exists && options.newEntry === true) {
      return refused(409, `Not saved: there is already a draft at this address (${collection}/${slug}). Open it from the Workflow tab, or give this one another title.`);
    }
    const stale = await versions.staleSaves(dataFiles, exists ? { branch, current: async (file) => branches.read(collection, slug, file)?.toString("utf8") ?? null } : undefined);
    if (stale) return refused(409, stale);
    const verdict = await guard.check(request);
    if (verdict.outcome === "refuse") return refused(verdict.status, verdict.error);

    const files: DraftFile[] = [
      ...dataFiles.map((file) => ({ path: file.path, content: Buffer.from(file.raw, "utf8") })),
      ...params.assets.map((asset) => ({ path: asset.path, content: Buffer.from(asset.content, "base64") })),
    ];
    // The draft's pictures are those the entry saves with: one it no longer has is removed from the draft.
    const kept = new Set(files.map((file) => file.path));
    const removed = exists
      ? branches
          .changes(collection, slug)
          .filter((change) => !change.deleted && change.path !== draft.place.dataFile && !kept.has(change.path))
          .map((change) => change.path)
      : [];
    const message = options.commitMessage?.trim() || `Draft of ${collection}/${slug}`;
    branches.save(collection, slug, files, removed, message, options.status ?? "draft", params.cmsLabelPrefix);
    for (const file of dataFiles) versions.saved(file.path, file.raw, branch);
    return { status: 200, body: { message: "entry persisted" } };
  }

  /**
   * Merges the draft into the branch checked out, once it passes every rule a save passes against
   * the content as it is now (another entry may have taken its address, or removed what it names
   * since it was saved), and changes nothing but that entry's files.
   */
  private async publish(collection: string, slug: string): Promise<DraftAnswer> {
    const { branches, guard, content } = this.options;
    const draft = this.draftOf(collection, slug);
    if (!draft || !branches.has(collection, slug)) return refused(404, `There is no draft of ${collection}/${slug}.`);
    const changes = branches.changes(collection, slug);
    const elsewhere = changes.filter((change) => !isInPlace(draft.place, change.path)).map((change) => change.path);
    if (elsewhere.length > 0) {
      const outsideContent = elsewhere.some((file) => !file.startsWith(`${content.name}/`));
      return refused(
        409,
        `Not published: the draft's branch ${branches.branchOf(collection, slug)} changes ${listed(elsewhere)}, ${outsideContent ? `outside ${content.name}/` : "files of other entries"}. Only the entry's own files are published from the CMS: remove those changes from the branch with git.`,
      );
    }
    const kept = changes.filter((change) => !change.deleted);
    const text = kept.find((change) => change.path === draft.place.dataFile);
    const read = (file: string) => branches.read(collection, slug, file) ?? Buffer.alloc(0);
    const isNew = !(await fs.stat(content.at(draft.place.dataFile)).then(
      () => true,
      () => false,
    ));
    const recheck: BackendRequest = {
      action: "persistEntry",
      params: {
        dataFiles: text ? [{ path: text.path, raw: read(text.path).toString("utf8") }] : [],
        assets: kept.filter((change) => change !== text).map((change) => ({ path: change.path, content: read(change.path).toString("base64"), encoding: "base64" as const })),
        options: { newEntry: isNew },
      },
    };
    const verdict = await guard.check(recheck);
    if (verdict.outcome === "refuse") return refused(verdict.status, `Not published: ${verdict.error.replace(/^Not saved: /, "")}`);
    const published = branches.publish(collection, slug, `Publish ${collection}/${slug}`);
    return published.ok ? { status: 200, body: { message: `published ${collection}/${slug}` } } : refused(409, published.problem);
  }
}
