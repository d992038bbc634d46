// A section's eyebrow, two-tone heading and short body, as written in content/data/pages.yaml,
// and the page section that opens with them.
import type * as React from "react";
import type { BoxProps } from "@chakra-ui/react/box";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql } from "gatsby";
import { Eyebrow } from "../ui/eyebrow";
import { PageSection } from "../ui/page-section";
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

interface SectionWithIntroProps extends BoxProps {
  section: SectionIntroContent;
  align?: SectionIntroProps["align"];
  /** What follows the intro: the section's cards, list or pictures. */
  children: React.ReactNode;
}

/** A page section that opens with its intro and is named, for assistive technology, by the intro's heading. */
export function SectionWithIntro({ section, align, children, ...rest }: SectionWithIntroProps) {
  return (
    <PageSection labelledBy={sectionHeadingId(section.id)} {...rest}>
      <SectionIntro section={section} align={align} />
      {children}
    </PageSection>
  );
}
