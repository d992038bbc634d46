// Visitor copy with its placeholders filled in, such as "Articles {first} to {last} of {total}".
// The words live in content/data, where editors change them; the build has already refused a text
// whose placeholders its page does not give (src/content-types/placeholders.ts).
import { PLACEHOLDER } from "../content-types/placeholders";

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
