// Where the plain HTML contact form (no JavaScript) is sent after a submission.
import { CONTACT_FIELDS } from "../contact-schema";
import { routes } from "../routes";

/** Why the "check" page is shown; it reads this from its `status` query parameter. */
export type ContactCheckStatus = "invalid" | "rate-limited" | "failed";

// No trailing slash: gatsby-config sets trailingSlash "never", so /sent/ would cost a 301 first.
export const CONTACT_SENT_PATH = `${routes.contact}/sent`;
export const CONTACT_CHECK_PATH = `${routes.contact}/check`;

/**
 * The check page's address, carrying the visitor's values so the page can
 * re-validate them with the shared schema and show them back. The values are
 * what was typed, untrimmed; the body limit keeps the URL within what servers accept.
 */
export function contactCheckLocation(status: ContactCheckStatus, fields: unknown): string {
  const query = new URLSearchParams({ status });
  const submitted = typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>) : {};
  for (const name of CONTACT_FIELDS) {
    const value = submitted[name];
    query.set(name, typeof value === "string" ? value : "");
  }
  return `${CONTACT_CHECK_PATH}?${query.toString()}`;
}
