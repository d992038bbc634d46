// The service-specific section of a service page: its heading and intro, then the items laid
// out the way the service's `detail.kind` in content/data/services.yaml asks for.
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { PageSection } from "../../ui/page-section";
import { SplitHeading } from "../../ui/split-heading";
import { NumberedList } from "./numbered-list";
import { NumberedCardGrid } from "./numbered-card-grid";
import { ProgressSteps } from "./progress-steps";
import { ProcessSteps } from "./process-steps";
import type { ServiceDetailItem } from "./service-detail-item";

export const query = graphql`
  fragment ServiceDetailContent on ServiceDetail {
    kind
    highlight
    heading
    intro
    items {
      number
      title
      description
      icon
    }
  }
`;

const HEADING_ID = "service-detail-heading";

function DetailItems({ kind, items }: { kind: string; items: readonly ServiceDetailItem[] }) {
  switch (kind) {
    case "numbered-list":
      return <NumberedList items={items} />;
    case "service-cards":
      return <NumberedCardGrid items={items} />;
    case "progress-steps":
      return <ProgressSteps items={items} />;
    case "process-steps":
      return <ProcessSteps items={items} />;
    default:
      // The services content type admits only the kinds above; a new kind needs its layout here.
      throw new Error(`content/data/services.yaml: no layout for detail.kind "${kind}"`);
  }
}

export function ServiceDetail({ detail }: { detail: Queries.ServiceDetailContentFragment }) {
  return (
    <PageSection labelledBy={HEADING_ID} data-testid="service-detail" data-kind={detail.kind}>
      <Stack gap="4" maxW="3xl" mb={{ base: "8", md: "12" }}>
        <SplitHeading id={HEADING_ID} highlight={detail.highlight} heading={detail.heading} />
        <Text color="fg.muted" fontSize="lg">
          {detail.intro}
        </Text>
      </Stack>
      <DetailItems kind={detail.kind} items={detail.items} />
    </PageSection>
  );
}
