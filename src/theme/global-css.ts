// The global styles: Chakra's, the button recipe written once, then the site's own.
import { defineGlobalStyles } from "@chakra-ui/react/styled-system";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonRecipe } from "./recipes/button";

/**
 * The button recipe as global rules, written into every page once: `.site-button`, with a rule
 * per `data-size` and `data-variant` (SiteButton sets them). Chakra's Button puts the whole recipe
 * into a class of its own for every different set of props (2.5 KB of CSS each, seven on the home
 * page); buttons that share these rules add only their own props. A variant's rule is more
 * specific than the base, as in the recipe, and anything a button sets by props (no layer) wins
 * over both.
 */
const buttonRules = {
  ".site-button": buttonRecipe.base ?? {},
  ...Object.fromEntries(BUTTON_SIZES.map((size) => [`.site-button[data-size="${size}"]`, buttonRecipe.variants?.size?.[size] ?? {}])),
  ...Object.fromEntries(BUTTON_VARIANTS.map((variant) => [`.site-button[data-variant="${variant}"]`, buttonRecipe.variants?.variant?.[variant] ?? {}])),
};

export const globalCss = defineGlobalStyles({
  "*::placeholder, *[data-placeholder]": { color: "fg.muted/80" },
  "*::selection": { bg: "colorPalette.emphasized/80" },
  "*": { fontFeatureSettings: '"cv11"' },
  html: {
    color: "fg",
    bg: "bg",
    lineHeight: "1.5",
    colorPalette: "gray",
    // The defaults of the ring, filter and backdrop-filter utilities, the global fonts and the
    // border colour the preflight reads. Declared once here they inherit everywhere: on `*`, every
    // element carried and resolved its own copy of all 25, which doubled the cost of every full
    // style recalculation. Only the `auto` value of a filter utility sets them lower down.
    "--ring-inset": "var(--chakra-empty, )",
    "--ring-offset-width": "0px",
    "--ring-offset-color": "#fff",
    "--ring-color": "rgba(66, 153, 225, 0.6)",
    "--ring-offset-shadow": "0 0 #0000",
    "--ring-shadow": "0 0 #0000",
    "--brightness": "var(--chakra-empty, )",
    "--contrast": "var(--chakra-empty, )",
    "--grayscale": "var(--chakra-empty, )",
    "--hue-rotate": "var(--chakra-empty, )",
    "--invert": "var(--chakra-empty, )",
    "--saturate": "var(--chakra-empty, )",
    "--sepia": "var(--chakra-empty, )",
    "--drop-shadow": "var(--chakra-empty, )",
    "--backdrop-blur": "var(--chakra-empty, )",
    "--backdrop-brightness": "var(--chakra-empty, )",
    "--backdrop-contrast": "var(--chakra-empty, )",
    "--backdrop-grayscale": "var(--chakra-empty, )",
    "--backdrop-hue-rotate": "var(--chakra-empty, )",
    "--backdrop-invert": "var(--chakra-empty, )",
    "--backdrop-opacity": "var(--chakra-empty, )",
    "--backdrop-saturate": "var(--chakra-empty, )",
    "--backdrop-sepia": "var(--chakra-empty, )",
    "--global-font-mono": "fonts.mono",
    "--global-font-body": "fonts.body",
    "--global-color-border": "colors.border",
    // The site is dark by design; `dark` is set on <html> in gatsby-ssr.tsx so Chakra's own parts match.
    colorScheme: "dark",
    scrollPaddingTop: "header",
  },
  ...buttonRules,
  body: { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6" },
  "*:focus-visible": { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" },
  "*, *::before, *::after": {
    _motionReduce: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
  },
});
