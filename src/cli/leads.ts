// npm run leads: the leads the contact form stored, read without mail, from either home.
//
//   npm run leads                          a table of every lead in CONTACT_OUTBOX_DIR (default outbox/)
//   npm run leads -- --format=csv > leads.csv      every lead as CSV; --format=json for JSON
//   npm run leads -- --netlify             the site's Netlify Blobs store instead, reached with
//                                          NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN from the environment
//   --pending                              only the leads not yet mailed
import { cwd, env } from "node:process";
import { parseArgs } from "node:util";
import { getStore } from "@netlify/blobs";
import { readContactSettings } from "../lib/contact/settings";
import { blobRecords, LEADS_STORE_NAME } from "../lib/leads/blob-records";
import { folderRecords } from "../lib/leads/folder-records";
import { isUnsent } from "../lib/leads/lead";
import { createLeadStore, type LeadStore } from "../lib/leads/lead-store";
import { leadsAsCsv, leadsAsJson, leadsAsTable } from "../lib/leads/export";

function netlifyStore(): LeadStore {
  const siteID = env.NETLIFY_SITE_ID?.trim();
  const token = env.NETLIFY_AUTH_TOKEN?.trim();
  if (!siteID || !token) {
    throw new Error("--netlify needs NETLIFY_SITE_ID (Site configuration > Site details) and NETLIFY_AUTH_TOKEN (a personal access token) in the environment.");
  }
  // The API, not the edge: reads there are never stale. NETLIFY_API_URL only for a stand-in server.
  const apiURL = env.NETLIFY_API_URL?.trim() || undefined;
  return createLeadStore(blobRecords(getStore({ name: LEADS_STORE_NAME, siteID, token, ...(apiURL ? { apiURL } : {}) })));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      format: { type: "string", default: "table" },
      netlify: { type: "boolean", default: false },
      pending: { type: "boolean", default: false },
    },
  });
  const format = values.format;
  if (format !== "table" && format !== "csv" && format !== "json") throw new Error("--format is table, csv or json.");
  const store = values.netlify ? netlifyStore() : createLeadStore(folderRecords(readContactSettings(env, cwd()).outboxDir));
  const leads = (await store.list()).filter((lead) => !values.pending || isUnsent(lead));
  const write = { table: leadsAsTable, csv: leadsAsCsv, json: leadsAsJson }[format];
  process.stdout.write(write(leads));
}

main().catch((error: unknown) => {
  console.error(`npm run leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
