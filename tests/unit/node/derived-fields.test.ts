/** @jest-environment node */
import { countWords, readTimeMinutes } from "../../../src/node/on-create-node";
import { fillTokens, unknownTokens } from "../../../src/node/content-tokens";
import { sanitizeCtaTitle } from "../../../src/node/safe-html";
import { splitAtHeadings } from "../../../src/node/article-sections";

describe("read time", () => {
  it("counts words, not Markdown syntax or link targets", () => {
    expect(countWords("## A heading\n\nSome **bold** text with [a link](/contact-us).\n\n- one\n- two")).toBe(10);
  });

  it("is the word count at 200 words a minute, rounded, and at least one minute", () => {
    expect(readTimeMinutes("word ".repeat(1400))).toBe(7);
    expect(readTimeMinutes("word ".repeat(1500))).toBe(8);
    expect(readTimeMinutes("word ".repeat(30))).toBe(1);
  });
});

describe("brand tokens in Markdown", () => {
  const site = {
    name: "Northlime Digital",
    salesEmail: "sales@northlime.example",
    supportEmail: "support@northlime.example",
    phone: "+44 20 7946 0321",
    dataProtectionOfficer: "Eleanor Whitcombe",
    companyNumber: "14829603",
    siteUrl: "https://www.northlime.example",
    address: { street: "27 Tanner Street", locality: "London", postalCode: "SE1 3LE", country: "United Kingdom" },
  };

  it("fills every known token from the site config", () => {
    expect(fillTokens("<p>{{agencyName}} ({{ companyNumber }}), {{address}}; DPO {{dpoName}}</p>", site)).toBe(
      "<p>Northlime Digital (14829603), 27 Tanner Street, London SE1 3LE, United Kingdom; DPO Eleanor Whitcombe</p>",
    );
  });

  it("escapes values for HTML", () => {
    expect(fillTokens("{{agencyName}}", { ...site, name: "A & B <Ltd>" })).toBe("A &amp; B &lt;Ltd&gt;");
  });

  it("reports tokens the site cannot fill", () => {
    expect(unknownTokens("Write to {{salesEmail}} or {{salesEmial}}.")).toEqual(["salesEmial"]);
  });
});

describe("call-to-action titles", () => {
  it("keeps emphasis and line breaks", () => {
    expect(sanitizeCtaTitle("Ready to <em>grow</em>?<br>Let's <strong>talk</strong>")).toBe(
      "Ready to <em>grow</em>?<br />Let's <strong>talk</strong>",
    );
  });

  it("strips scripts, handlers, links and styles", () => {
    expect(sanitizeCtaTitle('<script>alert(1)</script>Hi <em onclick="x()">there</em> <a href="javascript:x">now</a><style>*{}</style>')).toBe(
      "Hi <em>there</em> now",
    );
    expect(sanitizeCtaTitle('<img src=x onerror="alert(1)">Safe')).toBe("Safe");
  });
});

describe("article sections", () => {
  it("cuts the HTML before each H2, keeping the introduction first", () => {
    expect(splitAtHeadings("<p>Intro</p>\n<h2>One</h2>\n<p>a</p>\n<h2 id=\"two\">Two</h2><h3>Sub</h3><p>b</p>")).toEqual([
      "<p>Intro</p>",
      "<h2>One</h2>\n<p>a</p>",
      '<h2 id="two">Two</h2><h3>Sub</h3><p>b</p>',
    ]);
  });

  it("keeps an article with no H2 whole", () => {
    expect(splitAtHeadings("<p>Only</p><h3>x</h3>")).toEqual(["<p>Only</p><h3>x</h3>"]);
  });
});
