// Content that fades and slides in as it scrolls into view. Server-rendered HTML is always
// visible: only content that starts below the trigger line is hidden, once JavaScript runs and
// before the visitor can see it, so nothing waits on JavaScript and the largest paint is never
// delayed. Under reduced motion nothing moves.
// Plain CSS transitions rather than framer-motion's animation features: every page section is a
// Reveal, and hiding the ones below the fold would otherwise fetch those features (15 KB gzip) on
// every page load.
import * as React from "react";
import { useInView } from "framer-motion";
import { ARTICLE_REVEAL } from "../../lib/constants";
import { usePrefersReducedMotion } from "../../lib/reduced-motion";

interface RevealProps {
  children: React.ReactNode;
  /** Position in a staggered group: each step waits `ARTICLE_REVEAL.staggerS` longer. */
  index?: number;
  /** Hide again when scrolled back out of view, so the reveal plays again. */
  reverseOnLeave?: boolean;
  className?: string;
}

const { offsetYPx, durationS, staggerS, viewportTrigger } = ARTICLE_REVEAL;

/** The observer's bottom margin that puts the trigger line at `viewportTrigger` of the viewport. */
type ViewMargin = NonNullable<NonNullable<Parameters<typeof useInView>[1]>["margin"]>;
export const triggerMargin = `0px 0px -${Math.round((1 - viewportTrigger) * 100)}% 0px` as ViewMargin;

const HIDDEN_STYLE: React.CSSProperties = {
  opacity: 0,
  transform: `translateY(${offsetYPx}px)`,
  transition: `opacity ${durationS}s, transform ${durationS}s`,
};

function visibleStyle(index: number): React.CSSProperties {
  const timing = `${durationS}s ease-out ${index * staggerS}s`;
  return { opacity: 1, transform: "none", transition: `opacity ${timing}, transform ${timing}` };
}

export function Reveal({ children, index = 0, reverseOnLeave = false, className }: RevealProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(ref, { margin: triggerMargin, once: !reverseOnLeave });
  const [startsBelow, setStartsBelow] = React.useState(false);

  // Decide once, after hydration, whether this block starts below the trigger line.
  React.useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    setStartsBelow(element.getBoundingClientRect().top > window.innerHeight * viewportTrigger);
  }, [reducedMotion]);

  const animated = startsBelow && !reducedMotion;
  // Static blocks carry no style at all, so the hydrated markup matches the server's.
  const style = animated ? (inView ? visibleStyle(index) : HIDDEN_STYLE) : undefined;
  return (
    <div ref={ref} className={className} style={style} data-reveal={animated ? (inView ? "in" : "out") : "static"}>
      {children}
    </div>
  );
}
