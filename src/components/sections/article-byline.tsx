// Who wrote an article, under its heading: the author's portrait, small and round, their name
// and their role in the team (content/data/team.yaml).
import { graphql } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteImage } from "../ui/site-image";

export const query = graphql`
  fragment ArticleByline on TeamYaml {
    name
    role
    # 48 pixels square, the height of the two lines beside it; the face is at the portrait's top.
    portrait: image {
      childImageSharp {
        gatsbyImageData(width: 48, height: 48, layout: FIXED, transformOptions: { cropFocus: NORTH })
      }
    }
  }
`;

export function ArticleByline({ author }: { author: Queries.ArticleBylineFragment }) {
  const portrait = author.portrait.childImageSharp?.gatsbyImageData;
  return (
    <HStack gap="3" data-testid="article-byline">
      {portrait && (
        <Box rounded="full" overflow="hidden" flexShrink={0} boxSize="12" bg="bg.muted">
          {/* The name beside it says who this is; the portrait repeats it for sighted readers only. */}
          <SiteImage image={portrait} alt="" loading="eager" />
        </Box>
      )}
      <Stack gap="0" lineHeight="1.3">
        <Text fontWeight="semibold">By {author.name}</Text>
        {/* color before fontSize, as elsewhere: Chakra names one class per set of style props for
            every page a build renders, after the first order it meets. */}
        <Text color="fg.muted" fontSize="sm">
          {author.role}
        </Text>
      </Stack>
    </HStack>
  );
}
