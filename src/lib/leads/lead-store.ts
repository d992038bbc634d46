// The lead store: the one interface the contact function, the delivery loop, the scheduled
// function and `npm run leads` use, written once over a RecordStore (a folder on our own server,
// Netlify Blobs on Netlify).
//
// Keys: "leads/<id>" holds the lead; "sent/<receivedAt>.<id>" is written once its mail is sent, so
// finding what is still unsent costs two listings and a read of the unsent leads only, not a read
// of every lead kept. The lead itself decides: a "sent" entry is written only after the lead says
// sent, so it is never wrong, only sometimes missing (a crash between the two), and the next
// pass that reads that lead writes it.
import { isUnsent, type Lead, type LeadClaim, LEAD_ID, parseLead, serialiseLead } from "./lead";
import type { RecordStore } from "./record-store";

/** A lead as read, with the version a change must name. */
export interface StoredLead {
  lead: Lead;
  version: string;
}

export interface SentReceipt {
  messageId: string;
  sentAt: number;
}

export interface LeadStore {
  /** Stores a new lead; null when a lead with its id is already stored (a repeat of one enquiry). */
  put(lead: Lead): Promise<StoredLead | null>;
  /** Every lead not yet sent (reads may be up to a minute stale on Netlify: a change then fails, never a send twice). */
  listPending(): Promise<StoredLead[]>;
  /** Takes the lead for one sender until `claim.until`; null when it changed since it was read. */
  claim(stored: StoredLead, claim: LeadClaim): Promise<StoredLead | null>;
  /** Records the mail as sent; false when the lead changed since it was read. */
  markSent(stored: StoredLead, receipt: SentReceipt): Promise<boolean>;
  /** Gives a claimed lead back after a failed attempt, to be tried again at `nextAttemptAt`. */
  release(stored: StoredLead, failure: { nextAttemptAt: number; error: string }): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** The ids of the leads received before `cutoff` (epoch ms), sent or not: the retention period's work. */
  receivedBefore(cutoff: number): Promise<string[]>;
  /** Every lead kept, sent or not, oldest first: for export and for the retention period. */
  list(): Promise<Lead[]>;
}

const leadKey = (id: string) => `leads/${id}`;
const sentKey = (lead: Lead) => `sent/${lead.receivedAt}.${lead.id}`;
/** "sent/<receivedAt>.<id>" read back. */
function parseSentKey(key: string): { receivedAt: number; id: string } | null {
  const match = /^sent\/(\d+)\.([0-9a-f]{32})$/.exec(key);
  return match ? { receivedAt: Number(match[1]), id: match[2] as string } : null;
}

/** How many records are read at once: enough to list a few thousand leads in seconds. */
const READ_CONCURRENCY = 16;

async function mapConcurrently<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

export function createLeadStore(records: RecordStore): LeadStore {
  async function read(id: string): Promise<StoredLead | null> {
    const entry = await records.read(leadKey(id));
    const lead = entry && parseLead(entry.text);
    return entry && lead ? { lead, version: entry.version } : null;
  }

  /** Writes the next revision of a lead over the version that was read. */
  async function change(stored: StoredLead, next: (lead: Lead) => Lead): Promise<StoredLead | null> {
    const lead = { ...next(stored.lead), revision: stored.lead.revision + 1 };
    const version = await records.replace(leadKey(lead.id), serialiseLead(lead), stored.version);
    return version === null ? null : { lead, version };
  }

  async function noteSent(lead: Lead): Promise<void> {
    await records.create(sentKey(lead), JSON.stringify({ id: lead.id }));
  }

  const leadIds = async () =>
    (await records.list("leads")).map((key) => key.slice("leads/".length)).filter((id) => LEAD_ID.test(id));

  return {
    async put(lead) {
      const version = await records.create(leadKey(lead.id), serialiseLead(lead));
      return version === null ? null : { lead, version };
    },

    async listPending() {
      const [ids, sentKeys] = await Promise.all([leadIds(), records.list("sent")]);
      const sent = new Set(sentKeys.map((key) => parseSentKey(key)?.id));
      const unsent = ids.filter((id) => !sent.has(id));
      const found = await mapConcurrently(unsent, read);
      const pending: StoredLead[] = [];
      for (const stored of found) {
        if (!stored) continue;
        if (isUnsent(stored.lead)) pending.push(stored);
        // Sent, but its entry under sent/ was never written: write it now, so later passes skip it.
        else await noteSent(stored.lead);
      }
      return pending.sort((a, b) => a.lead.receivedAt - b.lead.receivedAt);
    },

    async receivedBefore(cutoff) {
      const sentKeys = (await records.list("sent")).map(parseSentKey).filter((entry) => entry !== null);
      const sentIds = new Set(sentKeys.map((entry) => entry.id));
      const oldSent = sentKeys.filter((entry) => entry.receivedAt < cutoff).map((entry) => entry.id);
      // Unsent leads are few (each is read on every pass anyway); their time is in the lead.
      const unsent = (await leadIds()).filter((id) => !sentIds.has(id));
      const oldUnsent = (await mapConcurrently(unsent, read)).filter((stored) => stored !== null && stored.lead.receivedAt < cutoff);
      return [...oldSent, ...oldUnsent.map((stored) => (stored as StoredLead).lead.id)];
    },

    claim(stored, claim) {
      return change(stored, (lead) => ({ ...lead, state: { status: "sending", attempts: lead.state.attempts, claim } }));
    },

    async markSent(stored, { messageId, sentAt }) {
      const changed = await change(stored, (lead) => ({
        ...lead,
        state: { status: "sent", attempts: lead.state.attempts + 1, sentAt, messageId },
      }));
      if (changed === null) return false;
      await noteSent(changed.lead);
      return true;
    },

    async release(stored, { nextAttemptAt, error }) {
      const changed = await change(stored, (lead) => ({
        ...lead,
        state: { status: "pending", attempts: lead.state.attempts + 1, nextAttemptAt, lastError: error },
      }));
      return changed !== null;
    },

    async delete(id) {
      const stored = await read(id);
      // The lead first: a sent/ entry without its lead is skipped by every listing.
      await records.remove(leadKey(id));
      if (stored) await records.remove(sentKey(stored.lead));
    },

    async list() {
      const leads = await mapConcurrently(await leadIds(), read);
      return leads
        .filter((stored): stored is StoredLead => stored !== null)
        .map((stored) => stored.lead)
        .sort((a, b) => a.receivedAt - b.receivedAt);
    },
  };
}
