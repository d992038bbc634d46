// Chakra's button recipe, with the sizes and variants SiteButton offers. A size or variant the
// site needs beyond these is added here and to BUTTON_SIZES or BUTTON_VARIANTS.
import { defineRecipe } from "@chakra-ui/react/styled-system";

export const BUTTON_SIZES = ["sm", "md", "lg"] as const;
export const BUTTON_VARIANTS = ["solid", "subtle", "outline", "ghost"] as const;

export const buttonRecipe = defineRecipe({
  className: "chakra-button",
  base: {
    display: "inline-flex",
    appearance: "none",
    alignItems: "center",
    justifyContent: "center",
    userSelect: "none",
    position: "relative",
    borderRadius: "l2",
    whiteSpace: "nowrap",
    verticalAlign: "middle",
    borderWidth: "1px",
    borderColor: "transparent",
    cursor: "button",
    flexShrink: "0",
    outline: "0",
    lineHeight: "1.2",
    isolation: "isolate",
    fontWeight: "medium",
    transitionProperty: "common",
    transitionDuration: "moderate",
    focusVisibleRing: "outside",
    _disabled: { layerStyle: "disabled" },
    _icon: { flexShrink: "0" },
  },
  variants: {
    size: {
      sm: { h: "9", minW: "9", px: "3.5", textStyle: "sm", gap: "2", _icon: { width: "4", height: "4" } },
      md: { h: "10", minW: "10", textStyle: "sm", px: "4", gap: "2", _icon: { width: "5", height: "5" } },
      lg: { h: "11", minW: "11", textStyle: "md", px: "5", gap: "3", _icon: { width: "5", height: "5" } },
    },
    variant: {
      solid: {
        bg: "colorPalette.solid",
        color: "colorPalette.contrast",
        borderColor: "transparent",
        _hover: { bg: "colorPalette.solid/90" },
        _expanded: { bg: "colorPalette.solid/90" },
      },
      subtle: {
        bg: "colorPalette.subtle",
        color: "colorPalette.fg",
        borderColor: "transparent",
        _hover: { bg: "colorPalette.muted" },
        _expanded: { bg: "colorPalette.muted" },
      },
      outline: {
        borderWidth: "1px",
        "--outline-color-legacy": "colors.colorPalette.muted",
        "--outline-color": "colors.colorPalette.border",
        borderColor: "var(--outline-color, var(--outline-color-legacy))",
        color: "colorPalette.fg",
        _hover: { bg: "colorPalette.subtle" },
        _expanded: { bg: "colorPalette.subtle" },
      },
      ghost: {
        bg: "transparent",
        color: "colorPalette.fg",
        _hover: { bg: "colorPalette.subtle" },
        _expanded: { bg: "colorPalette.subtle" },
      },
    },
  },
  defaultVariants: { size: "md", variant: "solid" },
});
