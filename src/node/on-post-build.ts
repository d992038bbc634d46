// After the build: robots.txt first, then the inline-script move, which must see every HTML file
// in its final form (nothing may write HTML after it, or the CSP would block the new inline script).
import type { GatsbyNode } from "gatsby";
import { writeRobotsTxt } from "./robots";
import { externaliseInlineScriptsOfBuild } from "./externalise-inline-scripts";

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  await externaliseInlineScriptsOfBuild(args);
};
