// The behaviour both carousels share, on top of the pure rules in carousel.ts: the current
// index, a timer that advances it, and the pauses of the WAI-ARIA carousel pattern (hover with a
// mouse, focus anywhere inside, the visitor's stop control, reduced motion).
import * as React from "react";
import { carouselReducer, isRotating, type SwipeGesture } from "./carousel";
import { usePrefersReducedMotion } from "./reduced-motion";

interface UseCarouselOptions {
  count: number;
  intervalMs: number;
  /** Whether the carousel is in use at all; when false it neither rotates nor announces. */
  enabled?: boolean;
}

export function useCarousel({ count, intervalMs, enabled = true }: UseCarouselOptions) {
  const [{ index }, dispatch] = React.useReducer(carouselReducer, { index: 0, count });
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = React.useState(false);
  const [focusWithin, setFocusWithin] = React.useState(false);
  const [stopped, setStopped] = React.useState(false);
  const rotating = isRotating({ count, enabled, reducedMotion, hovered, focusWithin, stopped });

  // A fresh timer for every item, so a manual move never leaves a shortened wait behind it.
  React.useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs]);

  const next = React.useCallback(() => dispatch({ type: "next" }), []);
  const previous = React.useCallback(() => dispatch({ type: "previous" }), []);
  const goTo = React.useCallback((target: number) => dispatch({ type: "goTo", index: target }), []);
  const swipe = React.useCallback(
    (gesture: SwipeGesture, thresholdPx?: number) => dispatch({ type: "swipe", gesture, thresholdPx }),
    [],
  );

  /** Spread on the carousel's outer element: hover (a real mouse only) and focus pause it. */
  const pauseHandlers = React.useMemo(
    () => ({
      onPointerEnter: (event: React.PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (event: React.PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(false);
      },
      onFocus: () => setFocusWithin(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    }),
    [],
  );

  return {
    index,
    next,
    previous,
    goTo,
    swipe,
    pauseHandlers,
    /** Advancing by itself right now; live announcements stay off meanwhile. */
    rotating,
    /** Whether rotation would run but for the visitor's stop control (shows the toggle). */
    canRotate: count > 1 && enabled && !reducedMotion,
    stopped,
    toggleStopped: React.useCallback(() => setStopped((value) => !value), []),
  };
}
