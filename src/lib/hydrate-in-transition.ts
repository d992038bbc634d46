// How the browser takes over the server-rendered page (gatsby-browser's replaceHydrateFunction).
//
// Gatsby calls hydrateRoot at React's default priority, which hydrates the whole page in one
// uninterruptible task: over 100 ms on a desktop, several times that on a phone, and the
// largest item in Total Blocking Time. Started inside startTransition, the same hydration runs at
// transition priority, which React time-slices: it yields to the browser every few milliseconds,
// so taps and paints are not held up behind it. React still replays a click that lands on the page
// before hydration ends, once the clicked part is hydrated.
import type { ReactElement } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export function hydrateInTransition(element: ReactElement, container: Element | null): void {
  if (!container) throw new Error("Gatsby gave no root element (#___gatsby) to render into");
  // A page with nothing server-rendered in it (Gatsby's check) is rendered, not hydrated.
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
