// The real /api/send-email (src/api/send-email.ts) behind the local server's function routes
// (which check the content type and read the body within its limit), on a free loopback port,
// for the tests that speak HTTP to it.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contactFunctionRules } from "../../../src/server/contact-function";
import { functionRoutes } from "../../../src/server/function-routes";

const functionFile = path.resolve(__dirname, "../../../src/api/send-email.ts");

export interface FunctionServer {
  /** http://127.0.0.1:<port>/api/send-email */
  endpoint: string;
  close(): Promise<void>;
}

export async function startFunctionServer(): Promise<FunctionServer> {
  const express = jest.requireActual<typeof import("express")>("express");
  const app = express();
  // As the served site, which runs with NODE_ENV=production: Express's error pages carry no stack.
  app.set("env", "production");
  const send = {
    functionRoute: "send-email",
    absoluteCompiledFilePath: functionFile,
    originalRelativeFilePath: "send-email.ts",
  };
  app.use("/api", functionRoutes([send], contactFunctionRules));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-email`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
