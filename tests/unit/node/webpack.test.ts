// src/node/webpack.ts sends Chakra's imports of Ark UI's barrels to smaller entries, swaps the
// browser bundle's minifier and adds V8's compile hints to it. A redirect that sent a name nowhere
// would still build if the exportsPresence guard were lost, so these check the names themselves,
// against the installed packages, and that the redirect touches nothing but Chakra's anatomy module.
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import * as arkAnatomy from "@ark-ui/react/anatomy";
import * as arkUiEntry from "../../../src/theme/ark-ui-entry";
import { onCreateWebpackConfig } from "../../../src/node/webpack";
import { CompileHintsPlugin } from "../../../src/node/compile-hints";

type Replacement = (resolveData: { request: string; contextInfo: { issuer: string } }) => void;

const chakraEsm = path.join(path.dirname(require.resolve("@chakra-ui/react/package.json")), "dist/esm");

/** The names a module imports or re-exports from the '@ark-ui/react' entries, as `[name, from]` pairs. */
function arkImports(file: string): Array<[string, string]> {
  const source = fs.readFileSync(file, "utf8");
  const pairs: Array<[string, string]> = [];
  for (const match of source.matchAll(/(?:import|export) \{([^}]*)\} from '(@ark-ui\/react(?:\/[a-z-]+)?)'/g)) {
    for (const specifier of match[1]!.split(",")) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name) pairs.push([name, match[2]!]);
    }
  }
  return pairs;
}

function configure(stage: string) {
  const set: Array<Record<string, unknown>> = [];
  let replaced: { optimization: { minimizer: unknown[] }; plugins: unknown[] } | undefined;
  const base = { optimization: { minimizer: ["gatsby's terser"] }, plugins: ["gatsby's plugins"] };
  const args = {
    stage,
    getConfig: () => base,
    actions: {
      setWebpackConfig: (config: Record<string, unknown>) => set.push(config),
      replaceWebpackConfig: (config: typeof base) => (replaced = config),
    },
    plugins: {
      normalModuleReplacement: (pattern: RegExp, callback: Replacement) => ({ pattern, callback }),
      minifyCss: () => "css minimizer",
    },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  const plugin = (set[0]!.plugins as Array<{ pattern: RegExp; callback: Replacement }>)[0]!;
  return { set: set[0]!, plugin, replaced };
}

test("every anatomy Chakra's anatomy module takes from Ark is exported by '@ark-ui/react/anatomy'", () => {
  const imports = arkImports(path.join(chakraEsm, "anatomy.js"));
  expect(imports.length).toBeGreaterThan(30);
  const missing = imports.filter(([name]) => !(name in arkAnatomy));
  expect(missing).toEqual([]);
});

test("the bare '@ark-ui/react' stand-in defines what Chakra's button, group and checkmark import", () => {
  const used = ["components/button/button.js", "components/group/group.js", "components/checkmark/checkmark.js", "hooks/use-element-rect.js"]
    .flatMap((file) => arkImports(path.join(chakraEsm, file)))
    .filter(([, from]) => from === "@ark-ui/react")
    .map(([name]) => name);
  expect(used).toContain("dataAttr");
  for (const name of used) expect(typeof (arkUiEntry as Record<string, unknown>)[name]).toBe("function");
});

test("only requests from Chakra's anatomy module are redirected to Ark's anatomy entry", () => {
  const { plugin } = configure("build-javascript");
  const fromAnatomy = { request: "@ark-ui/react/dialog", contextInfo: { issuer: path.join(chakraEsm, "anatomy.js") } };
  const bareFromAnatomy = { request: "@ark-ui/react", contextInfo: { issuer: path.join(chakraEsm, "anatomy.js") } };
  const fromDialog = { request: "@ark-ui/react/dialog", contextInfo: { issuer: path.join(chakraEsm, "components/dialog/dialog.js") } };
  for (const data of [fromAnatomy, bareFromAnatomy, fromDialog]) {
    if (plugin.pattern.test(data.request)) plugin.callback(data);
  }
  expect(fromAnatomy.request).toBe("@ark-ui/react/anatomy");
  expect(bareFromAnatomy.request).toBe("@ark-ui/react/anatomy");
  expect(fromDialog.request).toBe("@ark-ui/react/dialog");
});

test("the bare entry goes to the stand-in, and a missing export fails the build", () => {
  const { set } = configure("build-html");
  const alias = (set.resolve as { alias: Record<string, string> }).alias;
  expect(alias["@ark-ui/react$"]).toBe(path.resolve("src/theme/ark-ui-entry.ts"));
  expect(set.module).toEqual({ parser: { javascript: { exportsPresence: "error" } } });
});

test("the browser bundle is minified by SWC through terser-webpack-plugin and gets the compile hints; the server bundle is left alone", () => {
  const browser = configure("build-javascript").replaced;
  const minimizer = browser?.optimization.minimizer[0] as { options: { minimizer: { implementation: unknown } } };
  expect(minimizer).toBeInstanceOf(TerserPlugin);
  expect(minimizer.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
  expect(browser?.plugins[0]).toBe("gatsby's plugins");
  expect(browser?.plugins.some((plugin) => plugin instanceof CompileHintsPlugin)).toBe(true);
  expect(configure("build-html").replaced).toBeUndefined();
});
