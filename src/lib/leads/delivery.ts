// Mailing stored leads: one attempt at a claimed lead, and a pass over every lead that is due.
// Used by the contact function (one attempt, right after storing), by our server's delivery loop
// and by the Netlify scheduled function (passes).
//
// Exactly once: a lead is mailed only by the holder of its claim, taken by a conditional write
// over the version read, so of two senders that read the same version one wins and the other
// skips. A claim lasts LEAD_CLAIM_MS, far longer than an attempt can take (an attempt is cut at
// its budget), so a claim lapses only when its holder died; the lead is then due again. What is
// left: a holder that dies after the server accepted the mail but before the lead says sent (a
// store write, milliseconds) leaves a lead that is mailed again once the claim lapses. That mail
// carries the same Message-ID, by which mail systems that recognise repeats show it once.
import type { SendMailOptions } from "nodemailer";
import { composeContactMail } from "../contact/compose-mail";
import type { ContactSettings, SmtpSettings } from "../contact/settings";
import type { SendMail } from "../contact/smtp-delivery";
import { isDue, type Lead, leadMessageId } from "./lead";
import type { LeadStore, StoredLead } from "./lead-store";

/** How long a claim keeps other senders off a lead: many times an attempt's budget. */
export const LEAD_CLAIM_MS = 60_000;
/** The most a lead waits between attempts, however often it failed. */
export const MAX_RETRY_DELAY_MS = 30 * 60_000;
/** A pass stops after this many failures in a row: the server is down, and the rest would fail too. */
const FAILURES_BEFORE_PASS_STOPS = 3;

export type LogError = (message: string, details: Record<string, unknown>) => void;

export interface DeliveryContext {
  store: LeadStore;
  settings: Pick<ContactSettings, "recipient" | "sender"> & { smtp: SmtpSettings };
  sendMail: SendMail;
  now: () => number;
  logError: LogError;
  /** The pause before the second attempt; it doubles with each failure after, up to MAX_RETRY_DELAY_MS. */
  retryDelayMs: number;
}

/** The lead's mail: the same text, Date and Message-ID on every attempt. */
export function composeLeadMail(lead: Lead, route: Pick<ContactSettings, "recipient" | "sender">): SendMailOptions {
  return { ...composeContactMail(lead.message, route, new Date(lead.receivedAt)), messageId: leadMessageId(lead.id, route.sender) };
}

/**
 * When a lead that has now failed `attempts` times is tried again. The first failure is the
 * function's own attempt while the visitor waited: the next pass tries again. After that the
 * wait doubles per lead, so a lead the server keeps refusing costs little.
 */
export function nextAttemptAt(attempts: number, now: number, retryDelayMs: number): number {
  if (attempts <= 1) return now;
  return now + Math.min(retryDelayMs * 2 ** (attempts - 2), MAX_RETRY_DELAY_MS);
}

/** nodemailer's fields say which step failed; none carries the visitor's text. */
export function errorDetails(error: unknown): Record<string, unknown> {
  // By shape, not instanceof: a socket's error may come from another realm (a test's VM context).
  if (typeof error !== "object" || error === null || typeof (error as Error).message !== "string") return { error: String(error) };
  const { message, code, command, responseCode } = error as Error & Record<string, unknown>;
  return { error: message, code, command, responseCode };
}

export type AttemptOutcome = "sent" | "failed";

/** Sends a lead this caller has claimed, then says so in the store; never throws. */
export async function attemptDelivery(context: DeliveryContext, claimed: StoredLead, budgetMs: number): Promise<AttemptOutcome> {
  const { store, settings, logError, now } = context;
  const { id } = claimed.lead;
  let messageId: string;
  try {
    ({ messageId } = await context.sendMail(composeLeadMail(claimed.lead, settings), settings.smtp, budgetMs));
  } catch (error) {
    const details = errorDetails(error);
    logError("a lead could not be mailed; it stays pending", { lead: id, ...details });
    const attempts = claimed.lead.state.attempts + 1;
    const failure = { nextAttemptAt: nextAttemptAt(attempts, now(), context.retryDelayMs), error: String(details.code ?? details.error) };
    // If this fails too the claim lapses and the lead is due again then: nothing is lost.
    await store.release(claimed, failure).catch((releaseError: unknown) => {
      logError("a lead could not be given back after a failed attempt", { lead: id, ...errorDetails(releaseError) });
    });
    return "failed";
  }
  try {
    if (!(await store.markSent(claimed, { messageId, sentAt: now() }))) {
      logError("a lead was mailed but had changed in the store; it may be mailed again, with the same Message-ID", { lead: id });
    }
  } catch (error) {
    logError("a lead was mailed but the store could not record it; it may be mailed again, with the same Message-ID", {
      lead: id,
      ...errorDetails(error),
    });
  }
  return "sent";
}

export interface PassReport {
  sent: number;
  failed: number;
  /** Due leads another sender had taken first. */
  taken: number;
  /** Leads still unsent when the pass ended. */
  pending: number;
  /** When the oldest unsent lead came in; null when none is unsent. */
  oldestPendingAt: number | null;
}

export interface PassOptions {
  /** Names this sender in its claims. */
  owner: string;
  /** Epoch ms by which the pass must be done: no attempt starts that could end after it. */
  endBy: number;
  /** The most one attempt may take. */
  budgetMs: number;
  /** Asked before each attempt: true ends the pass (the server is shutting down). */
  stopping?: () => boolean;
}

/** Mails every due lead, oldest first, one at a time, within `endBy`. */
export async function deliverDueLeads(context: DeliveryContext, { owner, endBy, budgetMs, stopping = () => false }: PassOptions): Promise<PassReport> {
  const { store, now } = context;
  const pending = await store.listPending();
  const report = { failed: 0, taken: 0 };
  const sentNow = new Set<string>();
  let failuresInARow = 0;
  for (const stored of pending) {
    if (stopping() || now() + budgetMs > endBy || failuresInARow >= FAILURES_BEFORE_PASS_STOPS) break;
    if (!isDue(stored.lead, now())) continue;
    const claimed = await store.claim(stored, { by: owner, until: now() + LEAD_CLAIM_MS });
    if (!claimed) {
      report.taken += 1;
      continue;
    }
    if ((await attemptDelivery(context, claimed, budgetMs)) === "sent") {
      sentNow.add(stored.lead.id);
      failuresInARow = 0;
    } else {
      report.failed += 1;
      failuresInARow += 1;
    }
  }
  const left = pending.filter((stored) => !sentNow.has(stored.lead.id));
  return { ...report, sent: sentNow.size, pending: left.length, oldestPendingAt: left[0]?.lead.receivedAt ?? null };
}

/** Deletes every lead received before `cutoff`; how many. */
export async function deleteExpiredLeads(store: LeadStore, cutoff: number): Promise<number> {
  const expired = await store.receivedBefore(cutoff);
  for (const id of expired) await store.delete(id);
  return expired.length;
}

export interface PendingStatus {
  pending: number;
  /** Seconds since the oldest unsent lead came in; null when none is unsent. */
  oldestPendingSeconds: number | null;
  /** Whether the oldest has waited longer than the alert threshold. */
  overdue: boolean;
}

/** The error line for overdue leads: how many, and how long the oldest has waited against the alert. */
export function overdueLine(status: PendingStatus, alertAfterMs: number): string {
  const waitedMinutes = Math.round((status.oldestPendingSeconds ?? 0) / 60);
  return `${status.pending} lead(s) not mailed; the oldest has waited ${waitedMinutes} min, past the ${alertAfterMs / 60_000} min alert`;
}

export function pendingStatus(pending: number, oldestPendingAt: number | null, now: number, alertAfterMs: number): PendingStatus {
  const waited = oldestPendingAt === null ? null : Math.max(0, now - oldestPendingAt);
  return {
    pending,
    oldestPendingSeconds: waited === null ? null : Math.floor(waited / 1000),
    overdue: waited !== null && waited > alertAfterMs,
  };
}
