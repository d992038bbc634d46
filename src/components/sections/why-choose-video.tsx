// The silent looping video beside the Why Choose Us reasons: decorative, stoppable, and still
// under reduced motion.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { withPrefix } from "gatsby";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { SiteIconButton } from "../ui/site-button";
import { useNearViewport } from "../../lib/use-near-viewport";
import { usePrefersReducedMotion } from "../../lib/reduced-motion";

/** The video and its poster live in static/media (served as they are, from this site). */
const VIDEO = {
  webm: "/media/why-choose-us.webm",
  mp4: "/media/why-choose-us.mp4",
  poster: "/media/why-choose-us-poster.jpg",
  width: 960,
  height: 540,
} as const;

/** How near the viewport the video and its poster may come before they start to download. */
const LOAD_MARGIN = "300px";

/**
 * A silent, looping mood video. It carries no information, so it is hidden from assistive
 * technology. It sits below the fold, so the server markup neither plays nor preloads it, nor
 * names its poster (a browser downloads an `autoplay` video at once, whatever `preload` says, and
 * a poster with the page): the box stays dark until the video comes near the viewport, then the
 * poster shows and the video plays, unless the visitor prefers reduced motion. A small button
 * pauses and restarts it.
 */
export function DecorativeVideo() {
  const ref = React.useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = React.useState(false);
  const near = useNearViewport(ref, LOAD_MARGIN);
  const reducedMotion = usePrefersReducedMotion();

  React.useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers allow autoplay for muted video, so make sure.
    video.muted = true;
    if (reducedMotion) {
      video.autoplay = false;
      video.pause();
    } else if (near && video.paused) {
      video.autoplay = true;
      // A browser may still refuse to play; the poster then stays, which is fine.
      video.play().catch(() => undefined);
    }
  }, [near, reducedMotion]);

  React.useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const sync = () => setPlaying(!video.paused);
    video.addEventListener("play", sync);
    video.addEventListener("pause", sync);
    return () => {
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
        preload="none"
        poster={near ? withPrefix(VIDEO.poster) : undefined}
        width={VIDEO.width}
        height={VIDEO.height}
        style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        data-testid="why-choose-video"
      >
        <source src={withPrefix(VIDEO.webm)} type="video/webm" />
        <source src={withPrefix(VIDEO.mp4)} type="video/mp4" />
      </video>
      <SiteIconButton
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
      </SiteIconButton>
    </Box>
  );
}
