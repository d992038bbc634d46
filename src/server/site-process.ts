// One running site: the HTTP server over a build and its functions, and the lead delivery loop
// beside it, with a shutdown that lets both finish what they started. serve.ts starts it from the
// command line.
import type http from "node:http";
import { cwd, env } from "node:process";
import type { SiteFunction } from "./function-routes";
import { errorMessage } from "./function-routes";
import { startLeadDelivery } from "./lead-delivery";
import type { HeaderRule } from "./response-headers";
import { createSiteServer } from "./site-app";

export interface SiteProcessOptions {
  publicDir: string;
  pagePaths: readonly string[];
  functions: readonly SiteFunction[];
  headerRules: readonly HeaderRule[];
  host: string;
  port: number;
  onListening?: () => void;
}

/** The longest a shutdown waits for answers and a mail under way before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 20_000;

export function runSiteProcess({ host, port, onListening, ...site }: SiteProcessOptions): http.Server {
  const server = createSiteServer(site);
  server.listen(port, host, onListening);
  const delivery = startLeadDelivery({ environment: env, workingDirectory: cwd() });

  // A function's rejected promise may escape its request (see function-routes.ts): one log line,
  // and the server goes on serving everyone else.
  process.on("unhandledRejection", (reason) => {
    console.error(`Unhandled rejection: ${errorMessage(reason)}`);
  });

  // A stop (systemd, docker, Ctrl-C) ends nothing half-way: no new connection, no new attempt; the
  // requests under way (each with its own mail attempt) and the loop's attempt finish, so no mail
  // leaves without its lead saying sent.
  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal}: finishing what is under way, then stopping`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => {
      console.error(`Still busy after ${SHUTDOWN_GRACE_MS / 1000} s; stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    void Promise.all([closed, delivery.stop()]).then(() => process.exit(0));
  };
  process.once("SIGTERM", shutDown);
  process.once("SIGINT", shutDown);
  return server;
}
