// The Chakra system: brand tokens on top of Chakra's defaults. Components speak in the semantic
// tokens below (accent, bg.panel, fg.muted); the lime accent is defined once, here.
// Built from Chakra's base config (utilities and conditions), its default tokens and styles, and
// only the recipes the site renders (chakra-theme-parts.js): `defaultConfig` carries every recipe
// Chakra has, which is a quarter of the script every page loads.
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig, defineGlobalStyles } from "@chakra-ui/react/styled-system";
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  slotRecipes,
  textStyles,
  tokens,
} from "./chakra-theme-parts";
import { palette } from "./palette";

const systemFonts =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const colourScale = (scale: Record<number, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

/** The sizes and variants SiteButton offers (src/components/ui/site-button.tsx). */
export const BUTTON_SIZES = ["sm", "md", "lg"] as const;
export const BUTTON_VARIANTS = ["solid", "subtle", "outline", "ghost"] as const;

/**
 * Chakra's button recipe as global rules, written into every page once: `.site-button`, with a
 * rule per `data-size` and `data-variant`. Chakra's Button puts the whole recipe into a class of
 * its own for every different set of props (2.5 KB of CSS each, seven on the home page); buttons
 * that share these rules add only their own props. A variant's rule is more specific than the
 * base, as in the recipe, and anything a button sets by props (no layer) wins over both.
 */
const buttonCss = {
  ".site-button": buttonRecipe.base ?? {},
  ...Object.fromEntries(BUTTON_SIZES.map((size) => [`.site-button[data-size="${size}"]`, buttonRecipe.variants?.size?.[size] ?? {}])),
  ...Object.fromEntries(BUTTON_VARIANTS.map((variant) => [`.site-button[data-variant="${variant}"]`, buttonRecipe.variants?.variant?.[variant] ?? {}])),
};

const config = defineConfig({
  // The site is dark by design; `dark` is set on <html> in gatsby-ssr.tsx so Chakra's own parts match.
  globalCss: {
    ...buttonCss,
    html: { colorScheme: "dark", scrollPaddingTop: "header" },
    body: { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6" },
    "*:focus-visible": { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" },
    "*, *::before, *::after": {
      _motionReduce: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
    },
  },
  theme: {
    // The typing headline's caret: visible for the first half of each second, hidden for the second.
    keyframes: {
      "caret-blink": { "50%": { opacity: "0" } },
    },
    tokens: {
      colors: {
        lime: colourScale(palette.lime),
        ink: colourScale(palette.ink),
      },
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
      },
      // The fixed header's height, as a size (its own height) and a spacing (what content clears).
      sizes: {
        header: { value: "4.5rem" },
      },
      spacing: {
        header: { value: "4.5rem" },
      },
    },
    semanticTokens: {
      colors: {
        accent: {
          DEFAULT: { value: "{colors.lime.400}" },
          emphasized: { value: "{colors.lime.300}" },
          muted: { value: "rgba(181, 242, 61, 0.16)" },
          contrast: { value: "{colors.ink.900}" },
        },
        // `colorPalette="brand"` gives Chakra's buttons and controls the brand colours.
        brand: {
          solid: { value: "{colors.lime.400}" },
          contrast: { value: "{colors.ink.900}" },
          fg: { value: "{colors.lime.300}" },
          muted: { value: "rgba(181, 242, 61, 0.24)" },
          subtle: { value: "rgba(181, 242, 61, 0.12)" },
          emphasized: { value: "{colors.lime.300}" },
          focusRing: { value: "{colors.lime.400}" },
        },
        bg: {
          DEFAULT: { value: "{colors.ink.900}" },
          subtle: { value: "{colors.ink.800}" },
          muted: { value: "{colors.ink.700}" },
          emphasized: { value: "{colors.ink.600}" },
          panel: { value: "{colors.ink.800}" },
          deep: { value: "{colors.ink.950}" },
        },
        fg: {
          DEFAULT: { value: "#F5F7FA" },
          muted: { value: "#B4BCCD" },
          subtle: { value: "#8D97AD" },
        },
        border: {
          DEFAULT: { value: "{colors.ink.600}" },
          muted: { value: "{colors.ink.700}" },
        },
        // Error text and invalid fields: #FCA5A5 is 9:1 on bg.panel and 10:1 on bg (WCAG AA needs 4.5:1).
        danger: {
          DEFAULT: { value: "{colors.red.300}" },
          muted: { value: "rgba(252, 165, 165, 0.14)" },
        },
      },
    },
  },
});

/**
 * Chakra's global styles, with the custom properties its `*` rule sets on every element (ring,
 * filter and backdrop-filter defaults, the global fonts and border colour) declared once on <html>
 * instead: they inherit the same values everywhere. On `*`, every element carried its own copy of
 * some 25 variables, each resolved per element, which doubled the cost of every full style
 * recalculation (a forced recalc of / took about half the time without it). Nothing here sets
 * them lower down; only the `auto` value of the filter utilities would, on the element it styles.
 */
const { "*": everyElementCss, html: htmlCss, ...otherGlobalCss } = globalCss;
const { fontFeatureSettings, ...inheritedVariables } = everyElementCss ?? {};
const globalCssOnce = defineGlobalStyles({
  ...otherGlobalCss,
  "*": { fontFeatureSettings },
  html: { ...htmlCss, ...inheritedVariables },
});

/** What `defaultConfig` adds to the base config, less the recipes no component here uses. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: globalCssOnce,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
