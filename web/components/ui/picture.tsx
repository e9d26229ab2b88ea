import { useEffect, useRef, useState } from "react";
import { placeholderUrl } from "#web/lib/placeholder.ts";

/** One picture as scripts/build/build-images.ts writes it into web/assets/generated/index.ts. */
export type GeneratedImage = {
  /** The artwork's own size: its aspect ratio reserves the space before the file arrives. */
  width: number;
  height: number;
  /** srcset strings, widest last */
  avif: string;
  webp: string;
  /** For the rare browser that takes neither format. */
  fallback: string;
};

/**
 * A responsive <picture>: AVIF, then WebP, then a JPEG, at the width the layout asks for
 * (`sizes`). Lazy unless `priority`. Like SmartImage it never shows a broken box: a failed
 * image becomes the locally drawn placeholder.
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  seed,
  className = "",
  pictureClassName = "contents",
}: {
  image: GeneratedImage;
  alt: string;
  /** The rendered width per breakpoint, as in the `sizes` attribute. */
  sizes?: string;
  priority?: boolean;
  seed?: string;
  className?: string;
  pictureClassName?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An image can fail before hydration, when React's onError is not yet attached.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (failed) {
    return (
      <img
        src={placeholderUrl(seed ?? image.fallback, image.width, image.height)}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        data-failed=""
      />
    );
  }

  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        ref={ref}
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed(true)}
        className={className}
      />
    </picture>
  );
}
