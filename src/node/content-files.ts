// How content files are read as the build reads them: the GraphQL type a data file becomes, and
// the frontmatter of a Markdown file. Shared by gatsby-config, the build's checks, the CMS's guard
// and the CMS's checks in the editor's browser (so nothing here may need Node).
import * as yaml from "js-yaml";

/** A file's name without its folders and its extension (none for a name that only starts with a dot). */
const baseName = (file: string): string => (file.split(/[\\/]/).pop() ?? "").replace(/(.)\.[^.]*$/, "$1");

/**
 * The type gatsby-transformer-yaml gives a data file, from its name with or without folder and
 * extension: contact-cards.yaml → ContactCardsYaml. Every file names its own type, whether it
 * holds a list or a single object.
 */
export const yamlTypeName = (file: string): string =>
  `${baseName(file).replace(/(^|[-_\s]+)(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())}Yaml`;

/** The text between a Markdown file's opening `---` lines, or undefined when it has none. */
export const frontmatterBlock = (source: string): string | undefined => /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];

/**
 * The frontmatter as the editor wrote it. gatsby-transformer-remark turns dates into UTC Date
 * objects and loses their offsets, so the block is read with the YAML core schema, which keeps
 * timestamps as the strings they are. Throws on YAML that cannot be read.
 */
export function readFrontmatter(source: string): unknown {
  const block = frontmatterBlock(source);
  return block ? yaml.load(block, { schema: yaml.CORE_SCHEMA }) : {};
}
