// The Emotion cache Chakra writes its styles through, shared by the server render
// (emotion-ssr.tsx) and the browser (page-wrapper.tsx).
//
// Left to itself, Emotion writes a <style> tag beside every styled element in the server HTML (137
// on the home page) and, when the browser script starts, moves each of them into <head>: a style
// sheet removed and added 137 times, then a style recalculation of the whole page (tens of
// milliseconds of main-thread CPU on a desktop, four times that on Lighthouse's simulated phone). Here the server
// writes a page's rules into <head> once, in one tag (emotion-ssr.tsx), and the browser's cache
// takes them as inserted without touching the tag.
import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix and cache key. Not Emotion's default "css": Emotion's own default cache,
 * created when @emotion/react loads, would otherwise take the server's tags for its own and move them. */
export const EMOTION_KEY = "nl";

/**
 * Marks the server's rules tag: `data-emotion="nl-server id id …"`. Not "nl …", the mark Emotion's
 * own adoption looks for: that re-inserts the tag where it already is, and a browser treats a
 * re-inserted <style> as a new style sheet and recalculates the whole page (27 ms here).
 */
export const SERVER_RULES_KEY = `${EMOTION_KEY}-server`;

/**
 * Emotion's caches run every rule through stylis's vendor prefixer by default, which writes
 * `-webkit-box`, `-ms-flexbox` and their kind beside each flex, transform and placeholder rule for
 * browsers a decade old: a fifth of every page's CSS. The browsers the site serves read the standard
 * properties; the two that Safari still wants prefixed (user-select, backdrop-filter) are written
 * where they are used. The server's and the browser's cache share these options, so both write the
 * same rules.
 */
export const EMOTION_OPTIONS = { key: EMOTION_KEY, stylisPlugins: [] };

/** The server wrote Chakra's global, token and reset CSS into this page (see page-wrapper.tsx). */
export const hasServerGlobalStyles = (): boolean =>
  document.querySelector(`style[data-emotion^="${EMOTION_KEY}-global "]`) !== null;

/**
 * The one place the site writes Emotion's private `cache.inserted` (and emotion-ssr.tsx its
 * private `data-s` mark): Emotion's documented take-over moves each server tag (the default cache
 * into <head>, then this cache after its insertion point), and every move makes the browser
 * recalculate the whole page's style. tests/unit/theme/emotion-cache.test.tsx fails when Emotion
 * stops honouring either. The figure beside the Chakra half of this, in page-wrapper.tsx.
 */
export const createBrowserCache = (): EmotionCache => {
  const serverRules = document.querySelector<HTMLStyleElement>(`style[data-emotion^="${SERVER_RULES_KEY} "]`);
  // Rules added in the browser go in their own tags right after the server's, as Emotion's
  // adoption would have placed them.
  const cache = createCache({ ...EMOTION_OPTIONS, insertionPoint: serverRules ?? undefined });
  const serverIds = serverRules?.dataset.emotion?.split(" ").slice(1) ?? [];
  for (const id of serverIds) cache.inserted[id] = true;
  return cache;
};
