// `npm run cms`: the site's develop server (hot reload), and the CMS on an origin of its own with
// its local backend, which reads and writes the content/ folder of this working copy and nothing
// else. Both listen on 127.0.0.1 only and need no login. In a git working copy each change is a
// draft on a branch of its own, reviewed in the CMS's Workflow tab and published by a merge into
// the branch checked out (git mode); elsewhere, or with CMS_DRAFTS=0, saves go into content/ and
// the editor commits them with git. Ports: CMS_SITE_PORT (default 8000) and CMS_BACKEND_PORT (default 8081, the
// CMS at /admin/). Only the CMS's own page can use the backend (editor-server.ts); each write
// passes the guard (entry-guard.ts), which refuses those that would lose or misplace content or
// save a file the build would refuse (content-check.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { collections, MEDIA_FOLDER } from "./config";
import { savedFileProblems } from "./content-check";
import { ContentFolder } from "./content-folder";
import { editorApp } from "./editor-server";
import { folderCollectionsOf } from "./entry-addresses";
import { EntryGuard } from "./entry-guard";
import { DraftActions } from "./draft-actions";
import { DraftBranches } from "./draft-branches";
import { draftPlaceOf } from "./draft-places";
import { LocalBackend } from "./local-backend";
import { ensureCmsPackages } from "./packages";

const projectRoot = path.resolve(__dirname, "..");
const host = "127.0.0.1";
const sitePort = Number(process.env.CMS_SITE_PORT ?? 8000);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const siteUrl = `http://${host}:${sitePort}`;
const editorOrigin = `http://${host}:${backendPort}`;
const contentFolder = "content";

/** CMS_DRAFTS=0 saves into the working copy even in a git working copy, as without git. */
const DRAFTS_SETTING = "CMS_DRAFTS";

/**
 * Git mode's branch: the one checked out, when the project is the top of a git working copy and
 * drafts are not switched off; drafts start from it and are published into it.
 */
function draftBranchOf(root: string): string | undefined {
  if (process.env[DRAFTS_SETTING] === "0") return undefined;
  const top = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: root, encoding: "utf8" });
  if (top.status !== 0 || fs.realpathSync(top.stdout.trim()) !== fs.realpathSync(root)) return undefined;
  return DraftBranches.checkedOutBranch(root);
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

  const guard = new EntryGuard({
    projectRoot,
    contentFolder,
    folderCollections: folderCollectionsOf(collections),
    contentProblems: (file, text, uploads) => savedFileProblems(file, text, { projectRoot, uploads }),
  });
  const content = new ContentFolder(projectRoot, contentFolder);
  const draftsOnto = draftBranchOf(projectRoot);
  const drafts = draftsOnto
    ? new DraftActions({ branches: new DraftBranches(projectRoot, draftsOnto), placeOf: (collection, slug) => draftPlaceOf(collections, collection, slug, MEDIA_FOLDER), guard, content })
    : undefined;
  const backend = new LocalBackend({ content, guard, repoName: path.basename(projectRoot), drafts });
  const editor = http.createServer(editorApp({ origin: editorOrigin, siteUrl, backend, projectRoot, draftsOnto }));
  await new Promise<void>((resolve, reject) => {
    editor.once("error", reject);
    editor.listen(backendPort, host, resolve);
  });
  start("gatsby develop", "npx", ["gatsby", "develop", "--host", host, "--port", String(sitePort)], {
    GATSBY_TELEMETRY_DISABLED: "1",
    CMS_EDITOR_URL: `${editorOrigin}/admin/`,
  });

  await answers(`${siteUrl}/`);
  const mode = draftsOnto
    ? `Changes are drafts, each on a branch of its own (cms/...), published by a merge into ${draftsOnto}.`
    : `Changes are saved into content/ as you make them (${process.env[DRAFTS_SETTING] === "0" ? `${DRAFTS_SETTING}=0` : "not a git working copy on a branch"}).`;
  console.log(`\nThe site, as you edit it:  ${siteUrl}/\nThe CMS:                   ${editorOrigin}/admin/\n${mode}\nStop both with Ctrl+C.\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll(1);
});
