// Our server's process as `npm run serve` runs it (src/server/site-process.ts: the function routes,
// the delivery loop, the graceful stop), over a one-page site and the functions' sources, so a
// test can start, stop and kill it without a Gatsby build. Prints "listening <port>".
//   npx tsx tests/unit/leads/site-process-entry.ts <public dir>
import path from "node:path";
import { runSiteProcess } from "../../../src/server/site-process";

const apiDir = path.resolve(__dirname, "../../../src/api");
const server = runSiteProcess({
  publicDir: process.argv[2] as string,
  pagePaths: ["/"],
  functions: ["send-email", "lead-status"].map((name) => ({
    functionRoute: name,
    absoluteCompiledFilePath: path.join(apiDir, `${name}.ts`),
    originalRelativeFilePath: `${name}.ts`,
  })),
  headerRules: [],
  host: "127.0.0.1",
  port: 0,
  onListening: () => {
    const address = server.address();
    console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
  },
});
