// Customer support (detail.kind "service-cards"): the five support services as numbered icon
// cards, three over two on wide screens.
import { Box } from "@chakra-ui/react/box";
import { Text } from "@chakra-ui/react/text";
import { IconCard } from "../../ui/icon-card";
import type { ServiceDetailItem } from "./service-detail-item";

export function NumberedCardGrid({ items }: { items: readonly ServiceDetailItem[] }) {
  // Six columns on wide screens: rows of three cards span two columns each; a last row of two
  // (five cards) or one shares the full width.
  const lastRowStart = items.length - (items.length % 3);
  const span = (index: number) => (index < lastRowStart ? 2 : 6 / (items.length - lastRowStart));
  return (
    <Box
      as="ul"
      display="grid"
      gridTemplateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(6, minmax(0, 1fr))" }}
      gap="5"
      m="0"
      p="0"
      data-testid="service-cards"
    >
      {items.map((item, index) => (
        <Box
          as="li"
          key={item.number}
          listStyleType="none"
          gridColumn={{ lg: `span ${span(index)}` }}
        >
          <IconCard icon={item.icon} title={item.title} description={item.description}>
            <Text as="span" color="accent" fontWeight="bold" fontSize="sm" order={-1} letterSpacing="0.1em">
              {item.number}
            </Text>
          </IconCard>
        </Box>
      ))}
    </Box>
  );
}
