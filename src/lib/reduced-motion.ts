// The visitor's reduced-motion setting: the one place scripts read it. (Stylesheets read it
// through the theme's `_motionReduce` condition.)
// Built on useMediaQuery rather than framer-motion's useReducedMotion: that hook reads the setting
// once, on the first render, and never follows a change; it answers the hydrating render with the
// browser's value rather than the server's; and only the scroll reveal uses framer-motion at all.
import { useMediaQuery } from "./use-media-query";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asks for reduced motion, as React state: `false` in the server HTML and on
 * the hydrating render (so the markup matches), then the browser's answer, following every change.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/**
 * The setting as it stands now, for code that must act on it before the hook's first browser
 * answer (a layout effect of the hydrating render). Browser only.
 */
export function prefersReducedMotionNow(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
