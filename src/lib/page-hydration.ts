// Whether React has hydrated the whole page yet, for things that move by themselves.
//
// The page hydrates in parts (HydrateLater): the first screen at once, the sections and footer
// afterwards, at React's lowest priority and in slices. Any state update on the first screen
// restarts that pass, so the typing headlines (a keystroke every 45 ms) and carousel timers wait
// for it: started earlier, they kept the rest of the page unhydrated, and unable to respond, for as
// long as they ran. Layout's HydrationMark reports the moment; after it (client-side navigation
// included) everything starts at once.
let pageHydrated = false;
const waiting = new Set<() => void>();

/** Called once, by the last component React hydrates. */
export function markPageHydrated(): void {
  pageHydrated = true;
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/**
 * Runs `start` once the whole page has hydrated (at once if it has), and returns a cleanup for an
 * effect: it cancels the wait, or runs what `start` returned.
 */
export function afterPageHydrated(start: () => (() => void) | void): () => void {
  let stop: (() => void) | void;
  const run = () => {
    stop = start();
  };
  if (pageHydrated) run();
  else waiting.add(run);
  return () => {
    waiting.delete(run);
    stop?.();
  };
}
