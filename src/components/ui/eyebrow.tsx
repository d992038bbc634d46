import type * as React from "react";
import { Text } from "@chakra-ui/react/text";

/** The small label above a section heading. */
export function Eyebrow({ children }: { children: React.ReactNode }) {
  return (
    <Text textTransform="uppercase" letterSpacing="0.14em" fontSize="sm" fontWeight="semibold" color="accent" mb="3">
      {children}
    </Text>
  );
}
