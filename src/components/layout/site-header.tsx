// The fixed top navigation: brand, links, the Services dropdown, Contact Us, and the mobile menu.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { chakra } from "@chakra-ui/react/styled-system";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { SiteButton } from "../ui/site-button";
import type { LayoutData } from "./use-layout-data";
import { NavLinkText, ServicesDropdown } from "./services-dropdown";
import { MobileMenu, MOBILE_MENU_ID } from "./mobile-menu";
import { SiteLink } from "../ui/site-link";
import { BrandMark } from "../ui/brand-mark";

interface SiteHeaderProps {
  siteName: string;
  navigation: NonNullable<LayoutData["navigationYaml"]>;
  pathname: string;
}

/** The current page, or a section of it (a service page is within Services). */
export function isCurrentPath(pathname: string, to: string, includeChildren: boolean): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/") return path === "/";
  return path === to || (includeChildren && path.startsWith(`${to}/`));
}

export function SiteHeader({ siteName, navigation, pathname }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuButtonRef = React.useRef<HTMLButtonElement>(null);

  const closeMenu = React.useCallback((returnFocus = false) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <chakra.header
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h="header"
      bg="rgba(11, 16, 32, 0.92)"
      backdropFilter="saturate(160%) blur(12px)"
      css={{ WebkitBackdropFilter: "saturate(160%) blur(12px)" }}
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" h="full">
        <Flex h="full" align="center" justify="space-between" gap="6">
          <SiteLink to="/" aria-label={`${siteName} home`}>
            <BrandMark name={siteName} />
          </SiteLink>

          <chakra.nav aria-label="Main" hideBelow="md">
            <Flex as="ul" align="center" gap={{ md: "1", lg: "4" }} m="0" p="0">
              {navigation.links.map((link) =>
                link.children && link.children.length > 0 ? (
                  <ServicesDropdown
                    key={link.to}
                    label={link.label}
                    to={link.to}
                    items={link.children}
                    current={isCurrentPath(pathname, link.to, true)}
                  />
                ) : (
                  <Box as="li" key={link.to} listStyleType="none">
                    <NavLinkText to={link.to} current={isCurrentPath(pathname, link.to, link.to !== "/")}>
                      {link.label}
                    </NavLinkText>
                  </Box>
                ),
              )}
            </Flex>
          </chakra.nav>

          <Flex align="center" gap="3">
            <SiteButton asChild colorPalette="brand" rounded="full" hideBelow="md">
              <SiteLink to={navigation.cta.to}>{navigation.cta.label}</SiteLink>
            </SiteButton>
            <chakra.button
              ref={menuButtonRef}
              type="button"
              hideFrom="md"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
              // Enter leaves focus here, so Escape must close the menu from the button too, not only from inside it.
              onKeyDown={(event: React.KeyboardEvent) => {
                if (event.key === "Escape" && menuOpen) closeMenu(true);
              }}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="11"
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              color="fg"
              cursor="pointer"
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </chakra.button>
          </Flex>
        </Flex>
      </Container>
      <MobileMenu open={menuOpen} onClose={closeMenu} navigation={navigation} pathname={pathname} />
    </chakra.header>
  );
}
