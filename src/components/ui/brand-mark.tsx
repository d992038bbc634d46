// The agency's logo as inline SVG and text: no request, crisp at any size, coloured by theme tokens.
import { Box } from "@chakra-ui/react/box";
import { HStack } from "@chakra-ui/react/stack";

export function BrandMark({ name }: { name: string }) {
  const [first, ...rest] = name.split(" ");
  return (
    <HStack gap="2.5" color="fg">
      <Box asChild color="accent" flexShrink={0}>
        <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
          <rect x="1" y="1" width="32" height="32" rx="9" fill="currentColor" />
          <path d="M10 24V10h3.2l7.6 9.3V10H24v14h-3.2l-7.6-9.3V24z" fill="var(--chakra-colors-accent-contrast)" />
        </svg>
      </Box>
      <Box as="span" fontSize="lg" fontWeight="bold" letterSpacing="-0.01em" whiteSpace="nowrap">
        {first}
        {rest.length > 0 && (
          <Box as="span" color="accent" fontWeight="semibold">
            {" "}
            {rest.join(" ")}
          </Box>
        )}
      </Box>
    </HStack>
  );
}
