/** @jest-environment node */
// The guard in front of the CMS's local backend, given the requests the CMS sends (as Decap's
// proxy backend writes them) against a small content folder in a temporary directory.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createBackendGuardServer, EntryGuard } from "../../../cms/entry-guard";

let root = "";
let guard: EntryGuard;

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const read = (file: string) => fs.readFileSync(path.join(root, file));
const exists = (file: string) => fs.existsSync(path.join(root, file));
const article = (hero = "./hero.jpg") => `---\ntitle: "An article"\nheroImage: ${hero}\n---\nText.\n`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "entry-guard-"));
  write("content/blog/top-web-trends/index.md", article());
  write("content/blog/top-web-trends/hero.jpg", "the trends hero");
  write("content/blog/top-web-trends/chart.png", "a chart beside it");
  write("content/blog/Mixed-Case-Seo/index.md", article());
  write("content/blog/Mixed-Case-Seo/hero.jpg", "the seo hero");
  write("content/blog/left-over/photo.jpg", "a folder without an article");
  write("content/case-studies/isla-delice/index.md", article());
  write("content/case-studies/isla-delice/hero.jpg", "the case study hero");
  write("content/data/team.yaml", "- id: amelia\n  image: ../images/team/amelia.png\n");
  write("content/images/team/amelia.png", "a portrait");
  write("content/images/team/unused.png", "nobody's");
  write("content/images/other-amelia.png", "a name that ends like another");
  guard = new EntryGuard({
    projectRoot: root,
    contentFolder: "content",
    folderCollections: [
      { folder: "content/blog", entryName: "article", address: (slug) => `/blogs/${slug}` },
      { folder: "content/case-studies", entryName: "case study", address: (slug) => `/case-studies/${slug}` },
    ],
  });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** persistEntry as Decap sends it for a new entry (or an existing one), with its uploads. */
const persistEntry = (file: string, assets: string[] = [], newEntry = true) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ path: file, slug: path.basename(path.dirname(file)), raw: article() }],
    assets: assets.map((asset) => ({ path: asset, content: Buffer.from("new image").toString("base64"), encoding: "base64" })),
    options: { newEntry, commitMessage: "Create", collectionName: "blog", useWorkflow: false, hasSubfolders: true },
  },
});
const deleteFiles = (...paths: string[]) => ({ action: "deleteFiles", params: { branch: "main", paths, options: { commitMessage: "Delete" } } });

describe("a new entry", () => {
  test("in its own new folder is passed on", async () => {
    expect(await guard.check(persistEntry("content/blog/a-new-guide/index.md", ["content/blog/a-new-guide/hero.jpg"]))).toEqual({
      outcome: "forward",
    });
  });

  test("that Decap numbered into another article's folder is refused, naming that article", async () => {
    const verdict = await guard.check(persistEntry("content/blog/top-web-trends/index-1.md", ["content/blog/top-web-trends/hero.jpg"]));
    expect(verdict).toEqual({
      outcome: "refuse",
      status: 409,
      error: "An article already lives at /blogs/top-web-trends (content/blog/top-web-trends/index.md): change the title.",
    });
  });

  test("whose address differs from an existing folder only in upper and lower case is refused, naming the existing one", async () => {
    const verdict = await guard.check(persistEntry("content/blog/mixed-case-seo/index.md"));
    expect(verdict).toMatchObject({
      outcome: "refuse",
      error: "An article already lives at /blogs/Mixed-Case-Seo (content/blog/Mixed-Case-Seo/index.md): change the title.",
    });
  });

  test("in a folder left without an article is refused", async () => {
    const verdict = await guard.check(persistEntry("content/blog/left-over/index.md", ["content/blog/left-over/photo.jpg"]));
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("content/blog/left-over already exists") });
  });

  test("of a case study at a taken address is refused in a case study's words", async () => {
    const verdict = await guard.check(persistEntry("content/case-studies/isla-delice/index-1.md"));
    expect(verdict).toMatchObject({
      error: "A case study already lives at /case-studies/isla-delice (content/case-studies/isla-delice/index.md): change the title.",
    });
  });

  test.each([
    ["a title of spaces or of other alphabets (no folder at all)", "content/blog/index.md"],
    ["the second such title (numbered by Decap)", "content/blog/index-1.md"],
    ["a title of punctuation only", "content/blog/-/index.md"],
  ])("with no address, from %s, is refused with what to change", async (_case, file) => {
    const verdict = await guard.check(persistEntry(file, [`${path.posix.dirname(file)}/hero.jpg`]));
    expect(verdict).toMatchObject({ outcome: "refuse", status: 409 });
    expect(verdict.outcome === "refuse" && verdict.error).toBe(
      "The title gives this article no address: its address (/blogs/…) is made of the title's Latin letters and digits (a–z, 0–9), and this title has none. Write the title with Latin letters or digits.",
    );
  });
});

describe("an entry's images", () => {
  test("replaced inside its own folder are passed on", async () => {
    const verdict = await guard.check(persistEntry("content/blog/top-web-trends/index.md", ["content/blog/top-web-trends/hero.jpg"], false));
    expect(verdict).toEqual({ outcome: "forward" });
  });

  test("stored in another entry's folder are refused", async () => {
    const verdict = await guard.check(persistEntry("content/blog/top-web-trends/index.md", ["content/blog/Mixed-Case-Seo/hero.jpg"], false));
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("content/blog/Mixed-Case-Seo/hero.jpg") });
  });

  test("uploaded over a shared image another file uses are refused, naming that file", async () => {
    const verdict = await guard.check({
      action: "persistMedia",
      params: { branch: "main", asset: { path: "content/images/team/amelia.png", content: "eA==", encoding: "base64" } },
    });
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("used by content/data/team.yaml") });
  });

  test("uploaded outside any editor over a file in an entry's folder are refused", async () => {
    const verdict = await guard.check({
      action: "persistMedia",
      params: { branch: "main", asset: { path: "content/blog/top-web-trends/chart.png", content: "eA==", encoding: "base64" } },
    });
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("the folder of another article") });
  });

  test("saved with the data file that uses them may replace the file it uses", async () => {
    const verdict = await guard.check({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ path: "content/data/team.yaml", slug: "team", raw: "- id: amelia\n" }],
        assets: [{ path: "content/images/team/amelia.png", content: "eA==", encoding: "base64" }],
        options: { newEntry: false },
      },
    });
    expect(verdict).toEqual({ outcome: "forward" });
  });
});

describe("deleting", () => {
  test("an article deletes its folder, every file in it, and nothing else", async () => {
    const before = fs.readdirSync(path.join(root, "content/blog"));
    const verdict = await guard.check(deleteFiles("content/blog/top-web-trends/index.md"));
    expect(verdict).toEqual({ outcome: "done", message: "deleted content/blog/top-web-trends" });
    expect(exists("content/blog/top-web-trends")).toBe(false);
    expect(fs.readdirSync(path.join(root, "content/blog"))).toEqual(before.filter((name) => name !== "top-web-trends"));
    expect(read("content/blog/Mixed-Case-Seo/hero.jpg").toString()).toBe("the seo hero");
    expect(read("content/images/team/amelia.png").toString()).toBe("a portrait");
  });

  test("an image an article shows is refused, naming the article; the image stays", async () => {
    const verdict = await guard.check(deleteFiles("content/blog/top-web-trends/hero.jpg"));
    expect(verdict).toEqual({
      outcome: "refuse",
      status: 409,
      error: "Not deleted: hero.jpg is still used by content/blog/top-web-trends/index.md. Choose another image there and publish first.",
    });
    expect(exists("content/blog/top-web-trends/hero.jpg")).toBe(true);
  });

  test("a shared image a data file uses is refused, naming the data file", async () => {
    const verdict = await guard.check({ action: "deleteFile", params: { branch: "main", path: "content/images/team/amelia.png" } });
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("amelia.png is still used by content/data/team.yaml") });
  });

  test("an image nothing uses is passed on, even when another name ends like it", async () => {
    expect(await guard.check(deleteFiles("content/images/team/unused.png"))).toEqual({ outcome: "forward" });
    expect(await guard.check(deleteFiles("content/images/other-amelia.png"))).toEqual({ outcome: "forward" });
    expect(await guard.check(deleteFiles("content/blog/top-web-trends/chart.png"))).toEqual({ outcome: "forward" });
  });

  test("a path outside the project is refused", async () => {
    expect(await guard.check(deleteFiles("../elsewhere/index.md"))).toMatchObject({ outcome: "refuse", status: 422 });
  });
});

describe("the guard's server in front of decap-server", () => {
  let upstream: http.Server;
  let front: http.Server;
  let frontUrl = "";
  const received: unknown[] = [];

  const listen = (server: http.Server) =>
    new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

  beforeEach(async () => {
    received.length = 0;
    // Stands in for decap-server: records what reaches it and answers as it would.
    upstream = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push(JSON.parse(body || "null"));
        response.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "http://127.0.0.1:8000" });
        response.end(JSON.stringify({ message: "entry persisted" }));
      });
    });
    front = createBackendGuardServer({ guard, upstream: await listen(upstream) });
    frontUrl = await listen(front);
  });

  afterEach(async () => {
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const post = (body: unknown) =>
    fetch(`${frontUrl}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:8000" },
      body: JSON.stringify(body),
    });

  test("answers a refusal itself, as JSON the CMS can read from its page's origin, and passes nothing on", async () => {
    const response = await post(persistEntry("content/blog/top-web-trends/index-1.md"));
    expect(response.status).toBe(409);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:8000");
    expect(await response.json()).toEqual({
      error: "An article already lives at /blogs/top-web-trends (content/blog/top-web-trends/index.md): change the title.",
    });
    expect(received).toEqual([]);
  });

  test("passes an allowed write and a read on, and returns decap-server's answer", async () => {
    const write = persistEntry("content/blog/a-new-guide/index.md");
    const response = await post(write);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "entry persisted" });
    const read = { action: "entriesByFolder", params: { branch: "main", folder: "content/blog", extension: "md", depth: 2 } };
    await post(read);
    expect(received).toEqual([write, read]);
  });
});
