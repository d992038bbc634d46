// Our server's delivery loop: every CONTACT_RETRY_SECONDS it mails the leads in CONTACT_OUTBOX_DIR
// that are due (see src/lib/leads/delivery.ts for how each is mailed once), deletes those past the
// retention period, and logs an error while a lead has waited longer than
// CONTACT_PENDING_ALERT_MINUTES. Settings are read on every pass, as the function reads them.
import { randomUUID } from "node:crypto";
import { readContactSettings, type Environment } from "../lib/contact/settings";
import { type SendMail, sendBySmtp } from "../lib/contact/smtp-delivery";
import { deleteExpiredLeads, deliverDueLeads, errorDetails, overdueLine, pendingStatus } from "../lib/leads/delivery";
import { folderRecords } from "../lib/leads/folder-records";
import { createLeadStore } from "../lib/leads/lead-store";

/** The most one attempt of the loop may take: nobody waits on it, so longer than a request's. */
export const LOOP_SEND_BUDGET_MS = 15_000;
/** While leads stay overdue, the error is logged again this often, not on every pass. */
const OVERDUE_LOG_EVERY_MS = 15 * 60_000;
/** Used when the settings cannot be read, until they can. */
const FALLBACK_INTERVAL_MS = 60_000;

export interface LeadDeliveryOptions {
  environment: Environment;
  workingDirectory: string;
  log?: (line: string) => void;
  logError?: (line: string) => void;
  now?: () => number;
  sendMail?: SendMail;
}

export interface LeadDelivery {
  /** Starts no further attempt, and resolves once the one under way (if any) has ended. */
  stop(): Promise<void>;
}

export function startLeadDelivery({
  environment,
  workingDirectory,
  log = (line) => console.log(line),
  logError = (line) => console.error(line),
  now = Date.now,
  sendMail = sendBySmtp,
}: LeadDeliveryOptions): LeadDelivery {
  // Names this process in the claims it writes, so a claim in the store says whose it was.
  const owner = `server-${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastOverdueLog = -Infinity;
  let firstPass = true;

  async function pass(): Promise<number> {
    let settings;
    try {
      settings = readContactSettings(environment, workingDirectory);
    } catch (error) {
      logError(`[lead-delivery] settings are invalid, no lead is mailed: ${String(errorDetails(error).error)}`);
      return FALLBACK_INTERVAL_MS;
    }
    const store = createLeadStore(folderRecords(settings.outboxDir));
    const expired = await deleteExpiredLeads(store, now() - settings.retentionMs);
    if (expired > 0) log(`[lead-delivery] deleted ${expired} lead(s) past the retention period`);
    // Without SMTP leads are kept to be read (npm run leads), not mailed.
    if (!settings.smtp) {
      if (firstPass) log(`[lead-delivery] no SMTP_HOST: enquiries are kept in ${settings.outboxDir}, not mailed`);
      firstPass = false;
      return settings.retryIntervalMs;
    }

    const started = now();
    const report = await deliverDueLeads(
      {
        store,
        settings: { ...settings, smtp: settings.smtp },
        sendMail,
        now,
        logError: (message, details) => logError(`[lead-delivery] ${message} ${JSON.stringify(details)}`),
        retryDelayMs: settings.retryIntervalMs,
      },
      { owner, endBy: started + Math.max(settings.retryIntervalMs, 4 * LOOP_SEND_BUDGET_MS), budgetMs: LOOP_SEND_BUDGET_MS, stopping: () => stopping },
    );
    if (report.sent > 0 || firstPass) log(`[lead-delivery] mailed ${report.sent} lead(s); ${report.pending} still pending`);
    firstPass = false;
    const status = pendingStatus(report.pending, report.oldestPendingAt, now(), settings.pendingAlertMs);
    if (status.overdue && now() - lastOverdueLog >= OVERDUE_LOG_EVERY_MS) {
      lastOverdueLog = now();
      logError(`[lead-delivery] ${overdueLine(status, settings.pendingAlertMs)} (npm run leads lists them)`);
    } else if (!status.overdue) {
      lastOverdueLog = -Infinity;
    }
    return settings.retryIntervalMs;
  }

  function schedule(delayMs: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      current = pass().then(schedule, (error: unknown) => {
        logError(`[lead-delivery] the pass failed: ${String(errorDetails(error).error)}`);
        schedule(FALLBACK_INTERVAL_MS);
      });
    }, delayMs);
  }

  // The first pass at once: leads left pending before a restart are due now.
  schedule(0);
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current;
    },
  };
}
