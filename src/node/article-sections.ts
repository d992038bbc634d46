// An article's HTML cut into its sections: the introduction, then one piece per H2, so the page
// can reveal them one after another as the reader scrolls.
export function splitAtHeadings(html: string): string[] {
  return html
    .split(/(?=<h2[\s>])/i)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
