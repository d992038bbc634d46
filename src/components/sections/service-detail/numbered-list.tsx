// Web & app development: four services numbered 01 to 04. The item under the pointer or keyboard
// focus is highlighted and the others dimmed (still AA contrast); 01 is highlighted to begin with,
// and the highlight stays where the visitor left it.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { ContentIcon } from "../../ui/icon";
import type { ServiceDetailItem } from "./service-detail-item";

export function NumberedList({ items }: { items: readonly ServiceDetailItem[] }) {
  const [active, setActive] = React.useState(0);
  return (
    <Box as="ol" m="0" p="0" listStyleType="none" borderTopWidth="1px" borderColor="border.muted" data-testid="numbered-list">
      {items.map((item, index) => {
        const isActive = index === active;
        return (
          <Box
            as="li"
            key={item.number}
            // Focusable so keyboard users get the same highlight as the pointer.
            tabIndex={0}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
            data-active={isActive ? "true" : "false"}
            display="grid"
            gridTemplateColumns={{ base: "auto minmax(0, 1fr)", md: "6rem minmax(0, 2fr) minmax(0, 3fr) auto" }}
            columnGap={{ base: "5", md: "8" }}
            rowGap="2"
            alignItems={{ md: "center" }}
            px={{ base: "4", md: "8" }}
            py={{ base: "6", md: "8" }}
            borderBottomWidth="1px"
            borderColor="border.muted"
            rounded="2xl"
            bg={isActive ? "bg.panel" : "transparent"}
            boxShadow={isActive ? "inset 4px 0 0 var(--chakra-colors-accent)" : "none"}
            transition="background-color 0.3s, box-shadow 0.3s"
            cursor="default"
          >
            <Text
              as="span"
              gridRow={{ base: "span 2", md: "auto" }}
              fontSize={{ base: "3xl", md: "5xl" }}
              fontWeight="bold"
              lineHeight="1"
              letterSpacing="-0.03em"
              color={isActive ? "accent" : "fg.subtle"}
              transition="color 0.3s"
            >
              {item.number}
            </Text>
            <Heading as="h3" fontSize={{ base: "xl", md: "2xl" }} color={isActive ? "fg" : "fg.muted"} transition="color 0.3s">
              {item.title}
            </Heading>
            <Text color={isActive ? "fg.muted" : "fg.subtle"} transition="color 0.3s">
              {item.description}
            </Text>
            <Box
              hideBelow="md"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="14"
              rounded="full"
              bg={isActive ? "accent" : "bg.muted"}
              color={isActive ? "accent.contrast" : "fg.subtle"}
              transition="background-color 0.3s, color 0.3s"
            >
              <ContentIcon name={item.icon} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
