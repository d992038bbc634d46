// Records as files in a folder of our own server's disk (CONTACT_OUTBOX_DIR): "leads/<id>" is
// <folder>/leads/<id>.json. Every write is a whole file flushed to disk under a temporary name,
// then linked or renamed into place, so a crash leaves the old record or the new one, never half.
import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { checkKey, type RecordStore } from "./record-store";

/** A lock older than this was left by a process that died holding it: its work takes milliseconds. */
const STALE_LOCK_MS = 10_000;
/** How long a write waits for another's lock before it gives up (and the caller sees the error). */
const LOCK_WAIT_MS = 5_000;

const versionOf = (text: string | Buffer) => createHash("sha256").update(text).digest("hex").slice(0, 32);

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** Flushes a folder's entries (a new name, a rename) to disk, where the file system allows it. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems refuse fsync on a folder; the file's own data was already flushed.
    if (!isCode(error, "EINVAL") && !isCode(error, "EPERM") && !isCode(error, "EISDIR")) throw error;
  } finally {
    await handle.close();
  }
}

/** Writes `text` to a new temporary file beside `target` and flushes it; returns its path. */
async function writeTemporary(target: string, text: string): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  // "wx": never over another file; 0o600: a lead holds a visitor's personal data.
  const file = await open(temporary, "wx", 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  return temporary;
}

export function folderRecords(folder: string): RecordStore {
  const fileOf = (key: string) => {
    const [kind, name] = checkKey(key).split("/") as [string, string];
    return path.join(folder, kind, `${name}.json`);
  };

  /**
   * Runs `work` while holding the key's lock file, made with O_EXCL so that one process at a time
   * holds it, across processes (a second server on the same folder) and across the copies of this
   * module that one process may load (our server's and the function bundle's). A lock left by a
   * process that died is broken once stale; its rename makes only one breaker succeed.
   */
  async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
    const lock = `${file}.lock`;
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    for (let wait = 2; ; wait = Math.min(wait * 2, 100)) {
      try {
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await (await open(lock, "wx", 0o600)).close();
        break;
      } catch (error) {
        if (!isCode(error, "EEXIST")) throw error;
      }
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
        const broken = `${lock}.${randomBytes(6).toString("hex")}.stale`;
        if (await rename(lock, broken).then(() => true, () => false)) await rm(broken, { force: true });
        continue;
      }
      if (Date.now() > giveUpAt) throw new Error(`The lead store is locked: ${path.basename(lock)}`);
      await delay(wait);
    }
    try {
      return await work();
    } finally {
      await unlink(lock).catch(() => undefined);
    }
  }

  async function readText(file: string): Promise<string | null> {
    try {
      return await readFile(file, "utf8");
    } catch (error) {
      if (isCode(error, "ENOENT")) return null;
      throw error;
    }
  }

  return {
    async create(key, text) {
      const file = fileOf(key);
      const temporary = await writeTemporary(file, text);
      try {
        // link() never replaces: of two writers of one key, exactly one gets the name.
        await link(temporary, file);
      } catch (error) {
        if (isCode(error, "EEXIST")) return null;
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
      await syncFolder(path.dirname(file));
      return versionOf(text);
    },

    async read(key) {
      const text = await readText(fileOf(key));
      return text === null ? null : { text, version: versionOf(text) };
    },

    async replace(key, text, version) {
      const file = fileOf(key);
      return withLock(file, async () => {
        const current = await readText(file);
        if (current === null || versionOf(current) !== version) return null;
        const temporary = await writeTemporary(file, text);
        try {
          await rename(temporary, file);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        await syncFolder(path.dirname(file));
        return versionOf(text);
      });
    },

    async list(kind) {
      let names: string[];
      try {
        names = await readdir(path.join(folder, checkKey(`${kind}/x`).split("/")[0] as string));
      } catch (error) {
        if (isCode(error, "ENOENT")) return [];
        throw error;
      }
      return names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).map((name) => `${kind}/${name.slice(0, -".json".length)}`);
    },

    async remove(key) {
      const file = fileOf(key);
      await withLock(file, () => rm(file, { force: true }));
    },
  };
}
