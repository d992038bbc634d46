/** @jest-environment node */
// The default delivery: one complete .eml per accepted message in the outbox folder, and nothing half-written.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createHandler } from "../../../src/api/send-email";
import { composeContactMail } from "../../../src/lib/contact/compose-mail";
import { outboxFileName, storeInOutbox } from "../../../src/lib/contact/outbox-delivery";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import type { Environment } from "../../../src/lib/contact/settings";
import { fakeResponse, formRequest, jsonRequest, temporaryFolder, validFields } from "./fakes";

const EML_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}\.eml$/;

function handlerFor(environment: Environment, workingDirectory: string) {
  const handler = createHandler({
    environment,
    workingDirectory: () => workingDirectory,
    rateLimiter: createRateLimiter(),
    logError: () => undefined,
  });
  return async (request: Parameters<typeof handler>[0]) => {
    const response = fakeResponse();
    await handler(request, response);
    return response;
  };
}

describe("delivery to the outbox", () => {
  let folder: Awaited<ReturnType<typeof temporaryFolder>>;

  beforeEach(async () => {
    folder = await temporaryFolder("outbox");
  });

  afterEach(async () => {
    await folder.remove();
  });

  it("is the default: writes one complete .eml into ./outbox, creating it, and leaves no temp file", async () => {
    const send = handlerFor({}, folder.dir);
    const response = await send(jsonRequest({ ...validFields, message: "Please call me back <soon> & thanks." }));
    expect(response.statusCode).toBe(200);

    const outbox = path.join(folder.dir, "outbox");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(EML_NAME);

    const file = path.join(outbox, files[0] ?? "");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(await readFile(file));
    expect(mail.to).toMatchObject({ value: [{ address: "sales@northlime.example" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "website@northlime.example" }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: "ann.lee@example.com", name: "Ann Lee" }] });
    expect(mail.subject).toBe("Website enquiry from Ann Lee");
    expect(mail.text).toContain("Please call me back <soon> & thanks.");
    expect(mail.html).toContain("Please call me back &lt;soon&gt; &amp; thanks.");
    expect(mail.messageId).toBeTruthy();
  });

  it("writes to CONTACT_OUTBOX_DIR, one file per message, for the plain form too", async () => {
    const outbox = path.join(folder.dir, "nested", "spool");
    const send = handlerFor({ CONTACT_OUTBOX_DIR: outbox }, "/nonexistent-site");
    expect((await send(jsonRequest(validFields))).statusCode).toBe(200);
    expect((await send(formRequest(validFields))).statusCode).toBe(303);
    const files = await readdir(outbox);
    expect(files).toHaveLength(2);
    files.forEach((name) => expect(name).toMatch(EML_NAME));
  });

  it("stores nothing for a bot or an invalid message", async () => {
    const send = handlerFor({ CONTACT_OUTBOX_DIR: folder.dir }, "/nonexistent-site");
    expect((await send(jsonRequest({ ...validFields, website: "spam" }))).statusCode).toBe(200);
    expect((await send(jsonRequest({ ...validFields, email: "nope" }))).statusCode).toBe(400);
    expect(await readdir(folder.dir)).toEqual([]);
  });

  it("answers 500 when the outbox cannot be created, and stores nothing", async () => {
    const blocker = path.join(folder.dir, "not-a-folder");
    await writeFile(blocker, "");
    const send = handlerFor({ CONTACT_OUTBOX_DIR: blocker }, "/nonexistent-site");
    const response = await send(jsonRequest(validFields));
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({ ok: false, error: "The message could not be sent. Please try again later." });
    expect(await readdir(folder.dir)).toEqual(["not-a-folder"]);
  });

  it("names files by time, sortably and without colons", () => {
    expect(outboxFileName(new Date("2025-07-11T15:30:00.000Z"), "0123456789ab")).toBe(
      "2025-07-11T15-30-00.000Z-0123456789ab.eml",
    );
  });

  it("returns the path of the stored message", async () => {
    const mail = composeContactMail(validFields, { recipient: "sales@northlime.example", sender: "website@northlime.example" }, new Date());
    const stored = await storeInOutbox(mail, folder.dir, new Date("2025-07-11T15:30:00.000Z"));
    expect(path.dirname(stored)).toBe(folder.dir);
    expect(path.basename(stored)).toMatch(/^2025-07-11T15-30-00\.000Z-[0-9a-f]{12}\.eml$/);
    expect(await readdir(folder.dir)).toEqual([path.basename(stored)]);
  });
});
