/** @jest-environment node */
// The /api/send-email contract, status by status, with the lead store in memory and the mail
// server replaced by a recorder (an SMTP server is configured unless a test says otherwise).
import { Buffer } from "node:buffer";
import { createHandler, REQUEST_SEND_BUDGET_MS, type SendEmailDependencies } from "../../../src/api/send-email";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import type { Environment } from "../../../src/lib/contact/settings";
import type { SendMail } from "../../../src/lib/contact/smtp-delivery";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { fakeResponse, formRequest, jsonRequest, leadsIn, memoryRecords, validFields } from "./fakes";

const START = Date.UTC(2025, 6, 11, 15, 30);

type MailSender = jest.Mock<ReturnType<SendMail>, Parameters<SendMail>>;

function setup(environment: Environment = {}, overrides: Partial<SendEmailDependencies> = {}) {
  let now = START;
  const deliver: MailSender = jest.fn<ReturnType<SendMail>, Parameters<SendMail>>(async (mail) => ({
    messageId: String(mail.messageId),
    response: "250 OK",
  }));
  const logError = jest.fn<void, [string, Record<string, unknown>]>();
  const records = memoryRecords();
  const clock = () => now;
  const handler = createHandler({
    environment: { SMTP_HOST: "smtp.test", ...environment },
    workingDirectory: () => "/nonexistent-site",
    now: clock,
    rateLimiter: createRateLimiter({ now: clock }),
    leadStore: () => createLeadStore(records),
    sendMail: deliver,
    logError,
    ...overrides,
  });
  const send = async (request: Parameters<typeof handler>[0]) => {
    const response = fakeResponse();
    await handler(request, response);
    return response;
  };
  return { send, deliver, logError, records, leads: () => leadsIn(records), advance: (ms: number) => (now += ms), now: () => now };
}

const failingMail = (error: Error): MailSender => jest.fn<ReturnType<SendMail>, Parameters<SendMail>>().mockRejectedValue(error);

describe("POST /api/send-email", () => {
  it("delivers a valid message to the fixed recipient and answers 200 { ok: true }", async () => {
    const { send, deliver } = setup({ CONTACT_TO: "leads@northlime.example" });
    const response = await send(
      jsonRequest({ ...validFields, to: "victim@example.com", recipient: "victim@example.com", from: "x@example.com" }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(deliver).toHaveBeenCalledTimes(1);
    const [mail] = deliver.mock.calls[0] ?? [];
    expect(mail).toMatchObject({
      to: "leads@northlime.example",
      from: "Northlime Website <website@northlime.example>",
      replyTo: { name: "Ann Lee", address: "ann.lee@example.com" },
      subject: "Website enquiry from Ann Lee",
    });
    expect(JSON.stringify(mail)).not.toContain("victim@example.com");
  });

  it("accepts a body another host already parsed, or left as a string", async () => {
    const { send, deliver } = setup();
    const second = { ...validFields, message: "A second, different enquiry." };
    expect((await send({ ...jsonRequest(validFields), body: { ...validFields } })).statusCode).toBe(200);
    expect((await send({ ...jsonRequest(second), body: JSON.stringify(second) })).statusCode).toBe(200);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  describe("405", () => {
    it.each(["GET", "PUT", "DELETE", "OPTIONS", "HEAD"])("answers %s with Allow: POST", async (method) => {
      const { send, deliver } = setup();
      const response = await send({ ...jsonRequest(validFields), method });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("POST");
      expect(response.body).toEqual({ ok: false, error: expect.any(String) });
      expect(deliver).not.toHaveBeenCalled();
    });
  });

  describe("415", () => {
    it.each([
      ["text/plain"],
      ["multipart/form-data; boundary=x"],
      ["application/xml"],
      [undefined],
      ["application/json; charset=latin1"],
      ["application/x-www-form-urlencoded; charset=koi8-r"],
    ])(
      "refuses content type %p",
      async (contentType) => {
        const { send, deliver } = setup();
        const request = jsonRequest(validFields);
        const headers = { ...request.headers, "content-type": contentType };
        const response = await send({ ...request, headers });
        expect(response.statusCode).toBe(415);
        expect(response.body).toEqual({ ok: false, error: expect.any(String) });
        expect(deliver).not.toHaveBeenCalled();
      },
    );

    it("accepts JSON with a charset and in any letter case", async () => {
      const { send } = setup();
      const response = await send(jsonRequest(validFields, { headers: { "content-type": "Application/JSON; charset=UTF-8" } }));
      expect(response.statusCode).toBe(200);
    });
  });

  describe("413", () => {
    const oversized = { ...validFields, message: "x".repeat(9000) };

    it("refuses a declared Content-Length over 8 KB before reading the body", async () => {
      const { send, deliver } = setup();
      const response = await send({ ...jsonRequest(validFields), headers: { "content-type": "application/json", "content-length": "8193" } });
      expect(response.statusCode).toBe(413);
      expect(response.body).toEqual({ ok: false, error: expect.any(String) });
      expect(deliver).not.toHaveBeenCalled();
    });

    it("refuses a body over 8 KB whatever the headers say", async () => {
      const { send } = setup();
      const request = jsonRequest(oversized);
      expect((await send({ ...request, headers: { "content-type": "application/json" } })).statusCode).toBe(413);
      expect((await send({ ...request, headers: { "content-type": "application/json", "content-length": "10" } })).statusCode).toBe(413);
      expect((await send({ ...request, body: { ...oversized } })).statusCode).toBe(413);
      expect((await send({ ...request, body: JSON.stringify(oversized) })).statusCode).toBe(413);
    });

    it("refuses an oversized form post with 413 too", async () => {
      const { send } = setup();
      expect((await send(formRequest(oversized))).statusCode).toBe(413);
    });

    it("accepts a body of exactly 8 KB", async () => {
      const { send } = setup();
      const padding = 8192 - Buffer.byteLength(JSON.stringify({ ...validFields, message: "" }));
      const request = jsonRequest({ ...validFields, message: "m".repeat(padding) });
      expect(Buffer.byteLength(request.body as Buffer)).toBe(8192);
      const response = await send(request);
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({ ok: false, errors: { message: "Message must be at most 5000 characters" } });
    });
  });

  describe("400", () => {
    it.each([["{bad json"], [""], ["{\"firstName\": \"Ann\""]])("answers broken JSON %p with 400", async (text) => {
      const { send, deliver } = setup();
      const response = await send({ ...jsonRequest(validFields), body: Buffer.from(text) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({ ok: false, error: "The request body is not valid JSON." });
      expect(deliver).not.toHaveBeenCalled();
    });

    it("answers JSON that is not UTF-8 with 400", async () => {
      const { send } = setup();
      const response = await send({ ...jsonRequest(validFields), body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
      expect(response.statusCode).toBe(400);
    });

    it("gives every field's message from the shared schema at once", async () => {
      const { send, deliver } = setup();
      const response = await send(jsonRequest({ firstName: "A", lastName: "Lee2", email: "nope", message: "" }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        errors: {
          firstName: "First name must be at least 2 characters",
          lastName: "Last name can only contain letters",
          email: "Please enter a valid email",
          message: "Message is required",
        },
      });
      expect(deliver).not.toHaveBeenCalled();
    });

    it("reports every field as required for a JSON value that is not an object", async () => {
      const { send } = setup();
      const response = await send(jsonRequest(["Ann", "Lee"]));
      expect(response.statusCode).toBe(400);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual(["firstName", "lastName", "email", "message"]);
    });

    it("rejects a header-injection attempt in a name", async () => {
      const { send, deliver } = setup();
      const response = await send(jsonRequest({ ...validFields, firstName: "Ann\r\nBcc: victim@example.com" }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({ ok: false, errors: { firstName: "First name can only contain letters" } });
      expect(deliver).not.toHaveBeenCalled();
    });
  });

  describe("bots", () => {
    it.each([
      ["a filled honeypot", { website: "https://spam.example" }, 60_000],
      ["a non-text honeypot", { website: 1 }, 60_000],
      ["a form sent sooner than CONTACT_MIN_FILL_MS", { startedAt: START - 2_999 }, 0],
      ["a too-quick form with a string startedAt", { startedAt: String(START - 500) }, 0],
    ])("get exactly the success answer and nothing is sent for %s", async (_case, trap, wait) => {
      const { send, deliver, advance } = setup();
      advance(wait);
      const response = await send(jsonRequest({ ...validFields, ...trap }));
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(deliver).not.toHaveBeenCalled();
    });

    it("get the success answer even when their fields are invalid", async () => {
      const { send, deliver } = setup();
      const response = await send(jsonRequest({ website: "x" }));
      expect(response.statusCode).toBe(200);
      expect(deliver).not.toHaveBeenCalled();
    });

    it("are redirected like a person for the plain form", async () => {
      const { send, deliver } = setup();
      const response = await send(formRequest({ ...validFields, website: "spam" }));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact-us/sent");
      expect(deliver).not.toHaveBeenCalled();
    });

    it("do not use up the rate limit", async () => {
      const { send, deliver } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      for (let i = 0; i < 3; i += 1) await send(jsonRequest({ ...validFields, website: "spam" }));
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
      expect(deliver).toHaveBeenCalledTimes(1);
    });

    it.each([
      ["no startedAt", {}],
      ["a non-numeric startedAt", { startedAt: "soon" }],
      ["a startedAt long enough ago", { startedAt: START - 3_000 }],
      ["a startedAt in the future (the visitor's clock is ahead)", { startedAt: START + 60_000 }],
      ["an empty honeypot", { website: "" }],
      ["a whitespace-only honeypot", { website: "  " }],
    ])("are not suspected for %s", async (_case, extra) => {
      const { send, deliver } = setup();
      expect((await send(jsonRequest({ ...validFields, ...extra }))).statusCode).toBe(200);
      expect(deliver).toHaveBeenCalledTimes(1);
    });

    it("follow CONTACT_MIN_FILL_MS", async () => {
      const { send, deliver } = setup({ CONTACT_MIN_FILL_MS: "10000" });
      await send(jsonRequest({ ...validFields, startedAt: START - 9_999 }));
      expect(deliver).not.toHaveBeenCalled();
      await send(jsonRequest({ ...validFields, startedAt: START - 10_000 }));
      expect(deliver).toHaveBeenCalledTimes(1);
    });
  });

  describe("429", () => {
    it("refuses a client past the limit with Retry-After in seconds, until the window slides", async () => {
      const { send, deliver, advance } = setup({ CONTACT_RATE_LIMIT_MAX: "2", CONTACT_RATE_LIMIT_WINDOW_MS: "600000" });
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
      advance(1_000);
      expect((await send(jsonRequest({ ...validFields, message: "A second, different enquiry." }))).statusCode).toBe(200);
      advance(1_500);

      const refused = await send(jsonRequest(validFields));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("598");
      expect(refused.body).toEqual({ ok: false, error: expect.any(String) });
      expect(deliver).toHaveBeenCalledTimes(2);

      expect((await send(jsonRequest(validFields, { ip: "198.51.100.9" }))).statusCode).toBe(200);
      advance(597_500);
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
    });

    it("uses the default of 5 per 10 minutes", async () => {
      const { send } = setup();
      for (let i = 0; i < 5; i += 1) expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
      const refused = await send(jsonRequest(validFields));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("600");
    });

    it("counts only requests that would send, not invalid ones", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      for (let i = 0; i < 3; i += 1) expect((await send(jsonRequest({}))).statusCode).toBe(400);
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
    });

    it("treats the IPv4-mapped and plain forms of one address as one client", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      await send(jsonRequest(validFields, { ip: "::ffff:203.0.113.7" }));
      expect((await send(jsonRequest(validFields, { ip: "203.0.113.7" }))).statusCode).toBe(429);
    });

    it("falls back to the socket address when there is no req.ip", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      const viaSocket = () => ({ ...jsonRequest(validFields), ip: undefined, socket: { remoteAddress: "192.0.2.1" } });
      expect((await send(viaSocket())).statusCode).toBe(200);
      expect((await send(viaSocket())).statusCode).toBe(429);
    });

    it("on a host that gives no connection, counts the client its edge names, and never reads that header otherwise", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      const serverless = (address: string) => ({
        ...jsonRequest(validFields, { headers: { "x-nf-client-connection-ip": address } }),
        ip: undefined,
      });
      expect((await send(serverless("198.51.100.1"))).statusCode).toBe(200);
      expect((await send(serverless("198.51.100.2"))).statusCode).toBe(200);
      expect((await send(serverless("198.51.100.1"))).statusCode).toBe(429);

      const spoofing = (address: string) => jsonRequest(validFields, { headers: { "x-nf-client-connection-ip": address } });
      const direct = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      expect((await direct.send(spoofing("192.0.2.10"))).statusCode).toBe(200);
      expect((await direct.send(spoofing("192.0.2.11"))).statusCode).toBe(429);
    });

    it("ignores X-Forwarded-For unless CONTACT_TRUST_PROXY=1", async () => {
      const spoofing = (n: number) => jsonRequest(validFields, { headers: { "x-forwarded-for": `10.0.0.${n}` } });
      const untrusted = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      expect((await untrusted.send(spoofing(1))).statusCode).toBe(200);
      expect((await untrusted.send(spoofing(2))).statusCode).toBe(429);

      const trusted = setup({ CONTACT_RATE_LIMIT_MAX: "1", CONTACT_TRUST_PROXY: "1" });
      expect((await trusted.send(spoofing(1))).statusCode).toBe(200);
      expect((await trusted.send(spoofing(2))).statusCode).toBe(200);
    });

    it("behind a trusted proxy, counts the address the proxy appended, not what the client wrote", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1", CONTACT_TRUST_PROXY: "1" });
      const forwarded = (spoofed: string) =>
        jsonRequest(validFields, { headers: { "x-forwarded-for": `${spoofed}, 198.51.100.23` } });
      expect((await send(forwarded("1.1.1.1"))).statusCode).toBe(200);
      expect((await send(forwarded("2.2.2.2"))).statusCode).toBe(429);
    });
    it("behind a trusted proxy, counts an address the same with or without the port the proxy wrote", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1", CONTACT_TRUST_PROXY: "1" });
      const viaProxy = (address: string) => jsonRequest(validFields, { headers: { "x-forwarded-for": address } });
      expect((await send(viaProxy("198.51.100.23:5678"))).statusCode).toBe(200);
      expect((await send(viaProxy("198.51.100.23:5679"))).statusCode).toBe(429);
      expect((await send(viaProxy("[2001:db8:5::1]:443"))).statusCode).toBe(200);
      expect((await send(viaProxy("[2001:db8:5::2]:444"))).statusCode).toBe(429);
    });

    it("counts IPv6 clients per /64 network, behind a trusted proxy and directly", async () => {
      const proxied = setup({ CONTACT_RATE_LIMIT_MAX: "1", CONTACT_TRUST_PROXY: "1" });
      const viaProxy = (address: string) => jsonRequest(validFields, { headers: { "x-forwarded-for": address } });
      expect((await proxied.send(viaProxy("2001:db8:1:2::1"))).statusCode).toBe(200);
      expect((await proxied.send(viaProxy("2001:db8:1:2:ffff:ffff:ffff:fffe"))).statusCode).toBe(429);
      expect((await proxied.send(viaProxy("2001:db8:1:3::1"))).statusCode).toBe(200);

      const direct = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      expect((await direct.send(jsonRequest(validFields, { ip: "2001:db8::a" }))).statusCode).toBe(200);
      expect((await direct.send(jsonRequest(validFields, { ip: "2001:0db8:0:0:1::b" }))).statusCode).toBe(429);
    });
  });

  describe("403: a post another site's page made", () => {
    const site = { host: "www.northlime.example" };

    it.each([
      ["Sec-Fetch-Site: cross-site", { ...site, "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
      ["Sec-Fetch-Site: same-site", { ...site, "sec-fetch-site": "same-site", origin: "https://shop.northlime.example" }],
      ["an Origin of another host", { ...site, origin: "https://evil.example" }],
      ["an Origin on another port", { ...site, origin: "https://www.northlime.example:8443" }],
      ["Origin: null", { ...site, origin: "null" }],
    ])("refuses %s and delivers nothing, in either encoding", async (_label, headers) => {
      const { send, deliver } = setup();
      for (const request of [jsonRequest(validFields, { headers }), formRequest(validFields, { headers })]) {
        const response = await send(request);
        expect(response.statusCode).toBe(403);
        expect(response.body).toEqual({ ok: false, error: expect.any(String) });
      }
      expect(deliver).not.toHaveBeenCalled();
    });

    it.each([
      ["Sec-Fetch-Site: same-origin", { ...site, "sec-fetch-site": "same-origin", origin: "https://www.northlime.example" }],
      ["an Origin of the site's own host (a browser without Sec-Fetch-Site)", { ...site, origin: "https://www.northlime.example" }],
      ["an Origin of the host a trusted proxy forwarded", { host: "10.0.0.5:9000", "x-forwarded-host": "www.northlime.example", origin: "https://www.northlime.example" }],
      ["neither header (not a browser)", site],
    ])("accepts %s", async (_label, headers) => {
      const { send, deliver } = setup();
      expect((await send(formRequest(validFields, { headers }))).statusCode).toBe(303);
      expect((await send(jsonRequest({ ...validFields, message: "Another enquiry, by script." }, { headers }))).statusCode).toBe(200);
      expect(deliver).toHaveBeenCalledTimes(2);
    });
  });

  it("sends the site's security headers with every answer", async () => {
    const { send } = setup();
    for (const request of [jsonRequest(validFields), jsonRequest({}), { ...jsonRequest(validFields), method: "GET" }]) {
      const response = await send(request);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  describe("the lead store", () => {
    const smtpDown = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET", command: "CONN" });

    it("holds the enquiry before the answer, and records the Message-ID its mail carried", async () => {
      const { send, deliver, leads } = setup({ CONTACT_FROM: "Site <site@northlime.example>" });
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
      const [lead] = leads();
      expect(lead).toMatchObject({ receivedAt: START, message: validFields, state: { status: "sent", attempts: 1 } });
      expect(lead?.state).toMatchObject({ messageId: `<lead-${lead?.id}@northlime.example>` });
      expect(deliver.mock.calls[0]?.[0].messageId).toBe(`<lead-${lead?.id}@northlime.example>`);
      expect(deliver.mock.calls[0]?.[2]).toBe(REQUEST_SEND_BUDGET_MS);
    });

    it("answers success when the mail server fails, keeping the lead pending for the next pass, and logs no message text", async () => {
      const { send, leads, logError } = setup({ SMTP_PORT: "2525" }, { sendMail: failingMail(smtpDown) });
      const response = await send(jsonRequest(validFields));

      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(leads()).toEqual([expect.objectContaining({ message: validFields, state: expect.objectContaining({ status: "pending", attempts: 1, nextAttemptAt: START }) })]);
      const logged = JSON.stringify(logError.mock.calls);
      expect(logged).toContain("ESOCKET");
      expect(logged).not.toContain(validFields.message);
      expect(logged).not.toContain(validFields.email);
    });

    it("stores and mails nothing more for a repeat of the same submission; another submission id is another lead", async () => {
      const { send, deliver, leads } = setup();
      const first = { ...validFields, submissionId: "3f0c2a54-6f43-4d8e-9a0e-0d5a8f6f1a11" };
      for (let i = 0; i < 3; i += 1) expect((await send(jsonRequest(first))).statusCode).toBe(200);
      expect(leads()).toHaveLength(1);
      expect(deliver).toHaveBeenCalledTimes(1);

      expect((await send(jsonRequest({ ...first, submissionId: "b2f7a1d0-0c4e-4f7a-8a6c-2a5f0e9d3c22" }))).statusCode).toBe(200);
      expect(leads()).toHaveLength(2);
    });

    it("takes the plain form's same text on the same UTC day as one enquiry, and on the next day as another", async () => {
      const { send, leads, advance } = setup();
      expect((await send(formRequest(validFields))).statusCode).toBe(303);
      expect((await send(formRequest(validFields))).statusCode).toBe(303);
      expect(leads()).toHaveLength(1);
      advance(24 * 3600_000);
      expect((await send(formRequest(validFields))).statusCode).toBe(303);
      expect(leads()).toHaveLength(2);
    });

    it("ignores a submission id of another shape", async () => {
      const { send, leads } = setup();
      await send(jsonRequest({ ...validFields, submissionId: "../../etc" }));
      await send(jsonRequest({ ...validFields, submissionId: { $ne: 1 } }));
      expect(leads()).toHaveLength(1);
    });

    it("with no SMTP server set, stores the lead and mails nothing", async () => {
      const { send, deliver, leads } = setup({ SMTP_HOST: "" });
      expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
      expect(deliver).not.toHaveBeenCalled();
      expect(leads()).toEqual([expect.objectContaining({ state: expect.objectContaining({ status: "pending", attempts: 0 }) })]);
    });

    it("answers 503 with a generic message when the store cannot be written, and mails nothing", async () => {
      const { send, deliver, records, logError } = setup();
      records.failing = true;
      const response = await send(jsonRequest(validFields));
      expect(response.statusCode).toBe(503);
      expect(response.body).toEqual({ ok: false, error: "Your message could not be received just now. Please try again in a few minutes." });
      expect(deliver).not.toHaveBeenCalled();
      expect(JSON.stringify(logError.mock.calls)).not.toContain(validFields.message);
    });

    it("answers 503 once the store has taken its budget to answer; the late write is found again when the visitor resends", async () => {
      const { send, records, leads } = setup({}, { storeBudgetMs: 50 });
      let answerLate = () => {};
      records.slow = new Promise((resolve) => (answerLate = resolve));
      const fields = { ...validFields, submissionId: "5a1d7c3e-2b4f-4c6a-9e8d-1f2a3b4c5d6e" };

      expect((await send(jsonRequest(fields))).statusCode).toBe(503);
      answerLate();
      records.slow = null;
      await new Promise((resolve) => setImmediate(resolve));
      expect(leads()).toHaveLength(1);

      expect((await send(jsonRequest(fields))).statusCode).toBe(200);
      expect(leads()).toHaveLength(1);
    });

    it("answers 500 and logs the setting's name when a setting is malformed", async () => {
      const { send, deliver, logError } = setup({ CONTACT_RATE_LIMIT_MAX: "five" });
      const response = await send(jsonRequest(validFields));
      expect(response.statusCode).toBe(500);
      expect(deliver).not.toHaveBeenCalled();
      expect(JSON.stringify(logError.mock.calls[0])).toContain("CONTACT_RATE_LIMIT_MAX");
    });
  });

  describe("the plain HTML form (urlencoded)", () => {
    const htmlOf = (response: { body: unknown }) => String(response.body);

    it("is redirected with 303 to the sent page on success", async () => {
      const { send, deliver } = setup();
      const response = await send(formRequest({ ...validFields, website: "", startedAt: String(START - 60_000) }));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact-us/sent");
      expect(response.ended).toBe(true);
      expect(deliver).toHaveBeenCalledTimes(1);
    });

    it("gets 400 and a page with the messages and its values, escaped, when invalid", async () => {
      const { send, deliver } = setup();
      const typed = { firstName: "Zoë & Co", lastName: "L", email: "zoe@", message: "Hi <b>!" };
      const response = await send(formRequest(typed));

      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers.location).toBeUndefined();
      const html = htmlOf(response);
      expect(html.startsWith("<!doctype html>")).toBe(true);
      expect(html).toContain("<h1>Please check your message</h1>");
      expect(html).toContain("First name can only contain letters");
      expect(html).toContain("Last name must be at least 2 characters");
      expect(html).toContain("Please enter a valid email");
      expect(html).toContain("Message must be at least 10 characters");
      expect(html).toContain('value="Zoë &amp; Co"');
      expect(html).toContain("Hi &lt;b&gt;!</textarea>");
      expect(html).not.toContain("<b>");
      expect(deliver).not.toHaveBeenCalled();
    });

    it("gets 429 with Retry-After and the 'Too many messages' page when rate-limited", async () => {
      const { send } = setup({ CONTACT_RATE_LIMIT_MAX: "1" });
      await send(formRequest(validFields));
      const response = await send(formRequest(validFields));
      expect(response.statusCode).toBe(429);
      expect(response.headers["retry-after"]).toBe("600");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = htmlOf(response);
      expect(html).toContain("<h1>Too many messages</h1>");
      expect(html).toContain(`value="${validFields.email}"`);
      expect(html).toContain(`${validFields.message}</textarea>`);
    });

    it("is redirected to the sent page when the mail server fails: the lead is stored", async () => {
      const { send, leads } = setup({}, { sendMail: failingMail(new Error("down")) });
      const response = await send(formRequest(validFields));
      expect(response.statusCode).toBe(303);
      expect(leads()).toHaveLength(1);
    });

    it("gets 503 and the 'not sent' page with every value and its submission id when the store fails", async () => {
      const { send, records } = setup();
      records.failing = true;
      const submissionId = "3f0c2a54-6f43-4d8e-9a0e-0d5a8f6f1a11";
      const response = await send(formRequest({ ...validFields, submissionId }));
      expect(response.statusCode).toBe(503);
      const html = htmlOf(response);
      expect(html).toContain("<h1>Your message was not sent</h1>");
      for (const name of ["firstName", "lastName", "email"] as const) expect(html).toContain(`value="${validFields[name]}"`);
      expect(html).toContain(`${validFields.message}</textarea>`);
      expect(html).toContain(`name="submissionId" value="${submissionId}"`);
      expect(html).not.toContain("unreachable");
    });

    it("gets 500 and the same page when a setting fails", async () => {

      const misconfigured = await setup({ CONTACT_RATE_LIMIT_MAX: "five" }).send(formRequest(validFields));
      expect(misconfigured.statusCode).toBe(500);
      expect(htmlOf(misconfigured)).toContain("<h1>Your message was not sent</h1>");
    });

    it("echoes only the four fields, an empty honeypot and a numeric startedAt", async () => {
      const { send } = setup();
      const response = await send(
        formRequest({ firstName: "Ann", website: "", startedAt: String(START - 60_000), extra: "smuggled-extra" }),
      );
      expect(response.statusCode).toBe(400);
      const html = htmlOf(response);
      expect(html).not.toContain("smuggled-extra");
      expect(html).toContain(`name="startedAt" value="${START - 60_000}"`);
      expect(html).toContain('name="website" type="text" tabindex="-1" autocomplete="off" aria-hidden="true" value=""');
    });

    it("still gets the JSON 413 for a body too large to read", async () => {
      const { send } = setup();
      const response = await send(formRequest({ ...validFields, message: "x".repeat(9000) }));
      expect(response.statusCode).toBe(413);
      expect(response.body).toEqual({ ok: false, error: "The message is too large." });
    });
  });
});
