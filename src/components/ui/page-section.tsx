// The frame of a page section: vertical rhythm, a width limit, a label for assistive technology,
// and the fade-and-slide reveal as it scrolls into view.
import type * as React from "react";
import { Box, type BoxProps } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Reveal } from "../motion/reveal";

interface PageSectionProps extends BoxProps {
  /** The id of the heading that names this section. */
  labelledBy?: string;
  children: React.ReactNode;
}

export function PageSection({ labelledBy, children, ...rest }: PageSectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: "14", md: "20" }} {...rest}>
      <Container maxW="7xl">
        <Reveal>{children}</Reveal>
      </Container>
    </Box>
  );
}
