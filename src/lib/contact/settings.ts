// The contact function's settings, read from the environment on every call so a changed setting needs no rebuild.
import path from "node:path";

export type Environment = Readonly<Record<string, string | undefined>>;

export interface SmtpSettings {
  host: string;
  port: number;
  /** true: TLS from the first byte (usually port 465); false: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
}

export interface RateLimitSettings {
  max: number;
  windowMs: number;
}

export interface ContactSettings {
  /** null: no SMTP server configured, so leads are stored and not mailed. */
  smtp: SmtpSettings | null;
  /** The one address every message goes to; never taken from the request. */
  recipient: string;
  sender: string;
  /** The lead store on our own server (on Netlify, leads live in Netlify Blobs instead). */
  outboxDir: string;
  /** How often our server's delivery loop looks for leads to mail. */
  retryIntervalMs: number;
  /** A lead unsent for longer than this is an error: logged, and the status endpoint answers 503. */
  pendingAlertMs: number;
  /** Leads are deleted this long after they came in. */
  retentionMs: number;
  /** The bearer token of the lead status endpoint; null turns the endpoint off. */
  statusToken: string | null;
  rateLimit: RateLimitSettings;
  minFillMs: number;
  /** Whether X-Forwarded-For names the client (only behind a proxy we run). */
  trustProxy: boolean;
}

export const DEFAULT_RECIPIENT = "sales@northlime.example";
export const DEFAULT_SENDER = "Northlime Website <website@northlime.example>";

/** An empty value counts as unset, so `SMTP_HOST=` in an env file means "no SMTP". */
function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

// A malformed number throws rather than falling back: a typo in the limits
// should fail loudly in the log, not quietly run with a default.
function wholeNumber(env: Environment, name: string, fallback: number, minimum: number): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}`);
  }
  return value;
}

function flag(env: Environment, name: string): boolean {
  const raw = setting(env, name)?.toLowerCase();
  if (raw === undefined || ["0", "false", "no", "off"].includes(raw)) return false;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  throw new Error(`${name} must be true or false`);
}

function readSmtpSettings(env: Environment): SmtpSettings | null {
  const host = setting(env, "SMTP_HOST");
  if (host === undefined) return null;
  const secure = flag(env, "SMTP_SECURE");
  const user = setting(env, "SMTP_USER");
  return {
    host,
    secure,
    port: wholeNumber(env, "SMTP_PORT", secure ? 465 : 587, 1),
    // Passwords may legitimately start or end with spaces, so SMTP_PASS is not trimmed.
    auth: user === undefined ? null : { user, pass: env.SMTP_PASS ?? "" },
  };
}

/** Reads every contact setting; throws with the setting's name when one is malformed. */
export function readContactSettings(env: Environment, cwd: string): ContactSettings {
  return {
    smtp: readSmtpSettings(env),
    recipient: setting(env, "CONTACT_TO") ?? DEFAULT_RECIPIENT,
    sender: setting(env, "CONTACT_FROM") ?? DEFAULT_SENDER,
    outboxDir: path.resolve(cwd, setting(env, "CONTACT_OUTBOX_DIR") ?? "outbox"),
    retryIntervalMs: wholeNumber(env, "CONTACT_RETRY_SECONDS", 60, 1) * 1000,
    pendingAlertMs: wholeNumber(env, "CONTACT_PENDING_ALERT_MINUTES", 30, 1) * 60_000,
    retentionMs: wholeNumber(env, "CONTACT_LEAD_RETENTION_DAYS", 90, 1) * 86_400_000,
    statusToken: setting(env, "CONTACT_STATUS_TOKEN") ?? null,
    rateLimit: {
      max: wholeNumber(env, "CONTACT_RATE_LIMIT_MAX", 5, 1),
      windowMs: wholeNumber(env, "CONTACT_RATE_LIMIT_WINDOW_MS", 600_000, 1),
    },
    minFillMs: wholeNumber(env, "CONTACT_MIN_FILL_MS", 3000, 0),
    trustProxy: flag(env, "CONTACT_TRUST_PROXY"),
  };
}
