// What the CMS refuses, so that no entry, folder or image is lost or misplaced: a new article
// whose title gives an address already taken or no address at all (nothing is written, and the
// editor reads why), and deleting an image a page still shows; the browser refuses what the build
// would, before any request is sent. Deleting an article takes its whole folder with it, and
// nothing else. One CMS, in a copy of the project, for the whole file;
// `git status` in the copy says what was written.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readFrontmatter } from "../../src/node/content-files";
import { clickPublish, openCms, publish, startCmsProject, unfold, type CmsProject } from "./support/cms-project";
import { fillNewArticle as fillNewArticleIn, heroJpeg } from "./support/new-article";

// Its own ports, beside cms.spec.ts's (E2E_PORT and the next), so neither waits for the other's to close.
const sitePort = Number(process.env.E2E_PORT ?? 9310) + 10;

test.describe.configure({ mode: "serial" });

let project: CmsProject;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  project = await startCmsProject(sitePort);
});

test.afterAll(() => {
  project?.stop();
});

/** Files added, changed or removed in the copy since its first commit, as `git status` lists them. */
const changedFiles = () => project.git("status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean);

const fillNewArticle = (page: Page, title: string, hero?: Promise<Buffer>) => fillNewArticleIn(page, project.cmsUrl, title, hero);

/** Publishes, expecting the CMS to refuse with `message`; nothing in the copy may change. */
async function expectRefusal(page: Page, message: string | RegExp): Promise<void> {
  await clickPublish(page);
  await expect(page.getByText(message).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/Entry (published|saved)/)).toHaveCount(0);
  expect(changedFiles()).toEqual([]);
}

test("a new article whose title gives an existing article's address is refused, and that article's image is untouched", async ({ page }) => {
  const slug = "top-web-development-trends-of-2025";
  const hero = path.join(project.root, "content/blog", slug, "hero.jpg");
  const heroBefore = fs.readFileSync(hero);

  await fillNewArticle(page, "Top web development trends of 2025");
  await expectRefusal(page, `An article already lives at /blogs/${slug} (content/blog/${slug}/index.md): change the title.`);
  expect(fs.readFileSync(hero).equals(heroBefore)).toBe(true);

  // With a title of its own, the same draft, image and all, gets a folder of its own.
  const titleField = page.getByLabel("Title", { exact: true });
  await titleField.clear();
  await titleField.fill("Top web development trends of 2025, revisited");
  await expect(titleField).toHaveValue("Top web development trends of 2025, revisited");
  await publish(page);
  const newFolder = `content/blog/${slug}-revisited`;
  expect(changedFiles().sort()).toEqual([`?? ${newFolder}/hero.jpg`, `?? ${newFolder}/index.md`]);
  expect(fs.readFileSync(path.join(project.root, newFolder, "hero.jpg")).equals(await heroJpeg())).toBe(true);
  expect(fs.readFileSync(hero).equals(heroBefore)).toBe(true);
  project.git("add", "-A");
  project.git("commit", "-qm", "The revisited article");
});

test("a new article whose title is only spaces is refused: it would have no address", async ({ page }) => {
  await fillNewArticle(page, "   ");
  // The title field itself may refuse a blank title before the backend is asked; either way the
  // editor reads why.
  await expectRefusal(page, /Must not be blank|The title gives this article no address/);
});

test("a new article whose title has no Latin letters or digits is refused, with what to change", async ({ page }) => {
  await fillNewArticle(page, "日本語ガイド");
  await expectRefusal(page, "The title gives this article no address");
  await expect(page.getByText("Write the title with Latin letters or digits.")).toBeVisible();
});

test("a new article whose hero is smaller than its slot is refused in the build's words", async ({ page }) => {
  await fillNewArticle(page, "A guide with a small picture", heroJpeg(400, 225));
  await expectRefusal(page, "frontmatter heroImage: hero.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675");
});

test("deleting an image an article still shows is refused, naming the article", async ({ page }) => {
  const slug = "top-web-development-trends-of-2025";
  await openCms(page, project.cmsUrl, `#/collections/blog/entries/${slug}/index`);
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.getByText("hero.jpg", { exact: true }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete selected" }).click();
  // The notice shows below the media library, which hides the rest of the page from the
  // accessibility tree while it is open: found by its text.
  await expect(page.getByText(`Not deleted: hero.jpg is still used by content/blog/${slug}/index.md`)).toBeVisible();
  expect(fs.existsSync(path.join(project.root, "content/blog", slug, "hero.jpg"))).toBe(true);
  expect(changedFiles()).toEqual([]);
});

test("a page of another origin on this machine can neither read a key of the CMS nor change content, by any request it can send", async ({ page }) => {
  const file = "content/blog/top-web-development-trends-of-2025/index.md";
  const deleteArticle = JSON.stringify({ action: "deleteFile", params: { branch: "main", path: file } });
  // Another origin: a page on the develop server's port, as any other local server, or a site
  // whose name resolves to this machine, could serve it.
  const attacker = `${project.siteUrl}/another-site`;
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Another site</title>
        <form method="post" action="${project.cmsUrl}/api/v1" enctype="text/plain">
          <input name='${deleteArticle.slice(0, -1)}, "x": "' value='"}'>
        </form>`,
    }),
  );
  await page.goto(attacker);
  const outcome = await page.evaluate(
    async ({ api, config, body }) => {
      const result: Record<string, string> = {};
      // A simple request needs no permission: the browser sends it without asking. The server
      // refuses it, and its Cross-Origin-Resource-Policy withholds even the opaque answer, so the
      // page cannot tell that anything listens.
      await fetch(api, { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body }).then(
        () => (result.noCors = "answered"),
        () => (result.noCors = "withheld"),
      );
      await fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body })
        .then((response) => response.text())
        .then(
          (text) => (result.json = text),
          () => (result.json = "blocked"),
        );
      await fetch(config)
        .then((response) => response.text())
        .then(
          (text) => (result.config = text),
          () => (result.config = "blocked"),
        );
      return result;
    },
    { api: `${project.cmsUrl}/api/v1`, config: `${project.cmsUrl}/admin/config.json`, body: deleteArticle },
  );
  expect(outcome).toEqual({ noCors: "withheld", json: "blocked", config: "blocked" });
  // A form posted across sites: a navigation, which no CORS rule stops, its body the same JSON.
  const posted = page.waitForResponse((response) => response.url().startsWith(`${project.cmsUrl}/api/v1`));
  await page.locator("form").evaluate((form: HTMLFormElement) => form.submit());
  expect((await posted).status()).toBe(403);
  expect(changedFiles()).toEqual([]);
  expect(fs.existsSync(path.join(project.root, file))).toBe(true);
});

test("a save from a tab opened before another tab saved is refused, saying what changed, and the editor keeps their text", async ({ context }) => {
  const slug = "top-web-development-trends-of-2025";
  const file = path.join(project.root, "content/blog", slug, "index.md");
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) await openCms(tab, project.cmsUrl, `#/collections/blog/entries/${slug}/index`);
  const description = (tab: Page) => tab.getByLabel("Description", { exact: true });
  const savedDescription = () => (readFrontmatter(fs.readFileSync(file, "utf8")) as { description?: string }).description;

  const firstText = "What changed for business websites this year, and which of the changes deserve a place in your plans.";
  await description(first).fill(firstText);
  await publish(first);
  await expect.poll(savedDescription).toBe(firstText);

  const secondText = "Written in a tab opened before the other tab saved: this must not replace the other tab's words.";
  await description(second).fill(secondText);
  await clickPublish(second);
  await expect(second.getByText(/was changed after you opened it \(field changed: description\)/).first()).toBeVisible();
  await expect(second.getByText(/Entry (published|saved)/)).toHaveCount(0);
  await expect(description(second)).toHaveValue(secondText);
  expect(savedDescription()).toBe(firstText);

  await Promise.all([first.close(), second.close()]);
  project.git("checkout", "--", file);
});

test("the browser refuses, in the build's words and before anything is sent, a new article at a taken address and a page naming a missing FAQ set, and sends the page once corrected", async ({
  page,
}) => {
  // As where the CMS is hosted, with no guard of ours before the repository: a save that reaches
  // the backend is answered as saved, and recorded.
  const saves: string[] = [];
  await page.route(/\/api\/v1\?/, async (route) => {
    const action = (route.request().postDataJSON() as { action?: unknown } | null)?.action;
    if (action !== "persistEntry") return route.continue();
    saves.push(route.request().postData() ?? "");
    return route.fulfill({ json: { message: "entry persisted" } });
  });

  await fillNewArticle(page, "Top Web Development Trends of 2025");
  await clickPublish(page);
  await expect(
    page.getByText("An article already lives at /blogs/top-web-development-trends-of-2025 (content/blog/top-web-development-trends-of-2025/index.md): change the title."),
  ).toBeVisible();

  // Away from the unsaved article through another document: a move within the CMS would stop at
  // its "leave without saving?" question.
  await page.goto("about:blank");
  await openCms(page, project.cmsUrl, "#/collections/sections/entries/pages");
  await unfold(page, "home: UK Web, AI, Digital Marketing & 24/7 Support Agency");
  const faqSet = page.getByLabel("FAQ set (optional)", { exact: true }).filter({ visible: true });
  await expect(faqSet).toHaveValue("home");
  await faqSet.fill("homepage");
  await clickPublish(page);
  await expect(
    page.getByText(/Not saved: the build would refuse content\/data\/pages\.yaml \(entry "home"\): faq: no entry with id "homepage" in content\/data\/faqs\.yaml \(its entries: home, about/),
  ).toBeVisible();

  expect(saves).toEqual([]);

  // A set that exists is sent, and the page's file as sent differs from the committed one in that
  // line alone: the pages without a call to action or client faces are saved without them.
  await faqSet.clear();
  await faqSet.fill("about");
  await expect(faqSet).toHaveValue("about");
  await clickPublish(page);
  await expect(page.getByText(/Entry (published|saved)/)).toBeVisible();
  const committed = fs.readFileSync(path.join(project.root, "content/data/pages.yaml"), "utf8");
  const sent = saves.map((body) => (JSON.parse(body) as { params: { dataFiles: { path: string; raw: string }[] } }).params.dataFiles);
  expect(sent).toEqual([[expect.objectContaining({ path: "content/data/pages.yaml", raw: committed.replace("\n  faq: home\n", "\n  faq: about\n") })]]);
  expect(changedFiles()).toEqual([]);
});

test("deleting an article deletes its folder, its image with it, and nothing else", async ({ page }) => {
  const slug = "how-local-seo-can-transform-small-businesses-in-2025";
  const folder = `content/blog/${slug}`;
  const files = project.git("ls-files", folder).split("\n").filter(Boolean);
  expect(files).toContain(`${folder}/hero.jpg`);

  await openCms(page, project.cmsUrl, `#/collections/blog/entries/${slug}/index`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete entry", exact: true }).click();
  await expect.poll(() => fs.existsSync(path.join(project.root, folder))).toBe(false);
  expect(changedFiles().sort()).toEqual(files.map((file) => ` D ${file}`).sort());
});
