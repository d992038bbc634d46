// Watches a page for what the served policies forbid: Content-Security-Policy violations, the
// console's policy errors (CSP, Permissions-Policy) and uncaught page errors. Used by the visit of
// every route (a11y.spec.ts), the client-navigation check (security.spec.ts) and the built /admin
// (tests/cms/hosted-admin.spec.ts).
import type { Page } from "@playwright/test";

/** Records policy violations and policy errors the page reports, from before its first script. */
export async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to|Unrecognized feature/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
