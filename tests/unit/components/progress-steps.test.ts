// The digital marketing steps' line: how far it has filled for where the list sits in the viewport.
import { scrollProgress } from "../../../src/components/sections/service-detail/progress-steps";

const VIEWPORT = 1000;

describe("scrollProgress", () => {
  it("is empty until the list's top reaches 80% of the viewport", () => {
    expect(scrollProgress(1200, 600, VIEWPORT)).toBe(0);
    expect(scrollProgress(800, 600, VIEWPORT)).toBe(0);
  });

  it("is full once the list's end reaches the middle of the viewport, and stays full", () => {
    expect(scrollProgress(500 - 600, 600, VIEWPORT)).toBe(1);
    expect(scrollProgress(-2000, 600, VIEWPORT)).toBe(1);
  });

  it("fills in proportion in between", () => {
    // From top at 800 to end at 500 the list travels 600 + 300 px; a third of the way is 300 px.
    expect(scrollProgress(500, 600, VIEWPORT)).toBeCloseTo(1 / 3);
    expect(scrollProgress(200, 600, VIEWPORT)).toBeCloseTo(2 / 3);
  });
});
