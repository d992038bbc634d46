// Recognises automated submissions by traps a person never notices: a hidden field and a too-quick fill.
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "startedAt";

function field(fields: unknown, name: string): unknown {
  return typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
}

/** The epoch ms the form was rendered, or null when absent or not a number (ignored, never a bot sign). */
function startedAt(fields: unknown): number | null {
  const value = field(fields, STARTED_AT_FIELD);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\d{1,16}$/.test(value.trim())) return Number(value);
  return null;
}

function honeypotFilled(fields: unknown): boolean {
  const value = field(fields, HONEYPOT_FIELD);
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/**
 * A bot either fills the hidden field or submits sooner than a person could
 * type. startedAt comes from the visitor's clock, so a time in the future means
 * the clocks disagree and says nothing about the sender: it is ignored rather
 * than dropping a real message. A missing startedAt (old page, curl) is not a
 * bot either.
 */
export function looksLikeBot(fields: unknown, nowMs: number, minFillMs: number): boolean {
  if (honeypotFilled(fields)) return true;
  const started = startedAt(fields);
  if (started === null) return false;
  const elapsed = nowMs - started;
  return elapsed >= 0 && elapsed < minFillMs;
}
