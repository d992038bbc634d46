// The contact page's opening: its h1 types itself out (TypingHeadline), then the client avatars,
// the paragraph and the GET STARTED button (a jump to the form) fade in. The server HTML shows
// everything, so a reader without JavaScript loses nothing; under reduced motion nothing types or
// fades.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { SiteButton } from "../ui/site-button";
import { SiteImage } from "../ui/site-image";
import { SiteLink } from "../ui/site-link";
import { TypingHeadline } from "../ui/typing-headline";
import type { HeadlineSegment } from "../../lib/typewriter";
import { useTypewriter } from "../../lib/use-typewriter";

export const query = graphql`
  fragment ContactHeroContent on PageHero {
    ...PageHeroContent
    avatars {
      caption
      images {
        childImageSharp {
          gatsbyImageData(width: 48, height: 48, layout: FIXED)
        }
      }
    }
  }
`;

const FACE_BORDER_PX = 2;
/** Each face after the first tucks under the one before by this spacing token. */
const FACE_OVERLAP = "3";

/** The faces' row as drawn: each image and its border, less the overlaps. */
function facesWidth(images: NonNullable<Queries.ContactHeroContentFragment["avatars"]>["images"]): string {
  const drawn = images.filter((file) => file.childImageSharp?.gatsbyImageData);
  const widths = drawn.reduce((sum, file) => sum + (file.childImageSharp?.gatsbyImageData.width ?? 0) + 2 * FACE_BORDER_PX, 0);
  return `calc(${widths}px - ${Math.max(drawn.length - 1, 0)} * var(--chakra-spacing-${FACE_OVERLAP}))`;
}

/** The avatars, paragraph and button fade in this far apart once the headline is typed. */
const FADE_STAGGER_S = 0.15;
const FADE_DURATION_S = 0.5;

/**
 * Hidden only while the headline types (never in the server HTML); `visibility` keeps the button
 * out of the tab order while it cannot be seen. CSS transitions, so the page does not fetch
 * framer-motion's animation features (15 KB gzip) for three fades.
 */
function fadeStyle(shown: boolean, index: number): React.CSSProperties {
  if (!shown) return { opacity: 0, transform: "translateY(12px)", visibility: "hidden", transition: "none" };
  const timing = `${FADE_DURATION_S}s ease-out ${index * FADE_STAGGER_S}s`;
  return { opacity: 1, transform: "none", visibility: "visible", transition: `opacity ${timing}, transform ${timing}` };
}

export function ContactHero({ hero }: { hero: Queries.ContactHeroContentFragment }) {
  const segments = React.useMemo<HeadlineSegment[]>(
    () => [
      { kind: "text", text: hero.title },
      ...(hero.highlight ? [{ kind: "text" as const, text: ` ${hero.highlight}`, highlight: true }] : []),
    ],
    [hero.title, hero.highlight],
  );
  const typewriter = useTypewriter(segments);
  const shown = typewriter.phase !== "typing";

  return (
    <Box
      as="section"
      aria-labelledby="page-title"
      position="relative"
      overflow="hidden"
      pt={{ base: "12", md: "20" }}
      pb={{ base: "8", md: "12" }}
      backgroundImage="radial-gradient(ellipse at top, rgba(181, 242, 61, 0.14), transparent 65%)"
    >
      <Container maxW="5xl">
        <Stack gap="7" align="center" textAlign="center">
          <TypingHeadline
            segments={segments}
            typewriter={typewriter}
            fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }}
            lineHeight="1.08"
            letterSpacing="-0.03em"
            maxW="4xl"
          />

          {hero.avatars && (
            <div style={fadeStyle(shown, 0)} data-hero-fade="" data-testid="hero-avatars">
              {/* The browser may paint the hero while its HTML is still arriving, and a centred
                  row that widened as each face or the caption was parsed moved what was already
                  shown. So the caption comes first in the source, and the faces' column has its
                  final width before any face arrives. The faces are decorative (hidden from
                  assistive technology), so nothing is read in a different order. */}
              <Grid templateColumns={`${facesWidth(hero.avatars.images)} auto`} columnGap="3" alignItems="center">
                <Text gridColumn="2" gridRow="1" fontWeight="semibold" textAlign="start">
                  {hero.avatars.caption}
                </Text>
                <HStack gridColumn="1" gridRow="1" gap="0" aria-hidden="true">
                  {hero.avatars.images.map((file, index) => {
                    const image = file.childImageSharp?.gatsbyImageData;
                    return image ? (
                      <Box
                        key={index}
                        rounded="full"
                        overflow="hidden"
                        borderWidth={`${FACE_BORDER_PX}px`}
                        borderColor="bg"
                        ms={index === 0 ? "0" : `-${FACE_OVERLAP}`}
                        lineHeight="0"
                      >
                        <SiteImage image={image} alt="" loading="eager" />
                      </Box>
                    ) : null;
                  })}
                </HStack>
              </Grid>
            </div>
          )}

          <div style={fadeStyle(shown, 1)} data-hero-fade="">
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl">
              {hero.description}
            </Text>
          </div>

          <div style={fadeStyle(shown, 2)} data-hero-fade="">
            <SiteButton asChild colorPalette="brand" size="lg" rounded="full" px="8">
              <SiteLink to={hero.ctaLink}>{hero.ctaLabel}</SiteLink>
            </SiteButton>
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
