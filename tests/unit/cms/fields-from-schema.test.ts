// The CMS's Markdown collections are generated from the content types' schemas and their labels:
// held here to the hand-written collections they replace, field by field.
import { collections } from "../../../cms/config";
import { cmsFieldsOf } from "../../../cms/fields-from-schema";
import { MARKDOWN_KINDS } from "../../../src/content-types";

test.each(Object.entries(MARKDOWN_KINDS))("%s: the generated fields equal the hand-written ones", (name, kind) => {
  const written = collections.find((collection) => collection.name === name)?.fields?.filter((field) => field.name !== "body");
  expect(cmsFieldsOf(kind.frontmatter)).toEqual(written);
});
