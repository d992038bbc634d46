// What the theme's CSS does for the components that lean on it most: the contact form (fields and
// the brand colour palette), the team carousel (its members' colour shades), the typing headline
// (its caret's animation), the buttons in every size and variant, and a badge. The theme carries
// only the tokens, palettes and keyframes the site uses, so each rendered rule must find every
// variable it reads and every animation it names; one that does not renders uncoloured or still.
import type * as React from "react";
import { render } from "@testing-library/react";
import { Badge } from "@chakra-ui/react/badge";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { ContactForm } from "../../../src/components/sections/contact-form";
import { TeamCarousel } from "../../../src/components/sections/team-carousel";
import { SiteButton } from "../../../src/components/ui/site-button";
import { TypingHeadline } from "../../../src/components/ui/typing-headline";
import type { HeadlineSegment } from "../../../src/lib/typewriter";
import { useTypewriter } from "../../../src/lib/use-typewriter";
import { BUTTON_SIZES, BUTTON_VARIANTS } from "../../../src/theme/recipes/button";
import { system } from "../../../src/theme/system";

const segments: HeadlineSegment[] = [
  { kind: "text", text: "Ideas " },
  { kind: "text", text: "that grow", highlight: true },
];

function Headline() {
  return <TypingHeadline segments={segments} typewriter={useTypewriter(segments)} />;
}

const member = (yamlId: string, bg: string): Queries.TeamSlideFragment => ({
  yamlId,
  name: `Member ${yamlId}`,
  role: "Engineer",
  experience: "10 years",
  bio: "Builds things.",
  imageAlt: `Member ${yamlId}`,
  bg,
  portrait: { childImageSharp: null },
});

/** Every rule Emotion writes while `element` is on the page (jsdom's own sheets keep none in @layer). */
function cssWritten(element: React.ReactElement): string {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  const written: string[] = [];
  const spy = jest.spyOn(CSSStyleSheet.prototype, "insertRule").mockImplementation(function (this: CSSStyleSheet, rule: string, index?: number) {
    written.push(rule);
    try {
      return insertRule.call(this, rule, index);
    } catch {
      return 0;
    }
  });
  const { unmount } = render(<ChakraProvider value={system}>{element}</ChakraProvider>);
  const text = [...written, ...Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "")].join("\n");
  unmount();
  spy.mockRestore();
  return text;
}

/** The theme's own CSS, which every page carries: tokens, global styles and keyframes. */
let everyPageCss = "";
/** That, and the CSS of the components below. */
let css = "";

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  everyPageCss = cssWritten(<></>);
  css = cssWritten(
    <>
      <Headline />
      <ContactForm />
      <TeamCarousel members={[member("a", "lime"), member("b", "teal"), member("c", "violet"), member("d", "amber")]} />
      {BUTTON_SIZES.flatMap((size) =>
        BUTTON_VARIANTS.map((variant) => (
          <SiteButton key={`${size}-${variant}`} size={size} variant={variant} colorPalette="brand">
            {`${size} ${variant}`}
          </SiteButton>
        )),
      )}
      <SiteButton variant="outline">Chakra&apos;s default palette</SiteButton>
      <Badge colorPalette="brand" variant="solid">
        News
      </Badge>
    </>,
  );
});

const declared = () => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1] as string));

test("the components were styled, and their colours read the members' shades", () => {
  expect(css).toContain("--chakra-colors-teal-200");
  expect(css).toContain("caret-blink");
});

// A colorPalette the system lacks sets nothing at all, and the element quietly takes the palette
// around it (gray): each part of the brand group must reach the rules of the brand's buttons.
test.each(["solid", "contrast", "fg", "muted", "subtle", "emphasized", "focus-ring"])("colorPalette brand gives its %s colour", (part) => {
  expect(css).toContain(`--chakra-colors-color-palette-${part}:var(--chakra-colors-brand-${part})`);
});

test("every variable a rendered rule reads is declared", () => {
  const names = declared();
  // `var(--x, fallback)` may go undeclared, except a Chakra token: a missing one is a missing colour or size.
  const reads = [...css.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g)]
    .filter(([, name, end]) => end === ")" || name?.startsWith("--chakra-"))
    .map((match) => match[1] as string)
    .filter((name) => name !== "--chakra-empty");
  expect(reads.length).toBeGreaterThan(100);
  expect([...new Set(reads.filter((name) => !names.has(name)))]).toEqual([]);
});

test("every token a rendered rule names resolves: no colour or size is left as a token's name", () => {
  // An unknown token ("teal.200" with the teal palette gone) is written as it stands, which no
  // browser reads as a value.
  const unresolved = [...css.matchAll(/[;{]\s*([a-z-]+)\s*:\s*([a-zA-Z][\w-]*\.[\w.-]+)\s*(?=[;}])/g)].map((match) => `${match[1]}: ${match[2]}`);
  expect(unresolved).toEqual([]);
});

const keyframesIn = (text: string) => [...text.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1] as string);
const animationsNamed = () =>
  [...css.matchAll(/animation(?:-name)?\s*:\s*([^;}]+)/g)]
    .flatMap((match) => (match[1] as string).split(",").map((animation) => animation.trim().split(/\s+/)[0] as string))
    .filter((name) => !["none", "initial", "inherit", "unset"].includes(name));

test("every animation a rendered rule names has its keyframes", () => {
  const keyframes = new Set(keyframesIn(css));
  expect(animationsNamed()).toContain("caret-blink");
  expect(animationsNamed().filter((name) => !keyframes.has(name))).toEqual([]);
});

test("every keyframes rule a page carries is one something on it animates with", () => {
  const named = new Set(animationsNamed());
  expect(keyframesIn(everyPageCss).filter((name) => !named.has(name))).toEqual([]);
});

// Every page carries the theme's CSS in its HTML (26,765 characters here on 2026-11-27): tokens
// for palettes, light values or keyframes nothing uses would make every page slower to arrive.
test("the theme's CSS on every page stays within its budget", () => {
  expect(everyPageCss.length).toBeLessThan(27_500);
});
