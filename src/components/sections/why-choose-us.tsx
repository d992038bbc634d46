// Why Choose Us: the five reasons from content/data/why-choose.yaml as the site's accordion
// (DisclosureList: the first open, one at a time, the open one closes, all without JavaScript)
// beside a silent looping video of the site's own.
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden";
import { graphql } from "gatsby";
import ArrowRight from "lucide-react/icons/arrow-right";
import { DisclosureList } from "../ui/disclosure-list";
import { ContentIcon } from "../ui/icon";
import { SiteImage } from "../ui/site-image";
import { SiteLink } from "../ui/site-link";
import { DecorativeVideo } from "./why-choose-video";

export const query = graphql`
  fragment WhyChooseItem on WhyChooseYaml {
    yamlId
    title
    description
    icon
    cta
    link
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.78)
      }
    }
  }
`;

type Reason = Queries.WhyChooseItemFragment;

export function WhyChooseUs({ items }: { items: readonly Reason[] }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="start">
      <DisclosureList
        name="why-choose-us"
        radius="2xl"
        data-testid="why-choose-accordion"
        items={items.map((item) => ({ id: item.yamlId, summary: <ReasonHeading item={item} />, content: <ReasonBody item={item} /> }))}
      />
      <Box position={{ lg: "sticky" }} top={{ lg: "calc(var(--chakra-sizes-header) + 2rem)" }}>
        <DecorativeVideo />
      </Box>
    </SimpleGrid>
  );
}

/** A reason's icon and title, as the heading inside its summary. */
function ReasonHeading({ item }: { item: Reason }) {
  return (
    <Heading as="h3" flex="1" display="flex" alignItems="center" gap="4" fontSize={{ base: "lg", md: "xl" }} fontWeight="semibold">
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="10"
        flexShrink={0}
        rounded="xl"
        bg="accent.muted"
        color="accent"
      >
        <ContentIcon name={item.icon} size={20} />
      </Box>
      {item.title}
    </Heading>
  );
}

/** The open reason: its description, picture and link. */
function ReasonBody({ item }: { item: Reason }) {
  const image = item.image.childImageSharp?.gatsbyImageData;
  return (
    <Stack gap="5" px={{ base: "4", md: "6" }} pb="6">
      <Text color="fg.muted">{item.description}</Text>
      {image && (
        <Box rounded="xl" overflow="hidden" lineHeight="0">
          <SiteImage image={image} alt={item.imageAlt} style={{ width: "100%" }} />
        </Box>
      )}
      <Box asChild color="accent" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2" w="fit-content">
        {/* The text itself names the target, with the reason's title hidden from sight:
            search engines and Lighthouse read the text, not aria-label. The aria-label keeps
            the spoken name exact, since Chromium puts a space before the hidden part. */}
        <SiteLink to={item.link} aria-label={`${item.cta}: ${item.title}`}>
          {item.cta}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
          <ArrowRight size={18} aria-hidden="true" />
        </SiteLink>
      </Box>
    </Stack>
  );
}
