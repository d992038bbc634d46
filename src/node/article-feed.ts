// gatsby-plugin-feed's options: the articles' RSS feed at /rss.xml, the newest
// ARTICLE_FEED_ITEM_COUNT first, built from the same BlogPost nodes as the article pages, so a new
// article file joins the feed by itself. Readers poll the feed, so it carries only what is new, not
// the whole archive. The plugin also links the feed from every page's head.
import { ARTICLE_FEED_ITEM_COUNT } from "../lib/constants";
import { escapeHtml } from "../lib/escape-html";
import { absoluteUrl } from "../lib/site-url";
import { routes } from "../lib/routes";

export const ARTICLE_FEED_PATH = "/rss.xml";

interface FeedSite {
  name: string;
  description: string;
  siteUrl: string;
  locale: string;
}

interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
  published: string;
}

interface FeedLocals {
  title: string;
  query: { siteYaml: FeedSite; allBlogPost?: { nodes: FeedArticle[] } };
}

export const articleFeedTitle = (siteName: string) => `${siteName} articles`;

/** The RSS channel: the site's own name, description and canonical host (SITE_URL included). */
function setup({ title, query: { siteYaml: site } }: FeedLocals) {
  return {
    title,
    description: site.description,
    site_url: absoluteUrl(site.siteUrl, routes.blogs),
    feed_url: absoluteUrl(site.siteUrl, ARTICLE_FEED_PATH),
    language: site.locale,
    generator: site.name,
  };
}

function serialize({ query: { siteYaml: site, allBlogPost } }: FeedLocals) {
  if (!allBlogPost) throw new Error("The article feed's query returned no articles list");
  return allBlogPost.nodes.map((article) => {
    // With no guid given, the feed uses the link as a permanent guid (isPermaLink="true").
    return {
      title: article.title,
      // An item's description is HTML to feed readers, and ours is an editor's plain text: escaped,
      // a `<b>` or an `&lt;script&gt;` reaches the reader as the characters the editor typed.
      description: escapeHtml(article.description),
      url: absoluteUrl(site.siteUrl, routes.article(article.slug)),
      categories: [article.category],
      // ISO 8601 with the editor's offset; the feed writes it as an RFC 822 date.
      date: article.published,
    };
  });
}

export function articleFeedOptions(siteName: string) {
  return {
    query: /* GraphQL */ `
      {
        siteYaml {
          name
          description
          siteUrl
          locale
        }
      }
    `,
    setup,
    feeds: [
      {
        output: ARTICLE_FEED_PATH,
        title: articleFeedTitle(siteName),
        query: /* GraphQL */ `
          {
            allBlogPost(sort: [{ published: DESC }, { title: ASC }], limit: ${ARTICLE_FEED_ITEM_COUNT}) {
              nodes {
                slug
                title
                description
                category
                published
              }
            }
          }
        `,
        serialize,
      },
    ],
  };
}
