// The product's fixed numbers (timings, breakpoints, limits), named once. Components import these; no
// timing or limit is a literal elsewhere, except the contact form's limits, which its field table
// (src/lib/contact/fields.ts) holds with the rest of each field's facts.

/** Desktop versus mobile breakpoint (Chakra `md`). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The toaster keeps at most this many toasts. */
export const TOAST_LIMIT = 20;

export const HERO_CAROUSEL_INTERVAL_MS = 3000;
export const HERO_SWIPE_THRESHOLD_PX = 40;

export const TESTIMONIAL_INTERVAL_MS = 5000;

export const FAQ_ANSWER_MAX_HEIGHT_PX = 500;

export const PARTNER_MARQUEE_SPEED = 150;
export const PARTNER_MARQUEE_GRADIENT_WIDTH_DESKTOP = 500;
export const PARTNER_MARQUEE_GRADIENT_WIDTH_MOBILE = 100;
/** The partner list is shown this many times in the strip. */
export const PARTNER_MARQUEE_REPEAT = 2;

export const TEAM_CAROUSEL = {
  transitionMs: 1500,
  autoplayIntervalMs: 3000,
  slidesToShow: 1,
  infinite: true,
  centerMode: true,
  dots: true,
  arrows: false,
} as const;

export const BLOG_LIST_MAX_HEIGHT_PX = 800;
export const PORTFOLIO_TEASER_COUNT = 2;

// Every list below is bounded, so no page grows with the number of articles or case studies; the
// lists continue on numbered pages, and the sitemap still names every article.
/** /blogs shows this many of the newest articles in its list; the archive continues at /blogs/page/2. */
export const BLOG_LIST_ARTICLE_COUNT = 8;
/** Each archive page (/blogs/page/N, /blogs/category/<slug>[/page/N]) holds at most this many articles. */
export const ARCHIVE_PAGE_SIZE = 12;
/** The pagination bar shows the first and last page and this many pages each side of the current one. */
export const PAGINATION_NEIGHBOURS = 1;
/** The RSS feed carries this many of the newest articles. */
export const ARTICLE_FEED_ITEM_COUNT = 20;
/** /portfolio shows this many case studies, newest first; the rest continue at /portfolio/page/2. */
export const PORTFOLIO_PAGE_SIZE = 12;

export const ARTICLE_REVEAL = {
  offsetYPx: 50,
  durationS: 0.8,
  staggerS: 0.2,
  /** The reveal starts when the section's top reaches this share of the viewport height. */
  viewportTrigger: 0.8,
} as const;

/** Reading speed behind every article's read time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * Published dates are shown in Pakistan time, whatever the reader's own zone, so every visitor
 * sees the same date and time.
 */
export const PUBLISHED_TIME_ZONE = "Asia/Karachi";
