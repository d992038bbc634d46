// The floating chat button at the bottom right: it expands into a panel that hands the visitor
// over to the messaging service in a new tab.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import { Text } from "@chakra-ui/react/text";
import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { SiteButton } from "../ui/site-button";

const PANEL_ID = "chat-widget-panel";

export function ChatWidget({ chatUrl }: { chatUrl: string }) {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Box position="fixed" bottom={{ base: "4", md: "6" }} right={{ base: "4", md: "6" }} zIndex="overlay">
      {/* The button comes first so that, once it opens the panel, the next Tab goes into it. */}
      <chakra.button
        ref={toggleRef}
        type="button"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event: React.KeyboardEvent) => {
          if (event.key === "Escape" && open) close();
        }}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        rounded="full"
        bg="accent"
        color="accent.contrast"
        shadow="lg"
        cursor="pointer"
        _hover={{ bg: "accent.emphasized" }}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
      </chakra.button>
      <Box
        id={PANEL_ID}
        role="region"
        aria-label="Chat with us"
        hidden={!open}
        position="absolute"
        bottom="16"
        right="0"
        w="72"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        shadow="2xl"
        p="5"
        onKeyDown={(event: React.KeyboardEvent) => {
          if (event.key === "Escape") close();
        }}
      >
        <Stack gap="4">
          <Box display="flex" alignItems="start" justifyContent="space-between" gap="3">
            <Text fontWeight="semibold" fontSize="lg">
              How can we help you?
            </Text>
            <chakra.button
              type="button"
              aria-label="Close chat"
              onClick={close}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              rounded="full"
              color="fg.muted"
              cursor="pointer"
              _hover={{ color: "fg", bg: "bg.muted" }}
            >
              <X size={18} aria-hidden="true" />
            </chakra.button>
          </Box>
          <SiteButton asChild colorPalette="brand" rounded="full">
            <a href={chatUrl} target="_blank" rel="noopener noreferrer">
              Let&apos;s Chat
            </a>
          </SiteButton>
        </Stack>
      </Box>
    </Box>
  );
}
