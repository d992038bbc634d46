// Why Choose Us as a visitor meets it: every reason a level-3 heading in the site's accordion of
// native <details> (one group, so the browser keeps one open), the first open with its link, and
// the arrow keys, Home and End moving between the reasons.
import { fireEvent, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { WhyChooseUs } from "../../../src/components/sections/why-choose-us";
import { system } from "../../../src/theme/system";

const reason = (yamlId: string, title: string): Queries.WhyChooseItemFragment => ({
  yamlId,
  title,
  description: `Why ${title}.`,
  icon: "target",
  cta: "Learn More",
  link: "/services",
  imageAlt: `${title} picture`,
  image: { childImageSharp: null },
});

const reasons = [reason("first", "First reason"), reason("second", "Second reason"), reason("third", "Third reason")];

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const renderSection = () =>
  render(
    <ChakraProvider value={system}>
      <WhyChooseUs items={reasons} />
    </ChakraProvider>,
  );

const summaries = () => Array.from(screen.getByTestId("why-choose-accordion").querySelectorAll("summary"));
const details = () => Array.from(screen.getByTestId("why-choose-accordion").querySelectorAll("details"));

describe("WhyChooseUs", () => {
  it("shows each reason as a heading in one group of <details>, the first open with its link", () => {
    renderSection();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(reasons.map((item) => item.title));
    const groups = new Set(details().map((element) => element.getAttribute("name")));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toBeTruthy();
    expect(details().map((element) => element.open)).toEqual([true, false, false]);
    expect(screen.getByRole("link", { name: "Learn More: First reason" })).toHaveAttribute("href", "/services");
  });

  it("moves focus between the reasons with the arrow keys, Home and End", () => {
    renderSection();
    const [first, second, third] = summaries();
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: "ArrowUp" });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: "Home" });
    expect(document.activeElement).toBe(first);
  });
});
