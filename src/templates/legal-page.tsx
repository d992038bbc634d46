// A legal page (privacy, terms, GDPR notice), one per file in content/legal.
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import { Text } from "@chakra-ui/react/text";
import { Seo } from "../components/seo";
import { PostalAddressText } from "../components/ui/postal-address";
import { Prose } from "../components/ui/prose";
import { SiteLink } from "../components/ui/site-link";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";

function ContactBox({ site }: { site: Queries.LegalContactFragment }) {
  return (
    <Box as="aside" aria-labelledby="legal-contact-heading" mt="12" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: "6", md: "8" }}>
      <Heading as="h2" id="legal-contact-heading" fontSize="2xl" mb="4">
        Contact {site.name}
      </Heading>
      <Stack gap="2" color="fg.muted">
        <Box as="address" fontStyle="normal">
          <PostalAddressText address={site.address} />
        </Box>
        <Text>
          E-mail:{" "}
          <chakra.a href={`mailto:${site.salesEmail}`} color="accent">
            {site.salesEmail}
          </chakra.a>
        </Text>
        <Text>
          Phone:{" "}
          <chakra.a href={site.phoneHref} color="accent">
            {site.phone}
          </chakra.a>
        </Text>
        <Text>
          Or use our{" "}
          <Box asChild color="accent" textDecoration="underline">
            <SiteLink to={routes.contact}>contact page</SiteLink>
          </Box>
          .
        </Text>
      </Stack>
    </Box>
  );
}

export default function LegalPageTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = requireContent(data.legalPage, "a legal page");
  const site = requireContent(data.siteYaml, "content/data/site.yaml");
  return (
    <Container as="article" maxW="3xl" py={{ base: "10", md: "16" }} aria-labelledby="page-title">
      <Heading as="h1" id="page-title" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="-0.02em">
        {page.title}
      </Heading>
      <Text color="fg.muted" mt="3" mb="10">
        Last updated: <time dateTime={page.lastUpdated}>{page.lastUpdatedLabel}</time>
      </Text>
      <Prose html={page.html} />
      <ContactBox site={site} />
    </Container>
  );
}

export const Head: HeadFC<Queries.LegalPageQuery> = ({ data, location }) => {
  const page = requireContent(data.legalPage, "a legal page");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  fragment LegalContact on SiteYaml {
    name
    salesEmail
    phone
    phoneHref
    address {
      ...PostalAddress
    }
  }
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      title
      description
      lastUpdated
      lastUpdatedLabel
      html
    }
    siteYaml {
      ...LegalContact
    }
  }
`;
