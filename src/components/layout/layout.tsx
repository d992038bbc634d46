// The frame of every page: skip link, fixed header, main content, footer and chat widget.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { useLayoutData } from "./use-layout-data";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ChatWidget } from "./chat-widget";
import { useActiveSections } from "./use-active-sections";

export const MAIN_CONTENT_ID = "main-content";

export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const data = useLayoutData();
  useActiveSections(pathname, MAIN_CONTENT_ID);
  // Marks the document once React has hydrated it: before that, the server HTML is all there is,
  // and browser tests wait for this before they try the interactive parts.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { siteYaml: site, navigationYaml: navigation } = data;
  if (!site || !navigation) throw new Error("content/data/site.yaml and navigation.yaml are required");

  return (
    <>
      <Box
        asChild
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="accent"
        color="accent.contrast"
        px="4"
        py="2"
        rounded="md"
        fontWeight="semibold"
        _focus={{ top: "4" }}
      >
        <a href={`#${MAIN_CONTENT_ID}`}>Skip to content</a>
      </Box>
      <SiteHeader siteName={site.name} navigation={navigation} pathname={pathname} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} pt="header" minH="70vh" _focus={{ outline: "none" }}>
        {children}
      </Box>
      <SiteFooter data={data} />
      <ChatWidget chatUrl={site.chatUrl} />
    </>
  );
}
