// The contact form's field labels and element ids, shared by the JavaScript form and the
// no-JavaScript page. Kept apart from the schema so the contact page's first load carries
// neither zod nor the schema: the form loads those only when it is about to validate.
import type { ContactField } from "../contact-schema";
import type { HONEYPOT_FIELD } from "./bot-check";

/** The visible label of each field, shared with the JavaScript form so both read the same. */
export const CONTACT_FIELD_LABELS: Readonly<Record<ContactField, string>> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  message: "Message",
};

/** The id of a field's control and of its message; the JavaScript form uses the same ids. */
export const contactFieldId = (field: ContactField | typeof HONEYPOT_FIELD) => `contact-${field}`;
export const contactErrorId = (field: ContactField) => `contact-${field}-error`;
