// GET /api/lead-status: for an uptime monitor, how many leads wait for mail and for how long.
// 200 while none has waited past CONTACT_PENDING_ALERT_MINUTES, 503 once one has; behind the
// bearer token CONTACT_STATUS_TOKEN, and absent (404) without one.
import { createHash, timingSafeEqual } from "node:crypto";
import { cwd, env } from "node:process";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { IncomingHttpHeaders } from "node:http";
import { type Environment, readContactSettings } from "../lib/contact/settings";
import { errorDetails, type LogError, pendingStatus } from "../lib/leads/delivery";
import type { LeadStore } from "../lib/leads/lead-store";
import { type HostedRequest, leadStoreForRequest } from "../lib/leads/request-store";
import { securityHeaders } from "../lib/security-headers";

// Read from the running server, never the build (see send-email.ts).
const runtimeEnvironment: Environment = env;

/** Shorter tokens are refused as the setting: a monitor's token is a secret, not a password to type. */
export const STATUS_TOKEN_MIN_LENGTH = 24;

export interface StatusRequest extends HostedRequest {
  method?: string;
  headers: IncomingHttpHeaders;
}

export interface StatusResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
}

export interface LeadStatusDependencies {
  environment: Environment;
  workingDirectory: () => string;
  now: () => number;
  leadStore: (request: StatusRequest, settings: { outboxDir: string }) => LeadStore;
  logError: LogError;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function presentsToken(headers: IncomingHttpHeaders, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "")?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export function createStatusHandler(overrides: Partial<LeadStatusDependencies> = {}) {
  const deps: LeadStatusDependencies = {
    environment: runtimeEnvironment,
    workingDirectory: cwd,
    now: Date.now,
    leadStore: leadStoreForRequest,
    logError: (message, details) => console.error(`[lead-status] ${message}`, details),
    ...overrides,
  };

  return async function handleLeadStatus(req: StatusRequest, res: StatusResponse): Promise<void> {
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    res.setHeader("Cache-Control", "no-store");
    const answer = (status: number, body: Record<string, unknown>) => {
      res.status(status);
      res.json(body);
    };

    let settings;
    try {
      settings = readContactSettings(deps.environment, deps.workingDirectory());
    } catch (error) {
      deps.logError("settings are invalid", errorDetails(error));
      return answer(500, { ok: false });
    }
    const token = settings.statusToken;
    if (token === null || token.length < STATUS_TOKEN_MIN_LENGTH) {
      if (token !== null) deps.logError(`CONTACT_STATUS_TOKEN must be at least ${STATUS_TOKEN_MIN_LENGTH} characters; the endpoint is off`, {});
      return answer(404, { ok: false });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return answer(405, { ok: false });
    }
    if (!presentsToken(req.headers, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="lead-status"');
      return answer(401, { ok: false });
    }

    let pending;
    try {
      pending = await deps.leadStore(req, settings).listPending();
    } catch (error) {
      deps.logError("the lead store could not be read", errorDetails(error));
      return answer(503, { ok: false, error: "The lead store could not be read." });
    }
    const status = pendingStatus(pending.length, pending[0]?.lead.receivedAt ?? null, deps.now(), settings.pendingAlertMs);
    // Without SMTP leads are kept to be read, not mailed: waiting is no fault then.
    const overdue = settings.smtp !== null && status.overdue;
    return answer(overdue ? 503 : 200, {
      ok: !overdue,
      pending: status.pending,
      oldestPendingSeconds: status.oldestPendingSeconds,
      alertAfterSeconds: settings.pendingAlertMs / 1000,
      mail: settings.smtp ? "smtp" : "off",
    });
  };
}

const handleLeadStatus = createStatusHandler();

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await handleLeadStatus(req, res);
}
