// gatsby-plugin-manifest's options: the web manifest and every favicon and app icon, generated
// from the one source logo, in the brand's colours and under the names in content/data/site.yaml.
import { palette } from "../theme/palette";

export const BRAND_ICON = "content/images/brand/icon.png";

export function webManifestOptions(site: { name: string; shortName: string; description: string; locale: string }) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: site.locale,
    start_url: "/",
    display: "standalone",
    // The page background (the theme's `bg` token), so the splash screen and the browser's bar
    // match the dark header rather than flashing another colour.
    background_color: palette.ink[900],
    theme_color: palette.ink[900],
    icon: BRAND_ICON,
  };
}
