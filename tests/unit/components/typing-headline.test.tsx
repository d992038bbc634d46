// The typing headline (both heroes): the heading always carries the whole text, the typed copy is
// hidden from assistive technology and types without re-rendering the section, and under reduced
// motion nothing types.
import { act, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { TypingHeadline } from "../../../src/components/ui/typing-headline";
import { HEADLINE_TYPING_STEP_MS, totalSteps, type HeadlineSegment } from "../../../src/lib/typewriter";
import { useTypewriter } from "../../../src/lib/use-typewriter";
import { system } from "../../../src/theme/system";

const segments: HeadlineSegment[] = [
  { kind: "text", text: "Ideas " },
  { kind: "rule", steps: 4 },
  { kind: "text", text: " that grow", highlight: true },
];
/** The text as laid out (the rule between the parts has none of its own) and as read. */
const laidOut = "Ideas  that grow";
const fullText = "Ideas that grow";

let renders = 0;
function Section() {
  renders += 1;
  const typewriter = useTypewriter(segments);
  return <TypingHeadline segments={segments} typewriter={typewriter} />;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderSection = () =>
  render(
    <ChakraProvider value={system}>
      <Section />
    </ChakraProvider>,
  );

beforeEach(() => {
  renders = 0;
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

test("types over the whole heading, letter by letter, without re-rendering the section, then leaves the heading alone", () => {
  mockReducedMotion(false);
  renderSection();
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading).toHaveAttribute("data-typing", "typing");
  const copy = screen.getByTestId("typed-headline");
  expect(copy).toHaveAttribute("aria-hidden", "true");
  const typedText = () => Array.from(copy.querySelectorAll("[data-typed]"), (part) => part.textContent).join("");
  expect(typedText()).toBe("");
  // The copy always holds the whole text, typed or not, so nothing reflows as it types.
  expect(copy.textContent).toBe(laidOut);

  const rendersBefore = renders;
  act(() => jest.advanceTimersByTime(3 * HEADLINE_TYPING_STEP_MS));
  expect(typedText()).toBe("Ide");
  expect(copy.textContent).toBe(laidOut);
  act(() => jest.advanceTimersByTime(6 * HEADLINE_TYPING_STEP_MS));
  expect(typedText()).toBe("Ideas ");
  expect(renders).toBe(rendersBefore);

  act(() => jest.advanceTimersByTime(totalSteps(segments) * HEADLINE_TYPING_STEP_MS));
  expect(heading).toHaveAttribute("data-typing", "done");
  expect(screen.queryByTestId("typed-headline")).toBeNull();
  expect(heading).toHaveTextContent(fullText);
  expect(heading).toHaveAccessibleName(fullText);
});

test("under reduced motion the whole headline shows at once and nothing types", () => {
  mockReducedMotion(true);
  renderSection();
  const heading = screen.getByRole("heading", { level: 1 });
  act(() => jest.advanceTimersByTime(10_000));
  expect(heading).toHaveAttribute("data-typing", "static");
  expect(screen.queryByTestId("typed-headline")).toBeNull();
  expect(heading).toHaveTextContent(fullText);
});
