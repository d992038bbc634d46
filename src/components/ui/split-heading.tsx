// The site's two-tone heading: a green part and a white part (spec: 'a green heading and a white heading').
import { Box } from "@chakra-ui/react/box";
import { Heading, type HeadingProps } from "@chakra-ui/react/heading";

interface SplitHeadingProps extends Omit<HeadingProps, "children"> {
  green?: string | null;
  white?: string | null;
}

export function SplitHeading({ green, white, as = "h2", ...rest }: SplitHeadingProps) {
  return (
    <Heading as={as} fontSize={{ base: "3xl", md: "4xl" }} lineHeight="1.15" letterSpacing="-0.02em" {...rest}>
      {green && (
        <Box as="span" color="accent">
          {green}
        </Box>
      )}
      {green && white ? " " : null}
      {white}
    </Heading>
  );
}
