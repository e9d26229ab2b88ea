import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Decap's prebuilt bundle and the chunks and WebAssembly it loads beside itself, which
 * `npm install` puts in node_modules/.decap-cms (scripts/install/decap-cms.mjs): found as Node
 * finds a package, in the nearest node_modules up from this file (the sources or build/server).
 */
function findDecapDist(): string {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    const dist = join(folder, "node_modules", ".decap-cms", "dist");
    if (existsSync(join(dist, "decap-cms.js"))) return dist;
    if (dirname(folder) === folder)
      throw new Error("The content editor's bundle is missing: run npm install.");
  }
}

export const decapDistDir = findDecapDist();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The editor's one page. No inline script: Decap starts by itself and finds its configuration
 * through the link element (served by server/cms/routes.ts).
 */
export function editorPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link href="/admin/content/config.yml" type="text/yaml" rel="cms-config-url">
<link rel="stylesheet" href="/admin/content/decap/cms.css">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="/admin/content/decap/decap-cms.js"></script>
</body>
</html>
`;
}

/** What the editor may not do without: it is a React app of its own, with emotion's style elements
 * and a schema validator that compiles functions ('unsafe-eval'), on this one page only. */
export function editorCsp(connectTo: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://raw.githubusercontent.com https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectTo.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A page that says plainly why the editor is not there (production without a repository). */
export function notSetUpPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content editor</title></head><body><main><h1>The content editor is not set up</h1><p>Set CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (README.md, "Editing the content") and restart the server.</p></main></body></html>\n`;
}

/**
 * The OAuth popup's last page: it hands the token to the editor that opened it, and only to
 * the site's own origin (Decap's handshake: "authorizing:github", then the token).
 */
export function oauthResultPage(origin: string, message: string) {
  const script = `(function(){var origin=${JSON.stringify(origin)};var message=${JSON.stringify(message)};function receive(e){if(e.origin!==origin)return;window.removeEventListener("message",receive);window.opener.postMessage(message,origin);}window.addEventListener("message",receive);if(window.opener)window.opener.postMessage("authorizing:github",origin);})();`;
  const hash = createHash("sha256").update(script).digest("base64");
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><p>Signing in to the content editor…</p><script>${script}</script></body></html>\n`,
    csp: `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
  };
}
