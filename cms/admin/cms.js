// Starts Decap CMS with the configuration cms/config.ts builds (served as config.json), after
// registering what the bundled CMS lacks: formats that write files in the committed form (a YAML
// file whose root is a list; Markdown with frontmatter), a save hook that writes files as the
// build reads them and refuses, in the build's words, what the build would refuse
// (save-checks.js, bundled from cms/save-checks.ts), and previews in the site's look.
import { saveProblem } from "./save-checks.js";
import { YAML } from "./vendor/yaml/index.js";
import { frontmatterToText, isPlainObject, listToYaml, orderByFields, parseFrontmatter, parseYaml } from "./yaml-format.mjs";

const { CMS, h, createClass } = window;
const { config, listFormat, markdownFormat, besideTextCollections } = await fetch("config.json").then((response) => response.json());

// Decap edits a YAML file as an object of fields; a file whose root is a list is read into one
// list field and written back as the bare list. The save hook has put every key in field order.
CMS.registerCustomFormat(listFormat.name, "yaml", {
  fromFile: (text) => ({ [listFormat.field]: parseYaml(YAML, text) }),
  toFile: (data) => listToYaml(YAML, data[listFormat.field] ?? []),
});

// Articles, case studies and legal pages: the frontmatter by the same writer as the data files
// (Decap's own rewrites quoting and key order on the first save), the body exactly as typed.
CMS.registerCustomFormat(markdownFormat, "md", {
  fromFile: (text) => parseFrontmatter(YAML, text),
  toFile: (data, fieldOrder = []) => frontmatterToText(YAML, data, fieldOrder.map((name) => ({ name }))),
});

/** The fields of the collection (or, for a collection of files, the file) an entry belongs to. */
function fieldsOf(entry) {
  const collection = config.collections.find((candidate) => candidate.name === entry.get("collection"));
  if (!collection) return [];
  if (collection.fields) return collection.fields;
  return collection.files?.find((file) => file.name === entry.get("slug"))?.fields ?? [];
}

const isEmpty = (value) => value === null || value === undefined || value === "" || (typeof value === "object" && value.size === 0);

/**
 * An optional field the editor left empty is left out of the file (the build refuses an empty
 * string where a value is optional); nested objects and list items are pruned the same way, and
 * an optional object left with nothing in it is left out whole.
 */
function withoutEmptyOptionals(data, fields) {
  let result = data;
  for (const field of fields) {
    let value = result.get(field.name);
    if (field.fields && field.widget === "object" && value?.get) {
      value = withoutEmptyOptionals(value, field.fields);
      result = result.set(field.name, value);
    } else if (field.fields && field.widget === "list" && value?.map) {
      value = value.map((item) => (item?.get ? withoutEmptyOptionals(item, field.fields) : item));
      result = result.set(field.name, value);
    }
    if (field.required === false && isEmpty(value)) result = result.delete(field.name);
  }
  return result;
}

/**
 * `plain` as Immutable collections that keep their keys in order, made from empty ones of the
 * editor's own data (the bundle does not expose Immutable). Decap writes `data.toJS()`, and a
 * plain Immutable Map of more than eight keys gives them back in hash order: every service's
 * keys were shuffled on each save.
 */
function toOrderedImmutable(plain, emptyMap, emptyList) {
  if (Array.isArray(plain)) {
    return emptyList.withMutations((list) => {
      for (const item of plain) list.push(toOrderedImmutable(item, emptyMap, emptyList));
    });
  }
  if (isPlainObject(plain)) {
    return emptyMap.withMutations((map) => {
      for (const [key, value] of Object.entries(plain)) map.set(key, toOrderedImmutable(value, emptyMap, emptyList));
    });
  }
  return plain;
}

/**
 * The content as the build last checked it (content-set.json, written by the build beside this
 * page), read again for each save; undefined when there is none yet, and the rules across files
 * are then left to the build.
 */
async function publishedContent() {
  const response = await fetch("content-set.json", { cache: "no-store" }).catch(() => undefined);
  return response?.ok ? response.json() : undefined;
}

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const fields = fieldsOf(entry);
    let data = withoutEmptyOptionals(entry.get("data"), fields);
    // The image widget stores an image beside the text as `hero.jpg`; the build reads paths
    // relative to the file, `./hero.jpg`, as every existing article and case study writes it.
    if (besideTextCollections.includes(entry.get("collection"))) {
      const hero = data.get("heroImage");
      if (typeof hero === "string" && hero !== "" && !hero.startsWith("./") && !hero.startsWith("../")) {
        data = data.set("heroImage", `./${hero}`);
      }
    }
    // Every key at every depth in the order of the fields, which the committed files follow.
    const ordered = orderByFields(data.toJS(), fields);
    // Thrown, the problem stops the save: Decap shows it to the editor and keeps the entry as it is.
    const problem = saveProblem(
      { collection: entry.get("collection"), slug: entry.get("slug") ?? "", path: entry.get("path") ?? "", isNew: entry.get("newRecord") === true, data: ordered },
      await publishedContent(),
    );
    if (problem) throw new Error(problem);
    return toOrderedImmutable(ordered, data.clear().toOrderedMap(), data.toList().clear());
  },
});

// ---- Previews: the site's own layout and typography (preview.css is built from the site's palette).

const text = (entry, name) => entry.getIn(["data", name]) ?? "";
const list = (entry, name) => entry.getIn(["data", name])?.toJS?.() ?? [];
/** The image at `path`; `field` (Immutable, as Decap passes it) resolves a path by that field's own media folder. */
const assetUrl = (getAsset, path, field) => {
  if (!path) return "";
  const asset = getAsset(path, field);
  return asset ? String(asset.url ?? asset) : "";
};

function readMinutes(markdown) {
  const words = String(markdown).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

function hero(props) {
  const url = assetUrl(props.getAsset, text(props.entry, "heroImage"));
  return url ? h("img", { className: "nl-hero", src: url, alt: text(props.entry, "heroAlt") }) : null;
}

const ArticlePreview = createClass({
  render() {
    const { entry, widgetFor } = this.props;
    return h(
      "article",
      { className: "nl-page" },
      h("span", { className: "nl-badge" }, "Blog"),
      h("h1", { className: "nl-title" }, text(entry, "title")),
      h(
        "p",
        { className: "nl-meta" },
        `${text(entry, "category")} · ${readMinutes(text(entry, "body"))} Min Read`,
      ),
      hero(this.props),
      h("div", { className: "nl-prose" }, widgetFor("body")),
    );
  },
});

const CaseStudyPreview = createClass({
  render() {
    const { entry, widgetFor } = this.props;
    const quote = entry.getIn(["data", "quote"])?.toJS?.() ?? {};
    return h(
      "article",
      { className: "nl-page" },
      h("span", { className: "nl-badge" }, text(entry, "sector")),
      h("h1", { className: "nl-title" }, text(entry, "title")),
      h("p", { className: "nl-lead" }, text(entry, "summary")),
      hero(this.props),
      h(
        "dl",
        { className: "nl-metrics" },
        list(entry, "metrics").map((metric, index) =>
          h("div", { key: index }, h("dt", null, metric.label), h("dd", null, metric.value)),
        ),
      ),
      h(
        "div",
        { className: "nl-prose" },
        h("h2", null, "Overview"),
        h("p", null, text(entry, "overview")),
        h("h2", null, "Challenges"),
        h("p", null, text(entry, "challengesIntro")),
        h("ul", null, list(entry, "challenges").map((challenge, index) => h("li", { key: index }, challenge))),
        list(entry, "strategy").length > 0 && h("h2", null, "Strategy"),
        list(entry, "strategy").map((step, index) =>
          h("div", { key: index }, h("h3", null, step.title), h("p", null, step.description)),
        ),
        list(entry, "solutions").length > 0 && h("h2", null, "Solutions"),
        list(entry, "solutions").map((solution, index) =>
          h(
            "div",
            { key: index },
            h("h3", null, solution.title),
            h("ul", null, (solution.points ?? []).map((point, pointIndex) => h("li", { key: pointIndex }, point))),
          ),
        ),
        h("blockquote", null, h("p", null, quote.text), h("p", { className: "nl-cite" }, `${quote.author ?? ""}, ${quote.role ?? ""}`)),
        widgetFor("body"),
      ),
    );
  },
});

const LegalPreview = createClass({
  render() {
    const { entry, widgetFor } = this.props;
    return h(
      "article",
      { className: "nl-page" },
      h("h1", { className: "nl-title" }, text(entry, "title")),
      h("p", { className: "nl-meta" }, `Last updated ${text(entry, "lastUpdated")}`),
      h("div", { className: "nl-prose" }, widgetFor("body")),
    );
  },
});

// ---- Data-file previews: a file whose root is a list holds its items in one field.

const items = (entry) => list(entry, listFormat.field);

/** The field called `name` of each item of a list file (Immutable, from the preview's `fields`). */
const itemField = (fields, name) =>
  fields?.find((field) => field.get("name") === listFormat.field)?.get("fields")?.find((field) => field.get("name") === name);

/** A two-part heading as the site draws it: the highlighted first words in the accent colour. */
const splitHeading = (level, highlight, heading) =>
  h(level, { className: "nl-heading" }, h("span", { className: "nl-highlight" }, highlight ?? ""), ` ${heading ?? ""}`);

const FaqsPreview = createClass({
  render() {
    return h(
      "div",
      { className: "nl-page nl-page-wide" },
      items(this.props.entry).map((set, setIndex) =>
        h(
          "section",
          { key: setIndex, className: "nl-section" },
          h("p", { className: "nl-eyebrow" }, `FAQ set: ${set.id ?? ""}`),
          splitHeading("h2", set.highlight, set.heading),
          (set.items ?? []).map((item, index) =>
            h("details", { key: index, className: "nl-faq", open: true }, h("summary", null, item.question), h("p", null, item.answer)),
          ),
        ),
      ),
    );
  },
});

const ServicesPreview = createClass({
  render() {
    const { entry, fields, getAsset } = this.props;
    const services = [...items(entry)].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    return h(
      "div",
      { className: "nl-page nl-page-wide" },
      h("h1", { className: "nl-title" }, "Services"),
      h(
        "ul",
        { className: "nl-cards" },
        services.map((service, index) => {
          const image = assetUrl(getAsset, service.image, itemField(fields, "image"));
          return h(
            "li",
            { key: index, className: "nl-card" },
            image && h("img", { src: image, alt: service.imageAlt ?? "" }),
            h("h3", null, service.name),
            h("p", null, service.cardDescription),
            h("ul", null, (service.hero?.bulletPoints ?? []).map((point, pointIndex) => h("li", { key: pointIndex }, point))),
          );
        }),
      ),
    );
  },
});

const StatsPreview = createClass({
  render() {
    return h(
      "div",
      { className: "nl-page nl-page-wide" },
      h(
        "ul",
        { className: "nl-cards" },
        items(this.props.entry).map((stat, index) =>
          h(
            "li",
            { key: index, className: "nl-card" },
            h("p", { className: "nl-stat-value" }, stat.value),
            h("p", { className: "nl-stat-label" }, stat.label),
            h("p", null, stat.description),
          ),
        ),
      ),
    );
  },
});

const TeamPreview = createClass({
  render() {
    const { entry, fields, getAsset } = this.props;
    return h(
      "div",
      { className: "nl-page nl-page-wide" },
      items(entry).map((member, index) => {
        const portrait = assetUrl(getAsset, member.image, itemField(fields, "image"));
        return h(
          "article",
          { key: index, className: `nl-member nl-tone-${member.bg ?? "lime"}` },
          portrait ? h("img", { src: portrait, alt: member.imageAlt ?? "" }) : h("span"),
          h(
            "div",
            null,
            h("h3", null, member.name),
            h("p", { className: "nl-role" }, member.role),
            h("p", null, member.experience),
            h("p", null, member.bio),
          ),
        );
      }),
    );
  },
});

CMS.registerPreviewStyle(new URL("preview.css", window.location.href).href);
CMS.registerPreviewTemplate("blog", ArticlePreview);
CMS.registerPreviewTemplate("case-studies", CaseStudyPreview);
CMS.registerPreviewTemplate("legal", LegalPreview);
// A file of a collection of files is named by its own name.
CMS.registerPreviewTemplate("faqs", FaqsPreview);
CMS.registerPreviewTemplate("services", ServicesPreview);
CMS.registerPreviewTemplate("stats", StatsPreview);
CMS.registerPreviewTemplate("team", TeamPreview);

CMS.init({ config });
