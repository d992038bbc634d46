// Chakra wired once, for both server rendering and the browser (gatsby-ssr.tsx and gatsby-browser.tsx).
import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { system } from "./system";
import { Layout } from "../components/layout/layout";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ChakraProvider value={system}>{element}</ChakraProvider>
);

// The layout wraps every page once, so the header, footer and chat widget keep their state across navigation.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
