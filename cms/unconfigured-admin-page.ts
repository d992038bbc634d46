// The page at /admin of a build without the hosted CMS's settings: what hosted editing needs and
// where the guide is, in the site's colours. Plain HTML and one stylesheet in the page: no script,
// nothing loaded from cms/.
import { escapeAttribute } from "../src/lib/escape-html";
import { palette } from "../src/theme/palette";
import { DEFAULT_BRANCH, HOSTED_CMS_VARIABLES } from "./hosted-settings";

/** The guide in the repository, and its section on these settings (GitHub's anchor for "Hosted editing: settings"). */
export const GUIDE_PATH = "docs/editing.md";
const GUIDE_SECTION = "hosted-editing-settings";

/**
 * The guide on the repository's web page, for the branch being built, when the build knows both:
 * Netlify sets REPOSITORY_URL (https://github.com/owner/name) and HEAD (the branch) on its builds.
 */
export function guideUrlOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const repository = env.REPOSITORY_URL?.trim();
  const branch = (env.HEAD ?? env.BRANCH)?.trim();
  if (!repository || !branch) return undefined;
  let url: URL;
  try {
    url = new URL(repository);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.search || url.hash) return undefined;
  const base = `${url.origin}${url.pathname.replace(/\/+$/, "").replace(/\.git$/, "")}`;
  const branchPath = branch.split("/").map(encodeURIComponent).join("/");
  return `${base}/blob/${branchPath}/${GUIDE_PATH}#${GUIDE_SECTION}`;
}

export interface UnconfiguredAdminPageOptions {
  /** The guide's address (guideUrlOf), or undefined to name the file in the repository instead. */
  guideUrl?: string;
}

export function unconfiguredAdminPage({ guideUrl }: UnconfiguredAdminPageOptions): string {
  const { repo, branch, authUrl, authEndpoint } = HOSTED_CMS_VARIABLES;
  const guide = guideUrl
    ? `<a href="${escapeAttribute(guideUrl)}">the editor&#39;s guide</a> (<code>${GUIDE_PATH}</code>, &ldquo;Hosted editing: settings&rdquo;)`
    : `the editor&#39;s guide, <code>${GUIDE_PATH}</code> in the site&#39;s repository (&ldquo;Hosted editing: settings&rdquo;)`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor not switched on</title>
    <style>
      html { color-scheme: dark; }
      body { margin: 0; background: ${palette.ink[900]}; color: #F5F7FA; line-height: 1.6;
        font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
      main { max-width: 42rem; margin: 0 auto; padding: 4rem 1.5rem; }
      h1 { font-size: 2.25rem; line-height: 1.15; letter-spacing: -0.01em; margin: 0 0 1.5rem; }
      p, li { color: #B4BCCD; font-size: 1.125rem; }
      ul { padding-inline-start: 1.2em; }
      li + li { margin-top: 0.75em; }
      li::marker { color: ${palette.lime[400]}; }
      code { color: #F5F7FA; background: ${palette.ink[800]}; border: 1px solid ${palette.ink[600]}; border-radius: 0.375rem;
        padding: 0.1em 0.35em; font-size: 0.95em; }
      a { color: ${palette.lime[400]}; text-decoration: underline; text-underline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <h1>The content editor is not switched on</h1>
      <p>
        This copy of the site was built without the settings that connect its content editor to the
        site&#39;s repository on GitHub, so there is nothing to sign in to here.
      </p>
      <p>To switch it on, set these in the build&#39;s environment (on Netlify, the site&#39;s environment variables) and deploy again:</p>
      <ul>
        <li><code>${repo}</code>: the repository the changes are saved to, as owner/name, for example <code>northlime/website</code>.</li>
        <li><code>${branch}</code>: the branch each change is merged into; <code>${DEFAULT_BRANCH}</code> when it is not set.</li>
        <li>
          <code>${authUrl}</code>: the address of the service that signs editors in to GitHub, only when it is not
          Netlify&#39;s (with <code>${authEndpoint}</code> when its sign-in path is not <code>/auth</code>).
        </li>
      </ul>
      <p>None of them is a secret. Until then, the content can still be edited on your own computer with <code>npm run cms</code>.</p>
      <p>Both ways of editing are explained in ${guide}.</p>
      <p><a href="/">Back to the site</a></p>
    </main>
  </body>
</html>
`;
}
