// Lint rules: TypeScript, React, hooks and accessibility (jsx-a11y) across the site and tests.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";

// No file reaches into a package's build output (`<pkg>/dist/...`) or imports through a
// node_modules folder by a relative path: both are a package's internals, which change without
// notice between releases, and the second bypasses package.json's `exports` as well.
const packageInternals = [
  // Gatsby's internals change without notice between releases; only its public API is used.
  { group: ["gatsby/dist", "gatsby/dist/**"], message: "Use Gatsby's public API, or a few lines of our own." },
  {
    group: ["**/dist", "**/dist/**", "!gatsby/dist", "!gatsby/dist/**"],
    message: "Import the package by a name its package.json exports, or write the few lines here.",
  },
  { group: ["**/node_modules/**"], message: "Import the package by its name, never by a path into node_modules." },
];

// Chakra's Button repeats its whole recipe in a class for every set of props it is given.
const useSiteButton = "Use SiteButton/SiteIconButton (src/components/ui/site-button.tsx): the button recipe is written once per page.";

export default tseslint.config(
  {
    ignores: ["node_modules/", "public/", ".cache/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", "tests/.tmp/", "bench-results/", "cms/node_modules/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx,js,mjs}", "tests/**/*.{ts,tsx,js,mjs}", "cms/**/*.{ts,tsx,js,mjs}", "gatsby-*.{ts,tsx}", "netlify/**/*.mts"],
    rules: { "no-restricted-imports": ["error", { patterns: packageInternals }] },
  },
  {
    // Replaces the rule above for these files, so it repeats its patterns.
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: {
      // A package's main entry re-exports all of it, and webpack builds every module behind it for
      // each bundle before tree shaking drops what is unused: build time for code that never ships.
      // lucide-react's is every icon (~1,650 modules; the server bundle takes its CommonJS file
      // whole), Chakra's every component and, through them, every Ark UI component.
      "no-restricted-imports": [
        "error",
        {
          patterns: packageInternals,
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon by its own path: import Menu from "lucide-react/icons/menu".',
            },
            {
              name: "@chakra-ui/react",
              allowTypeImports: true,
              message: 'Import from the component\'s own entry: "@chakra-ui/react/box", "@chakra-ui/react/styled-system".',
            },
            { name: "@chakra-ui/react", importNames: ["Button", "IconButton"], message: useSiteButton },
            { name: "@chakra-ui/react/button", allowTypeImports: true, message: useSiteButton },
          ],
        },
      ],
    },
  },
  {
    // Every package a file imports is declared in package.json: one that arrives only as another
    // package's dependency can vanish or change major version with that package's next release.
    // What the site and its server run needs a dependency; tests, tools and the image script may
    // use devDependencies. Type-only imports are exempt (the @types packages).
    plugins: { "import-x": importX },
    rules: { "import-x/no-extraneous-dependencies": ["error", { devDependencies: true }] },
  },
  {
    files: ["src/**/*.{ts,tsx,js,mjs}", "gatsby-*.{ts,tsx}", "netlify/functions/**/*.mts"],
    ignores: ["src/art/**"],
    rules: { "import-x/no-extraneous-dependencies": ["error", { devDependencies: false }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    // Jest's Babel transform and shims are CommonJS by Jest's own convention.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The CMS's own folder may also use its own packages (cms/package.json): the bundled Decap CMS,
    // its local server and the YAML writer Decap saves with.
    files: ["cms/**/*.{ts,js,mjs}"],
    rules: { "import-x/no-extraneous-dependencies": ["error", { devDependencies: true, packageDir: [".", "cms"] }] },
  },
  {
    // The admin page's scripts run in the browser beside the bundled CMS, which defines window.CMS.
    files: ["cms/admin/**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["tests/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
