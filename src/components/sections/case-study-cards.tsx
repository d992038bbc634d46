// Case-study teasers: every case study on /portfolio, the first two on /about-us.
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import { SiteLink } from "../ui/site-link";
import { routes } from "../../lib/routes";

export const query = graphql`
  fragment CaseStudyCard on CaseStudy {
    slug
    title
    sector
    summary
    heroAlt
    metrics {
      value
      label
    }
    heroImage {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.6)
      }
    }
  }
`;

/**
 * `opensPage`: the list is the first thing on the page, so its first picture is in the first
 * viewport on a phone and loads with the page.
 */
export function CaseStudyCards({ studies, opensPage = false }: { studies: readonly Queries.CaseStudyCardFragment[]; opensPage?: boolean }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="8" m="0" p="0">
      {studies.map((study, index) => {
        const image = study.heroImage.childImageSharp?.gatsbyImageData;
        return (
          <Box as="li" key={study.slug} listStyleType="none">
            <Box
              asChild
              display="block"
              h="full"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="2xl"
              overflow="hidden"
              _hover={{ borderColor: "accent" }}
            >
              <SiteLink to={routes.caseStudy(study.slug)}>
                {image && <SiteImage image={image} alt={study.heroAlt} loading={opensPage && index === 0 ? "lazy" : "when-near"} />}
                <Stack gap="3" p={{ base: "6", md: "8" }}>
                  <Text color="accent" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.1em">
                    {study.sector}
                  </Text>
                  <Heading as="h3" fontSize="2xl">
                    {study.title}
                  </Heading>
                  <Text color="fg.muted">{study.summary}</Text>
                  <HStack gap="6" pt="2" flexWrap="wrap">
                    {study.metrics.slice(0, 2).map((metric) => (
                      <Box key={metric.label}>
                        <Text fontSize="2xl" fontWeight="bold" color="accent">
                          {metric.value}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {metric.label}
                        </Text>
                      </Box>
                    ))}
                  </HStack>
                </Stack>
              </SiteLink>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
