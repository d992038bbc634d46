// A responsive picture from gatsby-plugin-image's data (WebP sources, sizes, blurred
// placeholder), rendered as plain HTML with no browser code. GatsbyImage itself fetches
// react-dom/server (about 18 KB gzip) on every page after hydration to re-render images the
// server already rendered; this component needs nothing after the HTML arrives.
import type * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface SiteImageProps {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /** "eager" for an image above the fold; everything else waits until it nears the viewport. */
  loading?: "eager" | "lazy";
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

export function SiteImage({ image, alt, loading = "lazy", fetchPriority, className, style }: SiteImageProps) {
  if (!image) return null;
  const { fallback, sources = [] } = image.images;
  return (
    // data-gatsby-image-wrapper: the same hook the browser tests and gatsby-plugin-image's CSS use.
    <div data-gatsby-image-wrapper="" className={className} style={{ ...wrapperStyle(image), ...style }}>
      <picture>
        {sources.map((source) => (
          <source key={source.type ?? source.media} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          // React 18 does not know the camel-case prop; the lower-case attribute passes through.
          {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
          style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
        />
      </picture>
    </div>
  );
}
