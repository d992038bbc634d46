// Turns a validated contact message into the mail for the sales inbox.
import type { SendMailOptions } from "nodemailer";
import type { ContactMessage } from "../contact-schema";
import { escapeHtml } from "../escape-html";
import { CONTACT_FIELD_SPECS, CONTACT_FIELDS } from "./fields";

export interface MailRoute {
  recipient: string;
  sender: string;
}

// The schema already rejects these, but the composer is the last line before
// the headers, so it does not rely on its caller: a CR or LF is how a value
// starts a header of its own, and the other control and line-separator
// characters are read as line breaks by some mail software.
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/** A single-line value for a header phrase such as the Subject or a display name. */
export function headerText(value: string): string {
  return value.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
}

/** An address has no whitespace at all, so a smuggled "\r\nBcc: x" cannot become a second address either. */
function headerAddress(value: string): string {
  return value.replace(LINE_BREAKING, "").replace(/\s+/g, "");
}

/** Body text keeps its line breaks and tabs but loses other control characters. */
function bodyText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, "");
}

interface MailLine {
  label: string;
  /** The body text of the line's fields, joined by a space. */
  value: string;
}

/**
 * The message as the mail shows it, in the form's order: the single-line fields as labelled lines,
 * then each multi-line field as a labelled block.
 */
function mailBody(message: ContactMessage): { lines: MailLine[]; blocks: MailLine[] } {
  const values = new Map<string, string[]>();
  const blockLabels = new Set<string>();
  for (const name of CONTACT_FIELDS) {
    const { mailLine, control } = CONTACT_FIELD_SPECS[name];
    values.set(mailLine, [...(values.get(mailLine) ?? []), message[name]]);
    if (control.element === "textarea") blockLabels.add(mailLine);
  }
  const all = [...values].map(([label, parts]) => ({ label, value: bodyText(parts.join(" ")) }));
  return {
    lines: all.filter(({ label }) => !blockLabels.has(label)),
    blocks: all.filter(({ label }) => blockLabels.has(label)),
  };
}

export function composeContactMail(message: ContactMessage, route: MailRoute, sentAt: Date): SendMailOptions {
  const name = headerText(`${message.firstName} ${message.lastName}`);
  const email = headerAddress(message.email);
  const { lines, blocks } = mailBody(message);
  // The values of the single lines start in one column.
  const labelWidth = Math.max(...lines.map(({ label }) => label.length + 1));
  const textLine = ({ label, value }: MailLine) => `${`${label}:`.padEnd(labelWidth)} ${value}`;

  return {
    // Recipient and sender come from settings only, and nodemailer derives the
    // SMTP envelope from them: the visitor can reply-to, never redirect.
    to: route.recipient,
    from: route.sender,
    // An address object, so nodemailer quotes and encodes the name itself.
    replyTo: { name, address: email },
    subject: `Website enquiry from ${name}`,
    date: sentAt,
    text: [
      "New enquiry from the website contact form",
      "",
      ...lines.map(textLine),
      "",
      ...blocks.flatMap(({ label, value }) => [`${label}:`, value, ""]),
    ].join("\n"),
    html: [
      "<!doctype html>",
      '<html><body style="font-family: sans-serif; line-height: 1.5">',
      "<h1 style=\"font-size: 18px\">New enquiry from the website contact form</h1>",
      ...lines.map(({ label, value }) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`),
      ...blocks.flatMap(({ label, value }) => [
        `<p><strong>${label}:</strong></p>`,
        `<p style="white-space: pre-wrap">${escapeHtml(value)}</p>`,
      ]),
      "</body></html>",
    ].join("\n"),
  };
}
