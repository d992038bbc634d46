// POST /api/send-email: the contact form's one server call. Validates with the shared schema and delivers to the fixed recipient.
import { cwd, env } from "node:process";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { parseContactMessage } from "../lib/contact-schema";
import { looksLikeBot } from "../lib/contact/bot-check";
import { type AddressedRequest, clientAddress, rateLimitKey } from "../lib/contact/client-address";
import { composeContactMail } from "../lib/contact/compose-mail";
import { isCrossSite } from "../lib/contact/cross-site";
import { type DeliverMail, deliverContactMail, deliveryChannel } from "../lib/contact/delivery";
import { type RateLimiter, sharedRateLimiter } from "../lib/contact/rate-limiter";
import { bodyFormat, CONTACT_BODY_LIMIT_BYTES, declaredLength, readContactBody } from "../lib/contact/request-body";
import {
  type ContactResponse,
  type Outcomes,
  outcomesFor,
  RESPONSE_MESSAGES,
  sendJson,
} from "../lib/contact/responses";
import { type ContactSettings, type Environment, readContactSettings } from "../lib/contact/settings";
import { securityHeaders } from "../lib/security-headers";

// The host in front reads the body: our server (src/server/function-routes.ts) hands over the raw
// bytes, within the same limit, after refusing every other content type unread. Another host's
// parser may hand over a string or a parsed object instead; readContactBody holds each to the
// limit. (No `export const config` for raw bodies: Gatsby 5.16 reads a `config` export from any
// file under src as a page config and then builds rendering engines, which fail validation with
// sharp 0.34, "disallowed import @img/sharp-linux-x64".)

// Gatsby's functions bundle replaces `process.env.X` with its build-time value
// and a bare `process.env` with `{}`. Importing `env` from node:process escapes
// that rewrite, so settings (and secrets) are read from the running server's
// environment and never baked into .cache/functions.
const runtimeEnvironment: Environment = env;

/** What the handler needs from a request; Gatsby's (Express's) request satisfies it. */
export interface ContactRequest extends AddressedRequest {
  method?: string;
  body?: unknown;
}

export interface SendEmailDependencies {
  /** Read on every call. */
  environment: Environment;
  workingDirectory: () => string;
  now: () => number;
  rateLimiter: RateLimiter;
  deliver: DeliverMail;
  logError: (message: string, details: Record<string, unknown>) => void;
}

const defaultDependencies: SendEmailDependencies = {
  environment: runtimeEnvironment,
  workingDirectory: cwd,
  now: Date.now,
  rateLimiter: sharedRateLimiter(),
  deliver: deliverContactMail,
  logError: (message, details) => console.error(`[send-email] ${message}`, details),
};

function errorDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  // nodemailer's fields say which step failed; none of them carries the visitor's text.
  const { code, command, responseCode } = error as Error & Record<string, unknown>;
  return { error: error.message, code, command, responseCode };
}

export function createHandler(overrides: Partial<SendEmailDependencies> = {}) {
  const deps: SendEmailDependencies = { ...defaultDependencies, ...overrides };

  async function deliverOrFail(
    outcomes: Outcomes,
    settings: ContactSettings,
    send: () => Promise<void>,
  ): Promise<void> {
    const channel = deliveryChannel(settings);
    try {
      await send();
    } catch (error) {
      deps.logError(`delivery by ${channel} failed`, errorDetails(error));
      // 502 when the SMTP server (upstream) fails. A failed outbox write is this
      // server's own fault, which is what a 500 says, as does a malformed setting;
      // those are the only two 500s this function sends.
      outcomes.failed(channel === "smtp" ? 502 : 500);
      return;
    }
    outcomes.sent();
  }

  return async function handleSendEmail(req: ContactRequest, res: ContactResponse): Promise<void> {
    // The site's headers on every answer, whichever host runs the function: a CDN's header rules
    // cover its files, not a function's answers.
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    res.setHeader("Cache-Control", "no-store");

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return sendJson(res, 405, { ok: false, error: RESPONSE_MESSAGES.methodNotAllowed });
    }
    if (isCrossSite(req.headers)) return sendJson(res, 403, { ok: false, error: RESPONSE_MESSAGES.crossSite });

    const format = bodyFormat(req.headers["content-type"]);
    if (format === null) return sendJson(res, 415, { ok: false, error: RESPONSE_MESSAGES.unsupportedType });

    if (declaredLength(req.headers["content-length"]) > CONTACT_BODY_LIMIT_BYTES) {
      return sendJson(res, 413, { ok: false, error: RESPONSE_MESSAGES.tooLarge });
    }
    const body = readContactBody(req.body, format, CONTACT_BODY_LIMIT_BYTES);
    if (body.kind === "too-large") return sendJson(res, 413, { ok: false, error: RESPONSE_MESSAGES.tooLarge });
    if (body.kind === "malformed") return sendJson(res, 400, { ok: false, error: RESPONSE_MESSAGES.malformed });

    const outcomes = outcomesFor(format, res, body.fields);
    let settings: ContactSettings;
    try {
      settings = readContactSettings(deps.environment, deps.workingDirectory());
    } catch (error) {
      deps.logError("settings are invalid", errorDetails(error));
      return outcomes.failed(500);
    }

    // A bot is told exactly what a person is told, so it has nothing to learn from.
    if (looksLikeBot(body.fields, deps.now(), settings.minFillMs)) return outcomes.sent();

    const parsed = parseContactMessage(body.fields);
    if (!parsed.success) return outcomes.invalid(parsed.errors);

    const decision = deps.rateLimiter.consume(rateLimitKey(clientAddress(req, settings.trustProxy)), settings.rateLimit);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
      return outcomes.rateLimited();
    }

    const now = new Date(deps.now());
    const mail = composeContactMail(parsed.data, settings, now);
    return deliverOrFail(outcomes, settings, () => deps.deliver(mail, settings, now));
  };
}

const handleSendEmail = createHandler();

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await handleSendEmail(req, res);
}
