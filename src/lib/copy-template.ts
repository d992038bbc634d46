// Visitor copy with numbers or names filled in, such as "Articles {first} to {last} of {total}":
// a placeholder is a name in single braces. The words live in content/data, where editors change
// them; the build refuses a text that leaves out a placeholder its field needs or names one the
// page does not give (src/content-types), so a page never shows a raw "{frist}".

const PLACEHOLDER = /\{([^{}]*)\}/g;

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

/**
 * The template with each `{name}` replaced by its value. Throws on a placeholder it was not given:
 * the build's checks make that a broken content file, never a half-filled page.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The copy "${template}" has a placeholder {${name}} with no value`);
    return String(value);
  });
}
