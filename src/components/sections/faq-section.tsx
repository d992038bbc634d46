// The reusable FAQ: a two-tone heading and question/answer pairs from content/data/faqs.yaml, in
// the site's accordion (DisclosureList: the first open, one at a time, works without JavaScript).
import { Box } from "@chakra-ui/react/box";
import { graphql } from "gatsby";
import { DisclosureList } from "../ui/disclosure-list";
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
  return (
    <PageSection labelledBy={HEADING_ID} data-testid="faq">
      <SplitHeading id={HEADING_ID} highlight={faq.highlight} heading={faq.heading} textAlign="center" mb="10" />
      <DisclosureList
        name={`faq-${faq.yamlId}`}
        maxW="4xl"
        mx="auto"
        items={faq.items.map((item) => ({
          id: item.question,
          summary: (
            <Box as="span" fontWeight="semibold" fontSize={{ base: "md", md: "lg" }}>
              {item.question}
            </Box>
          ),
          content: (
            <Box px={{ base: "4", md: "6" }} pb="5" color="fg.muted" maxH={`${FAQ_ANSWER_MAX_HEIGHT_PX}px`} overflowY="auto">
              {item.answer}
            </Box>
          ),
        }))}
      />
    </PageSection>
  );
}
