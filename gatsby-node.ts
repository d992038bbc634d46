// Build-time wiring: a table of contents that delegates each concern to src/node.
export { onPreBootstrap } from "./src/node/check-content";
export { createSchemaCustomization } from "./src/node/graphql-types";
export { onCreateNode, sourceNodes } from "./src/node/on-create-node";
export { createResolvers } from "./src/node/create-resolvers";
export { createPages } from "./src/node/create-pages";
export { onCreatePage } from "./src/node/fixed-page-lists";
export { onPreBuild } from "./src/node/on-pre-build";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateWebpackConfig } from "./src/node/webpack";
