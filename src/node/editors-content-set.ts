// The content as the build checked it, written for the CMS's checks in the editor's browser
// (cms/save-checks.ts): with it, a save that the rules across files would refuse (a taken
// address, a reference to a missing entry) is refused before it is sent. Held-back articles are
// left out: the file is public wherever /admin is, and an article is not, until its date.
import fs from "node:fs/promises";
import path from "node:path";
import type { ContentSet } from "./content-references";

/** Its address under public/, beside the admin page that reads it. */
export const EDITORS_CONTENT_SET_PATH = "admin/content-set.json";

/** `set` without the articles held back. */
export function editorsContentSet(set: ContentSet): ContentSet {
  return { ...set, heldBack: [], bodies: set.bodies.filter((body) => !body.heldBack) };
}

export async function writeEditorsContentSet(publicDir: string, set: ContentSet): Promise<void> {
  const file = path.join(publicDir, ...EDITORS_CONTENT_SET_PATH.split("/"));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(editorsContentSet(set)));
}
