// When an article is published: a date after the build's is held back until a build on or after
// it, so the host's daily rebuild releases it.
import { MAX_SCHEDULE_DAYS } from "../content-types";

const DAY_MS = 24 * 60 * 60 * 1000;

export type Release =
  | { state: "publish" }
  | { state: "hold" }
  | { state: "refuse"; problem: string };

/**
 * The moment the build counts as now. CONTENT_NOW (an ISO 8601 date and time) stands in for the
 * clock only in tests, so that two builds a day apart can be made in seconds.
 */
export function contentNow(env: NodeJS.ProcessEnv = process.env): Date {
  const fake = env.CONTENT_NOW;
  if (fake === undefined || fake === "") return new Date();
  const parsed = new Date(fake);
  if (Number.isNaN(parsed.getTime())) throw new Error(`CONTENT_NOW is not a date and time: ${fake}`);
  return parsed;
}

/** What a build at `now` does with an article dated `published` (already a valid ISO 8601 string). */
export function articleRelease(published: string, now: Date): Release {
  const date = new Date(published);
  if (date.getTime() <= now.getTime()) return { state: "publish" };
  if (date.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * DAY_MS) {
    return {
      state: "refuse",
      problem: `frontmatter published: ${published} is more than ${MAX_SCHEDULE_DAYS} days after today; check the year`,
    };
  }
  return { state: "hold" };
}

/**
 * A case study's `published` and a legal page's `lastUpdated` have no schedule: they say when
 * something happened, so they are never after the build.
 */
export function datedAheadProblem(field: "published" | "lastUpdated", value: string, now: Date): string | undefined {
  return new Date(value).getTime() > now.getTime()
    ? `frontmatter ${field}: ${value} is after today; it says when the page was ${field === "published" ? "published" : "last changed"}`
    : undefined;
}

export interface HeldBackArticle {
  file: string;
  slug: string;
  /** Its published date, as the editor wrote it. */
  until: string;
}

/** One line per held article, e.g. for the build log. */
export function describeHeldBack(articles: HeldBackArticle[]): string {
  const lines = articles.map((article) => `  - ${article.file}: until ${article.until}`);
  return `Held back until a build on or after their date (${articles.length}):\n${lines.join("\n")}`;
}
