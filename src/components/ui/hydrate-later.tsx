// A part of the page that React hydrates after the page's first screen, in slices.
//
// React 18 hydrates the server HTML inside a Suspense boundary as a separate, interruptible pass
// once the rest of the page is live: the browser gets to paint and answer input between slices,
// instead of sitting through one long task that hydrates the whole page (what Lighthouse counts
// as Total Blocking Time). The HTML is already there and visible, so nothing waits on it, and a
// click inside a boundary not yet hydrated makes React hydrate that boundary at once and replay
// the click. No fallback is given: nothing here suspends, the boundary only splits the work.
import * as React from "react";

export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense>{children}</React.Suspense>;
}
