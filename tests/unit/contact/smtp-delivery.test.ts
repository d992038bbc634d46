/** @jest-environment node */
// Real SMTP: the handler delivers to a local smtp-server, and a dead or silent server fails fast.
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { createHandler } from "../../../src/api/send-email";
import { composeContactMail } from "../../../src/lib/contact/compose-mail";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import type { Environment } from "../../../src/lib/contact/settings";
import { sendBySmtp } from "../../../src/lib/contact/smtp-delivery";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { fakeResponse, jsonRequest, leadsIn, memoryRecords, validFields } from "./fakes";

interface Received {
  raw: Buffer;
  mailFrom: string | false;
  rcptTo: string[];
  user: string | undefined;
}

/** An SMTP server on 127.0.0.1 without TLS that keeps what it receives; login optional but checked when given. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          raw: Buffer.concat(chunks),
          mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port that nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function handlerFor(environment: Environment) {
  const records = memoryRecords();
  const handler = createHandler({
    environment,
    workingDirectory: () => "/nonexistent-site",
    rateLimiter: createRateLimiter(),
    leadStore: () => createLeadStore(records),
    logError: () => undefined,
  });
  const send = async (request: Parameters<typeof handler>[0]) => {
    const response = fakeResponse();
    await handler(request, response);
    return response;
  };
  return Object.assign(send, { leads: () => leadsIn(records) });
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);

describe("delivery by SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeEach(async () => {
    smtp = await startSmtpServer();
  });

  afterEach(async () => {
    await smtp.close();
  });

  it("arrives exactly once with the fixed route, the visitor as Reply-To, and both parts", async () => {
    const send = handlerFor({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_USER: "mailer", SMTP_PASS: "s3cret" });
    const message = "Hello,\nwe need a <new> website & SEO.\nThanks!";
    const response = await send(jsonRequest({ ...validFields, firstName: "Zoë", lastName: "O'Neill", message }));

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);

    const [delivery] = smtp.received;
    expect(delivery?.user).toBe("mailer");
    // The envelope, which decides where the mail really goes, holds only our addresses.
    expect(delivery?.mailFrom).toBe("website@northlime.example");
    expect(delivery?.rcptTo).toEqual(["sales@northlime.example"]);

    const mail: ParsedMail = await simpleParser(delivery?.raw ?? Buffer.alloc(0));
    expect(addresses(mail.to)).toEqual([{ address: "sales@northlime.example", name: "" }]);
    expect(addresses(mail.from)).toEqual([{ address: "website@northlime.example", name: "Northlime Website" }]);
    expect(mail.replyTo?.value).toEqual([{ address: "ann.lee@example.com", name: "Zoë O'Neill" }]);
    expect(mail.subject).toBe("Website enquiry from Zoë O'Neill");
    expect(mail.text).toContain(message);
    expect(mail.html).toContain("we need a &lt;new&gt; website &amp; SEO.");
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
  });

  it("sends without a login when SMTP_USER is unset, to CONTACT_TO from CONTACT_FROM", async () => {
    const send = handlerFor({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      CONTACT_TO: "leads@northlime.example",
      CONTACT_FROM: "Site <site@northlime.example>",
    });
    expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.user).toBeUndefined();
    expect(smtp.received[0]?.rcptTo).toEqual(["leads@northlime.example"]);
    expect(smtp.received[0]?.mailFrom).toBe("site@northlime.example");
  });

  it("sends nothing for a header-injection attempt", async () => {
    const send = handlerFor({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
    const response = await send(jsonRequest({ ...validFields, firstName: "Ann\r\nBcc: victim@example.com" }));
    expect(response.statusCode).toBe(400);
    expect(smtp.received).toHaveLength(0);
  });

  it("keeps the lead pending, and answers success, when the server refuses the login", async () => {
    const send = handlerFor({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_USER: "mailer", SMTP_PASS: "wrong" });
    const response = await send(jsonRequest(validFields));
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);
    expect(send.leads()).toEqual([expect.objectContaining({ state: expect.objectContaining({ status: "pending", attempts: 1, lastError: "EAUTH" }) })]);
  });
});

describe("an SMTP server that is down", () => {
  it("leaves the lead pending with the connection's error, and the visitor sees success", async () => {
    const send = handlerFor({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await closedPort()) });
    const response = await send(jsonRequest(validFields));
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(send.leads()).toEqual([expect.objectContaining({ state: expect.objectContaining({ status: "pending", lastError: "ESOCKET" }) })]);
  });

  it("stops an attempt at its budget, even while each step's own timeout has not run out", async () => {
    // The clock is Jest's, so the budget is read against the timers the attempt set, not against
    // how busy the computer is; the sockets, and the callbacks nodemailer defers with setImmediate,
    // stay real.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    const silent = net.createServer(() => undefined).listen(0, "127.0.0.1");
    const connections = new Set<net.Socket>();
    silent.on("connection", (socket) => connections.add(socket));
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    const mail = composeContactMail(validFields, { recipient: "sales@northlime.example", sender: "website@northlime.example" }, new Date());
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    try {
      let outcome: unknown = "under way";
      const attempt = sendBySmtp(mail, { host: "127.0.0.1", port, secure: false, auth: null }, 300, {
        connectionTimeout: 60_000,
        greetingTimeout: 60_000,
        socketTimeout: 60_000,
      });
      attempt.then(
        () => (outcome = "sent"),
        (error: unknown) => (outcome = error),
      );
      // Connected, and never greeted: only a timer can end the attempt now.
      await once(silent, "connection");
      await jest.advanceTimersByTimeAsync(299);
      await settled();
      expect(outcome).toBe("under way");
      await jest.advanceTimersByTimeAsync(1);
      await settled();
      expect(outcome).toMatchObject({ code: "EBUDGET" });
    } finally {
      jest.useRealTimers();
      for (const socket of connections) socket.destroy();
      silent.close();
    }
  });
});
