// The blog list's selection: the first article is selected to begin with,
// choosing another selects it, and the selection reaches assistive technology.
import { fireEvent, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { BlogList } from "../../../src/components/sections/blog-list";
import { system } from "../../../src/theme/system";

const article = (slug: string, title: string) => ({
  slug,
  title,
  description: `About ${title}.`,
  category: "Technology",
  readTimeMinutes: 7,
  heroAlt: `${title} illustration`,
  heroImage: { childImageSharp: null },
});

const articles = [article("first-article", "First article"), article("second-article", "Second article"), article("third-article", "Third article")];

function renderList() {
  return render(
    <ChakraProvider value={system}>
      <BlogList articles={articles} />
    </ChakraProvider>,
  );
}

describe("BlogList", () => {
  it("selects the first article to begin with and links the preview to it", () => {
    renderList();
    expect(screen.getByTestId("blog-list-pane-link")).toHaveAttribute("href", "/blogs/first-article");
    const [first, second] = screen.getAllByRole("button");
    expect(first).toHaveAttribute("aria-pressed", "true");
    expect(second).toHaveAttribute("aria-pressed", "false");
  });

  it("selects the article chosen, one at a time", () => {
    renderList();
    fireEvent.click(screen.getByRole("button", { name: /Third article/ }));
    expect(screen.getByTestId("blog-list-pane-link")).toHaveAttribute("href", "/blogs/third-article");
    expect(screen.getByRole("button", { name: /Third article/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /First article/ })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("button").filter((button) => button.getAttribute("aria-pressed") === "true")).toHaveLength(1);
  });
});
