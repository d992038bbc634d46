// Why Choose Us: the five reasons from content/data/why-choose.yaml as an accordion (first open,
// one at a time, the open one can be closed) beside a silent looping video of the site's own.
// Chakra's Accordion gives the buttons aria-expanded/aria-controls and arrow-key movement.
import * as React from "react";
import { Accordion, Box, Heading, IconButton, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { graphql, withPrefix } from "gatsby";
import { SiteImage } from "../ui/site-image";
import { ArrowRight, Pause, Play } from "lucide-react";
import { ContentIcon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { REDUCED_MOTION_QUERY } from "../../lib/use-media-query";

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
  const first = items[0]?.yamlId;
  return (
    <SimpleGrid data-why-choose="" columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="start">
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyles}</style>` }} />
      <Accordion.Root
        collapsible
        multiple={false}
        defaultValue={first ? [first] : []}
        variant="plain"
        display="flex"
        flexDirection="column"
        gap="3"
        data-testid="why-choose-accordion"
      >
        {items.map((item) => (
          <WhyChooseAccordionItem key={item.yamlId} item={item} />
        ))}
      </Accordion.Root>
      <Box position={{ lg: "sticky" }} top={{ lg: "calc(var(--chakra-sizes-header) + 2rem)" }}>
        <DecorativeVideo />
      </Box>
    </SimpleGrid>
  );
}

function WhyChooseAccordionItem({ item }: { item: Queries.WhyChooseItemFragment }) {
  const image = item.image.childImageSharp?.gatsbyImageData;
  return (
    <Accordion.Item
      value={item.yamlId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      transition="border-color 0.2s"
      _open={{ borderColor: "accent" }}
    >
      <Heading as="h3" fontSize={{ base: "lg", md: "xl" }} fontWeight="semibold">
        <Accordion.ItemTrigger px={{ base: "4", md: "6" }} py="4" gap="4" rounded="2xl" cursor="pointer">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            flexShrink={0}
            rounded="xl"
            bg="accent.muted"
            color="accent"
          >
            <ContentIcon name={item.icon} size={20} />
          </Box>
          <Box as="span" flex="1">
            {item.title}
          </Box>
          <Accordion.ItemIndicator color="accent" />
        </Accordion.ItemTrigger>
      </Heading>
      <Accordion.ItemContent>
        <Accordion.ItemBody px={{ base: "4", md: "6" }} pt="0" pb="6">
          <Stack gap="5">
            <Text color="fg.muted">{item.description}</Text>
            {image && (
              <Box rounded="xl" overflow="hidden" lineHeight="0">
                <SiteImage image={image} alt={item.imageAlt} style={{ width: "100%" }} />
              </Box>
            )}
            <Box asChild color="accent" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2" w="fit-content">
              {/* The text itself names the target, with the reason's title hidden from sight:
                  search engines and Lighthouse read the text, not aria-label. The aria-label keeps
                  the spoken name exact, since Chromium puts a space before the hidden part. */}
              <SiteLink to={item.link} aria-label={`${item.cta}: ${item.title}`}>
                {item.cta}
                <VisuallyHidden>: {item.title}</VisuallyHidden>
                <ArrowRight size={18} aria-hidden="true" />
              </SiteLink>
            </Box>
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
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
