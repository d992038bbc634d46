// The theme holds only the tokens, palettes and keyframes the site uses (src/theme). A recipe that
// reads a token left out renders without that colour or size, and an animation without its
// keyframes does not run: every recipe the system carries, in every variant, must find all of
// them, and every token must refer only to tokens that exist.
import type { RecipeDefinition, SlotRecipeDefinition } from "@chakra-ui/react/styled-system";
import { recipes, slotRecipes } from "../../../src/theme/recipes";
import { buttonRecipe } from "../../../src/theme/recipes/button";
import { system } from "../../../src/theme/system";

/** Each variant value on its own, and none: { size: "sm" }, { size: "md" }, ..., {}. */
function variantProps(variants: Record<string, Record<string, unknown>> = {}): Array<Record<string, string>> {
  return [{}, ...Object.entries(variants).flatMap(([name, values]) => Object.keys(values).map((value) => ({ [name]: value })))];
}

/** The CSS of every recipe in every variant, as the system compiles it, as one string. */
function compiledRecipes(): string {
  const single: RecipeDefinition[] = [...Object.values(recipes), buttonRecipe];
  const slotted: SlotRecipeDefinition[] = Object.values(slotRecipes);
  const singleCss = single.flatMap((recipe) => {
    const styleOf = system.cva(recipe);
    return variantProps(recipe.variants as Record<string, Record<string, unknown>>).map((props) => styleOf(props));
  });
  const slottedCss = slotted.flatMap((recipe) => {
    const stylesOf = system.sva(recipe);
    return variantProps(recipe.variants as Record<string, Record<string, unknown>>).flatMap((props) =>
      Object.values(stylesOf(props)),
    );
  });
  return JSON.stringify([...singleCss, ...slottedCss]);
}

const pageCss = JSON.stringify([system.getTokenCss(), system.getGlobalCss(), system.getPreflightCss()]);
const variableValues = new Map([...pageCss.matchAll(/"(--[\w-]+)":"([^"]*)"/g)].map((match) => [match[1] as string, match[2] as string]));
const declaredVariables = new Set(variableValues.keys());

test("every Chakra token a recipe reads, in any variant, is declared on every page", () => {
  const css = compiledRecipes();
  const reads = [...css.matchAll(/var\((--chakra-[\w-]+)/g)].map((match) => match[1] as string).filter((name) => name !== "--chakra-empty");
  expect(reads).toContain("--chakra-colors-color-palette-solid");
  expect([...new Set(reads.filter((name) => !declaredVariables.has(name)))]).toEqual([]);
});

test("every animation a recipe or the global CSS names has its keyframes", () => {
  const css = compiledRecipes() + pageCss;
  const keyframes = new Set([...pageCss.matchAll(/"@keyframes ([\w-]+)"/g)].map((match) => match[1] as string));
  // An animation token ("spin" as `var(--chakra-animations-spin)`) stands for its value.
  const resolve = (value: string) => value.replace(/var\((--[\w-]+)\)/g, (reference, name: string) => variableValues.get(name) ?? reference);
  const named = [...css.matchAll(/"animation(?:Name)?":"([^"]+)"/g)].flatMap((match) =>
    resolve(match[1] as string).split(",").map((animation) => animation.trim().split(/\s+/)[0] as string),
  );
  expect(named.filter((name) => !keyframes.has(name))).toEqual([]);
});

test("every token a token refers to exists", () => {
  const tokenNames = new Set(system.tokens.allTokens.map((token) => token.name));
  const references = system.tokens.allTokens.flatMap((token) =>
    [...JSON.stringify(token.originalValue).matchAll(/\{([a-zA-Z]+\.[\w.]+?)(?:\/\d+)?\}/g)].map((match) => match[1] as string),
  );
  expect(references).toContain("colors.ink.900");
  expect(references.filter((name) => !tokenNames.has(name))).toEqual([]);
});
