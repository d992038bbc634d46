// The brand's colour scales as plain values: the Chakra system builds its tokens from them, and
// build-time code that cannot load Chakra (the web manifest in gatsby-config) reads them here.
export const palette = {
  lime: {
    50: "#F7FEE7",
    100: "#ECFCCB",
    200: "#D9F99D",
    300: "#C7F56A",
    400: "#B5F23D",
    500: "#9BD61F",
    600: "#7CB518",
    700: "#5E8A12",
    800: "#47690F",
    900: "#35500C",
    950: "#1D2D05",
  },
  ink: {
    950: "#070B16",
    900: "#0B1020",
    800: "#131A2E",
    700: "#1B2440",
    600: "#27314F",
    500: "#3A4566",
  },
} as const;

