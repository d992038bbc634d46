// The typing headline's phases, shared by the home and contact heroes. The typing itself is CSS
// (typing-headline.tsx): React renders the typed copy once and nothing runs per keystroke. The
// phase changes twice: to "typing" when the page starts in a browser that allows motion, and to
// "done" when the last keystroke's time has passed.
import * as React from "react";
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from "./use-media-query";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import { HEADLINE_TYPING_STEP_MS, totalSteps, type HeadlineSegment } from "./typewriter";

/** "static": the server HTML, and under reduced motion; "typing"; then "done". */
export type TypingPhase = "static" | "typing" | "done";

export function useTypewriter(segments: readonly HeadlineSegment[]): TypingPhase {
  const [phase, setPhase] = React.useState<TypingPhase>("static");
  const reducedMotion = usePrefersReducedMotion();

  // Before paint, so a client-side visit never flashes the finished headline. The setting is read
  // directly: on the hydrating render the hook still answers as the server did.
  useBrowserLayoutEffect(() => {
    if (!window.matchMedia(REDUCED_MOTION_QUERY).matches) setPhase("typing");
  }, []);

  React.useEffect(() => {
    if (phase !== "typing" || reducedMotion) return undefined;
    const timer = window.setTimeout(() => setPhase("done"), totalSteps(segments) * HEADLINE_TYPING_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [phase, reducedMotion, segments]);

  // Switching reduced motion on mid-way shows the whole headline at once.
  return phase === "typing" && reducedMotion ? "done" : phase;
}
