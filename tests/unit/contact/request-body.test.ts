/** @jest-environment node */
// Reading a body the host already parsed: its size is judged without recursion, so nesting cannot crash the function.
import { createHandler } from "../../../src/api/send-email";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import { CONTACT_BODY_LIMIT_BYTES, jsonSizeExceeds, readContactBody } from "../../../src/lib/contact/request-body";
import { fakeResponse, validFields } from "./fakes";

/** What Gatsby's JSON parser hands over for `[[[...]]]` this deep: the fuzzer's find, a chunked body under 100 KB. */
const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

describe("jsonSizeExceeds", () => {
  it.each([
    ["an object of fields", { ...validFields, extra: [1, "two", null, true, { three: 3.5 }] }],
    ["text that JSON escapes", { message: 'quote " backslash \\ newline \n control \u0001 emoji 😀 é' }],
    ["an empty array", []],
    ["a bare string", "hello"],
  ])("measures %s exactly as JSON.stringify writes it", (_name, value) => {
    const size = Buffer.byteLength(JSON.stringify(value));
    expect(jsonSizeExceeds(value, size)).toBe(false);
    expect(jsonSizeExceeds(value, size - 1)).toBe(true);
  });

  it("answers for a value too deep for JSON.stringify, instead of overflowing the stack", () => {
    const deep = { firstName: nested(50_000) };
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(jsonSizeExceeds(deep, CONTACT_BODY_LIMIT_BYTES)).toBe(true);
  });
});

describe("readContactBody with a parsed body", () => {
  it("calls a body nested past the limit too large", () => {
    expect(readContactBody({ ...validFields, extra: nested(50_000) }, "json", CONTACT_BODY_LIMIT_BYTES)).toEqual({ kind: "too-large" });
  });

  it("passes shallow nesting within the limit on to validation", () => {
    const body = { ...validFields, extra: nested(100) };
    expect(readContactBody(body, "json", CONTACT_BODY_LIMIT_BYTES)).toEqual({ kind: "fields", fields: body });
  });
});

describe("the handler given a deeply nested body with no Content-Length", () => {
  it("answers 413 and sends nothing", async () => {
    const deliver = jest.fn().mockResolvedValue(undefined);
    const handler = createHandler({
      environment: { SMTP_HOST: "smtp.test" },
      workingDirectory: () => "/nonexistent-site",
      rateLimiter: createRateLimiter(),
      sendMail: deliver,
      logError: () => undefined,
    });
    const response = fakeResponse();
    await handler({ method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" }, body: { ...validFields, firstName: nested(50_000) }, ip: "203.0.113.7" }, response);
    expect(response.statusCode).toBe(413);
    expect(response.body).toEqual({ ok: false, error: "The message is too large." });
    expect(deliver).not.toHaveBeenCalled();
  });
});
