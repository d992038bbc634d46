// The contact form on /contact-us: validation, every state and toast,
// the request it sends, and the same form without JavaScript. Most sends are answered by a mocked
// route; two reach the real function (its rate limit allows 5 per address per 10 min). None of it
// depends on the width, so it runs once, in the desktop project; keyboard.spec.ts fills the form
// by keyboard, and walks its fields by Tab at both widths.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { E2E_OUTBOX_DIR } from "../../playwright.config";
import { HYDRATION_TIMEOUT_MS } from "./support/hydration";

const ENDPOINT = "/api/send-email";
const TOASTS = {
  invalid: "Please check the form for errors",
  sent: "Message sent successfully!",
  failed: "Failed to send message. Please try again later.",
};
const valid = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@example.com",
  message: "We would like a quote for a new website.",
};
type Values = typeof valid;

const LABELS: Record<keyof Values, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  message: "Message",
};

// By role and accessible name: the label's required marker is hidden from assistive technology.
const field = (page: Page, name: keyof Values) => page.getByRole("textbox", { name: LABELS[name], exact: true });
const submitButton = (page: Page) => page.locator("#contact-form").getByRole("button", { name: /Send message|Sending\.\.\./ });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

const FORM_PATH = "/contact-us#contact-form";

test.skip(({ isMobile }) => isMobile, "validation, toasts and sends are the same at any width");

/** Opens the page and waits for React (not for every image): the form sets its start time once it has hydrated. */
async function openForm(page: Page) {
  await page.goto(FORM_PATH, { waitUntil: "domcontentloaded" });
  await expect(page.locator('#contact-form input[name="startedAt"]')).not.toHaveValue("", { timeout: HYDRATION_TIMEOUT_MS });
}

async function fill(page: Page, values: Partial<Values>) {
  for (const [name, value] of Object.entries(values)) await field(page, name as keyof Values).fill(value);
}

async function expectValues(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name as keyof Values)).toHaveValue(value);
}

/** Every request the page makes to the contact function. */
function recordSends(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) sent.push(request);
  });
  return sent;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const uniqueText = (label: string) =>
  `E2E ${label} ${test.info().project.name} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}: please call me back.`;

/** Waits until the lead store (the function's folder, tests/.tmp/outbox) holds a lead with this message. */
async function expectInOutbox(text: string) {
  const leadsDir = path.join(E2E_OUTBOX_DIR, "leads");
  await expect
    .poll(
      async () => {
        const names = await readdir(leadsDir).catch(() => [] as string[]);
        for (const name of names.filter((entry) => entry.endsWith(".json"))) {
          const lead = JSON.parse(await readFile(path.join(leadsDir, name), "utf8")) as { message: { message: string } };
          if (lead.message.message.includes(text)) return name;
        }
        return null;
      },
      { timeout: 10_000, message: `a lead containing "${text}" in ${leadsDir}` },
    )
    .not.toBeNull();
}

// Pictures and video play no part in the form; skipping them keeps each test to the form's own work.
test.beforeEach(async ({ page }) => {
  await page.route(/\.(avif|webp|jpe?g|png|gif|mp4|webm)(\?.*)?$/, (route) => route.abort());
});

test.describe("with JavaScript", () => {
  test("an empty submit shows every message at once and the error toast, and sends nothing", async ({ page }) => {
    await openForm(page);
    const sends = recordSends(page);
    await submitButton(page).click();

    // Checked first, while the toast is surely still up. Chakra's toast list is a polite live
    // region and each toast a status, so screen readers announce it.
    const region = page.getByRole("region", { name: /Notifications/ });
    await expect(region.getByRole("status").filter({ hasText: TOASTS.invalid })).toBeVisible();
    await expect(region).toHaveAttribute("aria-live", "polite");

    const messages: Record<keyof Values, string> = {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      message: "Message is required",
    };
    for (const [name, message] of Object.entries(messages)) {
      const input = field(page, name as keyof Values);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
      const errorId = await input.getAttribute("aria-describedby");
      const error = page.locator(`[id="${errorId}"]`);
      await expect(error).toHaveText(message);
      await expect(error).toHaveCSS("color", "rgb(252, 165, 165)");
    }
    await expect(field(page, "firstName")).toBeFocused();

    expect(sends).toHaveLength(0);
  });

  test("editing a field clears that field's message only", async ({ page }) => {
    await openForm(page);
    await fill(page, { firstName: "A", email: "not-an-email" });
    await submitButton(page).click();
    await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();

    await field(page, "email").pressSequentially("x");
    await expect(page.getByText("Please enter a valid email")).toBeHidden();
    await expect(field(page, "email")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "email")).not.toHaveAttribute("aria-describedby", /.+/);
    await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
  });

  test("sends the JSON body, shows 'Sending...' while pending, then clears the fields and shows the success toast", async ({ page }) => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const requests: Request[] = [];
    await page.route(`**${ENDPOINT}`, async (route) => {
      requests.push(route.request());
      await answered;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await openForm(page);
    await fill(page, { ...valid, firstName: "  Ann " });
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText("Sending...");
    await expect(submitButton(page)).toBeDisabled();
    expect(requests).toHaveLength(1);
    const request = requests[0] as Request;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ ...valid, website: "", startedAt: expect.any(Number), submissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
    expect(body.startedAt as number).toBeLessThanOrEqual(Date.now());

    release();
    await expect(toast(page, TOASTS.sent)).toBeVisible();
    await expectValues(page, { firstName: "", lastName: "", email: "", message: "" });
    await expect(submitButton(page)).toHaveText("Send message");
    await expect(submitButton(page)).toBeEnabled();
  });

  test("keeps the values, logs the error and shows the failure toast on a 500 and on a network failure", async ({ page }) => {
    const errors = consoleErrors(page);
    const answers: ("500" | "network")[] = ["500", "network"];
    const submissionIds: unknown[] = [];
    await page.route(`**${ENDPOINT}`, (route) => {
      submissionIds.push((route.request().postDataJSON() as Record<string, unknown>).submissionId);
      return answers.shift() === "500" ? route.fulfill({ status: 500, json: { ok: false } }) : route.abort("failed");
    });
    await openForm(page);
    await fill(page, valid);

    await submitButton(page).click();
    await expect(toast(page, TOASTS.failed)).toBeVisible();
    const firstToast = await toast(page, TOASTS.failed).getAttribute("id");
    expect(firstToast).toBeTruthy();
    await expectValues(page, valid);
    await expect(submitButton(page)).toBeEnabled();
    expect(errors.filter((text) => text.includes("The contact message was not sent") && text.includes("500"))).toHaveLength(1);

    await submitButton(page).click();
    // A new toast, whether or not the first has timed out by now.
    await expect(toast(page, TOASTS.failed).and(page.locator(`:not([id="${firstToast}"])`))).toBeVisible();
    await expectValues(page, valid);
    await expect(submitButton(page)).toBeEnabled();
    expect(answers).toHaveLength(0);
    expect(errors.filter((text) => text.includes("The contact message was not sent"))).toHaveLength(2);
    // Sending again is the same message: the function stores it once if the first did arrive.
    expect(submissionIds).toHaveLength(2);
    expect(submissionIds[0]).toEqual(expect.any(String));
    expect(submissionIds[1]).toBe(submissionIds[0]);
  });

  test("a real submission reaches the lead store", async ({ page }) => {
    // The function drops a form sent within 3 s of being shown as a bot. Starting the page's clock a
    // minute in the past makes the form's start time a minute old by the server's clock.
    await page.clock.install({ time: Date.now() - 60_000 });
    const message = uniqueText("js");
    await openForm(page);
    await fill(page, { ...valid, message });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === ENDPOINT),
      submitButton(page).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(toast(page, TOASTS.sent)).toBeVisible();
    await expectValues(page, { firstName: "", lastName: "", email: "", message: "" });
    await expectInOutbox(message);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid message lands on the sent page and reaches the lead store", async ({ page }) => {
    const message = uniqueText("no-js");
    await page.goto(FORM_PATH, { waitUntil: "domcontentloaded" });
    await fill(page, { ...valid, message });
    const [request] = await Promise.all([
      page.waitForRequest((sent) => new URL(sent.url()).pathname === ENDPOINT),
      submitButton(page).click(),
    ]);
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toMatchObject({ ...valid, message, website: "" });

    await expect(page).toHaveURL(/\/contact-us\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message sent" })).toBeVisible();
    await expect(page.getByText(/within one working day/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blogs");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectInOutbox(message);
  });

  test("an invalid message gets the function's page with the messages and the values kept", async ({ page }) => {
    const typed = { firstName: "A", lastName: "", email: "ann@", message: 'Hi <b>"' };
    await page.goto(FORM_PATH, { waitUntil: "domcontentloaded" });
    await fill(page, typed);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === ENDPOINT),
      submitButton(page).click(),
    ]);
    expect(response.status()).toBe(400);

    await expect(page.getByRole("heading", { level: 1, name: "Please check your message" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    const messages: Record<keyof Values, string> = {
      firstName: "First name must be at least 2 characters",
      lastName: "Last name is required",
      email: "Please enter a valid email",
      message: "Message must be at least 10 characters",
    };
    for (const [name, message] of Object.entries(messages)) {
      const input = field(page, name as keyof Values);
      await expect(input).toHaveValue(typed[name as keyof Values]);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.locator("form")).toHaveAttribute("action", ENDPOINT);
    await expect(page.getByRole("link", { name: "Back to the contact page" })).toHaveAttribute("href", "/contact-us#contact-form");
  });
});
