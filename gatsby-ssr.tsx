// Server rendering: the same providers and layout as the browser, and the document's language.
import type { GatsbySSR } from "gatsby";

export { wrapRootElement, wrapPageElement } from "./src/theme/root-provider";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-GB", className: "dark" });
};
