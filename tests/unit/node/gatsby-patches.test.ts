/**
 * @jest-environment node
 *
 * What patches/gatsby+5.16.1.patch changes in Gatsby's build: query extraction remembers the
 * files in which it found nothing, and the gatsby-config/gatsby-node compile is skipped when none
 * of its inputs changed, and the TypeScript types are generated only when the schema, a query or
 * the file changed, and the Gatsby Functions are compiled only when something they are made of
 * changed. Each saves a warm build time; each must still see every change. And
 * patches/gatsby-core-utils+4.16.0.patch: the CPU count is worked out once per process.
 */
import childProcess from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let mockSiteRoot = "";

// Query extraction reads the site's folder from Gatsby's store and runs plugins' preprocessSource;
// the test gives it a folder of its own and no plugins.
jest.mock("gatsby/dist/redux", () => ({
  store: { getState: () => ({ program: { directory: mockSiteRoot } }), dispatch: jest.fn() },
  emitter: { on: jest.fn(), emit: jest.fn() },
}));
jest.mock("gatsby/dist/utils/api-runner-node", () => jest.fn(async () => []));
// Gatsby never closes the functions' webpack compiler (its process ends instead), and webpack then
// stores its cache on a timer, after this test file is gone. Here each run closes its compiler
// before Gatsby's callback sees the result.
jest.mock("webpack", () => {
  const realWebpack = jest.requireActual("webpack");
  const closingWebpack = (config: unknown) => {
    const compiler = realWebpack(config);
    const run = compiler.run.bind(compiler);
    compiler.run = (callback: (error: unknown, stats: unknown) => void) =>
      run((error: unknown, stats: unknown) => compiler.close(() => callback(error, stats)));
    return compiler;
  };
  return new Proxy(closingWebpack, { get: (target, key) => (key in target ? Reflect.get(target, key) : realWebpack[key]) });
});

beforeEach(() => {
  mockSiteRoot = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-patches-"));
});
afterEach(() => fs.rmSync(mockSiteRoot, { recursive: true, force: true }));

function writeSiteFile(relativePath: string, text: string): string {
  const file = path.join(mockSiteRoot, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** One build's query extraction: a fresh copy of Gatsby's parser module, as in a new process. */
async function extractQueries(files: string[]): Promise<{ parsed: string[]; errors: unknown[] }> {
  let result: { parsed: string[]; errors: unknown[] } = { parsed: [], errors: [] };
  await jest.isolateModulesAsync(async () => {
    const babel = await import("gatsby/dist/utils/babel-parse-to-ast");
    const parseSpy = jest.spyOn(babel, "babelParseToAst");
    const { default: FileParser } = await import("gatsby/dist/query/file-parser");
    const errors: unknown[] = [];
    await new FileParser().parseFiles(files, (error: unknown) => errors.push(error));
    result = { parsed: parseSpy.mock.calls.map(([, file]) => path.basename(String(file))), errors };
  });
  return result;
}

// Each extraction loads Gatsby's query modules afresh, which takes seconds on a cold Jest cache.
const EXTRACTION_TIMEOUT_MS = 60_000;

describe("query extraction (file-parser.js)", () => {
  it("parses a file again only when it held something or its text changed", async () => {
    // Both pass Gatsby's quick check (the word Head); only the page exports a Head.
    const header = writeSiteFile("src/site-header.tsx", "export const SiteHeader = () => null;\n");
    const page = writeSiteFile("src/pages/index.tsx", "export const Head = () => null;\nexport default () => null;\n");

    expect((await extractQueries([header, page])).parsed.sort()).toEqual(["index.tsx", "site-header.tsx"]);
    expect((await extractQueries([header, page])).parsed).toEqual(["index.tsx"]);

    fs.writeFileSync(header, "export const SiteHeader = () => 'changed';\n");
    expect((await extractQueries([header, page])).parsed.sort()).toEqual(["index.tsx", "site-header.tsx"]);
  }, EXTRACTION_TIMEOUT_MS);

  it("does not remember a file Babel could not parse, so the next build reports it again", async () => {
    const broken = writeSiteFile("src/broken-header.tsx", "export const Header = (\n");

    const first = await extractQueries([broken]);
    expect(first.errors).toHaveLength(1);
    const second = await extractQueries([broken]);
    expect(second.parsed).toEqual(["broken-header.tsx"]);
    expect(second.errors).toHaveLength(1);
  }, EXTRACTION_TIMEOUT_MS);
});

describe("compiling gatsby-config and gatsby-node (compile-gatsby-files.js)", () => {
  it("runs Parcel when an input changed and not when none did", async () => {
    // A project of its own: Parcel takes the folder with the lock file as the project's root.
    writeSiteFile("package.json", '{ "name": "patch-test", "private": true }\n');
    writeSiteFile("package-lock.json", '{ "name": "patch-test", "lockfileVersion": 3, "requires": true, "packages": {} }\n');
    writeSiteFile("gatsby-config.ts", 'import { siteName } from "./src/site-name";\nexport default { siteMetadata: { siteName } };\n');
    const imported = writeSiteFile("src/site-name.ts", 'export const siteName = "First";\n');
    const compiled = path.join(mockSiteRoot, ".cache/compiled/gatsby-config.js");
    const { compileGatsbyFiles } = await import("gatsby/dist/utils/parcel/compile-gatsby-files");
    // Gatsby runs in the site's folder, and Parcel's worker finds the project from there.
    const testDir = process.cwd();
    process.chdir(mockSiteRoot);
    try {
      await compileGatsbyFiles(mockSiteRoot);
      expect(fs.readFileSync(compiled, "utf8")).toContain("First");
      const firstWrite = fs.statSync(compiled).mtimeMs;

      await compileGatsbyFiles(mockSiteRoot);
      expect(fs.statSync(compiled).mtimeMs).toBe(firstWrite);

      // When the plugins changed (the first build after `gatsby clean`), Gatsby empties .cache
      // after the compile but keeps .cache/compiled; the next build still needs no compile.
      for (const entry of fs.readdirSync(path.join(mockSiteRoot, ".cache"))) {
        if (entry !== "compiled") fs.rmSync(path.join(mockSiteRoot, ".cache", entry), { recursive: true, force: true });
      }
      await compileGatsbyFiles(mockSiteRoot);
      expect(fs.statSync(compiled).mtimeMs).toBe(firstWrite);

      fs.writeFileSync(imported, 'export const siteName = "Second";\n');
      await compileGatsbyFiles(mockSiteRoot);
      expect(fs.readFileSync(compiled, "utf8")).toContain("Second");
    } finally {
      process.chdir(testDir);
    }
  }, 120_000);
});

describe("counting CPU cores (gatsby-core-utils, physical-cpu-count.js)", () => {
  it("runs the shell count once per process, however often Gatsby asks", async () => {
    // The module object itself (a namespace import would be a copy), as the patched module sees it.
    const execSpy = jest.spyOn(childProcess, "execSync");
    await jest.isolateModulesAsync(async () => {
      const { getPhysicalCpuCount } = await import("gatsby-core-utils/dist/physical-cpu-count");
      const counts = [getPhysicalCpuCount(), getPhysicalCpuCount(), getPhysicalCpuCount()];
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThanOrEqual(1);
    });
    // One shell count on Linux and macOS (none where Node's own list is used instead).
    expect(execSpy.mock.calls.length).toBeLessThanOrEqual(1);
    execSpy.mockRestore();
  });
});

describe("TypeScript types from the queries (ts-codegen.js)", () => {
  it("writes the types again only when the schema, a query or the file itself changed", async () => {
    const graphql = await import("graphql");
    const { writeTypeScriptTypes } = await import("gatsby/dist/utils/graphql-typegen/ts-codegen");
    const output = writeSiteFile("src/gatsby-types.d.ts", "");
    const write = (schemaFields: string, query: string) => {
      const def = graphql.parse(query).definitions[0];
      const definitions = new Map([
        ["HomeTitle", { name: "HomeTitle", def, hash: 1, filePath: path.join(mockSiteRoot, "src/pages/index.tsx"), isStaticQuery: false, isFragment: false }],
      ]);
      const options = { typesOutputPath: "src/gatsby-types.d.ts", documentSearchPaths: ["./gatsby-node.ts"], generateOnBuild: false };
      return writeTypeScriptTypes(mockSiteRoot, graphql.buildSchema(`type Query { ${schemaFields} }`), definitions as never, options);
    };
    const written = () => ({ text: fs.readFileSync(output, "utf8"), mtime: fs.statSync(output).mtimeMs });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

    await write("title: String", "query HomeTitle { title }");
    const first = written();
    expect(first.text).toMatch(/type HomeTitleQuery = \{ readonly title: string \| null \}/);

    await tick();
    await write("title: String", "query HomeTitle { title }");
    expect(written()).toEqual(first);

    await write("title: String\n summary: String", "query HomeTitle { title summary }");
    expect(written().text).toContain("readonly summary: string | null");

    await write("title: Int\n summary: String", "query HomeTitle { title summary }");
    expect(written().text).toContain("readonly title: number | null");

    // A hand-edited file is written again, though nothing else changed.
    fs.writeFileSync(output, "declare namespace Queries {}\n");
    await write("title: Int\n summary: String", "query HomeTitle { title summary }");
    expect(written().text).toContain("readonly title: number | null");
  }, 60_000);
});

describe("compiling the Gatsby Functions (internal-plugins/functions/gatsby-node.js)", () => {
  it("compiles again only when a source, an environment value or the output changed", async () => {
    writeSiteFile("src/api/greet.ts", 'import { greeting } from "../lib/greeting";\nexport default function greet(req: unknown, res: { send(text: string): void }) {\n  res.send(`${greeting} ${process.env.PATCH_TEST_NAME}`);\n}\n');
    const imported = writeSiteFile("src/lib/greeting.ts", 'export const greeting = "Hello";\n');
    const compiled = path.join(mockSiteRoot, ".cache/functions/greet.js");
    const manifest = path.join(mockSiteRoot, ".cache/functions/manifest.json");
    const store = {
      getState: () => ({ program: { directory: mockSiteRoot }, flattenedPlugins: [], config: { pathPrefix: "" } }),
      dispatch: jest.fn(),
    };
    const activity = { start: jest.fn(), end: jest.fn(), panic: jest.fn((error: unknown) => { throw error; }) };
    const reporter = { activityTimer: () => activity, warn: jest.fn(), error: jest.fn(), success: jest.fn(), log: jest.fn() };
    const { onPreBootstrap } = await import("gatsby/dist/internal-plugins/functions/gatsby-node");
    const build = () => onPreBootstrap({ reporter, store, parentSpan: undefined } as never);
    const written = () => ({ text: fs.readFileSync(compiled, "utf8"), mtime: fs.statSync(compiled).mtimeMs });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
    process.env.PATCH_TEST_NAME = "Ada";
    try {
      await build();
      const first = written();
      expect(first.text).toContain("Hello");
      expect(first.text).toContain("Ada");
      expect(JSON.parse(fs.readFileSync(manifest, "utf8"))).toEqual([expect.objectContaining({ functionRoute: "greet" })]);

      await tick();
      await build();
      expect(written()).toEqual(first);
      // The manifest is written on every build, compiled or not.
      expect(fs.existsSync(manifest)).toBe(true);

      // A file the function imports.
      fs.writeFileSync(imported, 'export const greeting = "Good morning";\n');
      await build();
      expect(written().text).toContain("Good morning");

      // A value DefinePlugin writes in.
      process.env.PATCH_TEST_NAME = "Grace";
      await build();
      expect(written().text).toContain("Grace");

      // The compiled file itself, edited or gone.
      fs.writeFileSync(compiled, "module.exports = () => {};\n");
      await build();
      expect(written().text).toContain("Grace");
      fs.rmSync(compiled);
      await build();
      expect(written().text).toContain("Grace");
    } finally {
      delete process.env.PATCH_TEST_NAME;
    }
  }, 120_000);
});
