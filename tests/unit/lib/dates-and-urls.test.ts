/** @jest-environment node */
import { formatCalendarDate, formatPublished } from "../../../src/lib/dates";
import { absoluteUrl, resolveSiteUrl } from "../../../src/lib/site-url";

describe("published dates in Pakistan time", () => {
  it("shows the two newest articles' dates as their pages show them", () => {
    expect(formatPublished("2025-07-11T20:30:00+05:00")).toBe("July 11, 2025 08:30 PM");
    expect(formatPublished("2025-07-17T21:00:00+05:00")).toBe("July 17, 2025 09:00 PM");
  });

  it("converts from any offset, with a zero-padded day", () => {
    expect(formatPublished("2025-07-02T09:00:00Z")).toBe("July 02, 2025 02:00 PM");
    expect(formatPublished("2025-05-27T23:30:00+01:00")).toBe("May 28, 2025 03:30 AM");
  });

  it("refuses a date that is not one", () => {
    expect(() => formatPublished("soon")).toThrow(RangeError);
  });

  it("shows a legal page's calendar date without shifting the day", () => {
    expect(formatCalendarDate("2025-05-20")).toBe("May 20, 2025");
  });
});

describe("the canonical host", () => {
  it("uses site.yaml's host unless SITE_URL is set", () => {
    expect(resolveSiteUrl("https://www.northlime.example", {})).toBe("https://www.northlime.example");
    expect(resolveSiteUrl("https://www.northlime.example", { SITE_URL: "https://staging.northlime.example/" })).toBe(
      "https://staging.northlime.example",
    );
  });

  it("rejects a SITE_URL that is not an absolute http(s) URL", () => {
    expect(() => resolveSiteUrl("https://www.northlime.example", { SITE_URL: "northlime.example" })).toThrow(/absolute URL/);
    expect(() => resolveSiteUrl("https://www.northlime.example", { SITE_URL: "ftp://northlime.example" })).toThrow(/http or https/);
  });

  it("builds absolute URLs for site paths", () => {
    expect(absoluteUrl("https://www.northlime.example", "/about-us")).toBe("https://www.northlime.example/about-us");
    expect(absoluteUrl("https://www.northlime.example", "/")).toBe("https://www.northlime.example/");
  });
});
