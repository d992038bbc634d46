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
import { accordionSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/accordion.js";
import { fieldSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js";
import { listSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js";
import { toastSlotRecipe } from "../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js";

export { breakpoints } from "../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js";
export { globalCss } from "../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js";
export { keyframes } from "../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js";
export { layerStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js";
export { animationStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js";
export { textStyles } from "../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js";

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
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

export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/** Every recipe a component of this site renders with; a component whose recipe is missing renders unstyled. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  // The accordion, toast and field draw their indicators with Chakra's Icon.
  icon: iconRecipe,
  input: inputRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  toast: toastSlotRecipe,
};
