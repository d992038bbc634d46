// Digital marketing: four numbered steps joined by a line that fills as the section scrolls into
// view, lighting each step as it arrives. In the server HTML and under reduced motion the line is
// simply full.
import * as React from "react";
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { m, useMotionValueEvent, useScroll, useTransform, type MotionValue } from "framer-motion";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePrefersReducedMotion } from "../../../lib/use-media-query";
import type { ServiceDetailItem } from "./index";

/** The line starts filling when the list's top reaches 80% of the viewport and is full when its end reaches the middle. */
const SCROLL_OFFSET: NonNullable<Parameters<typeof useScroll>[0]>["offset"] = ["start 0.8", "end 0.5"];

/** Size of the numbered circles; the line runs through their centres. */
const MARKER = "3.5rem";
const MARKER_CENTRE = "1.75rem";
const LINE_WIDTH = "3px";
/** Space between steps: columns on wide screens, rows on narrow ones. */
const GAP = { row: "2.5rem", column: "2rem" } as const;

interface SegmentProps {
  index: number;
  count: number;
  progress: MotionValue<number>;
  /** False in the server HTML and under reduced motion: the line is drawn full. */
  animated: boolean;
}

/** The stretch of line from step `index` to the next: horizontal on wide screens, vertical on narrow ones. */
function Segment({ index, count, progress, animated }: SegmentProps) {
  const amount = useTransform(progress, [index / (count - 1), (index + 1) / (count - 1)], [0, 1]);
  const fill = (axis: "x" | "y") =>
    animated ? (
      <m.div
        style={{
          position: "absolute",
          inset: 0,
          background: "var(--chakra-colors-accent)",
          transformOrigin: axis === "x" ? "left center" : "center top",
          ...(axis === "x" ? { scaleX: amount } : { scaleY: amount }),
        }}
      />
    ) : (
      <Box position="absolute" inset="0" bg="accent" />
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
  const { scrollYProgress } = useScroll({ target: list, offset: SCROLL_OFFSET });
  // How many steps the line has reached; all of them when nothing animates.
  const [reached, setReached] = React.useState(items.length);
  const count = items.length;

  const update = React.useCallback(
    (value: number) => setReached(count <= 1 ? count : Math.floor(value * (count - 1) + 0.001) + 1),
    [count],
  );
  useMotionValueEvent(scrollYProgress, "change", (value) => {
    if (animated) update(value);
  });
  React.useEffect(() => {
    if (animated) update(scrollYProgress.get());
    else setReached(count);
  }, [animated, count, scrollYProgress, update]);

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
            {index < count - 1 && <Segment index={index} count={count} progress={scrollYProgress} animated={animated} />}
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
