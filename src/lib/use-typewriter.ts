// The typing headline's clock, shared by the home and contact heroes. React renders the typed
// copy once; each keystroke then writes the typed and untyped text of each segment straight into
// that copy's DOM, so nothing re-renders while it types. The phase changes twice: to "typing" when
// the page starts in a browser that allows motion, and to "done" after the last keystroke.
import * as React from "react";
import { prefersReducedMotionNow, usePrefersReducedMotion } from "./reduced-motion";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import { HEADLINE_TYPING_STEP_MS, caretSegment, totalSteps, typedSegments, type HeadlineSegment } from "./typewriter";

/** "static": the server HTML, and under reduced motion; "typing"; then "done". */
export type TypingPhase = "static" | "typing" | "done";

export interface Typewriter {
  phase: TypingPhase;
  /** The typed copy's element; each keystroke is written into it (see paintTypedCopy). */
  copy: React.RefObject<HTMLElement | null>;
}

/**
 * Writes the headline as it stands after `step` keystrokes into the typed copy: each
 * `[data-segment]` holds a `[data-typed]` and a `[data-rest]` part (text) or a `--progress`
 * custom property (a rule), and a `[data-caret]` shown only in the segment being typed.
 */
export function paintTypedCopy(copy: HTMLElement, segments: readonly HeadlineSegment[], step: number): void {
  const parts = typedSegments(segments, step);
  const caretAt = caretSegment(segments, step);
  copy.querySelectorAll<HTMLElement>("[data-segment]").forEach((element, index) => {
    const part = parts[index];
    if (!part) return;
    const caret = element.querySelector<HTMLElement>("[data-caret]");
    if (caret) caret.hidden = index !== caretAt;
    if (part.kind === "rule") {
      element.style.setProperty("--progress", String(part.progress));
      return;
    }
    const typed = element.querySelector("[data-typed]");
    const rest = element.querySelector("[data-rest]");
    if (typed) typed.textContent = part.typed;
    if (rest) rest.textContent = part.rest;
  });
}

export function useTypewriter(segments: readonly HeadlineSegment[]): Typewriter {
  const [phase, setPhase] = React.useState<TypingPhase>("static");
  const copy = React.useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  // Before paint, so a client-side visit never flashes the finished headline. The setting is read
  // directly: on the hydrating render the hook still answers as the server did.
  useBrowserLayoutEffect(() => {
    if (!prefersReducedMotionNow()) setPhase("typing");
  }, []);

  React.useEffect(() => {
    const element = copy.current;
    if (phase !== "typing" || reducedMotion || !element) return undefined;
    const steps = totalSteps(segments);
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      if (step >= steps) {
        window.clearInterval(timer);
        setPhase("done");
      } else {
        paintTypedCopy(element, segments, step);
      }
    }, HEADLINE_TYPING_STEP_MS);
    return () => window.clearInterval(timer);
  }, [phase, reducedMotion, segments]);

  // Switching reduced motion on mid-way shows the whole headline at once.
  return { phase: phase === "typing" && reducedMotion ? "done" : phase, copy };
}
