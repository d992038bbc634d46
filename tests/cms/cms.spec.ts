// The editors' CMS, driven as an editor drives it: `npm run cms` started in a copy of the project
// in the system's temporary folder (so the real content/ is never written), with git, as a fresh
// clone has it. An article with an uploaded image is published and must land in
// content/blog/<slug>/ in a form the build accepts, and the site (the copy's develop server,
// after its hot reload) must list it; an FAQ answer is edited and `git diff` must be that answer.
// CMS_SCREENSHOTS=1 also writes the editor's guide's screenshots into docs/editing/.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import * as yaml from "js-yaml";
import sharp from "sharp";
import { BLOG_CATEGORIES, blogFrontmatter } from "../../src/node/content-schemas";

const projectRoot = path.resolve(__dirname, "../..");
const sitePort = Number(process.env.E2E_PORT ?? 9310);
const backendPort = sitePort + 1;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const screenshotsDir = process.env.CMS_SCREENSHOTS === "1" ? path.join(projectRoot, "docs/editing") : "";
/** What `npm run cms` reads: everything but installed packages, build output, caches and test leftovers. */
const leftOut = new Set(["node_modules", "public", ".cache", ".git", "test-results", "playwright-report", "outbox", "bench-results"]);

test.describe.configure({ mode: "serial" });

let copy = "";
let cms: ChildProcess | undefined;

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test Editor", "-c", "user.email=editor@northlime.example", ...args], {
    cwd: copy,
    encoding: "utf8",
  });

/** Resolves when the CMS's start script prints its addresses; rejects if it stops first. */
function cmsReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${siteUrl}/admin/`)) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`npm run cms stopped (exit code ${code}):\n${output.slice(-4000)}`)));
  });
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-cms-"));
  for (const entry of fs.readdirSync(projectRoot)) {
    if (leftOut.has(entry)) continue;
    // Timestamps kept: the start script reinstalls cms/ when its lockfile is newer than the install.
    fs.cpSync(path.join(projectRoot, entry), path.join(copy, entry), {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !source.includes(`${path.sep}cms${path.sep}node_modules`),
    });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"), "dir");
  fs.symlinkSync(path.join(projectRoot, "cms/node_modules"), path.join(copy, "cms/node_modules"), "dir");
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "The project as it was before the editor's changes");

  cms = spawn("npx", ["tsx", "cms/start.ts"], {
    cwd: copy,
    env: { ...process.env, CMS_SITE_PORT: String(sitePort), CMS_BACKEND_PORT: String(backendPort), CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  await cmsReady(cms);
});

test.afterAll(() => {
  // The start script stops the develop server and the local backend when it is stopped.
  if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, "SIGTERM");
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** A screenshot for the editor's guide, as a palette PNG (about a third of the size, the same to the eye). */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsDir) return;
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const png = await page.screenshot();
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(screenshotsDir, `${name}.png`));
}

/** Opens the CMS at `hash`: a collection once its list has loaded, an entry once its editor is up. */
async function openCms(page: Page, hash: string): Promise<void> {
  await page.goto(`${siteUrl}/admin/${hash}`);
  const ready = hash.includes("/entries/")
    ? page.getByRole("button", { name: /^Publish(ed)?$/ })
    : page.getByRole("link", { name: "Articles" }).first();
  await expect(ready).toBeVisible();
}

/** "Publish" in the CMS writes the file (the local backend's simple mode). */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(/Entry (published|saved)/)).toBeVisible();
}

/** The first and last line (counted from 1) of the `answer:` whose text is `answer`: its key line and the lines folded under it. */
function answerLines(text: string, answer: string): [number, number] {
  const lines = text.split("\n");
  const first = lines.findIndex((line) => line.trimStart().startsWith("answer:") && line.includes(answer.slice(0, 30)));
  expect(first).toBeGreaterThan(-1);
  const indent = (line: string) => line.length - line.trimStart().length;
  let last = first;
  while (last + 1 < lines.length && lines[last + 1]?.trim() && indent(lines[last + 1] ?? "") > indent(lines[first] ?? "")) last += 1;
  return [first + 1, last + 1];
}

/** Unfolds the list item whose summary is `summary`. */
async function unfold(page: Page, summary: string): Promise<void> {
  const label = page.getByText(summary, { exact: true }).filter({ visible: true }).first();
  await label.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click();
  await expect(label).toBeHidden();
}

const slug = "a-checklist-for-accessible-contact-forms";
const title = "A checklist for accessible contact forms";
const bodyLines = [
  "Most enquiries that never arrive were lost in the form itself.",
  "",
  "## Label every field",
  "",
  "A placeholder disappears as soon as the visitor types; a label stays.",
];

test("an article published in the CMS with an uploaded image lands in content/blog/<slug>/, passes the schema and is listed on the site", async ({
  page,
}) => {
  await openCms(page, "#/collections/blog");
  await screenshot(page, "articles");
  await page.goto(`${siteUrl}/admin/#/collections/blog/new`);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill(
    "Five fixes that make a contact form usable by every visitor, from clear labels to error messages that say how to put things right.",
  );
  await page.getByLabel("Category", { exact: true }).click();
  await expect(page.getByRole("option")).toHaveText([...BLOG_CATEGORIES]);
  await page.getByRole("option", { name: "Development Services" }).click();
  await page.getByRole("button", { name: "Set published to now" }).click();
  await page.getByLabel("Hero image description", { exact: true }).fill("A contact form with clear labels on a phone screen");
  await page.getByLabel("Ending", { exact: true }).click();
  await page.getByRole("option", { name: "contact", exact: true }).click();

  // The body, typed line by line as an editor types it, a level-2 heading among them.
  await page.locator('[aria-label="markdown field"] [role="textbox"]').click();
  for (const [index, line] of bodyLines.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }

  // The hero image: uploaded through the media library, stored beside the article.
  await page.getByRole("button", { name: "Choose an image" }).click();
  const heroPath = path.join(projectRoot, "content/blog/top-web-development-trends-of-2025/hero.jpg");
  await page.locator('input[type="file"]').setInputFiles({
    name: "forms-hero.jpg",
    mimeType: "image/jpeg",
    buffer: fs.readFileSync(heroPath),
  });
  await expect(page.getByText("forms-hero.jpg")).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.locator('img[src*="forms-hero"], img[src^="blob:"]').first()).toBeVisible();
  // The preview: the new article in the site's colours, its heading as typed.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(11, 16, 32)"); // palette.ink[900]
  await expect(preview.locator(".nl-prose h2")).toHaveText("Label every field");
  await screenshot(page, "article-editor");

  await publish(page);

  const folder = path.join(copy, "content/blog", slug);
  const source = fs.readFileSync(path.join(folder, "index.md"), "utf8");
  const frontmatter = yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "", { schema: yaml.CORE_SCHEMA });
  const checked = blogFrontmatter.safeParse(frontmatter);
  expect(checked.error?.issues ?? []).toEqual([]);
  expect(checked.data).toMatchObject({ title, category: "Development Services", ending: "contact", heroImage: "./forms-hero.jpg" });
  expect(fs.readFileSync(path.join(folder, "forms-hero.jpg")).equals(fs.readFileSync(heroPath))).toBe(true);
  // The Markdown as typed: the heading is a heading, not an escaped `\##`.
  expect(source.endsWith(`---\n${bodyLines.join("\n")}\n`) || source.endsWith(`---\n${bodyLines.join("\n")}`)).toBe(true);

  // The develop server picks the new file up, checks it with the same schema as a build, and
  // lists it: the blog page's data names the article, and the article has a page of its own.
  const listedSlugs = async () => {
    const response = await page.request.get(`${siteUrl}/page-data/blogs/page-data.json`);
    const pageData = (await response.json()) as { result: { data: { allBlogPost: { nodes: { slug: string }[] } } } };
    return pageData.result.data.allBlogPost.nodes.map((node) => node.slug);
  };
  await expect.poll(listedSlugs, { timeout: 120_000 }).toContain(slug);
  const article = await page.request.get(`${siteUrl}/page-data/blogs/${slug}/page-data.json`);
  expect(article.ok()).toBe(true);
  expect(await article.text()).toContain(title);
});

test("an FAQ answer edited in the CMS changes that answer's lines in faqs.yaml and nothing else", async ({ page }) => {
  git("add", "-A");
  git("commit", "-qm", "The article");
  const before = fs.readFileSync(path.join(copy, "content/data/faqs.yaml"), "utf8");
  const sets = yaml.load(before) as { id: string; items: { question: string; answer: string }[] }[];
  const oldAnswer = sets[0]?.items[1]?.answer ?? "";
  const newAnswer = `${oldAnswer} Smaller brochure sites can be ready sooner.`;

  await openCms(page, "#/collections/sections/entries/faqs");
  await screenshot(page, "faqs");
  // A list item shows its summary while folded; its fold button is in the bar above the summary.
  await unfold(page, sets[0]?.id ?? "");
  await unfold(page, sets[0]?.items[1]?.question ?? "");
  const answer = page.getByLabel("Answer", { exact: true }).filter({ visible: true });
  await expect(answer).toHaveValue(oldAnswer);
  await answer.fill(newAnswer);
  await publish(page);
  await expect.poll(() => fs.readFileSync(path.join(copy, "content/data/faqs.yaml"), "utf8")).not.toBe(before);

  expect(git("diff", "--name-only").trim()).toBe("content/data/faqs.yaml");
  const after = fs.readFileSync(path.join(copy, "content/data/faqs.yaml"), "utf8");
  const expected = structuredClone(sets);
  if (expected[0]?.items[1]) expected[0].items[1].answer = newAnswer;
  expect(yaml.load(after)).toEqual(expected);
  // Only the answer's own lines differ: one hunk, inside the answer in the old file and in the new.
  const hunks = git("diff", "-U0", "content/data/faqs.yaml").split("\n").filter((line) => line.startsWith("@@"));
  expect(hunks).toHaveLength(1);
  const hunk = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(hunks[0] ?? "");
  expect(hunk).not.toBeNull();
  const lineSpan = (start = "0", count = "1"): [number, number] => [Number(start), Number(start) + Number(count) - 1];
  const [oldFrom, oldTo] = lineSpan(hunk?.[1], hunk?.[2]);
  const [newFrom, newTo] = lineSpan(hunk?.[3], hunk?.[4]);
  const [oldFirst, oldLast] = answerLines(before, oldAnswer);
  const [newFirst, newLast] = answerLines(after, newAnswer);
  expect(oldFrom).toBeGreaterThanOrEqual(oldFirst);
  expect(oldTo).toBeLessThanOrEqual(oldLast);
  expect(newFrom).toBeGreaterThanOrEqual(newFirst);
  expect(newTo).toBeLessThanOrEqual(newLast);
});

test("the preview shows a case study and an article in the site's colours and typography", async ({ page }) => {
  await openCms(page, "#/collections/case-studies/entries/isla-delice-uk/index");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h1")).toHaveText("Isla Délice - UK");
  await expect(preview.locator(".nl-metrics dd")).toHaveText(["240%", "100%", "3X", "2X"]);
  await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(11, 16, 32)"); // palette.ink[900]
  await expect(preview.locator(".nl-metrics dd").first()).toHaveCSS("color", "rgb(181, 242, 61)"); // the accent, lime.400
  await screenshot(page, "case-study-preview");

  // A fresh load: moving between entries by their address alone can leave the last preview up.
  await page.goto("about:blank");
  await openCms(page, "#/collections/blog/entries/top-web-development-trends-of-2025/index");
  await expect(preview.locator("h1")).toHaveText("Top web development trends of 2025");
  // The body rendered from Markdown, its sections as the site's level-2 headings.
  await expect(preview.locator(".nl-prose h2").first()).toHaveCSS("font-size", "30px");
  await expect(preview.locator(".nl-hero")).toHaveJSProperty("complete", true);
});
