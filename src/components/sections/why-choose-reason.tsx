// What the two forms of the Why Choose Us list share (the server-rendered one in why-choose-us.tsx
// and Chakra's Accordion in why-choose-accordion.tsx): the look of each part, the trigger's label
// and the open reason's body, so the list looks and reads the same before and after the swap.
import { Box } from "@chakra-ui/react/box";
import { Stack } from "@chakra-ui/react/stack";
import type { HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { Text } from "@chakra-ui/react/text";
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { SiteImage } from "../ui/site-image";
import { ContentIcon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";

/** Style props of each part, on top of Chakra's accordion recipe (variant "plain"). */
export const reasonStyles = {
  root: { display: "flex", flexDirection: "column", gap: "3" },
  item: {
    bg: "bg.panel",
    borderWidth: "1px",
    borderColor: "border.muted",
    rounded: "2xl",
    transition: "border-color 0.2s",
    _open: { borderColor: "accent" },
  },
  heading: { as: "h3", fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold" },
  trigger: { px: { base: "4", md: "6" }, py: "4", gap: "4", rounded: "2xl", cursor: "pointer" },
  indicator: { color: "accent" },
  body: { px: { base: "4", md: "6" }, pt: "0", pb: "6" },
} as const satisfies Record<string, HTMLChakraProps<"div">>;

/** The icon and title inside a reason's trigger; the open/closed chevron follows them. */
export function ReasonLabel({ item }: { item: Queries.WhyChooseItemFragment }) {
  return (
    <>
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
      <Box as="span" flex="1">
        {item.title}
      </Box>
    </>
  );
}

/** The chevron inside the indicator part (Chakra's own is the same path). */
export const ReasonChevron = () => <ChevronDown aria-hidden="true" />;

/** The open reason: its description, picture and link. */
export function ReasonBody({ item }: { item: Queries.WhyChooseItemFragment }) {
  const image = item.image.childImageSharp?.gatsbyImageData;
  return (
    <Stack gap="5">
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
