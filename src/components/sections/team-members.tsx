// The team from content/data/team.yaml.
import * as React from "react";
import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";

export const query = graphql`
  fragment TeamMember on TeamYaml {
    yamlId
    name
    role
    experience
    bio
    imageAlt
    bg
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 0.8)
      }
    }
  }
`;

export function TeamMembers({ members }: { members: readonly Queries.TeamMemberFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" m="0" p="0">
      {members.map((member) => {
        const image = getImage(member.image.childImageSharp?.gatsbyImageData ?? null);
        return (
          <Box as="li" key={member.yamlId} listStyleType="none">
            <Stack gap="4" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" overflow="hidden" pb="6">
              {image && <GatsbyImage image={image} alt={member.imageAlt} />}
              <Box px="6">
                <Text fontSize="xl" fontWeight="bold">
                  {member.name}
                </Text>
                <Text color="accent" fontWeight="semibold">
                  {member.role}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {member.experience}
                </Text>
              </Box>
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
