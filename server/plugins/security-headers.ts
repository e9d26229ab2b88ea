import type { FastifyInstance } from "fastify";
import { site } from "#site/facts.ts";

export type CspOptions = {
  /** Hashes ('sha256-...') of the inline scripts of the HTML file being sent. */
  scriptHashes?: readonly string[];
  production: boolean;
  /** Outside origins images may come from; by default the placeholder service's, if any. */
  imageSources?: readonly string[];
  /** Outside origins the page may show in a frame; none by default (frameSourcesFor). */
  frameSources?: readonly string[];
};

/** The embedded map's origins: its frame is inserted only when a person asks for it. */
export const mapFrameSources = ["https://www.google.com", "https://maps.google.com"];

/** The built pages that embed the map. */
const pagesWithMap = new Set(["contact/index.html"]);

/**
 * What a built HTML file may frame: the map's origins on the page that has the map, nothing
 * anywhere else, so an injected frame elsewhere cannot load even the map provider.
 */
export function frameSourcesFor(htmlFile: string): readonly string[] {
  return pagesWithMap.has(htmlFile) ? mapFrameSources : [];
}

/** The seeded image service's origin, when site.ts points placeholders at one (off by default). */
export function placeholderImageSources(template: string | null): string[] {
  if (!template) return [];
  try {
    return [new URL(template.replace(/\{\w+\}/g, "0")).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of an HTML page: no 'unsafe-inline' or 'unsafe-eval' at all.
 * Styles come from the stylesheet only; the prerendered HTML has no style attribute or element
 * (scripts/postbuild.ts refuses a build that has one), and the style changes scripts make go
 * through the CSSOM, which the policy does not govern (docs/decisions/002).
 */
export function pageCsp({
  scriptHashes = [],
  production,
  imageSources = placeholderImageSources(site.externalPlaceholderTemplate),
  frameSources = [],
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", ...imageSources],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": frameSources.length > 0 ? [...frameSources] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (production) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Responses that are not pages (API, files) need no permissions at all. */
export const resourceCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** Security headers on every response; HTML responses set their own CSP before this runs. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { production }: { production: boolean },
) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", resourceCsp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", permissionsPolicy);
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-origin");
    if (production)
      reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
    return payload;
  });
}
