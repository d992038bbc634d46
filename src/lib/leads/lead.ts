// A lead: one enquiry from the contact form as the site keeps it until it is mailed, and after
// for as long as the retention period says. Pure data and rules; the stores keep it.
import { createHash } from "node:crypto";
import type { ContactMessage } from "../contact-schema";

/** Where a lead stands. "sending" holds a claim: one sender at a time, until the claim lapses. */
export type LeadState =
  | { status: "pending"; attempts: number; nextAttemptAt: number; lastError?: string }
  | { status: "sending"; attempts: number; claim: LeadClaim }
  | { status: "sent"; attempts: number; sentAt: number; messageId: string };

/** Who is sending a lead, and until when no one else may. */
export interface LeadClaim {
  by: string;
  until: number;
}

export interface Lead {
  id: string;
  /** Epoch ms the function accepted it. */
  receivedAt: number;
  message: ContactMessage;
  /** Grows by one with every write, so no two versions of a lead are the same bytes. */
  revision: number;
  state: LeadState;
}

/**
 * A lead's id: the same enquiry always gets the same one, so a double submit, a reload that posts
 * again or a retried request is stored once. The JavaScript form sends an id of its own for each
 * filling-in, so two enquiries with the same text sent on purpose stay two. The plain HTML form
 * cannot (its page is the same static file for everyone), so its enquiry is the text itself on
 * that UTC day: the same text posted twice on one day is one lead.
 * The client's id is hashed with the text, so it can only ever name its own enquiry.
 */
export function leadId(message: ContactMessage, submissionId: string | null, receivedAt: number): string {
  const scope = submissionId === null ? `day:${new Date(receivedAt).toISOString().slice(0, 10)}` : `form:${submissionId}`;
  const content = JSON.stringify([message.firstName, message.lastName, message.email, message.message]);
  return createHash("sha256").update(`lead-v1\n${scope}\n${content}`).digest("hex").slice(0, 32);
}

/** An id as leadId writes it: 32 lowercase hex digits. Anything else names no lead. */
export const LEAD_ID = /^[0-9a-f]{32}$/;

/**
 * The Message-ID of a lead's mail, the same on every attempt: a mail sent again after a crash
 * between the server's acceptance and our note of it carries the same id, so mail systems that
 * recognise repeats (and every thread view) show it once.
 */
export function leadMessageId(id: string, sender: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(sender)?.[1] ?? "northlime.example";
  return `<lead-${id}@${domain}>`;
}

export function newLead(id: string, message: ContactMessage, receivedAt: number, claim: LeadClaim | null): Lead {
  return {
    id,
    receivedAt,
    message,
    revision: 0,
    state: claim ? { status: "sending", attempts: 0, claim } : { status: "pending", attempts: 0, nextAttemptAt: receivedAt },
  };
}

/** Whether a lead waits for mail at `now`: pending and due, or claimed by a sender whose claim has lapsed. */
export function isDue(lead: Lead, now: number): boolean {
  if (lead.state.status === "pending") return lead.state.nextAttemptAt <= now;
  if (lead.state.status === "sending") return lead.state.claim.until <= now;
  return false;
}

export const isUnsent = (lead: Lead) => lead.state.status !== "sent";

/** The lead's fields as JSON text; a store keeps exactly this. */
export const serialiseLead = (lead: Lead) => JSON.stringify(lead);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Reads a stored lead back; null for anything that is not one (a stray file, a damaged blob). */
export function parseLead(text: string): Lead | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.id !== "string" || !LEAD_ID.test(value.id)) return null;
  if (typeof value.receivedAt !== "number" || typeof value.revision !== "number") return null;
  const { message, state } = value;
  if (!isRecord(message) || !["firstName", "lastName", "email", "message"].every((field) => typeof message[field] === "string")) return null;
  if (!isRecord(state) || !["pending", "sending", "sent"].includes(String(state.status))) return null;
  return value as unknown as Lead;
}
