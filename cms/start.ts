// `npm run cms`: the site's develop server (hot reload) with the CMS at /admin, and Decap's local
// backend, which reads and writes the files of this working copy. Both listen on 127.0.0.1 only
// and need no login; the editor reviews and commits the changes with git.
// Ports: CMS_SITE_PORT (default 8000) and CMS_BACKEND_PORT (default 8081). The CMS's requests
// to its backend pass through the guard (entry-guard.ts), which refuses those that would lose or
// misplace content, or save a file the build would refuse (content-check.ts); decap-server itself
// listens on a free port only the guard calls.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { routes } from "../src/lib/routes";
import { collections } from "./config";
import { persistedFileProblems } from "./content-check";
import { createBackendGuardServer, EntryGuard, type FolderCollection } from "./entry-guard";

const projectRoot = path.resolve(__dirname, "..");
const cmsDir = __dirname;
const host = "127.0.0.1";
const sitePort = Number(process.env.CMS_SITE_PORT ?? 8000);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const siteUrl = `http://${host}:${sitePort}`;
const backendUrl = `http://${host}:${backendPort}/api/v1`;

/** Each installed package by its place in node_modules, with its version, as a lockfile lists them. */
function lockedVersions(lockfile: string): Map<string, string> | undefined {
  if (!fs.existsSync(lockfile)) return undefined;
  const { packages = {} } = JSON.parse(fs.readFileSync(lockfile, "utf8")) as { packages?: Record<string, { version?: string }> };
  return new Map(
    Object.entries(packages)
      .filter(([place]) => place !== "")
      .map(([place, entry]) => [place, entry.version ?? ""]),
  );
}

/**
 * The CMS's own packages, installed from its lockfile the first time, and again when the lockfile
 * names other packages than those installed (npm's record of the install, node_modules/.package-lock.json).
 * Compared by content, not by file times: a copy of the project has new times, and reinstalling
 * there would empty a node_modules it shares by a link.
 */
function ensureCmsPackages(): void {
  const installed = lockedVersions(path.join(cmsDir, "node_modules/.package-lock.json"));
  const wanted = lockedVersions(path.join(cmsDir, "package-lock.json"));
  const upToDate =
    installed !== undefined &&
    wanted !== undefined &&
    installed.size === wanted.size &&
    [...wanted].every(([place, version]) => installed.get(place) === version);
  if (upToDate) return;
  console.log("Installing the CMS's packages (cms/package-lock.json)...");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: cmsDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm ci in cms/ failed");
}

const children: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const child of children) {
    // Each child leads its own process group: gatsby develop runs workers of its own.
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
  process.exit(code);
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: "inherit", detached: true });
  child.on("exit", (code, signal) => {
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the CMS.`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

/** A port no one listens on now, for a server only this process calls. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where each collection of folders (`{{slug}}/index`, images beside the text) is published on the site. */
const addressOfCollection: Record<string, (slug: string) => string> = {
  blog: routes.article,
  "case-studies": routes.caseStudy,
};

/** The collections whose entries are folders, as the guard knows them. */
function folderCollections(): FolderCollection[] {
  return collections.flatMap((collection) => {
    const address = addressOfCollection[collection.name];
    if (collection.path !== "{{slug}}/index" || !collection.folder) return [];
    if (!address) throw new Error(`cms/start.ts: say where collection ${collection.name} is published (addressOfCollection)`);
    return [{ folder: collection.folder, entryName: (collection.label_singular ?? collection.label).toLowerCase(), address }];
  });
}

/** Resolves once `url` answers with a success status. */
async function answers(url: string, init?: RequestInit): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url, init);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  ensureCmsPackages();
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));

  const decapServerPort = await freePort();
  // decap-server's package entry is the server itself: resolved from cms/'s own packages, as Node would load it.
  const decapServer = createRequire(path.join(cmsDir, "package.json")).resolve("decap-server");
  start("The CMS's local backend", process.execPath, [decapServer], {
    PORT: String(decapServerPort),
    // decap-server listens on every interface unless told otherwise: it writes files, so only this machine may reach it.
    BIND_HOST: host,
    MODE: "fs",
    GIT_REPO_DIRECTORY: projectRoot,
    LOG_LEVEL: "warn",
  });
  const guard = new EntryGuard({
    projectRoot,
    contentFolder: "content",
    folderCollections: folderCollections(),
    contentProblems: persistedFileProblems,
  });
  const guardServer = createBackendGuardServer({ guard, upstream: `http://${host}:${decapServerPort}` });
  await new Promise<void>((resolve, reject) => {
    guardServer.once("error", reject);
    guardServer.listen(backendPort, host, resolve);
  });
  start("gatsby develop", "npx", ["gatsby", "develop", "--host", host, "--port", String(sitePort)], {
    GATSBY_TELEMETRY_DISABLED: "1",
    CMS_BACKEND_URL: backendUrl,
    CMS_SITE_URL: siteUrl,
  });

  await answers(backendUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' });
  await answers(`${siteUrl}/admin/config.json`);
  console.log(`\nThe site, as you edit it:  ${siteUrl}/\nThe CMS:                   ${siteUrl}/admin/\nStop both with Ctrl+C.\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll(1);
});
