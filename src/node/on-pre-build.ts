// Before the pages are built: the hosted CMS's settings are checked, so a malformed one stops the
// build before its longest part, and the CMS's own packages are installed when it is hosted
// (cms/hosted-admin.ts writes /admin after the build).
import type { GatsbyNode } from "gatsby";
import { prepareHostedAdminOfBuild } from "../../cms/hosted-admin";

export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => {
  prepareHostedAdminOfBuild(args);
};
