// Client testimonials from content/data/testimonials.yaml, one at a time: they rotate every
// TESTIMONIAL_INTERVAL_MS and wrap, with previous/next buttons and a stop control, fading out and
// back in on each change (WAI-ARIA carousel pattern). Every slide shares one grid cell, so the
// box is as tall as the longest quote from the first paint and the page never jumps.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import Quote from "lucide-react/icons/quote";
import { TESTIMONIAL_INTERVAL_MS } from "../../lib/constants";
import { positionLabel } from "../../lib/carousel";
import { useCarousel } from "../../lib/use-carousel";
import { RotationToggle, StepButtons } from "./carousel-controls";

export const query = graphql`
  fragment TestimonialCard on TestimonialsYaml {
    yamlId
    text
    author
    position
    avatarAlt
    avatar {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, layout: FIXED)
      }
    }
  }
`;

/** Half of a change: the old quote fades out, then the new one fades in. */
const FADE_S = 0.3;

/**
 * The fade is plain CSS, keyed on `data-current`: right in the server HTML, independent of
 * script timing. `visibility` flips when a fade ends (or, coming in, when it starts), so a hidden
 * slide also leaves the accessibility tree; no aria-hidden, so the no-JavaScript list stays readable.
 */
const fadeStyles = {
  opacity: 0,
  visibility: "hidden",
  transition: `opacity ${FADE_S}s ease, visibility 0s linear ${FADE_S}s`,
  "&[data-current]": {
    opacity: 1,
    visibility: "visible",
    transition: `opacity ${FADE_S}s ease ${FADE_S}s, visibility 0s linear ${FADE_S}s`,
  },
} as const;

/**
 * Without JavaScript nothing rotates, so every testimonial is listed instead and the controls,
 * which could not work, are hidden.
 */
const noScriptStyles = `
[data-testimonial-slide]{grid-area:auto!important;visibility:visible!important;opacity:1!important}
[data-testimonial-controls]{display:none!important}
`;

export function Testimonials({ testimonials }: { testimonials: readonly Queries.TestimonialCardFragment[] }) {
  const count = testimonials.length;
  const carousel = useCarousel({ count, intervalMs: TESTIMONIAL_INTERVAL_MS });
  const slidesId = React.useId();

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Client testimonials" maxW="4xl" mx="auto" {...carousel.pauseHandlers}>
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyles}</style>` }} />
      <Box
        id={slidesId}
        data-testid="testimonials-slides"
        aria-live={carousel.rotating ? "off" : "polite"}
        display="grid"
        gap="6"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="3xl"
        p={{ base: "6", md: "10" }}
      >
        {testimonials.map((testimonial, slide) => {
          const current = slide === carousel.index;
          return (
            <Box
              key={testimonial.yamlId}
              data-testimonial-slide=""
              data-current={current ? "true" : undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={positionLabel(slide, count)}
              gridArea="1 / 1"
              css={fadeStyles}
            >
              <TestimonialQuote testimonial={testimonial} />
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Flex data-testimonial-controls="" justify="space-between" align="center" mt="5" gap="4">
          <Text color="fg.muted" fontSize="sm" aria-hidden="true">
            {positionLabel(carousel.index, count)}
          </Text>
          <HStack gap="2">
            <RotationToggle carousel={carousel} subject="automatic testimonial rotation" />
            <StepButtons carousel={carousel} noun="testimonial" controls={slidesId} />
          </HStack>
        </Flex>
      )}
    </Box>
  );
}

function TestimonialQuote({ testimonial }: { testimonial: Queries.TestimonialCardFragment }) {
  const avatar = testimonial.avatar.childImageSharp?.gatsbyImageData;
  return (
    <Stack as="figure" gap="6" m="0" h="full" justify="space-between">
      <Stack gap="4">
        <Box color="accent">
          <Quote size={36} aria-hidden="true" />
        </Box>
        <Text as="blockquote" fontSize={{ base: "lg", md: "2xl" }} lineHeight="1.55">
          {testimonial.text}
        </Text>
      </Stack>
      <HStack as="figcaption" gap="4">
        {avatar && (
          <Box rounded="full" overflow="hidden" flexShrink={0} lineHeight="0">
            <SiteImage image={avatar} alt={testimonial.avatarAlt} />
          </Box>
        )}
        <Box>
          <Text fontWeight="semibold">{testimonial.author}</Text>
          <Text color="fg.muted" fontSize="sm">
            {testimonial.position}
          </Text>
        </Box>
      </HStack>
    </Stack>
  );
}
