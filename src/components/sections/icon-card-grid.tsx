// A grid of icon cards: the approach cards on /services.
import { Box } from "@chakra-ui/react/box";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { IconCard } from "../ui/icon-card";

interface IconCardItem {
  title: string;
  description: string;
  icon: string;
}

export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCardItem[]; columns?: number }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} gap="5" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.title} listStyleType="none">
          <IconCard icon={item.icon} title={item.title} description={item.description} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
