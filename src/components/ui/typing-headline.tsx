// The page's h1 as a typing headline (home and contact heroes). The heading always holds the
// whole text, so search engines, assistive technology and visitors without JavaScript get it at
// once. While it types (useTypewriter), that text is made transparent and an aria-hidden copy
// types over it in exactly the same boxes: each character is laid out from the start and only
// shown at its keystroke, so nothing reflows. The typing is CSS animations on a schedule
// (keystrokeSchedule): no script runs per keystroke. When typing ends the copy goes away.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading, type HeadingProps } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { HEADLINE_TYPING_STEP_MS, keystrokeSchedule, type HeadlineSegment } from "../../lib/typewriter";
import type { TypingPhase } from "../../lib/use-typewriter";

interface TypingHeadlineProps extends Omit<HeadingProps, "children"> {
  segments: readonly HeadlineSegment[];
  phase: TypingPhase;
}

/** The moment a keystroke lands, from the step in its element's `--step`. */
const AT_STEP = `calc(var(--step) * ${HEADLINE_TYPING_STEP_MS}ms)`;

/**
 * Each character is hidden until its keystroke, then shown for good (`key-in`, kept by the fill).
 * Its caret, a thin bar just after it, shows from that keystroke until the next (`caret-on`).
 */
const typedCopyCss = {
  "& [data-key]": {
    position: "relative",
    visibility: "hidden",
    animationName: "key-in",
    animationDuration: "1ms",
    animationDelay: AT_STEP,
    animationFillMode: "forwards",
  },
  "& [data-key]::after": {
    content: '""',
    position: "absolute",
    left: "calc(100% + 0.02em)",
    bottom: "0.1em",
    width: "0.07em",
    height: "0.9em",
    background: "accent",
    opacity: 0,
    animationName: "caret-on",
    animationDuration: `${HEADLINE_TYPING_STEP_MS}ms`,
    animationTimingFunction: "steps(1)",
    animationDelay: AT_STEP,
  },
} as const;

export function TypingHeadline({ segments, phase, ...heading }: TypingHeadlineProps) {
  const typing = phase === "typing";
  return (
    <Heading as="h1" id="page-title" data-typing={phase} position="relative" {...heading}>
      <Box as="span" opacity={typing ? 0 : 1}>
        {segments.map((segment, index) =>
          segment.kind === "rule" ? (
            <HeadlineRule key={index} />
          ) : (
            <Box as="span" key={index} color={segment.highlight ? "accent" : undefined}>
              {segment.text}
            </Box>
          ),
        )}
      </Box>
      {typing && (
        <chakra.span aria-hidden="true" position="absolute" inset="0" data-testid="typed-headline" css={typedCopyCss}>
          {keystrokeSchedule(segments).map((segment, index) =>
            segment.kind === "rule" ? (
              <HeadlineRule key={index} drawFrom={segment.firstStep} steps={segment.steps} />
            ) : (
              <Box as="span" key={index} color={segment.highlight ? "accent" : undefined}>
                {segment.keys.map(({ character, step }) => (
                  <span key={step} data-key="" style={{ "--step": step } as React.CSSProperties}>
                    {character}
                  </span>
                ))}
              </Box>
            ),
          )}
        </chakra.span>
      )}
    </Heading>
  );
}

/**
 * The short accent rule that stands for a headline's '____'; decorative. In the typed copy it
 * draws in from the left over its `steps` keystrokes, starting at keystroke `drawFrom`.
 */
function HeadlineRule({ drawFrom, steps }: { drawFrom?: number; steps?: number }) {
  const drawn = drawFrom !== undefined && steps !== undefined;
  return (
    <Box as="span" aria-hidden="true" display="inline-block" position="relative" w="1.4em" h="0.14em" verticalAlign="middle">
      <Box
        as="span"
        data-rule=""
        position="absolute"
        inset="0"
        rounded="full"
        bg="accent"
        transformOrigin="left"
        style={
          drawn
            ? {
                animation: `rule-draw ${steps * HEADLINE_TYPING_STEP_MS}ms steps(${steps}) ${drawFrom * HEADLINE_TYPING_STEP_MS}ms both`,
              }
            : undefined
        }
      />
    </Box>
  );
}
