// The contact form's field table as each of its four readers shows it: every field is checked by the
// schema, shown with its label, control and hints by the JavaScript form and by the no-JavaScript
// page, and carried by the mail. A field left out of any of them fails here.
import { render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { ContactForm } from "../../../src/components/sections/contact-form";
import { fieldErrors, parseContactMessage } from "../../../src/lib/contact-schema";
import { composeContactMail } from "../../../src/lib/contact/compose-mail";
import { CONTACT_FIELD_SPECS, CONTACT_FIELDS, type ContactField } from "../../../src/lib/contact/fields";
import { contactFormPage } from "../../../src/lib/contact/form-page";
import { system } from "../../../src/theme/system";

/** A valid value for each field, each one found nowhere else in what the readers write. */
const sample: Readonly<Record<ContactField, string>> = {
  firstName: "Annika",
  lastName: "Lindqvist",
  email: "annika.lindqvist@example.com",
  message: "We would like a quote for a new website.",
};

const route = { recipient: "sales@northlime.example", sender: "Northlime Website <website@northlime.example>" };

/** What a control must say about its field, read from the table. */
function expectControlOf(name: ContactField, control: HTMLElement) {
  const { control: kind, autoComplete, required } = CONTACT_FIELD_SPECS[name];
  expect(control.getAttribute("name")).toBe(name);
  expect(control.tagName.toLowerCase()).toBe(kind.element);
  if (kind.element === "input") expect(control.getAttribute("type")).toBe(kind.type);
  else expect(control.getAttribute("rows")).toBe(String(kind.rows));
  expect(control.getAttribute("autocomplete")).toBe(autoComplete);
  expect(control.hasAttribute("required")).toBe(required);
}

describe("the contact form's fields", () => {
  it("are all checked by the schema, whose messages name each by its label", () => {
    expect(fieldErrors({})).toEqual(
      Object.fromEntries(CONTACT_FIELDS.map((name) => [name, `${CONTACT_FIELD_SPECS[name].label} is required`])),
    );
    expect(parseContactMessage(sample)).toEqual({ success: true, data: sample });
  });

  it("are all in the JavaScript form, each with its label, control and hints", () => {
    render(
      <ChakraProvider value={system}>
        <ContactForm />
      </ChakraProvider>,
    );
    for (const name of CONTACT_FIELDS) {
      expectControlOf(name, screen.getByRole("textbox", { name: CONTACT_FIELD_SPECS[name].label }));
    }
  });

  it("are all in the no-JavaScript page, each with its label, control and hints", () => {
    const page = new DOMParser().parseFromString(contactFormPage({ kind: "invalid", fields: sample }), "text/html");
    for (const name of CONTACT_FIELDS) {
      const control = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`form [name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
      expectControlOf(name, control);
      expect(page.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(CONTACT_FIELD_SPECS[name].label);
      expect(control.value).toBe(sample[name]);
    }
  });

  it("are all in the mail, in the text and in the HTML, under their lines", () => {
    const { text, html } = composeContactMail(sample, route, new Date("2025-07-11T15:30:00.000Z"));
    const lines = String(text).split("\n");
    for (const name of CONTACT_FIELDS) {
      const { mailLine } = CONTACT_FIELD_SPECS[name];
      // The value follows its label on the same line, or on the next for a block.
      const at = lines.findIndex((line) => line.startsWith(`${mailLine}:`));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(lines.slice(at, at + 2).join("\n")).toContain(sample[name]);
      expect(html).toContain(sample[name]);
      expect(html).toContain(`<strong>${mailLine}:</strong>`);
    }
  });
});
