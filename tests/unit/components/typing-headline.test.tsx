// The typing headline (both heroes) as a visitor meets it: the heading always reads as the whole
// text; a copy hidden from assistive technology types over it one letter per keystroke, the rule
// drawing in with the caret at its tip; each keystroke touches nothing but that copy, which always
// holds the whole text so nothing reflows; under reduced motion nothing types.
import { act, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { TypingHeadline } from "../../../src/components/ui/typing-headline";
import { HEADLINE_TYPING_STEP_MS, totalSteps, type HeadlineSegment } from "../../../src/lib/typewriter";
import { useTypewriter } from "../../../src/lib/use-typewriter";
import { system } from "../../../src/theme/system";
import { mockReducedMotion } from "../../support/reduced-motion-setting";

const segments: HeadlineSegment[] = [
  { kind: "text", text: "Ideas " },
  { kind: "rule", steps: 4 },
  { kind: "text", text: " that grow", highlight: true },
];
/** The text as laid out (the rule between the parts has none of its own) and as read. */
const laidOut = "Ideas  that grow";
const fullText = "Ideas that grow";

function Hero() {
  const typewriter = useTypewriter(segments);
  return (
    <section aria-label="Hero">
      <TypingHeadline segments={segments} typewriter={typewriter} />
      <p>Everything else in the hero.</p>
    </section>
  );
}

const renderHero = () =>
  render(
    <ChakraProvider value={system}>
      <Hero />
    </ChakraProvider>,
  );

const keystrokes = (count: number) => act(() => jest.advanceTimersByTime(count * HEADLINE_TYPING_STEP_MS));

/** What the typed copy shows: its typed letters, and the rule drawn as far as it has got. */
function shown(copy: HTMLElement) {
  const typed = Array.from(copy.querySelectorAll("[data-typed]"), (part) => part.textContent).join("");
  const rule = copy.querySelector<HTMLElement>('[aria-hidden="true"][style*="--progress"]');
  const carets = Array.from(copy.querySelectorAll<HTMLElement>("[data-caret]")).filter((caret) => !caret.hidden);
  return { typed, rule: Number(rule?.style.getPropertyValue("--progress")), carets };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("types one letter per keystroke over a heading that reads whole throughout, then leaves the heading alone", () => {
  mockReducedMotion(false);
  renderHero();
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading).toHaveAttribute("data-typing", "typing");
  const copy = screen.getByTestId("typed-headline");
  expect(copy).toHaveAttribute("aria-hidden", "true");
  expect(heading).toHaveAccessibleName(fullText);
  expect(shown(copy).typed).toBe("");
  // The copy always holds the whole text, typed or not, so nothing reflows as it types.
  expect(copy.textContent).toBe(laidOut);

  // No letter before a keystroke's time is up; then exactly one.
  act(() => jest.advanceTimersByTime(HEADLINE_TYPING_STEP_MS - 1));
  expect(shown(copy).typed).toBe("");
  act(() => jest.advanceTimersByTime(1));
  expect(shown(copy).typed).toBe("I");
  keystrokes(2);
  expect(shown(copy).typed).toBe("Ide");
  expect(shown(copy).carets).toHaveLength(1);
  expect(copy.textContent).toBe(laidOut);
  expect(heading).toHaveAccessibleName(fullText);

  // After "Ideas " the rule draws in a quarter at a time, with the one caret at its tip.
  keystrokes(3);
  expect(shown(copy)).toMatchObject({ typed: "Ideas ", rule: 0 });
  keystrokes(1);
  expect(shown(copy).rule).toBe(0.25);
  expect(shown(copy).carets).toEqual([copy.querySelector('[style*="--progress"] [data-caret]')]);
  keystrokes(3);
  expect(shown(copy)).toMatchObject({ typed: "Ideas ", rule: 1 });
  keystrokes(4);
  expect(shown(copy)).toMatchObject({ typed: "Ideas  tha", rule: 1 });
  expect(heading).toHaveAttribute("data-typing", "typing");

  keystrokes(totalSteps(segments));
  expect(heading).toHaveAttribute("data-typing", "done");
  expect(screen.queryByTestId("typed-headline")).toBeNull();
  expect(heading).toHaveTextContent(fullText);
  expect(heading).toHaveAccessibleName(fullText);
});

test("each keystroke changes only the hidden typed copy: the heading's own text and the rest of the hero stay as they are", () => {
  mockReducedMotion(false);
  const { container } = renderHero();
  const copy = screen.getByTestId("typed-headline");
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });

  for (let step = 1; step < totalSteps(segments); step += 1) keystrokes(1);
  changes.push(...observer.takeRecords());
  observer.disconnect();

  expect(changes.length).toBeGreaterThan(0);
  expect(changes.filter((change) => !copy.contains(change.target))).toEqual([]);
});

test("under reduced motion the whole headline shows at once and nothing types", () => {
  mockReducedMotion(true);
  renderHero();
  const heading = screen.getByRole("heading", { level: 1 });
  act(() => jest.advanceTimersByTime(10_000));
  expect(heading).toHaveAttribute("data-typing", "static");
  expect(screen.queryByTestId("typed-headline")).toBeNull();
  expect(heading).toHaveTextContent(fullText);
});

test("switching reduced motion on while it types shows the whole headline at once", () => {
  const setting = mockReducedMotion(false);
  renderHero();
  const heading = screen.getByRole("heading", { level: 1 });
  keystrokes(3);
  expect(shown(screen.getByTestId("typed-headline")).typed).toBe("Ide");

  setting.switchTo(true);
  expect(heading).toHaveAttribute("data-typing", "done");
  expect(screen.queryByTestId("typed-headline")).toBeNull();
  expect(heading).toHaveTextContent(fullText);
  act(() => jest.advanceTimersByTime(10_000));
  expect(heading).toHaveAttribute("data-typing", "done");
});
