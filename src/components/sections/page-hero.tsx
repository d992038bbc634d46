// The opening of a page: its one h1 (with an optional highlighted part), a description and a call to action.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteButton } from "../ui/site-button";
import { SiteLink } from "../ui/site-link";

export const query = graphql`
  fragment PageHeroContent on PageHero {
    title
    highlight
    description
    ctaLabel
    ctaLink
  }
`;

interface PageHeroProps {
  hero: Queries.PageHeroContentFragment;
  /** Pictures or other media beside the text on wide screens. */
  media?: React.ReactNode;
}

export function PageHero({ hero, media }: PageHeroProps) {
  return (
    <Box as="section" aria-labelledby="page-title" position="relative" overflow="hidden" py={{ base: "12", md: "20" }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: media ? 2 : 1 }} gap={{ base: "10", lg: "14" }} alignItems="center">
          <Stack gap="6" maxW={media ? undefined : "4xl"}>
            <Heading
              as="h1"
              id="page-title"
              fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }}
              lineHeight="1.05"
              letterSpacing="-0.03em"
            >
              {hero.title}
              {hero.highlight && (
                <>
                  {" "}
                  <Box as="span" color="accent">
                    {hero.highlight}
                  </Box>
                </>
              )}
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl">
              {hero.description}
            </Text>
            <Box>
              <SiteButton asChild colorPalette="brand" size="lg" rounded="full" px="8">
                <SiteLink to={hero.ctaLink}>{hero.ctaLabel}</SiteLink>
              </SiteButton>
            </Box>
          </Stack>
          {media}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
