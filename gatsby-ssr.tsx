// Server rendering: the same providers and layout as the browser, the page's styles in <head>, and
// the document's language.
import type { GatsbySSR } from "gatsby";

import { renderWithExtractedStyles } from "./src/theme/emotion-ssr";
import { wrapSitePage } from "./src/components/layout/page-wrapper";

// Written out, not re-exported: Gatsby's HTML renderer bundle kept only this file's own exports.
export const wrapPageElement = wrapSitePage;

export const replaceRenderer = renderWithExtractedStyles;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-GB", className: "dark" });
};
