// Every content type, in one table: the Markdown folders and the data files, each declared in its
// own module beside this one. The build checks each file against its type's schema (and the rules
// across files in src/node/content-references.ts), Gatsby gets its GraphQL types from the same
// schemas (src/node/graphql-types.ts), and the CMS's collections and the editor's guide follow them.
import * as z from "zod";
import type { DataContentType, ListFileRule, MarkdownContentType } from "./content-type";
import { ADDRESS_PATTERN, SLUG_PATTERN } from "./fields";
import { article } from "./article";
import { caseStudy } from "./case-study";
import { legalPage } from "./legal-page";
import { archivePages, footer, navigation, site } from "./site";
import { faqs } from "./faqs";
import { pages } from "./pages";
import { services } from "./services";
import { team } from "./team";
import { testimonials } from "./testimonials";
import { approach, articleEndings, contactCards, partners, stats, whyChoose } from "./sections";

export * from "./fields";
export * from "./content-type";
export { ARTICLE_ENDINGS, BLOG_CATEGORIES, MAX_SCHEDULE_DAYS, articleFrontmatter, type ArticleFrontmatter } from "./article";
export { caseStudyFrontmatter } from "./case-study";
export { legalFrontmatter } from "./legal-page";
export { ARCHIVE_PAGE_PLACEHOLDERS, PHONE_PATTERN, SOCIAL_PROFILE_URL_PATTERN } from "./site";
export { SERVICE_DETAIL_KINDS } from "./services";
export { TEAM_BACKGROUNDS } from "./team";
export { CONTACT_CHANNELS } from "./sections";

/**
 * Each Markdown content folder (content/<kind>, also its source's name in gatsby-config): the node
 * type its files become, what their frontmatter must hold, and where a file of it lives.
 */
export const MARKDOWN_KINDS = {
  [article.folder]: article,
  [caseStudy.folder]: caseStudy,
  [legalPage.folder]: legalPage,
} as const satisfies Record<string, MarkdownContentType>;

export type MarkdownKind = keyof typeof MARKDOWN_KINDS;

export const isMarkdownKind = (name: string): name is MarkdownKind => Object.hasOwn(MARKDOWN_KINDS, name);

/** The folder of a kind's files, from the project's root. */
export const markdownFolder = (kind: MarkdownKind): string => `content/${kind}`;

/** Every data file's type, by the node type its entries become. */
export const DATA_TYPES = Object.fromEntries(
  [site, navigation, footer, archivePages, pages, faqs, services, team, testimonials, whyChoose, approach, contactCards, stats, partners, articleEndings].map(
    (type) => [type.typeName, type as DataContentType],
  ),
);

export function yamlSchemaFor(typeName: string): z.ZodType | undefined {
  return Object.hasOwn(DATA_TYPES, typeName) ? DATA_TYPES[typeName]?.entry : undefined;
}

/** The rules of `typeName`'s file when it is a list file. */
function listRuleOf(typeName: string): ListFileRule | undefined {
  const holds = Object.hasOwn(DATA_TYPES, typeName) ? DATA_TYPES[typeName]?.holds : undefined;
  return holds === "object" ? undefined : holds;
}

/** A list of `entry`, with the rules of its file: how many entries, and which field differs between them. */
function listFileSchema(rule: ListFileRule, entry: z.ZodType): z.ZodType {
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

/**
 * What a list file must hold as a whole: its entries, how many, and which field differs between
 * them. Undefined for a file holding one object. The CMS's `items` list carries the same count.
 */
export function yamlFileSchemaFor(typeName: string): z.ZodType | undefined {
  const rule = listRuleOf(typeName);
  const entry = yamlSchemaFor(typeName);
  return rule && entry ? listFileSchema(rule, entry) : undefined;
}

/**
 * The rules of a list file as a whole (a list, how many entries, which field differs) without each
 * entry's own rules, which the build reports entry by entry. Undefined for a file holding one object.
 */
export function listFileRulesFor(typeName: string): z.ZodType | undefined {
  const rule = listRuleOf(typeName);
  return rule ? listFileSchema(rule, z.unknown()) : undefined;
}

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
