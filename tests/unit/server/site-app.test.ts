/** @jest-environment node */
// The local server against hostile traffic, over real HTTP on loopback: bodies it must not read,
// paths it cannot decode, and redirects that must stay on the site. What its memory does over many
// calls is measured by `npm run bench:server`.
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { headerRules } from "../../../src/lib/security-headers";
import { createSiteServer } from "../../../src/server/site-app";

const BODY_LIMIT = 8 * 1024;

/** A built site in miniature: two pages, their page data, the 404 page, and two functions. */
function writeSite(dir: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("public/index.html", "<!doctype html><h1>Home</h1>");
  write("public/about-us/index.html", "<!doctype html><h1>About us</h1>");
  write("public/404.html", "<!doctype html><h1>404: not here</h1>");
  write("public/admin/index.html", "<!doctype html><h1>Content editor</h1>");
  write("public/page-data/index/page-data.json", JSON.stringify({ path: "/" }));
  write("public/page-data/about-us/page-data.json", JSON.stringify({ path: "/about-us" }));
  write("functions/echo.js", "module.exports = (req, res) => res.json({ ok: true, bytes: req.body ? req.body.length : 0 });\n");
  write("functions/throws.js", "exports.default = () => { throw new Error('broken on purpose'); };\n");
  // An answer under way for as long as a test needs: its head and first words at once, the rest
  // only after 20 s, unless its connection closes first.
  write(
    "functions/slow.js",
    "module.exports = (req, res) => { res.write('first words '); const rest = setTimeout(() => res.end('last words'), 20000); res.on('close', () => clearTimeout(rest)); };\n",
  );
  const fn = (name: string) => ({
    functionRoute: name,
    absoluteCompiledFilePath: path.join(dir, `functions/${name}.js`),
    originalRelativeFilePath: `${name}.js`,
  });
  return { publicDir: path.join(dir, "public"), functions: [fn("echo"), fn("throws"), fn("slow")] };
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("the local server", () => {
  let dir: string;
  let server: http.Server;
  let port: number;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "northlime-site-app-"));
    const { publicDir, functions } = writeSite(dir);
    server = createSiteServer({ publicDir, pagePaths: ["/", "/about-us"], functions, headerRules, log: (line) => logged.push(line) });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    logged.length = 0;
  });

  /** One request, the raw path sent as written; `agent: false` gives it a connection of its own. */
  function request(method: string, rawPath: string, headers: http.OutgoingHttpHeaders = {}, body?: string) {
    return new Promise<RawResponse>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: rawPath, headers, agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  /**
   * Starts a request whose body never ends: one chunk is sent, then the client waits. Resolves
   * with the answer, which the server can only give without waiting for the rest of the body.
   */
  function answerBeforeBodyEnds(rawPath: string, headers: http.OutgoingHttpHeaders, firstChunk: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; socketClosed: Promise<void> }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: rawPath, headers, agent: false });
      req.on("response", (res) => {
        const socketClosed = once(req.socket!, "close").then(() => undefined);
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, socketClosed });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        // The server closing the connection while the client still "sends" is expected.
        if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
      });
      req.write(firstChunk);
    });
  }

  describe("request bodies", () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" };

    it.each([
      ["/api/echo", 415],
      ["/api/no-such-function", 404],
      ["/api/echo/deeper", 404],
      ["/API/echo", 404],
    ])("answers a multipart upload to %s with %i without reading it, and closes the connection", async (apiPath, status) => {
      const answer = await answerBeforeBodyEnds(apiPath, multipart, `--x\r\n${"a".repeat(64 * 1024)}`);
      expect(answer.status).toBe(status);
      expect(answer.headers.connection).toBe("close");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      await answer.socketClosed;
    });

    it("asks for a body held back by Expect: 100-continue only once it will read it", async () => {
      const refused = await answerBeforeBodyEnds("/api/echo", { ...multipart, expect: "100-continue" }, "");
      expect(refused.status).toBe(415);
      const body = '{"a":1}';
      const accepted = await new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
        let continued = false;
        const req = http.request({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/echo",
          agent: false,
          headers: { "content-type": "application/json", "content-length": String(body.length), expect: "100-continue" },
        });
        req.on("continue", () => {
          continued = true;
          req.end(body);
        });
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve({ continued, status: res.statusCode ?? 0 }));
        });
        req.on("error", reject);
      });
      expect(accepted).toEqual({ continued: true, status: 200 });
    });

    it("refuses a declared length over the limit before reading a byte", async () => {
      const answer = await answerBeforeBodyEnds("/api/echo", { "content-type": "application/json", "content-length": String(400 * 1024 * 1024) }, "{");
      expect(answer.status).toBe(413);
      await answer.socketClosed;
    });

    it("holds a chunked body to the limit by the bytes that arrive", async () => {
      const padded = `{"firstName":"Ann"${" ".repeat(60 * 1024)}`;
      const answer = await answerBeforeBodyEnds("/api/echo", { "content-type": "application/json", "transfer-encoding": "chunked" }, padded);
      expect(answer.status).toBe(413);
      await answer.socketClosed;
    });

    it("hands a body within the limit to the function as its bytes", async () => {
      const body = JSON.stringify({ note: "x".repeat(BODY_LIMIT - 20) });
      const response = await request("POST", "/api/echo", { "content-type": "application/json; charset=utf-8" }, body);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ ok: true, bytes: Buffer.byteLength(body) });
    });

    it("refuses a compressed body, which would be larger than the bytes that arrive", async () => {
      const response = await request("POST", "/api/echo", { "content-type": "application/json", "content-encoding": "gzip" }, "{}");
      expect(response.status).toBe(415);
    });

    it("answers a post to a page without reading its body", async () => {
      const answer = await answerBeforeBodyEnds("/about-us", { "content-type": "text/plain", "transfer-encoding": "chunked" }, "a".repeat(64 * 1024));
      expect(answer.status).toBe(404);
      expect(answer.headers.connection).toBe("close");
      await answer.socketClosed;
    });

    it("keeps answering after all of the above", async () => {
      expect((await request("GET", "/")).status).toBe(200);
    });
  });

  it("answers a function that throws with a 500 in JSON and one log line", async () => {
    const response = await request("POST", "/api/throws", { "content-type": "application/json" }, "{}");
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ ok: false, error: expect.any(String) });
    expect(response.body).not.toContain("broken on purpose");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("broken on purpose");
  });

  /** Raw bytes on a connection of their own; resolves with everything the server sent before closing. */
  function rawExchange(bytes: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
  }

  describe("requests Node refuses before the app sees them", () => {
    it.each([
      ["an unreadable header line", 400, "GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n"],
      ["headers over 16 KB", 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`],
      ["an Expect other than 100-continue", 417, "GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n"],
    ] as const)("answers %s with %i, the site's security headers, no caching, and a closed connection", async (_name, status, bytes) => {
      const answer = await rawExchange(bytes);
      const [head = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0]).toBe(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`);
      expect(head).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
      expect(head).toMatch(/^strict-transport-security: /im);
      expect(head).toMatch(/^x-content-type-options: nosniff/im);
      expect(head).toMatch(/^cache-control: no-store$/im);
      expect(head).toMatch(/^connection: close$/im);
    });
  });

  /**
   * A request on a connection that stays open, then, once the answer's first bytes are back,
   * unreadable bytes on the same connection. Resolves with everything the server sent.
   */
  function unreadableBytesAfter(firstRequest: string, answerSoFar: RegExp) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(firstRequest));
      let text = "";
      let followed = false;
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        text += chunk;
        if (!followed && answerSoFar.test(text)) {
          followed = true;
          socket.write("Not a request line\r\n\r\n");
        }
      });
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
  }

  describe("unreadable bytes after a request on the same connection", () => {
    it("closes the connection without writing a refusal into an answer under way", async () => {
      const sent = await unreadableBytesAfter("GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n", /first words/);
      expect(sent).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(sent).not.toContain("HTTP/1.1 400");
      expect(sent).not.toContain("last words");
    });

    it("answers them with 400 once the answer before has finished", async () => {
      const sent = await unreadableBytesAfter("GET /about-us HTTP/1.1\r\nHost: x\r\n\r\n", /About us<\/h1>/);
      expect(sent).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // The refusal follows the whole of the page, the last thing on the connection.
      expect(sent).toMatch(/About us<\/h1>HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\nBad Request$/);
    });
  });

  describe("paths it cannot decode", () => {
    it.each(["/%", "/about-%zz", "/api/%", "/static/%E0%A4%A"])("answers GET %s with 400, the site's headers and one log line", async (rawPath) => {
      const response = await request("GET", rawPath, { accept: "text/html" });
      expect(response.status).toBe(400);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"]).toBeDefined();
      expect(response.body).not.toMatch(/at .*\(.*:\d+:\d+\)/);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(JSON.stringify(rawPath));
    });
  });

  describe("redirects", () => {
    it.each([
      ["/about-us/", "/about-us"],
      ["//about-us/", "/about-us"],
      ["///about-us", "/about-us"],
      ["/\\about-us/", "/about-us"],
      ["/about-us/?ref=//evil.example", "/about-us?ref=//evil.example"],
      ["//", "/"],
    ])("sends %s to %s, on the site", async (rawPath, location) => {
      const response = await request("GET", rawPath);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it.each(["//evil.example/", "//evil.example", "/\\evil.example/", "/%2Fevil.example/", "/about-us/..//evil.example/"])(
      "answers %s as not found, with no redirect",
      async (rawPath) => {
        const response = await request("GET", rawPath, { accept: "text/html" });
        expect(response.status).toBe(404);
        expect(response.headers.location).toBeUndefined();
      },
    );

    it.each([
      ["/admin", "/admin/"],
      ["/admin?from=site", "/admin/?from=site"],
      ["//admin", "/admin/"],
    ])("sends %s, a folder of plain files, to %s, where its page's relative addresses resolve", async (rawPath, location) => {
      const response = await request("GET", rawPath);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it("serves the CMS's folder with its own policy and noindex", async () => {
      const response = await request("GET", "/admin/");
      expect(response.status).toBe(200);
      expect(response.body).toContain("Content editor");
      expect(response.headers["content-security-policy"]).toContain("'unsafe-eval'");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    });

    it("serves a page at its path, and a folder without an index as not found", async () => {
      const page = await request("GET", "/about-us");
      expect(page.status).toBe(200);
      expect(page.body).toContain("About us");
      const folder = await request("GET", "/page-data", { accept: "text/html", range: "bytes=0-0" });
      expect(folder.status).toBe(404);
      expect(folder.headers.location).toBeUndefined();
      expect(folder.body).toContain("404: not here");
    });
  });
});
