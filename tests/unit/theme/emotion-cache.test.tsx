// The browser's Emotion cache takes the server's rules as already written, and nothing moves the
// server's tag (src/theme/emotion-cache.ts). That rests on two private parts of Emotion: the
// `data-s` mark, which keeps its default cache from moving a server tag, and `cache.inserted`,
// which it consults before writing a rule. These tests fail when Emotion stops honouring either.
import { render } from "@testing-library/react";
import { CacheProvider, ClassNames } from "@emotion/react";
import createCache from "@emotion/cache";
import { createBrowserCache, SERVER_RULES_KEY } from "../../../src/theme/emotion-cache";

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

test("the server's rules are neither moved nor written again, and new rules go in after them", () => {
  const name = idOf(styles);
  document.head.innerHTML =
    `<meta name="before"><style data-emotion="${SERVER_RULES_KEY} ${name}" data-s="">.nl-${name}{color:rgb(1, 2, 3);}</style><meta name="after">`;
  const serverTag = document.head.querySelector("style");
  const moved: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((record) => moved.push(...record.removedNodes)));
  observer.observe(document.head, { childList: true });

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
  observer.takeRecords().forEach((record) => moved.push(...record.removedNodes));
  observer.disconnect();

  expect(moved).toEqual([]);
  const tags = [...document.head.querySelectorAll("style")];
  expect(tags[0]).toBe(serverTag);
  // The served rule once, in the server's tag; the new rule in a tag of its own right after it.
  const cssOf = (tag: HTMLStyleElement) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("") || tag.textContent;
  expect(tags.slice(1).map(cssOf).join("")).not.toContain(`nl-${name}`);
  expect(tags.slice(1).map(cssOf).join("")).toContain("rgb(4, 5, 6)");
  expect(serverTag?.nextElementSibling).toBe(tags[1]);
});
