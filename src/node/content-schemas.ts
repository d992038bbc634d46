// What every content file must hold: fields, text limits, image slots, a list file's count and
// unique keys, where a Markdown file may be. onCreateNode checks each file against these and
// content-references.ts the rules across files, so a broken file fails the build naming the file
// and the field; the CMS config takes its limits from here (the GraphQL types in schema.ts then
// describe the same shapes to queries).
import * as z from "zod";
import { templateProblems } from "../lib/copy-template";

export const BLOG_CATEGORIES = [
  "Artificial Intelligence Services",
  "Seo Services",
  "Development Services",
  "Market Trends",
  "Technology",
] as const;

export const ARTICLE_ENDINGS = ["contact", "consult", "subscribe"] as const;

export const ICON_NAMES = [
  "globe", "bot", "shield", "headset", "code", "chart", "palette", "video", "search", "megaphone",
  "smartphone", "layout", "database", "workflow", "sparkles", "target", "award", "trending-up", "users", "mail",
  "message", "map-pin", "phone", "cpu", "zap", "lightbulb", "handshake", "settings", "clock", "rocket",
] as const;

export const TEAM_BACKGROUNDS = ["lime", "teal", "violet", "amber"] as const;
export const CONTACT_CHANNELS = ["sales", "support", "visit", "call"] as const;
export const SERVICE_DETAIL_KINDS = ["numbered-list", "service-cards", "progress-steps", "process-steps"] as const;

/** A path inside the site: starts with '/' or '#'. The CMS's link fields check the same pattern. */
export const INTERNAL_LINK_PATTERN = /^[/#]/;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
/**
 * An article's or a case study's address (its folder name): ASCII letters, digits and single
 * hyphens. Upper case is allowed because a published address has it; two addresses that differ
 * only in case are refused (content-references.ts), as some hosts treat them as one.
 */
export const ADDRESS_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/**
 * The phone number in international form, the one field the tel: link and the chat link are
 * derived from (src/node/phone-links.ts), so neither can go stale when the number changes.
 */
export const PHONE_PATTERN = /^\+[1-9][0-9 ]{6,18}[0-9]$/;
/** A social profile's address: https, and not the WhatsApp chat link, which the phone number makes. */
export const SOCIAL_PROFILE_URL_PATTERN = /^https:\/\/(?!wa\.me\/)/;

/**
 * The longest each kind of text may be, in characters after trimming. Each lands somewhere with a
 * fixed size: a search result, a meta tag, a card of fixed height. docs/editing.md lists them.
 */
export const TEXT_LIMITS = {
  /** A page's <title>: search engines show about 60 characters, and the site adds its name. */
  pageTitle: 70,
  /** An article's or a case study's heading: the page title, and three lines of its card. */
  headline: 90,
  /** The meta and og:description: search engines cut descriptions at about 160 characters. */
  metaDescription: 160,
  /** The agency's description: the feed's and the web manifest's description, and structured data. */
  siteDescription: 300,
  /** A card's title: one line on a phone. */
  cardTitle: 60,
  /** A card's text (service, stat, approach, contact, team, testimonial, why-choose, case-study summary). */
  cardText: 300,
  /** A stat card's figure, set in the display size. */
  statValue: 8,
  /** An image's description: screen readers read it whole, so it stays a sentence. */
  altText: 180,
  /** A FAQ question: the accordion's button. */
  faqQuestion: 120,
  /** A FAQ answer: the open accordion panel, and the answer in the page's FAQ structured data. */
  faqAnswer: 600,
  /** A link's, a button's or a navigation landmark's name, and a list's one-line summary: one line on a phone. */
  label: 60,
} as const;

/**
 * How many items a list holds where the design lays out a fixed number. The schemas below check
 * these, and the CMS's lists take their minimum and maximum from here.
 */
export const LIST_COUNTS = {
  /** A case study's figures, four in a row under its hero. */
  caseStudyMetrics: 4,
  /** The home hero's images, side by side on wide screens. */
  heroImages: 3,
  /** A service page's hero bullet points, two columns of three. */
  serviceBulletPoints: 6,
  /** The service cards, the navigation's Services menu and the footer's Services group. */
  services: 4,
  /** The home page's About Us section lays out three stat cards in a row. */
  stats: 3,
  /** The services page's approach section lays out three cards in a row. */
  approachCards: 3,
} as const;

const NUMBER_WORDS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** A count as editors read it in a message or a hint: 4 gives "four". */
export const countInWords = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/**
 * The CMS's pattern for a text field: not only spaces (Decap's own required check accepts them)
 * and, given a limit, at most that many characters once trimmed, as the build counts them. Decap
 * compiles patterns without the Unicode flag, so a text of invisible characters passes the field
 * and is refused when saved, by the CMS's guard running the schemas below.
 */
export function textPattern(max?: number): string {
  return max === undefined ? "\\S" : `^\\s*(?=\\S)[\\s\\S]{0,${max}}\\s*$`;
}

/**
 * The smallest image, in pixels, each slot takes: anything smaller is stretched on the page and
 * in shared previews. docs/editing.md lists them.
 */
export const IMAGE_SLOTS = {
  articleHero: { label: "article hero", minWidth: 1200, minHeight: 675 },
  caseStudyHero: { label: "case-study hero", minWidth: 1200, minHeight: 675 },
  serviceCard: { label: "service card", minWidth: 800, minHeight: 600 },
  teamPortrait: { label: "team portrait", minWidth: 400, minHeight: 500 },
  testimonialAvatar: { label: "testimonial portrait", minWidth: 160, minHeight: 160 },
  clientFace: { label: "client face", minWidth: 80, minHeight: 80 },
  whyChoose: { label: "why-choose image", minWidth: 800, minHeight: 600 },
  partnerLogo: { label: "partner logo", minWidth: 160, minHeight: 48 },
  pageHero: { label: "page hero image", minWidth: 600, minHeight: 750 },
  sectionImage: { label: "section image", minWidth: 1200, minHeight: 500 },
} as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[keyof typeof IMAGE_SLOTS];

/** Which schemas are images, and for which slot: image-sizes.ts reads this to measure each file. */
export const imageSlots = z.registry<ImageSlot>();

/**
 * What draws nothing on its own: whitespace of every kind (U+00A0, U+3000, ...), control and format
 * characters (zero-width spaces and joiners, U+2060, the byte-order mark, direction marks, tag
 * characters), combining marks with no letter to sit on, the code points Unicode says to show as
 * nothing (Hangul fillers U+3164 and U+115F, variation selectors) and the blank Braille cell U+2800,
 * which fonts draw empty.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when a reader would see something: at least one character that draws a mark. */
export const hasVisibleCharacter = (value: string): boolean => VISIBLE_CHARACTER.test(value);

/** A required text: trimmed, and not blank (an empty text stops here; its other checks would only repeat it). */
const text = z
  .string()
  .trim()
  .min(1, { error: "must not be empty", abort: true })
  .refine(hasVisibleCharacter, "must not be blank: it has no visible character");
const limitedText = (max: number) => text.max(max, `must be at most ${max} characters`);
const icon = z.enum(ICON_NAMES);
/** The one link schema: content-references.ts finds every link by it and checks it leads to a page. */
export const internalLink = z.string().regex(INTERNAL_LINK_PATTERN, "must be a path on this site, starting with / or #");
const relativeFilePattern = /^\.\.?\//;
/** An image file beside the content file, for one slot: checked to exist and to be at least the slot's size. */
const image = (slot: ImageSlot) =>
  z.string().regex(relativeFilePattern, "must be a path relative to this file, e.g. ./hero.jpg").register(imageSlots, slot);

/**
 * Visitor copy with placeholders (src/lib/copy-template.ts): refused unless it holds each of
 * `names` and no other, so a page never shows a raw placeholder or leaves out its number.
 */
const template = (max: number, names: readonly string[]) =>
  limitedText(max).superRefine((value, context) => {
    for (const message of templateProblems(value, names)) context.addIssue({ code: "custom", message });
  });

const headline = limitedText(TEXT_LIMITS.headline);
const pageTitle = limitedText(TEXT_LIMITS.pageTitle);
const metaDescription = limitedText(TEXT_LIMITS.metaDescription);
const cardTitle = limitedText(TEXT_LIMITS.cardTitle);
const cardText = limitedText(TEXT_LIMITS.cardText);
const altText = limitedText(TEXT_LIMITS.altText);

/** Date.parse rolls 30 February over into March; an editor's impossible date should fail instead. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateTimeWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/,
    "must be an ISO 8601 date and time with its offset, e.g. 2025-07-11T20:30:00+05:00",
  )
  .refine((value) => isRealDay(value) && !Number.isNaN(Date.parse(value)), "is not a real date");

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-05-20")
  .refine(isRealDay, "is not a real date");

/**
 * How far ahead an article may be dated. A later date is held back until a build on or after it
 * (see release.ts); one more than a year ahead is taken for a typing slip, such as 2099 for 2025.
 */
export const MAX_SCHEDULE_DAYS = 366;

const callToAction = z.strictObject({
  title: text,
  subheading: text,
  buttonText: text,
  buttonLink: internalLink,
});

export const blogFrontmatter = z.strictObject({
  title: headline,
  description: metaDescription,
  category: z.enum(BLOG_CATEGORIES),
  published: dateTimeWithOffset,
  heroImage: image(IMAGE_SLOTS.articleHero),
  heroAlt: altText,
  ending: z.enum(ARTICLE_ENDINGS),
});

export const caseStudyFrontmatter = z.strictObject({
  title: headline,
  client: text,
  sector: text,
  summary: cardText,
  description: metaDescription,
  published: dateTimeWithOffset,
  heroImage: image(IMAGE_SLOTS.caseStudyHero),
  heroAlt: altText,
  services: z.array(text).min(1),
  metrics: z
    .array(z.strictObject({ value: text, label: text }))
    .length(LIST_COUNTS.caseStudyMetrics, `must list exactly ${countInWords(LIST_COUNTS.caseStudyMetrics)} metrics`),
  overview: text,
  challengesIntro: text,
  challenges: z.array(text).min(1),
  strategy: z.array(z.strictObject({ title: text, description: text })).optional(),
  deliverables: z.array(text).optional(),
  solutions: z.array(z.strictObject({ title: text, icon, points: z.array(text).min(1) })).optional(),
  techStack: z.array(z.strictObject({ category: text, technologies: z.array(text).min(1) })).optional(),
  quote: z.strictObject({ text, author: text, role: text }),
});

export const legalFrontmatter = z.strictObject({
  title: pageTitle,
  description: metaDescription,
  lastUpdated: calendarDate,
});

/**
 * The placeholders each text of the numbered list pages is filled with: the article archive
 * (/blogs/page/N), each category (/blogs/category/<slug>) and the portfolio's later pages. A text
 * with none may hold no placeholder at all.
 */
export const ARCHIVE_PAGE_PLACEHOLDERS = {
  pagination: { previous: [], next: [], pageLink: ["page"], laterPageTitle: ["title", "page", "pages"] },
  articles: {
    navLabel: [],
    categoriesLabel: [],
    allTitle: [],
    categoryTitle: ["category"],
    range: ["first", "last", "total"],
    allDescription: ["title"],
    categoryDescription: ["title", "category"],
    olderLink: ["total"],
    byCategory: [],
  },
  caseStudies: { navLabel: [], laterPageDescription: ["page", "pages"] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

const { pagination: pagingNames, articles: articleNames, caseStudies: caseStudyNames } = ARCHIVE_PAGE_PLACEHOLDERS;

const yamlSchemas = {
  SiteYaml: z.strictObject({
    name: text,
    shortName: text,
    tagline: text,
    description: limitedText(TEXT_LIMITS.siteDescription),
    siteUrl: z.url({ protocol: /^https?$/ }),
    locale: text,
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: z.string().regex(PHONE_PATTERN, "must be the number in international form, e.g. +44 20 7946 0321"),
    address: z.strictObject({ street: text, locality: text, postalCode: text, country: text, countryCode: text }),
    dataProtectionOfficer: text,
    companyNumber: text,
    copyrightYear: z.number().int(),
    foundingYear: z.number().int(),
    social: z
      .array(
        z.strictObject({
          name: text,
          url: z
            .url({ protocol: /^https$/ })
            .regex(SOCIAL_PROFILE_URL_PATTERN, "must be a profile's https address; the WhatsApp chat link is made from the phone number"),
        }),
      )
      .min(1),
    claims: z.strictObject({ happyClients: text, roiIncrease: text, leadsGenerated: text, yearsExperience: text }),
  }),
  NavigationYaml: z.strictObject({
    links: z.array(
      z.strictObject({
        label: text,
        to: internalLink,
        overviewLabel: text.optional(),
        children: z.array(z.strictObject({ label: text, to: internalLink })).optional(),
      }),
    ),
    cta: z.strictObject({ label: text, to: internalLink }),
  }),
  FooterYaml: z.strictObject({
    blurb: text,
    groups: z.array(z.strictObject({ title: text, links: z.array(z.strictObject({ text, url: internalLink })) })),
    caseStudiesTitle: text,
    caseStudiesMoreLabel: limitedText(TEXT_LIMITS.cardTitle),
    socialTitle: text,
  }),
  ArchivePagesYaml: z.strictObject({
    pagination: z.strictObject({
      previous: template(TEXT_LIMITS.label, pagingNames.previous),
      next: template(TEXT_LIMITS.label, pagingNames.next),
      pageLink: template(TEXT_LIMITS.label, pagingNames.pageLink),
      laterPageTitle: template(TEXT_LIMITS.pageTitle, pagingNames.laterPageTitle),
    }),
    articles: z.strictObject({
      navLabel: template(TEXT_LIMITS.label, articleNames.navLabel),
      categoriesLabel: template(TEXT_LIMITS.label, articleNames.categoriesLabel),
      allTitle: template(TEXT_LIMITS.pageTitle, articleNames.allTitle),
      categoryTitle: template(TEXT_LIMITS.pageTitle, articleNames.categoryTitle),
      range: template(TEXT_LIMITS.label, articleNames.range),
      allDescription: template(TEXT_LIMITS.metaDescription, articleNames.allDescription),
      categoryDescription: template(TEXT_LIMITS.metaDescription, articleNames.categoryDescription),
      olderLink: template(TEXT_LIMITS.label, articleNames.olderLink),
      byCategory: template(TEXT_LIMITS.label, articleNames.byCategory),
    }),
    caseStudies: z.strictObject({
      navLabel: template(TEXT_LIMITS.label, caseStudyNames.navLabel),
      laterPageDescription: template(TEXT_LIMITS.metaDescription, caseStudyNames.laterPageDescription),
    }),
  }),
  FaqsYaml: z.strictObject({
    id: text,
    highlight: text,
    heading: text,
    items: z
      .array(z.strictObject({ question: limitedText(TEXT_LIMITS.faqQuestion), answer: limitedText(TEXT_LIMITS.faqAnswer) }))
      .min(1),
  }),
  TestimonialsYaml: z.strictObject({
    id: text,
    text: cardText,
    author: text,
    position: text,
    avatar: image(IMAGE_SLOTS.testimonialAvatar),
    avatarAlt: altText,
  }),
  WhyChooseYaml: z.strictObject({
    id: text,
    title: cardTitle,
    description: cardText,
    icon,
    image: image(IMAGE_SLOTS.whyChoose),
    imageAlt: altText,
    cta: text,
    link: internalLink,
  }),
  TeamYaml: z.strictObject({
    id: text,
    name: text,
    role: text,
    experience: text,
    bio: cardText,
    image: image(IMAGE_SLOTS.teamPortrait),
    imageAlt: altText,
    bg: z.enum(TEAM_BACKGROUNDS),
  }),
  ServicesYaml: z.strictObject({
    slug: z.string().regex(SLUG_PATTERN, "must be lower-case words joined by hyphens"),
    order: z.number().int(),
    name: cardTitle,
    cardDescription: cardText,
    image: image(IMAGE_SLOTS.serviceCard),
    imageAlt: altText,
    seoTitle: pageTitle,
    seoDescription: metaDescription,
    hero: z.strictObject({
      highlightedTitle: text,
      title: text,
      description: text,
      bulletPoints: z
        .array(text)
        .length(LIST_COUNTS.serviceBulletPoints, `must list exactly ${countInWords(LIST_COUNTS.serviceBulletPoints)} bullet points`),
    }),
    detail: z.strictObject({
      kind: z.enum(SERVICE_DETAIL_KINDS),
      highlight: text,
      heading: text,
      intro: text,
      items: z.array(z.strictObject({ number: text, title: text, description: text, icon })).min(1),
    }),
    cta: callToAction,
    faq: text,
  }),
  ApproachYaml: z.strictObject({ title: cardTitle, description: cardText, icon }),
  ContactCardsYaml: z.strictObject({
    title: cardTitle,
    description: cardText,
    channel: z.enum(CONTACT_CHANNELS),
    icon,
  }),
  StatsYaml: z.strictObject({ value: limitedText(TEXT_LIMITS.statValue), label: cardTitle, description: cardText }),
  PartnersYaml: z.strictObject({ id: text, name: text, logo: image(IMAGE_SLOTS.partnerLogo) }),
  ArticleEndingsYaml: z.strictObject({ kind: z.enum(ARTICLE_ENDINGS), cta: callToAction }),
  PagesYaml: z.strictObject({
    id: text,
    title: pageTitle,
    description: metaDescription,
    hero: z.strictObject({
      title: text,
      highlight: text.optional(),
      description: text,
      ctaLabel: text,
      ctaLink: internalLink,
      /** The home hero shows its three images side by side on wide screens. */
      images: z
        .array(z.strictObject({ image: image(IMAGE_SLOTS.pageHero), alt: altText }))
        .length(LIST_COUNTS.heroImages, `must list exactly ${countInWords(LIST_COUNTS.heroImages)} images`)
        .optional(),
      /** Client faces beside a caption that carries their meaning, so the pictures are decorative. */
      avatars: z.strictObject({ caption: text, images: z.array(image(IMAGE_SLOTS.clientFace)).min(1) }).optional(),
    }),
    sections: z
      .array(
        z.strictObject({
          id: text,
          eyebrow: text.optional(),
          highlight: text.optional(),
          heading: text.optional(),
          body: text.optional(),
          image: image(IMAGE_SLOTS.sectionImage).optional(),
          imageAlt: altText.optional(),
        }),
      )
      .optional(),
    cta: callToAction.optional(),
    faq: text.optional(),
  }),
} satisfies Record<string, z.ZodType>;

export type YamlTypeName = keyof typeof yamlSchemas;

export function yamlSchemaFor(typeName: string): z.ZodType | undefined {
  return Object.hasOwn(yamlSchemas, typeName) ? yamlSchemas[typeName as YamlTypeName] : undefined;
}

/** Data files holding one object; every other data file is a list of entries. */
const SINGLE_OBJECT_TYPES: readonly YamlTypeName[] = ["SiteYaml", "NavigationYaml", "FooterYaml", "ArchivePagesYaml"];

interface ListFileRule {
  /** The number of entries the design shows, when it fixes one. */
  count?: { entries: number; message: string };
  /** A field no two entries may share, compared without regard to case. */
  unique?: string;
}

/** The rules across the entries of one list file. */
const LIST_FILE_RULES: Partial<Record<YamlTypeName, ListFileRule>> = {
  StatsYaml: { count: { entries: LIST_COUNTS.stats, message: `must list exactly ${countInWords(LIST_COUNTS.stats)} stats` } },
  ServicesYaml: { count: { entries: LIST_COUNTS.services, message: `must list exactly ${countInWords(LIST_COUNTS.services)} services` }, unique: "slug" },
  ApproachYaml: {
    count: { entries: LIST_COUNTS.approachCards, message: `must list exactly ${countInWords(LIST_COUNTS.approachCards)} approach cards` },
  },
  /** One card per way of reaching the agency. */
  ContactCardsYaml: {
    count: { entries: CONTACT_CHANNELS.length, message: `must list exactly ${CONTACT_CHANNELS.length} contact cards, one per channel` },
    unique: "channel",
  },
  /** Every article's ending names one of these by kind, so each kind is worded exactly once. */
  ArticleEndingsYaml: {
    count: { entries: ARTICLE_ENDINGS.length, message: `must list exactly ${ARTICLE_ENDINGS.length} endings, one per kind` },
    unique: "kind",
  },
  FaqsYaml: { unique: "id" },
  PagesYaml: { unique: "id" },
  TeamYaml: { unique: "id" },
  TestimonialsYaml: { unique: "id" },
  WhyChooseYaml: { unique: "id" },
  PartnersYaml: { unique: "id" },
};

/** A list of `entry`, with the rules of `typeName`'s file: how many entries, and which field differs between them. */
function listFileSchema(typeName: YamlTypeName, entry: z.ZodType): z.ZodType {
  const rule = LIST_FILE_RULES[typeName] ?? {};
  let list = z.array(entry);
  if (rule.count) list = list.length(rule.count.entries, rule.count.message);
  const key = rule.unique;
  if (!key) return list;
  return list.superRefine((entries, context) => {
    const firstIndex = new Map<string, number>();
    entries.forEach((item, index) => {
      const value = item !== null && typeof item === "object" ? (item as Record<string, unknown>)[key] : undefined;
      if (typeof value !== "string") return;
      const folded = value.toLowerCase();
      const earlier = firstIndex.get(folded);
      if (earlier === undefined) firstIndex.set(folded, index);
      else {
        context.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${value}" is already used by entry ${earlier}; each entry needs its own`,
        });
      }
    });
  });
}

const isListFileType = (typeName: string): typeName is YamlTypeName =>
  yamlSchemaFor(typeName) !== undefined && !SINGLE_OBJECT_TYPES.includes(typeName as YamlTypeName);

/**
 * What a list file must hold as a whole: its entries, how many, and which field differs between
 * them. Undefined for a file holding one object. The CMS's `items` list carries the same count.
 */
export function yamlFileSchemaFor(typeName: string): z.ZodType | undefined {
  const entry = yamlSchemaFor(typeName);
  return entry && isListFileType(typeName) ? listFileSchema(typeName, entry) : undefined;
}

/**
 * The rules of a list file as a whole (a list, how many entries, which field differs) without each
 * entry's own rules, which the build reports entry by entry. Undefined for a file holding one object.
 */
export function listFileRulesFor(typeName: string): z.ZodType | undefined {
  return isListFileType(typeName) ? listFileSchema(typeName, z.unknown()) : undefined;
}

/**
 * Each Markdown content folder (content/<kind>, also its source's name in gatsby-config): the node
 * type its files become, what their frontmatter must hold, and where a file of it lives. The
 * build's checks, the rules across files and the CMS's guard all read this one table.
 */
export const MARKDOWN_KINDS = {
  blog: {
    type: "BlogPost",
    schema: blogFrontmatter,
    home: "an article lives in content/blog/<address>/index.md, one folder per article",
  },
  "case-studies": {
    type: "CaseStudy",
    schema: caseStudyFrontmatter,
    home: "a case study lives in content/case-studies/<address>/index.md, one folder per case study",
  },
  legal: { type: "LegalPage", schema: legalFrontmatter, home: "a legal page lives in content/legal/<address>.md" },
} as const satisfies Record<string, { type: string; schema: z.ZodType; home: string }>;

export type MarkdownKind = keyof typeof MARKDOWN_KINDS;

export const isMarkdownKind = (name: string): name is MarkdownKind => Object.hasOwn(MARKDOWN_KINDS, name);

/** The folder of a kind's files, from the project's root. */
export const markdownFolder = (kind: MarkdownKind): string => `content/${kind}`;

/**
 * Where a Markdown file may be, given its folder inside its content folder and its name without
 * extension: a file anywhere else would publish under an address nobody chose.
 */
export function markdownLocationProblems(kind: MarkdownKind, folder: string, name: string): string[] {
  const inOwnFolder = name === "index" && folder !== "" && !folder.includes("/");
  const address = kind === "legal" ? (folder === "" ? name : "") : inOwnFolder ? folder : "";
  const pattern = kind === "legal" ? SLUG_PATTERN : ADDRESS_PATTERN;
  if (address === "") return [`(whole file): ${MARKDOWN_KINDS[kind].home}; move this file there`];
  if (!pattern.test(address)) {
    return [
      `(whole file): the address "${address}" must be ${kind === "legal" ? "lower-case " : ""}ASCII letters and digits joined by single hyphens`,
    ];
  }
  return [];
}

/** One line per problem: `field.path: message`, the way an editor can act on it. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(whole file)";
    return `${field}: ${issue.message}`;
  });
}
