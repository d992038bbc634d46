// The local server under hostile volume: first the app's heap, after garbage collection, over many
// function calls that each hand a body to a function (the app in this process, over a site in
// miniature); then, against the built site, the server's memory before and after a large multipart
// upload (refused unread), and throughput and memory over many function calls. Reports numbers;
// the unit tests hold the rules.
//
//   npx tsx tests/bench/server-soak.ts      (needs a built public/)
//
// Settings from the environment: SOAK_HEAP_CALLS (20000), SOAK_UPLOAD_MB (400), SOAK_CALLS (100000),
// SOAK_CONCURRENCY (16).
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { headerRules } from "../../src/lib/security-headers";
import { createSiteServer } from "../../src/server/site-app";
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

/** A built site in miniature: one page, the 404 page, and a function that answers with the bytes it was handed. */
function writeMiniatureSite(dir: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("public/index.html", "<!doctype html><h1>Home</h1>");
  write("public/404.html", "<!doctype html><h1>Not here</h1>");
  write("functions/echo.js", "module.exports = (req, res) => res.json({ ok: true, bytes: req.body ? req.body.length : 0 });\n");
  const echo = { functionRoute: "echo", absoluteCompiledFilePath: path.join(dir, "functions/echo.js"), originalRelativeFilePath: "echo.js" };
  return { publicDir: path.join(dir, "public"), functions: [echo] };
}

/**
 * The app's heap after garbage collection, before and after `calls` POSTs of a small JSON body to
 * a function, 8 at a time, once a tenth of that many have warmed it up. What it keeps per call
 * shows as growth: at 100 bytes a call, 20,000 calls would add about 2 MB.
 */
async function heapOverFunctionCalls(calls: number) {
  setFlagsFromString("--expose-gc");
  const collectGarbage = runInNewContext("gc") as () => void;
  const heapAfterGc = () => {
    collectGarbage();
    collectGarbage();
    return process.memoryUsage().heapUsed;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-soak-heap-"));
  const server = createSiteServer({ ...writeMiniatureSite(dir), pagePaths: ["/"], headerRules, log: () => undefined });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const headers = { "content-type": "application/json" };
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/echo", agent, headers }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end('{"a":1}');
    });
  const send = async (count: number) => {
    for (let sent = 0; sent < count; sent += 8) await Promise.all(Array.from({ length: Math.min(8, count - sent) }, call));
  };
  try {
    await send(Math.ceil(calls / 10));
    const before = heapAfterGc();
    await send(calls);
    const after = heapAfterGc();
    return { before, after, bytesPerCall: (after - before) / calls };
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
  const heapCalls = setting("SOAK_HEAP_CALLS", 20_000);
  const heap = await heapOverFunctionCalls(heapCalls);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `[server-soak] ${heapCalls} function calls with a body: heap after GC ${mb(heap.before)} -> ${mb(heap.after)} MB, ${Math.round(heap.bytesPerCall)} bytes a call`,
  );

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
