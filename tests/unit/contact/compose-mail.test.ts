/** @jest-environment node */
// The composed mail: fixed route, visitor as Reply-To only, escaped HTML, and no header a visitor can add.
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import type { SendMailOptions } from "nodemailer";
import { composeContactMail, headerText } from "../../../src/lib/contact/compose-mail";
import type { ContactMessage } from "../../../src/lib/contact-schema";

const route = { recipient: "sales@northlime.example", sender: "Northlime Website <website@northlime.example>" };
const sentAt = new Date("2025-07-11T15:30:00.000Z");

async function build(mail: SendMailOptions) {
  const raw = await new MailComposer(mail).compile().build();
  const headerBlock = raw.toString("utf8").split("\r\n\r\n")[0] ?? "";
  // Unfold continuation lines, then name each header.
  const headerNames = headerBlock
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
  return { raw, headerNames, parsed: await simpleParser(raw) };
}

describe("composeContactMail", () => {
  const message: ContactMessage = {
    firstName: "Zoë",
    lastName: "O'Neill",
    email: "zoe@example.com",
    message: "Hello <team> & \"friends\",\nwe'd like a <script>alert(1)</script> quote.",
  };

  it("sends to the fixed recipient from the fixed sender, with the visitor as Reply-To", async () => {
    const { parsed } = await build(composeContactMail(message, route, sentAt));
    expect(parsed.to).toMatchObject({ value: [{ address: "sales@northlime.example" }] });
    expect(parsed.from).toMatchObject({ value: [{ address: "website@northlime.example", name: "Northlime Website" }] });
    expect(parsed.replyTo).toMatchObject({ value: [{ address: "zoe@example.com", name: "Zoë O'Neill" }] });
    expect(parsed.subject).toBe("Website enquiry from Zoë O'Neill");
    expect(parsed.date?.toISOString()).toBe(sentAt.toISOString());
  });

  it("has a plain-text part with the values as typed", async () => {
    const { parsed } = await build(composeContactMail(message, route, sentAt));
    expect(parsed.text).toContain("Name:  Zoë O'Neill");
    expect(parsed.text).toContain("Email: zoe@example.com");
    expect(parsed.text).toContain(message.message);
  });

  it("escapes every visitor value in the HTML part", async () => {
    const hostile: ContactMessage = {
      firstName: "<img src=x onerror=alert(1)>",
      lastName: "\"Lee\"",
      email: "a&b@example.com",
      message: "<script>alert('x')</script>",
    };
    const mail = composeContactMail(hostile, route, sentAt);
    expect(mail.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Lee&quot;");
    expect(mail.html).toContain("a&amp;b@example.com");
  });

  it("lets no visitor value add a header, even one that bypassed the schema", async () => {
    const injected: ContactMessage = {
      firstName: "Ann\r\nBcc: victim@example.com",
      lastName: "Lee\nX-Injected: yes\u2028To: other@example.com",
      email: "ann@example.com\r\nBcc: victim2@example.com",
      message: "Body\r\n\r\nBcc: victim3@example.com",
    };
    const { headerNames, parsed } = await build(composeContactMail(injected, route, sentAt));

    expect(headerNames).not.toContain("bcc");
    expect(headerNames).not.toContain("x-injected");
    for (const name of ["to", "from", "reply-to", "subject"]) {
      expect(headerNames.filter((header) => header === name)).toHaveLength(1);
    }
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.to).toMatchObject({ value: [{ address: "sales@northlime.example" }] });
    expect(parsed.headers.has("x-injected")).toBe(false);
    expect(parsed.subject).toBe("Website enquiry from Ann Bcc: victim@example.com Lee X-Injected: yes To: other@example.com");
    expect(parsed.replyTo?.value).toHaveLength(1);
    // Left to nodemailer alone, the smuggled text would survive as a quoted local part with a line fold in it.
    expect(parsed.replyTo?.value[0]?.address).not.toMatch(/\s/);
  });

  it("keeps the SMTP envelope to the fixed route", () => {
    const mail = composeContactMail(message, route, sentAt);
    expect(mail.envelope).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
    expect(mail.to).toBe(route.recipient);
    expect(mail.from).toBe(route.sender);
  });
});

describe("headerText", () => {
  it("turns every line-breaking or control character into one space", () => {
    expect(headerText(" a\r\nb\u0000c\u0085d\u2029e\tf ")).toBe("a b c d e f");
  });
});
