/** @jest-environment node */
// The rules across files, given the committed content with one thing changed each time: what an
// editor would see in the build's message (the file, the entry, the field). Bodies are given as
// the HTML gatsby-transformer-remark writes, published through the site's own sanitiser.
import { checkContentSet, fixedPagePaths, type ContentSet, type MarkdownContent, type PublishedBody } from "../../../src/node/content-references";
import { committedContent } from "./support/committed-content";
import { publishedAddresses } from "../../../src/node/content-links";
import { sanitizeContentHtml } from "../../../src/node/safe-html";

/** A body on its page, its HTML as Markdown renders it, read as the site publishes it. */
const body = (file: string, page: string, html: string, heldBack = false): PublishedBody => ({
  file,
  page,
  addresses: publishedAddresses(sanitizeContentHtml(html)),
  heldBack,
});

type Entry = Record<string, unknown>;

/** The committed content with one data file changed. */
function withDataFile(typeName: string, change: (value: unknown) => unknown): ContentSet {
  const set = committedContent();
  return {
    ...set,
    dataFiles: set.dataFiles.map((file) => (file.typeName === typeName ? { ...file, value: change(structuredClone(file.value)) } : file)),
  };
}

const problemsAt = (set: ContentSet, where: string) => checkContentSet(set).find((found) => found.where === where)?.problems ?? [];

describe("the rules across files", () => {
  it("accept the committed content", () => {
    expect(checkContentSet(committedContent())).toEqual([]);
  });

  it("refuse a page and a service whose FAQ sets were renamed, naming each entry and its field", () => {
    const renamed: Record<string, string> = { home: "homepage", "ai-automation": "automation" };
    const set = withDataFile("FaqsYaml", (sets) => (sets as Entry[]).map((faqSet) => ({ ...faqSet, id: renamed[faqSet.id as string] ?? faqSet.id })));
    expect(problemsAt(set, 'content/data/pages.yaml (entry "home")')).toEqual([
      expect.stringMatching(/^faq: no entry with id "home" in content\/data\/faqs\.yaml \(its entries: homepage, about/),
    ]);
    expect(checkContentSet(set).find((found) => found.where.startsWith("content/data/services.yaml"))?.problems).toEqual([
      expect.stringMatching(/^faq: no entry with id "ai-automation" in content\/data\/faqs\.yaml/),
    ]);
  });

  it("refuse links to a service whose slug was renamed, in the navigation and the footer", () => {
    const set = withDataFile("ServicesYaml", (services) =>
      (services as Entry[]).map((service) => (service.slug === "ai-automation" ? { ...service, slug: "ai-automations" } : service)),
    );
    expect(problemsAt(set, "content/data/navigation.yaml")).toEqual([
      "links.2.children.1.to: /services/ai-automation leads to no page on this site",
    ]);
    expect(problemsAt(set, "content/data/footer.yaml")).toEqual([
      "groups.1.links.2.url: /services/ai-automation leads to no page on this site",
    ]);
  });

  it("refuse an article whose ending has no wording, naming the article, its field and the endings file", () => {
    const set = withDataFile("ArticleEndingsYaml", (endings) => (endings as Entry[]).filter((ending) => ending.kind !== "consult"));
    expect(problemsAt(set, "content/blog/how-app-development-companies-are-integrating-ai-for-smarter-user-experiences/index.md")).toEqual([
      'frontmatter ending: no entry with kind "consult" in content/data/article-endings.yaml (its entries: contact, subscribe)',
    ]);
  });

  it("refuse an article whose author left the team, naming the article and its field", () => {
    const set = withDataFile("TeamYaml", (team) => (team as Entry[]).filter((member) => member.id !== "tom-gallagher"));
    const problem = 'frontmatter author: no entry with id "tom-gallagher" in content/data/team.yaml (its entries: amelia-hart, daniel-okafor, priya-raman)';
    expect(problemsAt(set, "content/blog/how-local-seo-can-transform-small-businesses-in-2025/index.md")).toEqual([problem]);
    expect(problemsAt(set, "content/blog/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk/index.md")).toEqual([problem]);
  });

  it("refuse a link in an article's body to a page the site does not build, but take anchors on real pages", () => {
    const set = committedContent();
    const article = set.markdown[0] as MarkdownContent;
    set.bodies.push(
      body(
        article.file,
        `/blogs/${article.slug}`,
        '<p>See <a href="/pricing">our prices</a>, <a href="/contact-us#contact-form">the form</a>, <a href="#top">this</a>, <a href="/services/">Services</a> and <a href="/blogs/page/2/">more</a>.</p>',
      ),
    );
    expect(problemsAt(set, article.file)).toEqual(["body: the link /pricing leads to no page on this site"]);
  });

  it("refuse two articles whose addresses differ only in case, and a legal page over a fixed page", () => {
    const set = committedContent();
    set.markdown.push(
      { kind: "blog", file: "content/blog/Top-Web-Development-Trends-of-2025/index.md", slug: "Top-Web-Development-Trends-of-2025", frontmatter: { ending: "contact" } },
      { kind: "legal", file: "content/legal/services.md", slug: "services", frontmatter: {} },
    );
    expect(problemsAt(set, "content/blog/Top-Web-Development-Trends-of-2025/index.md")).toEqual([
      '(whole file): its address "/blogs/Top-Web-Development-Trends-of-2025" is already taken by content/blog/top-web-development-trends-of-2025/index.md (addresses are compared without regard to case)',
    ]);
    expect(problemsAt(set, "content/legal/services.md")).toEqual([
      '(whole file): its address "/services" is already taken by src/pages (/services) (addresses are compared without regard to case)',
    ]);
  });

  it("count a held-back article's address as taken, but give it no page to link to", () => {
    const set = committedContent();
    set.heldBack.push({ file: "content/blog/coming-soon/index.md", slug: "coming-soon" });
    set.markdown.push({ kind: "blog", file: "content/blog/Coming-Soon/index.md", slug: "Coming-Soon", frontmatter: { ending: "contact" } });
    set.bodies.push(body("content/blog/Coming-Soon/index.md", "/blogs/Coming-Soon", '<p><a href="/blogs/coming-soon">soon</a></p>'));
    // Another held-back article may link to it: both have pages from the day it is published.
    set.bodies.push(body("content/blog/part-two/index.md", "/blogs/part-two", '<p><a href="/blogs/coming-soon">part one</a></p>', true));
    expect(problemsAt(set, "content/blog/Coming-Soon/index.md")).toEqual(["body: the link /blogs/coming-soon leads to no page on this site"]);
    expect(problemsAt(set, "content/blog/part-two/index.md")).toEqual([]);
    expect(problemsAt(set, "content/blog/coming-soon/index.md")).toEqual([
      '(whole file): its address "/blogs/coming-soon" is already taken by content/blog/Coming-Soon/index.md (addresses are compared without regard to case)',
    ]);
  });

  it("refuse a date before the agency's founding year", () => {
    const set = committedContent();
    const article = set.markdown.find((entry) => entry.kind === "blog") as MarkdownContent;
    article.frontmatter.published = "1225-07-10T10:00:00+05:00";
    expect(problemsAt(set, article.file)).toEqual([
      "frontmatter published: 1225 is before the agency's founding year, 2014 (content/data/site.yaml)",
    ]);
  });
});

describe("the pages a link may lead to", () => {
  it("are the files of src/pages, without 404", () => {
    expect(fixedPagePaths(["index.tsx", "about-us.tsx", "contact-us/sent.tsx", "contact-us.tsx", "404.tsx", "blog/index.tsx"])).toEqual([
      "/",
      "/about-us",
      "/contact-us/sent",
      "/contact-us",
      "/blog",
    ]);
  });
});

describe("links and pictures, however they are written", () => {
  const file = "content/blog/top-web-development-trends-of-2025/index.md";
  const page = "/blogs/top-web-development-trends-of-2025";
  const bodyProblems = (html: string, change: (set: ContentSet) => void = () => undefined) => {
    const set = committedContent();
    change(set);
    set.bodies.push(body(file, page, html));
    return problemsAt(set, file);
  };

  it.each([
    ["without quotes", "<a href=/blogs/missing>x</a>", "/blogs/missing"],
    ["with its letters as entities", '<a href="/blogs/&#109;&#x69;ssing">x</a>', "/blogs/missing"],
    ["percent-encoded", '<a href="/blogs/%6Dissing">x</a>', "/blogs/%6Dissing"],
    ["with a trailing slash", '<a href="/blogs/missing/">x</a>', "/blogs/missing/"],
    ["with a query and a fragment", '<a href="/blogs/missing?ref=feed#top">x</a>', "/blogs/missing?ref=feed#top"],
    ["relative to its page", '<a href="missing">x</a>', "missing"],
    ["relative, up a folder", '<a href="../contact">x</a>', "../contact"],
    ["with spaces around it", '<a href="  /blogs/missing\t">x</a>', "  /blogs/missing\t"],
    ["as the site's https address with www", '<a href="https://www.northlime.example/blogs/missing">x</a>', "https://www.northlime.example/blogs/missing"],
    ["as the site's http address without www", '<a href="http://northlime.example/blogs/missing">x</a>', "http://northlime.example/blogs/missing"],
    ["in capitals", '<a href="HTTPS://WWW.NORTHLIME.EXAMPLE/blogs/missing">x</a>', "HTTPS://WWW.NORTHLIME.EXAMPLE/blogs/missing"],
  ])("refuse a link %s that leads to no page", (_how, html, written) => {
    expect(bodyProblems(`<p>${html}</p>`)).toEqual([`body: the link ${written} leads to no page on this site`]);
  });

  it("refuse a picture from a file the build does not publish, however it is addressed", () => {
    expect(bodyProblems('<p><img src="./diagram.png" alt="A"><img src="/media/missing.jpg" alt="B"><img src="https://northlime.example/x.png" alt="C"></p>')).toEqual([
      "body: the picture ./diagram.png is no file on this site",
      "body: the picture /media/missing.jpg is no file on this site",
    ]);
  });

  it("refuse an address no browser can follow", () => {
    expect(bodyProblems('<a href="/blogs/%E0%A4%A">x</a>')).toEqual(["body: the link /blogs/%E0%A4%A is not an address a browser can follow (a broken %-escape)"]);
  });

  it("take links to pages and files of this site, however written, and leave other sites' to the editor", () => {
    const html = [
      '<a href="/contact-us#contact-form">a</a>',
      '<a href="#top">b</a>',
      '<a href="?page=2">c</a>',
      '<a href="">d</a>',
      '<a href="/services/">e</a>',
      '<a href="../contact-us">f</a>',
      '<a href="/about%2Dus">g</a>',
      '<a href="/about&#45;us">h</a>',
      '<a href="https://www.northlime.example/contact-us/?x=1">i</a>',
      '<a href="http://northlime.example/">j</a>',
      '<a href="https://northlime.example.evil.example/blogs/missing">k</a>',
      '<a href="https://www.northlime.example:8443/blogs/missing">l</a>',
      '<a href="mailto:sales@northlime.example">m</a>',
      '<a href="tel:+442079460321">n</a>',
      '<a href="https://www.w3.org/WAI/">o</a>',
      '<a href="/rss.xml">p</a>',
      '<img src="/media/why-choose-us-poster.jpg" alt="q">',
      '<a href="top-web-development-trends-of-2025">r</a>',
    ].join(" ");
    expect(bodyProblems(`<p>${html}</p>`)).toEqual([]);
  });

  it("count the staging host a build is given as this site too", () => {
    const html = '<p><a href="https://staging.northlime.example/blogs/missing">x</a></p>';
    expect(bodyProblems(html)).toEqual([]);
    expect(bodyProblems(html, (set) => (set.siteUrlOverride = "https://staging.northlime.example"))).toEqual([
      "body: the link https://staging.northlime.example/blogs/missing leads to no page on this site",
    ]);
  });

  it("read what is published: a link the sanitiser removes is not checked, one it keeps is", () => {
    expect(bodyProblems('<script>location="/blogs/missing"</script><noscript><a href="/blogs/gone">x</a></noscript><p><a href="javascript:go(\'/blogs/gone\')">y</a></p>')).toEqual([]);
    expect(bodyProblems('<p><a href="/blogs/gone" onclick="x()">y</a></p>')).toEqual(["body: the link /blogs/gone leads to no page on this site"]);
  });

  it("leave links unchecked when the build could not make its pages, rather than refuse every one", () => {
    expect(bodyProblems('<a href="/blogs/missing">x</a>', (set) => (set.builtPages = undefined))).toEqual([]);
  });

  const navigationLink = (to: string) => {
    const set = withDataFile("NavigationYaml", (navigation) => ({ ...(navigation as Entry), cta: { label: "Contact Us", to } }));
    return problemsAt(set, "content/data/navigation.yaml");
  };

  it.each([
    ["/blogs/missing/", "leads to no page on this site"],
    ["/blogs/%6Dissing?x=1#y", "leads to no page on this site"],
    ["/contact-us/../pricing", "leads to no page on this site"],
    ["//evil.example/contact-us", "leads to another site; a link here is a path on this site, starting with / or #"],
    ["/\\evil.example/contact-us", "leads to another site; a link here is a path on this site, starting with / or #"],
  ])("refuse a data file's link %s", (to, message) => {
    expect(navigationLink(to)).toEqual([`cta.to: ${to} ${message}`]);
  });

  it.each(["/contact-us/", "/contact-us?from=nav#contact-form", "/about%2Dus", "#contact-form", "/blogs/page/2"])("take a data file's link %s", (to) => {
    expect(navigationLink(to)).toEqual([]);
  });
});
