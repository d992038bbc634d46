// The requests of Decap's proxy backend that the CMS's local backend answers (decap-server's
// file-system and git modes answer the same): each action with the details it may carry. Anything
// else is not a request of the CMS and is refused.
import * as z from "zod";

const base64 = z.object({ path: z.string(), content: z.string(), encoding: z.literal("base64") });
const dataFile = z.object({ path: z.string(), raw: z.string(), newPath: z.string().optional(), slug: z.string().optional() });
/** The statuses of a draft in Decap's editorial workflow. */
export const WORKFLOW_STATUSES = ["draft", "pending_review", "pending_publish"] as const;
const draftOf = { collection: z.string(), slug: z.string() };
export const backendRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("info") }),
  z.object({ action: z.literal("getDeployPreview") }),
  z.object({
    action: z.literal("entriesByFolder"),
    params: z.object({ folder: z.string(), extension: z.string(), depth: z.number().int().min(0).max(20) }),
  }),
  z.object({
    action: z.literal("entriesByFiles"),
    params: z.object({ files: z.array(z.object({ path: z.string(), label: z.string().optional() })).max(1000) }),
  }),
  z.object({ action: z.literal("getEntry"), params: z.object({ path: z.string() }) }),
  z.object({ action: z.literal("getMedia"), params: z.object({ mediaFolder: z.string() }) }),
  z.object({ action: z.literal("getMediaFile"), params: z.object({ path: z.string() }) }),
  z.object({
    action: z.literal("persistEntry"),
    params: z.object({
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).optional(),
      assets: z.array(base64).default([]),
      options: z
        .object({
          newEntry: z.boolean().optional(),
          hasSubfolders: z.boolean().optional(),
          // The editorial workflow: the save is the draft of this collection's entry.
          useWorkflow: z.boolean().optional(),
          collectionName: z.string().optional(),
          status: z.enum(WORKFLOW_STATUSES).optional(),
          commitMessage: z.string().max(2000).optional(),
        })
        .passthrough()
        .optional(),
      cmsLabelPrefix: z.string().max(100).optional(),
    }),
  }),
  // The editorial workflow's drafts.
  z.object({ action: z.literal("unpublishedEntries") }),
  z.object({
    action: z.literal("unpublishedEntry"),
    params: z.object({ id: z.string().optional(), collection: z.string().optional(), slug: z.string().optional(), cmsLabelPrefix: z.string().max(100).optional() }),
  }),
  z.object({ action: z.literal("unpublishedEntryDataFile"), params: z.object({ ...draftOf, path: z.string() }) }),
  z.object({ action: z.literal("unpublishedEntryMediaFile"), params: z.object({ ...draftOf, path: z.string() }) }),
  z.object({ action: z.literal("deleteUnpublishedEntry"), params: z.object(draftOf) }),
  z.object({
    action: z.literal("updateUnpublishedEntryStatus"),
    params: z.object({ ...draftOf, newStatus: z.enum(WORKFLOW_STATUSES), cmsLabelPrefix: z.string().max(100).optional() }),
  }),
  z.object({ action: z.literal("publishUnpublishedEntry"), params: z.object(draftOf) }),
  z.object({ action: z.literal("persistMedia"), params: z.object({ asset: base64 }) }),
  z.object({ action: z.literal("deleteFile"), params: z.object({ path: z.string() }) }),
  z.object({ action: z.literal("deleteFiles"), params: z.object({ paths: z.array(z.string()).max(1000) }) }),
]);
export type BackendRequest = z.infer<typeof backendRequest>;

/** Every path a request names: each is checked before anything is read or written. */
export function pathsNamed(request: BackendRequest): string[] {
  switch (request.action) {
    case "info":
    case "getDeployPreview":
    case "unpublishedEntries":
    case "unpublishedEntry":
    case "deleteUnpublishedEntry":
    case "updateUnpublishedEntryStatus":
    case "publishUnpublishedEntry":
      return [];
    case "entriesByFolder":
      return [request.params.folder];
    case "entriesByFiles":
      return request.params.files.map((file) => file.path);
    case "getEntry":
    case "getMediaFile":
    case "deleteFile":
    case "unpublishedEntryDataFile":
    case "unpublishedEntryMediaFile":
      return [request.params.path];
    case "getMedia":
      return [request.params.mediaFolder];
    case "persistEntry": {
      const dataFiles = request.params.dataFiles ?? (request.params.entry ? [request.params.entry] : []);
      return [
        ...dataFiles.flatMap((file) => (file.newPath === undefined ? [file.path] : [file.path, file.newPath])),
        ...request.params.assets.map((asset) => asset.path),
      ];
    }
    case "persistMedia":
      return [request.params.asset.path];
    case "deleteFiles":
      return request.params.paths;
  }
}

