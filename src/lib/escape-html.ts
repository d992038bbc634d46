// The site's one HTML escaper: text written into HTML by hand rather than by React. The contact
// function's pages and mail, the values filled into rendered Markdown and the feed's descriptions
// take escapeHtml; markup we write ourselves for the build (attributes of moved scripts, the
// picture inside <noscript>) takes escapeAttribute.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const escaping =
  (characters: RegExp) =>
  (value: string): string =>
    value.replace(characters, (character) => HTML_ESCAPES[character] ?? character);

/** Text made safe for element content and for attribute values in either quote. */
export const escapeHtml = escaping(/[&<>"']/g);

/**
 * A value for a double-quoted attribute: `&` and `"` are all the attribute needs. `<` is escaped
 * too, so markup that sits in raw text, as a <noscript> does when scripting is on, cannot end its
 * container early. Apostrophes and `>` need nothing there and are left as typed.
 */
export const escapeAttribute = escaping(/[&"<]/g);
