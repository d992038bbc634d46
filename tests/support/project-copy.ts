// A copy of the project for a build, a CMS run or a benchmark that must never write to the
// working tree: its sources and content, with the installed packages linked rather than copied.
// One list says what a copy leaves out, so a new folder of build output or test leftovers is
// named once for every test and bench that copies the project.
import fs from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(__dirname, "../..");

/**
 * What no copy takes: installed packages (linked instead), build output and caches, git, test
 * and bench leftovers, and the outbox of the contact function.
 */
const LEFT_OUT = new Set([
  "node_modules",
  ".git",
  ".cache",
  "public",
  ".netlify",
  "test-results",
  "playwright-report",
  "outbox",
  "bench-results",
]);

/** The CMS's own packages: read, never written, by a copy, so linked like the site's. */
const CMS_PACKAGES = path.join("cms", "node_modules");
/** Where the tests keep their own copies and scratch files: never copied into another copy. */
const TEST_SCRATCH = path.join("tests", ".tmp");

export interface ProjectCopyOptions {
  /** The project to copy: the working tree by default. */
  from?: string;
  /** Copy tests/ too (without its scratch folder). A build never reads it; `npm run cms` runs from a copy that has it. */
  withTests?: boolean;
}

/**
 * Copies the project into `target` (created if missing): everything but LEFT_OUT (and tests/
 * unless asked), with node_modules and cms/node_modules linked to the originals when they exist.
 */
export function copyProject(target: string, { from = projectRoot, withTests = false }: ProjectCopyOptions = {}): string {
  fs.mkdirSync(target, { recursive: true });
  const skipped = [path.join(from, CMS_PACKAGES), path.join(from, TEST_SCRATCH)];
  for (const entry of fs.readdirSync(from)) {
    if (LEFT_OUT.has(entry) || (entry === "tests" && !withTests)) continue;
    fs.cpSync(path.join(from, entry), path.join(target, entry), { recursive: true, filter: (source) => !skipped.includes(source) });
  }
  fs.symlinkSync(path.join(from, "node_modules"), path.join(target, "node_modules"), "dir");
  const cmsPackages = path.join(from, CMS_PACKAGES);
  if (fs.existsSync(cmsPackages) && fs.existsSync(path.join(target, "cms"))) {
    fs.symlinkSync(cmsPackages, path.join(target, CMS_PACKAGES), "dir");
  }
  return target;
}
