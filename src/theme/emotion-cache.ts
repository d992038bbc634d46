// The Emotion cache Chakra writes its styles through, shared by the server render
// (emotion-ssr.tsx) and the browser (page-wrapper.tsx).
//
// Left to itself, Emotion writes a <style> tag beside every styled element in the server HTML (137
// on the home page) and, when the browser script starts, moves each of them into <head>: a style
// sheet removed and added 137 times, then a style recalculation of the whole page (46 ms of main
// thread on a throttled phone profile, four times that in Lighthouse's simulation). Here the server
// writes all of a page's rules into <head> once (emotion-ssr.tsx), marked as already placed, and
// the browser's cache adopts them where they are.
import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix and cache key. Not Emotion's default "css": Emotion's own default cache,
 * created when @emotion/react loads, would otherwise take the server's tags for its own and move them. */
export const EMOTION_KEY = "nl";

const serverGlobalStyles = (): NodeListOf<HTMLStyleElement> =>
  document.querySelectorAll(`style[data-emotion^="${EMOTION_KEY}-global "]`);

/** The server wrote Chakra's global, token and reset CSS into this page (see page-wrapper.tsx). */
export const hasServerGlobalStyles = (): boolean => serverGlobalStyles().length > 0;

/**
 * The server's rule tag follows its global tags (emotion-ssr.tsx). The browser cache inserts after
 * its insertion point, so with the last global tag as that point, adopting the rule tag leaves it in
 * place: inserting a node before its own next sibling moves nothing.
 */
export const createBrowserCache = (): EmotionCache => {
  const globals = serverGlobalStyles();
  return createCache({ key: EMOTION_KEY, insertionPoint: globals[globals.length - 1] });
};
