// The browser takes over the production HTML by hydrating it, and renders into an empty root (as
// `gatsby develop` serves every page) instead.
import { act, createElement, useState } from "react";
import { hydrateInTransition } from "../../../src/lib/hydrate-in-transition";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [count, setCount] = useState(0);
  return createElement("button", { type: "button", onClick: () => setCount(count + 1) }, `Pressed ${count} times`);
}

/** The root element Gatsby hands the hydrate function: #___gatsby, holding `html` as served. */
function rootWith(html: string): HTMLElement {
  const root = document.createElement("div");
  root.id = "___gatsby";
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

let consoleErrors: jest.SpyInstance;
beforeEach(() => {
  consoleErrors = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleErrors.mockRestore());

test("a root holding the server's HTML is hydrated: the served button is kept and answers", async () => {
  const root = rootWith('<button type="button">Pressed 0 times</button>');
  const served = root.querySelector("button");

  await act(async () => hydrateInTransition(createElement(Counter), root));
  // Rendering instead would have replaced the served element with a new one.
  expect(root.querySelector("button")).toBe(served);
  await act(async () => served?.click());
  expect(served).toHaveTextContent("Pressed 1 times");
  expect(consoleErrors).not.toHaveBeenCalled();
});

test("an empty root, as under gatsby develop, gets the page rendered into it without a mismatch", async () => {
  const root = rootWith("");

  await act(async () => hydrateInTransition(createElement(Counter), root));
  const button = root.querySelector("button");
  expect(button).toHaveTextContent("Pressed 0 times");
  await act(async () => button?.click());
  expect(button).toHaveTextContent("Pressed 1 times");
  // Hydrating an empty root makes React report the missing server HTML before rendering anew.
  expect(consoleErrors).not.toHaveBeenCalled();
});

test("what it returns takes the page out of the root again", async () => {
  const root = rootWith("");
  let unmount = () => {};
  await act(async () => {
    unmount = hydrateInTransition(createElement(Counter), root);
  });
  expect(root.querySelector("button")).not.toBeNull();
  await act(async () => unmount());
  expect(root).toBeEmptyDOMElement();
  expect(consoleErrors).not.toHaveBeenCalled();
});

test("no root element is an error that says so", () => {
  expect(() => hydrateInTransition(createElement(Counter), null)).toThrow("#___gatsby");
});
