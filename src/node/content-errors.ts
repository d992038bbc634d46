// How the build refuses content: one message per file, naming each field and what is wrong with it.
import path from "node:path";
import type { Reporter } from "gatsby";

/** The file as an editor finds it, relative to the project, e.g. content/blog/<slug>/index.md. */
export const displayPath = (absolutePath: string) => path.relative(process.cwd(), absolutePath);

export function failContent(reporter: Reporter, file: string, problems: string[]): void {
  reporter.panicOnBuild(
    `Content error in ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
}
