// The editorial workflow of `npm run cms` in git mode, driven as an editor drives it, in a copy of
// the project with a git repository of its own on main: a new article saved is a draft on a branch
// of its own, and main and the working copy stay as they were; set to Ready and published, it is
// one merge into main whose changes are that article's files only; a draft deleted takes its
// branch with it. `git` in the copy says what was written where.
import { expect, test, type Page } from "@playwright/test";
import { articleFrontmatter } from "../../src/content-types";
import { readFrontmatter } from "../../src/node/content-files";
import { openCms, startCmsProject, type CmsProject } from "./support/cms-project";
import { fillNewArticle } from "./support/new-article";

// Its own ports, beside cms.spec.ts's and entries.spec.ts's, so none waits for another's to close.
const sitePort = Number(process.env.E2E_PORT ?? 9310) + 20;

test.describe.configure({ mode: "serial" });

let project: CmsProject;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  project = await startCmsProject(sitePort, { drafts: true });
});

test.afterAll(() => {
  project?.stop();
});

const git = (...args: string[]) => project.git(...args).trim();
/** main's commit and every change git sees in the working copy: what no draft may touch. */
const mainState = () => ({ branch: git("symbolic-ref", "--short", "HEAD"), head: git("rev-parse", "HEAD"), status: git("status", "--porcelain", "--untracked-files=all") });
const draftBranches = () => git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/");

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

const title = "Drafts reviewed before they go live";
const slug = "drafts-reviewed-before-they-go-live";
const files = [`content/blog/${slug}/hero.jpg`, `content/blog/${slug}/index.md`];

test("a new article saved is a draft on a branch of its own: main and the working copy are unchanged", async ({ page }) => {
  const before = mainState();
  expect(before).toMatchObject({ branch: "main", status: "" });

  await fillNewArticle(page, project.cmsUrl, title);
  await saveDraft(page);

  expect(draftBranches()).toBe(`cms/blog/${slug}/index`);
  expect(git("diff", "--name-only", `main...cms/blog/${slug}/index`).split("\n")).toEqual(files);
  // The draft's text is an article the build accepts.
  articleFrontmatter.parse(readFrontmatter(git("show", `cms/blog/${slug}/index:content/blog/${slug}/index.md`)));
  expect(mainState()).toEqual(before);
});

test("the draft set to Ready and published is one merge into main whose changes are that article's files only", async ({ page }) => {
  const before = git("rev-parse", "HEAD");
  await openCms(page, project.cmsUrl, `#/collections/blog/entries/${slug}/index`);
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByText("Entry status updated")).toBeVisible();
  expect(git("config", "--get", `branch.cms/blog/${slug}/index.description`)).toBe("decap-cms/pending_publish");
  expect(mainState()).toMatchObject({ head: before, status: "" });

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // Publishing a draft asks first.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Entry published")).toBeVisible();

  expect(git("rev-list", "--count", "--first-parent", `${before}..HEAD`)).toBe("1");
  expect(git("rev-list", "--parents", "-n", "1", "HEAD").split(" ")).toHaveLength(3);
  expect(git("rev-parse", "HEAD^1")).toBe(before);
  expect(git("diff", "--name-only", "HEAD^1", "HEAD").split("\n")).toEqual(files);
  expect(draftBranches()).toBe("");
  expect(mainState()).toMatchObject({ branch: "main", status: "" });
});

test("a draft deleted takes its branch with it, and nothing else", async ({ page }) => {
  await fillNewArticle(page, project.cmsUrl, "A draft nobody needs");
  await saveDraft(page);
  expect(draftBranches()).toBe("cms/blog/a-draft-nobody-needs/index");
  const before = mainState();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete unpublished entry" }).click();
  await expect(page.getByText("Unpublished changes deleted")).toBeVisible();
  expect(draftBranches()).toBe("");
  expect(mainState()).toEqual(before);
});
