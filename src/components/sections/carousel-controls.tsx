// Controls the two carousels share (home hero pictures, testimonials): the WAI-ARIA stop/start
// button, round previous/next buttons and dot indicators. Each has an accessible name.
import { HStack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { SiteIconButton } from "../ui/site-button";
import { PlayPauseButton } from "../ui/play-pause-button";
import { positionLabel } from "../../lib/carousel";
import type { useCarousel } from "../../lib/use-carousel";

type Carousel = ReturnType<typeof useCarousel>;

/** Stops or restarts automatic rotation; absent where rotation cannot happen (reduced motion). */
export function RotationToggle({ carousel, subject }: { carousel: Carousel; subject: string }) {
  if (!carousel.canRotate) return null;
  return (
    <PlayPauseButton
      stopped={carousel.stopped}
      onToggle={carousel.toggleStopped}
      startLabel={`Start ${subject}`}
      stopLabel={`Stop ${subject}`}
    />
  );
}

interface StepButtonsProps {
  carousel: Carousel;
  /** What one item is called in the buttons' names: 'testimonial' gives 'Next testimonial'. */
  noun: string;
  controls: string;
}

export function StepButtons({ carousel, noun, controls }: StepButtonsProps) {
  return (
    <HStack gap="2">
      <SiteIconButton type="button" variant="outline" rounded="full" aria-label={`Previous ${noun}`} aria-controls={controls} onClick={carousel.previous}>
        <ChevronLeft aria-hidden="true" />
      </SiteIconButton>
      <SiteIconButton type="button" variant="outline" rounded="full" aria-label={`Next ${noun}`} aria-controls={controls} onClick={carousel.next}>
        <ChevronRight aria-hidden="true" />
      </SiteIconButton>
    </HStack>
  );
}

interface DotsProps {
  carousel: Carousel;
  count: number;
  /** What one item is called: 'image' gives 'Show image 2 of 3'. */
  noun: string;
  controls: string;
}

/** One dot per item; the current one is wider, green and `aria-current`. */
export function CarouselDots({ carousel, count, noun, controls }: DotsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, slide) => {
        const current = slide === carousel.index;
        return (
          <chakra.button
            key={slide}
            type="button"
            aria-label={`Show ${noun} ${positionLabel(slide, count)}`}
            aria-current={current ? "true" : undefined}
            aria-controls={controls}
            onClick={() => carousel.goTo(slide)}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="8"
            h="10"
            rounded="full"
            cursor="pointer"
            _before={{
              content: '""',
              display: "block",
              height: "2.5",
              width: current ? "7" : "2.5",
              rounded: "full",
              bg: current ? "accent" : "fg.subtle",
              transition: "width 0.3s, background-color 0.3s",
            }}
          />
        );
      })}
    </>
  );
}
