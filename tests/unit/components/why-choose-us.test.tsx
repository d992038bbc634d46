// Why Choose Us before and after Chakra's Accordion arrives: the server-rendered list already
// behaves as the accordion (first open, one at a time, the open one closes), and the Accordion
// that replaces it keeps the reason the visitor opened and the control they were on.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
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

/** The IntersectionObservers created, so a test can bring the list into view. */
let observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = class {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
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

const trigger = (title: string) => screen.getByRole("button", { name: title });
const expanded = () => screen.getAllByRole("button", { expanded: true }).map((button) => button.textContent);
/** Chakra's Accordion marks its parts with ids of its own machine; the plain list does not. */
const accordionArrived = () => document.querySelector('[data-part="item-trigger"][data-ownedby]') !== null;

describe("WhyChooseUs", () => {
  it("renders the plain list first: the first reason open, one at a time, the open one closes", () => {
    renderSection();
    expect(accordionArrived()).toBe(false);
    expect(expanded()).toEqual(["First reason"]);
    expect(screen.getByText("Why First reason.")).toBeVisible();
    expect(screen.getByText("Why Second reason.")).not.toBeVisible();

    fireEvent.click(trigger("Second reason"));
    expect(expanded()).toEqual(["Second reason"]);
    expect(screen.getByText("Why Second reason.")).toBeVisible();
    expect(screen.getByText("Why First reason.")).not.toBeVisible();

    fireEvent.click(trigger("Second reason"));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("swaps in the Accordion when the list comes near, keeping the reason opened before", async () => {
    renderSection();
    fireEvent.click(trigger("Third reason"));
    const list = observers[0];
    expect(list?.target).toBeDefined();
    act(() => list?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

    await waitFor(() => expect(accordionArrived()).toBe(true));
    expect(expanded()).toEqual(["Third reason"]);
    // The Accordion's machine takes clicks on a focused trigger, as a browser's click focuses it first.
    act(() => trigger("First reason").focus());
    fireEvent.click(trigger("First reason"));
    await waitFor(() => expect(expanded()).toEqual(["First reason"]));
  });

  it("fetches the Accordion on focus and keeps the focus on the same reason", async () => {
    renderSection();
    act(() => trigger("Second reason").focus());

    await waitFor(() => expect(accordionArrived()).toBe(true));
    expect(document.activeElement).toBe(trigger("Second reason"));
  });
});
