// The state of the site's two carousels (home hero images on small screens, testimonials) as
// pure functions, so their rules are tested without a browser: indices wrap both
// ways, a swipe counts only beyond the threshold, and rotation stops whenever the visitor is
// hovering, focused inside, has stopped it, or prefers reduced motion.
import { HERO_SWIPE_THRESHOLD_PX } from "./constants";

/** `index` folded into 0..count-1, wrapping in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const nextIndex = (current: number, count: number): number => wrapIndex(current + 1, count);

export const previousIndex = (current: number, count: number): number => wrapIndex(current - 1, count);

export type SwipeDirection = "next" | "previous";

export interface SwipeGesture {
  startX: number;
  endX: number;
  /** Vertical travel; a gesture that is mostly vertical is a scroll, not a swipe. */
  startY?: number;
  endY?: number;
}

/**
 * Which way a horizontal gesture moves the carousel: a swipe to the left (finger travels
 * towards smaller x) shows the next item, to the right the previous one. Travel of the
 * threshold or less, or a mostly vertical gesture, is not a swipe.
 */
export function swipeDirection(
  { startX, endX, startY = 0, endY = 0 }: SwipeGesture,
  thresholdPx: number = HERO_SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  const dx = endX - startX;
  const dy = endY - startY;
  if (Math.abs(dx) <= thresholdPx || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? "next" : "previous";
}

export interface CarouselState {
  index: number;
  count: number;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "swipe"; gesture: SwipeGesture; thresholdPx?: number };

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const move = (index: number) => (index === state.index ? state : { ...state, index });
  switch (action.type) {
    case "next":
      return move(nextIndex(state.index, state.count));
    case "previous":
      return move(previousIndex(state.index, state.count));
    case "goTo":
      return move(wrapIndex(action.index, state.count));
    case "swipe": {
      const direction = swipeDirection(action.gesture, action.thresholdPx);
      if (direction === "next") return move(nextIndex(state.index, state.count));
      if (direction === "previous") return move(previousIndex(state.index, state.count));
      return state;
    }
  }
}

export interface RotationConditions {
  /** More than one item to show. */
  count: number;
  /** The carousel is in use at all (the hero's is only on small screens). */
  enabled: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focusWithin: boolean;
  /** The visitor pressed the stop control. */
  stopped: boolean;
}

/** Whether the carousel advances by itself now (WAI-ARIA carousel pattern). */
export function isRotating({ count, enabled, reducedMotion, hovered, focusWithin, stopped }: RotationConditions): boolean {
  return count > 1 && enabled && !reducedMotion && !hovered && !focusWithin && !stopped;
}

/** "Show image 2 of 3": the accessible name of a dot, counted from one. */
export const positionLabel = (index: number, count: number) => `${index + 1} of ${count}`;
