// Webpack, for build time: the browser bundle minified by SWC, and Chakra's barrel imports kept
// from dragging every Ark UI component into both bundles. Measured on cold builds, 2026-11-23.
// For load time: V8's compile hint on the entry scripts (./compile-hints).
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import { CompileHintsPlugin } from "./compile-hints";

const chakraAnatomyModule = /@chakra-ui[\\/]react[\\/]dist[\\/](esm|cjs)[\\/]anatomy\.c?js$/;

interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  // Webpack builds every module a file imports before tree shaking drops the unused ones, so a
  // barrel costs build time for all it re-exports, shipped or not. A few Chakra components take
  // `dataAttr` from '@ark-ui/react' (every Ark component), and Chakra's anatomy.js takes one
  // anatomy object from each of 37 component entries ('@ark-ui/react/dialog' and so on). Both now
  // land on entries Ark exports for exactly those names. With our own imports taken from each
  // component's entry too (ESLint holds that), the browser bundle's build went from 2,700 modules
  // to 1,610, and the JavaScript each page loads fell by 1.0-1.4 KiB gzip. A name the entries lack
  // fails the build (exportsPresence) instead of rendering `undefined` after an upgrade.
  actions.setWebpackConfig({
    resolve: {
      // Only the bare specifier: '@ark-ui/react/accordion' and the rest resolve as usual.
      alias: { "@ark-ui/react$": path.resolve(__dirname, "../theme/ark-ui-entry.ts") },
    },
    module: { parser: { javascript: { exportsPresence: "error" } } },
    plugins: [
      plugins.normalModuleReplacement(/^@ark-ui\/react(\/[a-z-]+)?$/, (resolveData: ResolveData) => {
        if (chakraAnatomyModule.test(resolveData.contextInfo.issuer)) resolveData.request = "@ark-ui/react/anatomy";
      }),
    ],
  });

  if (stage === "build-javascript") {
    // Terser took 11-13 s of a cold build, in one thread whatever `parallel` says (app.js is most
    // of the work). With SWC's minifier the browser bundle's build went from ~28 s to ~19 s, for
    // output within 0.1 % of Terser's gzip size; esbuild's was faster still but 14 % larger. SWC
    // keeps license comments in place, where Terser moved them to .LICENSE.txt files
    // (extractComments is Terser's option, and SWC rejects it).
    const config = getConfig();
    config.optimization.minimizer = [
      new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/, extractComments: false, terserOptions: { compress: true, mangle: true } }),
      plugins.minifyCss(),
    ];
    config.plugins.push(new CompileHintsPlugin());
    actions.replaceWebpackConfig(config);
  }
};
