// A responsive picture from gatsby-plugin-image's data (WebP sources, sizes, blurred
// placeholder), rendered as plain HTML. GatsbyImage itself fetches react-dom/server (about 18 KB
// gzip) on every page after hydration to re-render images the server already rendered.
//
// A picture below the fold is not in the server HTML as a picture at all, only as its blurred
// placeholder (and a <noscript> copy for browsers without JavaScript): Chromium fetches a
// `loading="lazy"` image as soon as it is within a few thousand pixels of the viewport, so on a
// phone every picture in the first three or four screens would download with the page and slow
// its largest paint. The picture is rendered once it comes near the viewport instead.
import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { escapeAttribute } from "../../lib/escape-html";
import { useNearViewport } from "../../lib/use-near-viewport";

/** How near the viewport a picture may come before it is fetched: a screen's height, above or below. */
const PICTURE_MARGIN = "100% 0px";

/**
 * Set by a component whose pictures must load together when it nears the viewport, such as a
 * carousel whose hidden slides, clipped by its track, would otherwise wait until each slides in.
 * Null outside one.
 */
export const NearViewportGroup = React.createContext<boolean | null>(null);

/** True once `ref`'s element is near enough for its pictures to load: the value for NearViewportGroup. */
export const usePicturesNear = (ref: React.RefObject<Element | null>) => useNearViewport(ref, PICTURE_MARGIN);

/**
 * - "eager": fetched with the page; for a picture in the first viewport at every width.
 * - "lazy": the browser's own lazy loading, in the server HTML; for a picture in the first
 *   viewport at some widths only, since it starts before the page's scripts run.
 * - "when-near": rendered (and fetched) once it nears the viewport, or once the carousel or group
 *   around it does (NearViewportGroup).
 */
export type SiteImageLoading = "eager" | "lazy" | "when-near";

interface SiteImageProps {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  loading?: SiteImageLoading;
  /** "high" for the image that is the page's largest paint, so the browser fetches it first. */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  style?: React.CSSProperties;
}

/** The box the image keeps before it loads, so nothing moves when it arrives. */
function wrapperStyle(image: IGatsbyImageData): React.CSSProperties {
  // A blurred copy shows through a transparent PNG once it has loaded, so only opaque formats get one.
  const transparent = /\.png(\?|$)/i.test(image.images.fallback?.src ?? "");
  const placeholder = transparent ? undefined : image.placeholder?.fallback;
  const fill = placeholder
    ? { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" }
    : image.backgroundColor
      ? { backgroundColor: image.backgroundColor }
      : {};
  const box: React.CSSProperties =
    image.layout === "fixed"
      ? { width: image.width, height: image.height }
      : image.layout === "constrained"
        ? { maxWidth: image.width, aspectRatio: `${image.width} / ${image.height}` }
        : { width: "100%", aspectRatio: `${image.width} / ${image.height}` };
  return { position: "relative", display: image.layout === "fixed" ? "inline-block" : "block", overflow: "hidden", ...box, ...fill };
}

/** The <img> and its <source>s, as React props: rendered by React, or written into <noscript>. */
function pictureProps(image: IGatsbyImageData, alt: string, loading: "eager" | "lazy", fetchPriority: SiteImageProps["fetchPriority"]) {
  const { fallback, sources = [] } = image.images;
  return {
    sources: sources.map((source) => ({ type: source.type, media: source.media, srcSet: source.srcSet, sizes: source.sizes })),
    img: {
      src: fallback?.src,
      srcSet: fallback?.srcSet,
      sizes: fallback?.sizes,
      width: image.width,
      height: image.height,
      alt,
      loading,
      decoding: "async" as const,
      // React 18 does not know the camel-case prop; the lower-case attribute passes through.
      ...(fetchPriority ? { fetchpriority: fetchPriority } : {}),
    },
  };
}

const IMG_STYLE = { display: "block", width: "100%", height: "100%", objectFit: "cover" } as const;

/** React props as HTML attributes: `srcSet` as `srcset`, the style as a declaration list. */
function htmlAttributes(props: Record<string, string | number | undefined>, style?: Record<string, string>): string {
  const attributes = Object.entries(props)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name.toLowerCase()}="${escapeAttribute(String(value))}"`);
  if (style) {
    const declarations = Object.entries(style).map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`);
    attributes.push(`style="${escapeAttribute(declarations.join(";"))}"`);
  }
  return attributes.join(" ");
}

/** The picture as HTML, for <noscript>: what a browser without JavaScript shows. */
function pictureHtml(picture: ReturnType<typeof pictureProps>): string {
  const sources = picture.sources.map((source) => `<source ${htmlAttributes(source)}>`).join("");
  return `<picture>${sources}<img ${htmlAttributes(picture.img, IMG_STYLE)}></picture>`;
}

export function SiteImage({ image, alt, loading = "when-near", fetchPriority, className, style }: SiteImageProps) {
  const wrapper = React.useRef<HTMLDivElement>(null);
  const group = React.useContext(NearViewportGroup);
  const deferred = loading === "when-near";
  const nearItself = useNearViewport(wrapper, PICTURE_MARGIN, deferred && group === null);
  if (!image) return null;
  const picture = pictureProps(image, alt, deferred ? "lazy" : loading, fetchPriority);
  const shown = !deferred || (group ?? nearItself);
  // Until the picture is rendered, the box stands for it, so assistive technology still reads its text.
  const standIn = !shown && alt ? { role: "img", "aria-label": alt } : {};
  return (
    // data-gatsby-image-wrapper: the same hook the browser tests and gatsby-plugin-image's CSS use.
    <div ref={wrapper} data-gatsby-image-wrapper="" className={className} style={{ ...wrapperStyle(image), ...style }} {...standIn}>
      {shown ? (
        <picture>
          {picture.sources.map((source) => (
            <source key={source.type ?? source.media} {...source} />
          ))}
          <img {...picture.img} alt={alt} style={IMG_STYLE} />
        </picture>
      ) : (
        <noscript dangerouslySetInnerHTML={{ __html: pictureHtml(picture) }} />
      )}
    </div>
  );
}
