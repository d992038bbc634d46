// The fields content types are built from: text with its limits, patterns, icons, images, links,
// dates and the call to action. Each content type's module (article.ts, team.ts, ...) composes
// its schema from these, so a limit or a pattern is declared once for every file that uses it.
import * as z from "zod";
import { templateProblems } from "./placeholders";
import { editorFields, graphqlTypes, named, type EditorMeta } from "./content-type";

export const ICON_NAMES = [
  "globe", "bot", "shield", "headset", "code", "chart", "palette", "video", "search", "megaphone",
  "smartphone", "layout", "database", "workflow", "sparkles", "target", "award", "trending-up", "users", "mail",
  "message", "map-pin", "phone", "cpu", "zap", "lightbulb", "handshake", "settings", "clock", "rocket",
] as const;

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
export const text = z
  .string()
  .trim()
  .min(1, { error: "must not be empty", abort: true })
  .refine(hasVisibleCharacter, "must not be blank: it has no visible character");
export const limitedText = (max: number) => text.max(max, `must be at most ${max} characters`);
export const icon = z
  .enum(ICON_NAMES)
  .register(editorFields, { label: "Icon", hint: "The drawing beside the text (the site's icon set)." });
/** Every link field: src/node/content-references.ts finds each by it and checks it leads to a page. */
export const internalLinks = z.registry<Record<string, never>>();
export const internalLink = z
  .string()
  .regex(INTERNAL_LINK_PATTERN, "must be a path on this site, starting with / or #")
  .register(internalLinks, {});
const relativeFilePattern = /^\.\.?\//;
/** An image file beside the content file, for one slot: checked to exist and to be at least the slot's size. */
export const image = (slot: ImageSlot) =>
  z.string().regex(relativeFilePattern, "must be a path relative to this file, e.g. ./hero.jpg").register(imageSlots, slot);

/**
 * Visitor copy with placeholders (placeholders.ts): refused unless it holds each of
 * `names` and no other, so a page never shows a raw placeholder or leaves out its number.
 */
export const template = (max: number, names: readonly string[]) =>
  limitedText(max).superRefine((value, context) => {
    for (const message of templateProblems(value, names)) context.addIssue({ code: "custom", message });
  });

export const headline = limitedText(TEXT_LIMITS.headline);
export const pageTitle = limitedText(TEXT_LIMITS.pageTitle);
export const metaDescription = limitedText(TEXT_LIMITS.metaDescription);
export const cardTitle = limitedText(TEXT_LIMITS.cardTitle);
export const cardText = limitedText(TEXT_LIMITS.cardText);
export const altText = limitedText(TEXT_LIMITS.altText);

/** Date.parse rolls 30 February over into March; an editor's impossible date should fail instead. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Every date of the agency's own work (an article's, a case study's, a legal page's): none may be
 * before the agency's founding year in content/data/site.yaml, which src/node/content-references.ts checks.
 */
export const agencyDates = z.registry<Record<string, never>>();

export const dateTimeWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/,
    "must be an ISO 8601 date and time with its offset, e.g. 2025-07-11T20:30:00+05:00",
  )
  .refine((value) => isRealDay(value) && !Number.isNaN(Date.parse(value)), "is not a real date")
  .register(graphqlTypes, { typeName: "Date", directive: "@dateformat" })
  .register(agencyDates, {});

export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-05-20")
  .refine(isRealDay, "is not a real date")
  .register(graphqlTypes, { typeName: "Date", directive: "@dateformat" })
  .register(agencyDates, {});

/** A field naming another node by one of its fields, e.g. a FAQ set by its id. */
export function reference<Schema extends z.ZodType>(schema: Schema, typeName: string, by: string): Schema {
  const field = schema.clone() as Schema;
  graphqlTypes.add(field as z.ZodType, { typeName, directive: `@link(by: "${by}")` });
  return field;
}

/** An entry of a list data file, named by a field of it: the CMS offers the file's entries to pick from. */
export interface EntryReference {
  /** The node type the file's entries become, e.g. TeamYaml. */
  typeName: string;
  /** The entry's field the value names, as the YAML spells it, e.g. id. */
  key: string;
  /** Whether the CMS offers the entries to pick from; if not, the field stays what its schema gives. */
  picked: boolean;
}

/** Every field naming an entry of a list data file: the CMS's relation widgets, the build's check that each resolves. */
export const entryReferences = z.registry<EntryReference>();

/**
 * A field naming an entry of the list file whose entries become `typeName`, by its field `key`; its
 * value is a text unless `schema` narrows it (a choice of kinds). The build refuses a name the file
 * does not have. gatsby-transformer-yaml stores an entry's `id` as `yamlId`, so GraphQL links by that.
 */
export function entryOf<Schema extends z.ZodType = typeof text>(
  typeName: string,
  key: string,
  { schema, picked }: { schema?: Schema; picked?: false } = {},
): Schema {
  const field = reference((schema ?? text) as Schema, typeName, key === "id" ? "yamlId" : key);
  entryReferences.add(field, { typeName, key, picked: picked ?? true });
  return field;
}

/**
 * The registries that attach a rule or a type to a schema: a field() copy keeps each of them, so a
 * labelled field is checked, typed and linked as the schema it copies.
 */
const RULE_REGISTRIES = [imageSlots, graphqlTypes, internalLinks, entryReferences, agencyDates] as z.core.$ZodRegistry<object>[];

/**
 * `schema` as one field the editor sees: its label, hint and widget beside it. A copy, so a shared
 * schema (a text, a headline) can be labelled differently in each place; the copy keeps what the
 * rule registries say of the original.
 */
export function field<Schema extends z.ZodType>(schema: Schema, meta: EditorMeta): Schema {
  const copy = schema.clone() as Schema;
  // has(), not get(): get() finds nothing for a rule whose metadata is empty (a link, a date).
  for (const registry of RULE_REGISTRIES) if (registry.has(schema)) registry.add(copy as z.ZodType, registry.get(schema) ?? {});
  editorFields.add(copy as z.ZodType, meta);
  return copy;
}

/** The hint of a page's description for search engines. */
export const SEARCH_DESCRIPTION_HINT = "For search engines: 130 to 160 characters.";

/** An article's or a case study's date and time, with the offset of the editor's clock. */
export const publishedField = () =>
  field(dateTimeWithOffset, {
    label: "Published",
    widget: "datetime",
    format: "YYYY-MM-DDTHH:mm:ssZ",
    hint: "Stored with your clock's offset; the site shows it in Pakistan time.",
  });

/** A hero image stored beside the text (./hero.jpg), with its description. */
export const heroImageFields = (slot: ImageSlot) => ({
  heroImage: field(image(slot), {
    label: "Hero image",
    widget: "image",
    choose_url: false,
    hint: `${slot.minWidth} × ${slot.minHeight} pixels or larger (1600 × 900 is ideal); stored beside the text (./hero.jpg).`,
  }),
  heroAlt: field(altText, {
    label: "Hero image description",
    hint: `What the image shows, for people who cannot see it; at most ${TEXT_LIMITS.altText} characters.`,
  }),
});

/** A link to a page of this site, e.g. /contact-us. */
export const link = (meta: EditorMeta) =>
  field(internalLink, { pattern: [INTERNAL_LINK_PATTERN.source, "A path on this site, starting with / or #, e.g. /contact-us"], ...meta });

/** An image in content/images/<folder>, stored as a path relative to the YAML file, as the build reads it. */
export const dataImage = (slot: ImageSlot, folder: string, meta: EditorMeta) =>
  field(image(slot), {
    widget: "image",
    media_folder: `../images/${folder}`,
    public_folder: `../images/${folder}`,
    choose_url: false,
    ...meta,
  });

export const HIGHLIGHT_HINT = "The first words of the heading, shown in the accent colour.";
export const HEADING_HINT = "The rest of the heading, after the highlighted words.";

/** The closing call to action of a page, a service page and an article ending. */
export const callToAction = named(
  "CallToAction",
  z.strictObject({
    title: field(text, { label: "Title", hint: "Words inside <em>…</em> are shown in the accent colour." }),
    subheading: field(text, { label: "Subheading", widget: "text" }),
    buttonText: field(text, { label: "Button text" }),
    buttonLink: link({ label: "Button link" }),
  }),
);

/** The closing call to action, labelled. */
export const labelledCallToAction = (label: string) => field(callToAction, { label });
