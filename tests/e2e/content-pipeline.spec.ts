// The editor's promise, its failing half: a broken file fails the build, naming the file and the
// field. The build runs in a copy of the project in the system's temporary folder, so the working
// tree (content/, public/, .cache/) is never written to, even when the run is stopped half-way.
// The content is checked as Gatsby reads it, before any image or page is made, so the build fails
// within its first phase. The other half (a new file becomes a page with no code change) is proved
// by the Netlify build in netlify-deploy.spec.ts, which carries a new article.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { newArticle, writeArticle } from "./support/editor-article";
import { copyProject } from "../support/project-copy";

const run = promisify(execFile);

test.describe.configure({ mode: "serial" });

let scratchRoot = "";

test.beforeAll(() => {
  scratchRoot = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-content-pipeline-"));
});

test.afterAll(() => {
  if (scratchRoot) fs.rmSync(scratchRoot, { recursive: true, force: true });
});

/** A copy of what the build reads, sharing the project's packages. */
const copyProjectAs = (name: string): string => copyProject(path.join(scratchRoot, name));

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

test("a frontmatter field that breaks the schema fails the build, naming the file and the field", async () => {
  const project = copyProjectAs("broken-article");
  writeArticle(
    project,
    "broken-article",
    newArticle.frontmatter.replace(/^title: .*$/m, "").replace("2025-08-01T09:15:00+05:00", "1st August"),
    "Some text.",
  );
  const { ok, output } = await gatsbyBuild(project);
  expect(ok).toBe(false);
  expect(output).toContain("content/blog/broken-article/index.md");
  expect(output).toMatch(/frontmatter title: /);
  expect(output).toMatch(/frontmatter published: must be an ISO 8601 date and time/);
});

test("a renamed FAQ set fails the build, naming the page file, the entry and the field", async () => {
  const project = copyProjectAs("renamed-faq-set");
  const faqsFile = path.join(project, "content/data/faqs.yaml");
  fs.writeFileSync(faqsFile, fs.readFileSync(faqsFile, "utf8").replace(/^- id: home$/m, "- id: front-page"));
  const { ok, output } = await gatsbyBuild(project);
  expect(ok).toBe(false);
  expect(output).toContain('Content error in content/data/pages.yaml (entry "home"):');
  expect(output).toMatch(/- faq: no FAQ set "home" in content\/data\/faqs\.yaml \(its sets: front-page, about/);
  // Refused while the pages are made, before any image is processed or page rendered.
  expect(output).not.toMatch(/Building static HTML|Running gatsby-plugin-sharp/);
});
