// The CMS's local backend: the file actions of Decap's proxy API (the requests its `proxy`
// backend sends; decap-server's file-system mode answers the same ones), carried out on the
// content folder only. Every path goes through ContentFolder before any file is touched; every
// write goes through the entry guard (addresses, images in use, uploads, the build's rules for the
// file) and the edit versions (no save over a version the editor never saw). Actions it does not
// name are refused: an editor's request can do nothing else. In git mode the editorial
// workflow's requests go to the drafts (draft-actions.ts), under the same checks.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { backendRequest, pathsNamed, type BackendRequest } from "./backend-requests";
import type { ContentFolder } from "./content-folder";
import { DraftActions, type DraftRequest } from "./draft-actions";
import type { EditVersions } from "./edit-versions";
import type { EntryGuard } from "./entry-guard";

export interface BackendAnswer {
  status: number;
  /** JSON: what Decap expects for the action, or `{ error }`, which the CMS shows the editor. */
  body: unknown;
}

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");

const refused = (status: number, error: string): BackendAnswer => ({ status, body: { error } });

export interface LocalBackendOptions {
  content: ContentFolder;
  guard: EntryGuard;
  /** The name Decap shows for the repository. */
  repoName: string;
  /** The editorial workflow's drafts, in git mode; without them every save goes to the working copy. */
  drafts?: DraftActions;
}

export class LocalBackend {
  constructor(private readonly options: LocalBackendOptions) {}

  /** Answers one request body of the CMS's page whose edits `versions` follows. */
  async handle(body: unknown, versions: EditVersions): Promise<BackendAnswer> {
    const parsed = backendRequest.safeParse(body);
    if (!parsed.success) {
      const action = (body as { action?: unknown } | null)?.action;
      return refused(422, typeof action === "string" ? `The CMS's backend does not do "${action.slice(0, 60)}", or not with these details.` : "Not a request of the CMS.");
    }
    const request = parsed.data;
    if (request.action === "persistEntry") {
      const main = request.params.dataFiles?.[0] ?? request.params.entry;
      const noAddress = main ? this.options.guard.noAddressProblem(main.newPath ?? main.path) : undefined;
      if (noAddress) return refused(409, noAddress);
    }
    const named = pathsNamed(request);
    for (const file of named) {
      const place = await this.options.content.resolve(file);
      if (!place.ok) return refused(403, place.problem);
    }
    if (DraftActions.isDraftRequest(request)) {
      const { drafts } = this.options;
      if (!drafts) return refused(422, "The CMS keeps no drafts here: npm run cms saves into the working copy when the project is not a git working copy on a branch.");
      return drafts.handle(request, versions);
    }
    return this.perform(request, versions);
  }

  private async perform(request: Exclude<BackendRequest, DraftRequest> | Extract<BackendRequest, { action: "persistEntry" }>, versions: EditVersions): Promise<BackendAnswer> {
    const { content, guard } = this.options;
    const at = (file: string) => content.at(file);
    switch (request.action) {
      case "info":
        return this.options.drafts
          ? { status: 200, body: { repo: this.options.repoName, publish_modes: ["simple", "editorial_workflow"], type: "local_git" } }
          : { status: 200, body: { repo: this.options.repoName, publish_modes: ["simple"], type: "local_fs" } };
      case "getDeployPreview":
        return { status: 200, body: null };
      case "entriesByFolder": {
        const { folder, extension, depth } = request.params;
        const files = await content.list(at(folder), extension, depth);
        return { status: 200, body: await this.entries(files.map((file) => ({ path: file })), versions) };
      }
      case "entriesByFiles":
        return { status: 200, body: await this.entries(request.params.files, versions) };
      case "getEntry": {
        const [entry] = await this.entries([{ path: request.params.path }], versions);
        return { status: 200, body: entry };
      }
      case "getMedia": {
        const files = await content.list(at(request.params.mediaFolder), "", 1);
        return { status: 200, body: await Promise.all(files.map((file) => this.mediaFile(file))) };
      }
      case "getMediaFile":
        return this.mediaFile(request.params.path).then(
          (file) => ({ status: 200, body: file }),
          () => refused(404, `${request.params.path} does not exist.`),
        );
      case "persistEntry": {
        const dataFiles = request.params.dataFiles ?? (request.params.entry ? [request.params.entry] : []);
        const stale = await versions.staleSaves(dataFiles);
        if (stale) return refused(409, stale);
        const verdict = await guard.check(request);
        if (verdict.outcome === "refuse") return refused(verdict.status, verdict.error);
        for (const file of dataFiles) await writeFile(at(file.path), file.raw);
        for (const asset of request.params.assets) await writeFile(at(asset.path), Buffer.from(asset.content, "base64"));
        for (const file of dataFiles) versions.saved(file.path, file.raw);
        if (dataFiles.length > 0 && dataFiles.every((file) => file.newPath)) {
          for (const file of dataFiles) {
            await this.move(file.path, file.newPath ?? file.path, request.params.options?.hasSubfolders !== false);
            versions.saved(file.newPath ?? file.path, file.raw);
          }
        }
        return { status: 200, body: { message: "entry persisted" } };
      }
      case "persistMedia": {
        const verdict = await guard.check(request);
        if (verdict.outcome === "refuse") return refused(verdict.status, verdict.error);
        const { asset } = request.params;
        await writeFile(at(asset.path), Buffer.from(asset.content, "base64"));
        return { status: 200, body: await this.mediaFile(asset.path) };
      }
      case "deleteFile":
      case "deleteFiles": {
        const verdict = await guard.check(request);
        if (verdict.outcome === "refuse") return refused(verdict.status, verdict.error);
        const files = request.action === "deleteFile" ? [request.params.path] : request.params.paths;
        const { folders, others } = verdict.outcome === "delete" ? verdict : { folders: [], others: files };
        for (const folder of folders) await fs.rm(at(folder), { recursive: true });
        for (const file of others) await fs.unlink(at(file)).catch(() => undefined);
        return { status: 200, body: { message: `deleted ${[...folders, ...others].join(", ")}` } };
      }
    }
  }

  /** Entries as Decap reads them; each version handed out is remembered for that page. */
  private async entries(files: { path: string; label?: string }[], versions: EditVersions) {
    return Promise.all(
      files.map(async ({ path: file, label }) => {
        const data = await fs.readFile(this.options.content.at(file), "utf8").catch(() => null);
        versions.served(file, data);
        return { data, file: { path: file, label, id: data === null ? null : sha256(data) } };
      }),
    );
  }

  private async mediaFile(file: string) {
    const buffer = await fs.readFile(this.options.content.at(file));
    return { id: sha256(buffer), content: buffer.toString("base64"), encoding: "base64", path: file, name: path.posix.basename(file) };
  }

  /** An entry moved to its new address; with subfolders, the files beside it move too. */
  private async move(from: string, to: string, withFolder: boolean): Promise<void> {
    const at = (file: string) => this.options.content.at(file);
    if (!withFolder) return moveFile(at(from), at(to));
    const fromFolder = path.posix.dirname(from);
    const toFolder = path.posix.dirname(to);
    await moveFile(at(from), at(to));
    for (const file of await this.options.content.list(at(fromFolder), "", 20)) {
      await moveFile(at(file), at(`${toFolder}${file.slice(fromFolder.length)}`));
    }
  }
}

async function writeFile(file: string, content: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

async function moveFile(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.rename(from, to);
}
