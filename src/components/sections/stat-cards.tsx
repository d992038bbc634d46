// The three claim cards of About Us ('ROI Increased by 300%', '1M+ Leads Generated', ...).
import { Box } from "@chakra-ui/react/box";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";

export const query = graphql`
  fragment StatCard on StatsYaml {
    value
    label
    description
  }
`;

export function StatCards({ stats }: { stats: readonly Queries.StatCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" m="0" p="0">
      {stats.map((stat) => (
        <Box as="li" key={stat.label} listStyleType="none" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p="6">
          <Text fontSize={{ base: "4xl", md: "5xl" }} fontWeight="bold" color="accent" lineHeight="1">
            {stat.value}
          </Text>
          <Text fontWeight="semibold" fontSize="lg" mt="2">
            {stat.label}
          </Text>
          <Text color="fg.muted" mt="2">
            {stat.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
