// Media queries built from the one desktop/mobile breakpoint (MOBILE_BREAKPOINT_PX), for CSS-in-JS
// and matchMedia alike.
import { MOBILE_BREAKPOINT_PX } from "./constants";

/** Screens at the desktop breakpoint or wider (768 px). */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
