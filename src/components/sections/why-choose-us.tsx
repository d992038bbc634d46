// Why Choose Us: the five reasons from content/data/why-choose.yaml as an accordion (first open,
// one at a time, the open one can be closed) beside a silent looping video of the site's own.
// Chakra's Accordion (why-choose-accordion.tsx) gives the buttons arrow-key movement and the
// open/close animation, but it and its state machines cost 13 KB gzip and the list sits far down
// the page. So the page ships the same list drawn with the accordion recipe's styles and plain
// buttons, and fetches the Accordion when the list comes near the viewport or is pointed at or
// focused; the open reason, and the focus, carry over to it.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { ReasonBody, ReasonChevron, ReasonLabel, reasonStyles } from "./why-choose-reason";
import type { WhyChooseAccordionProps } from "./why-choose-accordion";
import { DecorativeVideo } from "./why-choose-video";
import { useBrowserLayoutEffect } from "../../lib/use-browser-layout-effect";

export const query = graphql`
  fragment WhyChooseItem on WhyChooseYaml {
    yamlId
    title
    description
    icon
    cta
    link
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.78)
      }
    }
  }
`;

/**
 * Chakra renders closed panels with the `hidden` attribute. Without JavaScript the triggers
 * cannot open them, so every panel is shown instead and all five reasons stay readable. The rule
 * sits in Chakra's `reset` layer because that layer's `[hidden]{display:none!important}` beats
 * any unlayered !important rule.
 */
const noScriptStyles = "@layer reset{[data-why-choose] [data-part=item-content][hidden]{display:block!important}}";

export function WhyChooseUs({ items }: { items: readonly Queries.WhyChooseItemFragment[] }) {
  return (
    <SimpleGrid data-why-choose="" columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="start">
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyles}</style>` }} />
      <WhyChooseReasons items={items} />
      <Box position={{ lg: "sticky" }} top={{ lg: "calc(var(--chakra-sizes-header) + 2rem)" }}>
        <DecorativeVideo />
      </Box>
    </SimpleGrid>
  );
}

type LiveAccordion = React.ComponentType<WhyChooseAccordionProps>;

let accordionModule: Promise<LiveAccordion> | undefined;
/** Fetches Chakra's Accordion once; a failed fetch is forgotten, so the next attempt tries again. */
function loadAccordion(): Promise<LiveAccordion> {
  accordionModule ??= import("./why-choose-accordion").then(
    (module) => module.default,
    (error: unknown) => {
      accordionModule = undefined;
      throw error;
    },
  );
  return accordionModule;
}

/** How far ahead of the viewport the list starts fetching the Accordion. */
const PREFETCH_MARGIN = "50% 0px";

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>("button, a[href]"));

function WhyChooseReasons({ items }: { items: readonly Queries.WhyChooseItemFragment[] }) {
  const first = items[0]?.yamlId;
  const [value, setValue] = React.useState<string[]>(first ? [first] : []);
  const [Live, setLive] = React.useState<LiveAccordion | null>(null);
  const wrapper = React.useRef<HTMLDivElement>(null);
  // Which button or link had focus when the Accordion arrived, by position: the same one is focused in it.
  const focusedIndex = React.useRef(-1);

  const load = React.useCallback(() => {
    loadAccordion().then(
      (component) => {
        const root = wrapper.current;
        const active = document.activeElement;
        focusedIndex.current = root && active instanceof HTMLElement ? focusables(root).indexOf(active) : -1;
        setLive(() => component);
      },
      (error: unknown) => console.error("The Why Choose Us accordion did not load:", error),
    );
  }, []);

  React.useEffect(() => {
    const root = wrapper.current;
    if (!root || Live) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: PREFETCH_MARGIN,
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [Live, load]);

  // In the browser before paint: focus moves before the swap is painted.
  useBrowserLayoutEffect(() => {
    const root = wrapper.current;
    if (!Live || !root || focusedIndex.current < 0) return;
    focusables(root)[focusedIndex.current]?.focus({ preventScroll: true });
    focusedIndex.current = -1;
  }, [Live]);

  // Until the Accordion arrives a click still opens and closes reasons, one at a time.
  const toggle = (id: string) => setValue((open) => (open.includes(id) ? [] : [id]));

  return (
    <Box ref={wrapper} onFocus={Live ? undefined : load} onPointerEnter={Live ? undefined : load}>
      {Live ? (
        <Live items={items} value={value} onValueChange={setValue} />
      ) : (
        <PlainReasons items={items} value={value} onToggle={toggle} />
      )}
    </Box>
  );
}

// The accordion's parts with plain elements: the same recipe styles, in the same CSS layer.
const { withProvider, withContext } = createSlotRecipeContext({ key: "accordion" });
const PlainRoot = withProvider<HTMLDivElement, HTMLChakraProps<"div"> & { variant?: "plain" }>("div", "root");
const PlainItem = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "item");
const PlainTrigger = withContext<HTMLButtonElement, HTMLChakraProps<"button">>("button", "itemTrigger");
const PlainIndicator = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "itemIndicator");
const PlainContent = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "itemContent");
const PlainBody = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "itemBody");

interface PlainReasonsProps {
  items: readonly Queries.WhyChooseItemFragment[];
  value: string[];
  onToggle: (id: string) => void;
}

/** The list as the server renders it: the Accordion's markup and states, without its machine. */
function PlainReasons({ items, value, onToggle }: PlainReasonsProps) {
  const id = React.useId();
  return (
    <PlainRoot variant="plain" {...reasonStyles.root} data-scope="accordion" data-part="root" data-testid="why-choose-accordion">
      {items.map((item) => {
        const open = value.includes(item.yamlId);
        const state = open ? "open" : "closed";
        const triggerId = `${id}trigger-${item.yamlId}`;
        const contentId = `${id}content-${item.yamlId}`;
        return (
          <PlainItem key={item.yamlId} data-scope="accordion" data-part="item" data-state={state} {...reasonStyles.item}>
            <Heading {...reasonStyles.heading}>
              <PlainTrigger
                type="button"
                id={triggerId}
                aria-controls={contentId}
                aria-expanded={open}
                data-scope="accordion"
                data-part="item-trigger"
                data-state={state}
                onClick={() => onToggle(item.yamlId)}
                {...reasonStyles.trigger}
              >
                <ReasonLabel item={item} />
                <PlainIndicator aria-hidden="true" data-part="item-indicator" data-state={state} {...reasonStyles.indicator}>
                  <ReasonChevron />
                </PlainIndicator>
              </PlainTrigger>
            </Heading>
            {/* Like Chakra's server markup: the open panel has no state yet, so it does not play the opening animation. */}
            <PlainContent
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              data-scope="accordion"
              data-part="item-content"
              data-state={open ? undefined : "closed"}
              hidden={!open}
            >
              <PlainBody {...reasonStyles.body}>
                <ReasonBody item={item} />
              </PlainBody>
            </PlainContent>
          </PlainItem>
        );
      })}
    </PlainRoot>
  );
}
