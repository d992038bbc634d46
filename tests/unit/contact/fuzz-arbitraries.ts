// fast-check arbitraries for fuzzing /api/send-email: contact bodies that are valid or invalid by construction, and their encodings.
import fc from "fast-check";
import { CONTACT_FIELD_SPECS, CONTACT_FIELDS, type ContactField } from "../../../src/lib/contact/fields";

/** The fields as strings; which of them must appear in the delivered mail. */
export interface ContactBody {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  /** A unique-enough marker inside the message, looked for in the delivered mail. */
  token: string;
}

/** A JSON member; a list of them (not an object) so a key may repeat and "__proto__" stays an own key. */
export type Member = readonly [key: string, value: unknown];

// Letters of several scripts, including ones written with combining marks (Devanagari vowel
// signs, a decomposed accent), all of which the name rule must take.
const LETTERS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
  ..."éèêëàâäôöûüçñßøåæœÉÀÇŁłŞşĞğ",
  ..."αβγδεζηθλμξπσωΔΛΣΩ",
  ..."абвгдежзийклмнопрстуфхцчшщыэюяЖЩЯ",
  ..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
  ..."日本語中文漢字",
  "कि",
  "नी",
  "e\u0301",
];
const NAME_SEPARATORS = [" ", "  ", "'", "’", "-"];
/** What String.prototype.trim (and so the schema) strips from either end of a value. */
const PADDING = fc.constantFrom("", " ", "\t", "\r\n", "\n", "\u00a0", " \r\n\t ", "\ufeff");

const word = (minLength: number) => fc.array(fc.constantFrom(...LETTERS), { minLength, maxLength: 8 }).map((units) => units.join(""));

/** A name the rule accepts: words of letters joined by single separators, padded with what trim removes. */
export const validName = fc
  .tuple(PADDING, word(2), fc.array(fc.tuple(fc.constantFrom(...NAME_SEPARATORS), word(1)), { maxLength: 4 }), PADDING)
  .map(([before, first, rest, after]) => before + first + rest.map(([separator, next]) => separator + next).join("") + after);

const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
export const validEmail = fc
  .tuple(PADDING, label, fc.array(fc.tuple(fc.constantFrom(".", "_", "+", "-"), label), { maxLength: 2 }), fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/), PADDING)
  .map(([before, local, more, domain, tld, after]) => `${before}${local}${more.map(([s, p]) => s + p).join("")}@${domain.join(".")}.${tld}${after}`);

/** Text a header must never carry, and text that means something to SMTP, HTML or mail software. */
const HOSTILE_TEXT = fc.constantFrom(
  "\r\nBcc: victim@example.com",
  "\nCc: victim@example.com\n",
  "\r\n\r\n<html>injected body</html>",
  "\r\n.\r\nMAIL FROM:<evil@example.com>\r\n",
  "\n.\n",
  "\u0000\u0001\u0007\u001b[31m\u007f",
  "\u2028\u2029\u0085",
  "=?utf-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=",
  "</p><script>alert(1)</script>",
  "{{agencyName}} ${process.env.SMTP_PASS}",
  "\ud800 lone surrogate \udfff",
  "👩‍💻🇬🇧",
);

/** A message the rule accepts: a token-bearing core long enough on its own, with hostile text around it. */
export const validMessage = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9]{12}$/),
    fc.array(fc.oneof(HOSTILE_TEXT, fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 })), { maxLength: 6 }),
    PADDING,
  )
  .map(([token, extras, padding]) => ({
    token: `tok${token}`,
    message: `${padding}Enquiry tok${token} about a website.${extras.join("")}${padding}`,
  }));

export const validBody: fc.Arbitrary<ContactBody> = fc
  .record({ firstName: validName, lastName: validName, email: validEmail, text: validMessage })
  .map(({ text, ...rest }) => ({ ...rest, ...text }));

/** Values of every JSON type but string, some deeply nested. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown),
);

/** Reasons a field's text breaks its rule, each by construction. */
export function invalidText(field: ContactField): fc.Arbitrary<string> {
  const injected = (base: fc.Arbitrary<string>) =>
    fc.tuple(base, HOSTILE_TEXT, base).map(([before, hostile, after]) => `${before.trim()}${hostile}${after.trim()}`);
  const blank = fc.constantFrom("", " ", "\r\n", "\t \u00a0");
  switch (field) {
    case "firstName":
    case "lastName":
      return fc.oneof(
        blank,
        fc.constantFrom(...LETTERS.filter((letter) => letter.length === 1)), // one letter: too short
        fc.tuple(word(2), fc.constantFrom("0", "7", "_", "@", ".", "!", "<", "😀", "\r", "\n", "\u0000", "\u2028", "--", "''", " -"), word(2)).map((parts) => parts.join("")),
        injected(word(2)),
        word(8).map((unit) => unit.repeat(Math.ceil(101 / unit.length) + 1)), // over 100 characters
      );
    case "email":
      return fc.oneof(
        blank,
        fc.constantFrom("ann", "ann@", "@example.com", "ann@example", "ann@@example.com", "ann..lee@example.com", "ann lee@example.com", ".ann@example.com", "ann@-example.com", "ann@example..com", "ann@example.c"),
        injected(validEmail.map((email) => email.trim())),
        validEmail.map((email) => `${"a".repeat(250)}${email.trim()}`), // over 254 characters
      );
    case "message":
      return fc.oneof(
        blank,
        fc.string({ maxLength: CONTACT_FIELD_SPECS.message.minLength - 1 }).filter((text) => text.trim().length < CONTACT_FIELD_SPECS.message.minLength),
        fc.constant("x".repeat(5001)), // over 5000 characters (and a body over 8 KB)
      );
  }
}

/** Keys that have polluted prototypes in careless merges, with payloads that would show it. */
export const pollutingMember: fc.Arbitrary<Member> = fc.oneof(
  fc.constant<Member>(["__proto__", { polluted: "yes" }]),
  fc.constant<Member>(["constructor", { prototype: { polluted: "yes" } }]),
  fc.constant<Member>(["prototype", { polluted: "yes" }]),
  fc.constant<Member>(["__proto__", { toString: "not a function", hasOwnProperty: 1 }]),
  fc.constant<Member>(["toString", "not a function"]),
  fc.constant<Member>(["hasOwnProperty", "not a function"]),
  fc.constant<Member>(["valueOf", { polluted: "yes" }]),
);

/** Extra members a real form never sends but an attacker might; the function must ignore them. */
export const extraMember: fc.Arbitrary<Member> = fc.oneof(
  pollutingMember,
  fc.tuple(fc.constantFrom("to", "recipient", "from", "bcc", "cc", "subject", "replyTo", "headers"), fc.jsonValue({ maxDepth: 2 })),
  // With the fill-time check off, no startedAt may make a person look like a bot.
  fc.tuple(fc.constant("startedAt"), fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 1 }))),
  fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })).filter(([key]) => key !== "website" && !CONTACT_FIELDS.includes(key as ContactField)),
);

export const members = (body: ContactBody): Member[] => CONTACT_FIELDS.map((field) => [field, body[field]]);

export type Breakage = "wrong type" | "missing" | "invalid text";

/**
 * A valid body broken in at least one field: replaced by a non-string, left out, or given text
 * that breaks its rule (header injection, characters, length, format).
 */
export const invalidMembers: fc.Arbitrary<{ members: Member[]; breakage: Breakage; stringsOnly: boolean }> = fc
  .tuple(validBody, fc.uniqueArray(fc.constantFrom(...CONTACT_FIELDS), { minLength: 1, maxLength: 4 }), fc.constantFrom<Breakage>("wrong type", "missing", "invalid text"))
  .chain(([body, broken, breakage]) =>
    fc
      .tuple(...broken.map((field) => (breakage === "wrong type" ? wrongType : invalidText(field))))
      .map((replacements) => {
        const replacement = new Map(broken.map((field, index) => [field, replacements[index]]));
        const list = members(body).flatMap(([field, value]): Member[] => {
          if (!replacement.has(field as ContactField)) return [[field, value]];
          return breakage === "missing" ? [] : [[field, replacement.get(field as ContactField)]];
        });
        return { members: list, breakage, stringsOnly: breakage !== "wrong type" };
      }),
  );

/** JSON text written member by member, so repeated and "__proto__" keys reach the parser as sent. */
export function jsonText(list: readonly Member[]): string {
  return `{${list.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

/**
 * application/x-www-form-urlencoded text, member by member, in the order given, as a browser
 * encodes it (a lone surrogate becomes U+FFFD); a non-string value goes as its JSON.
 */
export function formText(list: readonly Member[]): string {
  const text = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  return new URLSearchParams(list.map(([key, value]) => [key, text(value)])).toString();
}

/** Text that is not JSON, built by damaging JSON in the ways clients and attackers do. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  // Every proper prefix of compact JSON for an object is unfinished.
  validBody.chain((body) => {
    const text = jsonText(members(body));
    return fc.integer({ min: 0, max: text.length - 1 }).map((end) => text.slice(0, end));
  }),
  validBody.map((body) => `${jsonText(members(body))},`),
  validBody.map((body) => jsonText(members(body)).replace(/"/g, "'")),
  validBody.map((body) => jsonText(members(body)).replace(/^\{/, "{firstName:1,")),
  fc.constantFrom("{bad json", "{", "}", "[", "{\"a\":}", "{\"a\":1,}", "NaN", "undefined", "{\"a\":NaN}", "{\"a\":Infinity}", "// comment\n{}", "{} {}", "\"unterminated", "{\"a\":\"\\x41\"}", "{\"a\":\"\\u12\"}", "\u0000", "nul"),
  fc.string({ minLength: 1, maxLength: 60 }).map((text) => `{"firstName": "${text}`),
);

/** JSON that parses but is not an object of fields. */
export const nonObjectJson: fc.Arbitrary<string> = fc
  .oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }))
  .map((value) => JSON.stringify(value));

/** Content types other than the two the function takes, including near misses. */
export const unsupportedContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    "",
    "text/plain",
    "text/plain; charset=utf-8",
    "text/html",
    "application/xml",
    "application/octet-stream",
    "multipart/form-data; boundary=xyz",
    "application/jsonx",
    "application/json-patch+json",
    "application/ld+json",
    "json",
    "application",
    "application/x-www-form-urlencodedx",
    "application/x-www-form",
    "*/*",
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z+.-]{1,15}$/).filter((type) => type !== "application/json" && type !== "application/x-www-form-urlencoded"),
);

/** Content types the function takes, as different clients spell them. */
export const jsonContentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON", " application/json ;charset=UTF-8");
export const formContentType = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "APPLICATION/X-WWW-FORM-URLENCODED",
);

export const otherMethod = fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "post", "CONNECT");
