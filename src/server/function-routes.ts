// The Gatsby Functions behind our server: Gatsby's own function middleware (the cookie, multer and
// body parsing `gatsby serve` runs), with two repairs that only a server in front can make.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { functionMiddlewares } from "gatsby/dist/internal-plugins/functions/middleware";

/** The parts of Gatsby's function manifest entry (.cache/functions/manifest.json) used here. */
export interface SiteFunction {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  originalAbsoluteFilePath: string;
  originalRelativeFilePath: string;
  matchPath?: string;
}

/**
 * Gatsby's middleware deletes a function from require's cache and requires it again on every call
 * (for `gatsby develop`'s hot reload). Each fresh copy of the compiled bundle (about 2 MB) stays
 * referenced from the requiring module, so under load memory grows by megabytes a request and
 * each call pays the bundle's evaluation again; the load run reached 4 GB and 50 s answers.
 * Pointing the middleware at a one-line stub that re-exports the bundle keeps the re-require
 * cheap: the stub reloads, the bundle is evaluated once. (It also keeps the function's own state,
 * such as the rate limiter, in one module instance.)
 */
function loadedOnce(functions: readonly SiteFunction[]): SiteFunction[] {
  if (functions.length === 0) return [];
  const stubDir = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-functions-"));
  process.once("exit", () => fs.rmSync(stubDir, { recursive: true, force: true }));
  return functions.map((fn, index) => {
    const stub = path.join(stubDir, `${index}-${fn.functionRoute.replace(/[^\w-]/g, "_")}.js`);
    fs.writeFileSync(stub, `module.exports = require(${JSON.stringify(fn.absoluteCompiledFilePath)});\n`);
    return { ...fn, absoluteCompiledFilePath: stub };
  });
}

const REQUEST_UNREADABLE = "The request body could not be read.";
const REQUEST_TOO_LARGE = "The request is too large.";

/**
 * Errors that reach here come from reading the request before any function runs: body-parser's
 * carry their status (400 broken JSON, 413 too large, 415 unknown charset), multer's for a
 * malformed multipart body carry none, and Express would answer those with a 500. Every one is
 * the client's doing, so it gets a 4xx in the functions' own JSON shape. (A function's own throw
 * never arrives here: Gatsby's middleware catches it and answers 500 itself.)
 */
export const requestBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const declared = (error as { status?: unknown } | null)?.status;
  const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 400;
  res.status(status).json({ ok: false, error: status === 413 ? REQUEST_TOO_LARGE : REQUEST_UNREADABLE });
};

/** Everything to mount under `/api/*`. */
export function functionRoutes(functions: readonly SiteFunction[]): [...RequestHandler[], ErrorRequestHandler] {
  const once = loadedOnce(functions);
  const middlewares = functionMiddlewares({ getFunctions: () => once as never }) as unknown as RequestHandler[];
  return [...middlewares, requestBodyErrors];
}
