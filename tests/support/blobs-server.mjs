// @netlify/blobs' own local server in a process of its own: the package is ESM through and
// through, which Jest's module loader cannot load, while Node runs it as it is. Prints the
// address once listening; stops on SIGTERM.
//   node tests/support/blobs-server.mjs <directory> <token> [port]
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token, port] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, ...(port ? { port: Number(port) } : {}) });
const { address } = await server.start();
process.stdout.write(`${address}\n`);
process.once("SIGTERM", () => void server.stop().then(() => process.exit(0)));
