/** @jest-environment node */
// The mail server dropping mid-run: every enquiry is stored and answered with success; exactly the
// acknowledged ones are marked sent, nothing arrives half-sent, and once a server is back one
// delivery pass mails the rest, each once.
import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { createHandler } from "../../../src/api/send-email";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import { readContactSettings } from "../../../src/lib/contact/settings";
import { sendBySmtp } from "../../../src/lib/contact/smtp-delivery";
import { deliverDueLeads } from "../../../src/lib/leads/delivery";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { fakeResponse, jsonRequest, leadsIn, memoryRecords, validFields } from "./fakes";
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

  it("answers every request 200, marks sent exactly the acknowledged messages, and mails the rest once when a server is back", async () => {
    sink = await startSmtpSink({
      onProgress: (current) => {
        if (current.accepted.length >= ACKNOWLEDGED_BEFORE_DROP) current.drop();
      },
    });
    const records = memoryRecords();
    const handler = createHandler({
      environment: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), CONTACT_MIN_FILL_MS: "0" },
      workingDirectory: () => "/nonexistent-site",
      rateLimiter: createRateLimiter(),
      leadStore: () => createLeadStore(records),
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
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true });
    }

    const received = await Promise.all(sink.accepted.map(({ raw }) => simpleParser(raw)));
    const receivedTokens = received.map((mail) => /^Reference (\S+)$/m.exec(mail.text ?? "")?.[1]);
    // Every acknowledged message is whole: its own token at both ends and every line between.
    received.forEach((mail, index) => {
      const token = receivedTokens[index] ?? "missing";
      expect(mail.text).toContain(messageFor(token));
    });

    const leads = leadsIn(records);
    expect(leads).toHaveLength(SUBMISSIONS);
    const tokenOf = (text: string) => /^Reference (\S+)$/m.exec(text)?.[1];
    const sent = leads.filter((lead) => lead.state.status === "sent").map((lead) => tokenOf(lead.message.message));
    const pending = leads.filter((lead) => lead.state.status === "pending").map((lead) => tokenOf(lead.message.message));
    // Nothing can be acknowledged after the drop, so exactly the messages before it are sent.
    expect(sent).toHaveLength(ACKNOWLEDGED_BEFORE_DROP);
    expect(pending).toHaveLength(SUBMISSIONS - ACKNOWLEDGED_BEFORE_DROP);
    expect([...receivedTokens].sort()).toEqual([...sent].sort());

    // A server again (the sink's replacement): one pass mails every pending lead, and only those.
    const back = await startSmtpSink();
    try {
      const settings = readContactSettings({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(back.port) }, "/");
      const report = await deliverDueLeads(
        { store: createLeadStore(records), settings: { ...settings, smtp: settings.smtp! }, sendMail: sendBySmtp, now: Date.now, logError: () => undefined, retryDelayMs: 60_000 },
        { owner: "test-pass", endBy: Date.now() + 60_000, budgetMs: 5_000 },
      );
      expect(report).toMatchObject({ sent: SUBMISSIONS - ACKNOWLEDGED_BEFORE_DROP, failed: 0, pending: 0 });
      const resent = await Promise.all(back.accepted.map(async ({ raw }) => tokenOf((await simpleParser(raw)).text ?? "")));
      expect([...resent].sort()).toEqual([...pending].sort());
      expect(new Set([...resent, ...receivedTokens]).size).toBe(SUBMISSIONS);
    } finally {
      await back.close();
    }
  }, 30_000);

  it("answers success to every request once the server has gone, and keeps every lead pending", async () => {
    sink = await startSmtpSink();
    sink.drop();
    const records = memoryRecords();
    const handler = createHandler({
      environment: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), CONTACT_MIN_FILL_MS: "0" },
      workingDirectory: () => "/nonexistent-site",
      rateLimiter: createRateLimiter(),
      leadStore: () => createLeadStore(records),
      logError: () => undefined,
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = fakeResponse();
        await handler(jsonRequest({ ...validFields, message: messageFor(String(index)) }, { ip: `198.51.100.${index + 1}` }), response);
        return response.statusCode;
      }),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    expect(sink.accepted).toHaveLength(0);
    expect(leadsIn(records).map((lead) => lead.state.status)).toEqual(Array.from({ length: 10 }, () => "pending"));
  }, 30_000);
});
