/** @jest-environment node */
// The production build's /admin: with the hosted settings, the local CMS's own page on Decap's
// GitHub backend, every file as the local CMS's server serves it at the same address but the sign-in
// to the local backend and the configuration's backend; without them, one page saying how to switch
// it on and where the guide is.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parse } from "parse5";
import { cmsConfig, localBackend } from "../../../cms/config";
import { ContentFolder } from "../../../cms/content-folder";
import { editorApp } from "../../../cms/editor-server";
import { EntryGuard } from "../../../cms/entry-guard";
import { LOCAL_SIGN_IN_SCRIPT, writeHostedAdmin, writeUnconfiguredAdmin } from "../../../cms/hosted-admin";
import type { HostedCmsSettings } from "../../../cms/hosted-settings";
import { LocalBackend } from "../../../cms/local-backend";
import { ensureCmsPackages } from "../../../cms/packages";
import { guideUrlOf } from "../../../cms/unconfigured-admin-page";
import { elements, type HtmlNode } from "../../../src/node/externalise-inline-scripts";

const projectRoot = path.resolve(__dirname, "../../..");
const settings: HostedCmsSettings = { repo: "northlime/website", branch: "release", authUrl: "https://auth.example.com" };
const siteUrl = "https://www.northlime.example";

let scratch = "";
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hosted-admin-"));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .sort();

/** A page's elements, in document order (jsdom does not load in Jest's node environment). */
const elementsOf = (html: string) => [...elements(parse(html) as HtmlNode)];
const attribute = (element: HtmlNode, name: string) => element.attrs?.find((attr) => attr.name === name)?.value;
const textOf = (node: HtmlNode): string => (node.nodeName === "#text" ? (node.value ?? "") : (node.childNodes ?? []).map(textOf).join(""));
const byTag = (page: HtmlNode[], tag: string) => page.filter((element) => element.tagName === tag);
const robots = (page: HtmlNode[]) => attribute(byTag(page, "meta").find((meta) => attribute(meta, "name") === "robots") ?? { nodeName: "meta" }, "content");

/** The local CMS's server (`npm run cms`), on a free port, for what it serves at each address. */
async function localCms(): Promise<{ get: (url: string) => Promise<Buffer>; close: () => Promise<void> }> {
  const root = path.join(scratch, "project");
  fs.mkdirSync(path.join(root, "content"), { recursive: true });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const guard = new EntryGuard({ projectRoot: root, contentFolder: "content", folderCollections: [] });
  const backend = new LocalBackend({ content: new ContentFolder(root, "content"), guard, repoName: "project" });
  server.on("request", editorApp({ origin, siteUrl: "http://127.0.0.1:8000", backend, projectRoot: root }));
  const get = async (url: string) => {
    const response = await fetch(new URL(url, origin), { headers: { "Sec-Fetch-Site": "same-origin" } });
    if (!response.ok) throw new Error(`the local CMS answers ${url} with ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { get, close };
}

describe("the hosted admin page", () => {
  // The page copies Decap's bundle out of cms/'s own packages, which a fresh clone installs only
  // when the CMS is first needed: as a build with the hosted settings does, install them first.
  beforeAll(() => ensureCmsPackages(), 600_000);

  let publicDir = "";
  let written: string[] = [];
  beforeEach(async () => {
    publicDir = path.join(scratch, "public");
    // Left by an earlier build, and written by this build before the page (the content as it checked it).
    fs.mkdirSync(path.join(publicDir, "admin/decap"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "admin/decap/old-chunk.js"), "stale");
    fs.writeFileSync(path.join(publicDir, "admin/content-set.json"), "{}");
    written = await writeHostedAdmin(publicDir, { settings, siteUrl, projectRoot });
  }, 60_000);

  it("is what the written list names, and nothing stale, with the build's content set kept", () => {
    const onDisk = filesUnder(path.join(publicDir, "admin"));
    expect(onDisk).toEqual([...written, "content-set.json"].sort());
    expect(written).toEqual(expect.arrayContaining(["index.html", "manual-init.js", "cms.js", "yaml-format.mjs", "preview.css", "config.json", "save-checks.js", "decap/decap-cms.js", "vendor/yaml/index.js"]));
    expect(onDisk).not.toContain("decap/old-chunk.js");
    expect(onDisk).not.toContain(LOCAL_SIGN_IN_SCRIPT);
    // The bundle once, under the name the page loads, and no source map or reference to one (decision 024).
    expect(onDisk.filter((file) => file.endsWith(".map") || /^decap\/(\d+\.)?cms\.js/.test(file))).toEqual([]);
    const naming = onDisk.filter((file) => file.endsWith(".js") && fs.readFileSync(path.join(publicDir, "admin", file), "utf8").includes("sourceMappingURL="));
    expect(naming).toEqual([]);
  });

  it("loads only scripts it has, none inline, signs no one in, and is not indexed", () => {
    const page = elementsOf(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8"));
    const scripts = byTag(page, "script");
    expect(scripts.filter((script) => !attribute(script, "src"))).toEqual([]);
    expect(scripts.map((script) => attribute(script, "src"))).toEqual(["manual-init.js", "decap/decap-cms.js", "cms.js"]);
    expect(robots(page)).toBe("noindex");
    expect(fs.readFileSync(path.join(publicDir, "admin/manual-init.js"), "utf8")).not.toContain("decap-cms-user");
  });

  it("is configured for GitHub through the OAuth provider, changes by pull request, with the local CMS's collections", () => {
    const { config, ...formats } = JSON.parse(fs.readFileSync(path.join(publicDir, "admin/config.json"), "utf8"));
    expect(config.backend).toEqual({ name: "github", repo: "northlime/website", branch: "release", base_url: "https://auth.example.com" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.site_url).toBe(siteUrl);
    expect(config.display_url).toBe(siteUrl);
    const local = cmsConfig({ backend: localBackend("http://127.0.0.1:8081/api/v1?key=k"), siteUrl: "http://127.0.0.1:8000" });
    expect(config.collections).toEqual(JSON.parse(JSON.stringify(local.collections)));
    expect(formats).toEqual({ listFormat: expect.any(Object), markdownFormat: expect.any(String), besideTextCollections: ["blog", "case-studies"] });
    expect(JSON.stringify(config)).not.toMatch(/proxy|127\.0\.0\.1|key=/);
  });

  it("serves every file as the local CMS does at the same address, but the sign-in, the source map comments and the backend", async () => {
    const local = await localCms();
    try {
      const differences: string[] = [];
      for (const file of written) {
        const hosted = fs.readFileSync(path.join(publicDir, "admin", file));
        const served = await local.get(`/admin/${file}`);
        if (file === "config.json") {
          const { config: hostedConfig, ...hostedRest } = JSON.parse(hosted.toString("utf8"));
          const { config: localConfig, ...localRest } = JSON.parse(served.toString("utf8"));
          const shared = (config: Record<string, unknown>) => ({ ...config, backend: undefined, publish_mode: undefined, site_url: undefined, display_url: undefined });
          if (JSON.stringify(shared(hostedConfig)) !== JSON.stringify(shared(localConfig)) || JSON.stringify(hostedRest) !== JSON.stringify(localRest)) differences.push(file);
        } else if (file === "index.html") {
          const withoutSignIn = served.toString("utf8").replace(new RegExp(`\\n\\s*<script src="${LOCAL_SIGN_IN_SCRIPT}"></script>`), "");
          if (hosted.toString("utf8") !== withoutSignIn) differences.push(file);
        } else if (file.endsWith(".js") && file.startsWith("decap/")) {
          if (hosted.toString("utf8") !== served.toString("utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n")) differences.push(file);
        } else if (!hosted.equals(served)) {
          differences.push(file);
        }
      }
      expect(differences).toEqual([]);
    } finally {
      await local.close();
    }
  }, 60_000);
});

describe("the page of a build without the hosted settings", () => {
  const write = async (env: NodeJS.ProcessEnv) => {
    const publicDir = path.join(scratch, "public");
    fs.mkdirSync(path.join(publicDir, "admin/decap"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "admin/decap/decap-cms.js"), "left by a hosted build");
    await writeUnconfiguredAdmin(publicDir, { guideUrl: guideUrlOf(env) });
    const page = elementsOf(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8"));
    const text = textOf(byTag(page, "body")[0] as HtmlNode).replace(/\s+/g, " ");
    return { files: filesUnder(path.join(publicDir, "admin")), page, text };
  };

  it("says what to set and links to the guide on the branch Netlify builds, with no script and not indexed", async () => {
    const { files, page, text } = await write({ REPOSITORY_URL: "https://github.com/northlime/website", HEAD: "feature/new-copy" });
    expect(files).toEqual(["index.html"]);
    expect(byTag(page, "script")).toHaveLength(0);
    expect(robots(page)).toBe("noindex");
    expect(textOf(byTag(page, "h1")[0] as HtmlNode)).toBe("The content editor is not switched on");
    for (const variable of ["CMS_GITHUB_REPO", "CMS_GITHUB_BRANCH", "CMS_AUTH_URL"]) expect(text).toContain(variable);
    expect(text).toContain("npm run cms");
    const guide = byTag(page, "a").find((link) => textOf(link) === "the editor's guide");
    expect(guide && attribute(guide, "href")).toBe("https://github.com/northlime/website/blob/feature/new-copy/docs/editing.md#hosted-editing-settings");
  });

  it("names the guide in the repository when the build does not know where it is", async () => {
    const { page, text } = await write({});
    expect(byTag(page, "a").filter((link) => attribute(link, "href")?.includes("editing.md"))).toEqual([]);
    expect(text).toContain("the editor's guide, docs/editing.md in the site's repository");
  });

  it.each([
    [{ REPOSITORY_URL: "https://github.com/northlime/website.git", BRANCH: "main" }, "https://github.com/northlime/website/blob/main/docs/editing.md#hosted-editing-settings"],
    [{ REPOSITORY_URL: "https://github.com/northlime/website/", HEAD: "a b", BRANCH: "main" }, "https://github.com/northlime/website/blob/a%20b/docs/editing.md#hosted-editing-settings"],
    [{ REPOSITORY_URL: "git@github.com:northlime/website.git", HEAD: "main" }, undefined],
    [{ REPOSITORY_URL: "https://github.com/northlime/website" }, undefined],
  ])("finds the guide at %j: %s", (env, expected) => {
    expect(guideUrlOf(env)).toBe(expected);
  });
});
