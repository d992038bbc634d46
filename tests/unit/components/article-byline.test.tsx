// An article's byline: the author's name and role as text, the portrait beside them silent to
// screen readers (the name already says who it is), and no empty frame when there is no picture.
import { render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArticleByline } from "../../../src/components/sections/article-byline";
import { system } from "../../../src/theme/system";

const portrait: IGatsbyImageData = {
  layout: "fixed",
  width: 48,
  height: 48,
  images: { fallback: { src: "/static/priya-raman-48.png", srcSet: "/static/priya-raman-48.png 48w, /static/priya-raman-96.png 96w" }, sources: [] },
};

function renderByline(image: IGatsbyImageData | null) {
  return render(
    <ChakraProvider value={system}>
      <ArticleByline author={{ name: "Priya Raman", role: "Head of AI Automation", portrait: { childImageSharp: image ? { gatsbyImageData: image } : null } }} />
    </ChakraProvider>,
  );
}

describe("ArticleByline", () => {
  it("names the author and their role, with their portrait beside them", () => {
    const { container } = renderByline(portrait);
    const byline = screen.getByTestId("article-byline");
    expect(byline).toHaveTextContent("By Priya Raman");
    expect(byline).toHaveTextContent("Head of AI Automation");
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", "/static/priya-raman-48.png");
    expect(image).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows the name and role alone when the portrait has no picture", () => {
    const { container } = renderByline(null);
    expect(screen.getByTestId("article-byline")).toHaveTextContent("By Priya RamanHead of AI Automation");
    expect(container.querySelector("img")).toBeNull();
  });
});
