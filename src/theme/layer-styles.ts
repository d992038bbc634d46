// The layer styles the recipes name: a disabled control's. Chakra's others (fill.*, outline.*,
// indicator.*, none) are left out; a component that names one needs it added here first.
import { defineLayerStyles } from "@chakra-ui/react/styled-system";

export const layerStyles = defineLayerStyles({ disabled: { value: { opacity: "0.5", cursor: "not-allowed" } } });
