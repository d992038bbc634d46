// The browser's ChakraProvider is handed the site's system without its global CSS where the server
// already wrote it (src/components/layout/page-wrapper.tsx). That rests on two private fields of Chakra's
// system, `_global` and `_config.disableLayers`: these tests fail when Chakra stops reading them
// the way the site relies on, before a visitor would get the global CSS twice or none at all.
import { render } from "@testing-library/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { system } from "../../../src/theme/system";
import { withoutGlobalStyles } from "../../../src/components/layout/page-wrapper";

const LAYER_ORDER = "@layer reset,base,tokens,recipes;";
const TOKEN = "--chakra-colors-bg-panel:";

/** The CSS a page gets from a ChakraProvider holding `provided`, and the classes it gives a box and a container. */
function renderWith(provided: SystemContext) {
  document.head.replaceChildren();
  // Not speedy: rules go in as text, readable here, instead of through insertRule.
  const cache = createCache({ key: "t", stylisPlugins: [], speedy: false });
  const { getByTestId, unmount } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={provided}>
        <Container data-testid="container">
          <Box data-testid="box" color="accent" padding="4" />
        </Container>
      </ChakraProvider>
    </CacheProvider>,
  );
  const css = [...document.head.querySelectorAll("style")].map((style) => style.textContent).join("\n");
  const classes = { box: getByTestId("box").className, container: getByTestId("container").className };
  unmount();
  return { css, classes };
}

// jsdom's CSS parser does not know @layer and logs each such sheet; the tags' text is what is read here.
jest.spyOn(console, "error").mockImplementation(() => undefined);
const full = renderWith(system);
const reduced = renderWith(withoutGlobalStyles(system));

test("with the whole system, the provider writes the reset, the global rules, the tokens and the layer order", () => {
  expect(full.css).toContain(LAYER_ORDER);
  expect(full.css).toContain(TOKEN);
  expect(full.css).toContain("@layer reset{");
  expect(full.css).toContain("@layer base{");
});

test("handed the system without them, the provider writes none of them", () => {
  expect(reduced.css).not.toContain(LAYER_ORDER);
  expect(reduced.css).not.toContain(TOKEN);
  expect(reduced.css).not.toContain("@layer reset{");
  expect(reduced.css).not.toContain("@layer base{");
});

test("components get the same classes and rules from both, so the browser's rules match the server's", () => {
  expect(reduced.classes).toEqual(full.classes);
  // A recipe's rules stay in their cascade layer, as the server wrote them.
  expect(reduced.css).toMatch(/@layer recipes\{\.t-[a-z0-9]+\{/);
  expect(reduced.css).toContain(`.${reduced.classes.box.split(" ").find((name) => name.startsWith("t-"))}{`);
});
