// Hands a composed mail to the configured SMTP server.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { SmtpSettings } from "./settings";

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

// Short, because a visitor is waiting on the answer: a server that has not
// connected or greeted in a few seconds is down, and the form says so (502).
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

/** Resolves once the server has accepted the message for the recipient; rejects otherwise. */
export async function sendBySmtp(
  mail: SendMailOptions,
  smtp: SmtpSettings,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Promise<void> {
  // One transport per message: settings are read per call, and a contact form
  // sends too rarely for a connection pool to pay for itself.
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    ...timeouts,
  });
  try {
    const info = await transport.sendMail(mail);
    if (info.rejected.length > 0) throw new Error("The SMTP server rejected the recipient");
  } finally {
    transport.close();
  }
}
