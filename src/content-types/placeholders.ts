// Visitor copy with numbers or names filled in, such as "Articles {first} to {last} of {total}":
// a placeholder is a name in single braces. The build refuses a text that leaves out a placeholder
// its field needs or names one the page does not give, so a page never shows a raw "{frist}";
// src/lib/copy-template.ts fills them in on the page.

/** A placeholder: `{name}`. */
export const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What is wrong with `template` for a field whose placeholders are `names`: empty when nothing. */
export function templateProblems(template: string, names: readonly string[]): string[] {
  const used = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  const allowed = names.length > 0 ? names.map((name) => `{${name}}`).join(", ") : "none";
  return [
    ...names.filter((name) => !used.includes(name)).map((name) => `must contain {${name}}`),
    ...[...new Set(used.filter((name) => !names.includes(name)))].map(
      (name) => `has an unknown placeholder {${name}}; this text may hold ${allowed}`,
    ),
    ...(/[{}]/.test(template.replace(PLACEHOLDER, "")) ? ["has a brace that opens or closes no placeholder"] : []),
  ];
}
