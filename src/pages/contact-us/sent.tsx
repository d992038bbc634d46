// Where the contact form lands without JavaScript once the message is sent (the function answers
// 303 here). Static, like every page of the site; not indexed and not in the sitemap.
import { graphql, type PageProps } from "gatsby";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import CircleCheck from "lucide-react/icons/circle-check";
import { SiteButton } from "../../components/ui/site-button";
import { pageCopyHead } from "../../components/seo";
import { PageMessage } from "../../components/sections/page-message";
import { SiteLink } from "../../components/ui/site-link";
import { requireContent } from "../../lib/require-content";

const ENTRY = "contact-sent";

export default function ContactSentPage({ data }: PageProps<Queries.ContactSentPageQuery>) {
  const page = requireContent(data.pagesYaml, `content/data/pages.yaml entry "${ENTRY}"`);
  const next = requireContent(page.cta, `content/data/pages.yaml entry "${ENTRY}": cta`);
  return (
    <PageMessage message={page.hero} icon={<CircleCheck size={56} aria-hidden="true" focusable="false" />}>
      <Stack gap="3" align="center" mt="8" pt="8" borderTopWidth="1px" borderColor="border.muted" w="full">
        <Heading as="h2" fontSize="xl">
          {next.title}
        </Heading>
        <Text color="fg.muted">{next.subheading}</Text>
        <SiteButton asChild variant="outline" colorPalette="brand" borderColor="accent" rounded="full">
          <SiteLink to={next.buttonLink}>{next.buttonText}</SiteLink>
        </SiteButton>
      </Stack>
    </PageMessage>
  );
}

export const Head = pageCopyHead(ENTRY, { noIndex: true });

export const query = graphql`
  query ContactSentPage {
    pagesYaml(yamlId: { eq: "contact-sent" }) {
      title
      description
      hero {
        ...PageMessageContent
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
