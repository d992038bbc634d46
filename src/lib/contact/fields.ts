// The contact form's fields, each declared once: the schema, the JavaScript form, the
// no-JavaScript page and the mail all read their names, labels, controls and limits from here.
// Browser-safe and free of zod, so the contact page's first load carries neither zod nor the
// schema: the form loads those only when it is about to validate.
import type { HONEYPOT_FIELD } from "./bot-check";

/** What a field's value must look like, beyond its length; the schema holds the rule for each. */
export type ContactFieldFormat = "person-name" | "email" | "free-text";

export interface ContactFieldSpec {
  /** The visible label; the schema's messages start with it too ("First name is required"). */
  label: string;
  /** A single-line input of this type, or a textarea of this many rows. */
  control: { element: "input"; type: "text" | "email" } | { element: "textarea"; rows: number };
  autoComplete: string;
  /**
   * Every field of this form must be filled in: the schema's messages and the message's type
   * assume it, so a field that may stay empty needs them extended first.
   */
  required: true;
  /** Limits on the trimmed value. The minimums are the ones the form states; the maximums are our
   * own, so that one submission cannot grow a mail without bound. */
  minLength: number;
  maxLength: number;
  format: ContactFieldFormat;
  /** Half-width fields sit side by side above the full-width ones. */
  width: "half" | "full";
  /** The line of the mail that shows the value; fields that share a line are joined by a space. */
  mailLine: string;
}

/** What the first and last name share: a short line of text, side by side, on the mail's Name line. */
const NAME_PART = {
  control: { element: "input", type: "text" },
  required: true,
  minLength: 2,
  maxLength: 100,
  format: "person-name",
  width: "half",
  mailLine: "Name",
} as const;

/** Every field in the order the form shows it. */
export const CONTACT_FIELD_SPECS = {
  firstName: { ...NAME_PART, label: "First name", autoComplete: "given-name" },
  lastName: { ...NAME_PART, label: "Last name", autoComplete: "family-name" },
  email: {
    label: "Email",
    control: { element: "input", type: "email" },
    autoComplete: "email",
    required: true,
    minLength: 1,
    /** The longest address SMTP can carry (RFC 5321 path limit). */
    maxLength: 254,
    format: "email",
    width: "full",
    mailLine: "Email",
  },
  message: {
    label: "Message",
    control: { element: "textarea", rows: 6 },
    autoComplete: "off",
    required: true,
    minLength: 10,
    maxLength: 5000,
    format: "free-text",
    width: "full",
    mailLine: "Message",
  },
} as const satisfies Record<string, ContactFieldSpec>;

export type ContactField = keyof typeof CONTACT_FIELD_SPECS;

/** The fields' names in the form's order. */
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_SPECS) as readonly ContactField[];

export const isContactField = (key: unknown): key is ContactField =>
  typeof key === "string" && (CONTACT_FIELDS as readonly string[]).includes(key);

/** The fields of one width, in the form's order. */
export const contactFieldsOfWidth = (width: ContactFieldSpec["width"]): readonly ContactField[] =>
  CONTACT_FIELDS.filter((name) => CONTACT_FIELD_SPECS[name].width === width);

/** The id of a field's control and of its message; both forms use the same ids. */
export const contactFieldId = (field: ContactField | typeof HONEYPOT_FIELD) => `contact-${field}`;
export const contactErrorId = (field: ContactField) => `contact-${field}-error`;
