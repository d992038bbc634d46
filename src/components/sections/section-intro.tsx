// A section's eyebrow, two-tone heading and short body, as written in content/data/pages.yaml.
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { Eyebrow } from "../ui/eyebrow";
import { SplitHeading } from "../ui/split-heading";

export const query = graphql`
  fragment SectionIntroContent on PageSection {
    id
    eyebrow
    highlight
    heading
    body
  }
`;

export type SectionIntroContent = Queries.SectionIntroContentFragment;

/** The section of a page's copy with this id; a missing one is a content error worth failing on. */
export function findSection(
  sections: readonly SectionIntroContent[] | null | undefined,
  id: string,
): SectionIntroContent {
  const found = sections?.find((section) => section.id === id);
  if (!found) throw new Error(`content/data/pages.yaml: this page has no section "${id}"`);
  return found;
}

export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

interface SectionIntroProps {
  section: SectionIntroContent;
  align?: "start" | "center";
}

export function SectionIntro({ section, align = "start" }: SectionIntroProps) {
  const paragraphs = section.body?.split(/\n\s*\n/).filter((text) => text.trim() !== "") ?? [];
  const heading = section.highlight || section.heading ? section : null;
  return (
    <Stack gap="4" maxW="3xl" mx={align === "center" ? "auto" : undefined} textAlign={align} mb={{ base: "8", md: "12" }}>
      {section.eyebrow && (heading ? <Eyebrow>{section.eyebrow}</Eyebrow> : null)}
      {heading ? (
        <SplitHeading id={sectionHeadingId(section.id)} highlight={section.highlight} heading={section.heading} />
      ) : (
        section.eyebrow && <SplitHeading id={sectionHeadingId(section.id)} highlight={section.eyebrow} />
      )}
      {paragraphs.map((paragraph) => (
        <Text key={paragraph.slice(0, 40)} color="fg.muted" fontSize="lg">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
