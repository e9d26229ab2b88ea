import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientOnlyPath } from "#site/client-paths.ts";
import { permanentRedirects } from "#site/navigation.ts";
import { frameSourcesFor, pageCsp } from "./security-headers.ts";

/** Written by scripts/build/postbuild.ts: the inline-script hashes of every HTML file. */
export type SiteManifest = {
  scriptHashes: Record<string, string[]>;
  /** The critical CSS of each prerendered page (scripts/build/critical-css.ts). */
  styleHashes?: Record<string, string[]>;
};

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";
/** The prerendered not-found page: only ever sent with status 404, never as a page of its own. */
const notFoundFile = "404/index.html";

/** Outside /api the site is files: reading them is all a client can do. */
const pageMethods = new Set(["GET", "HEAD"]);
const methodNotAllowedMessage =
  "This address is a page of the website: it answers GET and HEAD requests only.";

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * A backslash reads as "/" to browsers (so "/\host" in a Location is another site), and a
 * control character cannot go into a header at all: no page has either in its address.
 */
const unusableInPath = /[\\\p{Cc}]/u;

/**
 * Characters a URL's query may keep as they are; anything else is percent-encoded, byte by byte
 * (Node reads the request line as latin1), so a redirect target can only hold these.
 */
const unsafeInQuery = /[^A-Za-z0-9\-._~!$&'()*+,;=:@%/?]/g;
const encodeQuery = (query: string) =>
  query.replace(unsafeInQuery, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff
      ? `%${code.toString(16).toUpperCase().padStart(2, "0")}`
      : encodeURIComponent(char);
  });

type Encoded = { body: Buffer; encoding?: "br" | "gzip"; etag: string };

/** A strong validator of one variant's bytes: a page revalidates to 304 until a build changes it. */
const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function variant(body: Buffer, encoding?: "br" | "gzip"): Encoded {
  return { body, encoding, etag: etagOf(body) };
}

/**
 * A page held in memory with its precompressed variants: every prerendered page, the 404 page
 * and the SPA fallback. Answering from memory instead of finding, opening and streaming the file
 * on each visit serves several times the pages per second (docs/performance.md); all of them,
 * three variants each, take a few MB. The ETags come from the bytes, so every instance running
 * the same build gives the same ones.
 */
function loadPage(file: string) {
  const identity = variant(readFileSync(file));
  const br = existsSync(`${file}.br`) ? variant(readFileSync(`${file}.br`), "br") : undefined;
  const gzip = existsSync(`${file}.gz`) ? variant(readFileSync(`${file}.gz`), "gzip") : undefined;
  return (acceptEncoding: string): Encoded => {
    if (br && /\bbr\b/.test(acceptEncoding)) return br;
    if (gzip && /\bgzip\b/.test(acceptEncoding)) return gzip;
    return identity;
  };
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is the one it would get. */
function stillFresh(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  const ifModifiedSince = Date.parse(String(request.headers["if-modified-since"] ?? ""));
  return (
    !Number.isNaN(ifModifiedSince) &&
    Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

type CspFor = (htmlFile: string) => string;

/** One policy per HTML file of the build, made once rather than on every visit. */
function cspPolicies(manifest: SiteManifest, production: boolean): CspFor {
  const policies = new Map<string, string>();
  return (htmlFile) => {
    let policy = policies.get(htmlFile);
    if (policy === undefined) {
      policy = pageCsp({
        scriptHashes: manifest.scriptHashes[htmlFile] ?? [],
        styleHashes: manifest.styleHashes?.[htmlFile] ?? [],
        frameSources: frameSourcesFor(htmlFile),
        production,
      });
      policies.set(htmlFile, policy);
    }
    return policy;
  };
}

type Page = { variants: ReturnType<typeof loadPage>; lastModified: string; modified: Date };

/**
 * Every prerendered page the manifest lists, by its HTML file; the build does not change while
 * serving. The not-found page's own file is never a page (a 404 whatever asks for it).
 */
function prerenderedPages(root: string, manifest: SiteManifest): Map<string, Page> {
  return new Map(
    Object.keys(manifest.scriptHashes)
      .filter((htmlFile) => htmlFile !== notFoundFile && !htmlFile.startsWith("__"))
      .filter((htmlFile) => existsSync(join(root, htmlFile)))
      .map((htmlFile) => {
        const file = join(root, htmlFile);
        const lastModified = statSync(file).mtime;
        return [
          htmlFile,
          {
            variants: loadPage(file),
            lastModified: lastModified.toUTCString(),
            modified: lastModified,
          },
        ] as const;
      }),
  );
}

/** The build's files as they are (assets above all), by @fastify/static. */
async function registerFileServer(app: FastifyInstance, root: string, cspFor: CspFor) {
  // Files with a .br or .gz copy: their answer depends on Accept-Encoding, whichever is sent,
  // so caches must keep one copy per encoding (Vary). The build does not change while serving.
  const precompressed = new Set(
    readdirSync(root, { recursive: true })
      .map((file) => String(file).split(sep).join("/"))
      .filter((file) => file.endsWith(".br") || file.endsWith(".gz"))
      .map((file) => file.slice(0, -3)),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    wildcard: true,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Folder paths ("/", "/about/") go to the handler below: served as they were, they answer
    // 403 to a client that sends no Accept-Encoding (a CDN pulling from this origin, curl).
    // The 404 page's own file goes there too, so it is never a 200.
    allowedPath: (pathName) =>
      !pathName.endsWith("/") &&
      !pathName.endsWith(".br") &&
      !pathName.endsWith(".gz") &&
      !pathName.startsWith(`/${notFoundFile}`),
    setHeaders(res, filePath) {
      // With preCompressed the path is that of the .br or .gz variant.
      const file = relative(root, filePath)
        .split(sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      if (precompressed.has(file)) res.setHeader("vary", "Accept-Encoding");
      if (file.startsWith("assets/")) {
        res.setHeader("cache-control", immutable);
      } else if (file.endsWith(".html")) {
        res.setHeader("cache-control", revalidate);
        res.setHeader("content-security-policy", cspFor(file));
      } else if (file.endsWith(".data")) {
        res.setHeader("cache-control", revalidate);
      } else {
        res.setHeader("cache-control", "public, max-age=3600");
      }
    },
  });
}

/** How a page is answered: with its status, policy and encoding; a cached page with validators. */
function pageAnswers(cspFor: CspFor) {
  function sendPage(reply: FastifyReply, status: number, page: Encoded, htmlFile: string) {
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", revalidate)
      .header("content-security-policy", cspFor(htmlFile))
      .header("vary", "Accept-Encoding");
    if (page.encoding) reply.header("content-encoding", page.encoding);
    return reply.send(page.body);
  }

  /** A prerendered page: 200 with its validators, or 304 while the client's copy is current. */
  function sendCachedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    htmlFile: string,
    acceptEncoding: string,
  ) {
    const encoded = page.variants(acceptEncoding);
    reply.header("etag", encoded.etag).header("last-modified", page.lastModified);
    if (stillFresh(request, encoded.etag, page.modified))
      return reply
        .code(304)
        .header("cache-control", revalidate)
        .header("content-security-policy", cspFor(htmlFile))
        .header("vary", "Accept-Encoding")
        .send();
    return sendPage(reply, 200, encoded, htmlFile);
  }

  return { sendPage, sendCachedPage };
}

/**
 * Serves the prerendered site: hashed assets cached for a year, HTML revalidated on every
 * visit, precompressed brotli and gzip chosen by Accept-Encoding, the SPA fallback for the
 * account area and the branded 404 page, with status 404, for every other unknown path.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: { root: string; production: boolean },
) {
  const root = resolve(options.root);
  const manifestFile = join(root, "..", "site-manifest.json");
  if (!existsSync(join(root, "index.html")) || !existsSync(manifestFile)) {
    throw new Error(`No built site in ${root}. Run "npm run build" first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as SiteManifest;
  const cspFor = cspPolicies(manifest, options.production);

  // Before the body is read: a page refuses a POST whatever it carries.
  app.addHook("onRequest", async (request, reply) => {
    if (pageMethods.has(request.method) || isApiPath(request.url.split("?")[0] ?? "")) return;
    return reply.code(405).header("allow", "GET, HEAD").send({ message: methodNotAllowedMessage });
  });

  const notFoundPage = loadPage(join(root, notFoundFile));
  const spaFallback = loadPage(join(root, "__spa-fallback.html"));
  const pages = prerenderedPages(root, manifest);
  await registerFileServer(app, root, cspFor);
  const { sendPage, sendCachedPage } = pageAnswers(cspFor);

  // Each page is a route of its own (GET and HEAD): matched before the file server's wildcard,
  // which would first look for a file of that name on disk (several stat calls on every visit).
  // Addresses the router would read as parameters are left to handleUnmatched, which serves
  // the same map; an address with a route of its own (the contact form's error page, which
  // fills the prerendered page in) keeps it.
  for (const [htmlFile, page] of pages) {
    const url = htmlFile === "index.html" ? "/" : `/${htmlFile.slice(0, -"/index.html".length)}`;
    if (/[:*?]/.test(url) || app.hasRoute({ method: "GET", url })) continue;
    app.get(url, (request, reply) =>
      sendCachedPage(
        request,
        reply,
        page,
        htmlFile,
        String(request.headers["accept-encoding"] ?? ""),
      ),
    );
  }

  /** Pages: /about → about/index.html. Anything else unknown → SPA fallback or the 404 page. */
  return async function handleUnmatched(request: FastifyRequest, reply: FastifyReply) {
    const acceptEncoding = String(request.headers["accept-encoding"] ?? "");
    const [rawPath = "/", ...rest] = request.url.split("?");
    let pathname: string;
    try {
      // Checked before parsing too: the URL parser would turn a raw "\" into "/" unseen.
      if (unusableInPath.test(rawPath)) throw new URIError("unusable path");
      pathname = decodeURIComponent(new URL(rawPath, "http://site").pathname);
      if (unusableInPath.test(pathname)) throw new URIError("unusable path");
    } catch {
      return sendPage(reply, 404, notFoundPage(acceptEncoding), notFoundFile);
    }
    // The not-found page is prerendered at /404, but that address is no page: a 404 like any other.
    if (/^\/404\/*$/.test(pathname))
      return sendPage(reply, 404, notFoundPage(acceptEncoding), notFoundFile);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const query = rest.length > 0 ? `?${encodeQuery(rest.join("?"))}` : "";
      // Leading slashes collapse to one and every segment is encoded again, so the target is a
      // path on this site whatever the request held ("//host/", "/%5Chost/").
      const target = `/${pathname
        .replace(/^\/+|\/+$/g, "")
        .split("/")
        .map(encodeURIComponent)
        .join("/")}`;
      return reply.redirect(`${target}${query}`, 301);
    }
    if (isApiPath(pathname)) {
      return reply.code(404).send({ message: "There is no API endpoint at this address." });
    }
    const moved = Object.hasOwn(permanentRedirects, pathname) ? permanentRedirects[pathname] : null;
    if (moved) {
      const query = rest.length > 0 ? `?${encodeQuery(rest.join("?"))}` : "";
      return reply.redirect(`${moved}${query}`, 301);
    }
    const htmlFile = pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
    // Only the manifest's own pages are in the map: nothing a request names can reach elsewhere.
    const page = pages.get(htmlFile);
    if (page) return sendCachedPage(request, reply, page, htmlFile, acceptEncoding);
    if (isClientOnlyPath(pathname))
      return sendPage(reply, 200, spaFallback(acceptEncoding), "__spa-fallback.html");
    return sendPage(reply, 404, notFoundPage(acceptEncoding), notFoundFile);
  };
}
