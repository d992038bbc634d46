// Records in a Netlify Blobs store of the site's own: the home of leads on Netlify, where a
// function has no disk that outlives it. A record's version is its blob's ETag; writes are
// conditional (onlyIfNew, onlyIfMatch), so they are checked at the store's origin even where
// reads come from the edge and may be up to a minute old.
import { connectLambda, getStore, type Store } from "@netlify/blobs";
import { checkKey, type RecordStore } from "./record-store";

/** The site-wide store the leads live in: it outlives deploys, unlike a deploy store. */
export const LEADS_STORE_NAME = "contact-leads";

/** What a Lambda-compatibility event carries for Netlify Blobs. */
export interface BlobsLambdaEvent {
  blobs?: string;
  headers?: Record<string, string | undefined>;
}

export function blobRecords(store: Store): RecordStore {
  return {
    async create(key, text) {
      const result = await store.set(checkKey(key), text, { onlyIfNew: true });
      return result.modified ? (result.etag ?? (await versionAfterWrite(store, key))) : null;
    },

    async read(key) {
      const found = await store.getWithMetadata(checkKey(key));
      if (found === null) return null;
      if (found.etag) return { text: found.data, version: found.etag };
      // The local server @netlify/blobs ships for tests answers a read without its ETag; only its
      // listing names it. The version is taken from listings on both sides of a read, and used
      // only when the two agree, so the text read is the version named.
      for (let tries = 0; tries < 5; tries += 1) {
        const before = await listedVersion(store, key);
        const again = await store.getWithMetadata(key);
        const after = await listedVersion(store, key);
        if (again === null) return null;
        if (before !== null && before === after) return { text: again.data, version: after };
      }
      throw new Error(`Netlify Blobs gave no steady ETag for ${key}`);
    },

    async replace(key, text, version) {
      const result = await store.set(checkKey(key), text, { onlyIfMatch: version });
      return result.modified ? (result.etag ?? (await versionAfterWrite(store, key))) : null;
    },

    async list(folder) {
      const { blobs } = await store.list({ prefix: `${folder}/` });
      return blobs.map((blob) => blob.key);
    },

    async remove(key) {
      await store.delete(checkKey(key));
    },
  };
}

async function listedVersion(store: Store, key: string): Promise<string | null> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag ?? null;
}

/** A write that reports no ETag: read the one it left (the write itself was checked at the origin). */
async function versionAfterWrite(store: Store, key: string): Promise<string> {
  const entry = await store.getMetadata(key);
  if (!entry?.etag) throw new Error(`Netlify Blobs gave no ETag for ${key}`);
  return entry.etag;
}

/**
 * The leads store inside a function in Lambda compatibility mode (a Gatsby Function through
 * gatsby-adapter-netlify): the platform puts the Blobs endpoint and a token in each event, and
 * nothing in the environment, so the client is connected from the event first.
 * Null when the event carries no Blobs context (not on Netlify).
 */
export function leadsStoreFromLambdaEvent(event: BlobsLambdaEvent | undefined): Store | null {
  if (!event?.blobs) return null;
  connectLambda({ blobs: event.blobs, headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name, value ?? ""])) });
  return getStore(LEADS_STORE_NAME);
}
