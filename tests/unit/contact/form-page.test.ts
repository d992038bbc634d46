// The page the plain HTML contact form gets when its message was not sent: escaped values kept,
// each message under its field, and the form posting back to the function.
import { CONTACT_FIELDS } from "../../../src/lib/contact/fields";
import { contactFormPage, submittedValues } from "../../../src/lib/contact/form-page";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

const hostile = {
  firstName: `"><script>alert(1)</script>`,
  lastName: "O'Neill & <Sons>",
  email: "a@b.c' onfocus='x",
  message: "\nFirst line\n</textarea><img src=x onerror=alert(1)>",
};

describe("contactFormPage", () => {
  it("is a complete English (UK) document with a title and one h1 for each kind", () => {
    const headings = {
      invalid: "Please check your message",
      "rate-limited": "Too many messages",
      failed: "Your message was not sent",
    } as const;
    for (const [kind, heading] of Object.entries(headings)) {
      const html = contactFormPage({ kind: kind as keyof typeof headings, fields: {} });
      expect(html.startsWith("<!doctype html>")).toBe(true);
      const page = parse(html);
      expect(page.documentElement.lang).toBe("en-GB");
      expect(page.title).toBe(heading);
      expect([...page.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual([heading]);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(page.querySelector("script")).toBeNull();
    }
  });

  it("escapes every value, so nothing a visitor types becomes markup", () => {
    const html = contactFormPage({ kind: "failed", fields: hostile });
    const page = parse(html);
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector("img")).toBeNull();
    expect(page.querySelectorAll("[onfocus], [onerror]")).toHaveLength(0);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("</textarea><img");
  });

  it("keeps the values exactly as typed, a leading blank line included", () => {
    const page = parse(contactFormPage({ kind: "rate-limited", fields: hostile }));
    for (const name of CONTACT_FIELDS) {
      const control = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
      expect(control?.value).toBe(hostile[name]);
    }
  });

  it("shows each message under its field, tied to it with aria-describedby and aria-invalid", () => {
    const errors = { firstName: "First name is required", email: "Please enter a valid email" };
    const page = parse(contactFormPage({ kind: "invalid", fields: { email: "nope" }, errors }));

    for (const [name, message] of Object.entries(errors)) {
      const control = page.querySelector(`[name="${name}"]`) as HTMLInputElement;
      expect(control.getAttribute("aria-invalid")).toBe("true");
      const describedBy = page.getElementById(control.getAttribute("aria-describedby") ?? "");
      expect(describedBy?.textContent).toBe(message);
      expect(control.parentElement?.contains(describedBy)).toBe(true);
      expect(control.compareDocumentPosition(describedBy as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const valid = page.querySelector('[name="lastName"]') as HTMLInputElement;
    expect(valid.hasAttribute("aria-invalid")).toBe(false);
    expect(valid.hasAttribute("aria-describedby")).toBe(false);

    const summaryLinks = [...page.querySelectorAll(".summary a")].map((link) => [link.getAttribute("href"), link.textContent]);
    expect(summaryLinks).toEqual([
      ["#contact-firstName", "First name is required"],
      ["#contact-email", "Please enter a valid email"],
    ]);
  });

  it("escapes the messages too", () => {
    const page = parse(contactFormPage({ kind: "invalid", fields: {}, errors: { message: "<i>bad</i>" } }));
    expect(page.querySelector("i")).toBeNull();
    expect(page.getElementById("contact-message-error")?.textContent).toBe("<i>bad</i>");
  });

  it("labels every field and posts back to the function, with the trap fields and a link to the contact page", () => {
    const page = parse(contactFormPage({ kind: "invalid", fields: { startedAt: "1752247800000", website: "spam" } }));
    const form = page.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/send-email");
    for (const name of CONTACT_FIELDS) {
      const control = form.querySelector(`[name="${name}"]`) as HTMLElement;
      expect(page.querySelector(`label[for="${control.id}"]`)?.textContent).toBeTruthy();
    }
    const trap = form.querySelector('[name="website"]') as HTMLInputElement;
    expect(trap.value).toBe("");
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect((form.querySelector('[name="startedAt"]') as HTMLInputElement).value).toBe("1752247800000");
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe("Send message");
    expect(page.querySelector('a[href="/contact-us#contact-form"]')).not.toBeNull();
  });

  it("drops a startedAt that is not a time", () => {
    const page = parse(contactFormPage({ kind: "invalid", fields: { startedAt: '1"><b>' } }));
    expect((page.querySelector('[name="startedAt"]') as HTMLInputElement).value).toBe("");
  });
});

describe("submittedValues", () => {
  it("takes the four fields as text and anything else as empty", () => {
    expect(submittedValues({ firstName: " Ann ", lastName: 3, email: null, extra: "x" })).toEqual({
      firstName: " Ann ",
      lastName: "",
      email: "",
      message: "",
    });
    expect(submittedValues("not an object")).toEqual({ firstName: "", lastName: "", email: "", message: "" });
  });
});
