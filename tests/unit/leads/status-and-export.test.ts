/** @jest-environment node */
// What the agency and its monitor read: GET /api/lead-status behind its token, and the exports of
// `npm run leads`.
import { createStatusHandler } from "../../../src/api/lead-status";
import { leadsAsCsv, leadsAsJson } from "../../../src/lib/leads/export";
import { type Lead, leadId, newLead } from "../../../src/lib/leads/lead";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { memoryRecords, validFields } from "../contact/fakes";

const NOW = Date.UTC(2025, 6, 11, 15, 30);
const TOKEN = "a-monitor-token-of-some-length";
const lead = (message: string, receivedAt: number): Lead =>
  newLead(leadId({ ...validFields, message }, null, receivedAt), { ...validFields, message }, receivedAt, null);

function statusOf(environment: Record<string, string>, leads: Lead[] = []) {
  const records = memoryRecords();
  const store = createLeadStore(records);
  const handler = createStatusHandler({ environment, now: () => NOW, leadStore: () => store, logError: () => undefined });
  return async (authorization?: string, method = "GET") => {
    for (const each of leads) await store.put(each);
    const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
    await handler(
      { method, headers: authorization ? { authorization } : {} },
      { status: (code) => (answer.status = code), setHeader: (name, value) => (answer.headers[name.toLowerCase()] = value), json: (body) => (answer.body = body) },
    );
    return answer;
  };
}

describe("GET /api/lead-status", () => {
  const withMail = { SMTP_HOST: "smtp.test", CONTACT_STATUS_TOKEN: TOKEN, CONTACT_PENDING_ALERT_MINUTES: "30" };

  it("is absent without a token set, or with one too short to be a secret", async () => {
    expect((await statusOf({})(`Bearer ${TOKEN}`)).status).toBe(404);
    expect((await statusOf({ CONTACT_STATUS_TOKEN: "short" })("Bearer short")).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const status = statusOf(withMail);
    expect((await status()).status).toBe(401);
    expect((await status(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await status(TOKEN)).headers["www-authenticate"]).toMatch(/^Bearer/);
  });

  it("answers 200 with the count and the oldest's age while none is overdue, 503 once one is", async () => {
    const fresh = await statusOf(withMail, [lead("Ten minutes old.", NOW - 600_000), lead("One minute old.", NOW - 60_000)])(`Bearer ${TOKEN}`);
    expect(fresh).toMatchObject({ status: 200, body: { ok: true, pending: 2, oldestPendingSeconds: 600, alertAfterSeconds: 1800, mail: "smtp" } });
    expect(fresh.headers["cache-control"]).toBe("no-store");

    const late = await statusOf(withMail, [lead("Forty minutes old.", NOW - 2_400_000)])(`Bearer ${TOKEN}`);
    expect(late).toMatchObject({ status: 503, body: { ok: false, pending: 1, oldestPendingSeconds: 2400 } });
  });

  it("counts kept leads without judging them when no mail server is set", async () => {
    const kept = await statusOf({ CONTACT_STATUS_TOKEN: TOKEN }, [lead("A day old.", NOW - 86_400_000)])(`Bearer ${TOKEN}`);
    expect(kept).toMatchObject({ status: 200, body: { ok: true, pending: 1, mail: "off" } });
  });
});

describe("npm run leads' exports", () => {
  const hostile = newLead("0123456789abcdef0123456789abcdef", { firstName: "Ann", lastName: "Lee", email: "=cmd@example.com", message: '=HYPERLINK("http://x")\n"quoted", and more' }, NOW, null);

  it("writes CSV a spreadsheet reads as text: quoted where needed, no cell a formula", () => {
    const csv = leadsAsCsv([hostile]);
    expect(csv).toBe(
      "id,receivedAt,status,attempts,sentAt,messageId,firstName,lastName,email,message\r\n" +
        `0123456789abcdef0123456789abcdef,2025-07-11T15:30:00.000Z,pending,0,,,Ann,Lee,'=cmd@example.com,"'=HYPERLINK(""http://x"")\n""quoted"", and more"\r\n`,
    );
  });

  it("writes JSON with the same fields", () => {
    expect(JSON.parse(leadsAsJson([hostile]))).toEqual([
      expect.objectContaining({ id: hostile.id, status: "pending", email: "=cmd@example.com", message: hostile.message.message }),
    ]);
  });
});
