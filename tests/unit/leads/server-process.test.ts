/** @jest-environment node */
// Our own server as a process, with its lead store on disk and a real SMTP server that goes down
// and comes back: enquiries made while mail is down are answered 2xx and kept; the delivery loop
// mails them once mail is back, within its interval; a restart mails nothing twice; a `kill -9`
// straight after a 2xx loses nothing.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { simpleParser } from "mailparser";
import type { Lead } from "../../../src/lib/leads/lead";
import { temporaryFolder, validFields } from "../contact/fakes";
import { type SmtpSink, startSmtpSink } from "../contact/smtp-sink";

const entry = path.resolve(__dirname, "site-process-entry.ts");

interface SiteProcess {
  child: ChildProcess;
  base: string;
  /** Resolves with the first line of its output, since it started, that matches `pattern`. */
  line(pattern: RegExp): Promise<string>;
}

async function startSite(publicDir: string, env: Record<string, string>): Promise<SiteProcess> {
  // Node itself, with tsx's loader: one process, so a kill reaches the server and nothing else.
  const child = spawn(process.execPath, ["--import", "tsx", entry, publicDir], {
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seen: string[] = [];
  const listeners = new Set<(text: string) => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (text) => {
      seen.push(text);
      listeners.forEach((listener) => listener(text));
    });
  }
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const earlier = seen.find((text) => pattern.test(text));
      if (earlier !== undefined) return resolve(earlier);
      const listener = (text: string) => {
        if (!pattern.test(text)) return;
        listeners.delete(listener);
        resolve(text);
      };
      listeners.add(listener);
    });
  const port = /listening (\d+)/.exec(await line(/^listening \d+/))?.[1];
  return { child, base: `http://127.0.0.1:${port}`, line };
}

async function stopSite(site: SiteProcess, signal: NodeJS.Signals): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return;
  const exited = once(site.child, "exit");
  site.child.kill(signal);
  await exited;
}

const enquiry = (token: string) => ({ ...validFields, message: `Enquiry ${token}: we would like a new website.` });

async function post(site: SiteProcess, fields: object): Promise<number> {
  const response = await fetch(`${site.base}/api/send-email`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fields) });
  await response.arrayBuffer();
  return response.status;
}

async function leadsOnDisk(outbox: string): Promise<Lead[]> {
  const dir = path.join(outbox, "leads");
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith(".json")).map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as Lead));
}

async function tokensMailed(sink: SmtpSink): Promise<string[]> {
  return Promise.all(sink.accepted.map(async ({ raw }) => /Enquiry (\S+):/.exec((await simpleParser(raw)).text ?? "")?.[1] ?? "?"));
}

describe("our server with its mail server down, then back", () => {
  let root: Awaited<ReturnType<typeof temporaryFolder>>;
  let publicDir: string;
  let smtpPort: number;
  let sink: SmtpSink | undefined;
  const sites: SiteProcess[] = [];

  beforeAll(async () => {
    root = await temporaryFolder("server-process");
    publicDir = path.join(root.dir, "public");
    await mkdir(publicDir);
    await writeFile(path.join(publicDir, "index.html"), "<!doctype html><title>Test</title>");
    // A port for the mail server, free while it is down.
    const probe = await startSmtpSink();
    smtpPort = probe.port;
    await probe.close();
  });

  afterEach(async () => {
    for (const site of sites.splice(0)) await stopSite(site, "SIGKILL");
    await sink?.close();
    sink = undefined;
  });

  afterAll(() => root.remove());

  const settingsFor = (outbox: string) => ({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    CONTACT_OUTBOX_DIR: outbox,
    CONTACT_RETRY_SECONDS: "1",
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT_MAX: "100",
  });
  const start = async (outbox: string) => {
    const site = await startSite(publicDir, settingsFor(outbox));
    sites.push(site);
    return site;
  };

  it("answers 2xx and keeps the enquiry while mail is down, mails it once mail is back, and mails nothing twice after a restart", async () => {
    const outbox = path.join(root.dir, "outbox-restart");
    const first = await start(outbox);
    expect(await post(first, enquiry("down-1"))).toBe(200);
    expect(await post(first, enquiry("down-2"))).toBe(200);
    expect((await leadsOnDisk(outbox)).map((lead) => lead.state.status)).toEqual(["pending", "pending"]);

    // Mail comes back: the loop (every second here) mails both, with no new request.
    sink = await startSmtpSink({ port: smtpPort });
    await sink.whenAccepted(2);
    await stopSite(first, "SIGTERM");
    expect((await leadsOnDisk(outbox)).map((lead) => lead.state.status)).toEqual(["sent", "sent"]);

    // A restart over the same store: its first pass finds nothing to mail, and a new enquiry goes at once.
    const second = await start(outbox);
    await second.line(/\[lead-delivery\] mailed 0 lead\(s\); 0 still pending/);
    expect(await post(second, enquiry("after-restart"))).toBe(200);
    await sink.whenAccepted(3);
    expect((await tokensMailed(sink)).sort()).toEqual(["after-restart", "down-1", "down-2"]);
  }, 60_000);

  it("mails an enquiry answered 2xx just before the server was killed (kill -9), after the restart", async () => {
    const outbox = path.join(root.dir, "outbox-kill");
    const doomed = await start(outbox);
    expect(await post(doomed, enquiry("killed"))).toBe(200);
    await stopSite(doomed, "SIGKILL");
    expect(await leadsOnDisk(outbox)).toEqual([expect.objectContaining({ state: expect.objectContaining({ status: "pending" }) })]);

    sink = await startSmtpSink({ port: smtpPort });
    const restarted = await start(outbox);
    await sink.whenAccepted(1);
    // A stop waits for the pass under way, so the store says what the pass did.
    await stopSite(restarted, "SIGTERM");
    expect(await tokensMailed(sink)).toEqual(["killed"]);
    expect((await leadsOnDisk(outbox)).map((lead) => lead.state.status)).toEqual(["sent"]);
  }, 60_000);
});
