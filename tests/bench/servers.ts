// The benchmarks' servers. Each runs in its own process group, so stopping it also stops what npm
// or npx started. Builds of ours are served by our own server (src/server/serve.ts, with the
// deployed headers), so two builds measured side by side differ only in what was built.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export function startServer(command: string, args: readonly string[]): ChildProcess {
  return spawn(command, [...args], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
}

/** Our server on 127.0.0.1:`port`, serving `publicDir`, or the project's own public/ when null. */
export function serveBuild(publicDir: string | null, port: number): ChildProcess {
  const folder = publicDir === null ? [] : ["--public", publicDir];
  return startServer("npm", ["run", "serve", "--", "--host", "127.0.0.1", "--port", String(port), ...folder]);
}

export function stopServer(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Resolves once `url` answers 2xx; rejects when `server` exits first or `timeoutMs` passes. */
export async function waitForServer(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited with ${server.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}
