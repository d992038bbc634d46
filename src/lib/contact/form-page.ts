// The page a plain HTML contact form (no JavaScript) gets back when its message was not sent: why,
// each field's message under the field, and the form again holding what the visitor typed.
// Pure and self-contained (no request, no script, one inline stylesheet): values in, HTML out.
import type { ContactFieldErrors } from "../contact-schema";
import { escapeHtml } from "../escape-html";
import { routes } from "../routes";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "./bot-check";
import {
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactField,
  contactErrorId,
  contactFieldId,
  contactFieldsOfWidth,
} from "./fields";
import { CONTACT_ENDPOINT } from "./form-redirect";
import { SUBMISSION_ID_FIELD, validSubmissionId } from "./submission-id";

export type ContactFormPageKind = "invalid" | "rate-limited" | "failed";

const COPY: Readonly<Record<ContactFormPageKind, { heading: string; lead: string }>> = {
  invalid: {
    heading: "Please check your message",
    lead: "Some details need your attention. Correct them below and send the form again.",
  },
  "rate-limited": {
    heading: "Too many messages",
    lead: "We have received several messages from your connection in a short time. Please wait a few minutes, then send this one again: what you typed is kept below.",
  },
  failed: {
    heading: "Your message was not sent",
    lead: "Something went wrong on our side and your message did not reach us. What you typed is kept below: please try again in a few minutes.",
  },
};

/**
 * The page allows its own inline stylesheet and nothing else: no script, no other origin, and
 * forms may post only back to this site. It echoes what a visitor typed, so even if escaping were
 * ever missed, nothing could run.
 */
export const CONTACT_FORM_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function submitted(fields: unknown, name: string): string {
  const value = typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

/** What the visitor typed in each field, untrimmed; anything that is not text counts as empty. */
export function submittedValues(fields: unknown): Record<ContactField, string> {
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, submitted(fields, name)])) as Record<ContactField, string>;
}

// The first time the form was shown is carried forward, so the fill-time check still measures from
// it. A time is only ever digits; the no-JavaScript form sends none, and none is echoed then.
function startedAtValue(fields: unknown): string {
  const value = submitted(fields, STARTED_AT_FIELD).trim();
  return /^\d{1,16}$/.test(value) ? value : "";
}

// The form's id for this filling-in, carried forward so that sending again is recognised as the
// same message. Only the characters an id may hold are echoed.
function submissionIdValue(fields: unknown): string {
  return validSubmissionId(submitted(fields, SUBMISSION_ID_FIELD)) ?? "";
}

function fieldMarkup(name: ContactField, value: string, error: string | undefined): string {
  const { label, control: kind, autoComplete, required } = CONTACT_FIELD_SPECS[name];
  const id = contactFieldId(name);
  const errorId = contactErrorId(name);
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const common = `id="${id}" name="${name}" autocomplete="${autoComplete}"${required ? " required" : ""}${invalid}`;
  // The HTML parser drops one newline straight after <textarea>, so one is written there to keep
  // a message that starts with a blank line exactly as typed.
  const control =
    kind.element === "textarea"
      ? `<textarea ${common} rows="${kind.rows}">\n${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${kind.type}" value="${escapeHtml(value)}">`;
  const message = error ? `\n      <p class="error" id="${errorId}">${escapeHtml(error)}</p>` : "";
  return `    <div class="field">
      <label for="${id}">${label}</label>
      ${control}${message}
    </div>`;
}

function errorSummary(errors: ContactFieldErrors): string {
  const items = CONTACT_FIELDS.flatMap((name) => {
    const error = errors[name];
    return error ? [`      <li><a href="#${contactFieldId(name)}">${escapeHtml(error)}</a></li>`] : [];
  });
  if (items.length === 0) return "";
  return `  <div class="summary">
    <h2>There is a problem</h2>
    <ul>
${items.join("\n")}
    </ul>
  </div>
`;
}

const STYLES = `:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:#0B1020;color:#F5F7FA;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:42rem;margin:0 auto;padding:3rem 1.25rem 4rem}
h1{font-size:2.25rem;line-height:1.15;letter-spacing:-.02em;margin:0 0 .75rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.lead{color:#B4BCCD;font-size:1.125rem;margin:0 0 2rem}
.summary{border:2px solid #FCA5A5;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:2rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#FCA5A5}
form{background:#131A2E;border:1px solid #27314F;border-radius:1rem;padding:1.5rem}
.names{display:grid;gap:0 1rem}
@media (min-width:48rem){.names{grid-template-columns:1fr 1fr}form{padding:2rem}}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input,textarea{display:block;width:100%;padding:.625rem .75rem;background:#0B1020;color:inherit;border:1px solid #8D97AD;border-radius:.5rem;font:inherit}
textarea{resize:vertical}
[aria-invalid="true"]{border-color:#FCA5A5}
.error{color:#FCA5A5;margin:.375rem 0 0}
button{background:#B5F23D;color:#0B1020;border:0;border-radius:999px;padding:.75rem 2rem;font:inherit;font-weight:600;cursor:pointer}
a{color:#B5F23D}
.back{margin-top:2rem}
:focus-visible{outline:3px solid #B5F23D;outline-offset:2px}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`;

export interface ContactFormPageInput {
  kind: ContactFormPageKind;
  /** The submission as the function read it. */
  fields: unknown;
  /** One message per failing field (for "invalid"). */
  errors?: ContactFieldErrors;
}

/** The whole HTML document; every value the visitor sent is escaped. */
export function contactFormPage({ kind, fields, errors = {} }: ContactFormPageInput): string {
  const { heading, lead } = COPY[kind];
  const values = submittedValues(fields);
  const controls = (names: readonly ContactField[]) =>
    names.map((name) => fieldMarkup(name, values[name], errors[name])).join("\n");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <h1>${heading}</h1>
  <p class="lead">${lead}</p>
${errorSummary(errors)}  <form method="post" action="${CONTACT_ENDPOINT}" novalidate>
    <div class="names">
${controls(contactFieldsOfWidth("half"))}
    </div>
${controls(contactFieldsOfWidth("full"))}
    <div class="trap" aria-hidden="true">
      <label for="${contactFieldId(HONEYPOT_FIELD)}">Website</label>
      <input id="${contactFieldId(HONEYPOT_FIELD)}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" aria-hidden="true" value="">
    </div>
    <input type="hidden" name="${STARTED_AT_FIELD}" value="${startedAtValue(fields)}">
    <input type="hidden" name="${SUBMISSION_ID_FIELD}" value="${submissionIdValue(fields)}">
    <button type="submit">Send message</button>
  </form>
  <p class="back"><a href="${routes.contactForm}">Back to the contact page</a></p>
</main>
</body>
</html>
`;
}
