/**
 * An illustration drawn as SVG into the page's own HTML (web/assets/inline/, imported with
 * `?raw`). It paints with the first frame, at any pixel density, with no request or decode: the
 * right form for a hero's art, which a phone would otherwise wait for as its largest picture.
 * Ids inside the file carry its name as a prefix, so two drawings on one page cannot collide, and
 * its root has a viewBox but no width or height, so it fills the width it is given.
 */
export function InlineArt({
  svg,
  alt,
  className = "",
}: {
  /** The file's markup: `import art from "#web/assets/inline/<name>.svg?raw"`. */
  svg: string;
  alt: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={alt}
      className={`overflow-hidden ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own SVG file, read at build
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
