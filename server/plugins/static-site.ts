import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientOnlyPath } from "#web/client-only-paths";
import { frameSourcesFor, pageCsp } from "./security-headers";

/** Written by scripts/postbuild.ts: the inline-script hashes of every HTML file. */
export type SiteManifest = { scriptHashes: Record<string, string[]> };

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

type Encoded = { body: Buffer; encoding?: "br" | "gzip" };

/** A page held in memory with its precompressed variants (the 404 page, the SPA fallback). */
function loadPage(file: string) {
  const variants: Record<"br" | "gzip" | "identity", Buffer | undefined> = {
    identity: readFileSync(file),
    br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
  };
  return (acceptEncoding: string): Encoded => {
    if (variants.br && /\bbr\b/.test(acceptEncoding)) return { body: variants.br, encoding: "br" };
    if (variants.gzip && /\bgzip\b/.test(acceptEncoding))
      return { body: variants.gzip, encoding: "gzip" };
    return { body: variants.identity! };
  };
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
  const cspFor = (htmlFile: string) =>
    pageCsp({
      scriptHashes: manifest.scriptHashes[htmlFile] ?? [],
      frameSources: frameSourcesFor(htmlFile),
      production: options.production,
    });

  // Before the body is read: a page refuses a POST whatever it carries.
  app.addHook("onRequest", async (request, reply) => {
    if (pageMethods.has(request.method) || isApiPath(request.url.split("?")[0] ?? "")) return;
    return reply.code(405).header("allow", "GET, HEAD").send({ message: methodNotAllowedMessage });
  });

  const notFoundPage = loadPage(join(root, notFoundFile));
  const spaFallback = loadPage(join(root, "__spa-fallback.html"));
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
    const htmlFile = pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
    const safe = !htmlFile.split("/").some((part) => part === ".." || part.startsWith("."));
    if (
      safe &&
      htmlFile !== notFoundFile &&
      htmlFile in manifest.scriptHashes &&
      existsSync(join(root, htmlFile))
    ) {
      return reply.header("vary", "Accept-Encoding").sendFile(htmlFile);
    }
    if (isClientOnlyPath(pathname))
      return sendPage(reply, 200, spaFallback(acceptEncoding), "__spa-fallback.html");
    return sendPage(reply, 404, notFoundPage(acceptEncoding), notFoundFile);
  };
}
