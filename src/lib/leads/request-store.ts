// The lead store a function call uses: Netlify Blobs when the call came through Netlify (its event
// carries the Blobs endpoint), else the folder CONTACT_OUTBOX_DIR on our own server's disk.
import type { ContactSettings } from "../contact/settings";
import { type BlobsLambdaEvent, blobRecords, leadsStoreFromLambdaEvent } from "./blob-records";
import { folderRecords } from "./folder-records";
import { createLeadStore, type LeadStore } from "./lead-store";

/** What a function's request carries that says where it runs. */
export interface HostedRequest {
  /** Set by gatsby-adapter-netlify's wrapper: the Lambda event, which carries Netlify Blobs' endpoint. */
  netlifyFunctionParams?: { event?: BlobsLambdaEvent };
}

export function leadStoreForRequest(request: HostedRequest, settings: Pick<ContactSettings, "outboxDir">): LeadStore {
  const blobs = leadsStoreFromLambdaEvent(request.netlifyFunctionParams?.event);
  return createLeadStore(blobs ? blobRecords(blobs) : folderRecords(settings.outboxDir));
}
