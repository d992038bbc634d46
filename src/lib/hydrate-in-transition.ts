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

export function hydrateInTransition(element: ReactElement, container: Element | null): () => void {
  if (!container) throw new Error("Gatsby gave no root element (#___gatsby) to render into");
  // The production HTML carries the server-rendered page inside the root element; under `gatsby
  // develop` the root arrives empty. A root with nothing in it has nothing to hydrate, so the page
  // is rendered into it instead.
  const serverRendered = container.firstElementChild !== null;
  let unmount = () => {};
  startTransition(() => {
    const root = serverRendered ? hydrateRoot(container, element) : createRoot(container);
    if (!serverRendered) root.render(element);
    unmount = () => root.unmount();
  });
  // Gatsby's develop runtime also renders its loading indicator through this function and removes
  // it with what the function returns; without it, it falls back to React's deprecated unmount.
  return () => unmount();
}
