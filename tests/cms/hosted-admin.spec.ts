// The production build's /admin in Chromium, served by the site's own server under /admin's
// Content-Security-Policy (support/hosted-site.ts writes it as the post-build step does, from the
// environment). With the hosted settings, the page loads a config.json for Decap's GitHub backend
// and the editorial workflow, Decap starts on it as far as its GitHub login, with no policy
// violation, no file missing and no one signed in as the local backend, and its login opens the
// OAuth provider the settings name. Without them, /admin is the plain page saying how to switch
// the editor on: no script, not indexed.
import { expect, test, type Page } from "@playwright/test";
import { watchPolicies } from "../e2e/support/policies";
import { startHostedSite, type HostedEnvironment, type HostedSite } from "./support/hosted-site";

let site: HostedSite | undefined;

test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The answers of the site's own origin that failed: a file the page asks for and the build did not write. */
function watchMissingFiles(page: Page, origin: string): string[] {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(`${origin}/`) && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  return missing;
}

const hostedCases: { name: string; env: HostedEnvironment; backend: Record<string, string>; signIn: string }[] = [
  {
    name: "the repository and branch alone, signing in through Netlify's provider",
    env: { CMS_GITHUB_REPO: "northlime/website", CMS_GITHUB_BRANCH: "main" },
    backend: { name: "github", repo: "northlime/website", branch: "main" },
    signIn: "https://api.netlify.com/auth",
  },
  {
    // The branch left to its default, and a provider of the agency's own with its own sign-in path.
    name: "the repository and an OAuth provider of its own",
    env: { CMS_GITHUB_REPO: "northlime/website", CMS_AUTH_URL: "https://auth.northlime.example/", CMS_AUTH_ENDPOINT: "/api/auth/" },
    backend: { name: "github", repo: "northlime/website", branch: "main", base_url: "https://auth.northlime.example", auth_endpoint: "api/auth" },
    signIn: "https://auth.northlime.example/api/auth",
  },
];

for (const { name, env, backend, signIn } of hostedCases) {
  test(`with ${name}, /admin/ starts Decap on the GitHub backend in the editorial workflow, as far as its GitHub login`, async ({ page }) => {
    site = await startHostedSite(env);
    const { origin } = site;
    const problems = await watchPolicies(page);
    const missing = watchMissingFiles(page, origin);

    // The configuration the page itself fetched, not the file on disk: what Decap was started with.
    // cms.js asks for it only once Decap's bundle (~5 MB, compressed by the server on each request)
    // has run, which on a loaded machine takes longer than the 30 s an action gets.
    const configLoaded = page.waitForResponse((response) => response.url() === `${origin}/admin/config.json`, { timeout: 120_000 });
    const served = await page.goto(`${origin}/admin/`);
    expect(served?.status()).toBe(200);
    // The CMS's page, not the plain one, and by its load event every script and module it names
    // was there and ran: a build that ignored the settings or left out a file fails here, not after the wait.
    expect(await page.title()).toBe("Northlime Digital: content editor");
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    const configResponse = await configLoaded;
    expect(configResponse.status()).toBe(200);
    const { config } = await configResponse.json();
    expect(config.backend).toEqual(backend);
    expect(config.publish_mode).toBe("editorial_workflow");

    // Only the GitHub backend draws this button; the local backend's says "Login". A policy
    // violation or a missing file is the likelier reason it never shows, so either is reported first.
    const login = page.getByRole("button", { name: "Login with GitHub" });
    try {
      await expect(login).toBeVisible();
    } finally {
      expect(problems).toEqual([]);
      expect(missing).toEqual([]);
    }
    // The local page's sign-in script would have recorded the local backend's user by now.
    expect(await page.evaluate(() => window.localStorage.getItem("decap-cms-user"))).toBeNull();

    // The login opens the provider's sign-in in a window of its own. Whatever is asked of another
    // origin is answered here, so no request leaves the machine.
    await page.context().route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Sign in</title>" }),
    );
    const signInOpened = page.waitForEvent("popup");
    await login.click();
    const asked = new URL((await signInOpened).url());
    expect(`${asked.origin}${asked.pathname}`).toBe(signIn);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ provider: "github", site_id: "127.0.0.1", scope: "repo" });
    expect(problems).toEqual([]);
  });
}

test("without the hosted settings, /admin and /admin/ serve the plain page saying how to switch the editor on, with no script and not indexed", async ({
  page,
}) => {
  site = await startHostedSite({});
  const { origin } = site;
  const problems = await watchPolicies(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));

  // /admin is a folder of files, not a page: the server sends it to /admin/, where relative addresses resolve.
  const served = await page.goto(`${origin}/admin`);
  expect(served?.request().redirectedFrom()?.url()).toBe(`${origin}/admin`);
  expect(page.url()).toBe(`${origin}/admin/`);
  expect(served?.status()).toBe(200);
  expect(await served?.headerValue("x-robots-tag")).toBe("noindex");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content editor is not switched on");
  await expect(page.getByRole("main")).toContainText("CMS_GITHUB_REPO");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Nothing to run: no script element, and nothing fetched beyond the redirect and the page itself.
  await expect(page.locator("script")).toHaveCount(0);
  expect(requested).toEqual([`${origin}/admin`, `${origin}/admin/`]);
  expect(await page.evaluate(() => "CMS" in window || "CMS_MANUAL_INIT" in window)).toBe(false);
  // None of the hosted CMS's files were written.
  expect((await page.request.get(`${origin}/admin/config.json`)).status()).toBe(404);
  expect(problems).toEqual([]);

  // /admin/ asked for directly is the same page, with no redirect.
  const direct = await page.goto(`${origin}/admin/`);
  expect(direct?.request().redirectedFrom()).toBeNull();
  expect(direct?.status()).toBe(200);
  expect(await direct?.headerValue("x-robots-tag")).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content editor is not switched on");
  await expect(page.locator("script")).toHaveCount(0);
});
