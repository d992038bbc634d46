// The JavaScript form's id for one filling-in of the form, sent with every attempt at sending it,
// so the function stores a retried or doubled submission once (see leadId in ../leads/lead.ts).
// Browser-safe: the form imports the field's name.

export const SUBMISSION_ID_FIELD = "submissionId";

/** A client's own id for one filling-in of the form: letters, digits and dashes (a UUID fits). */
const SUBMISSION_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The id as sent, or null for anything else (absent, another type, other characters). */
export function validSubmissionId(value: unknown): string | null {
  return typeof value === "string" && SUBMISSION_ID.test(value) ? value : null;
}

/** One field of a submission as sent, whatever its type; undefined when the body is not an object. */
export function submittedField(fields: unknown, name: string): unknown {
  return typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
}

/** A new id: a UUID where the browser offers one (secure contexts), else 128 random bits in hex. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
