// The partner logos scrolling under the contact hero (react-fast-marquee). The list is shown
// PARTNER_MARQUEE_REPEAT times; only the first copy reaches assistive technology. It pauses on
// hover, while keyboard focus is inside, at the visitor's request and, under reduced motion,
// never moves. Without JavaScript (the library renders nothing on the server) the logos stand
// still in a row.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Grid } from "@chakra-ui/react/grid";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import Marquee from "react-fast-marquee";
import { PlayPauseButton } from "../ui/play-pause-button";
import {
  PARTNER_MARQUEE_GRADIENT_WIDTH_DESKTOP,
  PARTNER_MARQUEE_GRADIENT_WIDTH_MOBILE,
  PARTNER_MARQUEE_REPEAT,
  PARTNER_MARQUEE_SPEED,
} from "../../lib/constants";
import { useHydrated } from "../../lib/use-hydrated";
import { usePrefersReducedMotion } from "../../lib/reduced-motion";
import { DESKTOP_MEDIA_QUERY } from "../../lib/media-queries";

export const query = graphql`
  fragment PartnerLogo on PartnersYaml {
    yamlId
    name
    logo {
      publicURL
    }
  }
`;

/** The size a logo is shown at (every file in content/images/partners is drawn at twice it, 480 × 144). */
const LOGO_SIZE = { width: 240, height: 72 } as const;

/**
 * The still row's columns, one per partner: each as wide as a logo at the strip's height (the
 * spacing token the moving logos use), narrower when the screen is.
 */
const stillColumns = (heightToken: "10" | "12") =>
  `repeat(var(--partner-count), minmax(0, calc(var(--chakra-spacing-${heightToken}) * ${LOGO_SIZE.width} / ${LOGO_SIZE.height})))`;

/** Chosen in CSS, so the server HTML and every screen width get the right fade with no jump. */
const fadeWidth = {
  "--partner-fade-width": `${PARTNER_MARQUEE_GRADIENT_WIDTH_MOBILE}px`,
  [`@media ${DESKTOP_MEDIA_QUERY}`]: { "--partner-fade-width": `${PARTNER_MARQUEE_GRADIENT_WIDTH_DESKTOP}px` },
};

interface LogoProps {
  partner: Queries.PartnerLogoFragment;
  /** A copy for the eye only. */
  hidden?: boolean;
  /** Shrink to share a row (the still strip without JavaScript) instead of keeping full size. */
  fit?: boolean;
}

function Logo({ partner, hidden = false, fit = false }: LogoProps) {
  const size = fit
    ? { w: "full", h: "auto", maxH: { base: "10", md: "12" }, maxW: "60" }
    : { h: { base: "10", md: "12" }, w: "auto", maxW: "none", mx: { base: "6", md: "10" } };
  return (
    <Box asChild {...size}>
      <img
        src={partner.logo.publicURL ?? undefined}
        alt={hidden ? "" : partner.name}
        aria-hidden={hidden ? "true" : undefined}
        width={LOGO_SIZE.width}
        height={LOGO_SIZE.height}
        draggable={false}
        data-partner={partner.yamlId}
      />
    </Box>
  );
}

interface PartnerMarqueeProps {
  partners: readonly Queries.PartnerLogoFragment[];
  /** Names the strip for assistive technology and is shown above it. */
  label: string;
}

export function PartnerMarquee({ partners, label }: PartnerMarqueeProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [focusWithin, setFocusWithin] = React.useState(false);
  const [stopped, setStopped] = React.useState(false);
  const strip = React.useRef<HTMLDivElement>(null);
  const labelId = React.useId();
  const play = !reducedMotion && !focusWithin && !stopped;

  // Play resumes at once, even with focus inside; focus moving on inside holds it again.
  const toggleRotation = () => {
    if (stopped) setFocusWithin(false);
    setStopped(!stopped);
  };

  // The library draws the whole list a second time for a seamless loop, outside our markup; that
  // copy is for the eye only.
  React.useEffect(() => {
    const root = strip.current;
    if (!root || !hydrated) return undefined;
    const hideLoopCopy = () =>
      root.querySelectorAll(".rfm-marquee").forEach((copy, index) => {
        if (index > 0 && copy.getAttribute("aria-hidden") !== "true") copy.setAttribute("aria-hidden", "true");
      });
    hideLoopCopy();
    const observer = new MutationObserver(hideLoopCopy);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hydrated]);

  const repeats = Array.from({ length: PARTNER_MARQUEE_REPEAT - 1 }, (_, copy) =>
    partners.map((partner) => <Logo key={`${copy}-${partner.yamlId}`} partner={partner} hidden />),
  );

  return (
    <Box
      as="section"
      aria-labelledby={labelId}
      pb={{ base: "10", md: "14" }}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      data-testid="partner-marquee"
    >
      <Container maxW="7xl">
        {/* The button arrives with hydration, so it must not move the label or grow the row: it
            hangs beside the label out of the flow, in room both sides keep for it (36 px and a
            12 px gap), and the row is as tall as the button from the start. */}
        <Flex justify="center" align="center" mb="6" minH="9" px="12">
          <Box position="relative">
            <Text id={labelId} textAlign="center" textTransform="uppercase" letterSpacing="0.14em" fontSize="sm" fontWeight="semibold" color="fg.muted">
              {label}
            </Text>
            {hydrated && !reducedMotion && (
              <Box position="absolute" left="100%" top="50%" transform="translateY(-50%)" ms="3">
                <PlayPauseButton stopped={stopped} onToggle={toggleRotation} startLabel="Play the partner logos" stopLabel="Pause the partner logos" />
              </Box>
            )}
          </Box>
        </Flex>
      </Container>
      <Box ref={strip} css={fadeWidth} minH={{ base: "10", md: "12" }} data-playing={hydrated && play ? "true" : "false"}>
        {hydrated ? (
          <Marquee
            speed={PARTNER_MARQUEE_SPEED}
            gradient
            gradientColor="var(--chakra-colors-bg)"
            gradientWidth="var(--partner-fade-width)"
            pauseOnHover
            play={play}
          >
            {partners.map((partner) => (
              <Logo key={partner.yamlId} partner={partner} />
            ))}
            {repeats}
          </Marquee>
        ) : (
          // One row, as tall as the moving strip, so nothing shifts when it takes over. A grid with
          // a column per partner declared up front: the browser may paint the row while the HTML
          // is still arriving, and a centred row that grew with each logo parsed moved the ones
          // already shown.
          <Grid
            as="ul"
            style={{ "--partner-count": partners.length } as React.CSSProperties}
            templateColumns={{ base: stillColumns("10"), md: stillColumns("12") }}
            justifyContent="center"
            alignItems="center"
            gap={{ base: "4", md: "20" }}
            px="4"
            m="0"
            listStyleType="none"
          >
            {partners.map((partner) => (
              <Box as="li" key={partner.yamlId} display="flex" justifyContent="center" minW="0">
                <Logo partner={partner} fit />
              </Box>
            ))}
          </Grid>
        )}
      </Box>
    </Box>
  );
}
