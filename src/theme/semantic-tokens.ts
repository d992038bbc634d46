// The tokens components speak in (bg.panel, fg.muted, accent), each with the one value the site
// uses: it is always dark (`dark` is set on <html>), so the variables are written once and not
// again for a light scheme. A colour group (solid, contrast, fg, muted, subtle, emphasized,
// focusRing) exists for each colorPalette a component may name: Chakra's default gray, and brand.
import { defineSemanticTokens } from "@chakra-ui/react/styled-system";

const colors = defineSemanticTokens.colors({
  // Surfaces: the brand's ink, from the page (bg) to the panels and the deepest bands (bg.deep).
  bg: {
    DEFAULT: { value: "{colors.ink.900}" },
    subtle: { value: "{colors.ink.800}" },
    muted: { value: "{colors.ink.700}" },
    emphasized: { value: "{colors.ink.600}" },
    inverted: { value: "{colors.white}" },
    panel: { value: "{colors.ink.800}" },
    error: { value: "{colors.red.950}" },
    deep: { value: "{colors.ink.950}" },
  },
  // Text on those surfaces.
  fg: {
    DEFAULT: { value: "#F5F7FA" },
    muted: { value: "#B4BCCD" },
    subtle: { value: "#8D97AD" },
    inverted: { value: "{colors.black}" },
    error: { value: "{colors.red.400}" },
  },
  border: {
    DEFAULT: { value: "{colors.ink.600}" },
    muted: { value: "{colors.ink.700}" },
    subtle: { value: "{colors.gray.950}" },
    emphasized: { value: "{colors.gray.700}" },
    inverted: { value: "{colors.gray.200}" },
    error: { value: "{colors.red.400}" },
  },
  // Chakra's default colorPalette, which its recipes fall back to.
  gray: {
    contrast: { value: "{colors.black}" },
    fg: { value: "{colors.gray.200}" },
    subtle: { value: "{colors.gray.900}" },
    muted: { value: "{colors.gray.800}" },
    emphasized: { value: "{colors.gray.700}" },
    solid: { value: "{colors.white}" },
    focusRing: { value: "{colors.gray.400}" },
    border: { value: "{colors.gray.800}" },
  },
  // The lime accent, defined once: links, highlights and focus outlines.
  accent: {
    DEFAULT: { value: "{colors.lime.400}" },
    emphasized: { value: "{colors.lime.300}" },
    muted: { value: "rgba(181, 242, 61, 0.16)" },
    contrast: { value: "{colors.ink.900}" },
  },
  // `colorPalette="brand"` gives Chakra's controls the brand colours.
  brand: {
    solid: { value: "{colors.lime.400}" },
    contrast: { value: "{colors.ink.900}" },
    fg: { value: "{colors.lime.300}" },
    muted: { value: "rgba(181, 242, 61, 0.24)" },
    subtle: { value: "rgba(181, 242, 61, 0.12)" },
    emphasized: { value: "{colors.lime.300}" },
    focusRing: { value: "{colors.lime.400}" },
  },
  // Error text and invalid fields: #FCA5A5 is 9:1 on bg.panel and 10:1 on bg (WCAG AA needs 4.5:1).
  danger: { DEFAULT: { value: "{colors.red.300}" }, muted: { value: "rgba(252, 165, 165, 0.14)" } },
});

const shadows = defineSemanticTokens.shadows({
  xs: { value: "0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}" },
  sm: { value: "0px 2px 4px {black/64}, 0px 0px 1px inset {colors.gray.300/30}" },
  md: { value: "0px 4px 8px {black/64}, 0px 0px 1px inset {colors.gray.300/30}" },
  lg: { value: "0px 8px 16px {black/64}, 0px 0px 1px inset {colors.gray.300/30}" },
  xl: { value: "0px 16px 24px {black/64}, 0px 0px 1px inset {colors.gray.300/30}" },
  "2xl": { value: "0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}" },
  inner: { value: "inset 0 2px 4px 0 black" },
  inset: { value: "inset 0 0 0 1px {colors.gray.300/5}" },
});

const radii = defineSemanticTokens.radii({ l1: { value: "{radii.xs}" }, l2: { value: "{radii.sm}" }, l3: { value: "{radii.md}" } });

export const semanticTokens = { colors, shadows, radii };
