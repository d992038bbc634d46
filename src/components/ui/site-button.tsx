// Buttons, and links that look like buttons (`asChild` with a SiteLink or <a> inside). They wear
// the button recipe from the global rules src/theme/global-css.ts writes once per page (`.site-button`
// and its data-size and data-variant rules), so each button's own class holds only its own props:
// Chakra's Button repeats the whole recipe in a class for every different set of props.
import * as React from "react";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import type { BUTTON_SIZES, BUTTON_VARIANTS } from "../../theme/recipes/button";

export interface SiteButtonProps extends HTMLChakraProps<"button"> {
  size?: (typeof BUTTON_SIZES)[number];
  variant?: (typeof BUTTON_VARIANTS)[number];
}

export const SiteButton = React.forwardRef<HTMLButtonElement, SiteButtonProps>(function SiteButton(
  { size = "md", variant = "solid", className, asChild, ...props },
  ref,
) {
  return (
    <chakra.button
      ref={ref}
      // A <button> submits its form unless told otherwise; a link inside (asChild) needs no type.
      {...(asChild ? { asChild } : { type: "button" as const })}
      className={className ? `site-button ${className}` : "site-button"}
      data-size={size}
      data-variant={variant}
      {...props}
    />
  );
});

/** A square button holding only an icon; `aria-label` names it. */
export const SiteIconButton = React.forwardRef<HTMLButtonElement, SiteButtonProps & { "aria-label": string }>(function SiteIconButton(props, ref) {
  return <SiteButton ref={ref} px="0" py="0" _icon={{ fontSize: "1.2em" }} {...props} />;
});
