// The CMS's own packages (cms/package.json and its lockfile, decision 011): installed by
// `npm run cms` before it serves the admin page, and by a build that writes the hosted admin page
// (cms/hosted-admin.ts), which copies the bundled Decap CMS out of them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const cmsDir = __dirname;

/** Where an installed package of the CMS's own lives. */
export const cmsPackageDir = (name: string): string => path.join(cmsDir, "node_modules", name);

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
export function ensureCmsPackages(): void {
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
