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
import { system } from "./system";
import { createBrowserCache, hasServerGlobalStyles } from "./emotion-cache";
import { Layout } from "../components/layout/layout";

const inBrowser = typeof document !== "undefined";

/**
 * On the server, emotion-ssr.tsx provides a fresh cache per page. In the browser, one cache that
 * adopts the server's style tags where they are.
 */
const browserCache = inBrowser ? createBrowserCache() : null;

/**
 * ChakraProvider renders its global, token and reset CSS (and the cascade-layer order) through
 * Emotion's Global, which in the browser serialises and hashes those ~50 KB again just to find the
 * server's copy. Where the server wrote them into the page they stay put, so the browser's provider
 * is handed a system without them (`_global` and `_config` are fields of Chakra's SystemContext type;
 * its provider is their only reader). Under `gatsby develop` nothing is server-rendered, and the
 * browser writes them as usual.
 */
const withoutGlobalStyles = (full: SystemContext): SystemContext => ({
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
