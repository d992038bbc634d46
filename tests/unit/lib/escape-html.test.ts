import { escapeAttribute, escapeHtml } from "../../../src/lib/escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in content and attributes, and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml("&lt;script&gt; café 🙂")).toBe("&amp;lt;script&amp;gt; café 🙂");
  });
});

describe("escapeAttribute", () => {
  it("escapes what can end a double-quoted value or the raw text around it, and leaves the rest as typed", () => {
    expect(escapeAttribute(`Tom & "Jerry" </noscript><b>it's</b>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;/noscript>&lt;b>it's&lt;/b>");
  });
});
