// The home page's hero: the typing headline, description, call to action, the happy-clients
// badge and three pictures. Everything is in the server-rendered HTML and visible without
// JavaScript; typing and the small-screen carousel are enhancements layered on after hydration.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteButton } from "../ui/site-button";
import { NearViewportGroup, SiteImage, usePicturesNear } from "../ui/site-image";
import { SiteLink } from "../ui/site-link";
import { TypingHeadline } from "../ui/typing-headline";
import { CarouselDots, RotationToggle } from "./carousel-controls";
import { HERO_CAROUSEL_INTERVAL_MS, HERO_SWIPE_THRESHOLD_PX } from "../../lib/constants";
import { DESKTOP_MEDIA_QUERY } from "../../lib/media-queries";
import { positionLabel } from "../../lib/carousel";
import { useCarousel } from "../../lib/use-carousel";
import { useMediaQuery } from "../../lib/use-media-query";
import type { HeadlineSegment } from "../../lib/typewriter";
import { useTypewriter } from "../../lib/use-typewriter";

export const query = graphql`
  fragment HomeHeroContent on PageHero {
    title
    highlight
    description
    ctaLabel
    ctaLink
    avatars {
      caption
      images {
        childImageSharp {
          gatsbyImageData(width: 44, height: 44, layout: FIXED)
        }
      }
    }
    images {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.8)
        }
      }
    }
  }
  fragment HomeHeroClaims on SiteYaml {
    claims {
      happyClients
    }
  }
`;

/** Narrower than the breakpoint: the pictures become a one-at-a-time carousel. */
const SMALL_SCREEN_QUERY = `not all and ${DESKTOP_MEDIA_QUERY}`;
/** The rule standing for the headline's '____' draws in over this many keystrokes. */
const RULE_STEPS = 4;

interface HomeHeroProps {
  hero: Queries.HomeHeroContentFragment;
  claims: Queries.HomeHeroClaimsFragment["claims"];
}

export function HomeHero({ hero, claims }: HomeHeroProps) {
  return (
    <Box as="section" aria-labelledby="page-title" position="relative" overflow="hidden" py={{ base: "10", md: "16" }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "6", lg: "14" }} alignItems="end" mb={{ base: "8", md: "12" }}>
          <HomeHeadline title={hero.title} highlight={hero.highlight} />
          <Stack gap="6">
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
              {hero.description}
            </Text>
            <Flex gap="5" align="center" wrap="wrap">
              <SiteButton asChild colorPalette="brand" size="lg" rounded="full" px="8">
                <SiteLink to={hero.ctaLink}>{hero.ctaLabel}</SiteLink>
              </SiteButton>
              {hero.avatars && <HappyClientsBadge avatars={hero.avatars} value={claims.happyClients} />}
            </Flex>
          </Stack>
        </SimpleGrid>
        {hero.images && hero.images.length > 0 && <HeroImages images={hero.images} />}
      </Container>
    </Box>
  );
}

/**
 * The headline types itself out after hydration (never under reduced motion); the h1 holds the
 * whole text throughout (TypingHeadline).
 */
function HomeHeadline({ title, highlight }: { title: string; highlight?: string | null }) {
  const segments = React.useMemo<HeadlineSegment[]>(
    () =>
      highlight
        ? [
            { kind: "text", text: `${title} ` },
            { kind: "rule", steps: RULE_STEPS },
            { kind: "text", text: ` ${highlight}`, highlight: true },
          ]
        : [{ kind: "text", text: title }],
    [title, highlight],
  );
  const typewriter = useTypewriter(segments);
  return (
    <TypingHeadline
      segments={segments}
      typewriter={typewriter}
      fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }}
      lineHeight="1.08"
      letterSpacing="-0.03em"
    />
  );
}

type BadgeAvatars = NonNullable<Queries.HomeHeroContentFragment["avatars"]>;

/** '14k Happy Clients': the figure from site.yaml's claims, the caption and faces from pages.yaml. */
function HappyClientsBadge({ avatars, value }: { avatars: BadgeAvatars; value: string }) {
  return (
    <HStack
      data-testid="happy-clients-badge"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="full"
      ps="2"
      pe="5"
      py="2"
    >
      <HStack gap="0">
        {avatars.images.map((avatar, index) => {
          const image = avatar.childImageSharp?.gatsbyImageData;
          return image ? (
            <Box
              key={index}
              rounded="full"
              overflow="hidden"
              borderWidth="2px"
              borderColor="bg.panel"
              ms={index === 0 ? "0" : "-3"}
              flexShrink={0}
              lineHeight="0"
            >
              {/* Decorative: the badge's text says what the faces stand for. */}
              <SiteImage image={image} alt="" loading="eager" />
            </Box>
          ) : null;
        })}
      </HStack>
      <Text lineHeight="1.2" fontWeight="semibold" whiteSpace="nowrap" fontSize={{ base: "sm", sm: "md" }}>
        <Box as="span" color="accent" fontSize={{ base: "lg", sm: "xl" }} fontWeight="bold">
          {value}
        </Box>{" "}
        {avatars.caption}
      </Text>
    </HStack>
  );
}

type HeroImage = NonNullable<Queries.HomeHeroContentFragment["images"]>[number];

/**
 * Three pictures side by side from the breakpoint up. Below it, one at a time: before
 * JavaScript (or without it) a native scroll-snap strip the visitor can swipe; after hydration a
 * carousel with dots, auto-advance and swipes, translated in place so nothing shifts.
 */
function HeroImages({ images }: { images: readonly HeroImage[] }) {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const count = images.length;
  const carousel = useCarousel({ count, intervalMs: HERO_CAROUSEL_INTERVAL_MS, enabled: smallScreen });
  const { index, swipe, rotating, pauseHandlers } = carousel;
  const gestureStart = React.useRef<{ x: number; y: number } | null>(null);
  const trackId = React.useId();
  // The hidden slides are clipped by the track, so they never near the viewport by themselves.
  const region = React.useRef<HTMLDivElement>(null);
  const picturesNear = usePicturesNear(region);

  const onPointerDown = (event: React.PointerEvent) => {
    if (smallScreen) gestureStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: React.PointerEvent) => {
    const start = gestureStart.current;
    gestureStart.current = null;
    if (!smallScreen || !start) return;
    swipe({ startX: start.x, endX: event.clientX, startY: start.y, endY: event.clientY }, HERO_SWIPE_THRESHOLD_PX);
  };

  return (
    <NearViewportGroup.Provider value={picturesNear}>
      <Box
        ref={region}
        {...(smallScreen
          ? { role: "region", "aria-roledescription": "carousel", "aria-label": "Pictures of our work" }
          : {})}
        {...pauseHandlers}
      >
        <Box overflow={{ base: "hidden", md: "visible" }} rounded={{ base: "2xl", md: "none" }}>
          <Box
            id={trackId}
            data-testid="hero-images"
            data-carousel={smallScreen ? "on" : "off"}
            data-index={index}
            aria-live={smallScreen ? (rotating ? "off" : "polite") : undefined}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              gestureStart.current = null;
            }}
            display={{ base: "flex", md: "grid" }}
            gridTemplateColumns={{ md: `repeat(${count}, minmax(0, 1fr))` }}
            gap={{ base: "0", md: "5" }}
            alignItems="start"
            style={{ "--hero-index": index } as React.CSSProperties}
            css={{
              // Without JavaScript the small-screen strip scrolls and snaps natively.
              "&[data-carousel=off]": {
                overflowX: { base: "auto", md: "visible" },
                scrollSnapType: { base: "x mandatory", md: "none" },
                scrollbarWidth: "none",
              },
              // No overflow here: the track no longer scrolls, so an offset the visitor swiped to
              // natively before hydration is not applied, and the carousel starts from its origin.
              "&[data-carousel=on]": {
                touchAction: "pan-y",
                transform: "translateX(calc(var(--hero-index) * -100%))",
                transition: "transform 0.5s ease",
                userSelect: "none",
                WebkitUserSelect: "none",
              },
              "& img": { WebkitUserDrag: "none" },
            }}
          >
            {images.map((picture, slide) => {
              const image = picture.image.childImageSharp?.gatsbyImageData;
              return (
                <Box
                  key={picture.alt}
                  {...(smallScreen
                    ? { role: "group", "aria-roledescription": "slide", "aria-label": positionLabel(slide, count) }
                    : {})}
                  data-current={slide === index ? "true" : undefined}
                  flex={{ base: "0 0 100%", md: "initial" }}
                  scrollSnapAlign="start"
                  mt={{ md: slide % 2 === 1 ? "10" : "0" }}
                >
                  {image && (
                    <Box rounded="2xl" overflow="hidden" lineHeight="0">
                      <SiteImage
                        image={image}
                        alt={picture.alt}
                        // The others load when the carousel nears the viewport (NearViewportGroup below).
                        loading={slide === 0 ? "eager" : "when-near"}
                        // The first picture is the largest paint on small screens.
                        fetchPriority={slide === 0 ? "high" : undefined}
                        style={{ width: "100%" }}
                      />
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
        <HStack
          hideFrom="md"
          justify="center"
          gap="0"
          mt="2"
          minH="10"
          // Space is kept from the first paint; the controls only work, so only show, with JavaScript.
          visibility={smallScreen ? "visible" : "hidden"}
        >
          <CarouselDots carousel={carousel} count={count} noun="image" controls={trackId} />
          <RotationToggle carousel={carousel} subject="image rotation" />
        </HStack>
      </Box>
    </NearViewportGroup.Provider>
  );
}
