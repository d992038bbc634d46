// Fields computed when queried: inert HTML with brand tokens filled in, display dates, safe CTA titles,
// and the canonical host with its SITE_URL override.
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { fillTokens, type SiteTokenSource } from "./content-tokens";
import { sanitizeContentHtml, sanitizeCtaTitle } from "./safe-html";
import { splitAtHeadings } from "./article-sections";
import { formatCalendarDate, formatPublished } from "../lib/dates";
import { resolveSiteUrl } from "../lib/site-url";
import { chatUrl, phoneHref, socialProfiles } from "./phone-links";

interface NodeModel {
  getNodeById(args: { id: string }): unknown;
  findOne(args: { query: object; type: string }): Promise<unknown>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
type Resolver<Source> = (
  source: Source,
  args: Record<string, unknown>,
  context: ResolverContext,
  info: GraphQLResolveInfo,
) => unknown;

/** The brand tokens' values: site.yaml's, with the canonical host SITE_URL may override. */
export const siteTokenValues = (site: SiteTokenSource): SiteTokenSource => ({ ...site, siteUrl: resolveSiteUrl(site.siteUrl) });

async function siteTokens(context: ResolverContext): Promise<SiteTokenSource> {
  const site = (await context.nodeModel.findOne({ type: "SiteYaml", query: {} })) as SiteTokenSource | null;
  if (!site) throw new Error("content/data/site.yaml is missing: the site's brand constants live there");
  return siteTokenValues(site);
}

/**
 * A Markdown body as it is published, from the HTML gatsby-transformer-remark renders (which
 * passes raw HTML through): tokens filled in, then sanitised. Every page, feed and section split
 * reads it through the html fields below, and the content check reads its links from it.
 */
export const publishedHtml = (remarkHtml: string, site: SiteTokenSource): string => sanitizeContentHtml(fillTokens(remarkHtml, site));

/** The Markdown parent's HTML as published. */
const markdownHtml: Resolver<{ parent: string }> = async (source, args, context, info) => {
  const markdownNode = context.nodeModel.getNodeById({ id: source.parent });
  const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
  const resolveHtml = markdownType.getFields().html?.resolve as GraphQLFieldResolver<unknown, ResolverContext>;
  const html = (await resolveHtml(markdownNode, args, context, {
    ...info,
    fieldName: "html",
    parentType: markdownType,
  })) as string;
  return publishedHtml(html, await siteTokens(context));
};

const htmlField = { type: "String!", resolve: markdownHtml };

const htmlSectionsField = {
  type: "[String!]!",
  resolve: async (...args: Parameters<typeof markdownHtml>) => splitAtHeadings((await markdownHtml(...args)) as string),
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: register }) => {
  register({
    SiteYaml: {
      siteUrl: {
        resolve: (source: { siteUrl: string }) => resolveSiteUrl(source.siteUrl),
      },
      phoneHref: { resolve: (source: { phone: string }) => phoneHref(source.phone) },
      chatUrl: { resolve: (source: { phone: string }) => chatUrl(source.phone) },
      social: {
        resolve: (source: { phone: string; social: { name: string; url: string }[] }) => socialProfiles(source.phone, source.social),
      },
    },
    BlogPost: {
      html: htmlField,
      htmlSections: htmlSectionsField,
      publishedLabel: {
        type: "String!",
        resolve: (source: { published: string }) => formatPublished(source.published),
      },
    },
    CaseStudy: {
      html: htmlField,
    },
    LegalPage: {
      html: htmlField,
      lastUpdatedLabel: {
        type: "String!",
        resolve: (source: { lastUpdated: string }) => formatCalendarDate(source.lastUpdated),
      },
    },
    CallToAction: {
      titleHtml: {
        type: "String!",
        resolve: (source: { title: string }) => sanitizeCtaTitle(source.title),
      },
    },
  });
};
