// Every data file the CMS edits is a declared content type, and every declared data type has its file in the CMS.
import { collections } from "../../../cms/config";
import { DATA_TYPES } from "../../../src/content-types";
import { yamlTypeName } from "../../../src/node/content-files";

test("the CMS edits one file per data content type", () => {
  const files = collections.flatMap((collection) => collection.files ?? []);
  expect(files.map((file) => yamlTypeName(file.file)).sort()).toEqual(Object.keys(DATA_TYPES).sort());
});
