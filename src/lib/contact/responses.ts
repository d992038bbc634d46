// The contact function's answers, in each client's terms: JSON for the JavaScript form, a redirect or an HTML page for the plain one.
import type { ContactFieldErrors } from "../contact-schema";
import { CONTACT_FORM_PAGE_CSP, type ContactFormPageKind, contactFormPage } from "./form-page";
import { CONTACT_SENT_PATH } from "./form-redirect";
import type { ContactBodyFormat } from "./request-body";

/** What the function needs from a response; Gatsby's (Express's) response satisfies it. */
export interface ContactResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  send(body: string): unknown;
  end(): unknown;
}

export type ContactResponseBody =
  | { ok: true }
  | { ok: false; errors: ContactFieldErrors }
  | { ok: false; error: string };

// Deliberately generic: the client learns what it can do next, never why the server failed.
export const RESPONSE_MESSAGES = {
  methodNotAllowed: "Only POST is supported.",
  crossSite: "Send the form from this site's own contact page.",
  unsupportedType: "Send the form as application/json or application/x-www-form-urlencoded.",
  tooLarge: "The message is too large.",
  malformed: "The request body is not valid JSON.",
  unreadable: "The request body could not be read.",
  rateLimited: "Too many messages from this address. Please try again later.",
  failed: "Your message could not be received just now. Please try again in a few minutes.",
} as const;

export function sendJson(res: ContactResponse, status: number, body: ContactResponseBody): void {
  res.status(status);
  res.json(body);
}

function sendPage(res: ContactResponse, status: number, html: string): void {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", CONTACT_FORM_PAGE_CSP);
  res.send(html);
}

function redirect(res: ContactResponse, location: string): void {
  res.status(303);
  res.setHeader("Location", location);
  res.end();
}

/** The answers once the body has been read. */
export interface Outcomes {
  sent(): void;
  invalid(errors: ContactFieldErrors): void;
  rateLimited(): void;
  failed(status: 500 | 503): void;
}

/**
 * JSON for the JavaScript form, which reads only the status. A
 * browser would show JSON raw and leave the visitor there, so the plain HTML
 * form gets a 303 to the static sent page on success, and otherwise the
 * failure's own status with a page that says why and holds the form again with
 * the visitor's values: the site is static, so no page of it could show them.
 */
export function outcomesFor(format: ContactBodyFormat, res: ContactResponse, fields: unknown): Outcomes {
  if (format === "form") {
    const page = (status: number, kind: ContactFormPageKind, errors?: ContactFieldErrors) =>
      sendPage(res, status, contactFormPage({ kind, fields, errors }));
    return {
      sent: () => redirect(res, CONTACT_SENT_PATH),
      invalid: (errors) => page(400, "invalid", errors),
      rateLimited: () => page(429, "rate-limited"),
      failed: (status) => page(status, "failed"),
    };
  }
  return {
    sent: () => sendJson(res, 200, { ok: true }),
    invalid: (errors) => sendJson(res, 400, { ok: false, errors }),
    rateLimited: () => sendJson(res, 429, { ok: false, error: RESPONSE_MESSAGES.rateLimited }),
    failed: (status) => sendJson(res, status, { ok: false, error: RESPONSE_MESSAGES.failed }),
  };
}
