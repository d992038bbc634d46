// 'Visit Us' on the contact page: the section's intro, the world map with the London studio
// marked, and the studio's address from content/data/site.yaml.
import { Box } from "@chakra-ui/react/box";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import { PostalAddressText } from "../ui/postal-address";
import MapPin from "lucide-react/icons/map-pin";
import { SectionWithIntro, type SectionIntroContent } from "./section-intro";

export const query = graphql`
  fragment VisitUsMap on PageSection {
    id
    imageAlt
    map: image {
      childImageSharp {
        gatsbyImageData(width: 1280, aspectRatio: 2, placeholder: NONE)
      }
    }
  }
  fragment VisitUsAddress on SiteYaml {
    name
    salesEmail
    phone
    phoneHref
    address {
      ...PostalAddress
    }
  }
`;

interface VisitUsProps {
  section: SectionIntroContent;
  /** The same section with its map, from content/data/pages.yaml. */
  map: Queries.VisitUsMapFragment | undefined;
  site: Queries.VisitUsAddressFragment;
}

export function VisitUs({ section, map, site }: VisitUsProps) {
  const image = map?.map?.childImageSharp?.gatsbyImageData;
  return (
    <SectionWithIntro section={section} data-testid="visit-us">
      <Box position="relative">
        {image && <SiteImage image={image} alt={map?.imageAlt ?? ""} />}
        <Stack
          as="address"
          gap="2"
          fontStyle="normal"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="2xl"
          p={{ base: "5", md: "6" }}
          mt={{ base: "6", md: "0" }}
          position={{ md: "absolute" }}
          insetInlineStart={{ md: "0" }}
          bottom={{ md: "0" }}
          maxW={{ md: "sm" }}
          shadow="lg"
        >
          <Box display="flex" alignItems="center" gap="2" color="accent">
            <MapPin size={20} aria-hidden="true" />
            <Text as="span" fontWeight="bold" color="fg" fontSize="lg">
              {site.name}
            </Text>
          </Box>
          <Text color="fg.muted">
            <PostalAddressText address={site.address} lines />
          </Text>
          <Box asChild color="accent" fontWeight="semibold" _hover={{ textDecoration: "underline" }}>
            <a href={site.phoneHref}>{site.phone}</a>
          </Box>
          <Box asChild color="accent" fontWeight="semibold" wordBreak="break-word" _hover={{ textDecoration: "underline" }}>
            <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
          </Box>
        </Stack>
      </Box>
    </SectionWithIntro>
  );
}
