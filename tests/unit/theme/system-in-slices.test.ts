// The browser builds the Chakra system over several short tasks before React first renders
// (gatsby-browser's onClientEntry, src/theme/system.ts), instead of in one long task when the app
// script loads. These check the three things that depend on: loading the module builds nothing,
// the slices build exactly what createSystem builds, and the page then uses that system rather than
// building a second one. The generator comes from this site's Chakra patch; without the patch the
// import of chakra-system-steps fails and so does every test here.
import type * as SystemModule from "../../../src/theme/system";

const mockCreateSystemCalls = jest.fn();

jest.mock("@chakra-ui/react/styled-system", () => {
  const actual = jest.requireActual<typeof import("@chakra-ui/react/styled-system")>("@chakra-ui/react/styled-system");
  return {
    ...actual,
    createSystem: (...configs: Parameters<typeof actual.createSystem>) => {
      mockCreateSystemCalls();
      return actual.createSystem(...configs);
    },
  };
});

/** A new task by timer: jsdom has no MessageChannel, which next-task.ts yields with in the browser. */
const mockNextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

jest.mock("../../../src/lib/next-task", () => ({ nextTask: mockNextTask }));

/** A fresh copy of system.ts, with nothing built yet. */
async function loadSystemModule(): Promise<typeof SystemModule> {
  let loaded: typeof SystemModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import("../../../src/theme/system");
  });
  if (!loaded) throw new Error("system.ts did not load");
  return loaded;
}

beforeEach(() => mockCreateSystemCalls.mockClear());

test("loading the module builds no system", async () => {
  await loadSystemModule();
  expect(mockCreateSystemCalls).not.toHaveBeenCalled();
});

test("prepareSystem pauses between createSystem's stages and leaves getSystem nothing to build", async () => {
  const { prepareSystem, getSystem } = await loadSystemModule();
  let pauses = 0;
  const prepared = await prepareSystem(() => {
    pauses += 1;
    return mockNextTask();
  });
  // Before merging the configs, before each of four stages of the token dictionary, before the
  // utilities and the css functions, and before the last step returns the system.
  expect(pauses).toBeGreaterThanOrEqual(7);
  expect(getSystem()).toBe(prepared);
  expect(mockCreateSystemCalls).not.toHaveBeenCalled();
});

test("the system built in slices is the one createSystem builds", async () => {
  const sliced = await (await loadSystemModule()).prepareSystem(mockNextTask);
  const whole = (await loadSystemModule()).getSystem();
  expect(mockCreateSystemCalls).toHaveBeenCalledTimes(1);

  expect(sliced.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
    whole.tokens.allTokens.map((token) => [token.name, token.value]),
  );
  expect(sliced.getTokenCss()).toEqual(whole.getTokenCss());
  expect(sliced.getGlobalCss()).toEqual(whole.getGlobalCss());
  const styles = { px: "4", py: { base: "2", md: "6" }, color: "accent", bg: "bg.panel", _hover: { color: "fg.muted" } };
  expect(sliced.css(styles)).toEqual(whole.css(styles));
  expect(sliced.getRecipeFn("button")({ size: "lg" })).toEqual(whole.getRecipeFn("button")({ size: "lg" }));
});

test("gatsby-browser's onClientEntry builds the system before the first render", async () => {
  let browser: typeof import("../../../gatsby-browser") | undefined;
  let system: typeof SystemModule | undefined;
  await jest.isolateModulesAsync(async () => {
    browser = await import("../../../gatsby-browser");
    system = await import("../../../src/theme/system");
  });
  if (!browser?.onClientEntry || !system) throw new Error("gatsby-browser.tsx did not load");
  expect(mockCreateSystemCalls).not.toHaveBeenCalled();

  await browser.onClientEntry({} as never, {} as never);
  system.getSystem();
  expect(mockCreateSystemCalls).not.toHaveBeenCalled();
});
