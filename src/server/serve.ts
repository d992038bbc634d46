// Serves the production build (public/) and the Gatsby Functions locally, as `gatsby serve` does,
// but with the response headers the deployed site sends and the limits a public server needs, and
// mails the stored leads in the background (src/server/lead-delivery.ts).
//
//   npx tsx src/server/serve.ts [--host 127.0.0.1] [--port 9000] [--public DIR]
//
// --public serves another build folder (the benchmark's baseline) with this server and functions.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { headerRules } from "../lib/security-headers";
import { readFunctions, readPagePaths } from "./site-files";
import { runSiteProcess } from "./site-process";

// As `gatsby serve` does: express and the function run in production mode (no stack traces).
process.env.NODE_ENV ??= "production";

const projectDir = path.resolve(__dirname, "../..");

const { values: options } = parseArgs({
  options: {
    host: { type: "string", short: "H", default: "localhost" },
    port: { type: "string", short: "p", default: "9000" },
    public: { type: "string" },
  },
});
const publicDir = path.resolve(projectDir, options.public ?? "public");

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No production build in ${path.relative(projectDir, publicDir) || "."}/. Run \`npm run build\` first.`);
  process.exit(1);
}

runSiteProcess({
  publicDir,
  pagePaths: readPagePaths(publicDir),
  functions: readFunctions(projectDir),
  headerRules,
  host: options.host,
  port: Number(options.port),
  onListening: () => console.log(`Serving ${path.relative(projectDir, publicDir)}/ on http://${options.host}:${options.port}`),
});
