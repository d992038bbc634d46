// The site's one accordion (the FAQ, Why Choose Us): native <details name> elements. The browser
// keeps one open at a time, toggles the open one closed, exposes the open state to assistive
// technology and does it all with JavaScript off; the first starts open. After hydration the
// arrow keys, Home and End move between the summaries, as in an ARIA accordion.
import type * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Stack, type StackProps } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import ChevronDown from "lucide-react/icons/chevron-down";

export interface Disclosure {
  id: string;
  /** What the summary shows before the chevron: the question, or a heading. */
  summary: React.ReactNode;
  /** What opens below it. */
  content: React.ReactNode;
}

interface DisclosureListProps extends StackProps {
  /** Shared by the group's <details>, so opening one closes the others. Unique on the page. */
  name: string;
  items: readonly Disclosure[];
  /** The corner radius of each item (a radius token). */
  radius?: "xl" | "2xl";
}

const moveKeys: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move focus between the list's own summaries. */
function moveBetweenSummaries(event: React.KeyboardEvent<HTMLDivElement>) {
  const move = moveKeys[event.key];
  if (!move || !(event.target instanceof HTMLElement) || event.target.tagName !== "SUMMARY") return;
  const summaries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(":scope > details > summary"));
  const index = summaries.indexOf(event.target);
  if (index < 0) return;
  event.preventDefault();
  summaries[move(index, summaries.length)]?.focus();
}

export function DisclosureList({ name, items, radius = "xl", ...stack }: DisclosureListProps) {
  return (
    <Stack gap="3" onKeyDown={moveBetweenSummaries} {...stack}>
      {items.map((item, index) => (
        <chakra.details
          key={item.id}
          name={name}
          open={index === 0}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          rounded={radius}
          transition="border-color 0.2s"
          css={{
            "&[open]": { borderColor: "accent" },
            "&[open] > summary [data-chevron]": { transform: "rotate(180deg)" },
            "& > summary::-webkit-details-marker": { display: "none" },
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
            rounded={radius}
          >
            {item.summary}
            <Box as="span" data-chevron="" color="accent" transition="transform 0.2s" flexShrink={0}>
              <ChevronDown aria-hidden="true" />
            </Box>
          </chakra.summary>
          {item.content}
        </chakra.details>
      ))}
    </Stack>
  );
}
