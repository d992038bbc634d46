/** @jest-environment node */
// The lead store's contract, held by both homes: a folder (our server) and Netlify Blobs (the
// package's own local server). A lead is stored once, taken by one sender at a time, and a
// change over a version someone else changed since is refused.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { blobRecords } from "../../../src/lib/leads/blob-records";
import { folderRecords } from "../../../src/lib/leads/folder-records";
import { type Lead, leadId, newLead } from "../../../src/lib/leads/lead";
import { createLeadStore, type LeadStore } from "../../../src/lib/leads/lead-store";
import type { RecordStore } from "../../../src/lib/leads/record-store";
import { temporaryFolder, validFields } from "../contact/fakes";
import { type LocalBlobs, startLocalBlobs } from "../../support/local-blobs";

const AT = Date.UTC(2025, 6, 11, 15, 30);
const lead = (text: string, receivedAt = AT): Lead =>
  newLead(leadId({ ...validFields, message: text }, null, receivedAt), { ...validFields, message: text }, receivedAt, null);

interface Home {
  name: string;
  open(): Promise<{ records: RecordStore; close(): Promise<void> }>;
}

// One Blobs server for the file, started in a process of its own: spawning Node on a busy
// two-core machine can take seconds, more than a test's default five. Each test gets a site of
// its own on it, so each starts from an empty store as with a new folder.
let blobs: LocalBlobs;
let blobSites = 0;
beforeAll(async () => {
  blobs = await startLocalBlobs();
}, 60_000);
afterAll(() => blobs.remove());

const homes: Home[] = [
  {
    name: "a folder",
    async open() {
      const folder = await temporaryFolder("lead-store");
      return { records: folderRecords(folder.dir), close: folder.remove };
    },
  },
  {
    name: "Netlify Blobs",
    async open() {
      blobSites += 1;
      return { records: blobRecords(blobs.store(`lead-store-test-${blobSites}`)), close: async () => undefined };
    },
  },
];

describe.each(homes)("the lead store in $name", (home) => {
  let store: LeadStore;
  let close: () => Promise<void>;

  beforeEach(async () => {
    const opened = await home.open();
    store = createLeadStore(opened.records);
    close = opened.close;
  });
  afterEach(() => close());

  it("stores a lead once: a second put of its id changes nothing", async () => {
    const first = lead("An enquiry about a website.");
    expect(await store.put(first)).toMatchObject({ lead: first });
    expect(await store.put({ ...first, message: { ...first.message, firstName: "Eve" } })).toBeNull();
    expect(await store.list()).toEqual([first]);
  });

  it("lists the unsent leads oldest first, and not a sent one", async () => {
    const later = lead("The later enquiry.", AT + 1000);
    const earlier = lead("The earlier enquiry.", AT);
    await store.put(later);
    await store.put(earlier);
    expect((await store.listPending()).map((stored) => stored.lead.id)).toEqual([earlier.id, later.id]);

    const [first] = await store.listPending();
    const claimed = await store.claim(first!, { by: "a", until: AT + 60_000 });
    expect(await store.markSent(claimed!, { messageId: "<m@x>", sentAt: AT + 5 })).toBe(true);
    expect((await store.listPending()).map((stored) => stored.lead.id)).toEqual([later.id]);
    expect((await store.list()).find((kept) => kept.id === earlier.id)?.state).toEqual({ status: "sent", attempts: 1, sentAt: AT + 5, messageId: "<m@x>" });
  });

  it("gives a lead to one of two senders that read the same version; the other's claim and notes fail", async () => {
    await store.put(lead("One enquiry, two senders."));
    const [seenByA] = await store.listPending();
    const [seenByB] = await store.listPending();
    const a = await store.claim(seenByA!, { by: "a", until: AT + 60_000 });
    expect(a).not.toBeNull();
    expect(await store.claim(seenByB!, { by: "b", until: AT + 60_000 })).toBeNull();
    expect(await store.markSent(seenByB!, { messageId: "<b@x>", sentAt: AT })).toBe(false);
    expect(await store.release(seenByB!, { nextAttemptAt: AT, error: "x" })).toBe(false);
    expect(await store.markSent(a!, { messageId: "<a@x>", sentAt: AT })).toBe(true);
    // The claim's version is spent: the same holder cannot note it twice either.
    expect(await store.release(a!, { nextAttemptAt: AT, error: "late" })).toBe(false);
  });

  it("gives a released lead back with its attempt counted and its next time", async () => {
    await store.put(lead("Mail is down."));
    const [seen] = await store.listPending();
    const claimed = await store.claim(seen!, { by: "a", until: AT + 60_000 });
    expect(await store.release(claimed!, { nextAttemptAt: AT + 120_000, error: "ESOCKET" })).toBe(true);
    expect((await store.listPending())[0]?.lead.state).toEqual({ status: "pending", attempts: 1, nextAttemptAt: AT + 120_000, lastError: "ESOCKET" });
  });

  it("finds and deletes the leads received before a time, sent or not", async () => {
    const old = lead("An old enquiry.", AT - 100 * 86_400_000);
    const oldSent = lead("An old sent enquiry.", AT - 95 * 86_400_000);
    const recent = lead("A recent enquiry.", AT);
    for (const each of [old, oldSent, recent]) await store.put(each);
    const [, seen] = await store.listPending();
    const claimed = await store.claim(seen!, { by: "a", until: AT });
    await store.markSent(claimed!, { messageId: "<m@x>", sentAt: AT });

    const expired = await store.receivedBefore(AT - 90 * 86_400_000);
    expect([...expired].sort()).toEqual([old.id, oldSent.id].sort());
    for (const id of expired) await store.delete(id);
    expect((await store.list()).map((kept) => kept.id)).toEqual([recent.id]);
    // A deleted lead's id is free again: the same text on that day would be a new lead.
    expect(await store.put(old)).not.toBeNull();
  });
});

describe("the folder home", () => {
  it("keeps each lead in a file only its owner can read, and leaves no temporary or lock file", async () => {
    const folder = await temporaryFolder("lead-files");
    try {
      const store = createLeadStore(folderRecords(folder.dir));
      const stored = await store.put(lead("Personal data inside."));
      const claimed = await store.claim(stored!, { by: "a", until: AT });
      await store.markSent(claimed!, { messageId: "<m@x>", sentAt: AT });
      const files = await readdir(path.join(folder.dir, "leads"));
      expect(files).toEqual([`${stored!.lead.id}.json`]);
      expect((await stat(path.join(folder.dir, "leads", files[0]!))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(folder.dir, "leads"))).mode & 0o777).toBe(0o700);
    } finally {
      await folder.remove();
    }
  });

  it("lets exactly one of many concurrent claims on a lead win, across separate store objects", async () => {
    const folder = await temporaryFolder("lead-race");
    try {
      const stores = Array.from({ length: 12 }, () => createLeadStore(folderRecords(folder.dir)));
      await stores[0]!.put(lead("Everyone wants this one."));
      const seen = await Promise.all(stores.map(async (each) => (await each.listPending())[0]!));
      const claims = await Promise.all(stores.map((each, index) => each.claim(seen[index]!, { by: `s${index}`, until: AT })));
      expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
      const puts = await Promise.all(stores.map((each) => each.put(lead("Submitted twelve times at once."))));
      expect(puts.filter((put) => put !== null)).toHaveLength(1);
    } finally {
      await folder.remove();
    }
  });
});
