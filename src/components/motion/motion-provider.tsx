// framer-motion wired once: `m` components with features loaded lazily (strict, so a stray
// `motion.` import fails loudly), and the visitor's reduced-motion setting obeyed everywhere.
import * as React from "react";
import { LazyMotion, MotionConfig } from "framer-motion";

/**
 * The animation features (15 KB gzip) load when the visitor first scrolls, taps or presses a
 * key. The reveals, the contact hero's fades and the service steps' line use CSS instead, so no
 * page asks for them on arrival.
 * Until then every `m` element simply shows its server-rendered state, which is the point of
 * rendering everything visible: a page nobody interacts with never downloads them.
 */
let requestFeatures: () => void = () => undefined;
const featuresWanted = new Promise<void>((resolve) => {
  requestFeatures = resolve;
});

const FIRST_INTERACTION = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;

function whenFirstWanted(): Promise<void> {
  const onInteraction = () => {
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, onInteraction));
    requestFeatures();
  };
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, onInteraction, { passive: true }));
  return featuresWanted;
}

const loadFeatures = () =>
  whenFirstWanted()
    .then(() => import("./motion-features"))
    .then((module) => module.default);

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
