// The system keeps the semantic colour group (colorPalette.solid, .contrast and so on) only for the
// palettes a component names (src/theme/chakra-theme-parts.js). A component naming a palette whose
// group was left out would render its colours as unresolved variables, so every colorPalette in
// src must still resolve; the groups left out must stay out, or every page pays for them again.
import fs from "node:fs";
import path from "node:path";
import { PALETTE_GROUPS, UNNAMED_PALETTES } from "../../../src/theme/chakra-theme-parts";
import { system } from "../../../src/theme/system";

const SRC = path.resolve(__dirname, "../../../src");
const GROUP_PARTS = ["solid", "contrast", "fg", "muted", "subtle", "emphasized", "focusRing"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Every palette named as colorPalette="x", colorPalette: "x" or colorPalette={"x"} in src. */
const namedPalettes = new Set(
  sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/colorPalette\s*[=:]\s*\{?\s*["'`](\w+)["'`]/g)].map((match) => match[1] as string),
  ),
);

const tokenNames = new Set(system.tokens.allTokens.map((token) => token.name));

test("the components name palettes, and Chakra's default gray is among those kept", () => {
  expect([...namedPalettes]).toContain("brand");
  expect(tokenNames.has("colors.gray.solid")).toBe(true);
});

test.each([...namedPalettes, "gray"])("colorPalette %s resolves every part of its group", (palette) => {
  expect(GROUP_PARTS.filter((part) => !tokenNames.has(`colors.${palette}.${part}`))).toEqual([]);
});

// gray stays as Chakra's default; any other palette no component names must be left out.
test.each(PALETTE_GROUPS.filter((palette) => palette !== "gray" && !namedPalettes.has(palette)))(
  "the unused %s group is left out, while its shades stay",
  (palette) => {
    expect([...tokenNames].filter((name) => name.startsWith(`colors.${palette}.`) && !/\.\d+$/.test(name))).toEqual([]);
    expect(tokenNames.has(`colors.${palette}.500`)).toBe(UNNAMED_PALETTES.includes(palette) ? false : true);
  },
);

/** Every shade named as "teal.200" and the like in src. */
const namedShades = new Set(
  sourceFiles(SRC).flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/["'`]([a-z]+\.\d{2,3})["'`]/g)].map((match) => match[1] as string)),
);

test("every shade a component names exists, and none of the palettes left out is named", () => {
  expect([...namedShades]).toContain("teal.200");
  expect([...namedShades].filter((shade) => !tokenNames.has(`colors.${shade}`))).toEqual([]);
  expect([...namedShades].filter((shade) => UNNAMED_PALETTES.includes(shade.split(".")[0] as string))).toEqual([]);
});

test("every colour a token refers to exists", () => {
  const references = system.tokens.allTokens.flatMap((token) =>
    [...JSON.stringify(token.originalValue).matchAll(/\{(colors\.[\w.]+)\}/g)].map((match) => match[1] as string),
  );
  expect(references.length).toBeGreaterThan(20);
  expect(references.filter((name) => !tokenNames.has(name))).toEqual([]);
});
