// The deploy to Netlify: a build as the platform runs it (NETLIFY set, so through Gatsby's Netlify
// adapter), in a copy of the project, then what the platform would serve from it: the header rules
// of public/_headers, the routes of public/_redirects, and the contact function inside the
// adapter's wrapper.
// The copy also carries an editor's change, a new Markdown article and nothing else, so the same
// cold build proves the editor's promise on the output visitors get: the article becomes a page,
// listed on /blogs, in the sitemap and first in the feed, with no code change. A cold build is the
// costliest step of the test run, and adding one article changes nothing the deploy checks rely on
// (every page it adds must still get the headers). content-pipeline.spec.ts proves the other half
// of the promise, that a broken file fails the build.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { securityHeaders } from "../../src/lib/security-headers";
import { hostileMarkup, newArticle, writeArticle } from "./support/editor-article";

const run = promisify(execFile);
const projectRoot = path.resolve(__dirname, "../..");
const project = path.join(projectRoot, "tests/.tmp/netlify-deploy");
const leftOut = new Set(["node_modules", ".git", ".cache", "public", ".netlify", "tests", "test-results", "playwright-report", "outbox", "bench-results"]);

test.describe.configure({ mode: "serial" });

interface HeaderRule {
  path: string;
  headers: { key: string; value: string }[];
}

/** public/_headers as Netlify reads it: a path on its own line, then its indented `key: value` lines. */
function readHeaderRules(file: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers: unreadable line "${line}"`);
    rule.headers.push({ key: line.slice(0, separator).trim().toLowerCase(), value: line.slice(separator + 1).trim() });
  }
  return rules;
}

/** Netlify's matching for the two kinds of rule the adapter writes: `/x/*` and exact paths. */
function ruleMatches(rulePath: string, requestPath: string): boolean {
  return rulePath.endsWith("/*") ? requestPath.startsWith(rulePath.slice(0, -1)) : rulePath === requestPath;
}

/** Every URL path the deployed site answers from a file: pages by their route, other files by name. */
function servedPaths(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile() && !["_headers", "_redirects"].includes(file))
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .flatMap((file) => {
      // The adapter publishes a page as X.html and Netlify answers /X with it.
      if (file === "/index.html") return ["/", file];
      return file.endsWith(".html") ? [file.slice(0, -".html".length), file] : [file];
    });
}

test.beforeAll(async () => {
  // A cold build: Gatsby's cache holds the project's absolute paths, and a build of a copy that
  // reuses it fails to find its static queries.
  test.setTimeout(900_000);
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  for (const entry of fs.readdirSync(projectRoot)) {
    if (leftOut.has(entry)) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(project, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(project, "node_modules"), "dir");
  writeArticle(project, newArticle.slug, newArticle.frontmatter, `${hostileMarkup.body}\n\n${newArticle.body}`);
  // NETLIFY_LOCAL keeps the adapter's build cache in the copy (.netlify/build-cache) instead of
  // the platform's /opt/build/cache.
  await run("npx", ["gatsby", "build"], {
    cwd: project,
    env: { ...process.env, NETLIFY: "true", NETLIFY_LOCAL: "true", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
});

test.afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

test("every path the site answers, a missing one included, gets our security headers, each header from one rule only", () => {
  const publicDir = path.join(project, "public");
  const rules = readHeaderRules(path.join(publicDir, "_headers"));
  for (const rule of rules) expect(rule.path, "a rule Netlify would match differently").toMatch(/^\/([^*]*|(.*\/)?\*)$/);

  const paths = [...servedPaths(publicDir), "/a-page-that-does-not-exist", "/api/send-email"];
  // The pages themselves, as the adapter moved them.
  expect(paths).toEqual(expect.arrayContaining(["/", "/about-us", "/contact-us", "/blogs", `/blogs/${newArticle.slug}`, "/404.html"]));
  for (const requestPath of paths) {
    const sent = rules.filter((rule) => ruleMatches(rule.path, requestPath)).flatMap((rule) => rule.headers);
    const keys = sent.map((header) => header.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index), `headers set twice for ${requestPath}`).toEqual([]);
    expect(sent, `headers of ${requestPath}`).toEqual(expect.arrayContaining(securityHeaders));
  }
});

test("a new Markdown article becomes a page, listed on /blogs, in the sitemap and first in the feed, with no code change", () => {
  const { slug } = newArticle;
  const publicDir = path.join(project, "public");
  // The adapter publishes each page as X.html (blogs/<slug>/index.html becomes blogs/<slug>.html).
  const html = fs.readFileSync(path.join(publicDir, `blogs/${slug}.html`), "utf8");
  expect(html).toContain(newArticle.title);
  expect(html).toContain("August 01, 2025 09:15 AM");
  expect(html).toContain("8 Min Read");
  expect(fs.readFileSync(path.join(publicDir, "blogs.html"), "utf8")).toContain(`href="/blogs/${slug}"`);
  expect(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")).toContain(`/blogs/${slug}</loc>`);
  // The feed lists it first: it is the newest article.
  const feed = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8");
  expect(feed.indexOf(`/blogs/${slug}</link>`)).toBeGreaterThan(-1);
  expect(feed.indexOf(`/blogs/${slug}</link>`)).toBeLessThan(feed.indexOf("</item>"));

  // The project itself never saw the article.
  expect(fs.existsSync(path.join(projectRoot, "content/blog", slug))).toBe(false);
  expect(fs.existsSync(path.join(projectRoot, `public/blogs/${slug}`))).toBe(false);
});

test("markup in the article's body that would run, restyle or frame the page is published inert, its text kept", () => {
  const publicDir = path.join(project, "public");
  const html = fs.readFileSync(path.join(publicDir, `blogs/${newArticle.slug}.html`), "utf8");
  const pageData = fs.readFileSync(path.join(publicDir, `page-data/blogs/${newArticle.slug}/page-data.json`), "utf8");
  for (const published of [html, pageData]) {
    expect(published).toContain(hostileMarkup.keptText);
    expect(published).not.toMatch(/__editor(Script|Handler)|onerror|<iframe|javascript:|data:image\/svg|display: none/);
  }
  // No moved script file carries the body's script either.
  const movedScripts = fs.readdirSync(path.join(publicDir, "inline-scripts"));
  for (const file of movedScripts) {
    expect(fs.readFileSync(path.join(publicDir, "inline-scripts", file), "utf8")).not.toContain("__editorScript");
  }
});

test("the contact function has its route, and no redirect leaves the site", () => {
  const redirects = fs
    .readFileSync(path.join(project, "public/_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"))
    .map((line) => line.trim().split(/\s+/));
  expect(redirects).toContainEqual(["/api/send-email", expect.stringMatching(/^\/\.netlify\/functions\/[\w-]+$/), "200"]);
  for (const [from, to] of redirects) {
    expect(to, `target of ${from}`).toMatch(/^\/(?!\/)/);
  }
});

test.describe("the contact function inside the adapter's wrapper", () => {
  type NetlifyHandler = (event: object, context: object) => Promise<{ statusCode: number; body?: string; multiValueHeaders?: Record<string, string[]> }>;
  let handler: NetlifyHandler;
  const SETTINGS = ["CONTACT_OUTBOX_DIR", "SMTP_HOST", "CONTACT_RATE_LIMIT_MAX"] as const;
  const savedSettings = new Map<string, string | undefined>();
  let outbox: string;

  test.beforeAll(() => {
    const functionsDir = path.join(project, ".netlify/functions-internal");
    const [functionId] = fs.readdirSync(functionsDir);
    if (!functionId) throw new Error("the adapter wrote no function");
    // The function reads its settings from the environment on every call; without SMTP_HOST it
    // writes each message to the outbox.
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-outbox-"));
    for (const name of SETTINGS) savedSettings.set(name, process.env[name]);
    process.env.CONTACT_OUTBOX_DIR = outbox;
    delete process.env.SMTP_HOST;
    const wrapper = createRequire(__filename)(path.join(functionsDir, functionId, `${functionId}.js`)) as { handler: NetlifyHandler };
    handler = wrapper.handler;
  });

  test.afterAll(() => {
    fs.rmSync(outbox, { recursive: true, force: true });
    for (const [name, value] of savedSettings) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  let visitors = 0;

  /**
   * A POST as Netlify hands it to a function: headers as lists, the body as a string, maybe base64,
   * the visitor named by Netlify's edge (a new visitor each time unless one is given).
   */
  function event(contentType: string, body: string, base64 = false, extraHeaders: Record<string, string> = {}) {
    const sent = base64 ? Buffer.from(body).toString("base64") : body;
    visitors += 1;
    const headers: Record<string, string> = { "x-nf-client-connection-ip": `203.0.113.${visitors}`, ...extraHeaders };
    return {
      path: "/api/send-email",
      httpMethod: "POST",
      multiValueHeaders: {
        "content-type": [contentType],
        "content-length": [String(Buffer.byteLength(body))],
        ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
      },
      body: sent,
      isBase64Encoded: base64,
    };
  }

  /** An answer's header, whatever case the wrapper gave its name. */
  const answerHeader = (answer: Awaited<ReturnType<NetlifyHandler>>, name: string) =>
    Object.entries(answer.multiValueHeaders ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

  const message = (firstName: string) => ({
    firstName,
    lastName: "Lee",
    email: "ann.lee@example.com",
    message: "We would like a quote for a new website.",
  });
  const outboxHolds = (text: string) =>
    fs.readdirSync(outbox).some((file) => fs.readFileSync(path.join(outbox, file), "utf8").includes(text));

  test("a JSON message is delivered, whether Netlify passes the body as text or base64", async () => {
    for (const [firstName, base64] of [["Plain", false], ["Encoded", true]] as const) {
      const answer = await handler(event("application/json", JSON.stringify(message(firstName)), base64), {});
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(Buffer.from(answer.body ?? "", "base64").toString("utf8"))).toEqual({ ok: true });
      expect(outboxHolds(firstName)).toBe(true);
    }
  });

  test("the form without JavaScript is delivered and redirected to the sent page", async () => {
    const answer = await handler(event("application/x-www-form-urlencoded", new URLSearchParams(message("Formed")).toString()), {});
    expect(answer.statusCode).toBe(303);
    expect(answer.multiValueHeaders?.location).toEqual(["/contact-us/sent"]);
    expect(outboxHolds("Formed")).toBe(true);
  });

  test("answers carry the security headers; a post from another site is refused; the limit counts each visitor Netlify names", async () => {
    const sent = await handler(event("application/json", JSON.stringify(message("Headed"))), {});
    expect(sent.statusCode).toBe(200);
    expect(String(answerHeader(sent, "content-security-policy"))).toContain("frame-ancestors 'none'");
    expect(answerHeader(sent, "x-content-type-options")).toEqual(["nosniff"]);

    const forged = event("application/x-www-form-urlencoded", new URLSearchParams(message("Forged")).toString(), false, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect((await handler(forged, {})).statusCode).toBe(403);
    expect(outboxHolds("Forged")).toBe(false);

    process.env.CONTACT_RATE_LIMIT_MAX = "1";
    const from = (address: string, firstName: string) =>
      event("application/json", JSON.stringify(message(firstName)), false, { "x-nf-client-connection-ip": address });
    expect((await handler(from("198.51.100.7", "Firstsend"), {})).statusCode).toBe(200);
    expect((await handler(from("198.51.100.7", "Secondsend"), {})).statusCode).toBe(429);
    expect((await handler(from("198.51.100.8", "Othersend"), {})).statusCode).toBe(200);
    delete process.env.CONTACT_RATE_LIMIT_MAX;
  });

  test("an invalid message is refused with the field's error", async () => {
    const answer = await handler(event("application/json", JSON.stringify({ ...message("Ann"), email: "not-an-address" })), {});
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(Buffer.from(answer.body ?? "", "base64").toString("utf8")).errors).toHaveProperty("email");
  });
});
