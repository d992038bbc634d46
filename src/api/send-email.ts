// POST /api/send-email: the contact form's one server call. Validates with the shared schema,
// stores the enquiry as a lead, then tries once to mail it to the fixed recipient.
import { randomUUID } from "node:crypto";
import { cwd, env } from "node:process";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { parseContactMessage } from "../lib/contact-schema";
import { looksLikeBot } from "../lib/contact/bot-check";
import { type AddressedRequest, clientAddress, rateLimitKey } from "../lib/contact/client-address";
import { isCrossSite } from "../lib/contact/cross-site";
import { type RateLimiter, sharedRateLimiter } from "../lib/contact/rate-limiter";
import { bodyFormat, CONTACT_BODY_LIMIT_BYTES, declaredLength, readContactBody } from "../lib/contact/request-body";
import { type ContactResponse, outcomesFor, RESPONSE_MESSAGES, sendJson } from "../lib/contact/responses";
import { type ContactSettings, type Environment, readContactSettings } from "../lib/contact/settings";
import { type SendMail, sendBySmtp } from "../lib/contact/smtp-delivery";
import { SUBMISSION_ID_FIELD, submittedField, validSubmissionId } from "../lib/contact/submission-id";
import { attemptDelivery, errorDetails, LEAD_CLAIM_MS, type LogError } from "../lib/leads/delivery";
import { leadId, newLead } from "../lib/leads/lead";
import type { LeadStore } from "../lib/leads/lead-store";
import { type HostedRequest, leadStoreForRequest } from "../lib/leads/request-store";
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
export interface ContactRequest extends AddressedRequest, HostedRequest {
  method?: string;
  body?: unknown;
}

/** The most the visitor waits on the mail server: past it the lead stays pending, and they see success. */
export const REQUEST_SEND_BUDGET_MS = 5_000;

/**
 * The most the visitor waits on the lead store: past it they are asked to send again, their text
 * kept. Netlify Blobs' client retries a store it cannot reach for about half a minute per call;
 * a write that lands after this answer is found again by its submission id when they resend.
 */
export const STORE_WRITE_BUDGET_MS = 8_000;

class StoreBudgetExceeded extends Error {
  readonly code = "EBUDGET";
  constructor(budgetMs: number) {
    super(`The lead store did not answer within ${budgetMs} ms`);
  }
}

/** `work`, or a StoreBudgetExceeded rejection once `budgetMs` has passed. */
async function within<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreBudgetExceeded(budgetMs)), budgetMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SendEmailDependencies {
  /** Read on every call. */
  environment: Environment;
  workingDirectory: () => string;
  now: () => number;
  rateLimiter: RateLimiter;
  /** Where this request's lead is kept: Netlify Blobs on Netlify, else the CONTACT_OUTBOX_DIR folder. */
  leadStore: (request: ContactRequest, settings: ContactSettings) => LeadStore;
  sendMail: SendMail;
  logError: LogError;
  /** STORE_WRITE_BUDGET_MS, shorter in tests. */
  storeBudgetMs: number;
}

const defaultDependencies: SendEmailDependencies = {
  environment: runtimeEnvironment,
  workingDirectory: cwd,
  now: Date.now,
  rateLimiter: sharedRateLimiter(),
  leadStore: leadStoreForRequest,
  sendMail: sendBySmtp,
  logError: (message, details) => console.error(`[send-email] ${message}`, details),
  storeBudgetMs: STORE_WRITE_BUDGET_MS,
};

export function createHandler(overrides: Partial<SendEmailDependencies> = {}) {
  const deps: SendEmailDependencies = { ...defaultDependencies, ...overrides };

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

    // Stored before anything else happens: from here on the enquiry cannot be lost, and the store
    // is the one thing whose failure the visitor is told about.
    const receivedAt = deps.now();
    const id = leadId(parsed.data, validSubmissionId(submittedField(body.fields, SUBMISSION_ID_FIELD)), receivedAt);
    // With SMTP set the lead is stored already claimed by this request, so no delivery pass can
    // mail it while this request tries; with none, it is stored to be read, not mailed.
    const claim = settings.smtp ? { by: `request-${randomUUID()}`, until: receivedAt + LEAD_CLAIM_MS } : null;
    let store: LeadStore;
    let stored;
    try {
      store = deps.leadStore(req, settings);
      stored = await within(store.put(newLead(id, parsed.data, receivedAt, claim)), deps.storeBudgetMs);
    } catch (error) {
      deps.logError("an enquiry could not be stored; the visitor was asked to send it again", errorDetails(error));
      return outcomes.failed(503);
    }
    // null: this enquiry was stored before (a double submit, a retried request). It is in hand.
    if (stored === null || !settings.smtp) return outcomes.sent();

    await attemptDelivery(
      {
        store,
        settings: { ...settings, smtp: settings.smtp },
        sendMail: deps.sendMail,
        now: deps.now,
        logError: deps.logError,
        retryDelayMs: settings.retryIntervalMs,
      },
      stored,
      REQUEST_SEND_BUDGET_MS,
    );
    // Mailed or left pending for the next delivery pass: the enquiry is stored either way.
    return outcomes.sent();
  };
}

const handleSendEmail = createHandler();

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await handleSendEmail(req, res);
}
