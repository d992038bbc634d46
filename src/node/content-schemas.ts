// What every content file must hold. onCreateNode checks each file against these, so a
// broken file fails the build naming the file and the field (the GraphQL types in
// schema.ts then describe the same shapes to queries).
import * as z from "zod";

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

const text = z.string().trim().min(1, "must not be empty");
const icon = z.enum(ICON_NAMES);
const internalLink = z.string().regex(INTERNAL_LINK_PATTERN, "must be a path on this site, starting with / or #");
/** A file beside the content file (resolved and checked for existence in on-create-node). */
const relativeFile = z.string().regex(/^\.\.?\//, "must be a path relative to this file, e.g. ./hero.jpg");

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

const callToAction = z.strictObject({
  title: text,
  subheading: text,
  buttonText: text,
  buttonLink: internalLink,
});

export const blogFrontmatter = z.strictObject({
  title: text,
  description: text,
  category: z.enum(BLOG_CATEGORIES),
  published: dateTimeWithOffset,
  heroImage: relativeFile,
  heroAlt: text,
  ending: z.enum(ARTICLE_ENDINGS),
});

export const caseStudyFrontmatter = z.strictObject({
  title: text,
  client: text,
  sector: text,
  summary: text,
  description: text,
  published: dateTimeWithOffset,
  heroImage: relativeFile,
  heroAlt: text,
  services: z.array(text).min(1),
  metrics: z.array(z.strictObject({ value: text, label: text })).length(4, "must list exactly four metrics"),
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
  title: text,
  description: text,
  lastUpdated: calendarDate,
});

const yamlSchemas = {
  SiteYaml: z.strictObject({
    name: text,
    shortName: text,
    tagline: text,
    description: text,
    siteUrl: z.url({ protocol: /^https?$/ }),
    locale: text,
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: text,
    phoneHref: z.string().startsWith("tel:"),
    chatUrl: z.url({ protocol: /^https$/ }),
    address: z.strictObject({ street: text, locality: text, postalCode: text, country: text, countryCode: text }),
    dataProtectionOfficer: text,
    companyNumber: text,
    copyrightYear: z.number().int(),
    foundingYear: z.number().int(),
    social: z.array(z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }) })).min(1),
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
    socialTitle: text,
  }),
  FaqsYaml: z.strictObject({
    id: text,
    highlight: text,
    heading: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
  TestimonialsYaml: z.strictObject({
    id: text,
    text,
    author: text,
    position: text,
    avatar: relativeFile,
    avatarAlt: text,
  }),
  WhyChooseYaml: z.strictObject({
    id: text,
    title: text,
    description: text,
    icon,
    image: relativeFile,
    imageAlt: text,
    cta: text,
    link: internalLink,
  }),
  TeamYaml: z.strictObject({
    id: text,
    name: text,
    role: text,
    experience: text,
    bio: text,
    image: relativeFile,
    imageAlt: text,
    bg: z.enum(TEAM_BACKGROUNDS),
  }),
  ServicesYaml: z.strictObject({
    slug: z.string().regex(SLUG_PATTERN, "must be lower-case words joined by hyphens"),
    order: z.number().int(),
    name: text,
    cardDescription: text,
    image: relativeFile,
    imageAlt: text,
    seoTitle: text,
    seoDescription: text,
    hero: z.strictObject({
      highlightedTitle: text,
      title: text,
      description: text,
      bulletPoints: z.array(text).length(6, "must list exactly six bullet points"),
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
  ApproachYaml: z.strictObject({ title: text, description: text, icon }),
  ContactCardsYaml: z.strictObject({
    title: text,
    description: text,
    channel: z.enum(CONTACT_CHANNELS),
    icon,
  }),
  StatsYaml: z.strictObject({ value: text, label: text, description: text }),
  PartnersYaml: z.strictObject({ id: text, name: text, logo: relativeFile }),
  ArticleEndingsYaml: z.strictObject({ kind: z.enum(ARTICLE_ENDINGS), cta: callToAction }),
  PagesYaml: z.strictObject({
    id: text,
    title: text,
    description: text,
    hero: z.strictObject({
      title: text,
      highlight: text.optional(),
      description: text,
      ctaLabel: text,
      ctaLink: internalLink,
      images: z.array(z.strictObject({ image: relativeFile, alt: text })).optional(),
      /** Client faces beside a caption that carries their meaning, so the pictures are decorative. */
      avatars: z.strictObject({ caption: text, images: z.array(relativeFile).min(1) }).optional(),
    }),
    sections: z
      .array(
        z.strictObject({
          id: text,
          eyebrow: text.optional(),
          highlight: text.optional(),
          heading: text.optional(),
          body: text.optional(),
          image: relativeFile.optional(),
          imageAlt: text.optional(),
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

/** One line per problem: `field.path: message`, the way an editor can act on it. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(whole file)";
    return `${field}: ${issue.message}`;
  });
}
