// The wide photo some sections carry (About Us), set by `image` in content/data/pages.yaml.
import { Box } from "@chakra-ui/react/box";
import { graphql } from "gatsby";
import { SiteImage } from "../ui/site-image";

export const query = graphql`
  fragment SectionPhoto on PageSection {
    id
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 1280, aspectRatio: 2.34)
      }
    }
  }
`;

export function SectionPhoto({ section }: { section: Queries.SectionPhotoFragment | undefined }) {
  const image = section?.image?.childImageSharp?.gatsbyImageData;
  if (!image) return null;
  return (
    <Box mt="10" rounded="3xl" overflow="hidden">
      <SiteImage image={image} alt={section?.imageAlt ?? ""} />
    </Box>
  );
}
