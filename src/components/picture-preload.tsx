// A <link rel="preload"> for a page's largest picture, used only from Head: the browser requests
// the picture as soon as it reads the head, ahead of everything the body names before it (the
// hero's badge faces, the moved inline scripts), which on a phone otherwise take the connections
// first and hold the largest paint back.
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Preloads the candidate the picture's first <source> (WebP) offers, or its fallback <img>'s. */
export function PicturePreload({ image }: { image: IGatsbyImageData }) {
  const { sources = [], fallback } = image.images;
  const source = sources[0];
  const candidates = source ? { type: source.type, imageSrcSet: source.srcSet, imageSizes: source.sizes } : { imageSrcSet: fallback?.srcSet, imageSizes: fallback?.sizes };
  // React 18 does not know the camel-case prop; the lower-case attribute passes through.
  return <link rel="preload" as="image" {...candidates} {...{ fetchpriority: "high" }} />;
}
