// Jest set up the documented Gatsby way: babel-preset-gatsby, one global `gatsby` mock, Testing Library.
/** @type {import('jest').Config} */
module.exports = {
  roots: ["<rootDir>/src", "<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  transform: {
    "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/tests/support/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|webm)$": "<rootDir>/tests/support/file-mock.js",
  },
  // Gatsby ships untranspiled ESM, icons come one file each from lucide-react/icons (ESM .mjs),
  // and parse5 (with its entities) and raw-body are ESM only: these must pass through Babel too.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react/dist/esm|parse5|entities|raw-body)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Jest's default is one worker fewer than the cores, which on a two-core runner is one worker:
  // the files would run in a row while a core idles. The parent process only hands out files and
  // collects results, so it needs no core of its own.
  maxWorkers: "100%",
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/tests/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/setup-tests.ts"],
};
