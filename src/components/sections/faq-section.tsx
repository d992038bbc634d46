// The reusable FAQ: a two-tone heading and question/answer pairs from content/data/faqs.yaml.
// Built on <details name>: the browser keeps one answer open at a time, the first starts open,
// the open state reaches assistive technology, and it all works with JavaScript off.
import { Box } from "@chakra-ui/react/box";
import { Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import ChevronDown from "lucide-react/icons/chevron-down";
import { PageSection } from "../ui/page-section";
import { SplitHeading } from "../ui/split-heading";
import { FAQ_ANSWER_MAX_HEIGHT_PX } from "../../lib/constants";

export const query = graphql`
  fragment FaqSet on FaqsYaml {
    yamlId
    highlight
    heading
    items {
      question
      answer
    }
  }
`;

const HEADING_ID = "faq-heading";

export function FaqSection({ faq }: { faq: Queries.FaqSetFragment }) {
  const groupName = `faq-${faq.yamlId}`;
  return (
    <PageSection labelledBy={HEADING_ID} data-testid="faq">
      <SplitHeading id={HEADING_ID} highlight={faq.highlight} heading={faq.heading} textAlign="center" mb="10" />
      <Stack gap="3" maxW="4xl" mx="auto">
        {faq.items.map((item, index) => (
          <chakra.details
            key={item.question}
            name={groupName}
            open={index === 0}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            css={{
              "&[open]": { borderColor: "accent" },
              "&[open] .faq-chevron": { transform: "rotate(180deg)" },
              "& summary::-webkit-details-marker": { display: "none" },
            }}
          >
            <chakra.summary
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="4"
              px={{ base: "4", md: "6" }}
              py="4"
              cursor="pointer"
              listStyle="none"
              fontWeight="semibold"
              fontSize={{ base: "md", md: "lg" }}
              rounded="xl"
            >
              {item.question}
              <Box as="span" className="faq-chevron" color="accent" transition="transform 0.2s" flexShrink={0}>
                <ChevronDown aria-hidden="true" />
              </Box>
            </chakra.summary>
            <Box
              px={{ base: "4", md: "6" }}
              pb="5"
              color="fg.muted"
              maxH={`${FAQ_ANSWER_MAX_HEIGHT_PX}px`}
              overflowY="auto"
            >
              {item.answer}
            </Box>
          </chakra.details>
        ))}
      </Stack>
    </PageSection>
  );
}
