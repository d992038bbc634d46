// One run of the Netlify scheduled function (netlify/functions/deliver-leads.mts): delete the
// leads past the retention period, then mail the due ones, all within the platform's 30 s limit
// for a scheduled run. Our server's loop (src/server/lead-delivery.ts) does the same on its disk.
import { randomUUID } from "node:crypto";
import { type Environment, readContactSettings } from "../contact/settings";
import type { SendMail } from "../contact/smtp-delivery";
import { deleteExpiredLeads, deliverDueLeads, overdueLine, type PassReport, pendingStatus } from "./delivery";
import type { LeadStore } from "./lead-store";

/** A scheduled run is stopped at 30 s; this leaves room for the listing and the log lines. */
export const SCHEDULED_RUN_BUDGET_MS = 25_000;
/** One attempt's most: three attempts still fit in a run whose mail server hangs. */
export const SCHEDULED_SEND_BUDGET_MS = 8_000;
/** How often the schedule runs; also the pause before a lead's second attempt. */
export const SCHEDULED_RUN_EVERY_MS = 5 * 60_000;

export interface ScheduledRunOptions {
  environment: Environment;
  store: LeadStore;
  sendMail: SendMail;
  now?: () => number;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface ScheduledRunReport {
  expired: number;
  /** null when SMTP is not set: leads are then kept, not mailed. */
  delivery: PassReport | null;
}

export async function runScheduledDelivery({
  environment,
  store,
  sendMail,
  now = Date.now,
  log = (line) => console.log(line),
  logError = (line) => console.error(line),
}: ScheduledRunOptions): Promise<ScheduledRunReport> {
  const started = now();
  // No working directory on Netlify: CONTACT_OUTBOX_DIR means nothing there.
  const settings = readContactSettings(environment, "/");
  const expired = await deleteExpiredLeads(store, started - settings.retentionMs);
  if (expired > 0) log(`[deliver-leads] deleted ${expired} lead(s) past the retention period`);
  if (!settings.smtp) return { expired, delivery: null };

  const delivery = await deliverDueLeads(
    {
      store,
      settings: { ...settings, smtp: settings.smtp },
      sendMail,
      now,
      logError: (message, details) => logError(`[deliver-leads] ${message} ${JSON.stringify(details)}`),
      retryDelayMs: SCHEDULED_RUN_EVERY_MS,
    },
    { owner: `scheduled-${randomUUID()}`, endBy: started + SCHEDULED_RUN_BUDGET_MS, budgetMs: SCHEDULED_SEND_BUDGET_MS },
  );
  if (delivery.sent > 0) log(`[deliver-leads] mailed ${delivery.sent} lead(s); ${delivery.pending} still pending`);
  const status = pendingStatus(delivery.pending, delivery.oldestPendingAt, now(), settings.pendingAlertMs);
  if (status.overdue) {
    logError(`[deliver-leads] ${overdueLine(status, settings.pendingAlertMs)}`);
  }
  return { expired, delivery };
}


