// The CMS's data-file fields are generated from the content types' schemas and their labels:
// held here to the hand-written ones they replace, file by file and field by field.
import { collections } from "../../../cms/config";
import { dataFileFields } from "../../../cms/fields-from-schema";
import { DATA_TYPES } from "../../../src/content-types";
import { yamlTypeName } from "../../../src/node/content-files";

const files = collections.flatMap((collection) => collection.files ?? []);

test("every data file has a content type", () => {
  expect(files.map((file) => yamlTypeName(file.file)).sort()).toEqual(Object.keys(DATA_TYPES).sort());
});

test.each(files.map((file) => [file.file, file] as const))("%s: the generated fields equal the hand-written ones", (_name, file) => {
  const type = DATA_TYPES[yamlTypeName(file.file)];
  expect(type && dataFileFields(type)).toEqual(file.fields);
});
