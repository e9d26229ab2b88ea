import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, freshIp, postForm, type TestApp } from "#test/app.ts";
import { registerStaticSite } from "./static-site.ts";

/**
 * A tiny built site in the shape `react-router build` and scripts/build/postbuild.ts leave it:
 * build/client/… with .br and .gz copies, and build/site-manifest.json with the hash of every
 * HTML file's inline scripts.
 */
const inlineScript = (label: string) => `window.__fixture = ${JSON.stringify(label)};`;
const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const page = (label: string) =>
  `<!doctype html><html><head><title>${label}</title></head><body><h1>${label}</h1>` +
  `<script>${inlineScript(label)}</script>${"<p>filler</p>".repeat(60)}</body></html>`;

const files: Record<string, string> = {
  "index.html": page("Home fixture"),
  "about/index.html": page("About fixture"),
  "contact/index.html": page("Contact fixture"),
  "404/index.html": page("Not found fixture"),
  "__spa-fallback.html": page("Fallback fixture"),
  "assets/entry-3f9a1c2b.js": `export const answer = 42;\n${"// padding\n".repeat(80)}`,
  "robots.txt": "User-agent: *\nAllow: /\nSitemap: http://site.test/sitemap.xml\n",
};
/** Binary, not precompressed: one answer whatever the client accepts. */
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
const htmlFiles = [
  "index.html",
  "about/index.html",
  "contact/index.html",
  "404/index.html",
  "__spa-fallback.html",
];
const labelOf: Record<string, string> = {
  "index.html": "Home fixture",
  "about/index.html": "About fixture",
  "contact/index.html": "Contact fixture",
  "404/index.html": "Not found fixture",
  "__spa-fallback.html": "Fallback fixture",
};

function buildFixture(): string {
  const build = mkdtempSync(join(tmpdir(), "site-static-fixture-"));
  const client = join(build, "client");
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), content);
  };
  for (const [path, content] of Object.entries(files)) {
    write(path, content);
    if (path !== "robots.txt") {
      write(`${path}.br`, brotliCompressSync(content));
      write(`${path}.gz`, gzipSync(content));
    }
  }
  write("assets/inter-7c1d2e.woff2", font);
  const scriptHashes = Object.fromEntries(
    htmlFiles.map((file) => [file, [sha256(inlineScript(labelOf[file]!))]]),
  );
  writeFileSync(join(build, "site-manifest.json"), JSON.stringify({ scriptHashes }));
  return build;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers, remoteAddress: freshIp() });

/** GET `url` answers the fixture page with that heading, with `status`, as HTML nobody caches. */
async function expectFixturePage(
  app: FastifyInstance,
  url: string,
  status: number,
  heading: string,
) {
  const response = await get(app, url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers["content-type"], url).toMatch(/^text\/html/);
  expect(response.body, url).toContain(`<h1>${heading}</h1>`);
  expect(response.headers["cache-control"], url).toBe("no-cache");
}

/** The policy a browser applies for a directive: its own value, or default-src's. */
function effective(policy: string, name: string): string[] | undefined {
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([directive, ...values]) => [directive!.toLowerCase(), values]),
  );
  return (
    directives.get(name) ?? (name.endsWith("-src") ? directives.get("default-src") : undefined)
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, production: boolean) {
  const what = `${response.raw.req.url} (${response.statusCode})`;
  const csp = String(response.headers["content-security-policy"] ?? "");
  expect(csp, what).not.toBe("");
  expect(csp, what).not.toContain("unsafe-eval");
  expect(effective(csp, "object-src"), what).toEqual(["'none'"]);
  expect(effective(csp, "script-src"), what).not.toContain("'unsafe-inline'");
  expect(effective(csp, "script-src"), what).not.toContain("*");
  // Restricted: never absent (which allows any base), never a wildcard.
  expect(["'self'", "'none'"], what).toContain(effective(csp, "base-uri")?.join(" "));
  expect(effective(csp, "frame-ancestors"), what).toEqual(["'none'"]);
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  const permissions = String(response.headers["permissions-policy"] ?? "");
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
    expect(permissions, what).toContain(feature);
  if (production) {
    expect(response.headers["strict-transport-security"], what).toMatch(
      /^max-age=(\d+); includeSubDomains$/,
    );
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(response.headers["strict-transport-security"]))?.[1],
    );
    expect(maxAge, what).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(response.headers["strict-transport-security"], what).toBeUndefined();
  }
}

const varyIncludesEncoding = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

/** The whole answer to one request line, sent as it is written. */
function rawRequest(port: string, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.end(`${requestLine}\r\nHost: site.test\r\nConnection: close\r\n\r\n`, "latin1"),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

/** Every kind of answer the server gives: pages, files, fallbacks, the API. */
const everyKind = [
  "/",
  "/about",
  "/about/",
  "/assets/entry-3f9a1c2b.js",
  "/assets/inter-7c1d2e.woff2",
  "/robots.txt",
  "/dashboard",
  "/admin/leads",
  "/no-such-page",
  "/404",
  "/api/health",
  "/api/no-such-endpoint",
];

describe("static site", () => {
  let build: string;
  let t: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    build = buildFixture();
    const env = { SERVE_SITE: "true", SITE_DIR: join(build, "client") };
    [t, production] = await Promise.all([
      createTestApp("pglite", { env }),
      createTestApp("pglite", { env: { ...env, NODE_ENV: "production" } }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await production?.close();
    if (build) rmSync(build, { recursive: true, force: true });
  });

  test("hashed assets are cached for a year, immutable", async () => {
    for (const url of ["/assets/entry-3f9a1c2b.js", "/assets/inter-7c1d2e.woff2"]) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    expect((await get(t.app, "/assets/inter-7c1d2e.woff2")).rawPayload).toEqual(font);
  });

  test("brotli or gzip by Accept-Encoding, with Vary: Accept-Encoding", async () => {
    const original = files["assets/entry-3f9a1c2b.js"]!;
    for (const url of ["/assets/entry-3f9a1c2b.js", "/about", "/"]) {
      const br = await get(t.app, url, { "accept-encoding": "gzip, deflate, br" });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(varyIncludesEncoding(br), url).toBe(true);

      const gzip = await get(t.app, url, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(varyIncludesEncoding(gzip), url).toBe(true);
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(
        brotliDecompressSync(br.rawPayload).toString(),
      );

      // Nothing accepted: the file itself, and still Vary, so no cache hands it a compressed copy.
      const plain = await get(t.app, url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(varyIncludesEncoding(plain), url).toBe(true);
      expect(plain.body, url).toBe(gunzipSync(gzip.rawPayload).toString());
    }
    const asset = await get(t.app, "/assets/entry-3f9a1c2b.js", { "accept-encoding": "br" });
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(original);
    expect(asset.headers["content-type"]).toMatch(/javascript/);

    // The fallback and the 404 page are compressed the same way.
    for (const [url, status] of [
      ["/dashboard", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await get(t.app, url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(varyIncludesEncoding(response), url).toBe(true);
    }
  });

  test("pages are revalidated on every visit: no-cache with an ETag, 304 while unchanged", async () => {
    const about = await get(t.app, "/about");
    expect(about.statusCode).toBe(200);
    expect(about.headers["content-type"]).toMatch(/^text\/html/);
    expect(about.body).toContain("<h1>About fixture</h1>");
    expect(about.headers["cache-control"]).toBe("no-cache");
    const etag = String(about.headers.etag ?? "");
    expect(etag).not.toBe("");
    const again = await get(t.app, "/about", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Each encoding is its own representation, with its own validator.
    const br = await get(t.app, "/about", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).not.toBe(etag);
    const stale = await get(t.app, "/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(stale.statusCode).toBe(200);
    expect(brotliDecompressSync(stale.rawPayload).toString()).toContain("<h1>About fixture</h1>");
    const current = await get(t.app, "/about", {
      "accept-encoding": "br",
      "if-none-match": `W/"other", ${String(br.headers.etag)}`,
    });
    expect(current.statusCode).toBe(304);
    expect(current.headers["content-security-policy"]).toContain("script-src");
    expect(current.headers.vary).toMatch(/Accept-Encoding/);
    // Without an ETag, the date works too.
    const lastModified = String(about.headers["last-modified"]);
    expect((await get(t.app, "/about", { "if-modified-since": lastModified })).statusCode).toBe(
      304,
    );
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get(t.app, "/about", { "if-modified-since": earlier })).statusCode).toBe(200);

    const home = await get(t.app, "/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("<h1>Home fixture</h1>");
    expect(home.headers["cache-control"]).toBe("no-cache");

    // A folder address redirects to the page's one address.
    const slash = await get(t.app, "/about/?ref=x");
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/about?ref=x");

    // The menu's "Portfolio" has no page of its own: its address leads to the first gallery.
    const portfolio = await get(t.app, "/portfolio?utm_source=card");
    expect(portfolio.statusCode).toBe(301);
    expect(portfolio.headers.location).toBe("/portfolio_webdev?utm_source=card");
    expect((await get(t.app, "/portfolio/")).headers.location).toBe("/portfolio");
  });

  test("each page's CSP allows exactly its own inline scripts", async () => {
    for (const [url, file] of [
      ["/", "index.html"],
      ["/about", "about/index.html"],
      ["/dashboard", "__spa-fallback.html"],
      ["/nowhere", "404/index.html"],
    ] as const) {
      const csp = String((await get(t.app, url)).headers["content-security-policy"]);
      const scripts = effective(csp, "script-src");
      expect(scripts, url).toEqual(["'self'", `'${sha256(inlineScript(labelOf[file]!))}'`]);
    }
  });

  test("only the contact page may frame the map; no page allows inline styles", async () => {
    const map = ["https://www.google.com", "https://maps.google.com"];
    for (const [url, frames] of [
      ["/contact", map],
      ["/", ["'none'"]],
      ["/about", ["'none'"]],
      ["/about/", undefined],
      ["/dashboard", ["'none'"]],
      ["/nowhere", ["'none'"]],
      ["/404", ["'none'"]],
    ] as const) {
      for (const app of [t.app, production.app]) {
        const response = await get(app, url);
        const csp = String(response.headers["content-security-policy"]);
        // A redirect is no page: the resource policy, which frames and styles nothing.
        if (frames === undefined) {
          expect(response.statusCode, url).toBe(301);
          expect(effective(csp, "frame-src"), url).toEqual(["'none'"]);
          continue;
        }
        expect(response.headers["content-type"], url).toMatch(/^text\/html/);
        expect(effective(csp, "frame-src"), url).toEqual(frames);
        expect(effective(csp, "style-src"), url).toEqual(["'self'"]);
      }
    }
  });

  test("client-only account routes get the SPA fallback with status 200", async () => {
    // The account doors (/signup, /login, /forgot-password, /reset-password) are prerendered
    // pages now (site/client-paths.ts): only what renders in the browser takes the fallback.
    for (const url of [
      "/dashboard",
      "/verify-email?token=abc",
      "/profile",
      "/settings",
      "/admin",
      "/admin/leads/12",
    ]) {
      await expectFixturePage(t.app, url, 200, "Fallback fixture");
    }
  });

  test("an unknown path gets the 404 page with status 404", async () => {
    for (const url of ["/no-such-page", "/services/none", "/dashboardx", "/.env"]) {
      await expectFixturePage(t.app, url, 404, "Not found fixture");
    }
    // Under /api an unknown address is JSON, never a page.
    const api = await get(t.app, "/api/no-such-endpoint");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "There is no API endpoint at this address." });
  });

  test("the 404 page's own address is a 404 too, however it is asked for", async () => {
    for (const url of ["/404", "/404/", "/404/index.html", "/404/index.html.br"]) {
      const response = await get(t.app, url, { "accept-encoding": "identity" });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("<h1>Not found fixture</h1>");
    }
    const compressed = await get(t.app, "/404", { "accept-encoding": "br" });
    expect(compressed.statusCode).toBe(404);
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  test("a folder address never redirects off the site; unusable paths get the 404 page, never a 500", async () => {
    // Browsers read "/\\host" in a Location header as "//host": another site.
    for (const url of [
      "/%5Cevil.example/",
      "/%5c%5cevil.example/",
      "/%2F%5Cevil.example/",
      "/a/%5C/",
      "/a%0d/",
      "/a%0D%0ASet-Cookie:%20x=1/",
      "/a%00/",
      "/%09/",
      "/about%5C",
    ]) {
      for (const [app, isProduction] of [
        [t.app, false],
        [production.app, true],
      ] as const) {
        const response = await get(app, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location, url).toBeUndefined();
        expect(response.headers["set-cookie"], url).toBeUndefined();
        expect(response.body, url).toContain("<h1>Not found fixture</h1>");
        expectSecurityHeaders(response, isProduction);
      }
    }
    // A raw backslash, which only a real request line can carry (the test client normalises it).
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const raw = await rawRequest(new URL(address).port, "GET /\\evil.example/ HTTP/1.1");
    expect(raw.split("\r\n")[0]).toBe("HTTP/1.1 404 Not Found");
    expect(raw).not.toMatch(/^location:/im);
    expect(raw).toMatch(/^content-security-policy: default-src 'self';/im);
    expect(raw).toMatch(/^x-content-type-options: nosniff$/im);

    // What still redirects is built from characters that cannot leave the site.
    const safeTarget = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
    for (const [url, location] of [
      ["/about//", "/about"],
      ["/%2F%2Fevil.example/", "/evil.example"],
      ["/%C3%BCber/", "/%C3%BCber"],
      ["/a%20b/?q=1", "/a%20b?q=1"],
      ["/about/?next=\\evil.example&x=%0d", "/about?next=%5Cevil.example&x=%0d"],
    ] as const) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(String(response.headers.location), url).toMatch(safeTarget);
    }
  });

  test("pages answer GET and HEAD only: any other method is a 405 with Allow", async () => {
    for (const [method, url] of [
      ["POST", "/about"],
      ["PUT", "/"],
      ["DELETE", "/services"],
      ["PATCH", "/no-such-page"],
      ["POST", "/dashboard"],
      ["POST", "/assets/entry-3f9a1c2b.js"],
      ["OPTIONS", "/about"],
    ] as const) {
      for (const [app, isProduction] of [
        [t.app, false],
        [production.app, true],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          remoteAddress: freshIp(),
          // A native form posted to a page: refused for its method, whatever its body.
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: method === "OPTIONS" ? undefined : "name=x",
        });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe("GET, HEAD");
        expect(response.json(), `${method} ${url}`).toEqual({
          message: "This address is a page of the website: it answers GET and HEAD requests only.",
        });
        expectSecurityHeaders(response, isProduction);
      }
    }
    const head = await t.app.inject({ method: "HEAD", url: "/about", remoteAddress: freshIp() });
    expect(head.statusCode).toBe(200);

    // The API keeps its own methods: native form posts still work, unknown routes stay JSON 404s.
    const newsletter = await postForm(t.app, "/newsletter", { email: "reader@example.com" });
    expect(newsletter.statusCode).toBe(303);
    expect(newsletter.headers.location).toBe("/newsletter/check-your-inbox");
    const contact = await postForm(t.app, "/contact", {
      firstName: "Sana",
      email: "sana@example.com",
      message: "Hello",
      subject: "Website",
    });
    expect(contact.statusCode).toBe(303);
    expect(contact.headers.location).toBe("/contact/sent");
    const unknown = await t.app.inject({
      method: "DELETE",
      url: "/api/no-such-endpoint",
      remoteAddress: freshIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "There is no API endpoint at this address." });
  });

  test("robots.txt is served as itself", async () => {
    const response = await get(t.app, "/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe(files["robots.txt"]);
  });

  test("every response carries the security headers; HSTS only in production", async () => {
    for (const [app, isProduction] of [
      [t.app, false],
      [production.app, true],
    ] as const) {
      for (const url of everyKind) {
        const response = await get(app, url, { "accept-encoding": "br, gzip" });
        expect(response.statusCode, url).toBeLessThan(500);
        expectSecurityHeaders(response, isProduction);
      }
    }
    const page = await get(production.app, "/about");
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect((await get(t.app, "/about")).headers["content-security-policy"]).not.toContain(
      "upgrade-insecure-requests",
    );
  });

  test("a page's address that already has a route keeps it; the other pages are served", async () => {
    const { default: Fastify } = await import("fastify");
    const app = Fastify();
    try {
      app.get("/about", async () => "the route's own answer");
      app.setNotFoundHandler(
        await registerStaticSite(app, { root: join(build, "client"), production: false }),
      );
      expect((await app.inject({ url: "/about" })).body).toBe("the route's own answer");
      const home = await app.inject({ url: "/" });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("<h1>Home fixture</h1>");
      expect((await app.inject({ method: "HEAD", url: "/contact" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test("refuses to start without a built site", async () => {
    const empty = mkdtempSync(join(tmpdir(), "site-static-empty-"));
    try {
      const { default: Fastify } = await import("fastify");
      const app = Fastify();
      await expect(
        registerStaticSite(app, { root: join(empty, "client"), production: false }),
      ).rejects.toThrow(/No built site/);
      await app.close();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
