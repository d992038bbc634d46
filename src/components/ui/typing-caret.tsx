// The blinking text cursor of the typing headline (typing-headline.tsx).
import { Box } from "@chakra-ui/react/box";

/** The keyframes are the theme's (src/theme/keyframes.ts): a nested @keyframes here came out empty. */
export const caretBlink = { animation: "caret-blink 1s steps(1) infinite" } as const;

/**
 * A caret with no width of its own, drawn by an absolutely placed ::after on an empty inline span.
 * Not an inline-block: an atomic inline is a line-break opportunity, so the half-typed word could
 * break at the caret and jump to the next line as it grows (a layout shift of 0.06 on /contact-us
 * at 412 px). An empty inline span breaks nothing, so the typed copy wraps exactly like the heading.
 */
export function TypingCaret({ hidden }: { hidden?: boolean }) {
  return (
    <Box
      as="span"
      data-caret=""
      hidden={hidden}
      position="relative"
      css={{
        "&::after": {
          content: '""',
          position: "absolute",
          left: "0.02em",
          bottom: "0.1em",
          width: "0.07em",
          height: "0.9em",
          background: "var(--chakra-colors-accent)",
          ...caretBlink,
        },
      }}
    />
  );
}
