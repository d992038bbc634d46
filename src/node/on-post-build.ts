// After the build: robots.txt and the CMS's /admin first, then the inline-script move, which must
// see every HTML file in its final form (nothing may write HTML after it, or the CSP would block the
// new inline script; the admin page has none, and the move fails the build if one ever appears).
// The same pass replaces Gatsby's bundle tags by the loader that starts them after the first paint.
import type { GatsbyNode } from "gatsby";
import { writeAdminOfBuild } from "../../cms/hosted-admin";
import { writeRobotsTxt } from "./robots";
import { externaliseInlineScriptsOfBuild } from "./externalise-inline-scripts";
import { writeBundleLoaderOfBuild } from "./bundles-after-paint";

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  await writeAdminOfBuild(args);
  await externaliseInlineScriptsOfBuild(args, writeBundleLoaderOfBuild(args));
};
