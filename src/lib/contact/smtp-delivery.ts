// Hands one composed mail to the configured SMTP server within a fixed time, and no longer.
// nodemailer's documented parts are used directly (MailComposer builds the message,
// SMTPConnection speaks SMTP) rather than its transport, because the transport cannot be stopped:
// a send still under way after its time would race the next attempt at the same lead.
import type { SendMailOptions } from "nodemailer";
// Named by file, not folder: an ES module (the scheduled function) cannot import a folder.
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import type { SmtpSettings } from "./settings";

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

// Each step's own limit, within the whole send's budget: a server that has not connected or
// greeted in a few seconds is down for this attempt.
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

export interface SmtpSent {
  /** The Message-ID header the mail carried. */
  messageId: string;
  /** The server's answer to the message ("250 OK: queued as ..."). */
  response: string;
}

export type SendMail = (mail: SendMailOptions, smtp: SmtpSettings, budgetMs: number) => Promise<SmtpSent>;

export class SmtpBudgetExceeded extends Error {
  readonly code = "EBUDGET";
  constructor(budgetMs: number) {
    super(`The SMTP server did not accept the message within ${budgetMs} ms`);
  }
}

/**
 * Resolves once the server has accepted the message for the recipient; rejects otherwise, and at
 * the latest after `budgetMs`, when the connection is closed: after that moment no byte of this
 * attempt reaches the server, so the only way this attempt can still have delivered is a server
 * that took the message in full and whose acceptance we did not read in time.
 */
export async function sendBySmtp(
  mail: SendMailOptions,
  smtp: SmtpSettings,
  budgetMs: number,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Promise<SmtpSent> {
  const message = new MailComposer(mail).compile();
  const envelope = message.getEnvelope();
  const messageId = message.messageId();
  const raw = await message.build();
  // One connection per message: settings are read per call, and a contact form sends too rarely
  // for a pool to pay for itself.
  const connection = new SMTPConnection({ host: smtp.host, port: smtp.port, secure: smtp.secure, ...timeouts });

  return new Promise<SmtpSent>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, sent?: SmtpSent) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      connection.close();
      if (error) reject(error);
      else resolve(sent as SmtpSent);
    };
    const deadline = setTimeout(() => finish(new SmtpBudgetExceeded(budgetMs)), budgetMs);

    connection.once("error", (error) => finish(error));
    connection.once("end", () => finish(new Error("The SMTP server closed the connection before it accepted the message")));
    connection.connect((connectError) => {
      if (connectError) return finish(connectError);
      const send = () =>
        connection.send(envelope, raw, (sendError, info) => {
          if (sendError) return finish(sendError);
          if (info.rejected.length > 0) return finish(new Error("The SMTP server rejected the recipient"));
          finish(null, { messageId, response: info.response });
        });
      // With a login configured, always log in: a server that offers none fails the attempt
      // rather than being sent to without it.
      if (!smtp.auth) return send();
      connection.login(smtp.auth, (loginError) => (loginError ? finish(loginError) : send()));
    });
  });
}
