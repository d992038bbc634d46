// The editor's promise, its failing half: a broken file fails the build, naming the file and the
// field, and a refused build names every problem it found, in every file. The other half (a new
// file becomes a page with no code change) is proved by the Netlify build in
// netlify-deploy.spec.ts, which carries a new article.
// Hosts (Netlify, and developers) keep Gatsby's .cache/ and public/ between builds, so the builds
// here are one copy of the project built again and again on its warm cache, each after a change an
// editor could make: a build refuses what a cold build of the same files would, and once a change
// is undone nothing of it is left to refuse. One sequence covers every case, since each build of a
// copy costs a minute or more. The copy is in the system's temporary folder, so the working tree
// (content/, public/, .cache/) is never written to, even when the run is stopped half-way.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newArticle, writeArticle } from "./support/editor-article";
import { copyProject } from "../support/project-copy";

const run = promisify(execFile);

test.describe.configure({ mode: "serial" });

let project = "";

test.beforeAll(() => {
  project = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), "northlime-content-pipeline-")));
});

test.afterAll(() => {
  // A build stopped by a timeout may still be writing its cache for a moment.
  if (project) fs.rmSync(project, { recursive: true, force: true, maxRetries: 5, retryDelay: 1000 });
});

async function gatsbyBuild(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["gatsby", "build"], {
      cwd: project,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
  }
}

const at = (file: string) => path.join(project, file);
const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(at(file), change(fs.readFileSync(at(file), "utf8")));

const heldBack = "content/blog/coming-next-month";
const brokenArticle = "content/blog/broken-article/index.md";
const refused = "content/legal/cookie-policy.md";
const drawing = "content/images/partners/badge.svg";
const hero = "content/blog/the-rise-of-ai-in-digital-marketing/hero.jpg";
const portrait = "content/images/team/amelia-hart.png";
const originals = new Map<string, Buffer>();

test("a good build holds back an article dated a month ahead", async () => {
  // The one cold build, which makes every image and page: the others reuse its cache.
  test.setTimeout(900_000);
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, "+00:00");
  writeArticle(project, path.basename(heldBack), newArticle.frontmatter.replace(/^published: .*$/m, `published: ${inAMonth}`), "Some text.");
  for (const file of [hero, portrait, "content/data/faqs.yaml"]) originals.set(file, fs.readFileSync(at(file)));
  const { ok, output } = await gatsbyBuild();
  expect(ok, output).toBe(true);
  expect(output).toContain(`${heldBack}/index.md: until ${inAMonth}`);
  expect(fs.existsSync(at(`public/blogs/${path.basename(heldBack)}`))).toBe(false);
});

test("after a change, the warm build lists every problem in every file, images whose text is unchanged included", async () => {
  // The held-back article deleted; an article and a legal page broken on several counts; a FAQ set
  // renamed under the page that shows it; an SVG; and two images made too small while the files
  // naming them stay as they were.
  fs.rmSync(at(heldBack), { recursive: true });
  writeArticle(
    project,
    path.basename(path.dirname(brokenArticle)),
    newArticle.frontmatter.replace(/^title: .*$/m, "").replace("2025-08-01T09:15:00+05:00", "1st August"),
    "Some text.",
  );
  fs.writeFileSync(at(refused), '---\ntitle: "\u200B\u3164"\ndescription: "How we use cookies."\n---\n\nSee <a href=/blogs/gone>this</a>.\n');
  edit("content/data/faqs.yaml", (text) => text.replace(/^- id: home$/m, "- id: front-page"));
  fs.writeFileSync(at(drawing), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await sharp({ create: { width: 400, height: 225, channels: 3, background: "#888" } }).jpeg().toFile(at(hero));
  fs.copyFileSync(at("content/images/avatars/client-1.png"), at(portrait));

  const { ok, output } = await gatsbyBuild();
  expect(ok).toBe(false);
  expect(output).toContain("The content needs changes in 6 places");
  const everyProblem = [
    `Content error in ${brokenArticle}:`,
    "  - frontmatter title: ",
    "  - frontmatter published: must be an ISO 8601 date and time",
    `Content error in ${refused}:`,
    "  - frontmatter title: must not be blank: it has no visible character",
    "  - frontmatter lastUpdated: ",
    "  - body: the link /blogs/gone leads to no page on this site",
    'Content error in content/data/pages.yaml (entry "home"):',
    '  - faq: no entry with id "home" in content/data/faqs.yaml (its entries: front-page, about',
    `Content error in ${drawing}:`,
    `Content error in ${hero.replace("hero.jpg", "index.md")}:`,
    "  - frontmatter heroImage: hero.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675",
    'Content error in content/data/team.yaml (entry "amelia-hart"):',
    "  - image: amelia-hart.png is 160 × 160 pixels; the team portrait slot needs at least 400 × 500",
  ];
  for (const line of everyProblem) expect(output, output).toContain(line);
  // Nothing of the deleted article is left to read, and the build stops before any image or page is made.
  expect(output).not.toMatch(/ENOENT|coming-next-month|Building static HTML|Running gatsby-plugin-sharp/);
});

test("with the images and the FAQ set put back, only the files still wrong are refused", async () => {
  for (const [file, bytes] of originals) fs.writeFileSync(at(file), bytes);
  const { ok, output } = await gatsbyBuild();
  expect(ok).toBe(false);
  expect(output).toContain("The content needs changes in 3 places");
  for (const file of [brokenArticle, refused, drawing]) expect(output).toContain(`Content error in ${file}:`);
  expect(output).not.toMatch(/heroImage|amelia-hart|pages\.yaml/);
});

test("with everything undone, the warm build passes and publishes nothing that was removed", async () => {
  for (const file of [path.dirname(brokenArticle), refused, drawing]) fs.rmSync(at(file), { recursive: true });
  const { ok, output } = await gatsbyBuild();
  expect(ok, output).toBe(true);
  expect(output).not.toContain("Held back");
  for (const gone of ["public/cookie-policy", "public/blogs/broken-article", `public/blogs/${path.basename(heldBack)}`]) {
    expect(fs.existsSync(at(gone)), gone).toBe(false);
  }
  expect(fs.existsSync(at("public/blogs/the-rise-of-ai-in-digital-marketing/index.html"))).toBe(true);
});
