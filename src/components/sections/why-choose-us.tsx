// Why Choose Us: the five reasons from content/data/why-choose.yaml.
import * as React from "react";
import { Box, SimpleGrid } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { IconCard } from "../ui/icon-card";
import { SiteLink } from "../ui/site-link";

export const query = graphql`
  fragment WhyChooseItem on WhyChooseYaml {
    yamlId
    title
    description
    icon
    cta
    link
  }
`;

export function WhyChooseUs({ items }: { items: readonly Queries.WhyChooseItemFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="5" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.yamlId} listStyleType="none">
          <IconCard icon={item.icon} title={item.title} description={item.description}>
            <Box asChild color="accent" fontWeight="semibold" mt="auto">
              <SiteLink to={item.link} aria-label={`${item.cta}: ${item.title}`}>
                {item.cta} →
              </SiteLink>
            </Box>
          </IconCard>
        </Box>
      ))}
    </SimpleGrid>
  );
}
