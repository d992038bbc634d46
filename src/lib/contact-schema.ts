// The contact form's rules, shared by the browser form and /api/send-email so both give the same messages.
// Browser-safe: bundled into the contact page, so nothing here may import a Node module.
// Written with zod's tree-shakable "mini" API: the form fetches these rules on first focus, and
// they come to 5.5 KB gzip with it against 25 KB with zod's chained API.
import * as z from "zod/mini";
import { MESSAGE_MIN_LENGTH, NAME_MIN_LENGTH } from "./constants";

// No compiled fast path: zod probes for it with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. It is decided
// when each object schema is created, so this must run before the schemas below.
z.config({ jitless: true });

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

// Ceilings of our own, beyond the minimums the form states, so one submission cannot grow a mail
// without bound.
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * Letters of any script (\p{L}) and the combining marks that some scripts need to
 * write a letter at all (\p{M}: Devanagari vowel signs, decomposed accents), in
 * words separated by spaces. A single hyphen or apostrophe may also join two
 * words: the rule as visitors read it is "letters and spaces only", but rejecting O'Neill,
 * D’Angelo or Smith-Jones turns real customers away, and neither character can
 * harm the mail (they only reach a header through nodemailer's encoding).
 * Each separator must sit between letters, so a name still has to look like one.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?: +|['’-])\p{L}[\p{L}\p{M}]*)*$/u;

// `abort` stops a field's checks at its first failure, so each field reports one
// message, always in this order: required, then length, then characters.
function personName(label: "First name" | "Last name") {
  const required = `${label} is required`;
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.minLength(NAME_MIN_LENGTH, { error: `${label} must be at least ${NAME_MIN_LENGTH} characters`, abort: true }),
    z.maxLength(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters`, abort: true }),
    z.regex(NAME_PATTERN, { error: `${label} can only contain letters` }),
  );
}

// A pipe runs only when the checks before it passed: the format is judged last.
const email = z.pipe(
  z.string({ error: "Email is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Email is required", abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true }),
  ),
  z.email({ error: "Please enter a valid email" }),
);

const message = z.string({ error: "Message is required" }).check(
  z.trim(),
  z.minLength(1, { error: "Message is required", abort: true }),
  z.minLength(MESSAGE_MIN_LENGTH, { error: `Message must be at least ${MESSAGE_MIN_LENGTH} characters`, abort: true }),
  z.maxLength(MESSAGE_MAX_LENGTH, { error: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`, abort: true }),
);

export const contactSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email,
  message,
});

export type ContactMessage = z.infer<typeof contactSchema>;

export type ContactParseResult =
  | { success: true; data: ContactMessage }
  | { success: false; errors: ContactFieldErrors };

const isContactField = (key: unknown): key is ContactField =>
  typeof key === "string" && (CONTACT_FIELDS as readonly string[]).includes(key);

/** Validates a submission and gives either the trimmed message or one error message per failing field. */
export function parseContactMessage(input: unknown): ContactParseResult {
  // Anything that is not an object (null, an array, a number) has none of the
  // fields, so it reports "required" for each rather than one unnamed error.
  const candidate = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const result = z.safeParse(contactSchema, candidate);
  if (result.success) return { success: true, data: result.data };

  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** One message per failing field; an empty object when the input is valid. */
export function fieldErrors(input: unknown): ContactFieldErrors {
  const result = parseContactMessage(input);
  return result.success ? {} : result.errors;
}
