// Digital marketing: four numbered steps joined by a line that fills as the section scrolls into
// view, lighting each step as it arrives. In the server HTML and under reduced motion the line is
// simply full.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePrefersReducedMotion } from "../../../lib/reduced-motion";
import type { ServiceDetailItem } from "./service-detail-item";

/**
 * The line starts filling when the list's top reaches 80% of the viewport and is full when its end
 * reaches the middle. Measured by hand, not with framer-motion's scroll hooks, which would add
 * their share of the library to every service page for this one list.
 */
const FILL_FROM = 0.8;
const FULL_AT = 0.5;

/** How far the line has filled, 0 to 1, for the list's box in a viewport of `viewportHeight`. */
export function scrollProgress(top: number, height: number, viewportHeight: number): number {
  const travelled = FILL_FROM * viewportHeight - top;
  const distance = height + (FILL_FROM - FULL_AT) * viewportHeight;
  return distance <= 0 ? 1 : Math.min(1, Math.max(0, travelled / distance));
}

/** The list's custom property holding the progress; each segment's scale is derived from it in CSS. */
const PROGRESS_VAR = "--steps-progress";

/** Size of the numbered circles; the line runs through their centres. */
const MARKER = "3.5rem";
const MARKER_CENTRE = "1.75rem";
const LINE_WIDTH = "3px";
/** Space between steps: columns on wide screens, rows on narrow ones. */
const GAP = { row: "2.5rem", column: "2rem" } as const;

interface SegmentProps {
  index: number;
  count: number;
  /** False in the server HTML and under reduced motion: the line is drawn full. */
  animated: boolean;
}

/** The stretch of line from step `index` to the next: horizontal on wide screens, vertical on narrow ones. */
function Segment({ index, count, animated }: SegmentProps) {
  // This segment's share of the progress: 0 before the line reaches step `index`, 1 once it reaches the next.
  const amount = `clamp(0, calc(var(${PROGRESS_VAR}, 1) * ${count - 1} - ${index}), 1)`;
  const fill = (axis: "x" | "y") => (
    <Box
      position="absolute"
      inset="0"
      bg="accent"
      style={
        animated
          ? {
              transformOrigin: axis === "x" ? "left center" : "center top",
              transform: axis === "x" ? `scaleX(${amount})` : `scaleY(${amount})`,
            }
          : undefined
      }
    />
  );
  return (
    <>
      <Box
        aria-hidden="true"
        hideBelow="md"
        position="absolute"
        top={`calc(${MARKER_CENTRE} - ${LINE_WIDTH} / 2)`}
        insetInlineStart="50%"
        w={`calc(100% + ${GAP.column})`}
        h={LINE_WIDTH}
        bg="border"
        overflow="hidden"
        data-segment={index}
      >
        {fill("x")}
      </Box>
      <Box
        aria-hidden="true"
        hideFrom="md"
        position="absolute"
        insetInlineStart={`calc(${MARKER_CENTRE} - ${LINE_WIDTH} / 2)`}
        top={MARKER_CENTRE}
        h={`calc(100% + ${GAP.row})`}
        w={LINE_WIDTH}
        bg="border"
        overflow="hidden"
      >
        {fill("y")}
      </Box>
    </>
  );
}

export function ProgressSteps({ items }: { items: readonly ServiceDetailItem[] }) {
  const list = React.useRef<HTMLOListElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const animated = hydrated && !reducedMotion;
  // How many steps the line has reached; all of them when nothing animates.
  const [reached, setReached] = React.useState(items.length);
  const count = items.length;

  React.useEffect(() => {
    const element = list.current;
    if (!element || !animated) {
      setReached(count);
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const progress = scrollProgress(box.top, box.height, window.innerHeight);
      element.style.setProperty(PROGRESS_VAR, String(progress));
      setReached(count <= 1 ? count : Math.floor(progress * (count - 1) + 0.001) + 1);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.removeProperty(PROGRESS_VAR);
    };
  }, [animated, count]);

  return (
    <Box
      as="ol"
      ref={list}
      m="0"
      p="0"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "minmax(0, 1fr)", md: `repeat(${count}, minmax(0, 1fr))` }}
      columnGap={GAP.column}
      rowGap={GAP.row}
      data-testid="progress-steps"
      data-reached={reached}
    >
      {items.map((item, index) => {
        const lit = index < reached;
        return (
          <Box
            as="li"
            key={item.number}
            position="relative"
            display={{ base: "grid", md: "block" }}
            gridTemplateColumns={`${MARKER} minmax(0, 1fr)`}
            columnGap="5"
            data-reached={lit ? "true" : "false"}
          >
            {index < count - 1 && <Segment index={index} count={count} animated={animated} />}
            <Box
              position="relative"
              zIndex="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize={MARKER}
              mx={{ md: "auto" }}
              rounded="full"
              borderWidth="2px"
              borderColor={lit ? "accent" : "border"}
              bg={lit ? "accent" : "bg"}
              color={lit ? "accent.contrast" : "fg.muted"}
              fontWeight="bold"
              fontSize="lg"
              transition="background-color 0.3s, border-color 0.3s, color 0.3s"
            >
              {item.number}
            </Box>
            <Stack gap="2" mt={{ md: "6" }} textAlign={{ md: "center" }}>
              <Heading as="h3" fontSize="xl">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.description}</Text>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
