/** @jest-environment node */
import {
  blogPosting,
  breadcrumbTrail,
  breadcrumbs,
  caseStudyArticle,
  faqPage,
  navigationLabels,
  organization,
  serializeGraph,
  service,
  website,
  type SiteFacts,
} from "../../../src/lib/structured-data";

const site: SiteFacts = {
  name: "Northlime Digital",
  description: "A UK technology and digital agency.",
  siteUrl: "https://www.northlime.example",
  salesEmail: "sales@northlime.example",
  supportEmail: "support@northlime.example",
  phone: "+44 20 7946 0321",
  foundingYear: 2014,
  address: { street: "27 Tanner Street", locality: "London", postalCode: "SE1 3LE", countryCode: "GB" },
  social: [{ url: "https://www.linkedin.com/company/northlime-digital" }],
  logoUrl: "https://www.northlime.example/icons/icon-512x512.png",
};

describe("JSON-LD", () => {
  it("describes the agency with its address, both contact points and its profiles", () => {
    const org = organization(site);
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
      "@id": "https://www.northlime.example/#organization",
      name: "Northlime Digital",
      address: { "@type": "PostalAddress", postalCode: "SE1 3LE", addressCountry: "GB" },
      sameAs: ["https://www.linkedin.com/company/northlime-digital"],
    });
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ contactType: "sales", email: "sales@northlime.example" }),
      expect.objectContaining({ contactType: "customer support", email: "support@northlime.example" }),
    ]);
    expect(website(site)).toMatchObject({ "@type": "WebSite", publisher: { "@id": org["@id"] } });
  });

  it("lists breadcrumbs with positions and absolute URLs", () => {
    expect(breadcrumbs(site, [{ name: "Home", path: "/" }, { name: "Blogs", path: "/blogs" }])).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.northlime.example/" },
        { "@type": "ListItem", position: 2, name: "Blogs", item: "https://www.northlime.example/blogs" },
      ],
    });
  });

  it("keeps an article's date with the offset the editor gave it", () => {
    const posting = blogPosting(site, {
      title: "AI automation",
      description: "d",
      path: "/blogs/ai",
      published: "2025-07-11T20:30:00+05:00",
      imageUrl: "https://www.northlime.example/static/x.jpg",
      author: { name: "Priya Raman", role: "Head of AI Automation" },
    });
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "AI automation",
      datePublished: "2025-07-11T20:30:00+05:00",
      publisher: { "@id": "https://www.northlime.example/#organization" },
    });
  });

  it("names an article's author as a person with their role, while the agency publishes it", () => {
    const posting = blogPosting(site, {
      title: "Local SEO",
      description: "d",
      path: "/blogs/local-seo",
      published: "2025-07-11T20:30:00+05:00",
      imageUrl: "https://www.northlime.example/static/x.jpg",
      author: { name: "Tom Gallagher", role: "Digital Marketing Lead" },
    });
    expect(posting.author).toEqual({ "@type": "Person", name: "Tom Gallagher", jobTitle: "Digital Marketing Lead" });
    expect(posting.publisher).toMatchObject({ "@id": "https://www.northlime.example/#organization", name: "Northlime Digital" });
  });

  it("builds the FAQ and service entities", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
    expect(service(site, { name: "Digital Marketing", description: "d", path: "/services/digital-marketing", imageUrl: "i" })).toMatchObject({
      "@type": "Service",
      url: "https://www.northlime.example/services/digital-marketing",
      provider: { "@id": "https://www.northlime.example/#organization" },
    });
  });

  it("gives the publisher's name and logo with its reference, and keeps a later modified date", () => {
    const article = caseStudyArticle(site, {
      title: "Portway Systems",
      description: "d",
      path: "/case-studies/portway-systems",
      published: "2025-06-09T10:00:00+01:00",
      modified: "2025-07-01T09:00:00+01:00",
      imageUrl: "https://www.northlime.example/static/p.jpg",
    });
    expect(article).toMatchObject({
      "@type": "Article",
      datePublished: "2025-06-09T10:00:00+01:00",
      dateModified: "2025-07-01T09:00:00+01:00",
      image: ["https://www.northlime.example/static/p.jpg"],
      publisher: { "@id": "https://www.northlime.example/#organization", name: "Northlime Digital", logo: site.logoUrl },
    });
  });

  it("names breadcrumbs as the menu does, parents first, then the page", () => {
    const labels = navigationLabels([
      { label: "Home", to: "/" },
      { label: "Services", to: "/services", children: [{ label: "AI Automation & Integration", to: "/services/ai-automation" }] },
      { label: "Blogs", to: "/blogs" },
    ]);
    expect(labels.get("/services/ai-automation")).toBe("AI Automation & Integration");
    expect(breadcrumbTrail(labels, { path: "/services/ai-automation", parents: ["/services"] })).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "AI Automation & Integration", path: "/services/ai-automation" },
    ]);
    expect(breadcrumbTrail(labels, { path: "/blogs/x", name: "An article", parents: ["/blogs"] }).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Blogs",
      "An article",
    ]);
  });

  it("refuses a breadcrumb it cannot name", () => {
    const labels = navigationLabels([{ label: "Home", to: "/" }]);
    expect(() => breadcrumbTrail(labels, { path: "/case-studies/x", name: "X", parents: ["/portfolio"] })).toThrow(/\/portfolio/);
    expect(() => breadcrumbTrail(labels, { path: "/nowhere" })).toThrow(/\/nowhere/);
  });

  it("serialises safely for an inline script", () => {
    const json = serializeGraph([faqPage([{ question: "</script><script>alert(1)</script>", answer: "x" }])]);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)["@graph"][0].mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
