import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { site } from "#site/facts.ts";

export type CspOptions = {
  /** Hashes ('sha256-...') of the inline scripts of the HTML file being sent. */
  scriptHashes?: readonly string[];
  /** Hashes of its style elements (the page's critical CSS). */
  styleHashes?: readonly string[];
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
 * Styles come from the stylesheet and the page's own critical CSS element, allowed by its hash;
 * the prerendered HTML has no style attribute (scripts/build/postbuild.ts refuses a build that has
 * one), and the style changes scripts make go through the CSSOM, which the policy does not govern
 * (docs/decisions/002).
 */
export function pageCsp({
  scriptHashes = [],
  styleHashes = [],
  production,
  imageSources = placeholderImageSources(site.externalPlaceholderTemplate),
  frameSources = [],
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
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

/**
 * helmet's headers for these options, worked out once: they are the same for every response,
 * and building helmet's middleware chain per request (as @fastify/helmet does) was a few per
 * cent of the server's CPU on a small API answer (docs/performance.md).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response: helmet's standard set, configured to the site's stricter
 * choices; the Content-Security-Policy is ours (each HTML page carries its own, with its inline
 * scripts' hashes, set before the onSend hook below runs), and so is the Permissions-Policy,
 * which helmet does not send. Set as the request arrives, so a route may still change one.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { production }: { production: boolean },
) {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      // HTTPS only in production; a development server on http must not pin browsers to https.
      strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    }),
    "permissions-policy": permissionsPolicy,
  };
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", resourceCsp);
    done(null, payload);
  });
}
