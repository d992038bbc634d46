// Leads as the agency reads them: a table for a terminal, CSV for a spreadsheet, JSON for a program.
import type { Lead } from "./lead";

const iso = (epochMs: number | undefined) => (epochMs === undefined ? "" : new Date(epochMs).toISOString());

interface Row {
  id: string;
  receivedAt: string;
  status: string;
  attempts: number;
  sentAt: string;
  messageId: string;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

function row(lead: Lead): Row {
  const { state } = lead;
  return {
    id: lead.id,
    receivedAt: iso(lead.receivedAt),
    status: state.status,
    attempts: state.attempts,
    sentAt: state.status === "sent" ? iso(state.sentAt) : "",
    messageId: state.status === "sent" ? state.messageId : "",
    ...lead.message,
  };
}

const COLUMNS: readonly (keyof Row)[] = ["id", "receivedAt", "status", "attempts", "sentAt", "messageId", "firstName", "lastName", "email", "message"];
/** What a visitor typed: the cells a spreadsheet must never read as a formula. */
const TYPED: ReadonlySet<keyof Row> = new Set(["firstName", "lastName", "email", "message"]);

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A visitor's text
 * that starts like a formula (= + - @, a tab or CR) gets a leading apostrophe, so a spreadsheet
 * shows it instead of running it.
 */
function csvCell(value: string | number, typed: boolean): string {
  let text = String(value);
  if (typed && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsAsCsv(leads: readonly Lead[]): string {
  const lines = [COLUMNS.join(","), ...leads.map((lead) => COLUMNS.map((column) => csvCell(row(lead)[column], TYPED.has(column))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsAsJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(leads.map(row), null, 2)}\n`;
}

export function leadsAsTable(leads: readonly Lead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const lines = leads.map((lead) => {
    const { receivedAt, status, firstName, lastName, email, message } = row(lead);
    // One line each: the message's first words, without line breaks or control characters.
    const preview = message.replace(/[\p{Cc}\s]+/gu, " ").trim().slice(0, 60);
    return `${receivedAt.slice(0, 16).replace("T", " ")}  ${status.padEnd(7)}  ${lead.id.slice(0, 8)}  ${firstName} ${lastName} <${email}>  ${preview}`;
  });
  return `${lines.join("\n")}\n${leads.length} lead(s).\n`;
}
