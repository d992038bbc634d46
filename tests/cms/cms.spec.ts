// The editors' CMS, driven as an editor drives it: `npm run cms` started in a copy of the project
// in the system's temporary folder (so the real content/ is never written), with git, as a fresh
// clone has it. An article with an uploaded image is published and must land in
// content/blog/<slug>/ in a form the build accepts, and the site (the copy's develop server,
// after its hot reload) must list it. Each save must change only what the editor changed (an FAQ
// answer, one line of an article's body, a reordered pair of questions, one field of a service),
// and nothing outside content/. The previews show data files in the site's colours, a hostile
// article body inert, and "View Live" opens the entry's page.
// CMS_SCREENSHOTS=1 also writes the editor's guide's screenshots into docs/editing/.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import * as yaml from "js-yaml";
import sharp from "sharp";
import { BLOG_CATEGORIES, articleFrontmatter } from "../../src/content-types";
import { openCms as openCmsAt, projectRoot, publish, startCmsProject, unfold, type CmsProject } from "./support/cms-project";

const sitePort = Number(process.env.E2E_PORT ?? 9310);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const cmsUrl = `http://127.0.0.1:${sitePort + 1}`;
const screenshotsDir = process.env.CMS_SCREENSHOTS === "1" ? path.join(projectRoot, "docs/editing") : "";

test.describe.configure({ mode: "serial" });

let project: CmsProject | undefined;
let copy = "";

const git = (...args: string[]) => {
  if (!project) throw new Error("the CMS's project copy has not started");
  return project.git(...args);
};

test.beforeAll(async () => {
  test.setTimeout(900_000);
  project = await startCmsProject(sitePort);
  copy = project.root;
});

test.afterAll(() => {
  project?.stop();
});

/** A screenshot for the editor's guide, as a palette PNG (about a third of the size, the same to the eye). */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsDir) return;
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const png = await page.screenshot();
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(screenshotsDir, `${name}.png`));
}

const openCms = (page: Page, hash: string) => openCmsAt(page, cmsUrl, hash);

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

interface Hunk {
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
  removed: string[];
  added: string[];
}

/** The hunks of `git diff -U0` for `file` against the last commit: line spans (counted from 1) and the lines themselves. */
function diffHunks(file: string): Hunk[] {
  const hunks: Hunk[] = [];
  for (const line of git("diff", "-U0", "--", file).split("\n")) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (header) {
      const [oldStart, oldCount = "1", newStart, newCount = "1"] = header.slice(1);
      hunks.push({
        oldFrom: Number(oldStart),
        oldTo: Number(oldStart) + Number(oldCount) - 1,
        newFrom: Number(newStart),
        newTo: Number(newStart) + Number(newCount) - 1,
        removed: [],
        added: [],
      });
    } else if (hunks.length > 0 && line.startsWith("-")) {
      hunks.at(-1)?.removed.push(line.slice(1));
    } else if (hunks.length > 0 && line.startsWith("+")) {
      hunks.at(-1)?.added.push(line.slice(1));
    }
  }
  return hunks;
}

/** Commits the copy's files as they are, so the next test's `git diff` shows only its own save. */
function commitAll(message: string): void {
  git("add", "-A");
  git("commit", "-qm", message, "--allow-empty");
}

/** The Markdown editor's text box (the raw editor: Markdown as typed). */
const markdownEditor = (page: Page) => page.locator('[aria-label="markdown field"] [role="textbox"]');

/** The drag handle in the bar of the list item whose summary is `summary`. */
const dragHandle = (page: Page, summary: string) =>
  page
    .getByText(summary, { exact: true })
    .filter({ visible: true })
    .first()
    .locator("xpath=preceding-sibling::*[1]")
    .locator('[aria-roledescription="sortable"]');

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
  await page.goto(`${cmsUrl}/admin/#/collections/blog/new`);

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
  await page.getByLabel("Author", { exact: true }).click();
  await page.getByRole("option", { name: /^Daniel Okafor/ }).click();

  // The body, line by line as an editor enters it (each line one input event, so no re-render
  // of the editor moves the caret between keys), a level-2 heading among them.
  await markdownEditor(page).click();
  for (const [index, line] of bodyLines.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.insertText(line);
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
  const checked = articleFrontmatter.safeParse(frontmatter);
  expect(checked.error?.issues ?? []).toEqual([]);
  expect(checked.data).toMatchObject({ title, category: "Development Services", ending: "contact", author: "daniel-okafor", heroImage: "./forms-hero.jpg" });
  expect(fs.readFileSync(path.join(folder, "forms-hero.jpg")).equals(fs.readFileSync(heroPath))).toBe(true);
  // The Markdown as typed, after a blank line, as every committed article has it: the heading is a
  // heading, not an escaped `\##`.
  expect(source.endsWith(`---\n\n${bodyLines.join("\n")}\n`)).toBe(true);

  // The develop server picks the new file up, checks it with the same schema as a build, and
  // lists it: the blog page's data names the article, and the article has a page of its own.
  // While it re-creates the site's pages after the change, the develop server answers 404 (a body
  // without the page's data) for a page it is rebuilding: that is "not listed yet", not a failure.
  const listedSlugs = async () => {
    const response = await page.request.get(`${siteUrl}/page-data/blogs/page-data.json`);
    if (!response.ok()) return [];
    const pageData = (await response.json()) as { result: { data: { allBlogPost: { nodes: { slug: string }[] } } } };
    return pageData.result.data.allBlogPost.nodes.map((node) => node.slug);
  };
  await expect.poll(listedSlugs, { timeout: 120_000 }).toContain(slug);
  const article = await page.request.get(`${siteUrl}/page-data/blogs/${slug}/page-data.json`);
  expect(article.ok()).toBe(true);
  expect(await article.text()).toContain(title);
});

test("an FAQ answer edited in the CMS changes that answer's lines in faqs.yaml and nothing else", async ({ page }) => {
  commitAll("The article");
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
  const hunks = diffHunks("content/data/faqs.yaml");
  expect(hunks).toHaveLength(1);
  const { oldFrom = 0, oldTo = 0, newFrom = 0, newTo = 0 } = hunks[0] ?? {};
  const [oldFirst, oldLast] = answerLines(before, oldAnswer);
  const [newFirst, newLast] = answerLines(after, newAnswer);
  expect(oldFrom).toBeGreaterThanOrEqual(oldFirst);
  expect(oldTo).toBeLessThanOrEqual(oldLast);
  expect(newFrom).toBeGreaterThanOrEqual(newFirst);
  expect(newTo).toBeLessThanOrEqual(newLast);
});

test("a one-line edit of an article's body changes that line of the body, and not its frontmatter", async ({ page }) => {
  commitAll("The FAQ answer");
  const file = "content/blog/top-web-development-trends-of-2025/index.md";
  const before = fs.readFileSync(path.join(copy, file), "utf8");
  const added = "In short: ";

  const firstBodyText = before.split("\n")[before.split("\n").indexOf("---", 1) + 2] ?? "";
  await openCms(page, "#/collections/blog/entries/top-web-development-trends-of-2025/index");
  const editor = markdownEditor(page);
  await expect(editor).toContainText(firstBodyText.slice(0, 40));
  await editor.click();
  await page.keyboard.press("Control+Home");
  // One input event: typed key by key, the editor's first change renders it anew and can move
  // the caret before the next key lands (the rest of the words then went to another line).
  await page.keyboard.insertText(added);
  await expect(editor).toContainText(`${added}${firstBodyText.slice(0, 40)}`);
  await publish(page);
  await expect.poll(() => fs.readFileSync(path.join(copy, file), "utf8")).not.toBe(before);

  expect(git("diff", "--name-only").trim()).toBe(file);
  // The body's first line: after the frontmatter block and the blank line below it.
  const firstBodyLine = before.split("\n").indexOf("---", 1) + 3;
  // One hunk: that line, with the words typed at its start; the frontmatter as it was.
  const hunks = diffHunks(file);
  expect(hunks).toHaveLength(1);
  expect(hunks[0]).toMatchObject({ oldFrom: firstBodyLine, oldTo: firstBodyLine, newFrom: firstBodyLine, newTo: firstBodyLine });
  expect(hunks[0]?.added).toEqual([`${added}${hunks[0]?.removed[0] ?? ""}`]);
  const after = fs.readFileSync(path.join(copy, file), "utf8");
  const frontmatterOf = (text: string) => /^---\n[\s\S]*?\n---\n/.exec(text)?.[0];
  expect(frontmatterOf(after)).toBe(frontmatterOf(before));
});

test("questions reordered in the CMS move only those lines of faqs.yaml", async ({ page }) => {
  commitAll("The article's new sentence");
  const file = "content/data/faqs.yaml";
  const before = fs.readFileSync(path.join(copy, file), "utf8");
  const sets = yaml.load(before) as { id: string; items: { question: string; answer: string }[] }[];
  const [first, second] = sets[0]?.items ?? [];

  await openCms(page, "#/collections/sections/entries/faqs");
  await unfold(page, sets[0]?.id ?? "");
  // The second question dragged by its handle above the first (the list sorts by mouse drag).
  const from = await dragHandle(page, second?.question ?? "").boundingBox();
  const to = await dragHandle(page, first?.question ?? "").boundingBox();
  expect(from && to).toBeTruthy();
  if (!from || !to) return;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y - 20, { steps: 20 });
  await page.mouse.up();
  await publish(page);
  await expect.poll(() => fs.readFileSync(path.join(copy, file), "utf8")).not.toBe(before);

  const expected = structuredClone(sets);
  if (expected[0] && first && second) expected[0].items.splice(0, 2, second, first);
  expect(yaml.load(fs.readFileSync(path.join(copy, file), "utf8"))).toEqual(expected);
  // The lines removed are the lines added, each a line of the two questions that swapped places.
  const hunks = diffHunks(file);
  const removed = hunks.flatMap((hunk) => hunk.removed);
  const added = hunks.flatMap((hunk) => hunk.added);
  expect([...added].sort()).toEqual([...removed].sort());
  const lines = before.split("\n");
  const questionLine = (question = "") => lines.findIndex((line) => line.trim() === `- question: ${question}`);
  const movedLines = lines.slice(questionLine(first?.question), questionLine(sets[0]?.items[2]?.question));
  expect(removed.length).toBeGreaterThan(0);
  for (const line of removed) expect(movedLines).toContain(line);
});

test("a service's field edited in the CMS changes that one line of services.yaml", async ({ page }) => {
  commitAll("The reordered questions");
  const file = "content/data/services.yaml";
  const before = fs.readFileSync(path.join(copy, file), "utf8");
  const services = yaml.load(before) as { name: string; seoTitle: string }[];
  const service = services[0];
  const newTitle = `${service?.seoTitle ?? ""} and Beyond`;

  await openCms(page, "#/collections/sections/entries/services");
  await unfold(page, service?.name ?? "");
  const seoTitle = page.getByLabel("Page title", { exact: true }).filter({ visible: true });
  await expect(seoTitle).toHaveValue(service?.seoTitle ?? "");
  await seoTitle.fill(newTitle);
  await publish(page);
  await expect.poll(() => fs.readFileSync(path.join(copy, file), "utf8")).not.toBe(before);

  expect(git("diff", "--name-only").trim()).toBe(file);
  const hunks = diffHunks(file);
  expect(hunks).toHaveLength(1);
  expect(hunks[0]?.removed).toEqual([`  seoTitle: ${service?.seoTitle ?? ""}`]);
  expect(hunks[0]?.added).toEqual([`  seoTitle: ${newTitle}`]);
});

test("View Live opens the entry's own page on the site", async ({ page }) => {
  const viewLive = page.getByRole("link", { name: "View Live" });
  await openCms(page, "#/collections/blog/entries/top-web-development-trends-of-2025/index");
  await expect(viewLive).toHaveAttribute("href", `${siteUrl}/blogs/top-web-development-trends-of-2025`);
  const article = await page.request.get(`${siteUrl}/page-data/blogs/top-web-development-trends-of-2025/page-data.json`);
  expect(article.ok()).toBe(true);

  await page.goto("about:blank");
  await openCms(page, "#/collections/legal/entries/privacy-policy");
  await expect(viewLive).toHaveAttribute("href", `${siteUrl}/privacy-policy`);

  await page.goto("about:blank");
  await openCms(page, "#/collections/sections/entries/team");
  await expect(viewLive).toHaveAttribute("href", `${siteUrl}/about-us`);
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

test("the previews show FAQs, services, stats and team in the site's colours", async ({ page }) => {
  const preview = page.frameLocator("#preview-pane");
  const read = <T>(name: string) => yaml.load(fs.readFileSync(path.join(copy, `content/data/${name}.yaml`), "utf8")) as T;
  const inkBackground = "rgb(11, 16, 32)"; // palette.ink[900]
  const accent = "rgb(181, 242, 61)"; // lime.400

  const sets = read<{ highlight: string; items: { question: string }[] }[]>("faqs");
  await openCms(page, "#/collections/sections/entries/faqs");
  await expect(preview.locator("body")).toHaveCSS("background-color", inkBackground);
  await expect(preview.locator(".nl-highlight").first()).toHaveText(sets[0]?.highlight ?? "");
  await expect(preview.locator(".nl-highlight").first()).toHaveCSS("color", accent);
  await expect(preview.locator(".nl-faq summary")).toHaveText(sets.flatMap((set) => set.items.map((item) => item.question)));
  await screenshot(page, "faqs-preview");

  const services = read<{ name: string; order: number }[]>("services");
  await page.goto("about:blank");
  await openCms(page, "#/collections/sections/entries/services");
  await expect(preview.locator("body")).toHaveCSS("background-color", inkBackground);
  await expect(preview.locator(".nl-card h3")).toHaveText([...services].sort((a, b) => a.order - b.order).map((service) => service.name));
  await expect(preview.locator(".nl-card li").first()).toBeVisible();

  const stats = read<{ value: string; label: string }[]>("stats");
  await page.goto("about:blank");
  await openCms(page, "#/collections/sections/entries/stats");
  await expect(preview.locator("body")).toHaveCSS("background-color", inkBackground);
  await expect(preview.locator(".nl-stat-value")).toHaveText(stats.map((stat) => stat.value));
  await expect(preview.locator(".nl-stat-value").first()).toHaveCSS("color", accent);
  await expect(preview.locator(".nl-stat-label")).toHaveText(stats.map((stat) => stat.label));

  const team = read<{ name: string; bg: string }[]>("team");
  await page.goto("about:blank");
  await openCms(page, "#/collections/sections/entries/team");
  await expect(preview.locator("body")).toHaveCSS("background-color", inkBackground);
  await expect(preview.locator(".nl-member h3")).toHaveText(team.map((member) => member.name));
  // Each member on the colour of their slide, in the site's darkest ink.
  const tones: Record<string, string> = {
    lime: "rgb(217, 249, 157)",
    teal: "rgb(153, 246, 228)",
    violet: "rgb(216, 180, 254)",
    amber: "rgb(254, 240, 138)",
  };
  for (const [index, member] of team.entries()) {
    await expect(preview.locator(".nl-member").nth(index)).toHaveCSS("background-color", tones[member.bg] ?? "");
  }
  await expect(preview.locator(".nl-member h3").first()).toHaveCSS("color", inkBackground);
  await expect.poll(() => preview.locator(".nl-member img").first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a hostile article body is inert in the preview and on the site's page, its text shown in both", async ({ page }) => {
  commitAll("The service's page title");
  const slug = "how-local-seo-can-transform-small-businesses-in-2025";
  const plainText = "This sentence must stay visible beside the hostile markup.";
  const hostileLines = [
    plainText,
    "",
    '<script>document.body.dataset.hostile = "script"</script>',
    "",
    '<img src=x onerror="document.body.dataset.hostile = \'img\'">',
    "",
    '<iframe src="about:blank" title="framed"></iframe>',
    "",
    "[a harmless-looking link](javascript:alert(1))",
  ];
  /** No script, no iframe, no on* attribute and no javascript: link inside `root`, nor a mark left by one that ran. */
  const activeParts = (root: Element) => ({
    scripts: root.querySelectorAll("script").length,
    iframes: root.querySelectorAll("iframe").length,
    handlers: [...root.querySelectorAll("*")].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith("on"))),
    javascriptLinks: [...root.querySelectorAll("a")].filter((link) => /^\s*javascript:/i.test(link.getAttribute("href") ?? "")).length,
    ranMark: document.body.dataset.hostile ?? null,
  });
  const inert = { scripts: 0, iframes: 0, handlers: [], javascriptLinks: 0, ranMark: null };

  await openCms(page, `#/collections/blog/entries/${slug}/index`);
  await markdownEditor(page).click();
  await page.keyboard.press("Control+End");
  // After a blank line, each line typed on its own line, as in the source the test expects.
  for (const [index, line] of ["", "", ...hostileLines].entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    if (line !== "") await page.keyboard.insertText(line);
  }
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator(".nl-prose").getByText(plainText)).toBeVisible();
  // The link's words stay; its javascript: address does not.
  await expect(preview.locator(".nl-prose").getByText("a harmless-looking link")).toBeVisible();
  await expect(preview.locator(".nl-prose img[src='x']")).toHaveCount(1);
  expect(await preview.locator(".nl-prose").evaluate(activeParts)).toEqual(inert);

  await publish(page);
  const source = fs.readFileSync(path.join(copy, `content/blog/${slug}/index.md`), "utf8");
  expect(source).toContain(hostileLines.join("\n"));

  // The develop server rebuilds the page from the saved file with the site's own Markdown pipeline.
  await expect
    .poll(async () => (await page.request.get(`${siteUrl}/page-data/blogs/${slug}/page-data.json`)).text(), { timeout: 120_000 })
    .toContain(plainText);
  await page.goto(`${siteUrl}/blogs/${slug}`);
  const body = page.locator("main");
  await expect(body.getByText(plainText)).toBeVisible();
  await expect(body.getByText("a harmless-looking link")).toBeVisible();
  expect(await body.evaluate(activeParts)).toEqual(inert);
});

test("saving in the CMS changes nothing outside content/", () => {
  commitAll("The hostile article");
  // Every test above saved through the CMS with the develop server running: each file they
  // changed, across all the commits since the project's own, is under content/.
  const projectCommit = git("rev-list", "--max-parents=0", "HEAD").trim();
  const changed = git("diff", "--name-only", projectCommit, "HEAD").trim().split("\n");
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((file) => !file.startsWith("content/"))).toEqual([]);
  expect(git("status", "--porcelain").trim()).toBe("");
});
