// The Chakra system: Chakra's base config (its utilities and conditions) and the theme in this
// folder, which holds only what the site uses: the tokens and colour palettes, the semantic tokens
// with their dark values (the site is always dark), the keyframes something animates with, and the
// recipes of the components it renders. Chakra's `defaultConfig` would bring every one of its
// recipes (about 80), a quarter of the script every page loads, and CSS for all its keyframes
// and both colour schemes in every page.
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { breakpoints } from "./breakpoints";
import { globalCss } from "./global-css";
import { keyframes } from "./keyframes";
import { layerStyles } from "./layer-styles";
import { recipes, slotRecipes } from "./recipes";
import { semanticTokens } from "./semantic-tokens";
import { textStyles } from "./text-styles";
import { tokens } from "./tokens";

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles },
});

export const system = createSystem(defaultBaseConfig, config);
