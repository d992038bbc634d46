// The system keeps only the keyframes the site animates with (src/theme/chakra-theme-parts.js).
// A kept recipe naming an animation whose keyframes were left out would not animate at all, so
// every animation the recipes name must find its keyframes, and the global CSS must carry them.
import { keyframes, recipes, slotRecipes } from "../../../src/theme/chakra-theme-parts";
import { system } from "../../../src/theme/system";

/** Every value of an `animation` or `animationName` style anywhere in a recipe, variants included. */
function animationValues(value: unknown): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === "animation" || key === "animationName") && typeof inner === "string" ? [inner] : animationValues(inner),
  );
}

/** "spin" (a token) -> "spin 1s linear infinite" -> "spin"; "slide-from-top, fade-in" -> both names. */
function keyframesNamed(value: string): string[] {
  const token = system.tokens.getByName(`animations.${value}`);
  const resolved = typeof token?.value === "string" ? token.value : value;
  return resolved.split(",").map((animation) => animation.trim().split(/\s+/)[0] as string);
}

const named = new Set([...Object.values(recipes), ...Object.values(slotRecipes)].flatMap(animationValues).flatMap(keyframesNamed));

test("the kept recipes animate, and each animation they name has its keyframes", () => {
  expect([...named]).toContain("spin");
  expect([...named].filter((name) => !(name in keyframes))).toEqual([]);
});

test("the global CSS carries the kept keyframes and no others", () => {
  const css = JSON.stringify(system.getGlobalCss());
  expect(css).toContain("@keyframes spin");
  expect(css).not.toContain("@keyframes bounce");
});
