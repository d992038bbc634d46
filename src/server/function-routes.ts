// The Gatsby Functions behind the local server, mounted by our own few lines rather than Gatsby's
// function middleware, which reads multipart uploads into memory without a limit and keeps a log
// line of every call. A function's request body is checked and read here, within a byte limit,
// and handed to the function as raw bytes, before the function's bundle sees the request. What a
// body may be, and the words of each refusal, are the functions' own: the caller passes them in.
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import getRawBody from "raw-body";

/** The parts of Gatsby's function manifest entry (.cache/functions/manifest.json) used here. */
export interface SiteFunction {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  originalRelativeFilePath: string;
  matchPath?: string;
}

type FunctionHandler = (req: Request, res: Response) => unknown;

/** What the functions take as a request body, and the error text of each answer given for them. */
export interface FunctionRequestRules {
  /** The most bytes a body may hold; a longer one is refused with 413. */
  bodyLimitBytes: number;
  /** Whether the functions read a body of this Content-Type; another is refused with 415. */
  acceptsContentType: (contentType: string | undefined) => boolean;
  refusals: {
    unsupportedType: string;
    tooLarge: string;
    /** A body cut short or otherwise unreadable (400). */
    unreadable: string;
    /** The function threw (500). */
    failed: string;
  };
}

export interface FunctionRoutesOptions extends FunctionRequestRules {
  log?: (line: string) => void;
}

function loadHandler(fn: SiteFunction): FunctionHandler {
  if (fn.matchPath) {
    throw new Error(`${fn.originalRelativeFilePath}: functions with route parameters are not served by this server.`);
  }
  // Loaded once, when the server starts: a broken function stops the start with its name, and its
  // module state (a rate limiter, say) lives as long as the server.
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
export function functionRoutes(functions: readonly SiteFunction[], options: FunctionRoutesOptions): RequestHandler {
  const { bodyLimitBytes, acceptsContentType, refusals, log = (line: string) => console.error(line) } = options;
  const handlers = new Map(functions.map((fn) => [`/${fn.functionRoute}`, loadHandler(fn)]));

  return async (req, res, next) => {
    const handler = handlers.get(req.path);
    if (!handler) {
      // No function reads it, so nothing should: the connection closes after the 404.
      if (hasBody(req)) res.setHeader("Connection", "close");
      return next();
    }

    if (hasBody(req) && (!acceptsContentType(req.headers["content-type"]) || !isIdentityEncoded(req))) {
      return refuse(res, 415, refusals.unsupportedType);
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
      return refuse(res, tooLarge ? 413 : 400, tooLarge ? refusals.tooLarge : refusals.unreadable);
    }

    // Gatsby's compiled bundle wraps the function without returning its promise, so a rejection
    // inside it surfaces as an unhandled rejection (serve.ts logs those), not here.
    try {
      await handler(req, res);
    } catch (error) {
      log(`${req.method} ${req.originalUrl}: the function threw: ${errorMessage(error)}`);
      if (!res.headersSent) res.status(500).json({ ok: false, error: refusals.failed });
    }
  };
}
