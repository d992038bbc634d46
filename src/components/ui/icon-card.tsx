// A card with an icon, a title and a short text: approach cards, contact cards, service items.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { ContentIcon } from "./icon";

interface IconCardProps {
  icon: string;
  title: string;
  description?: string;
  headingLevel?: "h3" | "h4";
  children?: React.ReactNode;
}

export function IconCard({ icon, title, description, headingLevel = "h3", children }: IconCardProps) {
  return (
    <Stack gap="4" h="full" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "6", md: "7" }}>
      <Box display="inline-flex" alignItems="center" justifyContent="center" boxSize="12" rounded="xl" bg="accent.muted" color="accent">
        <ContentIcon name={icon} />
      </Box>
      <Heading as={headingLevel} fontSize="xl">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {children}
    </Stack>
  );
}
