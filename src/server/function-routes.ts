// The Gatsby Functions behind the local server, mounted by our own few lines rather than Gatsby's
// function middleware, which reads multipart uploads into memory without a limit and keeps a log
// line of every call. A function's request body is checked and read here, within a byte limit,
// and handed to the function as raw bytes, before the function's bundle sees the request.
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import getRawBody from "raw-body";
import { bodyFormat, CONTACT_BODY_LIMIT_BYTES } from "../lib/contact/request-body";
import { RESPONSE_MESSAGES } from "../lib/contact/responses";

/** The parts of Gatsby's function manifest entry (.cache/functions/manifest.json) used here. */
export interface SiteFunction {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  originalRelativeFilePath: string;
  matchPath?: string;
}

type FunctionHandler = (req: Request, res: Response) => unknown;


// The site's one function is the contact form: a body is held to its limit, and refused in its words.
export interface FunctionRoutesOptions {
  bodyLimitBytes?: number;
  log?: (line: string) => void;
}

function loadHandler(fn: SiteFunction): FunctionHandler {
  if (fn.matchPath) {
    throw new Error(`${fn.originalRelativeFilePath}: functions with route parameters are not served by this server.`);
  }
  // Loaded once, when the server starts: a broken function stops the start with its name, and its
  // module state (the contact rate limiter) lives as long as the server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(fn.absoluteCompiledFilePath) as { default?: unknown } | undefined;
  const handler = typeof loaded === "function" ? loaded : loaded?.default;
  if (typeof handler !== "function") throw new Error(`${fn.originalRelativeFilePath} does not export a function.`);
  return handler as FunctionHandler;
}

/** Whether a request declares a body: chunked, or a Content-Length above zero. */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function isIdentityEncoded(req: IncomingMessage): boolean {
  const encoding = req.headers["content-encoding"]?.trim().toLowerCase();
  return encoding === undefined || encoding === "" || encoding === "identity";
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Answers without reading (the rest of) the body. `Connection: close` makes Node close the socket
 * once the answer is sent, instead of reading and discarding whatever the client still sends.
 */
function refuse(res: Response, status: number, error: string): void {
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json({ ok: false, error });
}

/** The handler to mount at `/api`: runs the function its path names, or passes to the next. */
export function functionRoutes(functions: readonly SiteFunction[], options: FunctionRoutesOptions = {}): RequestHandler {
  const { bodyLimitBytes = CONTACT_BODY_LIMIT_BYTES, log = (line: string) => console.error(line) } = options;
  const handlers = new Map(functions.map((fn) => [`/${fn.functionRoute}`, loadHandler(fn)]));

  return async (req, res, next) => {
    const handler = handlers.get(req.path);
    if (!handler) {
      // No function reads it, so nothing should: the connection closes after the 404.
      if (hasBody(req)) res.setHeader("Connection", "close");
      return next();
    }

    if (hasBody(req) && (bodyFormat(req.headers["content-type"]) === null || !isIdentityEncoded(req))) {
      return refuse(res, 415, RESPONSE_MESSAGES.unsupportedType);
    }
    // Only now may the client send what it held back for `Expect: 100-continue`.
    if (req.headers.expect?.toLowerCase() === "100-continue") res.writeContinue();
    try {
      // raw-body counts the bytes as they arrive, so a chunked body is held to the limit too, and
      // a declared Content-Length over it is refused before any byte is read. A request without a
      // body is read too (no bytes): the stream then has ended, and the function bundle's own
      // wrapper, which runs Gatsby's parsers on a stream not yet read, has nothing left to parse.
      req.body = await getRawBody(req, { length: req.headers["content-length"], limit: bodyLimitBytes });
    } catch (error) {
      const tooLarge = (error as { type?: string }).type === "entity.too.large";
      return refuse(res, tooLarge ? 413 : 400, tooLarge ? RESPONSE_MESSAGES.tooLarge : RESPONSE_MESSAGES.unreadable);
    }

    // Gatsby's compiled bundle wraps the function without returning its promise, so a rejection
    // inside it surfaces as an unhandled rejection (serve.ts logs those), not here.
    try {
      await handler(req, res);
    } catch (error) {
      log(`${req.method} ${req.originalUrl}: the function threw: ${errorMessage(error)}`);
      if (!res.headersSent) res.status(500).json({ ok: false, error: RESPONSE_MESSAGES.failed });
    }
  };
}
