import { site } from "#site/facts.ts";

/** FNV-1a: a small, stable hash so the same seed always draws the same picture. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const palettes = [
  ["#0b1324", "#2453e6", "#93b4ff"],
  ["#121c33", "#3d6bff", "#bfd4ff"],
  ["#1c2845", "#6690ff", "#dbe7ff"],
  ["#0b1324", "#1c41bd", "#6690ff"],
] as const;

/**
 * A deterministic abstract picture for a seed, as an SVG data URI: what a failed image turns
 * into. It is drawn here, so no request leaves the browser.
 */
export function placeholderSvg(seed: string, width = 800, height = 600): string {
  const h = hash(seed);
  const [bg, mid, light] = palettes[h % palettes.length]!;
  const cx = 20 + (h % 60);
  const cy = 20 + ((h >>> 8) % 60);
  const r = 25 + ((h >>> 16) % 30);
  const angle = (h >>> 4) % 180;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 75" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="100" height="75" fill="url(#g)"/><circle cx="${cx}" cy="${cy * 0.75}" r="${r}" fill="${light}" fill-opacity=".18"/><circle cx="${100 - cx}" cy="${75 - cy * 0.5}" r="${r * 0.6}" fill="${light}" fill-opacity=".12"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The replacement for a failed image: local by default, a seeded image service if configured. */
export function placeholderUrl(seed: string, width: number, height: number): string {
  const template = site.externalPlaceholderTemplate;
  if (template) {
    return template
      .replace("{seed}", encodeURIComponent(seed))
      .replace("{width}", String(width))
      .replace("{height}", String(height));
  }
  return placeholderSvg(seed, width, height);
}
