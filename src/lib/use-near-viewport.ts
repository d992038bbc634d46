// Whether an element has come near the viewport: the moment to fetch what it shows. The server
// and the hydrating render answer `false`, so nothing below the fold is in the page's first
// requests; once true, it stays true. One IntersectionObserver per margin serves every element.
import * as React from "react";

type OnNear = () => void;

const observers = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, OnNear> }>();

function watch(element: Element, rootMargin: string, onNear: OnNear): () => void {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const waiting = new Map<Element, OnNear>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (!change.isIntersecting) continue;
          const callback = waiting.get(change.target);
          waiting.delete(change.target);
          observer.unobserve(change.target);
          callback?.();
        }
      },
      { rootMargin },
    );
    entry = { observer, waiting };
    observers.set(rootMargin, entry);
  }
  const { observer, waiting } = entry;
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
}

/**
 * True once `ref`'s element is within `rootMargin` of the viewport (CSS margin syntax; a
 * percentage is of the viewport's size). `enabled: false` leaves it false and watches nothing.
 * Only the viewport is the root: an element clipped by a scrolling or overflow-hidden ancestor
 * (a carousel's hidden slide) is not near until it shows, so watch the carousel instead.
 */
export function useNearViewport(ref: React.RefObject<Element | null>, rootMargin: string, enabled = true): boolean {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    // A browser without IntersectionObserver cannot say when: everything counts as near.
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    return watch(element, rootMargin, () => setNear(true));
  }, [ref, rootMargin, enabled, near]);
  return near;
}
