// Chakra's toaster, styled in the brand's colours; loaded on demand through ./toaster.tsx, which
// is what pages and components import. The list is a polite live region and each toast has
// role="status", so screen readers announce it without moving focus.
import * as React from "react";
import { Portal } from "@chakra-ui/react/portal";
import { Stack } from "@chakra-ui/react/stack";
import { Toaster as ChakraToaster, Toast, createToaster } from "@chakra-ui/react/toast";
import { TOAST_LIMIT } from "../../lib/constants";

export const toastStore = createToaster({
  max: TOAST_LIMIT,
  // Top centre, clear of the fixed header and of the chat button in the bottom corner.
  placement: "top",
  offsets: { top: "calc(var(--chakra-sizes-header) + 1rem)", bottom: "1rem", left: "1rem", right: "1rem" },
  pauseOnPageIdle: true,
});

let listShown: () => void = () => undefined;
/** Settles once the list is on the page: a toast raised before that would be lost. */
export const listMounted = new Promise<void>((resolve) => {
  listShown = resolve;
});

export function ToastList() {
  React.useEffect(() => listShown(), []);
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root
            width={{ md: "md" }}
            bg="bg.panel"
            color="fg"
            borderWidth="1px"
            borderColor="border"
            borderInlineStartWidth="4px"
            // Chakra's solid green toast fails contrast with its white text (3.3:1); the brand's panel
            // with a coloured edge and icon passes for every type.
            css={{
              "&[data-type=success]": { bg: "bg.panel", color: "fg", borderInlineStartColor: "accent" },
              "&[data-type=error]": { bg: "bg.panel", color: "fg", borderInlineStartColor: "danger" },
            }}
          >
            <Toast.Indicator color={toast.type === "error" ? "danger" : "accent"} />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title textStyle="md">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger color="fg.muted" _hover={{ color: "fg" }} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
