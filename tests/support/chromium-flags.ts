// The flags every browser the tests and the bench start runs with (Debian's Chromium, headless, in
// a container): no sandbox or GPU, and none of the browser's own network traffic (updates, sync,
// QUIC probes), so a run measures and depends on the site alone.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
