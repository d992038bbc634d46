// The closing call to action. Its title may hold <em>, <strong> and <br> from content; it was
// sanitised at build time (src/node/safe-html.ts), so it is safe to render as HTML here.
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteButton } from "../ui/site-button";
import { SiteLink } from "../ui/site-link";

export const query = graphql`
  fragment CallToActionContent on CallToAction {
    titleHtml
    subheading
    buttonText
    buttonLink
  }
`;

const HEADING_ID = "cta-heading";

export function CallToAction({ cta }: { cta: Queries.CallToActionContentFragment }) {
  return (
    <Box as="section" aria-labelledby={HEADING_ID} py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <Stack
          gap="6"
          align="center"
          textAlign="center"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="3xl"
          px={{ base: "6", md: "16" }}
          py={{ base: "12", md: "16" }}
          backgroundImage="radial-gradient(circle at top, rgba(181, 242, 61, 0.18), transparent 60%)"
        >
          <Heading
            as="h2"
            id={HEADING_ID}
            fontSize={{ base: "3xl", md: "5xl" }}
            lineHeight="1.1"
            letterSpacing="-0.02em"
            maxW="3xl"
            css={{ "& em, & strong": { color: "accent", fontStyle: "normal" } }}
            dangerouslySetInnerHTML={{ __html: cta.titleHtml }}
          />
          <Text color="fg.muted" fontSize="lg" maxW="2xl">
            {cta.subheading}
          </Text>
          <SiteButton asChild colorPalette="brand" size="lg" rounded="full" px="8">
            <SiteLink to={cta.buttonLink}>{cta.buttonText}</SiteLink>
          </SiteButton>
        </Stack>
      </Container>
    </Box>
  );
}
