// Served as its own small module script on every page (src/node/bundles-after-paint.ts writes it
// and puts it where Gatsby's three bundle tags were). It starts those bundles (webpack runtime,
// framework, app) only once the page's high-priority pictures are decoded and the frame after
// them has been painted.
//
// The rule it implements: nothing may compete with the page's largest paint. The page is whole
// without script (server-rendered, its first pictures opaque and in place), so hydration can wait
// one paint. Started at parse time, the bundles (about 115 KB gzip) raced that paint for the
// network and the main thread, and on a phone the paint lost.
//
// The file is compiled on its own and served as it is, never bundled: it imports nothing, so its
// one number (how long a picture that never settles may hold the bundles back) stays here.

/** The bundle URLs the loader's `data-bundles` names, in their order. */
export function bundlesOf(loader: Element | null): string[] {
  return (loader?.getAttribute("data-bundles") ?? "").split(" ").filter((src) => src !== "");
}

/** Adds each bundle as an async script, as Gatsby's own tags were: webpack orders their running. */
function addScripts(bundles: readonly string[]): void {
  for (const src of bundles) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.body.append(script);
  }
}

/**
 * Calls `start` once: after the next paint that follows the decoding of every
 * `img[fetchpriority="high"]` (the pictures the page marked as its largest), at once when the
 * page is hidden (a hidden page paints nothing, and its frames never come), or after `giveUpMs`
 * when a picture never settles. A picture that fails to load counts as settled.
 */
export function afterFirstPicturesPaint(start: () => void, giveUpMs = 10_000): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === "hidden") return startOnce();
  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() => {
    if (document.visibilityState === "hidden") return startOnce();
    // A frame callback runs before that frame's paint, so the next frame's runs after it.
    requestAnimationFrame(() => requestAnimationFrame(startOnce));
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") startOnce();
  });
  setTimeout(startOnce, giveUpMs);
}

afterFirstPicturesPaint(() => addScripts(bundlesOf(document.querySelector("script[data-bundles]"))));
