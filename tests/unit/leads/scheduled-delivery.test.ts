// The scheduled function's pass: a lead left unmailed past the alert is reported at error level,
// with its count and age, and a lead inside the alert is not.
import type { SendMail } from "../../../src/lib/contact/smtp-delivery";
import { leadId, newLead } from "../../../src/lib/leads/lead";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { runScheduledDelivery } from "../../../src/lib/leads/scheduled-delivery";
import { memoryRecords, validFields } from "../contact/fakes";

const NOW = Date.UTC(2026, 10, 28, 12, 0);
const mailDown: SendMail = async () => {
  throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
};

async function passWithLeadReceived(minutesAgo: number) {
  const store = createLeadStore(memoryRecords());
  const receivedAt = NOW - minutesAgo * 60_000;
  await store.put(newLead(leadId(validFields, null, receivedAt), validFields, receivedAt, null));
  const errors: string[] = [];
  await runScheduledDelivery({
    environment: { SMTP_HOST: "smtp.test", CONTACT_PENDING_ALERT_MINUTES: "30" },
    store,
    sendMail: mailDown,
    now: () => NOW,
    log: () => {},
    logError: (line) => errors.push(line),
  });
  return errors;
}

describe("the scheduled delivery pass", () => {
  it("logs a lead unmailed past the alert at error level, with the count and the oldest's age", async () => {
    const errors = await passWithLeadReceived(45);
    expect(errors).toContain("[deliver-leads] 1 lead(s) not mailed; the oldest has waited 45 min, past the 30 min alert");
  });

  it("says nothing of a lead still inside the alert", async () => {
    const errors = await passWithLeadReceived(10);
    expect(errors.some((line) => line.includes("not mailed"))).toBe(false);
  });
});
