// Where the contact form lands without JavaScript once the message is sent (the function answers
// 303 here). Static, like every page of the site; not indexed and not in the sitemap.
import { graphql, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import CircleCheck from "lucide-react/icons/circle-check";
import { SiteButton } from "../../components/ui/site-button";
import { pageCopyHead } from "../../components/seo";
import { SiteLink } from "../../components/ui/site-link";
import { requireContent } from "../../lib/require-content";

const ENTRY = "contact-sent";

export default function ContactSentPage({ data }: PageProps<Queries.ContactSentPageQuery>) {
  const page = requireContent(data.pagesYaml, `content/data/pages.yaml entry "${ENTRY}"`);
  const next = requireContent(page.cta, `content/data/pages.yaml entry "${ENTRY}": cta`);
  return (
    <Container maxW="3xl" minH="60vh" display="flex" alignItems="center" justifyContent="center">
      <Stack gap="6" align="center" textAlign="center" py="20">
        <Box color="accent">
          <CircleCheck size={56} aria-hidden="true" focusable="false" />
        </Box>
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }}>
          {page.hero.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {page.hero.description}
        </Text>
        <SiteButton asChild colorPalette="brand" rounded="full" size="lg">
          <SiteLink to={page.hero.ctaLink}>{page.hero.ctaLabel}</SiteLink>
        </SiteButton>
        <Stack gap="3" align="center" mt="8" pt="8" borderTopWidth="1px" borderColor="border.muted" w="full">
          <Heading as="h2" fontSize="xl">
            {next.title}
          </Heading>
          <Text color="fg.muted">{next.subheading}</Text>
          <SiteButton asChild variant="outline" colorPalette="brand" borderColor="accent" rounded="full">
            <SiteLink to={next.buttonLink}>{next.buttonText}</SiteLink>
          </SiteButton>
        </Stack>
      </Stack>
    </Container>
  );
}

export const Head = pageCopyHead(ENTRY, { noIndex: true });

export const query = graphql`
  query ContactSentPage {
    pagesYaml(yamlId: { eq: "contact-sent" }) {
      title
      description
      hero {
        title
        description
        ctaLabel
        ctaLink
      }
      cta {
        title
        subheading
        buttonText
        buttonLink
      }
    }
  }
`;
