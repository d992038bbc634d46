// The browser's Emotion cache adopts the server's tag the documented way (src/theme/emotion-cache.ts):
// the rules in it count as written, and only rules the server did not write are added.
import { render } from "@testing-library/react";
import { CacheProvider, ClassNames } from "@emotion/react";
import createCache from "@emotion/cache";
import { createBrowserCache, EMOTION_KEY } from "../../../src/theme/emotion-cache";

const styles = { color: "rgb(1, 2, 3)" };

/** The id Emotion gives `styles`, read from the class a throwaway cache writes for it. */
function idOf(css: typeof styles): string {
  const probe = createCache({ key: "probe", container: document.createElement("div") });
  let className = "";
  render(
    <CacheProvider value={probe}>
      <ClassNames>{({ css: toClass }) => ((className = toClass(css)), null)}</ClassNames>
    </CacheProvider>,
  ).unmount();
  return className.replace(/^probe-/, "");
}

test("the server's rules are not written again, and only the new ones are added", () => {
  const name = idOf(styles);
  document.head.innerHTML = `<style data-emotion="${EMOTION_KEY} ${name}">.nl-${name}{color:rgb(1, 2, 3);}</style>`;
  const serverTag = document.head.querySelector("style");

  const cache = createBrowserCache();
  render(
    <CacheProvider value={cache}>
      <ClassNames>
        {({ css }) => (
          <>
            <p className={css(styles)}>served</p>
            <p className={css({ color: "rgb(4, 5, 6)" })}>new</p>
          </>
        )}
      </ClassNames>
    </CacheProvider>,
  );

  const tags = [...document.head.querySelectorAll("style")];
  expect(tags).toContain(serverTag);
  // The served rule once, in the server's tag; the new rule in a tag of the cache's own.
  const cssOf = (tag: HTMLStyleElement) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("") || tag.textContent;
  const others = tags.filter((tag) => tag !== serverTag).map(cssOf).join("");
  expect(others).not.toContain(`nl-${name}`);
  expect(others).toContain("rgb(4, 5, 6)");
  expect(cssOf(serverTag as HTMLStyleElement)).toContain(`nl-${name}`);
});
