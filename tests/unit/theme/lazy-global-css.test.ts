// Chakra's global, token and reset CSS is built on first read (patches/@chakra-ui+react+3.37.0.patch),
// not inside createSystem: the browser's provider never reads it on a server-rendered page
// (src/theme/page-wrapper.tsx), and building it was ~40% of createSystem on every page load.
// patch-package only warns when a patch no longer applies (after a Chakra upgrade, say), so this
// test is what notices.
import { getSystem } from "../../../src/theme/system";

const system = getSystem();

test("createSystem leaves the global CSS to be built when it is first read", () => {
  expect(typeof Object.getOwnPropertyDescriptor(system, "_global")?.get).toBe("function");
});

test("read, it is the reset, the global styles and the tokens, each in its cascade layer", () => {
  const [reset, base, tokens] = system._global;
  expect(Object.keys(reset ?? {})).toEqual(["@layer reset"]);
  expect(Object.keys(base ?? {})).toEqual(["@layer base"]);
  expect(Object.keys(tokens ?? {})).toEqual(["@layer tokens"]);
  expect(JSON.stringify(tokens)).toContain("--chakra-colors-bg-panel");
});
