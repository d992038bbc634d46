// AI automation: the five steps of the process as a connected flow, left to right on wide screens
// and top to bottom on narrow ones, each joined to the next by an arrow.
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronRight from "lucide-react/icons/chevron-right";
import { ContentIcon } from "../../ui/icon";
import type { ServiceDetailItem } from "./service-detail-item";

/** Room between steps for the connecting arrow. */
const GAP = "2.5rem";

function Connector() {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="accent"
      // Below the card on narrow screens, to its right on wide ones.
      insetInlineStart={{ base: "50%", lg: "100%" }}
      top={{ base: "100%", lg: "50%" }}
      w={{ base: "auto", lg: GAP }}
      h={{ base: GAP, lg: "auto" }}
      transform={{ base: "translateX(-50%)", lg: "translateY(-50%)" }}
    >
      <Box hideFrom="lg">
        <ChevronDown size={28} />
      </Box>
      <Box hideBelow="lg">
        <ChevronRight size={28} />
      </Box>
    </Box>
  );
}

export function ProcessSteps({ items }: { items: readonly ServiceDetailItem[] }) {
  return (
    <Box
      as="ol"
      m="0"
      p="0"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: `repeat(${items.length}, minmax(0, 1fr))` }}
      gap={GAP}
      maxW={{ base: "xl", lg: "none" }}
      mx="auto"
      data-testid="process-steps"
    >
      {items.map((item, index) => (
        <Box as="li" key={item.number} position="relative">
          <Box
            h="full"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderTopWidth="3px"
            borderTopColor="accent"
            rounded="2xl"
            p="6"
            display="flex"
            flexDirection="column"
            gap="3"
          >
            <HStack justify="space-between">
              <Box display="inline-flex" alignItems="center" justifyContent="center" boxSize="12" rounded="xl" bg="accent.muted" color="accent">
                <ContentIcon name={item.icon} />
              </Box>
              <Text as="span" color="fg.subtle" fontWeight="bold" fontSize="2xl" letterSpacing="-0.02em">
                {item.number}
              </Text>
            </HStack>
            <Heading as="h3" fontSize="lg">
              {item.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {item.description}
            </Text>
          </Box>
          {index < items.length - 1 && <Connector />}
        </Box>
      ))}
    </Box>
  );
}
