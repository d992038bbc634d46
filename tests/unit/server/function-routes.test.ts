/** @jest-environment node */
// The function routes know nothing of any one function: the body formats, the size limit and the
// words of each refusal are the ones their caller passes in.
import { once } from "node:events";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type FunctionRequestRules, functionRoutes } from "../../../src/server/function-routes";

const rules: FunctionRequestRules = {
  bodyLimitBytes: 16,
  acceptsContentType: (contentType) => contentType === "text/plain",
  refusals: { unsupportedType: "plain text only", tooLarge: "sixteen bytes at most", unreadable: "unreadable", failed: "it broke" },
};

describe("functionRoutes, with the rules its caller passes", () => {
  let folder: string;
  let server: http.Server;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "function-routes-"));
    // Each function as Gatsby compiles it: a CommonJS module whose default export takes (req, res).
    fs.writeFileSync(path.join(folder, "echo.js"), "exports.default = (req, res) => res.json({ bytes: req.body.length });");
    fs.writeFileSync(path.join(folder, "broken.js"), 'exports.default = () => { throw new Error("broken on purpose"); };');
    const express = jest.requireActual<typeof import("express")>("express");
    const app = express();
    const fn = (name: string) => ({ functionRoute: name, absoluteCompiledFilePath: path.join(folder, `${name}.js`), originalRelativeFilePath: `${name}.js` });
    app.use("/api", functionRoutes([fn("echo"), fn("broken")], { ...rules, log: (line) => logged.push(line) }));
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const post = (route: string, contentType: string, body: string) =>
    fetch(`${base}/${route}`, { method: "POST", headers: { "content-type": contentType }, body });

  it("hands a body the rules accept to the function, as its bytes", async () => {
    const response = await post("echo", "text/plain", "sixteen bytes!!!");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: 16 });
  });

  it("refuses a Content-Type the rules do not accept with 415, in the rules' words", async () => {
    const response = await post("echo", "application/json", "{}");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ok: false, error: "plain text only" });
  });

  it("refuses a body over the rules' limit with 413, in the rules' words", async () => {
    const response = await post("echo", "text/plain", "seventeen bytes!!");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "sixteen bytes at most" });
  });

  it("answers a function that throws with 500 in the rules' words, and logs the error", async () => {
    const response = await post("broken", "text/plain", "x");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, error: "it broke" });
    expect(logged).toEqual([expect.stringContaining("broken on purpose")]);
  });
});
