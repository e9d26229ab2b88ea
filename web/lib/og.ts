/**
 * Where a page's Open Graph image lives. The build (scripts/build/seo-assets.ts) draws one 1200×630
 * JPEG per canonical page at this path, and the page's meta tags point to it.
 */
export const ogImageSize = { width: 1200, height: 630 } as const;

export function ogImagePath(canonicalPath: string): string {
  const name =
    canonicalPath === "/" ? "home" : canonicalPath.replace(/^\/+|\/+$/g, "").replace(/\//g, "--");
  return `/og/${name}.jpg`;
}
