/** @jest-environment node */
// The local backend in git mode, driven with the requests Decap's proxy backend sends for the
// editorial workflow, in a git repository of its own: a draft is a branch and never touches the
// branch checked out or the working copy; publishing is one merge of that entry's files only;
// every save and the publish pass the guard, and a draft may hold its own entry's files only.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { CmsCollection } from "../../../cms/config";
import { ContentFolder } from "../../../cms/content-folder";
import { DraftActions } from "../../../cms/draft-actions";
import { DraftBranches } from "../../../cms/draft-branches";
import { draftPlaceOf } from "../../../cms/draft-places";
import { EditVersions, ServedTexts } from "../../../cms/edit-versions";
import { EntryGuard } from "../../../cms/entry-guard";
import { LocalBackend } from "../../../cms/local-backend";

const collections: CmsCollection[] = [
  { name: "blog", label: "Articles", folder: "content/blog", path: "{{slug}}/index", extension: "md" },
  {
    name: "settings",
    label: "Site settings",
    files: [
      { name: "stats", label: "Stats", file: "content/data/stats.yaml", fields: [] },
      { name: "team", label: "Team", file: "content/data/team.yaml", fields: [] },
    ],
  },
];

// Each test runs some thirty git commands, each a process of its own: on a busy two-core machine
// that is more than Jest's five seconds.
jest.setTimeout(30_000);

let root = "";
let backend: LocalBackend;
let versions: EditVersions;
let picture: Buffer;

const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@northlime.example", ...args], { cwd: root, encoding: "utf8" }).trim();
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const article = (title: string) => `---\ntitle: "${title}"\nheroImage: ./hero.jpg\n---\nText.\n`;
/** The branch checked out, its commit, and every file of the working copy git sees as changed. */
const mainState = () => ({ branch: git("symbolic-ref", "--short", "HEAD"), head: git("rev-parse", "HEAD"), status: git("status", "--porcelain", "--untracked-files=all") });

const send = (action: string, params: Record<string, unknown> = {}, page = versions) => backend.handle({ action, params: { branch: "main", ...params } }, page);

/** A save of the draft of the article in content/blog/<folder>/, as Decap sends it (its slug the path below the collection's folder). */
const saveDraft = (folder: string, raw: string, options: { newEntry?: boolean; assets?: { path: string; content: Buffer }[]; page?: EditVersions; path?: string } = {}) =>
  send(
    "persistEntry",
    {
      dataFiles: [{ path: options.path ?? `content/blog/${folder}/index.md`, slug: `${folder}/index`, raw }],
      assets: (options.assets ?? []).map((asset) => ({ path: asset.path, content: asset.content.toString("base64"), encoding: "base64" })),
      options: { collectionName: "blog", useWorkflow: true, status: "draft", newEntry: options.newEntry ?? false, commitMessage: `Create Article “${folder}”` },
      cmsLabelPrefix: "",
    },
    options.page,
  );

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "draft-actions-"));
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#334455" } }).jpeg().toBuffer();
  write("content/blog/published/index.md", article("Published"));
  write("content/blog/published/hero.jpg", picture);
  write("content/data/stats.yaml", "- value: 120\n  label: Projects\n  icon: ../images/projects.jpg\n");
  write("content/images/projects.jpg", picture);
  write("content/data/team.yaml", "- name: Ada\n  photo: ../images/ada.jpg\n");
  write("content/images/ada.jpg", picture);
  write("README.md", "# The project\n");
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-qm", "The project");

  const guard = new EntryGuard({
    projectRoot: root,
    contentFolder: "content",
    folderCollections: [{ folder: "content/blog", entryName: "article", address: (slug) => `/blogs/${slug}` }],
    // The build's rules, standing in: a title of BROKEN is refused as the build would refuse it.
    contentProblems: (_file, text) => (text.includes('title: "BROKEN"') ? ["frontmatter title: refused by the build"] : []),
  });
  const content = new ContentFolder(root, "content");
  const drafts = new DraftActions({ branches: new DraftBranches(root, "main"), placeOf: (collection, slug) => draftPlaceOf(collections, collection, slug, "content/images"), guard, content });
  backend = new LocalBackend({ content, guard, repoName: "project", drafts });
  versions = new EditVersions(root, new ServedTexts());
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

it("offers the editorial workflow", async () => {
  expect((await send("info")).body).toMatchObject({ publish_modes: ["simple", "editorial_workflow"], type: "local_git" });
});

it("keeps a new article's draft on a branch of its own, with its status, and leaves main and the working copy as they were", async () => {
  const before = mainState();
  const saved = await saveDraft("new-article", article("New article"), { newEntry: true, assets: [{ path: "content/blog/new-article/hero.jpg", content: picture }] });
  expect(saved.status).toBe(200);

  expect(mainState()).toEqual(before);
  expect(fs.existsSync(path.join(root, "content/blog/new-article"))).toBe(false);
  expect(git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/")).toBe("cms/blog/new-article/index");
  expect(git("log", "--format=%s", "main..cms/blog/new-article/index")).toBe("Create Article “new-article”");

  expect((await send("unpublishedEntries")).body).toEqual(["blog/new-article/index"]);
  const entry = await send("unpublishedEntry", { id: "blog/new-article/index" });
  expect(entry.body).toMatchObject({
    collection: "blog",
    slug: "new-article/index",
    status: "draft",
    diffs: [
      { path: "content/blog/new-article/hero.jpg", newFile: true },
      { path: "content/blog/new-article/index.md", newFile: true },
    ],
  });
  expect((await send("unpublishedEntryDataFile", { collection: "blog", slug: "new-article/index", path: "content/blog/new-article/index.md" })).body).toEqual({ data: article("New article") });
  const media = await send("unpublishedEntryMediaFile", { collection: "blog", slug: "new-article/index", path: "content/blog/new-article/hero.jpg" });
  expect(Buffer.from((media.body as { content: string }).content, "base64")).toEqual(picture);
  expect((await send("unpublishedEntry", { collection: "blog", slug: "published/index" })).status).toBe(404);
});

it("publishes a draft that is ready as one merge into main whose changes are that entry's files only, and removes its branch", async () => {
  await saveDraft("new-article", article("New article"), { newEntry: true, assets: [{ path: "content/blog/new-article/hero.jpg", content: picture }] });
  expect((await send("updateUnpublishedEntryStatus", { collection: "blog", slug: "new-article/index", newStatus: "pending_publish" })).status).toBe(200);
  expect((await send("unpublishedEntry", { id: "blog/new-article/index" })).body).toMatchObject({ status: "pending_publish" });
  const before = git("rev-parse", "HEAD");

  const published = await send("publishUnpublishedEntry", { collection: "blog", slug: "new-article/index" });
  expect(published).toMatchObject({ status: 200 });
  expect(git("rev-list", "--count", `${before}..HEAD`, "--first-parent")).toBe("1");
  expect(git("rev-list", "--parents", "-n", "1", "HEAD").split(" ")).toHaveLength(3);
  expect(git("diff", "--name-only", "HEAD^1", "HEAD").split("\n")).toEqual(["content/blog/new-article/hero.jpg", "content/blog/new-article/index.md"]);
  expect(fs.readFileSync(path.join(root, "content/blog/new-article/index.md"), "utf8")).toBe(article("New article"));
  expect(git("status", "--porcelain")).toBe("");
  expect(git("for-each-ref", "refs/heads/cms/")).toBe("");
});

it("deletes a draft's branch when the draft is deleted, and nothing else", async () => {
  await saveDraft("new-article", article("New article"), { newEntry: true });
  const before = mainState();
  expect((await send("deleteUnpublishedEntry", { collection: "blog", slug: "new-article/index" })).status).toBe(200);
  expect(git("for-each-ref", "refs/heads/cms/")).toBe("");
  expect(mainState()).toEqual(before);
  expect((await send("unpublishedEntries")).body).toEqual([]);
});

it("saves a changed published entry as a draft over its own files, and drops a picture the entry no longer has", async () => {
  const page = versions;
  await send("getEntry", { path: "content/blog/published/index.md" }, page);
  const second = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#aa0000" } }).jpeg().toBuffer();
  const first = await saveDraft("published", article("Published, revised"), { assets: [{ path: "content/blog/published/extra.jpg", content: second }] });
  expect(first.status).toBe(200);
  expect(git("diff", "--name-status", "main...cms/blog/published/index").split("\n")).toEqual(["A\tcontent/blog/published/extra.jpg", "M\tcontent/blog/published/index.md"]);

  const again = await saveDraft("published", article("Published, revised twice"));
  expect(again.status).toBe(200);
  expect(git("diff", "--name-status", "main...cms/blog/published/index")).toBe("M\tcontent/blog/published/index.md");
  expect(fs.readFileSync(path.join(root, "content/blog/published/index.md"), "utf8")).toBe(article("Published"));
});

it("takes a data file's draft with a new picture in the shared media folder, but not one over a picture another file uses", async () => {
  await send("getEntry", { path: "content/data/team.yaml" });
  const teamDraft = (photo: string) =>
    send("persistEntry", {
      dataFiles: [{ path: "content/data/team.yaml", slug: "team", raw: `- name: Ada\n  photo: ../images/ada.jpg\n- name: Bo\n  photo: ../images/${photo}\n` }],
      assets: [{ path: `content/images/${photo}`, content: picture.toString("base64"), encoding: "base64" }],
      options: { collectionName: "settings", useWorkflow: true, status: "draft" },
    });
  expect(await teamDraft("projects.jpg")).toMatchObject({ status: 409, body: { error: expect.stringContaining("used by content/data/stats.yaml") } });
  expect(git("for-each-ref", "refs/heads/cms/")).toBe("");
  expect(await teamDraft("bo.jpg")).toMatchObject({ status: 200 });
  expect(git("diff", "--name-only", "main...cms/settings/team").split("\n")).toEqual(["content/data/team.yaml", "content/images/bo.jpg"]);
});

it("refuses a draft save over a version of the draft its page never saw", async () => {
  const other = new EditVersions(root, new ServedTexts());
  expect((await saveDraft("new-article", article("One"), { newEntry: true })).status).toBe(200);
  const tip = git("rev-parse", "cms/blog/new-article/index");
  // Another page opens the draft and saves it; the first page saves again over a text it never saw.
  await send("unpublishedEntryDataFile", { collection: "blog", slug: "new-article/index", path: "content/blog/new-article/index.md" }, other);
  expect((await saveDraft("new-article", article("Two"), { page: other })).status).toBe(200);
  const refused = await saveDraft("new-article", article("Three"));
  expect(refused).toMatchObject({ status: 409, body: { error: expect.stringContaining("content/blog/new-article/index.md was changed after you opened it") } });
  expect(git("rev-parse", "cms/blog/new-article/index")).not.toBe(tip);
  expect(git("show", "cms/blog/new-article/index:content/blog/new-article/index.md")).toBe(article("Two").trim());
});

describe("refused, with no branch, commit or file changed", () => {
  let before: ReturnType<typeof mainState> & { refs: string };
  const state = () => ({ ...mainState(), refs: git("for-each-ref", "--format=%(refname) %(objectname)") });
  beforeEach(() => {
    before = state();
  });
  afterEach(() => {
    expect(state()).toEqual(before);
  });

  it("a draft the build would refuse", async () => {
    const answer = await saveDraft("broken", article("BROKEN"), { newEntry: true });
    expect(answer).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^Not saved: .*frontmatter title: refused by the build/) } });
  });

  it("a new draft at a published entry's address", async () => {
    const answer = await saveDraft("published", article("Another"), { newEntry: true });
    expect(answer).toMatchObject({ status: 409, body: { error: expect.stringContaining("published") } });
  });

  it("a draft that writes another entry's files, or outside content/", async () => {
    const answers = [
      await saveDraft("new-article", article("New"), { newEntry: true, assets: [{ path: "content/blog/published/hero.jpg", content: picture }] }),
      await saveDraft("new-article", article("New"), { newEntry: true, path: "content/blog/published/index.md" }),
      await saveDraft("new-article", article("New"), { newEntry: true, path: "README.md" }),
      // A free address, but not this draft's entry.
      await saveDraft("new-article", article("New"), { newEntry: true, path: "content/blog/other-article/index.md" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 403, 409]);
    expect(answers[3]?.body).toEqual({ error: "Not saved: a draft of blog/new-article/index holds that entry's own files only, not content/blog/other-article/index.md." });
  });

  it("a draft of something that is not an entry, and every action on a draft that does not exist", async () => {
    const answers = [
      await send("persistEntry", { dataFiles: [{ path: "content/data/stats.yaml", slug: "nope", raw: "- value: 1\n" }], assets: [], options: { collectionName: "settings", useWorkflow: true } }),
      await send("persistEntry", { dataFiles: [{ path: "content/blog/x/index.md", slug: "../x", raw: article("X") }], assets: [], options: { collectionName: "blog", useWorkflow: true } }),
      await send("publishUnpublishedEntry", { collection: "blog", slug: "missing/index" }),
      await send("deleteUnpublishedEntry", { collection: "blog", slug: "missing/index" }),
      await send("updateUnpublishedEntryStatus", { collection: "blog", slug: "missing/index", newStatus: "pending_review" }),
      await send("unpublishedEntryDataFile", { collection: "blog", slug: "missing/index", path: "content/blog/missing/index.md" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 404, 404, 404, 404]);
  });
});

it("refuses a new entry at the address of another one's draft, leaving that draft as it was", async () => {
  await saveDraft("new-article", article("First"), { newEntry: true });
  const tip = git("rev-parse", "cms/blog/new-article/index");
  const answer = await saveDraft("new-article", article("Second"), { newEntry: true, page: new EditVersions(root, new ServedTexts()) });
  expect(answer).toMatchObject({ status: 409, body: { error: expect.stringContaining("already a draft at this address") } });
  expect(git("rev-parse", "cms/blog/new-article/index")).toBe(tip);
});

it("refuses to publish a draft whose branch changes files outside its entry, naming them, and leaves main as it was", async () => {
  await saveDraft("new-article", article("New article"), { newEntry: true });
  // A branch of the draft's name changed by hand: a commit that also edits README.md.
  git("checkout", "-q", "cms/blog/new-article/index");
  write("README.md", "# Changed\n");
  git("commit", "-qam", "Not an editor's change");
  git("checkout", "-q", "main");
  const before = mainState();

  const answer = await send("publishUnpublishedEntry", { collection: "blog", slug: "new-article/index" });
  expect(answer).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Not published: .*README\.md, outside content\//) } });
  expect(mainState()).toEqual(before);
});

it("refuses to publish a draft the content around it no longer allows: its address was taken after it was saved", async () => {
  await saveDraft("new-article", article("New article"), { newEntry: true });
  // The same address in other letters: git would merge it without a conflict, the site could not publish both.
  write("content/blog/New-Article/index.md", article("Someone else's"));
  git("add", "-A");
  git("commit", "-qm", "Another article at the same address");
  const before = mainState();

  const answer = await send("publishUnpublishedEntry", { collection: "blog", slug: "new-article/index" });
  expect(answer).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Not published: .*New-Article/) } });
  expect(mainState()).toEqual(before);
  expect(git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/")).toBe("cms/blog/new-article/index");
});

it("refuses to publish over uncommitted changes to the entry's files in the working copy, keeping them and the draft", async () => {
  await send("getEntry", { path: "content/blog/published/index.md" });
  await saveDraft("published", article("Published, revised"));
  write("content/blog/published/index.md", article("Edited by hand, not committed"));
  const before = mainState();

  const answer = await send("publishUnpublishedEntry", { collection: "blog", slug: "published/index" });
  expect(answer).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Not published: the draft does not merge cleanly into main/) } });
  expect(mainState()).toEqual(before);
  expect(fs.readFileSync(path.join(root, "content/blog/published/index.md"), "utf8")).toBe(article("Edited by hand, not committed"));
  expect(git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/")).toBe("cms/blog/published/index");
});
