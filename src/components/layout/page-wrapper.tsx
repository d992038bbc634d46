// Chakra and the layout wired once, for both server rendering and the browser (gatsby-ssr.tsx and
// gatsby-browser.tsx).
//
// Everything sits in wrapPageElement, not wrapRootElement: Gatsby also wraps each page's Head in
// wrapRootElement, and a ChakraProvider there wrote Chakra's 49 KB of global and token CSS into
// <head> a second time on every page. React keeps these providers and the layout mounted across
// client-side navigation all the same, since each page returns the same tree around its element.
import { CacheProvider } from "@emotion/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { system } from "../../theme/system";
import { createBrowserCache, hasServerGlobalStyles } from "../../theme/emotion-cache";
import { Layout } from "./layout";

const inBrowser = typeof document !== "undefined";

/**
 * On the server, src/theme/emotion-ssr.tsx provides a fresh cache per page. In the browser, one cache that
 * adopts the server's rules tag.
 */
const browserCache = inBrowser ? createBrowserCache() : null;

/**
 * ChakraProvider renders its global, token and reset CSS (and the cascade-layer order) through
 * Emotion's Global, which in the browser serialises and hashes those 25 KB again to find the
 * server's copy, then moves and renames that tag: the whole page's style is recalculated. Chakra
 * offers no public way to leave them out, so where the server wrote them the browser's provider is
 * handed a system without them. This reaches into two private fields, `_global` and
 * `_config.disableLayers`, the only ones its provider reads for them;
 * tests/unit/theme/emotion-chakra-globals.test.tsx fails when that changes. Under `gatsby develop`
 * nothing is server-rendered, and the browser writes them as usual.
 *
 * The figure (2026-11-27, `npm run bench -- --baseline`, 5 rounds): with the documented way for
 * both this and the Emotion cache (src/theme/emotion-cache.ts), style and layout work on `/` rose in every
 * round, by a median 1.8 s of simulated-phone main-thread time (11 % of the page's), and
 * main-thread work by a median 1.27x.
 */
export const withoutGlobalStyles = (full: SystemContext): SystemContext => ({
  ...full,
  _global: [],
  _config: { ...full._config, disableLayers: true },
});

const providedSystem = inBrowser && hasServerGlobalStyles() ? withoutGlobalStyles(system) : system;

// The layout wraps every page once, so the header, footer and chat widget keep their state across navigation.
export const wrapSitePage: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const page = (
    <ChakraProvider value={providedSystem}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </ChakraProvider>
  );
  return browserCache ? <CacheProvider value={browserCache}>{page}</CacheProvider> : page;
};
