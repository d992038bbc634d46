// 'Our Approach' on the contact page: four ways to reach the agency. Each card's channel picks
// its details from site.yaml. There are two addresses, sales and support; Visit Us and Call Us
// show the sales one.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { graphql } from "gatsby";
import { IconCard } from "../ui/icon-card";
import { PostalAddressText } from "../ui/postal-address";

export const query = graphql`
  fragment ContactCard on ContactCardsYaml {
    title
    description
    channel
    icon
  }
  fragment ContactDetails on SiteYaml {
    salesEmail
    supportEmail
    phone
    phoneHref
    address {
      ...PostalAddress
    }
  }
`;

interface ContactCardsProps {
  cards: readonly Queries.ContactCardFragment[];
  site: Queries.ContactDetailsFragment;
}

/** An address that may wrap after its @ rather than mid-word on narrow cards. */
function EmailText({ email }: { email: string }) {
  const [local, domain] = email.split("@");
  return domain === undefined ? (
    <>{email}</>
  ) : (
    <>
      {local}@<wbr />
      {domain}
    </>
  );
}

function DetailLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Box asChild color="accent" fontWeight="semibold" wordBreak="break-word" _hover={{ textDecoration: "underline" }}>
      <a href={href}>{children}</a>
    </Box>
  );
}

function ChannelDetails({ channel, site }: { channel: string; site: Queries.ContactDetailsFragment }) {
  const salesEmail = (
    <DetailLink href={`mailto:${site.salesEmail}`}>
      <EmailText email={site.salesEmail} />
    </DetailLink>
  );
  switch (channel) {
    case "support":
      return (
        <DetailLink href={`mailto:${site.supportEmail}`}>
          <EmailText email={site.supportEmail} />
        </DetailLink>
      );
    case "visit":
      return (
        <>
          <Box as="address" fontStyle="normal" color="fg">
            <PostalAddressText address={site.address} withCountry={false} />
          </Box>
          {salesEmail}
        </>
      );
    case "call":
      return (
        <>
          <DetailLink href={site.phoneHref}>{site.phone}</DetailLink>
          {salesEmail}
        </>
      );
    default:
      return salesEmail;
  }
}

export function ContactCards({ cards, site }: ContactCardsProps) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" m="0" p="0">
      {cards.map((card) => (
        <Box as="li" key={card.title} listStyleType="none">
          <IconCard icon={card.icon} title={card.title} description={card.description}>
            <Stack gap="1" mt="auto">
              <ChannelDetails channel={card.channel} site={site} />
            </Stack>
          </IconCard>
        </Box>
      ))}
    </SimpleGrid>
  );
}
