/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  externaliseInlineScripts,
  externaliseInlineScriptsIn,
  pageKey,
  UnknownInlineScriptsError,
} from "../../../src/node/externalise-inline-scripts";

/** gatsby-plugin-image's module script, as its server API writes it into every page's head. */
function imagePluginScript(): string {
  const components: { type: string; props: { dangerouslySetInnerHTML?: { __html: string } } }[] = [];
  (jest.requireActual("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody(args: { setHeadComponents(c: typeof components): void }): void;
  }).onRenderBody({ setHeadComponents: (list) => components.push(...list) });
  return components.find((component) => component.type === "script")?.props.dangerouslySetInnerHTML?.__html ?? "";
}
const imageScript = imagePluginScript();

// The real parser, watched: pages already rewritten are meant to skip it.
jest.mock("parse5", () => {
  const actual = jest.requireActual("parse5");
  return { ...actual, parse: jest.fn(actual.parse) };
});
const { parse: parseSpy } = jest.requireMock("parse5") as { parse: jest.Mock };

const page = [
  "<!DOCTYPE html><html><head>",
  `<script type="module">${imageScript}</script>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><p>Caf&eacute; &amp; more</p>",
  '<noscript><script>never()</script></noscript>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a&b";/*]]>*/</script>',
  '<!-- slice-start id="_gatsby-scripts-1" --><script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping="{}";\n</script>',
  '<script src="/app-0123456789abcdef0123.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->',
  "</body></html>",
].join("");

describe("externaliseInlineScripts", () => {
  const { html, scripts } = externaliseInlineScripts(page);

  it("moves each executable inline script, text unchanged, into a file named by its hash", () => {
    expect(imageScript).toContain("HTMLImageElement");
    expect([...scripts.values()]).toEqual([
      imageScript,
      '/*<![CDATA[*/window.pagePath="/a&b";/*]]>*/',
      '\n window.___chunkMapping="{}";\n',
    ]);
    for (const name of scripts.keys()) expect(name).toMatch(/^[0-9a-f]{20}\.js$/);
  });

  it("puts a script with the same attributes at the same place", () => {
    const [head, loader, mapping] = [...scripts.keys()];
    expect(html).toContain(`<head><script type="module" src="/inline-scripts/${head}"></script><script type="application/ld+json">`);
    expect(html).toContain(`<script id="gatsby-script-loader" src="/inline-scripts/${loader}"></script><!-- slice-start`);
    expect(html).toContain(`<script id="gatsby-chunk-mapping" src="/inline-scripts/${mapping}"></script><script src="/app-`);
  });

  it("leaves data blocks, scripts that never run and everything else byte for byte", () => {
    expect(html).toContain('<noscript><script>never()</script></noscript>');
    expect(html).toContain("<p>Caf&eacute; &amp; more</p>");
    const moved = [
      `<script type="module">${imageScript}</script>`,
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a&b";/*]]>*/</script>',
      '<script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping="{}";\n</script>',
    ];
    const pageWithoutMoved = moved.reduce((text, script) => text.replace(script, ""), page);
    expect(html.replace(/<script[^>]*src="\/inline-scripts\/[^"]+"><\/script>/g, "")).toBe(pageWithoutMoved);
  });

  it("changes nothing the second time", () => {
    const again = externaliseInlineScripts(html);
    expect(again.html).toBe(html);
    expect(again.scripts.size).toBe(0);
  });
});

describe("externaliseInlineScripts on pages with nothing to move", () => {
  beforeEach(() => parseSpy.mockClear());

  it("returns a page whose scripts all name a src or are JSON-LD as it is, without parsing it", () => {
    const rewritten = [
      '<html><head><script type="module" src="/inline-scripts/0123456789abcdef0123.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script></head>',
      '<body><script\n id="gatsby-chunk-mapping" src="/inline-scripts/abcdef0123456789abcd.js"></script></body></html>',
    ].join("");
    expect(externaliseInlineScripts(rewritten)).toEqual({ html: rewritten, scripts: new Map(), unknownScripts: [] });
    expect(parseSpy).not.toHaveBeenCalled();
  });

  it("still parses and moves an inline script among scripts that name a src", () => {
    const mixed = [
      '<html><head><script src="/app.js"></script><script type="application/ld+json">{}</script>',
      '<script data-src="/not-a-src.js">window.___webpackCompilationHash="0123abcd";</script></head><body></body></html>',
    ].join("");
    const { html: result, scripts } = externaliseInlineScripts(mixed);
    expect(parseSpy).toHaveBeenCalledTimes(1);
    expect([...scripts.values()]).toEqual(['window.___webpackCompilationHash="0123abcd";']);
    expect(result).toMatch(/<script data-src="\/not-a-src.js" src="\/inline-scripts\/[0-9a-f]{20}\.js"><\/script>/);
  });
});

describe("externaliseInlineScriptsIn", () => {
  it("writes the files the pages name and removes those no page names any more", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    fs.mkdirSync(path.join(publicDir, "about"));
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    fs.writeFileSync(
      path.join(publicDir, "about", "index.html"),
      '<html><body><script id="gatsby-script-loader">window.pagePath="/about";</script></body></html>',
    );
    fs.mkdirSync(path.join(publicDir, "inline-scripts"));
    fs.writeFileSync(path.join(publicDir, "inline-scripts", "00000000000000000000.js"), "stale()");

    externaliseInlineScriptsIn(publicDir);

    const files = fs.readdirSync(path.join(publicDir, "inline-scripts")).sort();
    expect(files).toHaveLength(4);
    const named = [
      ...fs.readFileSync(path.join(publicDir, "index.html"), "utf8").matchAll(/\/inline-scripts\/([0-9a-f]{20}\.js)/g),
      ...fs.readFileSync(path.join(publicDir, "about", "index.html"), "utf8").matchAll(/\/inline-scripts\/([0-9a-f]{20}\.js)/g),
    ].map((match) => match[1]);
    expect(named.sort()).toEqual(files);
    const aboutScript = files.find((file) => fs.readFileSync(path.join(publicDir, "inline-scripts", file), "utf8") === 'window.pagePath="/about";');
    expect(aboutScript).toBeDefined();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

describe("inline scripts nothing in the build writes", () => {
  // What Markdown bodies or a component could carry: each must stay unmoved (the policy blocks an
  // inline script) and be reported, never turned into an allowed same-origin file.
  const rogue = [
    "<script>window.__pwned = 1</script>",
    '<script type="module">import("/x.js")</script>',
    '<script id="gatsby-script-loader">window.pagePath="/";alert(1);</script>',
    '<script id="gatsby-chunk-mapping">window.___chunkMapping=alert(1);</script>',
    '<script id="gatsby-chunk-mapping">window.___chunkMapping={"a":[]};alert(1);</script>',
    '<script>window.___webpackCompilationHash="abc";alert(1)</script>',
    `<script type="module">${imageScript}alert(1)</script>`,
    `<script>${imageScript}</script>`,
  ];

  it.each(rogue.map((script) => [script.slice(0, 70), script]))("%s… is left in place and reported", (_label, script) => {
    const html = `<!DOCTYPE html><html><head></head><body><p>Text</p>${script}</body></html>`;
    const result = externaliseInlineScripts(html);
    expect(result.scripts.size).toBe(0);
    expect(result.html).toBe(html);
    expect(result.unknownScripts).toHaveLength(1);
  });

  it("fails the folder's rewrite naming each page, after moving Gatsby's own scripts", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    fs.mkdirSync(path.join(publicDir, "blogs", "an-article"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    fs.writeFileSync(
      path.join(publicDir, "blogs", "an-article", "index.html"),
      '<html><body><p>Intro</p><script>fetch("/steal?c=" + document.cookie)</script><script id="gatsby-script-loader">window.pagePath="/blogs/an-article";</script></body></html>',
    );
    let thrown: unknown;
    try {
      externaliseInlineScriptsIn(publicDir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnknownInlineScriptsError);
    expect((thrown as Error).message).toContain(path.join("blogs", "an-article", "index.html"));
    expect((thrown as Error).message).toContain('fetch("/steal?c=" + document.cookie)');
    expect((thrown as Error).message).not.toContain(" index.html:");
    const article = fs.readFileSync(path.join(publicDir, "blogs", "an-article", "index.html"), "utf8");
    expect(article).toContain('<script>fetch("/steal?c=" + document.cookie)</script>');
    expect(article).toMatch(/<script id="gatsby-script-loader" src="\/inline-scripts\/[0-9a-f]{20}\.js"><\/script>/);
    const moved = fs.readdirSync(path.join(publicDir, "inline-scripts")).map((file) =>
      fs.readFileSync(path.join(publicDir, "inline-scripts", file), "utf8"),
    );
    expect(moved.some((text) => text.includes("steal"))).toBe(false);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

describe("externaliseInlineScriptsIn on the next build", () => {
  // Gatsby writes its scripts into every page again on every build, with a new compilation hash:
  // the pages below are what the next build hands over.
  const aboutPage = (hash: string) =>
    `<html><body><script id="gatsby-script-loader">window.pagePath="/about";</script><script>window.___webpackCompilationHash="${hash}";</script></body></html>`;
  const writePages = (publicDir: string, about: string) => {
    fs.mkdirSync(path.join(publicDir, "about"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), about);
  };
  const readPages = (publicDir: string) =>
    ["index.html", "about/index.html"].map((file) => fs.readFileSync(path.join(publicDir, file), "utf8"));
  const movedTexts = (publicDir: string) =>
    fs.readdirSync(path.join(publicDir, "inline-scripts")).map((file) => fs.readFileSync(path.join(publicDir, "inline-scripts", file), "utf8"));

  it("rewrites unchanged pages as the first build did, without parsing them again", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    writePages(publicDir, aboutPage("0123456789abcdef0123"));
    const found = externaliseInlineScriptsIn(publicDir);
    const firstBuild = readPages(publicDir);

    writePages(publicDir, aboutPage("0123456789abcdef0123"));
    parseSpy.mockClear();
    externaliseInlineScriptsIn(publicDir, "", found);

    expect(parseSpy).not.toHaveBeenCalled();
    expect(readPages(publicDir)).toEqual(firstBuild);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("takes a page whose compilation hash alone changed as known, and moves the new hash", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    writePages(publicDir, aboutPage("0123456789abcdef0123"));
    const found = externaliseInlineScriptsIn(publicDir);

    writePages(publicDir, aboutPage("fedcba9876543210fedc"));
    parseSpy.mockClear();
    externaliseInlineScriptsIn(publicDir, "", found);

    expect(parseSpy).not.toHaveBeenCalled();
    expect(movedTexts(publicDir)).toContain('window.___webpackCompilationHash="fedcba9876543210fedc";');
    expect(movedTexts(publicDir).join("")).not.toContain("0123456789abcdef0123");
    const [, about] = readPages(publicDir);
    expect(about).toBe(externaliseInlineScripts(aboutPage("fedcba9876543210fedc")).html);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("takes a page it moved before, with Gatsby's scripts slice written in again, as known", () => {
    const slice = (hash: string) =>
      `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="${hash}";</script><!-- slice-end id="_gatsby-scripts-1" -->`;
    const rendered = `<html><head><script type="module">${imageScript}</script></head><body><p>About</p><script id="gatsby-script-loader">window.pagePath="/about";</script>${slice("0123456789abcdef0123")}</body></html>`;
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    writePages(publicDir, rendered);
    const found = externaliseInlineScriptsIn(publicDir);
    const moved = readPages(publicDir)[1] as string;

    // The next build does not render the page again; it writes its scripts slice in, with a new hash.
    const sliceStart = moved.indexOf("<!-- slice-start");
    const sliceEnd = moved.indexOf("<!-- slice-end");
    const handedOver = moved.slice(0, sliceStart) + slice("fedcba9876543210fedc").replace(/<!-- slice-end[^>]*>$/, "") + moved.slice(sliceEnd);
    writePages(publicDir, handedOver);
    parseSpy.mockClear();
    externaliseInlineScriptsIn(publicDir, "", found);

    expect(parseSpy).not.toHaveBeenCalled();
    const about = readPages(publicDir)[1];
    expect(about).toBe(externaliseInlineScripts(handedOver).html);
    expect(about).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]/);
    expect(movedTexts(publicDir)).toContain('window.___webpackCompilationHash="fedcba9876543210fedc";');
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("parses a page whose text changed, and refuses a script added to it", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    writePages(publicDir, aboutPage("0123456789abcdef0123"));
    const found = externaliseInlineScriptsIn(publicDir);

    writePages(publicDir, aboutPage("0123456789abcdef0123").replace("</body>", "<script>window.__pwned = 1</script></body>"));
    expect(() => externaliseInlineScriptsIn(publicDir, "", found)).toThrow(UnknownInlineScriptsError);
    expect(readPages(publicDir)[1]).toContain("<script>window.__pwned = 1</script>");
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("decides afresh which scripts may move: a known page's unknown script still fails the build", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "externalise-"));
    const rogue = "<html><body><script>window.__pwned = 1</script></body></html>";
    writePages(publicDir, rogue);
    expect(() => externaliseInlineScriptsIn(publicDir)).toThrow(UnknownInlineScriptsError);
    // Even were its place remembered, the script is judged again.
    const start = rogue.indexOf("<script>");
    const end = rogue.indexOf("</body>");
    const remembered = new Map([[pageKey(rogue), [{ start, end, textStart: start + "<script>".length, textEnd: end - "</script>".length, attrs: [] }]]]);
    writePages(publicDir, rogue);
    expect(() => externaliseInlineScriptsIn(publicDir, "", remembered)).toThrow(UnknownInlineScriptsError);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
