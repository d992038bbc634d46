// The local server under hostile volume, against the built site: the server's memory before and
// after a large multipart upload (refused unread), and throughput and memory over many function
// calls. Reports numbers; the unit tests hold the rules.
//
//   npx tsx tests/bench/server-soak.ts      (needs a built public/)
//
// Settings from the environment: SOAK_UPLOAD_MB (400), SOAK_CALLS (100000), SOAK_CONCURRENCY (16).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startSite } from "./contact-load";

const projectDir = path.resolve(__dirname, "../..");

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/** Resident memory of every process in the server's group (npm, tsx and the server itself), in MB. */
function groupRssMb(groupId: number): number {
  let kb = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The process group is the fifth field after the command name, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process ended while it was being read.
    }
  }
  return Math.round(kb / 1024);
}

/** Streams `megabytes` of multipart upload; resolves when the server answers or drops the connection. */
function upload(port: number, megabytes: number): Promise<{ status: number | undefined; sentMb: number; ms: number }> {
  const started = Date.now();
  const chunk = Buffer.alloc(1024 * 1024, 97);
  let sentMb = 0;
  return new Promise((resolve) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/send-email",
      headers: { "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" },
    });
    let status: number | undefined;
    const finish = () => resolve({ status, sentMb, ms: Date.now() - started });
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      res.on("end", finish);
    });
    req.on("error", finish);
    const pump = () => {
      while (sentMb < megabytes && status === undefined) {
        sentMb += 1;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\n\r\n');
    pump();
  });
}

/** `calls` GETs of the contact function (it answers 405) in ten blocks: calls per second and memory after each. */
async function soak(port: number, groupId: number, calls: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/api/send-email", agent }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 405 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end();
    });
  const blockSize = Math.ceil(calls / 10);
  const blocks: { calls: number; perSecond: number; rssMb: number }[] = [];
  for (let done = 0; done < calls; done += blockSize) {
    const size = Math.min(blockSize, calls - done);
    let started = 0;
    const from = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (started < size) {
          started += 1;
          await call();
        }
      }),
    );
    blocks.push({ calls: done + size, perSecond: Math.round(size / ((performance.now() - from) / 1000)), rssMb: groupRssMb(groupId) });
  }
  agent.destroy();
  return blocks;
}

async function main(): Promise<void> {
  const uploadMb = setting("SOAK_UPLOAD_MB", 400);
  const calls = setting("SOAK_CALLS", 100_000);
  const concurrency = setting("SOAK_CONCURRENCY", 16);
  const port = await freePort();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-soak-outbox-"));
  const site = await startSite({
    command: ["npx", "tsx", "src/server/serve.ts"],
    port,
    cwd: projectDir,
    env: { ...process.env, CONTACT_OUTBOX_DIR: outboxDir },
    timeoutMs: 60_000,
    log: (line) => console.log(`[server-soak] ${line}`),
  });
  const groupId = site.child.pid ?? 0;
  try {
    const before = groupRssMb(groupId);
    const refused = await upload(port, uploadMb);
    const after = groupRssMb(groupId);
    console.log(
      `[server-soak] ${uploadMb} MB multipart upload: answered ${refused.status ?? "nothing"} after ${refused.sentMb} MB sent, in ${refused.ms} ms; server memory ${before} -> ${after} MB`,
    );
    const blocks = await soak(port, groupId, calls, concurrency);
    console.log(`[server-soak] ${calls} function calls, ${concurrency} at a time:`);
    for (const block of blocks) console.log(`  after ${String(block.calls).padStart(7)}: ${String(block.perSecond).padStart(5)} calls/s, ${block.rssMb} MB`);
  } finally {
    await site.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error("[server-soak]", error);
  process.exitCode = 1;
});
