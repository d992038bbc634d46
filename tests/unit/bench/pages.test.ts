// The bench's page list: with a baseline build, each of our pages is measured on the baseline too,
// at the same path, and the comparison pairs name pages that are measured.
import path from "node:path";
import { BASELINE_PAIRS, benchPages } from "../../bench/pages";

const root = path.resolve(__dirname, "../../..");

test("without a baseline, no baseline pages are measured", () => {
  expect(benchPages(root).filter((page) => page.site === "baseline")).toEqual([]);
});

test("with a baseline, each of our pages is measured on it at the same path", () => {
  const pages = benchPages(root, true);
  const byId = new Map(pages.map((page) => [page.id, page]));
  for (const [ours, base] of BASELINE_PAIRS) {
    expect(byId.get(ours)?.site).toBe("ours");
    expect(byId.get(base)?.site).toBe("baseline");
    expect(byId.get(base)?.path).toBe(byId.get(ours)?.path);
  }
  expect(pages.filter((page) => page.site === "ours")).toHaveLength(BASELINE_PAIRS.length);
});
