/** @jest-environment node */
// The guard's rules for the CMS's writes, given the requests the CMS sends (as Decap's proxy
// backend writes them) against a small content folder in a temporary directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { backendRequest } from "../../../cms/backend-requests";
import { EntryGuard as Guard, uploadProblem } from "../../../cms/entry-guard";

let root = "";
let guard: { check: (body: unknown) => ReturnType<Guard["check"]> };
/** A small PNG, as an upload's bytes, base64 as Decap sends them. */
let png = "";
let jpeg = "";

beforeAll(async () => {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 200, b: 90 } } });
  png = (await image.clone().png().toBuffer()).toString("base64");
  jpeg = (await image.clone().jpeg().toBuffer()).toString("base64");
});

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
  const rules = new Guard({
    projectRoot: root,
    contentFolder: "content",
    folderCollections: [
      { folder: "content/blog", entryName: "article", address: (slug) => `/blogs/${slug}` },
      { folder: "content/case-studies", entryName: "case study", address: (slug) => `/case-studies/${slug}` },
    ],
  });
  // As the local backend hands requests on: parsed by the schema of the CMS's requests.
  guard = { check: (body) => rules.check(backendRequest.parse(body)) };
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
    assets: assets.map((asset) => ({ path: asset, content: asset.endsWith(".png") ? png : jpeg, encoding: "base64" })),
    options: { newEntry, commitMessage: "Create", collectionName: "blog", useWorkflow: false, hasSubfolders: true },
  },
});
const deleteFiles = (...paths: string[]) => ({ action: "deleteFiles", params: { branch: "main", paths, options: { commitMessage: "Delete" } } });

describe("a new entry", () => {
  test("in its own new folder is passed on", async () => {
    expect(await guard.check(persistEntry("content/blog/a-new-guide/index.md", ["content/blog/a-new-guide/hero.jpg"]))).toEqual({
      outcome: "allow",
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
    expect(verdict).toEqual({ outcome: "allow" });
  });

  test("stored in another entry's folder are refused", async () => {
    const verdict = await guard.check(persistEntry("content/blog/top-web-trends/index.md", ["content/blog/Mixed-Case-Seo/hero.jpg"], false));
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("content/blog/Mixed-Case-Seo/hero.jpg") });
  });

  test("uploaded over a shared image another file uses are refused, naming that file", async () => {
    const verdict = await guard.check({
      action: "persistMedia",
      params: { branch: "main", asset: { path: "content/images/team/amelia.png", content: png, encoding: "base64" } },
    });
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("used by content/data/team.yaml") });
  });

  test("uploaded outside any editor over a file in an entry's folder are refused", async () => {
    const verdict = await guard.check({
      action: "persistMedia",
      params: { branch: "main", asset: { path: "content/blog/top-web-trends/chart.png", content: png, encoding: "base64" } },
    });
    expect(verdict).toMatchObject({ outcome: "refuse", error: expect.stringContaining("the folder of another article") });
  });

  test("saved with the data file that uses them may replace the file it uses", async () => {
    const verdict = await guard.check({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ path: "content/data/team.yaml", slug: "team", raw: "- id: amelia\n" }],
        assets: [{ path: "content/images/team/amelia.png", content: png, encoding: "base64" }],
        options: { newEntry: false },
      },
    });
    expect(verdict).toEqual({ outcome: "allow" });
  });
});

describe("deleting", () => {
  test("an article deletes its folder, every file in it, and nothing else", async () => {
    const before = fs.readdirSync(path.join(root, "content/blog"));
    const verdict = await guard.check(deleteFiles("content/blog/top-web-trends/index.md"));
    expect(verdict).toEqual({ outcome: "delete", folders: ["content/blog/top-web-trends"], others: [] });
    // The guard only judges: nothing is deleted until the backend carries the verdict out.
    expect(fs.readdirSync(path.join(root, "content/blog"))).toEqual(before);
    expect(read("content/blog/Mixed-Case-Seo/hero.jpg").toString()).toBe("the seo hero");
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

  test("an image nothing uses is deleted, even when another name ends like it", async () => {
    for (const file of ["content/images/team/unused.png", "content/images/other-amelia.png", "content/blog/top-web-trends/chart.png"]) {
      expect(await guard.check(deleteFiles(file))).toEqual({ outcome: "delete", folders: [], others: [file] });
    }
  });
});

describe("an upload", () => {
  const tiny = (format: "gif" | "tiff") => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } });
    return (format === "gif" ? image.gif() : image.tiff()).toBuffer();
  };

  test.each([
    ["a JPEG named .jpg", "content/images/a.jpg", () => Buffer.from(jpeg, "base64")],
    ["a JPEG named .JPEG", "content/images/a.JPEG", () => Buffer.from(jpeg, "base64")],
    ["a PNG named .png", "content/images/a.png", () => Buffer.from(png, "base64")],
  ])("of %s is taken", async (_case, file, bytes) => {
    expect(await uploadProblem(file, bytes())).toBeUndefined();
  });

  test.each([
    ["text named as an image", "content/images/a.jpg", async () => Buffer.from("not a picture")],
    ["an SVG with a script", "content/images/a.svg", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>')],
    ["an SVG named .png", "content/images/a.png", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>')],
    ["an HTML page named .jpg", "content/images/a.jpg", async () => Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a GIF", "content/images/a.gif", () => tiny("gif")],
    ["a TIFF named .jpg", "content/images/a.jpg", () => tiny("tiff")],
  ])("of %s is refused", async (_case, file, bytes) => {
    expect(await uploadProblem(file, await bytes())).toMatch(/^Not uploaded: a\.\w+ is not a JPEG, PNG, WebP or AVIF image/);
  });

  test("of a PNG named .jpg is refused, saying which ending it needs", async () => {
    expect(await uploadProblem("content/images/a.jpg", Buffer.from(png, "base64"))).toBe('Not uploaded: a.jpg is a PNG image, so its name must end ".png".');
  });

  test("over a content text file is refused as not an image, whatever it holds", async () => {
    const broken = Buffer.from("- value: [unclosed\n");
    const verdict = await guard.check({ action: "persistMedia", params: { asset: { path: "content/data/team.yaml", content: broken.toString("base64"), encoding: "base64" } } });
    expect(verdict).toMatchObject({ outcome: "refuse", status: 422, error: expect.stringContaining("content/data/team.yaml is a content file") });
    expect(read("content/data/team.yaml").toString()).toContain("amelia");
  });

  test("of a non-image beside an article, in the entry's own save, refuses the save", async () => {
    const request = persistEntry("content/blog/a-new-guide/index.md");
    request.params.assets = [{ path: "content/blog/a-new-guide/hero.jpg", content: Buffer.from("<script>").toString("base64"), encoding: "base64" }];
    expect(await guard.check(request)).toMatchObject({ outcome: "refuse", status: 422 });
  });
});

describe("a changed address", () => {
  const moved = (newPath: string) => {
    const request = persistEntry("content/blog/top-web-trends/index.md", [], false);
    return { ...request, params: { ...request.params, dataFiles: [{ ...request.params.dataFiles[0], newPath }] } };
  };

  test("to a free address is taken", async () => {
    expect(await guard.check(moved("content/blog/web-trends/index.md"))).toEqual({ outcome: "allow" });
  });

  test("onto another article's address is refused, naming it", async () => {
    expect(await guard.check(moved("content/blog/mixed-case-seo/index.md"))).toMatchObject({
      outcome: "refuse",
      error: expect.stringContaining("already lives at /blogs/Mixed-Case-Seo"),
    });
  });

  test("out of its collection is refused", async () => {
    expect(await guard.check(moved("content/case-studies/web-trends/index.md"))).toMatchObject({ outcome: "refuse", status: 409 });
  });
});
