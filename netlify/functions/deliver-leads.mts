// Netlify scheduled function: every five minutes, mails the leads the contact function could not
// mail at once and deletes those past the retention period (src/lib/leads/scheduled-delivery.ts).
// A native Netlify Function beside the Gatsby site, so Netlify Blobs is configured for it by the
// platform (the contact function, in Lambda compatibility mode, connects from its event instead).
import { getStore } from "@netlify/blobs";
import { sendBySmtp } from "../../src/lib/contact/smtp-delivery";
import { LEADS_STORE_NAME, blobRecords } from "../../src/lib/leads/blob-records";
import { createLeadStore } from "../../src/lib/leads/lead-store";
import { runScheduledDelivery } from "../../src/lib/leads/scheduled-delivery";

export default async function deliverLeads(): Promise<Response> {
  await runScheduledDelivery({
    environment: process.env,
    store: createLeadStore(blobRecords(getStore(LEADS_STORE_NAME))),
    sendMail: sendBySmtp,
  });
  return new Response(null, { status: 204 });
}

// Read by Netlify from the source when it deploys: a literal, as its schedule must be.
export const config = { schedule: "*/5 * * * *" };
