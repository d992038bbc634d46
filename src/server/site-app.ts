// The local server's application: the production build in public/ and the site's functions,
// every answer with the deployed headers, and nothing a hostile request can turn into a crash, an
// error page without those headers, or a redirect to another host.
import http from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { EDGE_CLIENT_HEADER } from "../lib/contact/client-address";
import { contactFunctionRules } from "./contact-function";
import { errorMessage, functionRoutes, hasBody, type SiteFunction } from "./function-routes";
import { createHeadersFor, type HeaderRule } from "./response-headers";
import { folderIndexWithSlash, withoutTrailingSlash } from "./trailing-slash";

export interface SiteAppOptions {
  publicDir: string;
  pagePaths: readonly string[];
  functions: readonly SiteFunction[];
  headerRules: readonly HeaderRule[];
  /** Where a refused or failed request is written, one line each. */
  log?: (line: string) => void;
}

/** The status a request error carries when it is the client's doing (a 4xx), else 500. */
function statusOf(error: unknown): number {
  if (error instanceof URIError) return 400;
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const declared = typeof status === "number" ? status : statusCode;
  return typeof declared === "number" && declared >= 400 && declared < 600 ? declared : 500;
}

export function createSiteApp({ publicDir, pagePaths, functions, headerRules, log = (line) => console.error(line) }: SiteAppOptions) {
  const headersFor = createHeadersFor(headerRules);
  const notFoundPage = path.join(publicDir, "404.html");

  const app = express();
  app.disable("x-powered-by");
  // Flat key/value pairs only: nothing here reads a query, so qs's nesting buys nothing.
  app.set("query parser", "simple");
  // `/API/send-email` is not `/api/send-email`: every path rule here compares case-sensitively.
  app.set("case sensitive routing", true);

  // Every response, files, pages, errors and function answers alike, starts with the headers its
  // path gets when deployed; a function may still set its own (Cache-Control, ...).
  app.use((req, res, next) => {
    for (const { key, value } of headersFor(req.path)) res.setHeader(key, value);
    // Only a serverless host's edge may name the client; here the connection does.
    delete req.headers[EDGE_CLIENT_HEADER];
    next();
  });
  // A path that is not valid percent-encoded UTF-8 names nothing: a bad request, whatever follows.
  app.use((req, _res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch (error) {
      next(error);
    }
  });
  app.use(compression());
  // Only a function reads a request body. Any other request that sends one is answered without
  // reading it, and its connection closed rather than drained.
  app.use((req, res, next) => {
    if (!req.path.startsWith("/api/") && hasBody(req)) res.setHeader("Connection", "close");
    next();
  });
  app.use(withoutTrailingSlash(pagePaths));
  app.use(folderIndexWithSlash(publicDir));
  // cacheControl off: the caching headers above are the deployed ones, not express's `max-age=0`.
  // redirect off: the only redirects are the slash ones above, which stay on the site.
  app.use(express.static(publicDir, { dotfiles: "ignore", cacheControl: false, etag: true, redirect: false }));
  if (functions.length > 0) app.use("/api", functionRoutes(functions, { ...contactFunctionRules, log }));

  app.use((req, res) => {
    if (req.accepts("html")) {
      res.status(404).sendFile(notFoundPage, { acceptRanges: false, etag: false, lastModified: false });
      return;
    }
    res.status(404).type("text/plain").send("Not found");
  });

  // Reached by a request no handler could read: a malformed percent-escape in the path, a body cut
  // short. One log line, a short plain answer, and the headers set above kept.
  const requestErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    // The path as sent, cut short: a client cannot write long lines into the log.
    log(`${status} ${req.method} ${JSON.stringify(req.originalUrl.slice(0, 200))}: ${errorMessage(error)}`);
    res.status(status).type("text/plain").send(status < 500 ? "Bad request" : "Internal server error");
  };
  app.use(requestErrors);
  return app;
}

/**
 * The app behind an HTTP server with a public server's limits: 10 s for a client to send its
 * headers and 30 s for the whole request (checked every second), so slow senders cannot hold
 * connections open; and `Expect: 100-continue` left to the app, which sends the 100 only once it
 * will read the body, where Node would invite a body the app then refuses.
 */
export function createSiteServer(options: SiteAppOptions): http.Server {
  const app = createSiteApp(options);
  const server = http.createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 });

  // The answers under way on each connection, so a refusal below is never written into the middle
  // of one. Registered before the app, so an answer the app finishes at once is already watched.
  const unfinishedAnswers = new WeakMap<Duplex, Set<http.ServerResponse>>();
  const watchAnswer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answers = unfinishedAnswers.get(req.socket) ?? new Set<http.ServerResponse>();
    unfinishedAnswers.set(req.socket, answers);
    answers.add(res);
    const forget = () => answers.delete(res);
    res.once("finish", forget);
    res.once("close", forget);
  };
  const answerBegun = (socket: Duplex) => [...(unfinishedAnswers.get(socket) ?? [])].some((res) => res.headersSent);
  for (const event of ["request", "checkContinue", "checkExpectation"] as const) server.on(event, watchAnswer);

  server.on("request", app);
  server.on("checkContinue", app);

  // Node answers some requests itself, before the app sees them: an Expect it does not know (417),
  // headers too large (431), too slow (408) or unreadable (400). Those answers carry the same
  // security headers as every other, are never cached, and close the connection.
  const headersFor = createHeadersFor(options.headerRules);
  const refusalHeaders = (body: string): [string, string][] => [
    ...headersFor("/")
      .filter(({ key }) => key.toLowerCase() !== "cache-control")
      .map(({ key, value }): [string, string] => [key, value]),
    ["Cache-Control", "no-store"],
    ["Content-Type", "text/plain; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Connection", "close"],
  ];

  server.on("checkExpectation", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = "Expectation failed";
    res.writeHead(417, refusalHeaders(body));
    res.end(body);
  });

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own rule for this event: nothing can be answered on a connection the client already
    // dropped, or one where an answer has begun, which a refusal would corrupt; it is closed.
    if (error.code === "ECONNRESET" || !socket.writable || answerBegun(socket)) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = http.STATUS_CODES[status] ?? "Bad request";
    const head = refusalHeaders(body).map(([key, value]) => `${key}: ${value}\r\n`).join("");
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  });
  return server;
}
