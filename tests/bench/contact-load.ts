// The contact endpoint under load, against the served site and a real SMTP server on loopback:
// every message delivered exactly once, throughput and latency, and the rate limit holding a burst
// from one address while others still get through.
//
//   npx tsx tests/bench/contact-load.ts      (needs a built public/; exits non-zero on failure)
//
// Settings from the environment for the standalone run: CONTACT_LOAD_SITE_PORT (default: a free
// port), CONTACT_LOAD_SMTP_PORT (default: a free port), CONTACT_LOAD_SUBMISSIONS (1000),
// CONTACT_LOAD_CONCURRENCY (50), CONTACT_LOAD_SERVE (the serve command, default
// "npm run serve --"; the host and port flags are appended).
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { simpleParser } from "mailparser";
import { type SmtpSink, startSmtpSink } from "../unit/contact/smtp-sink";

export interface ContactLoadOptions {
  /** The site's port; default: a free one. */
  sitePort?: number;
  /** The SMTP sink's port; default: a free one. */
  smtpPort?: number;
  /** Valid submissions in the load run (at least 1000: every one must be delivered exactly once). */
  submissions?: number;
  /** Requests in flight at once during the load run. */
  concurrency?: number;
  /** Requests sent at once from one address in the burst. */
  burst?: number;
  /** Requests from other addresses sent while the burst is in flight. */
  bystanders?: number;
  /**
   * The p95 latency bystanders may not exceed during the burst. Default: twice the load run's own
   * p99, scaled by how many more requests the burst has in flight than the load run did, and at
   * least 1 s: "responsive" means as fast as this server is anyway, on whatever machine.
   */
  bystanderLatencyLimitMs?: number;
  /** The command that serves the built site; `--host 127.0.0.1 --port <sitePort>` is appended. */
  serveCommand?: readonly string[];
  /** The project folder (with public/ and .cache/functions). */
  cwd?: string;
  startTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ContactLoadReport {
  ok: boolean;
  /** Why the run failed; empty when it passed. */
  failures: string[];
  load: {
    submissions: number;
    concurrency: number;
    durationMs: number;
    throughputPerSecond: number;
    latencyMs: LatencySummary;
    /** How many requests got each status ("error" for no answer at all). */
    statuses: Record<string, number>;
    delivered: number;
    lost: number;
    duplicated: number;
    /** Messages at the sink that no 200 accounts for. */
    unexpected: number;
  };
  burst: {
    requests: number;
    /** The default limit: 5 in 10 minutes. */
    allowed: number;
    limited: number;
    retryAfterSeconds: { min: number; max: number } | null;
    bystanders: { requests: number; succeeded: number; latencyMs: LatencySummary; p95LimitMs: number };
  };
}

/** The default limit of the function (CONTACT_RATE_LIMIT_MAX unset). */
const DEFAULT_RATE_LIMIT_MAX = 5;
const DEFAULT_WINDOW_SECONDS = 600;

const PROJECT_ROOT = path.resolve(__dirname, "../..");

interface Outcome {
  token: string;
  status: number | "error";
  latencyMs: number;
  retryAfter: string | null;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[rank] ?? 0) * 10) / 10;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A valid submission whose message carries its token, so the sink's copy can be matched to it. */
function submission(token: string): string {
  return JSON.stringify({
    firstName: "Load",
    lastName: "Tester",
    email: "load.tester@example.com",
    message: `Reference ${token}\nA message sent by the contact load run; nothing to answer.\nEnd ${token}`,
  });
}

const TOKEN_PATTERN = /^Reference ([0-9a-f-]{36})$/m;

/** One POST from `address` (as our proxy would name it in X-Forwarded-For), timed. */
async function post(endpoint: string, address: string): Promise<Outcome> {
  const token = randomUUID();
  const started = performance.now();
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: submission(token),
    });
    await response.arrayBuffer();
    return { token, status: response.status, latencyMs: performance.now() - started, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { token, status: "error", latencyMs: performance.now() - started, retryAfter: null };
  }
}

/** Runs `count` tasks with at most `concurrency` in flight. */
async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** An address per number, inside a documentation or private range. */
const address = (prefix: string, index: number) => `${prefix}.${(index >> 8) & 255}.${index & 255}`;

function countStatuses(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** Stops for whatever is running now, so an interrupted standalone run leaves no server behind. */
const runningStops = new Set<() => Promise<void>>();

/** The site, served by the project's own serve command, in its own process group so all of it can be stopped. */
export async function startSite(options: {
  command: readonly string[];
  port: number;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  log: (line: string) => void;
}): Promise<{ child: ChildProcess; stop: () => Promise<void>; output: () => string }> {
  const [program, ...args] = options.command;
  if (!program) throw new Error("empty serve command");
  const child = spawn(program, [...args, "--host", "127.0.0.1", "--port", String(options.port)], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped || child.exitCode !== null || child.signalCode !== null) return;
    stopped = true;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup("SIGTERM");
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    // npm may exit before the server it started; the group is signalled once more to be sure.
    signalGroup("SIGKILL");
  };

  runningStops.add(stop);
  void exited.then(() => runningStops.delete(stop));

  const deadline = Date.now() + options.timeoutMs;
  const base = `http://127.0.0.1:${options.port}`;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the site exited before it answered:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the site did not answer within ${options.timeoutMs} ms:\n${output}`);
      try {
        const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  options.log(`site answering on ${base}`);
  return { child, stop, output: () => output };
}

/** Maps each message the sink accepted to its token. */
async function deliveredTokens(sink: SmtpSink): Promise<string[]> {
  const mails = await Promise.all(sink.accepted.map(({ raw }) => simpleParser(raw)));
  return mails.map((mail) => TOKEN_PATTERN.exec(mail.text ?? "")?.[1] ?? "unreadable");
}

function tally(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

export async function runContactLoad(options: ContactLoadOptions = {}): Promise<ContactLoadReport> {
  const submissions = options.submissions ?? 1_000;
  const concurrency = options.concurrency ?? 50;
  const burstSize = options.burst ?? 40;
  const bystanderCount = options.bystanders ?? 20;
  const log = options.log ?? (() => undefined);
  const failures: string[] = [];

  const sink = await startSmtpSink({ port: options.smtpPort ?? 0 });
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    const sitePort = options.sitePort ?? (await freePort());
    site = await startSite({
      command: options.serveCommand ?? ["npm", "run", "serve", "--"],
      port: sitePort,
      cwd: options.cwd ?? PROJECT_ROOT,
      timeoutMs: options.startTimeoutMs ?? 120_000,
      log,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_SECURE: "false",
        SMTP_USER: "",
        // The rate limit stays at its default throughout: the load is spread over one address per
        // submission, named in X-Forwarded-For as our proxy would, so the burst below meets the
        // same limiter, in the same server, that production runs.
        CONTACT_TRUST_PROXY: "1",
        CONTACT_RATE_LIMIT_MAX: "",
        CONTACT_RATE_LIMIT_WINDOW_MS: "",
        // No startedAt is sent, which the fill-time check ignores; 0 makes sure of it.
        CONTACT_MIN_FILL_MS: "0",
      },
    });
    const endpoint = `http://127.0.0.1:${sitePort}/api/send-email`;

    // --- Load: every valid submission delivered exactly once --------------------------------
    log(`load: ${submissions} submissions at concurrency ${concurrency}`);
    const started = performance.now();
    const outcomes = await pool(submissions, concurrency, (index) => post(endpoint, address("10.77", index)));
    const durationMs = performance.now() - started;

    const statuses = countStatuses(outcomes);
    const sent = outcomes.filter((outcome) => outcome.status === 200);
    const atSink = tally(await deliveredTokens(sink));
    const lost = sent.filter((outcome) => !atSink.has(outcome.token)).length;
    const duplicated = [...atSink.values()].filter((count) => count > 1).length;
    const sentTokens = new Set(sent.map((outcome) => outcome.token));
    const unexpected = [...atSink.keys()].filter((token) => !sentTokens.has(token)).length;

    if (sent.length !== submissions) failures.push(`load: ${submissions - sent.length} of ${submissions} submissions were not answered 200 (${JSON.stringify(statuses)})`);
    if (lost > 0) failures.push(`load: ${lost} messages answered 200 never reached the SMTP server`);
    if (duplicated > 0) failures.push(`load: ${duplicated} messages reached the SMTP server more than once`);
    if (unexpected > 0) failures.push(`load: ${unexpected} messages at the SMTP server match no 200`);

    const load = {
      submissions,
      concurrency,
      durationMs: Math.round(durationMs),
      throughputPerSecond: Math.round((submissions / (durationMs / 1000)) * 10) / 10,
      latencyMs: summarise(outcomes.map((outcome) => outcome.latencyMs)),
      statuses,
      delivered: sent.length - lost,
      lost,
      duplicated,
      unexpected,
    };
    log(`load: ${load.throughputPerSecond} req/s, p50 ${load.latencyMs.p50} ms, p95 ${load.latencyMs.p95} ms, p99 ${load.latencyMs.p99} ms`);

    // --- Burst: one address is held to the limit while others still get through -------------
    const acceptedBeforeBurst = sink.accepted.length;
    log(`burst: ${burstSize} at once from one address, ${bystanderCount} from others meanwhile`);
    const burstAddress = "192.0.2.1";
    const [burstOutcomes, bystanderOutcomes] = await Promise.all([
      Promise.all(Array.from({ length: burstSize }, () => post(endpoint, burstAddress))),
      Promise.all(Array.from({ length: bystanderCount }, (_, index) => post(endpoint, address("198.51", index + 1)))),
    ]);

    const allowed = burstOutcomes.filter((outcome) => outcome.status === 200);
    const limited = burstOutcomes.filter((outcome) => outcome.status === 429);
    const retryAfter = limited.map((outcome) => Number(outcome.retryAfter));
    const others = burstOutcomes.length - allowed.length - limited.length;
    if (allowed.length !== Math.min(DEFAULT_RATE_LIMIT_MAX, burstSize)) failures.push(`burst: ${allowed.length} of ${burstSize} were let through; the limit is ${DEFAULT_RATE_LIMIT_MAX}`);
    if (others > 0) failures.push(`burst: ${others} answers were neither 200 nor 429 (${JSON.stringify(countStatuses(burstOutcomes))})`);
    if (retryAfter.some((seconds) => !Number.isInteger(seconds) || seconds < 1 || seconds > DEFAULT_WINDOW_SECONDS)) {
      failures.push(`burst: a 429 came without a Retry-After of 1 to ${DEFAULT_WINDOW_SECONDS} seconds`);
    }

    const bystandersSucceeded = bystanderOutcomes.filter((outcome) => outcome.status === 200);
    const bystanderLatency = summarise(bystanderOutcomes.map((outcome) => outcome.latencyMs));
    if (bystandersSucceeded.length !== bystanderCount) failures.push(`burst: ${bystanderCount - bystandersSucceeded.length} requests from other addresses failed (${JSON.stringify(countStatuses(bystanderOutcomes))})`);
    const inFlightRatio = Math.max(1, (burstSize + bystanderCount) / concurrency);
    const bystanderLimit = options.bystanderLatencyLimitMs ?? Math.round(Math.max(1_000, 2 * load.latencyMs.p99 * inFlightRatio));
    if (bystanderLatency.p95 > bystanderLimit) failures.push(`burst: other addresses waited ${bystanderLatency.p95} ms (p95), over ${bystanderLimit} ms`);

    // What the burst delivered: exactly the 200s, once each; never a 429.
    const burstAtSink = tally((await deliveredTokens(sink)).slice(acceptedBeforeBurst));
    const expectedTokens = [...allowed, ...bystandersSucceeded].map((outcome) => outcome.token);
    if (expectedTokens.some((token) => burstAtSink.get(token) !== 1) || burstAtSink.size !== expectedTokens.length) {
      failures.push("burst: the messages at the SMTP server are not exactly the burst's 200s, once each");
    }
    if (limited.some((outcome) => burstAtSink.has(outcome.token))) failures.push("burst: a rate-limited request was delivered");

    const burst = {
      requests: burstSize,
      allowed: allowed.length,
      limited: limited.length,
      retryAfterSeconds: retryAfter.length > 0 ? { min: Math.min(...retryAfter), max: Math.max(...retryAfter) } : null,
      bystanders: { requests: bystanderCount, succeeded: bystandersSucceeded.length, latencyMs: bystanderLatency, p95LimitMs: bystanderLimit },
    };
    log(`burst: ${burst.allowed} let through, ${burst.limited} limited; others answered in p50 ${bystanderLatency.p50} ms, max ${bystanderLatency.max} ms`);

    return { ok: failures.length === 0, failures, load, burst };
  } finally {
    await site?.stop();
    await sink.close();
  }
}

function numberSetting(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

async function main(): Promise<void> {
  // The site runs in its own process group, out of reach of the terminal's Ctrl-C: stop it here.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void Promise.all([...runningStops].map((stop) => stop())).finally(() => process.exit(130));
    });
  }
  const serve = process.env.CONTACT_LOAD_SERVE?.trim();
  const report = await runContactLoad({
    sitePort: numberSetting("CONTACT_LOAD_SITE_PORT"),
    smtpPort: numberSetting("CONTACT_LOAD_SMTP_PORT"),
    submissions: numberSetting("CONTACT_LOAD_SUBMISSIONS"),
    concurrency: numberSetting("CONTACT_LOAD_CONCURRENCY"),
    serveCommand: serve ? serve.split(/\s+/) : undefined,
    log: (line) => console.log(`[contact-load] ${line}`),
  });
  console.log(JSON.stringify(report, null, 2));
  if (!report.ok) {
    for (const failure of report.failures) console.error(`[contact-load] FAIL ${failure}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error("[contact-load]", error);
    process.exitCode = 1;
  });
}
