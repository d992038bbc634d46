// After the build: robots.txt and the files the caller writes (the CMS's /admin) first, then the
// inline-script move, which must see every HTML file in its final form (nothing may write HTML
// after it, or the CSP would block the new inline script; the admin page has none, and the move
// fails the build if one ever appears). The same pass replaces Gatsby's bundle tags by the loader
// that starts them after the first paint.
import type { BuildArgs, GatsbyNode } from "gatsby";
import { writeRobotsTxt } from "./robots";
import { externaliseInlineScriptsOfBuild } from "./externalise-inline-scripts";
import { writeBundleLoaderOfBuild } from "./bundles-after-paint";

/** A step that writes files into public/ after the build, before the inline-script move. */
export type PostBuildWriter = (args: BuildArgs) => Promise<void>;

export const postBuild =
  (writers: readonly PostBuildWriter[]): GatsbyNode["onPostBuild"] =>
  async (args) => {
    await writeRobotsTxt(args);
    for (const write of writers) await write(args);
    await externaliseInlineScriptsOfBuild(args, writeBundleLoaderOfBuild(args));
  };
