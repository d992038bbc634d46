// Every keyframes rule the system defines is written into every page, used or not, so it defines
// only those something here animates with. A component or recipe naming another animation
// needs its keyframes added here first, or it does not run.
import { defineKeyframes } from "@chakra-ui/react/styled-system";

export const keyframes = defineKeyframes({
  // The typing headline's caret: visible for the first half of each second, hidden for the second.
  "caret-blink": { "50%": { opacity: "0" } },
});
