/** @jest-environment node */
// Reading the contact settings from an environment: defaults, parsing and loud failures.
import path from "node:path";
import { readContactSettings } from "../../../src/lib/contact/settings";

const cwd = path.join(path.sep, "srv", "site");

describe("readContactSettings", () => {
  it("defaults to the outbox, the fixed addresses and the documented limits", () => {
    expect(readContactSettings({}, cwd)).toEqual({
      smtp: null,
      recipient: "sales@northlime.example",
      sender: "Northlime Website <website@northlime.example>",
      outboxDir: path.join(cwd, "outbox"),
      retryIntervalMs: 60_000,
      pendingAlertMs: 30 * 60_000,
      retentionMs: 90 * 86_400_000,
      statusToken: null,
      rateLimit: { max: 5, windowMs: 600_000 },
      minFillMs: 3000,
      trustProxy: false,
    });
  });

  it("treats empty values as unset", () => {
    const settings = readContactSettings({ SMTP_HOST: "", CONTACT_TO: " ", CONTACT_RATE_LIMIT_MAX: "" }, cwd);
    expect(settings.smtp).toBeNull();
    expect(settings.recipient).toBe("sales@northlime.example");
    expect(settings.rateLimit.max).toBe(5);
  });

  it("reads every setting", () => {
    const settings = readContactSettings(
      {
        SMTP_HOST: "smtp.example.net",
        SMTP_PORT: "2525",
        SMTP_SECURE: "false",
        SMTP_USER: "mailer",
        SMTP_PASS: " secret ",
        CONTACT_TO: "leads@example.net",
        CONTACT_FROM: "Site <site@example.net>",
        CONTACT_OUTBOX_DIR: "/var/spool/site-outbox",
        CONTACT_RATE_LIMIT_MAX: "2",
        CONTACT_RATE_LIMIT_WINDOW_MS: "1000",
        CONTACT_MIN_FILL_MS: "0",
        CONTACT_TRUST_PROXY: "1",
        CONTACT_RETRY_SECONDS: "5",
        CONTACT_PENDING_ALERT_MINUTES: "10",
        CONTACT_LEAD_RETENTION_DAYS: "30",
        CONTACT_STATUS_TOKEN: "t0ken-of-the-status-endpoint",
      },
      cwd,
    );
    expect(settings).toEqual({
      smtp: { host: "smtp.example.net", port: 2525, secure: false, auth: { user: "mailer", pass: " secret " } },
      recipient: "leads@example.net",
      sender: "Site <site@example.net>",
      outboxDir: path.resolve("/var/spool/site-outbox"),
      retryIntervalMs: 5_000,
      pendingAlertMs: 10 * 60_000,
      retentionMs: 30 * 86_400_000,
      statusToken: "t0ken-of-the-status-endpoint",
      rateLimit: { max: 2, windowMs: 1000 },
      minFillMs: 0,
      trustProxy: true,
    });
  });

  it("picks the SMTP port from SMTP_SECURE when none is given, and needs no login", () => {
    expect(readContactSettings({ SMTP_HOST: "h", SMTP_SECURE: "true" }, cwd).smtp).toEqual({
      host: "h",
      port: 465,
      secure: true,
      auth: null,
    });
    expect(readContactSettings({ SMTP_HOST: "h" }, cwd).smtp?.port).toBe(587);
  });

  it("resolves a relative outbox against the working directory", () => {
    expect(readContactSettings({ CONTACT_OUTBOX_DIR: "var/outbox" }, cwd).outboxDir).toBe(path.join(cwd, "var", "outbox"));
  });

  it.each([
    ["SMTP_PORT", "25a", { SMTP_HOST: "h" }],
    ["SMTP_PORT", "0", { SMTP_HOST: "h" }],
    ["SMTP_SECURE", "maybe", { SMTP_HOST: "h" }],
    ["CONTACT_RATE_LIMIT_MAX", "0", {}],
    ["CONTACT_RATE_LIMIT_WINDOW_MS", "-5", {}],
    ["CONTACT_MIN_FILL_MS", "3s", {}],
    ["CONTACT_TRUST_PROXY", "sometimes", {}],
    ["CONTACT_RETRY_SECONDS", "0", {}],
    ["CONTACT_LEAD_RETENTION_DAYS", "ninety", {}],
  ])("names %s when its value %p is malformed", (name, value, rest) => {
    expect(() => readContactSettings({ ...rest, [name]: value }, cwd)).toThrow(name);
  });
});
