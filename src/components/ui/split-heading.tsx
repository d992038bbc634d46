// The site's two-tone heading: a highlighted part in the accent colour, then the rest of the heading.
import { Box } from "@chakra-ui/react/box";
import { Heading, type HeadingProps } from "@chakra-ui/react/heading";

interface SplitHeadingProps extends Omit<HeadingProps, "children"> {
  highlight?: string | null;
  heading?: string | null;
}

export function SplitHeading({ highlight, heading, as = "h2", ...rest }: SplitHeadingProps) {
  return (
    <Heading as={as} fontSize={{ base: "3xl", md: "4xl" }} lineHeight="1.15" letterSpacing="-0.02em" {...rest}>
      {highlight && (
        <Box as="span" color="accent">
          {highlight}
        </Box>
      )}
      {highlight && heading ? " " : null}
      {heading}
    </Heading>
  );
}
