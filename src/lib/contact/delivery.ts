// Chooses how a contact mail leaves the server: SMTP when configured, otherwise the local outbox.
import type { SendMailOptions } from "nodemailer";
import { storeInOutbox } from "./outbox-delivery";
import type { ContactSettings } from "./settings";
import { sendBySmtp } from "./smtp-delivery";

export type DeliveryChannel = "smtp" | "outbox";

export type DeliverMail = (mail: SendMailOptions, settings: ContactSettings, now: Date) => Promise<void>;

export function deliveryChannel(settings: ContactSettings): DeliveryChannel {
  return settings.smtp ? "smtp" : "outbox";
}

/** Resolves only once the message is accepted by the SMTP server or durably stored. */
export const deliverContactMail: DeliverMail = async (mail, settings, now) => {
  if (settings.smtp) {
    await sendBySmtp(mail, settings.smtp);
  } else {
    await storeInOutbox(mail, settings.outboxDir, now);
  }
};
