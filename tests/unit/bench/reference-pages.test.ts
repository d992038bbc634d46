import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "parse5";
import { elements, type HtmlNode } from "../../../src/node/externalise-inline-scripts";
import {
  floorPage,
  referenceDir,
  removeReferencePages,
  withoutScripts,
  withoutScriptsPath,
  writeReferencePages,
} from "../../bench/reference-pages";

const executables = [
  '<script type="module" src="/inline-scripts/0123456789abcdef0123.js"></script>',
  '<script>window.inline = "</p>"</script>',
  '<script id="gatsby-chunk-mapping" src="/inline-scripts/abcdef0123456789abcd.js"></script>',
  '<script src="/app-0123.js" async></script>',
  '<script type="text/javascript">run()</script>',
];

const page = [
  "<!DOCTYPE html><html lang=\"en-GB\"><head><meta charset=\"utf-8\">",
  executables[0],
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  "<style>.a{color:red}</style></head>",
  '<body><div data-note="<script>not a script</script>"><p>Caf&eacute; &amp; more</p>',
  executables[1],
  '<noscript><img src="/static/a.jpg" alt=""></noscript><!-- <script>commented()</script> -->',
  executables[2],
  executables[3],
  executables[4],
  "</div></body></html>",
].join("");

describe("withoutScripts", () => {
  const result = withoutScripts(page);

  it("takes out every script the browser would run, inline or from a file, classic or module", () => {
    for (const script of executables) expect(result).not.toContain(script);
    const document = parse(result) as HtmlNode;
    const scripts = [...elements(document)].filter((element) => element.tagName === "script");
    expect(scripts.map((script) => script.attrs)).toEqual([[{ name: "type", value: "application/ld+json" }]]);
  });

  it("keeps the JSON-LD, attribute text, comments and everything else byte for byte", () => {
    const imageRule = "<style>[data-main-image]{opacity:1!important}</style>";
    const expected = executables.reduce((text, script) => text.replace(script, ""), page).replace("</head>", `${imageRule}</head>`);
    expect(result).toBe(expected);
  });

  it("adds the rule that shows gatsby-plugin-image's main images once, in the head", () => {
    expect(result.match(/\[data-main-image\]\{opacity:1!important\}/g)).toHaveLength(1);
    expect(result.indexOf("[data-main-image]")).toBeLessThan(result.indexOf("</head>"));
  });

  it("refuses a page without a </head>, where the rule would have nowhere to go", () => {
    expect(() => withoutScripts("<p>fragment</p>")).toThrow(/no <\/head>/);
  });
});

describe("the floor page", () => {
  it("holds a heading and a paragraph and nothing the browser has to fetch, style or run", () => {
    expect(floorPage).toMatch(/<h1>[^<]+<\/h1>/);
    expect(floorPage).toMatch(/<p>[^<]+<\/p>/);
    expect(floorPage).not.toMatch(/<(script|style|img|link|video|iframe)\b/i);
    expect(floorPage).not.toMatch(/style=/i);
  });
});

describe("withoutScriptsPath", () => {
  it("names one file per route under the reference folder", () => {
    expect(withoutScriptsPath("/")).toBe(`${referenceDir}/no-scripts.html`);
    expect(withoutScriptsPath("/blogs/local-seo")).toBe(`${referenceDir}/no-scripts--blogs--local-seo.html`);
    expect(withoutScriptsPath("/contact-us/")).toBe(`${referenceDir}/no-scripts--contact-us.html`);
  });
});

describe("writeReferencePages and removeReferencePages", () => {
  let publicDir: string;

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "reference-pages-"));
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    fs.mkdirSync(path.join(publicDir, "contact-us"));
    fs.writeFileSync(path.join(publicDir, "contact-us/index.html"), page.replace("Caf&eacute;", "Contact"));
  });

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("writes the floor page and a script-less copy of each route, and leaves the built pages alone", () => {
    const pages = writeReferencePages(publicDir, ["/", "/contact-us"]);
    expect(pages.floor).toBe(`/${referenceDir}/floor.html`);
    expect(fs.readFileSync(path.join(publicDir, pages.floor), "utf8")).toBe(floorPage);
    expect(pages.withoutScripts).toEqual([
      { route: "/", path: `/${referenceDir}/no-scripts.html` },
      { route: "/contact-us", path: `/${referenceDir}/no-scripts--contact-us.html` },
    ]);
    const contactCopy = fs.readFileSync(path.join(publicDir, `/${referenceDir}/no-scripts--contact-us.html`), "utf8");
    expect(contactCopy).toBe(withoutScripts(page.replace("Caf&eacute;", "Contact")));
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(page);
  });

  it("names the route whose page was not built", () => {
    expect(() => writeReferencePages(publicDir, ["/", "/missing"])).toThrow(/no built page for \/missing/);
  });

  it("removes the reference folder and nothing else", () => {
    writeReferencePages(publicDir, ["/"]);
    removeReferencePages(publicDir);
    expect(fs.readdirSync(publicDir).sort()).toEqual(["contact-us", "index.html"]);
  });
});
