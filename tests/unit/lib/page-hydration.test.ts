// What moves by itself waits for the whole page to hydrate (src/lib/page-hydration.ts).
type PageHydration = typeof import("../../../src/lib/page-hydration");

/** A fresh copy of the module: its state is the page's, so each test starts before hydration. */
function freshModule(): PageHydration {
  let loaded: PageHydration | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<PageHydration>("../../../src/lib/page-hydration");
  });
  if (!loaded) throw new Error("page-hydration did not load");
  return loaded;
}

test("a start waits for the mark, then runs once", () => {
  const { afterPageHydrated, markPageHydrated } = freshModule();
  const start = jest.fn();
  afterPageHydrated(start);
  expect(start).not.toHaveBeenCalled();
  markPageHydrated();
  expect(start).toHaveBeenCalledTimes(1);
  markPageHydrated();
  expect(start).toHaveBeenCalledTimes(1);
});

test("after the mark (a client-side visit) a start runs at once", () => {
  const { afterPageHydrated, markPageHydrated } = freshModule();
  markPageHydrated();
  const start = jest.fn();
  afterPageHydrated(start);
  expect(start).toHaveBeenCalledTimes(1);
});

test("cleaning up before the mark cancels the start; after it, runs what the start returned", () => {
  const { afterPageHydrated, markPageHydrated } = freshModule();
  const cancelled = jest.fn();
  afterPageHydrated(cancelled)();
  const stop = jest.fn();
  const cleanup = afterPageHydrated(() => stop);
  markPageHydrated();
  expect(cancelled).not.toHaveBeenCalled();
  expect(stop).not.toHaveBeenCalled();
  cleanup();
  expect(stop).toHaveBeenCalledTimes(1);
});
