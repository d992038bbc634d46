// The desktop Services item: a link to /services plus a disclosure of the service pages.
// It opens on hover and on keyboard focus or Enter, and closes on leave, Escape, blur or a chosen link.
// A disclosure (not an ARIA menu) because these are ordinary navigation links.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import ChevronDown from "lucide-react/icons/chevron-down";
import { SiteLink } from "../ui/site-link";

export interface NavItem {
  label: string;
  to: string;
}

interface ServicesDropdownProps {
  label: string;
  to: string;
  items: readonly NavItem[];
  current: boolean;
}

const PANEL_ID = "services-dropdown";

export function ServicesDropdown({ label, to, items, current }: ServicesDropdownProps) {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  // After Escape, focus returns to the toggle; this keeps that focus from reopening the panel.
  const dismissedByKeyboard = React.useRef(false);

  const openOnFocus = () => {
    if (!dismissedByKeyboard.current) setOpen(true);
  };

  return (
    <Box
      as="li"
      position="relative"
      listStyleType="none"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={openOnFocus}
      onBlur={(event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dismissedByKeyboard.current = false;
          setOpen(false);
        }
      }}
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === "Escape" && open) {
          dismissedByKeyboard.current = true;
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <Box display="flex" alignItems="center" gap="0.5">
        <NavLinkText to={to} current={current}>
          {label}
        </NavLinkText>
        <chakra.button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={`${label} pages`}
          onClick={() => {
            dismissedByKeyboard.current = false;
            setOpen((wasOpen) => !wasOpen);
          }}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="8"
          rounded="md"
          color="fg.muted"
          cursor="pointer"
          _hover={{ color: "accent" }}
        >
          <ChevronDown
            size={18}
            aria-hidden="true"
            style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 0.2s" }}
          />
        </chakra.button>
      </Box>
      {/* The list itself is the panel: a wrapper inside a <ul> would break the list for screen readers. */}
      <Box id={PANEL_ID} hidden={!open} position="absolute" top="100%" left="-4" minW="xs" pt="3" zIndex="dropdown">
        <Box as="ul" m="0" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" shadow="lg" p="2">
          {items.map((item) => (
            <Box as="li" key={item.to} listStyleType="none">
              <SiteLink to={item.to} onClick={() => setOpen(false)} className="dropdown-link">
                <Box
                  as="span"
                  display="block"
                  px="4"
                  py="2.5"
                  rounded="lg"
                  color="fg"
                  _hover={{ bg: "accent.muted", color: "accent" }}
                >
                  {item.label}
                </Box>
              </SiteLink>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** A top-level navigation link, marked as the current page where it is one. */
export function NavLinkText({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Box
      asChild
      fontWeight="medium"
      color={current ? "accent" : "fg"}
      px="2"
      py="2"
      rounded="md"
      _hover={{ color: "accent" }}
    >
      <SiteLink to={to} aria-current={current ? "page" : undefined}>
        {children}
      </SiteLink>
    </Box>
  );
}
