// The page's h1 as a typing headline (home and contact heroes). The heading always holds the
// whole text, so search engines, assistive technology and visitors without JavaScript get it at
// once. While it types (useTypewriter), that text is made transparent and an aria-hidden copy
// types over it in exactly the same boxes: untyped letters are laid out but not painted, so
// nothing reflows. When typing ends the copy goes away.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading, type HeadingProps } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { TypingCaret, caretBlink } from "./typing-caret";
import { caretSegment, typedSegments, type HeadlineSegment } from "../../lib/typewriter";
import type { Typewriter } from "../../lib/use-typewriter";

interface TypingHeadlineProps extends Omit<HeadingProps, "children"> {
  segments: readonly HeadlineSegment[];
  typewriter: Typewriter;
}

export function TypingHeadline({ segments, typewriter, ...heading }: TypingHeadlineProps) {
  const typing = typewriter.phase === "typing";
  const caretAt = caretSegment(segments, 0);
  return (
    <Heading as="h1" id="page-title" data-typing={typewriter.phase} position="relative" {...heading}>
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
        <chakra.span ref={typewriter.copy} aria-hidden="true" position="absolute" inset="0" data-testid="typed-headline">
          {/* Rendered once, at the first keystroke; useTypewriter writes the rest into it. */}
          {typedSegments(segments, 0).map((segment, index) =>
            segment.kind === "rule" ? (
              <HeadlineRule key={index} progress={segment.progress} caret={index === caretAt} />
            ) : (
              <Box as="span" key={index} data-segment="" color={segment.highlight ? "accent" : undefined}>
                <span data-typed="">{segment.typed}</span>
                <TypingCaret hidden={index !== caretAt} />
                <Box as="span" data-rest="" visibility="hidden">
                  {segment.rest}
                </Box>
              </Box>
            ),
          )}
        </chakra.span>
      )}
    </Heading>
  );
}

/**
 * The short accent rule that stands for a headline's '____'; decorative. While typing it draws in
 * from the left (its `--progress`, 0 to 1), with the caret at its tip.
 */
function HeadlineRule({ progress = 1, caret }: { progress?: number; caret?: boolean }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-segment={caret === undefined ? undefined : ""}
      display="inline-block"
      position="relative"
      w="1.4em"
      h="0.14em"
      verticalAlign="middle"
      style={{ "--progress": progress } as React.CSSProperties}
    >
      <Box as="span" position="absolute" inset="0" rounded="full" bg="accent" transformOrigin="left" transform="scaleX(var(--progress))" />
      {caret !== undefined && (
        <Box
          as="span"
          data-caret=""
          hidden={!caret}
          position="absolute"
          top="50%"
          left="calc(var(--progress) * 100%)"
          w="0.07em"
          h="0.9em"
          bg="accent"
          transform="translateY(-50%)"
          css={caretBlink}
        />
      )}
    </Box>
  );
}
