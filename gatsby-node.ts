// Build-time wiring: a table of contents that delegates each concern to src/node, and the CMS's
// part of the build (its /admin, cms/hosted-admin.ts) to cms/.
import type { GatsbyNode } from "gatsby";
import { prepareHostedAdminOfBuild, writeAdminOfBuild } from "./cms/hosted-admin";
import { postBuild } from "./src/node/on-post-build";

export { onPreBootstrap } from "./src/node/check-content";
export { createSchemaCustomization } from "./src/node/graphql-types";
export { onCreateNode, sourceNodes } from "./src/node/on-create-node";
export { createResolvers } from "./src/node/create-resolvers";
export { createPages } from "./src/node/create-pages";
export { onCreatePage } from "./src/node/fixed-page-lists";
export { onCreateWebpackConfig } from "./src/node/webpack";

export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => prepareHostedAdminOfBuild(args);
export const onPostBuild = postBuild([writeAdminOfBuild]);
