/** @jest-environment node */
// Property-based fuzzing of /api/send-email (fast-check): over 10,000 random and hostile bodies, straight into the
// handler for the bulk and through our server's function routes and a real SMTP server for the reading classes.
//
// The run is reproducible: `npm test` always generates the same bodies from a fixed seed, and prints the seed it
// used. A failing property's report names its seed and counterexample path; rerun with that seed to replay it.
//   FUZZ_SEED=<integer>   generate from another seed        FUZZ_SEED=random   a new seed each run (printed)
//   FUZZ_SCALE=<number>   multiply every property's number of runs (and its time limit) by 1 or more, e.g. 10
// e.g. FUZZ_SEED=random FUZZ_SCALE=5 npx jest tests/unit/contact/fuzz.test.ts
import { Buffer } from "node:buffer";
import path from "node:path";
import fc from "fast-check";
import type { SendMailOptions } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import * as z from "zod";
import { type ContactRequest, createHandler } from "../../../src/api/send-email";
import { CONTACT_FIELDS } from "../../../src/lib/contact/fields";
import { CONTACT_FORM_PAGE_CSP } from "../../../src/lib/contact/form-page";
import { CONTACT_SENT_PATH } from "../../../src/lib/contact/form-redirect";
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";
import { CONTACT_BODY_LIMIT_BYTES } from "../../../src/lib/contact/request-body";
import { DEFAULT_RECIPIENT, DEFAULT_SENDER } from "../../../src/lib/contact/settings";
import { createLeadStore } from "../../../src/lib/leads/lead-store";
import { fakeResponse, memoryRecords, type RecordedResponse, temporaryFolder } from "./fakes";
import {
  brokenJson,
  type ContactBody,
  extraMember,
  formContentType,
  formText,
  invalidMembers,
  invalidText,
  jsonContentType,
  jsonText,
  type Member,
  members,
  nonObjectJson,
  otherMethod,
  pollutingMember,
  unsupportedContentType,
  validBody,
  wrongType,
} from "./fuzz-arbitraries";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { type FunctionServer, startFunctionServer } from "./function-server";

/** Every body any property below generated; the file asserts the total at the end. */
let generatedBodies = 0;
/** The seed of every run in `npm test`: the same bodies each time, so a failure is the code's, never the draw's. */
const DEFAULT_SEED = 20_251_125;

function fuzzSeed(setting: string | undefined): number {
  if (setting === undefined || setting === "") return DEFAULT_SEED;
  if (setting === "random") return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(setting);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${JSON.stringify(setting)}`);
  return seed;
}

function fuzzScale(setting: string | undefined): number {
  if (setting === undefined || setting === "") return 1;
  const scale = Number(setting);
  // Never below 1: the file promises at least 10,000 bodies (its last check).
  if (!(scale >= 1) || !Number.isFinite(scale)) throw new Error(`FUZZ_SCALE must be a number of at least 1, not ${JSON.stringify(setting)}`);
  return scale;
}

const SEED = fuzzSeed(process.env.FUZZ_SEED);
const SCALE = fuzzScale(process.env.FUZZ_SCALE);
const runs = (numRuns: number): fc.Parameters<unknown> => ({ numRuns: Math.ceil(numRuns * SCALE), seed: SEED, endOnFailure: false });
/** A property's time limit grows with its number of runs. */
const within = (milliseconds: number) => Math.ceil(milliseconds * SCALE);

beforeAll(() => {
  // Printed whether or not anything fails, so any run can be repeated exactly.
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE}`);
});

// ---------------------------------------------------------------------------------------------
// What a case is, and what the documented contract says must happen to it.

type Encoding = "json bytes" | "json parsed" | "form";

interface FuzzCase {
  method: string;
  contentType: string | undefined;
  /** The bytes on the wire. */
  text: string | Buffer;
  encoding: Encoding;
  /** What must happen. */
  expect: Expectation;
}

type Expectation =
  /** Rejected with one of these statuses; nothing delivered. */
  | { kind: "refused"; statuses: readonly number[] }
  /** The success answer, and nothing delivered (a bot). */
  | { kind: "silently dropped" }
  /** Delivered exactly once, as one of these bodies (several when a key repeats). */
  | { kind: "delivered"; bodies: readonly ContactBody[] }
  /** Either delivered as one of these bodies, or refused with 400: the case repeats a key with a valid and an invalid value. */
  | { kind: "delivered or invalid"; bodies: readonly ContactBody[] };

const byteLength = (text: string | Buffer) => (typeof text === "string" ? Buffer.byteLength(text) : text.length);

/** Over 8 KB is a 413 whatever the body says, before it is read. */
function sized(text: string | Buffer, expectation: Expectation): Expectation {
  return byteLength(text) > CONTACT_BODY_LIMIT_BYTES ? { kind: "refused", statuses: [413] } : expectation;
}

function encode(list: readonly Member[], encoding: Encoding): string {
  return encoding === "form" ? formText(list) : jsonText(list);
}

const contentTypeFor = (encoding: Encoding) => (encoding === "form" ? formContentType : jsonContentType);

/** Shuffles the members, so the fields need not come first or in the form's order. */
const shuffled = (list: readonly Member[]) => fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });

// ---------------------------------------------------------------------------------------------
// What every answer must look like.

const fieldErrors = z
  .partialRecord(z.enum(CONTACT_FIELDS), z.string().min(1))
  .refine((errors) => Object.keys(errors).length > 0, "at least one field error");
const JSON_ANSWERS: Record<number, z.ZodType> = {
  200: z.strictObject({ ok: z.literal(true) }),
  400: z.union([z.strictObject({ ok: z.literal(false), errors: fieldErrors }), z.strictObject({ ok: z.literal(false), error: z.string().min(1) })]),
  405: z.strictObject({ ok: z.literal(false), error: z.string().min(1) }),
  413: z.strictObject({ ok: z.literal(false), error: z.string().min(1) }),
  415: z.strictObject({ ok: z.literal(false), error: z.string().min(1) }),
  429: z.strictObject({ ok: z.literal(false), error: z.string().min(1) }),
  503: z.strictObject({ ok: z.literal(false), error: z.string().min(1) }),
};

/** A JSON answer has the documented shape for its status and survives a JSON round trip unchanged. */
function expectDocumentedJson(status: number, body: unknown): void {
  const schema = JSON_ANSWERS[status];
  if (!schema) throw new Error(`undocumented status ${status} for a JSON answer`);
  expect(schema.safeParse(body).error).toBeUndefined();
  expect(JSON.parse(JSON.stringify(body))).toEqual(body);
}

/** The plain HTML form's answers: a 303 to the sent page, or a whole page that says why. */
function expectDocumentedFormAnswer(response: RecordedResponse): void {
  if (response.statusCode === 303) {
    expect(response.headers.location).toBe(CONTACT_SENT_PATH);
    expect(response.body).toBeUndefined();
    return;
  }
  expect([400, 429, 503]).toContain(response.statusCode);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["content-security-policy"]).toBe(CONTACT_FORM_PAGE_CSP);
  expect(typeof response.body === "string" && response.body.startsWith("<!doctype html>")).toBe(true);
}

const successStatus = (encoding: Encoding) => (encoding === "form" ? 303 : 200);

// ---------------------------------------------------------------------------------------------
// What a delivered mail must look like.

const collapse = (value: string) => value.trim().replace(/\s+/g, " ");
const HEADER_BREAKING = /[\r\n\u0085\u2028\u2029]/;
const ALLOWED_HEADERS = new Set(["content-type", "from", "to", "reply-to", "subject", "message-id", "date", "mime-version", "content-transfer-encoding"]);
const SINGLE_HEADERS = ["from", "to", "reply-to", "subject", "date", "message-id"];

/** The header block of a raw message as name-value pairs, folded lines joined. */
function headerFields(raw: string): Array<[string, string]> {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n"));
  const unfolded = block.replace(/\r\n[ \t]/g, " ");
  return unfolded.split("\r\n").map((line) => {
    const colon = line.indexOf(":");
    expect(colon).toBeGreaterThan(0);
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}

/** The raw message carries only our headers, once each, to our recipient: nothing a visitor typed added one. */
function expectCleanHeaders(raw: string): void {
  const fields = headerFields(raw);
  for (const [name] of fields) expect(ALLOWED_HEADERS).toContain(name);
  for (const name of SINGLE_HEADERS) expect(fields.filter(([field]) => field === name)).toHaveLength(1);
  expect(fields.find(([name]) => name === "to")?.[1]).toBe(DEFAULT_RECIPIENT);
}

/** Which of the candidate bodies a composed mail carries; fails when it is none of them. */
function matchingBody(mail: SendMailOptions, bodies: readonly ContactBody[]): ContactBody {
  const replyTo = mail.replyTo as { name: string; address: string };
  for (const value of [mail.subject, replyTo.name, replyTo.address, mail.to, mail.from]) {
    expect(typeof value === "string" && !HEADER_BREAKING.test(value)).toBe(true);
  }
  expect(mail.to).toBe(DEFAULT_RECIPIENT);
  expect(mail.from).toBe(DEFAULT_SENDER);
  expect(mail.cc).toBeUndefined();
  expect(mail.bcc).toBeUndefined();
  const match = bodies.find(
    (body) =>
      replyTo.address === body.email.trim() &&
      mail.subject === `Website enquiry from ${collapse(`${body.firstName} ${body.lastName}`)}` &&
      typeof mail.text === "string" &&
      mail.text.includes(body.token),
  );
  expect(match).toBeDefined();
  return match as ContactBody;
}

// ---------------------------------------------------------------------------------------------
// Object.prototype must come out of every case as it went in.

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(typeof probe.toString).toBe("function");
  expect(typeof probe.hasOwnProperty).toBe("function");
}

// ---------------------------------------------------------------------------------------------
// The cases.

const withExtras = (body: ContactBody) => fc.array(extraMember, { maxLength: 4 }).chain((extras) => shuffled([...members(body), ...extras]));

/** A valid body, with extra and prototype-polluting members, in either encoding. */
const validCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(validBody, fc.constantFrom<Encoding>("json bytes", "json parsed", "form"))
  .chain(([body, encoding]) =>
    fc.tuple(fc.constant(body), fc.constant(encoding), withExtras(body), contentTypeFor(encoding)),
  )
  .map(([body, encoding, list, contentType]) => {
    const text = encode(list, encoding);
    return { method: "POST", contentType, text, encoding, expect: sized(text, { kind: "delivered", bodies: [body] }) };
  });

/** A body broken in one or more fields (wrong types only in JSON, where a type survives the trip). */
const invalidCase: fc.Arbitrary<FuzzCase> = invalidMembers
  .chain(({ members: list, stringsOnly }) =>
    fc.tuple(
      fc.array(extraMember, { maxLength: 3 }).chain((extras) => shuffled([...list, ...extras])),
      fc.constantFrom<Encoding>(...(stringsOnly ? (["json bytes", "json parsed", "form"] as const) : (["json bytes", "json parsed"] as const))),
    ),
  )
  .chain(([list, encoding]) => contentTypeFor(encoding).map((contentType) => ({ list, encoding, contentType })))
  .map(({ list, encoding, contentType }) => {
    const text = encode(list, encoding);
    return { method: "POST", contentType, text, encoding, expect: sized(text, { kind: "refused", statuses: [400] }) };
  });

/**
 * A field sent twice. With two valid values either may win. With a valid and an invalid one, the
 * answer is either the valid value delivered or a 400: never the invalid value delivered.
 */
const duplicatedKeyCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(fc.constantFrom(...CONTACT_FIELDS), fc.constantFrom<Encoding>("json bytes", "json parsed", "form"))
  .chain(([field, encoding]) =>
    fc.record({
      field: fc.constant(field),
      encoding: fc.constant(encoding),
      body: validBody,
      other: validBody,
      // A form carries only text, so its invalid values are invalid text.
      invalid: encoding === "form" ? invalidText(field) : fc.oneof(invalidText(field), wrongType),
      secondValid: fc.boolean(),
      contentType: contentTypeFor(encoding),
    }),
  )
  .map(({ field, encoding, body, other, invalid, secondValid, contentType }): FuzzCase => {
    const text = encode([...members(body), [field, secondValid ? other[field] : invalid]], encoding);
    const alternative: ContactBody = { ...body, [field]: other[field], token: field === "message" ? other.token : body.token };
    const expectation: Expectation = secondValid
      ? { kind: "delivered", bodies: [body, alternative] }
      : { kind: "delivered or invalid", bodies: [body] };
    return { method: "POST", contentType, text, encoding, expect: sized(text, expectation) };
  });

/** Text that is not a JSON object: broken JSON, JSON of another type, random bytes and broken UTF-8. */
const notAnObjectCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fc.oneof(
      brokenJson,
      nonObjectJson,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      validBody.map((body) => Buffer.concat([Buffer.from(jsonText(members(body)).slice(0, -1)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')])),
    ),
    jsonContentType,
  )
  .map(([text, contentType]) => ({ method: "POST", contentType, text, encoding: "json bytes" as const, expect: sized(text, { kind: "refused", statuses: [400] }) }));

/** A content type the function does not take, or a method other than POST: refused whatever the body. */
const wrongEnvelopeCase: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc.tuple(validBody, unsupportedContentType, fc.constantFrom<Encoding>("json bytes", "form")).map(([body, contentType, encoding]) => ({
    method: "POST",
    contentType,
    text: encode(members(body), encoding),
    encoding,
    expect: { kind: "refused" as const, statuses: [415] },
  })),
  fc.tuple(validBody, otherMethod, jsonContentType).map(([body, method, contentType]) => ({
    method,
    contentType,
    text: jsonText(members(body)),
    encoding: "json bytes" as const,
    expect: { kind: "refused" as const, statuses: [405] },
  })),
);

/** The hidden field filled in: a bot, told it succeeded, and nothing sent. */
const botCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(validBody, fc.oneof(fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ""), fc.constantFrom("http://spam.example", "x")), fc.constantFrom<Encoding>("json bytes", "json parsed", "form"))
  .chain(([body, website, encoding]) => fc.tuple(fc.constant(encoding), shuffled([...members(body), ["website", website]]), contentTypeFor(encoding)))
  .map(([encoding, list, contentType]) => {
    const text = encode(list, encoding);
    return { method: "POST", contentType, text, encoding, expect: sized(text, { kind: "silently dropped" }) };
  });

/** Bodies over 8 KB: long fields, long unknown fields, many members. */
const hugeCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    validBody,
    fc.oneof(
      fc.integer({ min: CONTACT_BODY_LIMIT_BYTES, max: 60_000 }).map((size): Member => ["message", "x".repeat(size)]),
      // Escaped as \u0001 in JSON (6 bytes) and %01 in a form (3 bytes).
      fc.integer({ min: CONTACT_BODY_LIMIT_BYTES, max: 60_000 }).map((size): Member => ["padding", "\u0001".repeat(Math.ceil(size / 3))]),
      fc.integer({ min: CONTACT_BODY_LIMIT_BYTES / 2, max: 20_000 }).map((size): Member => ["firstName", "é".repeat(size)]),
      fc.integer({ min: Math.ceil(CONTACT_BODY_LIMIT_BYTES / 3), max: 10_000 }).map((count): Member => ["list", Array.from({ length: count }, (_, index) => index)]),
    ),
    fc.constantFrom<Encoding>("json bytes", "json parsed", "form"),
  )
  .chain(([body, huge, encoding]) => contentTypeFor(encoding).map((contentType) => ({ body, huge, encoding, contentType })))
  .map(({ body, huge, encoding, contentType }) => {
    const text = encode([...members(body), huge], encoding);
    return { method: "POST", contentType, text, encoding, expect: { kind: "refused" as const, statuses: [413] } };
  });

// ---------------------------------------------------------------------------------------------
// Straight into the handler: the bulk of the cases, with delivery recorded and the mail rendered.

describe("fuzzing the handler", () => {
  const delivered: SendMailOptions[] = [];
  let nextAddress = 0;
  const handler = createHandler({
    environment: { SMTP_HOST: "smtp.test", CONTACT_MIN_FILL_MS: "0" },
    workingDirectory: () => "/nonexistent-site",
    rateLimiter: createRateLimiter(),
    // A store of its own for each case: the same body drawn twice is two cases here, not a repeat.
    leadStore: () => createLeadStore(memoryRecords()),
    sendMail: async (mail) => {
      delivered.push(mail);
      return { messageId: String(mail.messageId), response: "250 OK" };
    },
    logError: () => undefined,
  });

  function request(fuzz: FuzzCase): ContactRequest {
    const bytes = typeof fuzz.text === "string" ? Buffer.from(fuzz.text) : fuzz.text;
    const headers: Record<string, string> = { "content-length": String(bytes.length) };
    if (fuzz.contentType !== undefined) headers["content-type"] = fuzz.contentType;
    // "json parsed" is the body as Gatsby's JSON parser leaves it: an object, not bytes.
    let body: unknown = bytes;
    if (fuzz.encoding === "json parsed") {
      try {
        body = JSON.parse(bytes.toString("utf8"));
      } catch {
        body = bytes;
      }
    }
    // A new address for each case keeps the rate limit out of the way.
    nextAddress += 1;
    const ip = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
    return { method: fuzz.method, headers, body, ip };
  }

  async function check(fuzz: FuzzCase): Promise<void> {
    generatedBodies += 1;
    delivered.length = 0;
    const response = fakeResponse();
    await expect(handler(request(fuzz), response)).resolves.toBeUndefined();

    expect(response.ended).toBe(true);
    expect(response.statusCode).toBeLessThan(500);
    const answeredAsForm = typeof response.body === "string" || response.statusCode === 303;
    if (answeredAsForm) {
      expect(fuzz.encoding).toBe("form");
      expectDocumentedFormAnswer(response);
    } else {
      expectDocumentedJson(response.statusCode, response.body);
    }
    if (response.statusCode === 405) expect(response.headers.allow).toBe("POST");

    const { expect: expected } = fuzz;
    switch (expected.kind) {
      case "refused":
        expect(expected.statuses).toContain(response.statusCode);
        expect(delivered).toHaveLength(0);
        break;
      case "silently dropped":
        expect(response.statusCode).toBe(successStatus(fuzz.encoding));
        expect(delivered).toHaveLength(0);
        break;
      case "delivered":
      case "delivered or invalid":
        if (expected.kind === "delivered or invalid" && response.statusCode === 400) {
          expect(delivered).toHaveLength(0);
          break;
        }
        expect(response.statusCode).toBe(successStatus(fuzz.encoding));
        expect(delivered).toHaveLength(1);
        matchingBody(delivered[0] as SendMailOptions, expected.bodies);
        expectCleanHeaders((await new MailComposer(delivered[0] as SendMailOptions).compile().build()).toString("utf8"));
        break;
    }
    expectPrototypeUntouched();
  }

  const property = (arbitrary: fc.Arbitrary<FuzzCase>) => fc.asyncProperty(arbitrary, check);

  it("delivers every valid body exactly once, with only our headers, whatever else it carries", async () => {
    await fc.assert(property(validCase), runs(800));
  }, within(120_000));

  it("refuses every invalid body with 400 and delivers nothing", async () => {
    await fc.assert(property(invalidCase), runs(3_000));
  }, within(120_000));

  it("delivers at most one of the values of a repeated field, never an invalid one", async () => {
    await fc.assert(property(duplicatedKeyCase), runs(700));
  }, within(120_000));

  it("answers broken JSON, other JSON types, random bytes and broken UTF-8 with 400", async () => {
    await fc.assert(property(notAnObjectCase), runs(2_500));
  }, within(120_000));

  it("refuses other content types (415) and methods (405) even with a valid body", async () => {
    await fc.assert(property(wrongEnvelopeCase), runs(1_500));
  }, within(120_000));

  it("tells a bot it succeeded and sends nothing", async () => {
    await fc.assert(property(botCase), runs(800));
  }, within(120_000));

  it("refuses bodies over 8 KB with 413", async () => {
    await fc.assert(property(hugeCase), runs(500));
  }, within(120_000));
});

// ---------------------------------------------------------------------------------------------
// Through our server's function routes (content type checked, body read within its limit), the
// real default export and a real SMTP server: the classes whose reading happens before the
// function runs.

const SETTINGS = ["SMTP_HOST", "SMTP_PORT", "SMTP_USER", "CONTACT_MIN_FILL_MS", "CONTACT_RATE_LIMIT_MAX", "CONTACT_TRUST_PROXY", "CONTACT_TO", "CONTACT_FROM", "CONTACT_OUTBOX_DIR"] as const;

interface WireCase extends FuzzCase {
  /** Sent without Content-Length, in chunks, so only the parsers' own limits apply. */
  chunked: boolean;
}

/** Form text in qs's bracket syntax, which some parsers turn into arrays and objects; ours keeps the names as written. */
const bracketFormCase: fc.Arbitrary<WireCase> = fc
  .tuple(validBody, fc.constantFrom(...CONTACT_FIELDS), fc.constantFrom("[]", "[0]", "[a]", "[__proto__]", "[][]", "[constructor][prototype]"), formContentType)
  .map(([body, field, suffix, contentType]) => {
    const list: Member[] = members(body).map(([key, value]) => (key === field ? [`${key}${suffix}`, value] : [key, value]));
    return { method: "POST", contentType, text: formText(list), encoding: "form", chunked: false, expect: { kind: "refused", statuses: [400] } };
  });

/** Prototype keys spelt the ways qs and JSON read them, around an otherwise valid body. */
const pollutingFormCase: fc.Arbitrary<WireCase> = fc
  .tuple(validBody, fc.constantFrom("__proto__[polluted]=yes", "constructor[prototype][polluted]=yes", "__proto__.polluted=yes", "toString=x", "hasOwnProperty=x"), formContentType)
  .map(([body, pollution, contentType]) => ({
    method: "POST",
    contentType,
    text: `${formText(members(body))}&${pollution}`,
    encoding: "form",
    chunked: false,
    expect: { kind: "delivered", bodies: [body] },
  }));

/** JSON nested deeper than any serialiser's stack, sent without Content-Length so the 8 KB pre-check cannot see it coming. */
const deepJsonCase: fc.Arbitrary<WireCase> = fc
  .tuple(validBody, fc.integer({ min: 5_000, max: 50_000 }), fc.constantFrom(...CONTACT_FIELDS, "extra"))
  .map(([body, depth, field]) => {
    const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    // Last, so that JSON's last-wins rule keeps the nested value rather than the valid one.
    const text = jsonText(members(body)).replace(/\}$/, `,${JSON.stringify(field)}:${nested}}`);
    return { method: "POST", contentType: "application/json", text, encoding: "json bytes", chunked: true, expect: { kind: "refused", statuses: [400, 413] } };
  });

/** Far over the body limit, with and without a declared length. */
const pastParserLimitCase: fc.Arbitrary<WireCase> = fc
  .tuple(validBody, fc.integer({ min: 103_000, max: 200_000 }), fc.constantFrom<Encoding>("json bytes", "form"), fc.boolean())
  .chain(([body, size, encoding, chunked]) =>
    contentTypeFor(encoding).map((contentType): WireCase => ({
      method: "POST",
      contentType,
      text: encode([...members(body), ["padding", "x".repeat(size)]], encoding),
      encoding,
      chunked,
      expect: { kind: "refused", statuses: [413] },
    })),
  );

/** Charsets other than UTF-8, refused before the body is read. */
const refusedByParserCase: fc.Arbitrary<WireCase> = fc
  .tuple(validBody, fc.constantFrom("application/json; charset=latin1", "application/json; charset=utf-16", "application/x-www-form-urlencoded; charset=koi8-r"))
  .map(([body, contentType]) => ({
    method: "POST",
    contentType,
    text: contentType.startsWith("application/json") ? jsonText(members(body)) : formText(members(body)),
    encoding: contentType.startsWith("application/json") ? "json bytes" : "form",
    chunked: false,
    expect: { kind: "refused", statuses: [415] },
  }));

const MULTIPART_BOUNDARY = "----northlime-fuzz-7f3a9c";
const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? "");

/**
 * A well-formed multipart body holding the case's text as one field: what a browser sends for
 * enctype="multipart/form-data". Refused unread, like a malformed one (see the end of this file).
 */
function wellFormedMultipart(text: string | Buffer): Pick<WireCase, "contentType" | "text"> {
  const value = (typeof text === "string" ? text : text.toString("utf8")).replaceAll(MULTIPART_BOUNDARY, "");
  return {
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    text: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${value}\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  };
}

/**
 * A case as it goes over HTTP. A host whose parser turns a repeated form field into an array gets
 * a 400 from the schema, where the function's own reading of raw form text keeps the first value;
 * either is fine for a field a browser never repeats, so long as nothing invalid is sent.
 */
const onTheWire = (arbitrary: fc.Arbitrary<FuzzCase>): fc.Arbitrary<WireCase> =>
  fc.tuple(arbitrary, fc.boolean()).map(([fuzz, chunked]) => ({
    ...fuzz,
    ...(isMultipart(fuzz.contentType) ? wellFormedMultipart(fuzz.text) : {}),
    expect: fuzz.encoding === "form" && fuzz.expect.kind === "delivered" && fuzz.expect.bodies.length > 1 ? { kind: "delivered or invalid", bodies: fuzz.expect.bodies } : fuzz.expect,
    // Only real HTTP methods with a body; lower-case ones never reach Express.
    method: fuzz.method === "post" || fuzz.method === "CONNECT" || fuzz.method === "TRACE" ? "DELETE" : fuzz.method,
    // Over HTTP a JSON body always arrives as bytes.
    encoding: fuzz.encoding === "json parsed" ? "json bytes" : fuzz.encoding,
    chunked: chunked && fuzz.expect.kind !== "refused",
  }));

const wireCase: fc.Arbitrary<WireCase> = fc.oneof(
  { arbitrary: onTheWire(validCase), weight: 4 },
  { arbitrary: onTheWire(invalidCase), weight: 4 },
  { arbitrary: onTheWire(duplicatedKeyCase), weight: 2 },
  { arbitrary: onTheWire(notAnObjectCase), weight: 3 },
  { arbitrary: onTheWire(wrongEnvelopeCase), weight: 2 },
  { arbitrary: onTheWire(botCase), weight: 1 },
  { arbitrary: onTheWire(hugeCase), weight: 1 },
  { arbitrary: bracketFormCase, weight: 2 },
  { arbitrary: pollutingFormCase, weight: 2 },
  { arbitrary: deepJsonCase, weight: 1 },
  { arbitrary: pastParserLimitCase, weight: 1 },
  { arbitrary: refusedByParserCase, weight: 1 },
);

/** Any other answer may hold only a client error: no stack, no paths. */
function expectParserRefusal(status: number, text: string): void {
  expect([400, 413, 415]).toContain(status);
  expect(text).not.toMatch(/\s+at\s|node_modules|\/src\//);
}

describe("fuzzing through the server's function routes and a real SMTP server", () => {
  let server: FunctionServer;
  let endpoint: string;
  let sink: SmtpSink;
  let stores: Awaited<ReturnType<typeof temporaryFolder>>;
  const savedSettings = new Map<string, string | undefined>();

  beforeAll(async () => {
    stores = await temporaryFolder("fuzz-leads");
    // A crash still shows, as the 5xx it turns into; its log line would say nothing more here.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    sink = await startSmtpSink();
    for (const name of SETTINGS) savedSettings.set(name, process.env[name]);
    for (const name of SETTINGS) delete process.env[name];
    Object.assign(process.env, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      CONTACT_MIN_FILL_MS: "0",
      // Every case comes from 127.0.0.1; this run is about bodies, not the limit.
      CONTACT_RATE_LIMIT_MAX: "1000000",
    });

    server = await startFunctionServer();
    endpoint = server.endpoint;
  });

  afterAll(async () => {
    await server.close();
    await sink.close();
    await stores.remove();
    for (const [name, value] of savedSettings) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function post(wire: WireCase): Promise<Response> {
    const bytes = typeof wire.text === "string" ? Buffer.from(wire.text) : wire.text;
    const headers: Record<string, string> = {};
    if (wire.contentType !== undefined) headers["content-type"] = wire.contentType;
    const hasBody = wire.method !== "GET" && wire.method !== "HEAD";
    let body: BodyInit | undefined;
    if (hasBody && wire.chunked) {
      // A stream has no length, so fetch sends it chunked.
      body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 16_384) controller.enqueue(bytes.subarray(offset, offset + 16_384));
          controller.close();
        },
      });
    } else if (hasBody) {
      body = new Uint8Array(bytes);
    }
    // fetch adds text/plain for a string body with no type; bytes and streams go without one.
    return fetch(endpoint, { method: wire.method, headers, body, redirect: "manual", ...(wire.chunked ? { duplex: "half" } : {}) } as RequestInit);
  }

  async function check(wire: WireCase): Promise<void> {
    generatedBodies += 1;
    // A lead store of its own for each case (the function reads its settings on every call): the
    // same body drawn twice is two cases here, not a repeat to be stored once.
    process.env.CONTACT_OUTBOX_DIR = path.join(stores.dir, String(generatedBodies));
    const before = sink.accepted.length;
    const response = await post(wire);
    const contentType = response.headers.get("content-type");
    const text = await response.text();
    expect(response.status).toBeLessThan(500);

    if (wire.method === "HEAD") {
      // No body to judge.
    } else if (contentType?.startsWith("application/json")) {
      expectDocumentedJson(response.status, JSON.parse(text));
    } else if (response.status === 303) {
      expect(response.headers.get("location")).toBe(CONTACT_SENT_PATH);
    } else if (response.headers.get("content-security-policy") === CONTACT_FORM_PAGE_CSP) {
      expect(wire.encoding).toBe("form");
      expect(text.startsWith("<!doctype html>")).toBe(true);
    } else {
      expectParserRefusal(response.status, text);
    }

    const arrived = sink.accepted.slice(before);
    const { expect: expected } = wire;
    if (expected.kind === "refused") {
      expect(expected.statuses).toContain(response.status);
      expect(arrived).toHaveLength(0);
    } else if (expected.kind === "silently dropped") {
      expect(response.status).toBe(successStatus(wire.encoding));
      expect(arrived).toHaveLength(0);
    } else if (expected.kind === "delivered or invalid" && response.status === 400) {
      expect(arrived).toHaveLength(0);
    } else {
      expect(response.status).toBe(successStatus(wire.encoding));
      expect(arrived).toHaveLength(1);
      const raw = (arrived[0]?.raw ?? Buffer.alloc(0)).toString("utf8");
      expectCleanHeaders(raw);
      expect(arrived[0]?.rcptTo).toEqual([DEFAULT_RECIPIENT]);
      // The token is plain ASCII, so it survives any transfer encoding as is or as quoted-printable.
      expect(expected.bodies.some((body) => raw.includes(body.token))).toBe(true);
    }
    expectPrototypeUntouched();
  }

  it("never answers 5xx, never crashes and delivers only valid bodies, once each", async () => {
    await fc.assert(fc.asyncProperty(wireCase, check), runs(600));
  }, within(300_000));

  it("keeps Object.prototype clean of every polluting key, in JSON and in form bodies", async () => {
    const polluting = fc
      .tuple(validBody, fc.array(pollutingMember, { minLength: 1, maxLength: 3 }), fc.constantFrom<Encoding>("json bytes", "form"))
      .chain(([body, pollution, encoding]) =>
        fc.tuple(shuffled([...members(body), ...pollution]), contentTypeFor(encoding)).map(([list, contentType]): WireCase => {
          const text = encode(list, encoding);
          return { method: "POST", contentType, text, encoding, chunked: false, expect: { kind: "delivered", bodies: [body] } };
        }),
      );
    await fc.assert(fc.asyncProperty(polluting, check), runs(60));
  }, within(120_000));
});

describe("bodies refused before the function runs", () => {
  let server: FunctionServer;
  let endpoint: string;

  beforeAll(async () => {
    server = await startFunctionServer();
    endpoint = server.endpoint;
  });

  afterAll(async () => {
    await server.close();
  });

  test("a malformed multipart body gets a client error, not a 500", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: new TextEncoder().encode(jsonText([["firstName", "Ann"]])),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ok: false, error: expect.any(String) });
  });
});

afterAll(() => {
  // At least 10,000 generated bodies across the properties, or the run proves too little.
  expect(generatedBodies).toBeGreaterThanOrEqual(10_000);
});
