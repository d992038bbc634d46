// Chakra's default tokens and styles, and the recipes this site's components use, each imported
// from its own module. The package's `theme` entry (and `defaultConfig`) also builds
// `defaultThemeConfig` with a function call the bundler must keep, and with it all of Chakra's
// ~80 recipes: about 117 KB of script (25 KB gzip) on every page. Its export map offers no
// smaller entry, so these paths reach past it; the types are the package's own (the .d.ts beside).
import { animations } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js";
import { aspectRatios } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js";
import { blurs } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js";
import { borders } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js";
import { colors } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js";
import { cursor } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js";
import { durations } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js";
import { easings } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js";
import { fontSizes } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js";
import { fontWeights } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js";
import { fonts } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js";
import { letterSpacings } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js";
import { lineHeights } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js";
import { radii } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js";
import { sizes } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js";
import { spacing } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js";
import { zIndices } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js";
import { keyframes as chakraKeyframes } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js";
import { semanticColors } from "../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js";
import { semanticRadii } from "../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js";
import { semanticShadows } from "../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js";
import { badgeRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js";
import { buttonRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js";
import { containerRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js";
import { headingRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js";
import { iconRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/icon.js";
import { inputRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js";
import { spinnerRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js";
import { textareaRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js";
import { fieldSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js";
import { listSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js";
import { toastSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js";

export { breakpoints } from "../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js";
export { globalCss } from "../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js";
export { layerStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js";
export { animationStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js";
export { textStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js";

/**
 * The palettes whose shades nothing here names, neither a component nor a kept token or recipe:
 * their 55 shades were written into every page as CSS variables. Chakra's `warning`, `success`
 * and `info` colours, drawn from orange, green and blue, go with them. tests/unit/theme/palettes.test.ts
 * checks that every shade a component or token names still exists.
 */
export const UNNAMED_PALETTES = ["orange", "green", "blue", "cyan", "pink"];
const colorsInUse = Object.fromEntries(Object.entries(colors).filter(([name]) => !UNNAMED_PALETTES.includes(name)));

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: colorsInUse,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/**
 * Chakra defines a semantic group (solid, contrast, fg, muted, subtle, emphasized, focusRing,
 * border) for each of its ten palettes, so that any of them can be a `colorPalette`. Here only
 * `gray` (Chakra's global default) and the theme's own `brand` are; the other nine groups were 144
 * of the system's 661 tokens, resolved in createSystem on every page load and written as CSS
 * variables into every page (the token CSS went from 29.4 to 20.6 KB). The palettes' shades stay
 * (colors.teal.200 and the like). tests/unit/theme/palettes.test.ts checks that every colorPalette
 * a component names is kept.
 */
export const PALETTE_GROUPS = ["gray", "red", "orange", "yellow", "green", "teal", "blue", "cyan", "purple", "pink"];
export const COLOR_PALETTES_IN_USE = ["gray"];
const STATUS_COLOURS_UNUSED = ["warning", "success", "info"];
const semanticColorsInUse = Object.fromEntries(
  Object.entries(semanticColors)
    .filter(([name]) => !PALETTE_GROUPS.includes(name) || COLOR_PALETTES_IN_USE.includes(name))
    .map(([name, group]) => [name, Object.fromEntries(Object.entries(group).filter(([key]) => !STATUS_COLOURS_UNUSED.includes(key)))]),
);

/**
 * The site is always dark (gatsby-ssr.tsx sets `dark` on <html>), so each semantic token keeps
 * only its dark value: Chakra then writes one block of these variables into every page instead of
 * a light block and a dark one, and resolves half as many values on every load.
 */
function darkValuesOnly(tree) {
  if (typeof tree !== "object" || tree === null) return tree;
  if ("value" in tree && typeof tree.value === "object" && tree.value !== null && "_dark" in tree.value) {
    return { ...tree, value: tree.value._dark };
  }
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, darkValuesOnly(value)]));
}

export const semanticTokens = darkValuesOnly({ colors: semanticColorsInUse, shadows: semanticShadows, radii: semanticRadii });

/**
 * Chakra writes every keyframes rule it defines (34 of them, 15 KB with their copies) into every
 * page, used or not. The site animates with one of them: the spinner's `spin`. A recipe or component
 * that names another animation needs it added here; tests/unit/theme/keyframes.test.ts checks that
 * every animation the kept recipes name is here.
 */
export const keyframes = { spin: chakraKeyframes.spin };

/** Every recipe a component of this site renders with; a component whose recipe is missing renders unstyled. */
export const recipes = {
  badge: badgeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  // The toast and field draw their indicators with Chakra's Icon.
  icon: iconRecipe,
  input: inputRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The button recipe, which system.ts writes into the global CSS once (see SiteButton). */
export { buttonRecipe };

export const slotRecipes = {
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  toast: toastSlotRecipe,
};
