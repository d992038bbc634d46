/** @jest-environment node */
// The hosted CMS's settings as a build reads them from its environment: what each one sets, and a
// malformed one refused in one line that names the variable and what it takes.
import { hostedCmsSettings, unreadHostedCmsVariables } from "../../../cms/hosted-settings";

describe("the hosted CMS's settings", () => {
  it("are none without CMS_GITHUB_REPO, whatever else is set, and those others are named as unread", () => {
    expect(hostedCmsSettings({})).toBeUndefined();
    expect(hostedCmsSettings({ CMS_GITHUB_REPO: "  ", CMS_AUTH_URL: "https://auth.example.com" })).toBeUndefined();
    expect(unreadHostedCmsVariables({ CMS_GITHUB_BRANCH: "main", CMS_AUTH_URL: "https://auth.example.com" })).toEqual(["CMS_GITHUB_BRANCH", "CMS_AUTH_URL"]);
    expect(unreadHostedCmsVariables({ CMS_GITHUB_REPO: "northlime/website", CMS_AUTH_URL: "https://auth.example.com" })).toEqual([]);
  });

  it("take the repository alone, on the main branch and Netlify's sign-in", () => {
    expect(hostedCmsSettings({ CMS_GITHUB_REPO: "northlime/website" })).toEqual({ repo: "northlime/website", branch: "main" });
  });

  it("take a branch, and an OAuth provider's origin with its sign-in path", () => {
    const env = {
      CMS_GITHUB_REPO: " northlime/website.v2 ",
      CMS_GITHUB_BRANCH: "release/2026-12",
      CMS_AUTH_URL: "https://auth.example.com/",
      CMS_AUTH_ENDPOINT: "/api/auth/",
    };
    expect(hostedCmsSettings(env)).toEqual({ repo: "northlime/website.v2", branch: "release/2026-12", authUrl: "https://auth.example.com", authEndpoint: "api/auth" });
    expect(hostedCmsSettings({ CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "http://localhost:3000" })?.authUrl).toBe("http://localhost:3000");
  });

  it.each([
    ["CMS_GITHUB_REPO", { CMS_GITHUB_REPO: "website" }, "owner/name"],
    ["CMS_GITHUB_REPO", { CMS_GITHUB_REPO: "https://github.com/northlime/website" }, "owner/name"],
    ["CMS_GITHUB_REPO", { CMS_GITHUB_REPO: "northlime/website.git" }, "owner/name"],
    ["CMS_GITHUB_REPO", { CMS_GITHUB_REPO: "-northlime/website" }, "owner/name"],
    ["CMS_GITHUB_REPO", { CMS_GITHUB_REPO: "northlime/web site" }, "owner/name"],
    ["CMS_GITHUB_BRANCH", { CMS_GITHUB_REPO: "a/b", CMS_GITHUB_BRANCH: "my branch" }, "a branch name"],
    ["CMS_GITHUB_BRANCH", { CMS_GITHUB_REPO: "a/b", CMS_GITHUB_BRANCH: "main..old" }, "a branch name"],
    ["CMS_GITHUB_BRANCH", { CMS_GITHUB_REPO: "a/b", CMS_GITHUB_BRANCH: "feature/" }, "a branch name"],
    ["CMS_AUTH_URL", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "auth.example.com" }, "origin"],
    ["CMS_AUTH_URL", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "http://auth.example.com" }, "origin"],
    ["CMS_AUTH_URL", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.com/oauth" }, "CMS_AUTH_ENDPOINT"],
    ["CMS_AUTH_URL", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.com/?site=x" }, "origin"],
    ["CMS_AUTH_URL", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://user:pass@auth.example.com" }, "origin"],
    ["CMS_AUTH_ENDPOINT", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.com", CMS_AUTH_ENDPOINT: "../auth" }, "a path"],
    ["CMS_AUTH_ENDPOINT", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.com", CMS_AUTH_ENDPOINT: "auth?x=1" }, "a path"],
    ["CMS_AUTH_ENDPOINT", { CMS_GITHUB_REPO: "a/b", CMS_AUTH_ENDPOINT: "auth" }, "CMS_AUTH_URL"],
  ])("refuse a malformed %s, naming it and what it takes, in one line", (variable, env, expected) => {
    let message = "";
    try {
      hostedCmsSettings(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.startsWith(`${variable} must be `)).toBe(true);
    expect(message).toContain(expected);
    expect(message).not.toContain("\n");
  });
});
