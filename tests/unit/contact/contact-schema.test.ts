// The shared contact schema: every rule with its exact message. Runs in jsdom, as the form does.
import { contactSchema, fieldErrors, parseContactMessage } from "../../../src/lib/contact-schema";
import { CONTACT_FIELDS } from "../../../src/lib/contact/fields";

const validFields = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@example.com",
  message: "We would like a quote for a new website.",
};

const errorsFor = (overrides: Record<string, unknown>) => fieldErrors({ ...validFields, ...overrides });

describe("contact schema", () => {
  it("lists exactly the schema's fields", () => {
    expect([...CONTACT_FIELDS]).toEqual(Object.keys(contactSchema.shape));
  });

  it("accepts a valid message, trims it and drops unknown fields", () => {
    const result = parseContactMessage({
      firstName: "  Ann ",
      lastName: " Lee",
      email: " ann.lee@example.com ",
      message: "  We would like a quote.  ",
      website: "",
      startedAt: 1,
      to: "someone-else@example.com",
    });
    expect(result).toEqual({
      success: true,
      data: {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann.lee@example.com",
        message: "We would like a quote.",
      },
    });
    expect(fieldErrors(validFields)).toEqual({});
  });

  it("collects every field's error at once", () => {
    expect(fieldErrors({})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      message: "Message is required",
    });
    expect(fieldErrors({ firstName: "A", lastName: "B2", email: "nope", message: "short" })).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name can only contain letters",
      email: "Please enter a valid email",
      message: "Message must be at least 10 characters",
    });
  });

  it("stops each field at its first failing rule, so a resolver showing all criteria still shows one", () => {
    const result = contactSchema.safeParse({ firstName: "1", lastName: "", email: "x".repeat(300), message: "m".repeat(5001) });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths.sort()).toEqual(["email", "firstName", "lastName", "message"]);
  });

  it.each([null, undefined, 42, "text", ["Ann"]])("treats %p as a body with every field missing", (input) => {
    expect(Object.values(fieldErrors(input))).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Message is required",
    ]);
  });

  describe.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
  ])("%s", (field, label) => {
    it.each([[""], ["   "], [undefined], [null], [7]])("is required (%p)", (value) => {
      expect(errorsFor({ [field]: value })).toEqual({ [field]: `${label} is required` });
    });

    it("needs at least 2 characters after trimming", () => {
      expect(errorsFor({ [field]: " A " })).toEqual({ [field]: `${label} must be at least 2 characters` });
      expect(errorsFor({ [field]: "Al" })).toEqual({});
    });

    it("reports only the first failing rule: length before characters", () => {
      expect(errorsFor({ [field]: "1" })).toEqual({ [field]: `${label} must be at least 2 characters` });
    });

    it("allows at most 100 characters", () => {
      expect(errorsFor({ [field]: "a".repeat(100) })).toEqual({});
      expect(errorsFor({ [field]: "a".repeat(101) })).toEqual({ [field]: `${label} must be at most 100 characters` });
    });

    it.each([
      "José",
      "Zoë",
      "Łukasz",
      "Мария",
      "李小龍",
      "प्रिया",
      "Jose\u0301",
      "Mary Ann",
      "Mary  Ann",
      "O'Neill",
      "D’Angelo",
      "Smith-Jones",
    ])("accepts the name %p", (name) => {
      expect(errorsFor({ [field]: name })).toEqual({});
    });

    it.each([
      "Ann2",
      "Ann!",
      "Ann.",
      "<b>Ann</b>",
      "-Ann",
      "Ann-",
      "O''Neill",
      "Ann - Lee",
      "Ann\tLee",
      "Ann\r\nBcc: victim@example.com",
      "Ann\u2028Lee",
    ])("rejects the name %p", (name) => {
      expect(errorsFor({ [field]: name })).toEqual({ [field]: `${label} can only contain letters` });
    });
  });

  describe("email", () => {
    it.each([[""], ["  "], [undefined], [false]])("is required (%p)", (value) => {
      expect(errorsFor({ email: value })).toEqual({ email: "Email is required" });
    });

    it.each(["ann", "ann@", "@example.com", "ann@example", "ann lee@example.com", "ann@example.com\r\nBcc: victim@example.com"])(
      "rejects %p",
      (email) => {
        expect(errorsFor({ email })).toEqual({ email: "Please enter a valid email" });
      },
    );

    it("accepts a plain address and trims it", () => {
      expect(parseContactMessage({ ...validFields, email: " ann+web@mail.example.co.uk " })).toMatchObject({
        success: true,
        data: { email: "ann+web@mail.example.co.uk" },
      });
    });

    it("allows at most 254 characters, judged before the format", () => {
      const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
      expect(longest).toHaveLength(254);
      expect(errorsFor({ email: longest })).toEqual({});
      expect(errorsFor({ email: `a${longest}` })).toEqual({ email: "Email must be at most 254 characters" });
      expect(errorsFor({ email: "x".repeat(300) })).toEqual({ email: "Email must be at most 254 characters" });
    });
  });

  describe("message", () => {
    it.each([[""], ["   \n "], [undefined], [{}]])("is required (%p)", (value) => {
      expect(errorsFor({ message: value })).toEqual({ message: "Message is required" });
    });

    it("needs at least 10 characters after trimming", () => {
      expect(errorsFor({ message: "   123456789   " })).toEqual({ message: "Message must be at least 10 characters" });
      expect(errorsFor({ message: "1234567890" })).toEqual({});
    });

    it("allows at most 5000 characters", () => {
      expect(errorsFor({ message: "m".repeat(5000) })).toEqual({});
      expect(errorsFor({ message: "m".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
    });

    it("keeps any characters, line breaks included", () => {
      const message = "Line one <b>&</b>\nLine two: 100% sure!";
      expect(parseContactMessage({ ...validFields, message })).toMatchObject({ success: true, data: { message } });
    });
  });
});
