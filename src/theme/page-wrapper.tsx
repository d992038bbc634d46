// Chakra and the layout wired once, for both server rendering and the browser (gatsby-ssr.tsx and
// gatsby-browser.tsx).
//
// Everything sits in wrapPageElement, not wrapRootElement: Gatsby also wraps each page's Head in
// wrapRootElement, and a ChakraProvider there wrote Chakra's 49 KB of global and token CSS into
// <head> a second time on every page. React keeps these providers and the layout mounted across
// client-side navigation all the same, since each page returns the same tree around its element.
import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { system } from "./system";
import { Layout } from "../components/layout/layout";

// The layout wraps every page once, so the header, footer and chat widget keep their state across navigation.
export const wrapSitePage: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <ChakraProvider value={system}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </ChakraProvider>
);
