/** @jest-environment node */
import { sanitizeContentHtml } from "../../../src/node/safe-html";

// What gatsby-transformer-remark writes for Markdown: every piece must come through unchanged.
const markdownHtml = [
  "<h2>Label every field</h2>",
  "<p>A <strong>label</strong> stays, an <em>example</em> helps, <del>a guess</del> does not. <code>inputmode</code> too.</p>",
  '<p><a href="/contact-us" title="Talk to us">Contact us</a>, <a href="https://www.w3.org/WAI/">WAI</a>, ',
  '<a href="mailto:sales@northlime.example">e-mail</a> or <a href="tel:+442079460321">call</a>.</p>',
  '<ol start="3"><li>Three</li><li>Four</li></ol>',
  '<ul><li><input type="checkbox" checked disabled /> Done</li></ul>',
  "<blockquote><p>Quoted</p></blockquote><hr />",
  '<pre><code class="language-ts">const a = 1;</code></pre>',
  '<table><thead><tr><th align="left">Field</th></tr></thead><tbody><tr><td align="right">Name</td></tr></tbody></table>',
  '<p><img src="./diagram.png" alt="A diagram" /></p>',
  '<p>Note<sup id="fnref-1"><a href="#fn-1" class="footnote-ref">1</a></sup></p>',
  '<div class="footnotes"><hr /><ol><li id="fn-1">Source.<a href="#fnref-1" class="footnote-backref">↩</a></li></ol></div>',
].join("");

describe("Markdown bodies made inert", () => {
  it("keeps everything Markdown writes as it was", () => {
    expect(sanitizeContentHtml(markdownHtml)).toBe(markdownHtml);
  });

  it.each([
    ["a script, its code dropped", "<p>Before</p><script>window.x = 1</script><p>After</p>", "<p>Before</p><p>After</p>"],
    ["a module script", '<script type="module">import("/x.js")</script>Text', "Text"],
    ["event attributes", '<p onclick="x()">Tap</p><img src="./a.png" alt="A" onerror="x()" />', '<p>Tap</p><img src="./a.png" alt="A" />'],
    ["a frame, its fallback dropped", '<iframe src="https://example.com">Your browser</iframe><p>Text</p>', "<p>Text</p>"],
    ["styles, in a tag or an attribute", '<style>body{display:none}</style><p style="color:red">Text</p>', "<p>Text</p>"],
    ["javascript: links, however written", '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:x">c</a>', "<a>a</a><a>b</a><a>c</a>"],
    ["data: and other hosts' pictures", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d" /><img src="https://cdn.example/x.png" alt="e" /><img src="//cdn.example/y.png" alt="f" />', '<img alt="d" /><img alt="e" /><img alt="f" />'],
    ["forms and their fields", '<form action="/api/send-email"><input type="text" name="q" /><button>Send</button></form>', "Send"],
    ["ids and classes that could clash with the page's", '<p id="main" class="chakra-button">Text</p>', "<p>Text</p>"],
    ["objects, embeds, SVG and page-level tags", '<object data="x">o</object><embed src="x" /><svg onload="x()"><text>s</text></svg><meta http-equiv="refresh" content="0" /><base href="https://example.com/" /><link rel="stylesheet" href="x" />Text', "Text"],
    ["noscript and templates, never prose", "<noscript><img src=\"./a.png\" /></noscript><template><p>t</p></template>Text", "Text"],
  ])("removes %s", (_what, html, inert) => {
    expect(sanitizeContentHtml(html)).toBe(inert);
  });
});
