// One plain static server with gzip for a reference site: its built files as they are, nothing
// else, so the sites compared differ only in what they send.
//
//   npx tsx tests/bench/static-server.ts --root DIR --port N
import { parseArgs } from "node:util";
import compression from "compression";
import express from "express";

const { values } = parseArgs({ options: { root: { type: "string" }, port: { type: "string" } } });
if (!values.root || !values.port) {
  console.error("usage: static-server.ts --root DIR --port N");
  process.exit(2);
}
const app = express();
app.use(compression());
app.use(express.static(values.root));
app.listen(Number(values.port), "127.0.0.1");
