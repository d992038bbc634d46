// The hosted CMS's settings, read from the environment of the build (.env.example; docs/editing.md,
// "Hosted editing: settings"): the GitHub repository and branch the editors' changes go to, and
// the OAuth provider that signs them in to GitHub when it is not Netlify's. None is a secret: the
// provider holds the OAuth app's client secret, and the browser only ever holds the token it
// hands back. A setting that is set but malformed fails the build with one line naming it.

export interface HostedCmsSettings {
  /** The repository, as owner/name. */
  repo: string;
  /** The branch changes are merged into (a pull request each, in the editorial workflow). */
  branch: string;
  /** The OAuth provider's origin (Decap's `base_url`); Netlify's, https://api.netlify.com, when unset. */
  authUrl?: string;
  /** Its sign-in path on that origin (Decap's `auth_endpoint`); "auth" when unset. */
  authEndpoint?: string;
}

/** The environment variables, by what they set. */
export const HOSTED_CMS_VARIABLES = {
  repo: "CMS_GITHUB_REPO",
  branch: "CMS_GITHUB_BRANCH",
  authUrl: "CMS_AUTH_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
} as const;

/**
 * The branch when CMS_GITHUB_REPO is set and CMS_GITHUB_BRANCH is not: the repository's own
 * (cms/config.ts's local backend names it too). Defaulted rather than required, so the hosted CMS
 * takes one setting on the usual set-up; a repository whose branch is not main says so, and a
 * branch that does not exist is named by the CMS as soon as it opens, before anything is saved.
 */
export const DEFAULT_BRANCH = "main";

/** A setting that is set but unusable; its message names the variable and what it takes. */
export class HostedCmsSettingError extends Error {
  constructor(variable: string, expected: string, value: string) {
    super(`${variable} must be ${expected} (got ${JSON.stringify(value)}).`);
    this.name = "HostedCmsSettingError";
  }
}

// GitHub's rules: an owner is letters, digits and single hyphens inside, at most 39 characters; a
// repository name letters, digits, `.`, `_` and `-`, at most 100.
const GITHUB_OWNER = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/;
const GITHUB_NAME = /^[A-Za-z0-9._-]{1,100}$/;
// Git's rules for a ref name (git check-ref-format), as far as a branch typed into a setting meets them.
const BRANCH_FORBIDDEN = [/[\s~^:?*[\\]/, /^[-/.]/, /[/.]$/, /\.\./, /\/\//, /\/\./, /@\{/, /\.lock(\/|$)/, /^@$/];
/** The control characters git refuses in a ref name (white space is in BRANCH_FORBIDDEN). */
const hasControlCharacter = (value: string) => [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
const PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function repoOf(value: string): string {
  const [owner = "", name = "", ...rest] = value.split("/");
  const nameOk = GITHUB_NAME.test(name) && name !== "." && name !== ".." && !name.toLowerCase().endsWith(".git");
  if (rest.length > 0 || !GITHUB_OWNER.test(owner) || !nameOk) {
    throw new HostedCmsSettingError(HOSTED_CMS_VARIABLES.repo, "a GitHub repository as owner/name, such as northlime/website", value);
  }
  return value;
}

function branchOf(value: string): string {
  if (value === "" || hasControlCharacter(value) || BRANCH_FORBIDDEN.some((pattern) => pattern.test(value))) {
    throw new HostedCmsSettingError(HOSTED_CMS_VARIABLES.branch, "a branch name such as main", value);
  }
  return value;
}

/**
 * The provider's origin only: Decap takes a sign-in message from the provider's window only when
 * the message's origin is exactly this address, so a path here would make every sign-in hang.
 * https, or http on this machine for a provider run locally.
 */
function authUrlOf(value: string): string {
  const refuse = () =>
    new HostedCmsSettingError(
      HOSTED_CMS_VARIABLES.authUrl,
      `the OAuth provider's origin with no path, such as https://auth.example.com (a path goes in ${HOSTED_CMS_VARIABLES.authEndpoint})`,
      value,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
  const originOnly = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password && !value.endsWith("?") && !value.endsWith("#");
  if (!secure || !originOnly) throw refuse();
  return url.origin;
}

function authEndpointOf(value: string): string {
  const segments = value.replace(/^\/+|\/+$/g, "").split("/");
  if (segments.some((segment) => !PATH_SEGMENT.test(segment) || segment === "." || segment === "..")) {
    throw new HostedCmsSettingError(HOSTED_CMS_VARIABLES.authEndpoint, "a path on the OAuth provider such as auth or api/auth", value);
  }
  return segments.join("/");
}

/** A variable's value, trimmed; an empty one counts as unset, as in .env.example. */
const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * The hosted CMS's settings from `env`, or undefined when CMS_GITHUB_REPO is unset (the build then
 * writes a page saying how to switch it on). Throws HostedCmsSettingError for a malformed one.
 */
export function hostedCmsSettings(env: NodeJS.ProcessEnv = process.env): HostedCmsSettings | undefined {
  const repo = setting(env, HOSTED_CMS_VARIABLES.repo);
  if (!repo) return undefined;
  const authUrl = setting(env, HOSTED_CMS_VARIABLES.authUrl);
  const authEndpoint = setting(env, HOSTED_CMS_VARIABLES.authEndpoint);
  if (authEndpoint && !authUrl) {
    throw new HostedCmsSettingError(
      HOSTED_CMS_VARIABLES.authEndpoint,
      `unset unless ${HOSTED_CMS_VARIABLES.authUrl} names the OAuth provider it is a path on`,
      authEndpoint,
    );
  }
  return {
    repo: repoOf(repo),
    branch: branchOf(setting(env, HOSTED_CMS_VARIABLES.branch) ?? DEFAULT_BRANCH),
    ...(authUrl ? { authUrl: authUrlOf(authUrl) } : {}),
    ...(authEndpoint ? { authEndpoint: authEndpointOf(authEndpoint) } : {}),
  };
}

/** The hosted CMS's variables that are set although CMS_GITHUB_REPO is not, so nothing reads them. */
export function unreadHostedCmsVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  if (setting(env, HOSTED_CMS_VARIABLES.repo)) return [];
  return Object.values(HOSTED_CMS_VARIABLES).filter((name) => setting(env, name) !== undefined);
}
