// The editor's promise: one new Markdown file becomes a page with no code change, and a broken
// file fails the build naming the file and the field. Each case builds its own copy of the
// project in the system's temporary folder, so the working tree (content/, public/, .cache/) is
// never written to, even when a build fails or the run is stopped half-way. The copies build
// cold: Gatsby's caches record absolute paths, and a copy given this project's .cache and public/
// failed its build ("The result of this StaticQuery could not be fetched").
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);
const projectRoot = path.resolve(__dirname, "../..");
/** What a build reads: everything but installed packages, build output, caches and test leftovers. */
const leftOut = new Set(["node_modules", "public", ".cache", ".git", "tests", "test-results", "playwright-report", "outbox", "bench-results"]);

test.describe.configure({ mode: "serial" });

let scratchRoot = "";

test.beforeAll(() => {
  scratchRoot = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-content-pipeline-"));
});

test.afterAll(() => {
  if (scratchRoot) fs.rmSync(scratchRoot, { recursive: true, force: true });
});

/** A copy of the project's sources sharing its node_modules. */
function copyProject(name: string): string {
  const copy = path.join(scratchRoot, name);
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(projectRoot)) {
    if (!leftOut.has(entry)) fs.cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

async function gatsbyBuild(cwd: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["gatsby", "build"], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
  }
}

function writeArticle(project: string, slug: string, frontmatter: string, body: string): void {
  if (fs.existsSync(path.join(project, "content/blog", slug))) throw new Error(`content/blog/${slug} already exists`);
  const folder = path.join(project, "content/blog", slug);
  fs.mkdirSync(folder, { recursive: true });
  const someHero = path.join(project, "content/blog/top-web-development-trends-of-2025/hero.jpg");
  fs.copyFileSync(someHero, path.join(folder, "hero.jpg"));
  fs.writeFileSync(path.join(folder, "index.md"), `---\n${frontmatter.trim()}\n---\n\n${body}\n`);
}

const validFrontmatter = `
title: "Accessible forms that convert"
description: "Why accessible contact forms win more enquiries, and the five fixes that matter most for small UK businesses this year."
category: Development Services
published: 2025-08-01T09:15:00+05:00
heroImage: ./hero.jpg
heroAlt: "A contact form with clear labels on a phone screen"
ending: contact
`;

test("a frontmatter field that breaks the schema fails the build, naming the file and the field", async () => {
  const project = copyProject("broken-article");
  writeArticle(
    project,
    "broken-article",
    validFrontmatter.replace(/^title: .*$/m, "").replace("2025-08-01T09:15:00+05:00", "1st August"),
    "Some text.",
  );
  const { ok, output } = await gatsbyBuild(project);
  expect(ok).toBe(false);
  expect(output).toContain("content/blog/broken-article/index.md");
  expect(output).toMatch(/frontmatter title: /);
  expect(output).toMatch(/frontmatter published: must be an ISO 8601 date and time/);
});

test("a new Markdown article becomes a page, listed on /blogs, in the sitemap and in the feed, with no code change", async () => {
  const slug = "accessible-forms-that-convert";
  const project = copyProject("new-article");
  const body = Array.from({ length: 12 }, (_, index) => `## Point ${index + 1}\n\n${"Clear labels help every visitor finish the form. ".repeat(16)}`).join("\n\n");
  writeArticle(project, slug, validFrontmatter, body);

  const { ok, output } = await gatsbyBuild(project);
  expect(ok, output.slice(-4000)).toBe(true);

  const pageFile = path.join(project, `public/blogs/${slug}/index.html`);
  expect(fs.existsSync(pageFile)).toBe(true);
  const html = fs.readFileSync(pageFile, "utf8");
  expect(html).toContain("Accessible forms that convert");
  expect(html).toContain("August 01, 2025 09:15 AM");
  expect(html).toContain("8 Min Read");
  expect(fs.readFileSync(path.join(project, "public/blogs/index.html"), "utf8")).toContain(`href="/blogs/${slug}"`);
  const sitemap = fs.readFileSync(path.join(project, "public/sitemap-0.xml"), "utf8");
  expect(sitemap).toContain(`/blogs/${slug}</loc>`);
  // The feed lists it first: it is the newest article.
  const feed = fs.readFileSync(path.join(project, "public/rss.xml"), "utf8");
  expect(feed.indexOf(`/blogs/${slug}</link>`)).toBeGreaterThan(-1);
  expect(feed.indexOf(`/blogs/${slug}</link>`)).toBeLessThan(feed.indexOf("</item>"));

  // The project itself never saw the article.
  expect(fs.existsSync(path.join(projectRoot, "content/blog", slug))).toBe(false);
  expect(fs.existsSync(path.join(projectRoot, `public/blogs/${slug}`))).toBe(false);
});
