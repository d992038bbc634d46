/** @jest-environment node */
// The contact function behind our server's function routes, over real HTTP: what a client sees
// for each kind of body.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { temporaryFolder, validFields } from "./fakes";
import { type FunctionServer, startFunctionServer } from "./function-server";

const SETTINGS = ["SMTP_HOST", "CONTACT_OUTBOX_DIR", "CONTACT_MIN_FILL_MS", "CONTACT_RATE_LIMIT_MAX"] as const;

describe("/api/send-email behind the server's function routes", () => {
  let server: FunctionServer;
  let base: string;
  let outbox: Awaited<ReturnType<typeof temporaryFolder>>;
  const savedSettings = new Map<string, string | undefined>();

  beforeAll(async () => {
    outbox = await temporaryFolder("gatsby-outbox");
    // The default export reads the real environment, so point it at a temp outbox and away from any SMTP server.
    for (const name of SETTINGS) savedSettings.set(name, process.env[name]);
    delete process.env.SMTP_HOST;
    process.env.CONTACT_OUTBOX_DIR = outbox.dir;
    process.env.CONTACT_RATE_LIMIT_MAX = "100";

    server = await startFunctionServer();
    base = server.endpoint;
  });

  afterAll(async () => {
    await server.close();
    for (const [name, value] of savedSettings) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await outbox.remove();
  });

  const post = (contentType: string, body: string | FormData) =>
    fetch(base, {
      method: "POST",
      redirect: "manual",
      ...(contentType ? { headers: { "content-type": contentType } } : {}),
      body,
    });

  it("answers broken JSON with 400", async () => {
    const response = await post("application/json", "{bad json");
    expect(response.status).toBe(400);
  });

  it("answers a body over 8 KB with its own 413 JSON", async () => {
    const response = await post("application/json", JSON.stringify({ ...validFields, message: "x".repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "The message is too large." });
  });

  it("answers 413 in the same JSON shape when the server stops reading a larger body", async () => {
    const response = await post("application/json", JSON.stringify({ message: "x".repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: expect.any(String) });
  });

  it("answers multipart and text with 415", async () => {
    const form = new FormData();
    form.set("firstName", "Ann");
    expect((await post("", form)).status).toBe(415);
    expect((await post("text/plain", "hello")).status).toBe(415);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const response = await fetch(base);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("stores a valid JSON message and answers 200", async () => {
    const response = await post("application/json", JSON.stringify(validFields));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await readdir(path.join(outbox.dir, "leads"))).toHaveLength(1);
  });

  it("redirects a sent plain HTML form with 303, and answers an invalid one with its HTML page", async () => {
    const sent = await post("application/x-www-form-urlencoded", new URLSearchParams({ ...validFields, message: "Sent without JavaScript." }).toString());
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/contact-us/sent");

    const invalid = await post("application/x-www-form-urlencoded", "firstName=A&email=x");
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await invalid.text();
    expect(html).toContain("<h1>Please check your message</h1>");
    expect(html).toContain("First name must be at least 2 characters");
    expect(html).toContain('value="A"');
    expect(await readdir(path.join(outbox.dir, "leads"))).toHaveLength(2);
  });
});
