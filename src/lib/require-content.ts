/**
 * Queries of a single content node are nullable in GraphQL; a missing one is a content error.
 * Failing here fails the build with the file to look at, instead of rendering half a page.
 */
export function requireContent<T>(value: T | null | undefined, where: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${where}`);
  return value;
}
