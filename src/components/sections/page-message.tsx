// A page that is one message, centred: its h1, a sentence and the way on (the 404 page, the
// contact form's "sent" page). What the page adds after the way on comes as children.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteButton } from "../ui/site-button";
import { SiteLink } from "../ui/site-link";

export const query = graphql`
  fragment PageMessageContent on PageHero {
    title
    description
    ctaLabel
    ctaLink
  }
`;

interface PageMessageProps {
  message: Queries.PageMessageContentFragment;
  /** A picture above the heading, shown in the accent colour. */
  icon?: React.ReactNode;
  children?: React.ReactNode;
}

export function PageMessage({ message, icon, children }: PageMessageProps) {
  return (
    <Container maxW="3xl" minH="60vh" display="flex" alignItems="center" justifyContent="center">
      <Stack gap="6" align="center" textAlign="center" py="20">
        {icon && <Box color="accent">{icon}</Box>}
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }}>
          {message.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {message.description}
        </Text>
        <SiteButton asChild colorPalette="brand" rounded="full" size="lg">
          <SiteLink to={message.ctaLink}>{message.ctaLabel}</SiteLink>
        </SiteButton>
        {children}
      </Stack>
    </Container>
  );
}
