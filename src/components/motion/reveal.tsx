// Content that fades and slides in as it scrolls into view. Server-rendered HTML is always
// visible: only content that starts below the trigger line is hidden, once JavaScript runs and
// before the visitor can see it, so nothing waits on JavaScript and the largest paint is never
// delayed. Under reduced motion nothing moves.
import * as React from "react";
import { m, useInView, useReducedMotion, type Variants } from "framer-motion";
import { ARTICLE_REVEAL } from "../../lib/constants";
import { requestMotionFeatures } from "./motion-provider";

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

function revealVariants(index: number): Variants {
  return {
    hidden: { opacity: 0, y: offsetYPx, transition: { duration: durationS } },
    visible: { opacity: 1, y: 0, transition: { duration: durationS, delay: index * staggerS, ease: "easeOut" } },
  };
}

export function Reveal({ children, index = 0, reverseOnLeave = false, className }: RevealProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const inView = useInView(ref, { margin: triggerMargin, once: !reverseOnLeave });
  const [startsBelow, setStartsBelow] = React.useState(false);

  // Decide once, after hydration, whether this block starts below the trigger line.
  React.useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion) return;
    const below = element.getBoundingClientRect().top > window.innerHeight * viewportTrigger;
    setStartsBelow(below);
    // A block that starts below hides until it scrolls in, and hiding it is an animation.
    if (below) requestMotionFeatures();
  }, [reduceMotion]);

  // Declarative targets, not imperative controls: LazyMotion loads its features after the first
  // render, and a declared target is applied whenever they arrive.
  const animated = startsBelow && !reduceMotion;
  const state = animated && !inView ? "hidden" : "visible";
  return (
    <m.div
      ref={ref}
      className={className}
      variants={revealVariants(index)}
      initial={false}
      animate={state}
      data-reveal={animated ? (inView ? "in" : "out") : "static"}
    >
      {children}
    </m.div>
  );
}
