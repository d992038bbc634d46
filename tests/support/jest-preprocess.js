// Babel transform for Jest: Gatsby's own preset plus TypeScript, as Gatsby's unit-testing guide sets it up.
const babelOptions = {
  // The automatic JSX runtime, as gatsby-config.ts sets it for the site's own build.
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
