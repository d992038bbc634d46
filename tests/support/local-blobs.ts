// @netlify/blobs' own local server (the one the package ships for tests) on a free loopback port,
// run by tests/support/blobs-server.mjs in a process of its own, and the ways our code reaches
// it: as a Lambda event carries it, as a native function's environment does, as the API does.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { LEADS_STORE_NAME } from "../../src/lib/leads/blob-records";

const serverScript = path.resolve(__dirname, "blobs-server.mjs");
export const SITE_ID = "northlime-test-site";
const TOKEN = "local-blobs-token";

export interface LocalBlobs {
  url: string;
  /**
   * The leads store, as a function connected to the edge sees it; each site id is a namespace of
   * its own, so tests sharing one server can each start from an empty store.
   */
  store(siteID?: string): Store;
  /** What Netlify puts in a Lambda-compatibility event for Blobs (event.blobs and its headers). */
  lambdaEvent(): { blobs: string; headers: Record<string, string> };
  /** NETLIFY_BLOBS_CONTEXT as the platform sets it for a native function. */
  environmentContext(): string;
  /** Stops answering (the store is down) or answers again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "northlime-blobs-"));
  let url = "";
  let server: ChildProcess | undefined;
  // Started again on the same port after stop(), so clients configured with the URL reach it.
  const start = async () => {
    const port = url ? new URL(url).port : "";
    server = spawn(process.execPath, [serverScript, directory, TOKEN, port], { stdio: ["ignore", "pipe", "inherit"] });
    const [line] = (await once(server.stdout!, "data")) as [Buffer];
    url = line.toString().trim().replace(/\/$/, "");
  };
  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    get url() {
      return url;
    },
    store: (siteID = SITE_ID) => getStore({ name: LEADS_STORE_NAME, edgeURL: url, siteID, token: TOKEN }),
    lambdaEvent: () => ({
      blobs: Buffer.from(JSON.stringify({ url, token: TOKEN })).toString("base64"),
      headers: { "x-nf-site-id": SITE_ID, "x-nf-deploy-id": "test-deploy" },
    }),
    environmentContext: () => Buffer.from(JSON.stringify({ edgeURL: url, token: TOKEN, siteID: SITE_ID })).toString("base64"),
    stop,
    start,
    remove: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const BLOBS_API_TOKEN = TOKEN;
