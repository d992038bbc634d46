// The numbered pages bar: a named navigation landmark, the current page marked, previous and next
// links to the neighbouring pages only where there is one, and a bounded number of page links.
import { render, screen, within } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { PaginationNav } from "../../../src/components/ui/pagination-nav";
import { routes } from "../../../src/lib/routes";
import { system } from "../../../src/theme/system";

/** The bar's words as content/data/archive-pages.yaml gives them. */
const texts = { previous: "Previous", next: "Next", pageLink: "Page {page}" };

function renderNav(current: number, pageCount: number) {
  return render(
    <ChakraProvider value={system}>
      <PaginationNav label="Article pages" texts={texts} current={current} pageCount={pageCount} pagePath={routes.blogArchivePage} />
    </ChakraProvider>,
  );
}

describe("PaginationNav", () => {
  it("marks the current page and links to the pages before and after it", () => {
    renderNav(5, 84);
    const nav = screen.getByRole("navigation", { name: "Article pages" });
    expect(within(nav).getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blogs/page/4");
    expect(within(nav).getByRole("link", { name: /Previous/ })).toHaveAttribute("rel", "prev");
    expect(within(nav).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blogs/page/6");
    expect(within(nav).getByRole("link", { name: /Next/ })).toHaveAttribute("rel", "next");
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blogs");
    expect(within(nav).getByRole("link", { name: "Page 84" })).toHaveAttribute("href", "/blogs/page/84");
    expect(within(nav).getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page")).toHaveLength(1);
    expect(within(nav).getAllByRole("link").length).toBeLessThanOrEqual(7);
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { unmount } = renderNav(1, 3);
    expect(screen.queryByRole("link", { name: /Previous/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blogs/page/2");
    unmount();
    renderNav(3, 3);
    expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blogs/page/2");
  });

  it("is left out when everything fits on one page", () => {
    renderNav(1, 1);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
