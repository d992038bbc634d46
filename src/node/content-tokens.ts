// Brand constants live once, in content/data/site.yaml. Markdown refers to them with tokens
// such as {{salesEmail}}; they are filled in when the page's HTML is resolved.
import { escapeHtml } from "../lib/escape-html";

export interface SiteTokenSource {
  name: string;
  salesEmail: string;
  supportEmail: string;
  phone: string;
  dataProtectionOfficer: string;
  companyNumber: string;
  siteUrl: string;
  address: { street: string; locality: string; postalCode: string; country: string };
}

const TOKEN_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

function tokenValues(site: SiteTokenSource): Record<string, string> {
  const { street, locality, postalCode, country } = site.address;
  return {
    agencyName: site.name,
    salesEmail: site.salesEmail,
    supportEmail: site.supportEmail,
    phone: site.phone,
    dpoName: site.dataProtectionOfficer,
    companyNumber: site.companyNumber,
    siteUrl: site.siteUrl,
    address: `${street}, ${locality} ${postalCode}, ${country}`,
  };
}

export const KNOWN_TOKENS = Object.keys(
  tokenValues({
    name: "",
    salesEmail: "",
    supportEmail: "",
    phone: "",
    dataProtectionOfficer: "",
    companyNumber: "",
    siteUrl: "",
    address: { street: "", locality: "", postalCode: "", country: "" },
  }),
);

/** Tokens in a text that the site cannot fill: an editor's typo should fail the build. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(TOKEN_PATTERN)]
    .map((match) => match[1] ?? "")
    .filter((name) => !KNOWN_TOKENS.includes(name));
}

/** Fills the tokens of rendered HTML with the site's values, escaped for HTML. */
export function fillTokens(html: string, site: SiteTokenSource): string {
  const values = tokenValues(site);
  return html.replace(TOKEN_PATTERN, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : escapeHtml(value);
  });
}
