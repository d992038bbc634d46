// The CMS as an editor runs it: `npm run cms` started in a copy of the project in the system's
// temporary folder (so the real content/ is never written), with git, as a fresh clone has it.
// Helpers to drive the admin page in Chromium: open a collection or an entry, publish.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

import { copyProject, projectRoot } from "../../support/project-copy";

export { projectRoot };

export interface CmsProject {
  /** The copy's folder. */
  root: string;
  /** The develop server, e.g. http://127.0.0.1:9310. */
  siteUrl: string;
  /** The CMS's own server, e.g. http://127.0.0.1:9311; the CMS is at /admin/. */
  cmsUrl: string;
  /** git in the copy, as a named editor; returns its output. */
  git: (...args: string[]) => string;
  /** Stops the CMS (its develop server and backend with it) and removes the copy. */
  stop: () => void;
}

/** Resolves when the CMS's start script prints its addresses; rejects if it stops first. */
function cmsReady(child: ChildProcess, cmsUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${cmsUrl}/admin/`)) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`npm run cms stopped (exit code ${code}):\n${output.slice(-4000)}`)));
  });
}

/**
 * Copies the project, commits the copy as it is (on main), and starts the CMS in it: the site on
 * `sitePort`, the CMS on the next port. Resolves once both answer. `drafts` runs it in git mode,
 * as `npm run cms` runs in a clone (the editorial workflow); without it, saves go into content/.
 */
export async function startCmsProject(sitePort: number, { drafts = false }: { drafts?: boolean } = {}): Promise<CmsProject> {
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const cmsUrl = `http://127.0.0.1:${sitePort + 1}`;
  const root = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), "northlime-cms-")), { withTests: true });

  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test Editor", "-c", "user.email=editor@northlime.example", ...args], {
      cwd: root,
      encoding: "utf8",
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-qm", "The project as it was before the editor's changes");

  const cms = spawn("npx", ["tsx", "cms/start.ts"], {
    cwd: root,
    env: { ...process.env, CMS_SITE_PORT: String(sitePort), CMS_BACKEND_PORT: String(sitePort + 1), CI: "true", CMS_DRAFTS: drafts ? "1" : "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stop = () => {
    // The start script stops the develop server and the local backend when it is stopped.
    if (cms.pid && cms.exitCode === null) process.kill(-cms.pid, "SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await cmsReady(cms, cmsUrl);
  } catch (error) {
    stop();
    throw error;
  }
  return { root, siteUrl, cmsUrl, git, stop };
}

/** Opens the CMS at `hash`: a collection once its list has loaded, an entry once its editor is up. */
export async function openCms(page: Page, cmsUrl: string, hash: string): Promise<void> {
  await page.goto(`${cmsUrl}/admin/${hash}`);
  const ready = hash.includes("/entries/")
    ? page.getByRole("button", { name: /^Publish(ed)?$/ })
    : page.getByRole("link", { name: "Articles" }).first();
  await expect(ready).toBeVisible();
}

/** Clicks "Publish now", which in the local backend's simple mode writes the files. */
export async function clickPublish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** Publishes the open entry and waits until the CMS says it is saved. */
export async function publish(page: Page): Promise<void> {
  await clickPublish(page);
  await expect(page.getByText(/Entry (published|saved)/)).toBeVisible();
}

/** Unfolds the list item whose summary is `summary`. */
export async function unfold(page: Page, summary: string): Promise<void> {
  const label = page.getByText(summary, { exact: true }).filter({ visible: true }).first();
  await label.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click();
  await expect(label).toBeHidden();
}
