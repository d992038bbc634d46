// The four service cards, each a link to its service page.
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import { SiteLink } from "../ui/site-link";
import { routes } from "../../lib/routes";

export const query = graphql`
  fragment ServiceCard on ServicesYaml {
    slug
    name
    cardDescription
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.333)
      }
    }
  }
`;

export function ServiceCards({ services }: { services: readonly Queries.ServiceCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" m="0" p="0">
      {services.map((service) => {
        const image = service.image.childImageSharp?.gatsbyImageData;
        return (
          <Box as="li" key={service.slug} listStyleType="none">
            <Box
              asChild
              display="flex"
              flexDirection="column"
              h="full"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="2xl"
              overflow="hidden"
              transition="border-color 0.2s, transform 0.2s"
              _hover={{ borderColor: "accent", transform: "translateY(-4px)" }}
            >
              <SiteLink to={routes.service(service.slug)}>
                {image && <SiteImage image={image} alt={service.imageAlt} />}
                <Stack gap="3" p="6" flex="1">
                  <Heading as="h3" fontSize="xl" display="flex" justifyContent="space-between" gap="3">
                    {service.name}
                    <Box as="span" color="accent" flexShrink={0}>
                      <ArrowUpRight aria-hidden="true" />
                    </Box>
                  </Heading>
                  <Text color="fg.muted">{service.cardDescription}</Text>
                </Stack>
              </SiteLink>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
