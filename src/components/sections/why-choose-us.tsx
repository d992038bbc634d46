// Why Choose Us: the five reasons from content/data/why-choose.yaml as an accordion (first open,
// one at a time, the open one can be closed) beside a silent looping video of the site's own.
// Chakra's Accordion (why-choose-accordion.tsx) gives the buttons arrow-key movement and the
// open/close animation, but it and its state machines cost 13 KB gzip and the list sits far down
// the page. So the page ships the same list drawn with the accordion recipe's styles and plain
// buttons, and fetches the Accordion when the list comes near the viewport or is pointed at or
// focused; the open reason, and the focus, carry over to it.
import * as React from "react";
import { Box, Heading, IconButton, SimpleGrid, createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import { graphql, withPrefix } from "gatsby";
import { Pause, Play } from "lucide-react";
import { REDUCED_MOTION_QUERY } from "../../lib/use-media-query";
import { ReasonBody, ReasonChevron, ReasonLabel, reasonStyles } from "./why-choose-reason";
import type { WhyChooseAccordionProps } from "./why-choose-accordion";

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

/** The video and its poster live in static/media (served as they are, from this site). */
const VIDEO = {
  webm: "/media/why-choose-us.webm",
  mp4: "/media/why-choose-us.mp4",
  poster: "/media/why-choose-us-poster.jpg",
  width: 960,
  height: 540,
} as const;

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

/** A layout effect in the browser (focus moves before the swap is painted), a plain effect on the server. */
const useBrowserLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;

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

/**
 * A silent, looping mood video. It carries no information, so it is hidden from assistive
 * technology. The server markup autoplays it; under reduced motion it is paused straight after
 * hydration and rewound, so the poster shows. A small button pauses and restarts it.
 */
function DecorativeVideo() {
  const ref = React.useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = React.useState(true);

  React.useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    // React sets `muted` as a property only; browsers allow autoplay for muted video, so make sure.
    video.muted = true;
    const motion = window.matchMedia(REDUCED_MOTION_QUERY);
    const apply = () => {
      if (motion.matches) {
        video.autoplay = false;
        video.pause();
        video.currentTime = 0;
      } else if (video.paused) {
        video.autoplay = true;
        // A browser may still refuse to play; the poster then stays, which is fine.
        video.play().catch(() => undefined);
      }
    };
    apply();
    const sync = () => setPlaying(!video.paused);
    sync();
    motion.addEventListener("change", apply);
    video.addEventListener("play", sync);
    video.addEventListener("pause", sync);
    return () => {
      motion.removeEventListener("change", apply);
      video.removeEventListener("play", sync);
      video.removeEventListener("pause", sync);
    };
  }, []);

  // Moving content that lasts must be stoppable (WCAG 2.2.2), decorative or not.
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <Box
      position="relative"
      rounded="3xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.deep"
      lineHeight="0"
      aspectRatio={`${VIDEO.width} / ${VIDEO.height}`}
    >
      <video
        ref={ref}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        autoPlay
        preload="none"
        poster={withPrefix(VIDEO.poster)}
        width={VIDEO.width}
        height={VIDEO.height}
        style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        data-testid="why-choose-video"
      >
        <source src={withPrefix(VIDEO.webm)} type="video/webm" />
        <source src={withPrefix(VIDEO.mp4)} type="video/mp4" />
      </video>
      <IconButton
        type="button"
        position="absolute"
        insetEnd="3"
        bottom="3"
        size="sm"
        rounded="full"
        variant="subtle"
        bg="bg.deep/70"
        color="fg"
        _hover={{ bg: "bg.deep" }}
        aria-label={playing ? "Pause video" : "Play video"}
        onClick={toggle}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </IconButton>
    </Box>
  );
}
