// Types for chakra-theme-parts.js, taken from Chakra's own declarations of its theme entry.
import type * as theme from "@chakra-ui/react/theme";

export declare const tokens: typeof theme.tokens;
export declare const semanticTokens: typeof theme.semanticTokens;
/** Chakra's ten palettes, each with a semantic group (colorPalette.solid and so on) by default. */
export declare const PALETTE_GROUPS: readonly string[];
/** Chakra's palettes whose semantic group (colorPalette.solid and so on) the system keeps. */
export declare const COLOR_PALETTES_IN_USE: readonly string[];
/** Chakra's palettes whose shades nothing names, left out of the system. */
export declare const UNNAMED_PALETTES: readonly string[];
export declare const breakpoints: typeof theme.breakpoints;
export declare const globalCss: typeof theme.globalCss;
/** Only the keyframes the kept recipes animate with. */
export declare const keyframes: Pick<typeof theme.keyframes, "spin">;
export declare const layerStyles: typeof theme.layerStyles;
export declare const animationStyles: typeof theme.animationStyles;
export declare const textStyles: typeof theme.textStyles;
export declare const recipes: Pick<
  typeof theme.recipes,
  "badge" | "container" | "heading" | "icon" | "input" | "spinner" | "textarea"
>;
export declare const buttonRecipe: typeof theme.recipes.button;
export declare const slotRecipes: Pick<typeof theme.slotRecipes, "field" | "list" | "toast">;
