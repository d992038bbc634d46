// The menu below 768 px: every navigation link, a Services submenu with a 'Services Home' entry,
// and Contact Us. Choosing any link closes it; so does Escape.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import ChevronDown from "lucide-react/icons/chevron-down";
import { SiteButton } from "../ui/site-button";
import type { LayoutData } from "./use-layout-data";
import { SiteLink } from "../ui/site-link";

export const MOBILE_MENU_ID = "mobile-menu";
const SERVICES_SUBMENU_ID = "mobile-services-submenu";

interface MobileMenuProps {
  open: boolean;
  onClose: (returnFocus?: boolean) => void;
  navigation: NonNullable<LayoutData["navigationYaml"]>;
  pathname: string;
}

function MenuLink({ to, onChoose, children }: { to: string; onChoose: () => void; children: React.ReactNode }) {
  return (
    <Box asChild display="block" py="3" px="2" fontSize="lg" fontWeight="medium" color="fg" _hover={{ color: "accent" }}>
      <SiteLink to={to} onClick={onChoose}>
        {children}
      </SiteLink>
    </Box>
  );
}

export function MobileMenu({ open, onClose, navigation }: MobileMenuProps) {
  const [servicesOpen, setServicesOpen] = React.useState(false);
  const choose = () => onClose(false);

  React.useEffect(() => {
    if (!open) setServicesOpen(false);
  }, [open]);

  return (
    <Box
      id={MOBILE_MENU_ID}
      hidden={!open}
      hideFrom="md"
      position="absolute"
      top="header"
      insetX="0"
      maxH="calc(100dvh - var(--chakra-sizes-header))"
      overflowY="auto"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      shadow="xl"
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === "Escape") onClose(true);
      }}
    >
      <Container py="4">
        <chakra.nav aria-label="Mobile">
          <Stack as="ul" gap="0" m="0" p="0">
            {navigation.links.map((link) =>
              link.children && link.children.length > 0 ? (
                <Box as="li" key={link.to} listStyleType="none">
                  <chakra.button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={SERVICES_SUBMENU_ID}
                    onClick={() => setServicesOpen((wasOpen) => !wasOpen)}
                    display="flex"
                    w="full"
                    alignItems="center"
                    justifyContent="space-between"
                    py="3"
                    px="2"
                    fontSize="lg"
                    fontWeight="medium"
                    color="fg"
                    cursor="pointer"
                  >
                    {link.label}
                    <ChevronDown
                      aria-hidden="true"
                      style={{ transform: servicesOpen ? "rotate(180deg)" : undefined, transition: "transform 0.2s" }}
                    />
                  </chakra.button>
                  <Stack as="ul" id={SERVICES_SUBMENU_ID} hidden={!servicesOpen} gap="0" m="0" pl="4" borderLeftWidth="2px" borderColor="accent">
                    <Box as="li" listStyleType="none">
                      <MenuLink to={link.to} onChoose={choose}>
                        {link.overviewLabel ?? link.label}
                      </MenuLink>
                    </Box>
                    {link.children.map((child) => (
                      <Box as="li" key={child.to} listStyleType="none">
                        <MenuLink to={child.to} onChoose={choose}>
                          {child.label}
                        </MenuLink>
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ) : (
                <Box as="li" key={link.to} listStyleType="none">
                  <MenuLink to={link.to} onChoose={choose}>
                    {link.label}
                  </MenuLink>
                </Box>
              ),
            )}
          </Stack>
          <SiteButton asChild colorPalette="brand" rounded="full" w="full" mt="4" size="lg">
            <SiteLink to={navigation.cta.to} onClick={choose}>
              {navigation.cta.label}
            </SiteLink>
          </SiteButton>
        </chakra.nav>
      </Container>
    </Box>
  );
}
