/** @jest-environment node */
// The lint rules that keep package internals and Chakra's own buttons out of the code, run through
// ESLint's Node API with the project's configuration, as `npm run lint` runs them.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const projectDir = path.resolve(__dirname, "../../..");

interface Snippet {
  code: string;
  /** The file it is linted as, from the project's folder. */
  file: string;
}

/**
 * The no-restricted-imports messages ESLint gives each snippet. ESLint loads eslint.config.mjs by
 * a dynamic import, which Jest's module sandbox refuses, so it runs in a Node process of its own.
 */
async function restrictedImports(snippets: Record<string, Snippet>): Promise<Record<string, string[]>> {
  const lint = `
    const { ESLint } = require("eslint");
    const snippets = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const messages = {};
      for (const [name, { code, file }] of Object.entries(snippets)) {
        const [result] = await eslint.lintText(code, { filePath: file });
        messages[name] = result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
      }
      process.stdout.write(JSON.stringify(messages));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", lint, JSON.stringify(snippets)], { cwd: projectDir });
  return JSON.parse(stdout) as Record<string, string[]>;
}

const importing = (specifier: string, name = "thing") => `import { ${name} } from "${specifier}";\nexport const used = ${name};\n`;

const distImportIn = (file: string) => ({ code: importing("some-pkg/dist/x"), file });
const snippets = {
  distInSite: distImportIn("src/components/example.tsx"),
  distInTests: distImportIn("tests/unit/example.test.ts"),
  distInCms: distImportIn("cms/example.ts"),
  distInGatsbyFile: distImportIn("gatsby-node.ts"),
  gatsbyInternals: { code: importing("gatsby/dist/utils/adapter/create-headers"), file: "tests/support/example.ts" },
  intoNodeModules: { code: importing("../../node_modules/some-pkg/index.js"), file: "src/lib/example.ts" },
  chakraButtonEntry: { code: importing("@chakra-ui/react/button", "IconButton"), file: "src/components/example.tsx" },
  chakraButtonFromIndex: { code: importing("@chakra-ui/react", "Button"), file: "src/components/example.tsx" },
  publicEntries: {
    code: `${importing("@chakra-ui/react/styled-system", "chakra")}${importing("./distance", "far")}`,
    file: "src/components/example.tsx",
  },
} satisfies Record<string, Snippet>;

let messages: Record<keyof typeof snippets, string[]>;

// Loading ESLint and its plugins takes seconds, and a minute or more on a machine busy with builds.
beforeAll(async () => {
  messages = await restrictedImports(snippets);
}, 180_000);

it.each(["distInSite", "distInTests", "distInCms", "distInGatsbyFile"] as const)("refuses a package's dist/ path (%s)", (name) => {
  expect(messages[name]).toEqual([expect.stringMatching(/^'some-pkg\/dist\/x' import is restricted.*by a name its package\.json exports/)]);
});

it("refuses Gatsby's internals once, with its own message", () => {
  expect(messages.gatsbyInternals).toEqual([expect.stringContaining("Use Gatsby's public API")]);
});

it("refuses a relative path into node_modules", () => {
  expect(messages.intoNodeModules).toEqual([expect.stringContaining("never by a path into node_modules")]);
});

it("refuses Chakra's Button and IconButton in the site's code", () => {
  expect(messages.chakraButtonEntry).toEqual([expect.stringContaining("Use SiteButton/SiteIconButton")]);
  expect(messages.chakraButtonFromIndex).toContainEqual(expect.stringContaining("Use SiteButton/SiteIconButton"));
});

it("lets a package's public entry, and a folder of ours with a similar name, through", () => {
  expect(messages.publicEntries).toEqual([]);
});
