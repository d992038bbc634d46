// The system keeps only the keyframes the site animates with (src/theme/chakra-theme-parts.js and
// the theme's own in system.ts). An animation whose keyframes are missing does not run at all, so
// every animation a kept recipe or a component names must find its keyframes in the global CSS.
import fs from "node:fs";
import path from "node:path";
import { buttonRecipe, recipes, slotRecipes } from "../../../src/theme/chakra-theme-parts";
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

const globalCss = JSON.stringify(system.getGlobalCss());
const hasKeyframes = (name: string) => globalCss.includes(`"@keyframes ${name}"`);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COMPONENTS = path.resolve(__dirname, "../../../src/components");
/** Every `animation: "name ..."` or `animationName: "name"` written in a component. */
const componentAnimations = sourceFiles(COMPONENTS).flatMap((file) =>
  [...fs.readFileSync(file, "utf8").matchAll(/animation(?:Name)?\s*[:=]\s*\{?\s*["'`]([^"'`]+)["'`]/g)].map((match) => match[1] as string),
);

test("each animation a kept recipe names has its keyframes", () => {
  const named = [...Object.values(recipes), buttonRecipe, ...Object.values(slotRecipes)].flatMap(animationValues).flatMap(keyframesNamed);
  expect(named).toContain("spin");
  expect(named.filter((name) => !hasKeyframes(name))).toEqual([]);
});

test("each animation a component names has its keyframes", () => {
  const named = componentAnimations.flatMap(keyframesNamed);
  expect(named).toContain("caret-blink");
  expect(named.filter((name) => !hasKeyframes(name))).toEqual([]);
});

test("the global CSS leaves out the keyframes nothing names", () => {
  expect(hasKeyframes("bounce")).toBe(false);
});
