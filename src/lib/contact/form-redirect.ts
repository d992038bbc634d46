// Where the contact form posts, and where the plain HTML form (no JavaScript) is sent after a successful submission.
import { routes } from "../routes";

/** The contact function: the form's fetch target and the plain form's action. */
export const CONTACT_ENDPOINT = "/api/send-email";

// No trailing slash: gatsby-config sets trailingSlash "never", so /sent/ would cost a 301 first.
export const CONTACT_SENT_PATH = `${routes.contact}/sent`;
