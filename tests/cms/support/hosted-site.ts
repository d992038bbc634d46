// A production build's /admin without the rest of the build: the post-build step that writes it
// (writeAdminOfBuild, as gatsby-node.ts's onPostBuild calls it) run against a public folder in the
// system's temporary folder, with the hosted CMS's settings in the environment as a build reads
// them, and that folder served by the site's own server with the deployed headers, so the page
// runs under /admin's real Content-Security-Policy. A full `gatsby build` would take minutes and
// write nothing else /admin needs.
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { writeAdminOfBuild } from "../../../cms/hosted-admin";
import { HOSTED_CMS_VARIABLES } from "../../../cms/hosted-settings";
import { headerRules } from "../../../src/lib/security-headers";
import { createSiteServer } from "../../../src/server/site-app";

/** The hosted CMS's settings, by their variables' names; a variable left out is unset. */
export type HostedEnvironment = Partial<Record<(typeof HOSTED_CMS_VARIABLES)[keyof typeof HOSTED_CMS_VARIABLES], string>>;

/** The canonical address the build gives the CMS for its "View Live" links. */
export const BUILT_SITE_URL = "https://www.northlime.example";

// Every variable writeAdminOfBuild reads: the settings, and Netlify's names for the repository and
// branch that make the unconfigured page's link to the guide. All are set exactly as a case says,
// so a value in the environment the tests run in cannot change what is built.
const BUILD_VARIABLES = [...Object.values(HOSTED_CMS_VARIABLES), "REPOSITORY_URL", "HEAD", "BRANCH"];

export interface HostedSite {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** What the build step reported. */
  reported: string[];
  /** Stops the server and removes the folder. */
  close: () => Promise<void>;
}

/** Runs `step` with exactly `env` of the build's variables set, then puts the environment back. */
async function inBuildEnvironment<T>(env: HostedEnvironment, step: () => Promise<T>): Promise<T> {
  const before = new Map(BUILD_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of BUILD_VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await step();
  } finally {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Writes /admin as a build with `env` does, into a public folder that has the home page and the
 * 404 page the server needs, and serves it on a free port of this machine.
 */
export async function startHostedSite(env: HostedEnvironment): Promise<HostedSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-hosted-admin-"));
  const publicDir = path.join(root, "public");
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>Northlime Digital</title><h1>Home</h1>");
  fs.writeFileSync(path.join(publicDir, "404.html"), "<!doctype html><title>Not found</title><h1>404: not here</h1>");

  const reported: string[] = [];
  // The parts of Gatsby's build arguments the step reads; a setting it refuses fails here as it fails a build.
  const store = { getState: () => ({ program: { directory: root }, config: { siteMetadata: { siteUrl: BUILT_SITE_URL } } }) };
  const reporter = {
    info: (text: string) => reported.push(text),
    warn: (text: string) => reported.push(text),
    panicOnBuild: (text: string) => {
      throw new Error(`the build stopped: ${text}`);
    },
  };
  let server: http.Server | undefined;
  try {
    await inBuildEnvironment(env, () => writeAdminOfBuild({ store, reporter } as unknown as Parameters<typeof writeAdminOfBuild>[0]));
    server = createSiteServer({ publicDir, pagePaths: ["/"], functions: [], headerRules, log: (line) => reported.push(line) });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(0, "127.0.0.1", resolve);
    });
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  const close = async () => {
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${(running.address() as AddressInfo).port}`, reported, close };
}
