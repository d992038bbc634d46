// The CMS in the production build, at /admin (public/admin/), written after every build
// (gatsby-node.ts, through src/node/on-post-build.ts). With the hosted settings (hosted-settings.ts) it is the local CMS's
// own admin page (cms/admin/) on Decap's GitHub backend: the same scripts, the bundled Decap CMS
// and the YAML writer copied out of cms/node_modules, and a static config.json with the same
// collections. Without them it is one page saying how to switch it on (unconfigured-admin-page.ts).
// /admin/* gets a Content-Security-Policy of its own (src/lib/security-headers.ts).
import fs from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { parse } from "parse5";
import { CMS_ADMIN_DIR } from "../src/lib/security-headers";
import { applyEdits, elements, type HtmlNode } from "../src/node/externalise-inline-scripts";
import { adminPageConfig, githubBackend } from "./config";
import { EDITORS_CONTENT_SET_PATH } from "../src/node/editors-content-set";
import { previewStylesheet } from "./editor-server";
import { HOSTED_CMS_VARIABLES, hostedCmsSettings, HostedCmsSettingError, unreadHostedCmsVariables, type HostedCmsSettings } from "./hosted-settings";
import { cmsPackageDir, ensureCmsPackages } from "./packages";
import { bundleSaveChecks, SAVE_CHECKS_FILE } from "./save-checks-bundle";
import { guideUrlOf, unconfiguredAdminPage, type UnconfiguredAdminPageOptions } from "./unconfigured-admin-page";

const adminSourceDir = path.join(__dirname, "admin");

/** What a file of the admin page is made from. */
export interface AdminBuild {
  settings: HostedCmsSettings;
  /** The site's canonical address: the CMS's "View Live" links open its pages. */
  siteUrl: string;
  /** The project being built. */
  projectRoot: string;
}

type FileContents = string | Uint8Array;

/** A file of the admin page, by its path under public/admin/, or a folder of them. */
export type AdminFile =
  | { file: string; contents: (build: AdminBuild) => FileContents | Promise<FileContents> }
  | { folder: string; files: (build: AdminBuild) => Promise<Map<string, FileContents>> };

/** The script of the local page that signs in to the local backend, left out of the hosted page. */
export const LOCAL_SIGN_IN_SCRIPT = "local-sign-in.js";

/** A file of cms/admin/ as it is. */
const adminSource = (name: string) => () => fs.readFile(path.join(adminSourceDir, name));

// A `//# sourceMappingURL=` comment: the maps are not published (decision 024), and a browser
// with its tools open would ask for each.
const sourceMapComment = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** The files of an installed package's folder that `include` names, JavaScript without its source map comment. */
const packageFiles =
  (packageName: string, folder: string, include: (name: string) => boolean) =>
  async (): Promise<Map<string, FileContents>> => {
    const dir = path.join(cmsPackageDir(packageName), folder);
    const files = new Map<string, FileContents>();
    for (const name of (await fs.readdir(dir)).filter(include).sort()) {
      const contents = await fs.readFile(path.join(dir, name));
      files.set(name, name.endsWith(".js") ? contents.toString("utf8").replace(sourceMapComment, "\n") : contents);
    }
    return files;
  };

/**
 * decap-cms/dist holds the bundle twice, as decap-cms.js and as cms.js (each with ~95 numbered
 * chunks and source maps): the page loads decap-cms.js, which loads its own chunks and, for image
 * processing the configuration does not turn on, its WebAssembly files.
 */
const isDecapBundleFile = (name: string) => /^(\d+\.)?decap-cms\.js$/.test(name) || name === "decap-cms.js.LICENSE.txt" || name.endsWith(".wasm");

/** The local page (cms/admin/index.html) without the script that signs in to the local backend. */
async function hostedIndexHtml(): Promise<string> {
  const html = await fs.readFile(path.join(adminSourceDir, "index.html"), "utf8");
  const signIn = [...elements(parse(html, { sourceCodeLocationInfo: true }) as HtmlNode)].find(
    (element) => element.tagName === "script" && element.attrs?.some((attr) => attr.name === "src" && attr.value === LOCAL_SIGN_IN_SCRIPT),
  );
  const place = signIn?.sourceCodeLocation;
  if (!place) throw new Error(`cms/admin/index.html has no <script src="${LOCAL_SIGN_IN_SCRIPT}">: the hosted page would sign in as the local backend's user`);
  // The whole line, so the page reads as if the script had never been there.
  const lineStart = html.lastIndexOf("\n", place.startOffset) + 1;
  const lineEnd = html[place.endOffset] === "\n" ? place.endOffset + 1 : place.endOffset;
  return applyEdits(html, [{ start: lineStart, end: lineEnd, markup: "" }]);
}

/**
 * Everything the hosted admin page is made of, by its place under public/admin/: one line each.
 * The local CMS's server (editor-server.ts) serves the same page from cms/admin/ and the packages.
 */
export const ADMIN_FILES: readonly AdminFile[] = [
  { file: "index.html", contents: hostedIndexHtml },
  { file: "manual-init.js", contents: adminSource("manual-init.js") },
  { file: "cms.js", contents: adminSource("cms.js") },
  { file: "yaml-format.mjs", contents: adminSource("yaml-format.mjs") },
  { file: "preview.css", contents: () => previewStylesheet() },
  { file: "config.json", contents: ({ settings, siteUrl }) => JSON.stringify(adminPageConfig({ backend: githubBackend(settings), siteUrl })) },
  { file: SAVE_CHECKS_FILE, contents: () => bundleSaveChecks() },
  { folder: "decap", files: packageFiles("decap-cms", "dist", isDecapBundleFile) },
  { folder: "vendor/yaml", files: packageFiles("yaml", "browser/dist", (name) => name.endsWith(".js")) },
];

/**
 * The files the build writes into public/admin/ before this step: the content as the build
 * checked it, which cms.js reads before each save (src/node/editors-content-set.ts, at createPages).
 */
const WRITTEN_EARLIER_IN_THE_BUILD = new Set([path.posix.relative(CMS_ADMIN_DIR, EDITORS_CONTENT_SET_PATH)]);

/** public/admin/ of a build, emptied: a file left by an earlier build must not be served by this one. */
async function emptyAdminDir(publicDir: string): Promise<string> {
  const adminDir = path.join(publicDir, CMS_ADMIN_DIR);
  await fs.mkdir(adminDir, { recursive: true });
  for (const name of await fs.readdir(adminDir)) {
    if (!WRITTEN_EARLIER_IN_THE_BUILD.has(name)) await fs.rm(path.join(adminDir, name), { recursive: true, force: true });
  }
  return adminDir;
}

async function writeFile(file: string, contents: FileContents): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, contents);
}

/** Writes the hosted admin page into public/admin/; returns the files written, relative to it. */
export async function writeHostedAdmin(publicDir: string, build: AdminBuild, files: readonly AdminFile[] = ADMIN_FILES): Promise<string[]> {
  const adminDir = await emptyAdminDir(publicDir);
  const written: string[] = [];
  for (const entry of files) {
    const contents = "file" in entry ? new Map([[entry.file, await entry.contents(build)]]) : await entry.files(build);
    const folder = "folder" in entry ? entry.folder : "";
    for (const [name, fileContents] of contents) {
      const relative = path.posix.join(folder, name);
      await writeFile(path.join(adminDir, relative), fileContents);
      written.push(relative);
    }
  }
  return written;
}

/** Writes the page that says how to switch the hosted CMS on, alone, into public/admin/. */
export async function writeUnconfiguredAdmin(publicDir: string, options: UnconfiguredAdminPageOptions): Promise<void> {
  const adminDir = await emptyAdminDir(publicDir);
  await fs.writeFile(path.join(adminDir, "index.html"), unconfiguredAdminPage(options));
}

type BuildStep = Pick<BuildArgs, "store" | "reporter">;

/** The hosted settings of this build, or undefined when there are none; a malformed one stops the build. */
function settingsOfBuild({ reporter }: Pick<BuildArgs, "reporter">): HostedCmsSettings | undefined {
  try {
    return hostedCmsSettings();
  } catch (error) {
    if (!(error instanceof HostedCmsSettingError)) throw error;
    reporter.panicOnBuild(error.message);
    return undefined;
  }
}

/**
 * Before the pages are built (onPreBuild): a malformed setting stops the build at once rather than
 * after it, and the CMS's packages are installed for the copy (on Netlify, on every build).
 */
export function prepareHostedAdminOfBuild(args: Pick<BuildArgs, "reporter">): void {
  const unread = unreadHostedCmsVariables();
  if (unread.length > 0) args.reporter.warn(`${unread.join(" and ")} set without ${HOSTED_CMS_VARIABLES.repo}: /admin says how to switch the hosted CMS on.`);
  if (settingsOfBuild(args)) ensureCmsPackages();
}

/** After the build (onPostBuild): public/admin/, the hosted CMS or the page saying how to switch it on. */
export async function writeAdminOfBuild(args: BuildStep): Promise<void> {
  const { store, reporter } = args;
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata: { siteUrl: string } } };
  const publicDir = path.join(program.directory, "public");
  const settings = settingsOfBuild(args);
  if (!settings) {
    await writeUnconfiguredAdmin(publicDir, { guideUrl: guideUrlOf() });
    return;
  }
  const written = await writeHostedAdmin(publicDir, { settings, siteUrl: config.siteMetadata.siteUrl, projectRoot: program.directory });
  reporter.info(`Hosted CMS at /${CMS_ADMIN_DIR}: ${settings.repo}, branch ${settings.branch}, ${written.length} files.`);
}
