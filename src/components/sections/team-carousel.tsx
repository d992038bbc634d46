// The team on /about-us as a react-slick carousel (one slide, centre mode, dots,
// no arrows). Slick needs the DOM, so the server HTML holds a plain scrollable row of all four
// members instead, readable with JavaScript off; the carousel takes its place on hydration.
// Rotation stops on hover, while keyboard focus is inside, at the visitor's request and, under
// reduced motion, altogether. Slick hides its cloned and off-screen slides from assistive
// technology (aria-hidden, tabindex -1); the dots are named after the members.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";
import Slider, { type Settings } from "react-slick";
import { PlayPauseButton } from "../ui/play-pause-button";
import "slick-carousel/slick/slick.css";
import { MOBILE_BREAKPOINT_PX, TEAM_CAROUSEL } from "../../lib/constants";
import { teamToneToken } from "../../lib/team-tones";
import { DESKTOP_MEDIA_QUERY } from "../../lib/media-queries";
import { useHydrated } from "../../lib/use-hydrated";
import { useMediaQuery } from "../../lib/use-media-query";
import { usePrefersReducedMotion } from "../../lib/reduced-motion";

export const query = graphql`
  fragment TeamSlide on TeamYaml {
    yamlId
    name
    role
    experience
    bio
    imageAlt
    bg
    portrait: image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 0.8)
      }
    }
  }
`;

/** How much of the neighbouring slides peeks out either side of the centred one. */
const CENTER_PADDING = { mobile: "20px", desktop: "18%" } as const;

function MemberSlide({ member, position, total }: { member: Queries.TeamSlideFragment; position: number; total: number }) {
  const image = member.portrait.childImageSharp?.gatsbyImageData;
  return (
    <Box px={{ base: "1.5", md: "3" }} h="full">
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${position} of ${total}: ${member.name}`}
        data-member={member.yamlId}
        display="grid"
        gridTemplateColumns={{ base: "1fr", md: "minmax(0, 2fr) minmax(0, 3fr)" }}
        h="full"
        bg={teamToneToken(member.bg)}
        color="ink.900"
        rounded="3xl"
        overflow="hidden"
      >
        {image && <SiteImage image={image} alt={member.imageAlt} />}
        <Stack gap="2" justify="center" p={{ base: "6", md: "8", lg: "10" }}>
          <Heading as="h3" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.15" color="ink.900">
            {member.name}
          </Heading>
          <Text fontWeight="bold" fontSize={{ base: "md", md: "lg" }}>
            {member.role}
          </Text>
          <Text fontWeight="medium">
            {member.experience}
          </Text>
          <Text mt="2" hideBelow="md">
            {member.bio}
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}

/** The server's rendering: every member in a row that scrolls sideways, one in view at a time. */
function StaticRow({ members }: { members: readonly Queries.TeamSlideFragment[] }) {
  return (
    <Flex
      as="ul"
      aria-label="Team members"
      tabIndex={0}
      m="0"
      p="0"
      listStyleType="none"
      overflowX="auto"
      scrollSnapType="x mandatory"
      css={{
        paddingInline: CENTER_PADDING.mobile,
        scrollPaddingInline: CENTER_PADDING.mobile,
        [`@media ${DESKTOP_MEDIA_QUERY}`]: { paddingInline: CENTER_PADDING.desktop, scrollPaddingInline: CENTER_PADDING.desktop },
      }}
    >
      {members.map((member, index) => (
        <Box as="li" key={member.yamlId} flex="0 0 100%" scrollSnapAlign="start">
          <MemberSlide member={member} position={index + 1} total={members.length} />
        </Box>
      ))}
    </Flex>
  );
}

const sliderStyles = {
  "& .slick-track": { display: "flex" },
  "& .slick-slide": { height: "auto", float: "none", transition: "opacity 0.6s ease, transform 0.6s ease" },
  "& .slick-slide > div": { height: "100%" },
  // Neighbours recede but their text keeps AA contrast (over 4.5:1 at this opacity).
  "& .slick-slide:not(.slick-center)": { opacity: 0.8, transform: "scale(0.94)" },
  "& .slick-dots": {
    display: "flex !important",
    justifyContent: "center",
    alignItems: "center",
    minHeight: "9",
    marginTop: "6",
    gap: "1",
    listStyle: "none",
    padding: "0",
  },
  // Each dot is a 28 px target (WCAG 2.5.8) drawing a smaller pill.
  "& .slick-dots button": {
    position: "relative",
    width: "7",
    height: "7",
    fontSize: "0",
    color: "transparent",
    cursor: "pointer",
    rounded: "full",
  },
  "& .slick-dots button::before": {
    content: '""',
    position: "absolute",
    insetInlineStart: "50%",
    top: "50%",
    width: "2.5",
    height: "2.5",
    transform: "translate(-50%, -50%)",
    rounded: "full",
    bg: "fg.subtle",
    transition: "width 0.3s ease, background-color 0.3s ease",
  },
  "& .slick-dots .slick-active button::before": { bg: "accent", width: "5" },
} as const;

export function TeamCarousel({ members }: { members: readonly Queries.TeamSlideFragment[] }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const slider = React.useRef<Slider>(null);
  const [current, setCurrent] = React.useState(0);
  const [stopped, setStopped] = React.useState(false);
  const [focusWithin, setFocusWithin] = React.useState(false);
  const rotates = !reducedMotion && !stopped;

  // Keyboard focus anywhere inside (the dots, the pause button) holds the current slide.
  React.useEffect(() => {
    if (!hydrated) return;
    if (rotates && !focusWithin) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [hydrated, rotates, focusWithin]);

  // Play resumes at once, even with focus inside; focus moving on inside holds it again.
  const toggleRotation = () => {
    if (stopped) setFocusWithin(false);
    setStopped(!stopped);
  };

  const settings: Settings = {
    speed: TEAM_CAROUSEL.transitionMs,
    autoplay: !reducedMotion,
    autoplaySpeed: TEAM_CAROUSEL.autoplayIntervalMs,
    slidesToShow: TEAM_CAROUSEL.slidesToShow,
    infinite: TEAM_CAROUSEL.infinite,
    centerMode: TEAM_CAROUSEL.centerMode,
    // react-slick 0.31 applies `responsive` only when the screen crosses a breakpoint, not on
    // load, so the starting value comes from the same media query.
    centerPadding: desktop ? CENTER_PADDING.desktop : CENTER_PADDING.mobile,
    dots: TEAM_CAROUSEL.dots,
    arrows: TEAM_CAROUSEL.arrows,
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    // Only the space around the centred slide changes with the screen; one member is always shown.
    responsive: [{ breakpoint: MOBILE_BREAKPOINT_PX - 1, settings: { centerPadding: CENTER_PADDING.mobile } }],
    beforeChange: (_from, to) => setCurrent(to),
    customPaging: (index) => {
      const member = members[index];
      return (
        // No text inside: the dot is drawn in CSS and the label is the button's whole name.
        <button type="button" aria-label={`Show ${member?.name ?? `member ${index + 1}`}`} aria-current={index === current ? "true" : undefined} />
      );
    },
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Team members"
      data-testid="team-carousel"
      onFocus={() => setFocusWithin(true)}
      onBlur={(event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      // The section's container would clip the neighbouring slides; let the strip run edge to edge.
      mx={{ base: "-4", md: "-6", lg: "-8" }}
      position="relative"
    >
      {hydrated ? (
        <Box css={sliderStyles}>
          <Slider ref={slider} {...settings}>
            {members.map((member, index) => (
              <MemberSlide key={member.yamlId} member={member} position={index + 1} total={members.length} />
            ))}
          </Slider>
        </Box>
      ) : (
        <StaticRow members={members} />
      )}
      {hydrated && !reducedMotion && (
        // In the dots' row, at its end.
        <HStack position="absolute" bottom="0" insetInlineEnd={{ base: "4", md: "6", lg: "8" }}>
          <PlayPauseButton stopped={stopped} onToggle={toggleRotation} startLabel="Play the team carousel" stopLabel="Pause the team carousel" />
        </HStack>
      )}
    </Box>
  );
}
