// Custom properties in the global CSS live once on <html> and inherit, instead of on every
// element: a `*` rule full of variables made each element carry and resolve its own copy, which
// doubled the cost of every style recalculation (src/theme/global-css.ts).
import { system } from "../../../src/theme/system";

type CssObject = { [key: string]: string | number | CssObject };

/** Every [selector, declarations] pair in a nested CSS object (through @layer and @media). */
function rules(css: CssObject, found: Array<[string, CssObject]> = []): Array<[string, CssObject]> {
  for (const [key, value] of Object.entries(css)) {
    if (typeof value !== "object") continue;
    found.push([key, value]);
    rules(value, found);
  }
  return found;
}

const customProperties = (declarations: CssObject) => Object.keys(declarations).filter((key) => key.startsWith("--"));
// Chakra writes the global selectors nested, as `&*` and `&html`.
const selectorParts = (selector: string) => selector.split(",").map((part) => part.trim().replace(/^&/, ""));
const matchesEveryElement = (selector: string) => selectorParts(selector).includes("*");

const globalRules = rules({ ...system.getGlobalCss(), ...system.getPreflightCss() } as CssObject);

test("no rule that matches every element sets a custom property", () => {
  const offenders = globalRules
    .filter(([selector, declarations]) => matchesEveryElement(selector) && customProperties(declarations).length > 0)
    .map(([selector, declarations]) => `${selector}: ${customProperties(declarations).join(", ")}`);
  expect(offenders).toEqual([]);
});

test("the variables Chakra's own rules read are declared on <html>", () => {
  const html = Object.assign({}, ...globalRules.filter(([selector]) => selectorParts(selector).join() === "html").map(([, declarations]) => declarations));
  // The preflight's border colour and the filter utilities' defaults read these.
  for (const name of ["--global-color-border", "--global-font-body", "--ring-color", "--backdrop-blur", "--brightness"]) {
    expect(html).toHaveProperty([name]);
  }
});

test("semantic tokens are written once, with their dark values: the site is always dark", () => {
  const tokenCss = JSON.stringify(system.getTokenCss());
  expect(tokenCss).not.toMatch(/\.light\b/);
  expect(tokenCss).not.toMatch(/\.dark\b/);
  // Chakra's own `fg.error` is red.400 in the dark and red.500 in the light.
  expect(system.tokens.getByName("colors.fg.error")?.extensions.conditions).toEqual({ base: "{colors.red.400}" });
});
