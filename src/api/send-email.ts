// POST /api/send-email: the contact form's one server call. Validates with the shared schema and delivers to the fixed recipient.
import { cwd, env } from "node:process";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { parseContactMessage } from "../lib/contact-schema";
import { looksLikeBot } from "../lib/contact/bot-check";
import { type AddressedRequest, clientAddress } from "../lib/contact/client-address";
import { composeContactMail } from "../lib/contact/compose-mail";
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

// Gatsby parses bodies with Express's body-parser before the function runs (100 KB default) and
// hands a parser error to Express's default handler: broken JSON gets a plain 400 and a body past
// 100 KB a plain 413, both with the right status but an HTML body. The handler re-checks the size
// of what was parsed against its own 8 KB limit and answers everything else as JSON.
//
// Why no `export const config` to take raw bodies instead: Gatsby 5.16 reads a `config` export from
// any file under src as a page config and then builds rendering engines, which fail validation
// with sharp 0.34 ("disallowed import @img/sharp-linux-x64"). The site has no server-rendered
// pages, so it builds no engines.

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
    res.setHeader("Cache-Control", "no-store");

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return sendJson(res, 405, { ok: false, error: RESPONSE_MESSAGES.methodNotAllowed });
    }

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

    const decision = deps.rateLimiter.consume(clientAddress(req, settings.trustProxy), settings.rateLimit);
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
