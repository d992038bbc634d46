// What the lead store needs from the place it keeps its records: text under a key, written only
// if new or only over the version the writer read. A folder (folder-records.ts) and Netlify Blobs
// (blob-records.ts) each give exactly this; the lead rules (lead-store.ts) are written once on top.

export interface VersionedText {
  text: string;
  /** Changes with every write; a replace names the version it read. */
  version: string;
}

/**
 * Keys are "<folder>/<name>", each part lowercase letters, digits, dots and dashes.
 * Reads may be stale (Netlify's edge serves reads up to a minute old); writes are checked at the
 * source, so a write over a stale version fails instead of undoing a newer one.
 */
export interface RecordStore {
  /** Writes `text` under `key` if nothing is there; its version, or null when the key exists. */
  create(key: string, text: string): Promise<string | null>;
  read(key: string): Promise<VersionedText | null>;
  /** Writes `text` over `key` if its version is still `version`; the new version, or null when not. */
  replace(key: string, text: string, version: string): Promise<string | null>;
  /** Every key under `folder` ("leads"), in no particular order. */
  list(folder: string): Promise<string[]>;
  /** Removes `key`; nothing when it is not there. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+\/[a-z0-9.-]+$/;

/** Throws for a key outside the one shape stores accept, so no key can climb out of a folder. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Not a record key: ${JSON.stringify(key)}`);
  return key;
}
