// Babel transform for Jest: Gatsby's own preset plus TypeScript, as Gatsby's unit-testing guide sets it up.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
