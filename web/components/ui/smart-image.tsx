import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { placeholderUrl } from "#web/lib/placeholder.ts";

export type SmartImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "onError"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once with high priority. Otherwise the image loads lazily. */
  priority?: boolean;
  /**
   * What a failed image becomes: a locally drawn placeholder (pictures), or nothing at all
   * (logos and badges, where a stand-in picture would mislead).
   */
  onFailure?: "placeholder" | "hide";
  /** Seed of the placeholder; defaults to the source. */
  seed?: string;
};

/** An image that never shows a broken box and never shifts the layout. */
export function SmartImage({
  src,
  alt,
  width,
  height,
  priority = false,
  onFailure = "placeholder",
  seed,
  ...rest
}: SmartImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An image can fail before hydration, when React's onError is not yet attached.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (failed && onFailure === "hide") return null;

  return (
    <img
      ref={ref}
      src={failed ? placeholderUrl(seed ?? src, width, height) : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      data-failed={failed ? "" : undefined}
      {...rest}
    />
  );
}
