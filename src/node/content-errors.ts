// How the build refuses content: once, listing every problem it found, each under the file (and
// the entry of a list file) an editor must change, naming the field and what is wrong with it.
import type { Reporter } from "gatsby";

export interface ContentProblems {
  /** The file, and the entry of a list file, e.g. 'content/data/pages.yaml (entry "home")'. */
  where: string;
  /** One `field: message` line each. */
  problems: string[];
}

/** 'content/data/faqs.yaml (entry "home")', so an editor finds the entry in a list file. */
export function describeEntry(file: string, entry: Record<string, unknown>): string {
  const label = entry.id ?? entry.slug ?? entry.kind ?? entry.title ?? entry.name;
  return typeof label === "string" && label !== "" ? `${file} (entry "${label}")` : file;
}

/** The problems of each place together, places in the order first found, no line twice. */
export function groupByPlace(found: ContentProblems[]): ContentProblems[] {
  const byPlace = new Map<string, string[]>();
  for (const { where, problems } of found) {
    const lines = byPlace.get(where) ?? [];
    for (const problem of problems) if (!lines.includes(problem)) lines.push(problem);
    byPlace.set(where, lines);
  }
  return [...byPlace].filter(([, problems]) => problems.length > 0).map(([where, problems]) => ({ where, problems }));
}

export function describeContentProblems(found: ContentProblems[]): string {
  return groupByPlace(found)
    .map(({ where, problems }) => `Content error in ${where}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
    .join("\n\n");
}

/**
 * Refuses the build when anything was found, in one message: Gatsby ends a build at its first
 * panic, and a message per file would send the editor back once for each mistake.
 */
export function failContent(reporter: Reporter, found: ContentProblems[]): void {
  const places = groupByPlace(found);
  if (places.length === 0) return;
  const count = places.length === 1 ? "one place" : `${places.length} places`;
  reporter.panicOnBuild(`The content needs changes in ${count}:\n\n${describeContentProblems(places)}`);
}
