// How the CMS writes YAML, shared by the admin page (cms.js) and Node (cms/write-data-files.mjs),
// given the same `yaml` package Decap CMS writes its own YAML with. The data files are kept in
// exactly this form, so a save rewrites only what the editor changed.

/** Decap's own YAML writer: a document of `data`, top-level keys in the order of the fields. */
export function mapToYaml(YAML, data, fieldOrder = []) {
  const contents = YAML.createNode(data);
  contents.items.sort((a, b) => {
    const indexA = fieldOrder.indexOf(a.key?.toString());
    const indexB = fieldOrder.indexOf(b.key?.toString());
    return indexA === -1 || indexB === -1 ? 0 : indexA - indexB;
  });
  const doc = new YAML.Document();
  doc.contents = contents;
  return doc.toString();
}

/** A file whose root is a list, written as Decap writes any list. */
export function listToYaml(YAML, items) {
  const doc = new YAML.Document();
  doc.contents = YAML.createNode(items);
  return doc.toString();
}

/** Parsed as Decap parses YAML: the YAML 1.2 core schema, errors thrown. */
export function parseYaml(YAML, text) {
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join("\n")}`);
  return doc.toJSON();
}
