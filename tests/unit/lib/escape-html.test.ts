import { escapeHtml } from "../../../src/lib/escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in content and attributes, and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml("&lt;script&gt; café 🙂")).toBe("&amp;lt;script&amp;gt; café 🙂");
  });
});
