// After the build, moves the inline scripts Gatsby and its plugins write into same-origin files, so
// the Content-Security-Policy allows scripts from 'self' only, with no 'unsafe-inline' and no
// hashes. Each script is recognised by what it is; any other inline script fails the build, naming
// the page, since moving it would let it run.
//
// Why after the build, on the finished files: Gatsby writes `window.pagePath=...` into each page
// and stitches `window.___chunkMapping=...` and `window.___webpackCompilationHash=...` (changing
// with every build) into every page from its scripts slice after rendering, out of reach of
// gatsby-ssr. A fixed list of hashes in gatsby-config cannot allow text that changes per page and
// per build; a file named by the hash of its text is allowed by 'self', cached for good, and
// never goes stale. gatsby-plugin-image's inline module scripts move the same way.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { createRequire } from "node:module";
import { parse } from "parse5";
import type { ReactElement } from "react";
import { escapeAttribute } from "../lib/escape-html";
import { externalisedScriptsDir } from "../lib/security-headers";

export interface HtmlAttribute {
  name: string;
  value: string;
}

export interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: HtmlAttribute[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
  /** Offsets into the parsed text; endTag for elements closed by one (</head>). */
  sourceCodeLocation?: {
    startOffset: number;
    endOffset: number;
    startTag?: { endOffset: number };
    endTag?: { startOffset: number };
  };
}

/** A change to a text: replace [start, end) by markup (start = end inserts). */
export interface TextEdit {
  start: number;
  end: number;
  markup: string;
}

/** Applies edits that do not overlap, last first, so each one's offsets still hold. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let result = text;
  for (const { start, end, markup } of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + markup + result.slice(end);
  }
  return result;
}

// Script types a browser runs; data blocks (JSON-LD) are not scripts to a CSP and stay inline.
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** True for a <script> the browser runs (inline or not); false for data blocks such as JSON-LD. */
export function isExecutableScript(element: HtmlNode): boolean {
  const type = element.attrs?.find((attr) => attr.name === "type")?.value.trim().toLowerCase() ?? "";
  return element.tagName === "script" && executableTypes.has(type);
}

/** Every element of a parsed document, template contents included, in document order. */
export function* elements(node: HtmlNode): Generator<HtmlNode> {
  if (node.tagName) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  if (node.content) yield* elements(node.content);
}

const scriptStartTags = /<script\b([^>]*)>/gi;

/**
 * False only when every script start tag on the page names a src or has a type that is not
 * executable (JSON-LD), which is what a page already rewritten looks like. Anything else, odd
 * markup included (single quotes, no quotes), says true and goes through the full parse. Note
 * that Gatsby stitches its scripts slice (chunk mapping, compilation hash) into every page on
 * every build, warm ones included, so after a build nearly every page is parsed: what made that
 * cheaper was parse5 7 (27 pages: ~0.9 s with parse5 6, ~0.35 s with 7).
 */
function mayHoldInlineScript(html: string): boolean {
  for (const [, attributes = ""] of html.matchAll(scriptStartTags)) {
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!/\ssrc="/.test(attributes) && executableTypes.has(type)) return true;
  }
  return false;
}

/** A JSON string literal, as JSON.stringify writes one (no raw line breaks). */
const JSON_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;

/** True when `value` is JSON text, so the statement that assigns it runs no code. */
function isJson(value: string | undefined): boolean {
  if (value === undefined) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The script's text without the CDATA comments Gatsby wraps some in, and without outer spaces. */
const unwrapped = (text: string) => text.trim().replace(/^\/\*<!\[CDATA\[\*\/([\s\S]*)\/\*\]\]>\*\/$/, "$1").trim();

const pagePathScript = new RegExp(
  `^window\\.pagePath=(${JSON_STRING});(?:window\\.___webpackCompilationHash="[0-9a-f]+";)?$`,
);

/**
 * The text gatsby-plugin-image's documented server API (onRenderBody) writes as its one inline
 * module script, read from the plugin itself so an upgrade that changes it still matches.
 */
function imagePluginScripts(): Set<string> {
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
  const plugin = projectRequire("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody(args: { setHeadComponents(components: ReactElement[]): void }): void;
  };
  const texts = new Set<string>();
  plugin.onRenderBody({
    setHeadComponents: (components) => {
      for (const component of components) {
        const props = component.props as { dangerouslySetInnerHTML?: { __html?: string } };
        const html = props.dangerouslySetInnerHTML?.__html;
        if (component.type === "script" && html) texts.add(html);
      }
    },
  });
  return texts;
}

let knownImagePluginScripts: Set<string> | undefined;

/**
 * What wrote an inline script, or undefined for a script no part of the build is known to write.
 * Gatsby writes three, each nothing but assignments of JSON data to its globals: the page's path
 * (with the compilation hash when slices are off), the chunk mapping, and the compilation hash in
 * its scripts slice. gatsby-plugin-image writes one module script, compared whole.
 */
export function inlineScriptWriter(attrs: readonly HtmlAttribute[], text: string): string | undefined {
  const id = attrs.find((attr) => attr.name === "id")?.value;
  const type = attrs.find((attr) => attr.name === "type")?.value.trim().toLowerCase() ?? "";
  const statement = unwrapped(text);
  if (id === "gatsby-script-loader" && isJson(pagePathScript.exec(statement)?.[1])) return "Gatsby's page path";
  if (id === "gatsby-chunk-mapping" && isJson(/^window\.___chunkMapping=([\s\S]*);$/.exec(statement)?.[1])) {
    return "Gatsby's chunk mapping";
  }
  if (id === undefined && /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(statement)) {
    return "Gatsby's compilation hash";
  }
  knownImagePluginScripts ??= imagePluginScripts();
  if (type === "module" && knownImagePluginScripts.has(text)) return "gatsby-plugin-image";
  return undefined;
}

export interface ExternalisedPage {
  html: string;
  /** The moved scripts by file name (the hash of their text), to be written under the folder. */
  scripts: Map<string, string>;
  /** The start of each inline script nothing is known to write, left where it was. */
  unknownScripts: string[];
}

/**
 * Where an executable inline script stands in a page's text: the whole element [start, end), its
 * text [textStart, textEnd), and its attributes. Its text is read from the page at those offsets
 * (a script's text is raw text: no character references are decoded in it).
 */
export interface InlineScriptPlace {
  start: number;
  end: number;
  textStart: number;
  textEnd: number;
  attrs: HtmlAttribute[];
}

/**
 * The executable inline scripts of a page, in document order. Parsed with parse5 (the HTML
 * standard's parsing), so a script inside <noscript>, which never runs, is not one. This parse is
 * the costly part of the move.
 */
export function findInlineScripts(html: string): InlineScriptPlace[] {
  if (!mayHoldInlineScript(html)) return [];
  const document = parse(html, { sourceCodeLocationInfo: true }) as HtmlNode;
  const found: InlineScriptPlace[] = [];
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    if (!isExecutableScript(element) || !location?.startTag) continue;
    const attrs = element.attrs ?? [];
    if (attrs.some((attr) => attr.name === "src")) continue;
    const textEnd = location.endTag?.startOffset ?? location.endOffset;
    found.push({ start: location.startOffset, end: location.endOffset, textStart: location.startTag.endOffset, textEnd, attrs });
  }
  return found;
}

/**
 * Replaces each inline executable script of a page by a `<script src>` with the same other
 * attributes, at the same place. Order is kept: a classic script without async or defer still
 * blocks the parser until it has run, so Gatsby's globals exist before its async bundles run; a
 * module script stays deferred. Identical module scripts (one after each image) run once per
 * document from one URL; they act on every image on the page, so once is enough. A script not
 * recognised by inlineScriptWriter is not moved, and is reported. `found` is the page's
 * findInlineScripts, when it is already known.
 */
export function externaliseInlineScripts(html: string, pathPrefix = "", found = findInlineScripts(html)): ExternalisedPage {
  const scripts = new Map<string, string>();
  const unknownScripts: string[] = [];
  const replacements: TextEdit[] = [];
  for (const place of found) {
    const move = movedScript(html, place, pathPrefix);
    if (!move) {
      unknownScripts.push(html.slice(place.textStart, place.textEnd).trim().slice(0, 80));
      continue;
    }
    scripts.set(move.fileName, move.text);
    replacements.push(move.edit);
  }
  return { html: applyEdits(html, replacements), scripts, unknownScripts };
}

interface MovedScript {
  writer: string;
  fileName: string;
  text: string;
  edit: TextEdit;
}

/** A script's file name under the externalised scripts folder: the hash of its text, so it is cached for good. */
export const scriptFileName = (text: string): string => `${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`;

/** The `<script src>` that takes the place of a known inline script, or undefined for an unknown one. */
function movedScript(html: string, { start, end, textStart, textEnd, attrs }: InlineScriptPlace, pathPrefix: string): MovedScript | undefined {
  const text = html.slice(textStart, textEnd);
  const writer = inlineScriptWriter(attrs, text);
  if (!writer) return undefined;
  const fileName = scriptFileName(text);
  const src = `${pathPrefix}/${externalisedScriptsDir}/${fileName}`;
  const kept = attrs.map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`).join("");
  return { writer, fileName, text, edit: { start, end, markup: `<script${kept} src="${src}"></script>` } };
}

/** What Gatsby writes into every page again on every build, from its scripts slice. */
const WRITTEN_AGAIN_EVERY_BUILD = new Set(["Gatsby's chunk mapping", "Gatsby's compilation hash"]);

/**
 * The page the next build hands over if it does not render this one again: this page as moved,
 * with Gatsby's scripts slice written in again, and where its inline scripts then stand. Each
 * moved script is a whole element replaced by a whole element, so the others keep their parse and
 * only shift by the lengths changed before them. Undefined for a page with an unknown script.
 */
function pageAsNextBuildWritesIt(html: string, found: readonly InlineScriptPlace[], pathPrefix: string) {
  const edits: TextEdit[] = [];
  const places: InlineScriptPlace[] = [];
  let shift = 0;
  for (const place of found) {
    const move = movedScript(html, place, pathPrefix);
    if (!move) return undefined;
    if (WRITTEN_AGAIN_EVERY_BUILD.has(move.writer)) {
      places.push({ ...place, start: place.start + shift, end: place.end + shift, textStart: place.textStart + shift, textEnd: place.textEnd + shift });
    } else {
      edits.push(move.edit);
      shift += move.edit.markup.length - (move.edit.end - move.edit.start);
    }
  }
  return { html: applyEdits(html, edits), places };
}

/** Pages holding inline scripts nothing in the build is known to write: the build must not publish them. */
export class UnknownInlineScriptsError extends Error {
  constructor(readonly pages: { page: string; scripts: string[] }[]) {
    super(
      [
        "Inline scripts that neither Gatsby nor its plugins write (content must not carry scripts):",
        ...pages.flatMap(({ page, scripts }) => [`  ${page}:`, ...scripts.map((script) => `    - ${script}`)]),
      ].join("\n"),
    );
    this.name = "UnknownInlineScriptsError";
  }
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    // Not page-data/404.html/, a folder.
    .filter((file) => file.endsWith(".html") && fs.statSync(file).isFile());
}

/**
 * The places of the inline scripts found on each page, by pageKey. Gatsby stitches its scripts
 * slice into every page again on every build, so after a build every page holds inline scripts
 * once more, most of them where the build before found them: their places are taken from here
 * instead of parsing the page again. Only the places are kept; the scripts' text is read from the
 * page, and which of them move, and the failure of an unknown one, are decided afresh every build.
 */
export type InlineScriptsByPage = ReadonlyMap<string, readonly InlineScriptPlace[]>;

/**
 * The compilation hash Gatsby writes into every page as a JavaScript string: it changes with every
 * build even when the page does not. Hex digits inside a script's string cannot change how the page
 * parses, and the digits are replaced one for one, so every offset stays where it was.
 */
const compilationHashValue = /(___webpackCompilationHash=")([0-9a-f]+)(")/g;

/** A page's text, its compilation hash aside, as a SHA-256. */
export const pageKey = (html: string): string =>
  createHash("sha256")
    .update(html.replace(compilationHashValue, (_match, before: string, hash: string, after: string) => before + "0".repeat(hash.length) + after))
    .digest("hex");

/**
 * Rewrites every HTML file under public/ (pages and Gatsby's slice fragments) and keeps exactly
 * the script files they name: an incremental build leaves unchanged pages as they were, already
 * pointing at files from an earlier build, so files are removed only once no page names them.
 * Returns where the inline scripts stand on this build's pages, and on each page as the next
 * build writes it if it does not render the page again, for the next build's `known`.
 * `finishPage` makes the last change to each page, after the move, in the same pass.
 * Throws UnknownInlineScriptsError, naming each page, when any page holds a script it does not know.
 */
export function externaliseInlineScriptsIn(
  publicDir: string,
  pathPrefix = "",
  known: InlineScriptsByPage = new Map(),
  finishPage: (html: string) => string = (html) => html,
): Map<string, readonly InlineScriptPlace[]> {
  const scriptsDir = path.join(publicDir, externalisedScriptsDir);
  fs.mkdirSync(scriptsDir, { recursive: true });
  const referenced = new Set<string>();
  const unknown: { page: string; scripts: string[] }[] = [];
  const foundNow = new Map<string, readonly InlineScriptPlace[]>();
  const namesScript = new RegExp(`/${externalisedScriptsDir}/([0-9a-f]{20}\\.js)"`, "g");
  for (const file of htmlFiles(publicDir)) {
    const original = fs.readFileSync(file, "utf8");
    const key = pageKey(original);
    const found = known.get(key) ?? findInlineScripts(original);
    foundNow.set(key, found);
    const next = pageAsNextBuildWritesIt(original, found, pathPrefix);
    if (next) foundNow.set(pageKey(next.html), next.places);
    const moved = externaliseInlineScripts(original, pathPrefix, [...found]);
    const { scripts, unknownScripts } = moved;
    const html = finishPage(moved.html);
    if (unknownScripts.length > 0) unknown.push({ page: path.relative(publicDir, file), scripts: unknownScripts });
    for (const [fileName, text] of scripts) fs.writeFileSync(path.join(scriptsDir, fileName), text);
    if (html !== original) fs.writeFileSync(file, html);
    for (const match of html.matchAll(namesScript)) referenced.add(match[1] as string);
  }
  for (const fileName of fs.readdirSync(scriptsDir)) {
    if (!referenced.has(fileName)) fs.rmSync(path.join(scriptsDir, fileName));
  }
  if (unknown.length > 0) throw new UnknownInlineScriptsError(unknown);
  return foundNow;
}

/** The key of the pages' inline scripts in the site's Gatsby cache (kept in .cache between builds). */
const INLINE_SCRIPTS_CACHE_KEY = "inline-scripts-by-page";

/** The site's folder and the prefix its URLs take in this build. */
export function siteOfBuild(store: BuildArgs["store"]): { directory: string; pathPrefix: string } {
  const { program, config } = store.getState() as {
    program: { directory: string; prefixPaths?: boolean };
    config: { pathPrefix?: string };
  };
  return { directory: program.directory, pathPrefix: program.prefixPaths ? (config.pathPrefix ?? "") : "" };
}

export async function externaliseInlineScriptsOfBuild(
  { store, reporter, cache }: Pick<BuildArgs, "store" | "reporter" | "cache">,
  finishPage?: (html: string) => string,
): Promise<void> {
  const { directory, pathPrefix } = siteOfBuild(store);
  const known = new Map((await cache.get(INLINE_SCRIPTS_CACHE_KEY)) as [string, InlineScriptPlace[]][] | undefined);
  try {
    const found = externaliseInlineScriptsIn(path.join(directory, "public"), pathPrefix, known, finishPage);
    await cache.set(INLINE_SCRIPTS_CACHE_KEY, [...found]);
  } catch (error) {
    if (!(error instanceof UnknownInlineScriptsError)) throw error;
    reporter.panicOnBuild(error.message);
  }
}
