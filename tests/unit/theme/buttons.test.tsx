// Buttons wear the button recipe (src/theme/recipes/button.ts) from rules written once in the
// global CSS (`.site-button` with a rule per size and variant), so each button's own class holds
// only its own props. The system carries no button recipe of its own.
import { render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { SiteButton, SiteIconButton } from "../../../src/components/ui/site-button";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonRecipe } from "../../../src/theme/recipes/button";
import { system } from "../../../src/theme/system";

type CssObject = { [key: string]: string | number | CssObject };

/** The declarations of every rule in the global CSS whose selector is exactly `selector`. */
function globalRule(selector: string): CssObject {
  const found: CssObject[] = [];
  const walk = (css: CssObject) => {
    for (const [key, value] of Object.entries(css)) {
      if (typeof value !== "object") continue;
      if (key.replace(/^&/, "") === selector) found.push(value);
      walk(value);
    }
  };
  walk(system.getGlobalCss() as CssObject);
  return Object.assign({}, ...found);
}

const ownDeclarations = (rule: CssObject) => Object.keys(rule).filter((key) => typeof rule[key] !== "object");

test("the global CSS holds the recipe's base and a rule for every size and variant SiteButton offers", () => {
  expect(ownDeclarations(globalRule(".site-button"))).toEqual(expect.arrayContaining(["display", "alignItems", "borderRadius", "fontWeight"]));
  for (const size of BUTTON_SIZES) {
    expect(buttonRecipe.variants?.size).toHaveProperty([size]);
    expect(ownDeclarations(globalRule(`.site-button[data-size="${size}"]`))).toEqual(expect.arrayContaining(["height", "minWidth", "paddingInline"]));
  }
  for (const variant of BUTTON_VARIANTS) {
    expect(buttonRecipe.variants?.variant).toHaveProperty([variant]);
    expect(ownDeclarations(globalRule(`.site-button[data-variant="${variant}"]`))).toContain("color");
  }
});

test("SiteButton is a button of the default size and variant, or lends both to the link it wraps", () => {
  render(
    <ChakraProvider value={system}>
      <SiteButton>Send</SiteButton>
      <SiteButton asChild size="lg" variant="outline" className="extra">
        <a href="/contact-us">Get Started</a>
      </SiteButton>
      <SiteIconButton aria-label="Pause" variant="ghost" size="sm">
        <svg aria-hidden="true" />
      </SiteIconButton>
    </ChakraProvider>,
  );
  const button = screen.getByRole("button", { name: "Send" });
  expect(button).toHaveAttribute("type", "button");
  expect(button).toHaveClass("site-button");
  expect(button).toHaveAttribute("data-size", "md");
  expect(button).toHaveAttribute("data-variant", "solid");

  const link = screen.getByRole("link", { name: "Get Started" });
  expect(link).toHaveClass("site-button", "extra");
  expect(link).toHaveAttribute("data-size", "lg");
  expect(link).toHaveAttribute("data-variant", "outline");
  expect(link).not.toHaveAttribute("type");

  expect(screen.getByRole("button", { name: "Pause" })).toHaveAttribute("data-variant", "ghost");
});
