// The system's own fonts for text and headings (no web font to download), Chakra's for code.
import { defineTokens } from "@chakra-ui/react/styled-system";

const systemFonts =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const fonts = defineTokens.fonts({
  heading: { value: systemFonts },
  body: { value: systemFonts },
  mono: { value: 'SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace' },
});
