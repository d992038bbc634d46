// Starts Decap CMS with the configuration cms/config.ts builds (served as config.json), after
// registering what the bundled CMS lacks: a format for YAML files whose root is a list, a save
// hook that writes files as the build reads them, and previews in the site's typography.
import { YAML } from "./vendor/yaml/index.js";
import { listToYaml, parseYaml } from "./yaml-format.mjs";

const { CMS, h, createClass } = window;
const { config, listFormat, besideTextCollections } = await fetch("config.json").then((response) => response.json());

// Decap edits a YAML file as an object of fields; a file whose root is a list is read into one
// list field and written back as the bare list.
CMS.registerCustomFormat(listFormat.name, "yaml", {
  fromFile: (text) => ({ [listFormat.field]: parseYaml(YAML, text) }),
  toFile: (data) => listToYaml(YAML, data[listFormat.field] ?? []),
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
 * string where a value is optional); nested objects and list items are pruned the same way.
 */
function withoutEmptyOptionals(data, fields) {
  let result = data;
  for (const field of fields) {
    const value = result.get(field.name);
    if (field.required === false && isEmpty(value)) {
      result = result.delete(field.name);
    } else if (field.fields && field.widget === "object" && value?.get) {
      result = result.set(field.name, withoutEmptyOptionals(value, field.fields));
    } else if (field.fields && field.widget === "list" && value?.map) {
      result = result.set(field.name, value.map((item) => (item?.get ? withoutEmptyOptionals(item, field.fields) : item)));
    }
  }
  return result;
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    let data = withoutEmptyOptionals(entry.get("data"), fieldsOf(entry));
    // The image widget stores an image beside the text as `hero.jpg`; the build reads paths
    // relative to the file, `./hero.jpg`, as every existing article and case study writes it.
    if (besideTextCollections.includes(entry.get("collection"))) {
      const hero = data.get("heroImage");
      if (typeof hero === "string" && hero !== "" && !hero.startsWith("./") && !hero.startsWith("../")) {
        data = data.set("heroImage", `./${hero}`);
      }
    }
    return data;
  },
});

// ---- Previews: the site's own layout and typography (preview.css is built from the site's palette).

const text = (entry, name) => entry.getIn(["data", name]) ?? "";
const list = (entry, name) => entry.getIn(["data", name])?.toJS?.() ?? [];
const assetUrl = (getAsset, path) => {
  if (!path) return "";
  const asset = getAsset(path);
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

CMS.registerPreviewStyle(new URL("preview.css", window.location.href).href);
CMS.registerPreviewTemplate("blog", ArticlePreview);
CMS.registerPreviewTemplate("case-studies", CaseStudyPreview);
CMS.registerPreviewTemplate("legal", LegalPreview);

CMS.init({ config });
