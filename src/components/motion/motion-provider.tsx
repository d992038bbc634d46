// framer-motion wired once: `m` components with features loaded lazily (strict, so a stray
// `motion.` import fails loudly), and the visitor's reduced-motion setting obeyed everywhere.
import * as React from "react";
import { LazyMotion, MotionConfig } from "framer-motion";

const loadFeatures = () => import("./motion-features").then((module) => module.default);

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
