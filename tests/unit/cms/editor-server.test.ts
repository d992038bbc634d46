/** @jest-environment node */
// The CMS's server as any page on the editor's machine can reach it: only the admin page it
// serves may use its backend (its exact origin and Host, JSON, and a key this run gave that page),
// every path resolves inside content/ or is refused whatever its spelling or links, and a save
// over a version the saving page never saw is refused with what changed. Each hostile request
// must answer 4xx and leave every file as it was.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ContentFolder } from "../../../cms/content-folder";
import { editorApp } from "../../../cms/editor-server";
import { EntryGuard } from "../../../cms/entry-guard";
import { LocalBackend } from "../../../cms/local-backend";

let root = "";
let server: http.Server;
let origin = "";
let outside = "";

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const article = (title: string) => `---\ntitle: "${title}"\nheroImage: ./hero.jpg\n---\nText.\n`;

/** Every file in the project and beside it, with its bytes: what no refused request may change. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const base of [root, outside]) {
    for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile()) files[file] = fs.readFileSync(file, "base64");
      else if (entry.isSymbolicLink()) files[file] = `link to ${fs.readlinkSync(file)}`;
    }
  }
  return files;
}

beforeEach(async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "editor-server-"));
  root = path.join(base, "project");
  outside = path.join(base, "elsewhere");
  write("content/blog/top-web-trends/index.md", article("Top web trends"));
  write("content/blog/top-web-trends/hero.jpg", await sharp({ create: { width: 8, height: 8, channels: 3, background: "#222222" } }).jpeg().toBuffer());
  write("content/data/stats.yaml", "- value: 120\n  label: Projects\n");
  write("gatsby-node.ts", "export {};\n");
  write("README.md", "# The project\n");
  write(".env", "SMTP_PASSWORD=secret\n");
  write("src/pages/index.tsx", "export default () => null;\n");
  write(".git/hooks/README", "hooks\n");
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, "notes.md"), "outside\n");
  // Links an attacker (or a careless copy) could leave in content/: to a folder and a file outside it.
  fs.symlinkSync(root, path.join(root, "content/blog/linked-project"));
  fs.symlinkSync(path.join(root, ".env"), path.join(root, "content/data/linked-env.yaml"));
  fs.symlinkSync(outside, path.join(root, "content/elsewhere"));

  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const guard = new EntryGuard({
    projectRoot: root,
    contentFolder: "content",
    folderCollections: [{ folder: "content/blog", entryName: "article", address: (slug) => `/blogs/${slug}` }],
  });
  const backend = new LocalBackend({ content: new ContentFolder(root, "content"), guard, repoName: "project" });
  server.on("request", editorApp({ origin, siteUrl: "http://127.0.0.1:8000", backend, projectRoot: root }));
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(path.dirname(root), { recursive: true, force: true });
});

/** A request as Node sends it: every header under the test's control (fetch would set Origin and Host itself). */
function send(
  method: string,
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, origin), { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The key the admin page gets with its configuration, as its own script asks for it. */
async function pageKey(): Promise<string> {
  const response = await send("GET", "/admin/config.json", { headers: { "Sec-Fetch-Site": "same-origin" } });
  expect(response.status).toBe(200);
  const { config } = JSON.parse(response.text) as { config: { backend: { proxy_url: string } } };
  const key = new URL(config.backend.proxy_url).searchParams.get("key");
  expect(key).toMatch(/^[\w-]{40,}$/);
  return key ?? "";
}

/** The CMS page's own request to its backend. */
async function post(key: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await send("POST", `/api/v1?key=${encodeURIComponent(key)}`, {
    headers: { Origin: origin, "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: JSON.parse(response.text || "null") as unknown, headers: response.headers };
}

const save = (file: string, raw: string, extra: Record<string, unknown> = {}) => ({
  action: "persistEntry",
  params: { branch: "main", dataFiles: [{ path: file, slug: "x", raw, ...extra }], assets: [], options: { newEntry: false } },
});
const persistMedia = (file: string, content: Buffer) => ({
  action: "persistMedia",
  params: { branch: "main", asset: { path: file, content: content.toString("base64"), encoding: "base64" } },
});

describe("a request from anywhere but the CMS's own page", () => {
  const deleteArticle = { action: "deleteFile", params: { branch: "main", path: "content/blog/top-web-trends/index.md" } };

  test("the page's own request is carried out", async () => {
    const key = await pageKey();
    const { status, json } = await post(key, { action: "getEntry", params: { branch: "main", path: "content/data/stats.yaml" } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ data: read("content/data/stats.yaml"), file: { path: "content/data/stats.yaml" } });
  });

  test.each([
    ["another site's origin", { Origin: "https://attacker.example" }, 403],
    ["another port of this machine", { Origin: "http://127.0.0.1:8000" }, 403],
    ["localhost instead of 127.0.0.1", { Origin: "http://localhost" }, 403],
    ["an opaque origin (a sandboxed frame, a data: page)", { Origin: "null" }, 403],
    ["no origin at all", { Origin: "" }, 403],
    ["a Host of another name that resolves here (DNS rebinding)", { Host: "attacker.example" }, 421],
    ["text/plain, as a no-cors form or fetch sends JSON", { "Content-Type": "text/plain;charset=UTF-8" }, 415],
    ["a form's encoding", { "Content-Type": "application/x-www-form-urlencoded" }, 415],
  ])("from %s is refused and deletes nothing", async (_case, headers, status) => {
    const key = await pageKey();
    const before = snapshot();
    const response = await post(key, deleteArticle, headers);
    expect(response.status).toBe(status);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(snapshot()).toEqual(before);
  });

  test.each([
    ["no key", ""],
    ["a key this run never gave", "a".repeat(43)],
  ])("with %s is refused and deletes nothing", async (_case, key) => {
    await pageKey();
    const before = snapshot();
    expect((await post(key, deleteArticle)).status).toBe(403);
    expect(snapshot()).toEqual(before);
  });

  test("a CORS preflight gets no permission", async () => {
    const response = await send("OPTIONS", "/api/v1", {
      headers: { Origin: "https://attacker.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-methods"]).toBeUndefined();
  });

  test("the configuration, which holds a page's key, is refused to another site and to another Host", async () => {
    expect((await send("GET", "/admin/config.json", { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect((await send("GET", "/admin/config.json", { headers: { "Sec-Fetch-Site": "same-site" } })).status).toBe(403);
    expect((await send("GET", "/admin/config.json", { headers: { Host: "attacker.example" } })).status).toBe(421);
  });

  test("nothing the server answers may be framed or read by another origin", async () => {
    for (const url of ["/admin/", "/admin/config.json", "/admin/cms.js"]) {
      const response = await send("GET", url, { headers: { "Sec-Fetch-Site": "same-origin" } });
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  test("each page gets a key of its own", async () => {
    expect(await pageKey()).not.toBe(await pageKey());
  });
});

describe("a path outside content/", () => {
  const hostile = [
    "src/pages/x.tsx",
    "content/../gatsby-node.ts",
    "content/blog/x/../../../README.md",
    "../elsewhere/notes.md",
    `${"/"}etc/passwd`,
    "content/%2e%2e/gatsby-node.ts",
    "content/%2E%2E/%2E%2E/README.md",
    "content\\..\\gatsby-node.ts",
    "content/./../README.md",
    "content//../README.md",
    "./content/../README.md",
    "content/blog/linked-project/gatsby-node.ts",
    "content/elsewhere/notes.md",
    "content/data/linked-env.yaml",
    "Content/../README.md",
    "content/blog/x\u0000.md",
    ".env",
    ".git/hooks/pre-commit",
    "cms/x.ts",
    "README.md",
    "content",
    "",
  ];

  test.each(hostile)("%j: no save, upload, move, read or delete reaches it", async (file) => {
    const key = await pageKey();
    const before = snapshot();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#333333" } }).jpeg().toBuffer();
    const requests = [
      save(file, "export default 1;\n"),
      save("content/blog/top-web-trends/index.md", article("Moved"), { newPath: file }),
      persistMedia(file, jpeg),
      { action: "deleteFile", params: { branch: "main", path: file } },
      { action: "deleteFiles", params: { branch: "main", paths: ["content/data/stats.yaml", file] } },
      { action: "getEntry", params: { branch: "main", path: file } },
      { action: "getMediaFile", params: { branch: "main", path: file } },
      { action: "entriesByFiles", params: { branch: "main", files: [{ path: file }] } },
      { action: "entriesByFolder", params: { branch: "main", folder: file, extension: "", depth: 5 } },
      { action: "getMedia", params: { branch: "main", mediaFolder: file } },
    ];
    for (const request of requests) {
      const { status, json } = await post(key, request);
      expect([request.action, status]).toEqual([request.action, 403]);
      expect(JSON.stringify(json)).not.toContain("secret");
    }
    expect(snapshot()).toEqual(before);
  });

  test("a listing of a content folder neither lists nor follows its links", async () => {
    const key = await pageKey();
    const listed = async (folder: string) => {
      const { json } = await post(key, { action: "entriesByFolder", params: { branch: "main", folder, extension: "", depth: 10 } });
      return (json as { file: { path: string } }[]).map((entry) => entry.file.path).sort();
    };
    expect(await listed("content/blog")).toEqual(["content/blog/top-web-trends/hero.jpg", "content/blog/top-web-trends/index.md"]);
    expect(await listed("content/data")).toEqual(["content/data/stats.yaml"]);
  });

  test("a new article whose title left its folder name empty is told what to change, not that the path is outside content/", async () => {
    const key = await pageKey();
    const { status, json } = await post(key, save("content/blog//index.md", article("日本語ガイド")));
    expect(status).toBe(409);
    expect((json as { error: string }).error).toMatch(/^The title gives this article no address/);
  });

  test("an action the CMS does not send is refused", async () => {
    const key = await pageKey();
    const before = snapshot();
    for (const action of ["publishUnpublishedEntry", "runCommand", "__proto__"]) {
      expect((await post(key, { action, params: { path: "README.md" } })).status).toBe(422);
    }
    expect((await post(key, { action: "persistEntry" })).status).toBe(422);
    expect(snapshot()).toEqual(before);
  });
});

describe("a save over a version the page never saw", () => {
  const file = "content/blog/top-web-trends/index.md";
  const open = (key: string) => post(key, { action: "getEntry", params: { branch: "main", path: file } });

  test("is refused, naming what changed; the first save stays, and each page can save again after reading it anew", async () => {
    const first = await pageKey();
    const second = await pageKey();
    await open(first);
    await open(second);

    expect((await post(first, save(file, article("Top web trends, revised")))).status).toBe(200);
    const stale = await post(second, save(file, article("Top web trends: a different edit")));
    expect(stale.status).toBe(409);
    expect((stale.json as { error: string }).error).toBe(
      `Not saved: ${file} was changed after you opened it (field changed: title), in another tab or on disk. Your text is still here: copy what you need, reload the page to get the current version, and make your change again.`,
    );
    expect(read(file)).toBe(article("Top web trends, revised"));

    // The page that saved builds on its own save; the other, once it has read the file again, on that.
    expect((await post(first, save(file, article("Revised twice")))).status).toBe(200);
    await open(second);
    expect((await post(second, save(file, article("Third edit")))).status).toBe(200);
    expect(read(file)).toBe(article("Third edit"));
  });

  test("is refused when the file changed on disk, and when the page never read it", async () => {
    const key = await pageKey();
    expect((await post(key, save(file, article("Unread")))).status).toBe(409);
    await open(key);
    write(file, article("Edited in a text editor"));
    expect((await post(key, save(file, article("Stale")))).status).toBe(409);
    expect(read(file)).toBe(article("Edited in a text editor"));
  });

  test("of a file deleted meanwhile is refused", async () => {
    const key = await pageKey();
    await open(key);
    fs.rmSync(path.join(root, file));
    expect((await post(key, save(file, article("Back again")))).status).toBe(409);
    expect(fs.existsSync(path.join(root, file))).toBe(false);
  });
});
