import type { FastifyInstance } from "fastify";
import { site } from "#web/content/site";

export type CspOptions = {
  /** Hashes ('sha256-...') of the inline scripts of the HTML file being sent. */
  scriptHashes?: readonly string[];
  production: boolean;
  /** Outside origins images may come from; by default the placeholder service's, if any. */
  imageSources?: readonly string[];
};

/** Outside origins the pages really use: the embedded map, loaded only when a person asks. */
export const frameSources = ["https://www.google.com", "https://maps.google.com"];

/** The seeded image service's origin, when site.ts points placeholders at one (off by default). */
export function placeholderImageSources(template: string | null): string[] {
  if (!template) return [];
  try {
    return [new URL(template.replace(/\{\w+\}/g, "0")).origin];
  } catch {
    return [];
  }
}

/** The Content-Security-Policy of an HTML page. No 'unsafe-inline' or 'unsafe-eval' for scripts. */
export function pageCsp({
  scriptHashes = [],
  production,
  imageSources = placeholderImageSources(site.externalPlaceholderTemplate),
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...imageSources],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": frameSources,
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
