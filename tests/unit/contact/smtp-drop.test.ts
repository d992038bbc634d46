/** @jest-environment node */
// The mail server dropping mid-run: acknowledged messages are 200s, everything else is a 502, and nothing arrives half-sent.
import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { createHandler } from "../../../src/api/send-email";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import { fakeResponse, jsonRequest, validFields } from "./fakes";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

const SUBMISSIONS = 40;
/** The sink goes down as soon as any message makes progress after this many acknowledgements. */
const ACKNOWLEDGED_BEFORE_DROP = 12;

// Long enough that the mail spans several chunks, so the drop can land inside a message.
const filler = Array.from({ length: 60 }, (_, line) => `Line ${line + 1} of a long enquiry about a new website.`).join("\n");
const messageFor = (token: string) => `Reference ${token}\n${filler}\nEnd of enquiry ${token}`;

describe("the SMTP server going down in the middle of a run", () => {
  let sink: SmtpSink;

  afterEach(async () => {
    await sink.close();
  });

  it("answers each request 200 exactly when its whole message was acknowledged, and 502 otherwise", async () => {
    sink = await startSmtpSink({
      onProgress: (current) => {
        if (current.accepted.length >= ACKNOWLEDGED_BEFORE_DROP) current.drop();
      },
    });
    const handler = createHandler({
      environment: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), CONTACT_MIN_FILL_MS: "0" },
      workingDirectory: () => "/nonexistent-site",
      rateLimiter: createRateLimiter(),
      logError: () => undefined,
    });

    const tokens = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    const results = await Promise.all(
      tokens.map(async (token, index) => {
        const response = fakeResponse();
        // A distinct address each, so the rate limit plays no part.
        await handler(jsonRequest({ ...validFields, message: messageFor(token) }, { ip: `198.51.100.${index + 1}` }), response);
        return { token, status: response.statusCode, body: response.body };
      }),
    );

    expect(sink.dropped).toBe(true);
    // At least the message whose progress tripped the drop was never acknowledged.
    expect(sink.cutOff).toBeGreaterThanOrEqual(1);

    for (const { status, body } of results) {
      expect([200, 502]).toContain(status);
      expect(body).toEqual(status === 200 ? { ok: true } : { ok: false, error: "The message could not be sent. Please try again later." });
    }

    const received = await Promise.all(sink.accepted.map(({ raw }) => simpleParser(raw)));
    const receivedTokens = received.map((mail) => /^Reference (\S+)$/m.exec(mail.text ?? "")?.[1]);
    // Every acknowledged message is whole: its own token at both ends and every line between.
    received.forEach((mail, index) => {
      const token = receivedTokens[index] ?? "missing";
      expect(mail.text).toContain(messageFor(token));
    });

    const sent = results.filter((result) => result.status === 200).map((result) => result.token);
    const failed = results.filter((result) => result.status === 502).map((result) => result.token);
    // Nothing can be acknowledged after the drop, so exactly the messages before it are 200s.
    expect(sent).toHaveLength(ACKNOWLEDGED_BEFORE_DROP);
    expect(failed).toHaveLength(SUBMISSIONS - ACKNOWLEDGED_BEFORE_DROP);
    // Each 200 is one message at the sink, and no 502 left one there.
    expect([...receivedTokens].sort()).toEqual([...sent].sort());
    for (const token of failed) expect(receivedTokens).not.toContain(token);
  }, 30_000);

  it("answers 502 to every request once the server has gone, and fails fast", async () => {
    sink = await startSmtpSink();
    sink.drop();
    const handler = createHandler({
      environment: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), CONTACT_MIN_FILL_MS: "0" },
      workingDirectory: () => "/nonexistent-site",
      rateLimiter: createRateLimiter(),
      logError: () => undefined,
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = fakeResponse();
        await handler(jsonRequest(validFields, { ip: `198.51.100.${index + 1}` }), response);
        return response.statusCode;
      }),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 502));
    expect(sink.accepted).toHaveLength(0);
  }, 30_000);
});
