// The Emotion cache Chakra writes its styles through, shared by the server render
// (emotion-ssr.tsx) and the browser (src/components/layout/page-wrapper.tsx).
//
// Left to itself, Emotion writes a <style> tag beside every styled element in the server HTML (137
// on the home page) and, when the browser script starts, moves each of them into <head>: a style
// sheet removed and added 137 times, then a style recalculation of the whole page. Here the server
// writes a page's rules into <head> once, in one tag marked as Emotion's server rendering marks
// them (emotion-ssr.tsx), and the browser's cache adopts that tag the documented way: its rules
// count as written, and the tag is taken into the cache's sheet.
import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix and cache key. Not Emotion's default "css", so that the server's tags are
 * adopted by the site's cache, not by the default one @emotion/react creates when it loads. */
export const EMOTION_KEY = "nl";

/**
 * Emotion's caches run every rule through stylis's vendor prefixer by default, which writes
 * `-webkit-box`, `-ms-flexbox` and their kind beside each flex, transform and placeholder rule for
 * browsers a decade old: a fifth of every page's CSS. The browsers the site serves read the standard
 * properties; the two that Safari still wants prefixed (user-select, backdrop-filter) are written
 * where they are used. The server's and the browser's cache share these options, so both write the
 * same rules.
 */
export const EMOTION_OPTIONS = { key: EMOTION_KEY, stylisPlugins: [] };

/** The server wrote Chakra's global, token and reset CSS into this page (see src/components/layout/page-wrapper.tsx). */
export const hasServerGlobalStyles = (): boolean =>
  document.querySelector(`style[data-emotion^="${EMOTION_KEY}-global "]`) !== null;

/** The browser's cache: Emotion adopts the server's `data-emotion="nl …"` tag when it is created. */
export const createBrowserCache = (): EmotionCache => createCache(EMOTION_OPTIONS);
