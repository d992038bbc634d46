// The contact form's rules, shared by the browser form and /api/send-email so both give the same messages.
// Browser-safe: bundled into the contact page, so nothing here may import a Node module.
// Written with zod's tree-shakable "mini" API: the form fetches these rules on first focus, and
// they come to 5.5 KB gzip with it against 25 KB with zod's chained API.
import * as z from "zod/mini";
import { CONTACT_FIELD_SPECS, CONTACT_FIELDS, type ContactField, isContactField } from "./contact/fields";

// No compiled fast path: zod probes for it with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. It is decided
// when each object schema is created, so this must run before the schemas below.
z.config({ jitless: true });

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

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
// message, always in this order: required, then length, then format.
function fieldSchema(name: ContactField): z.ZodMiniType<string, string> {
  const { label, minLength, maxLength, format } = CONTACT_FIELD_SPECS[name];
  const required = `${label} is required`;
  const minimum = minLength > 1 ? [z.minLength(minLength, { error: `${label} must be at least ${minLength} characters`, abort: true })] : [];
  const text = z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    ...minimum,
    z.maxLength(maxLength, { error: `${label} must be at most ${maxLength} characters`, abort: true }),
  );
  switch (format) {
    case "person-name":
      return text.check(z.regex(NAME_PATTERN, { error: `${label} can only contain letters` }));
    case "email":
      // A pipe runs only when the checks before it passed: the format is judged last.
      return z.pipe(text, z.email({ error: "Please enter a valid email" }));
    case "free-text":
      return text;
  }
}

const fieldSchemas = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fieldSchema(name)])) as Record<
  ContactField,
  z.ZodMiniType<string, string>
>;

export const contactSchema = z.object(fieldSchemas);

export type ContactMessage = z.infer<typeof contactSchema>;

export type ContactParseResult =
  | { success: true; data: ContactMessage }
  | { success: false; errors: ContactFieldErrors };

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
