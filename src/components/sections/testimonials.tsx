// Client testimonials from content/data/testimonials.yaml.
import * as React from "react";
import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";

export const query = graphql`
  fragment TestimonialCard on TestimonialsYaml {
    yamlId
    text
    author
    position
    avatarAlt
    avatar {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, layout: FIXED)
      }
    }
  }
`;

export function Testimonials({ testimonials }: { testimonials: readonly Queries.TestimonialCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" m="0" p="0">
      {testimonials.map((testimonial) => {
        const avatar = getImage(testimonial.avatar.childImageSharp?.gatsbyImageData ?? null);
        return (
          <Box as="li" key={testimonial.yamlId} listStyleType="none">
            <Stack as="figure" gap="6" h="full" m="0" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "6", md: "8" }}>
              <Text as="blockquote" fontSize={{ base: "lg", md: "xl" }} lineHeight="1.6">
                “{testimonial.text}”
              </Text>
              <HStack as="figcaption" gap="4">
                {avatar && (
                  <Box rounded="full" overflow="hidden" flexShrink={0}>
                    <GatsbyImage image={avatar} alt={testimonial.avatarAlt} />
                  </Box>
                )}
                <Box>
                  <Text fontWeight="semibold">{testimonial.author}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {testimonial.position}
                  </Text>
                </Box>
              </HStack>
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
