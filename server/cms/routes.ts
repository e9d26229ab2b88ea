import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import { site } from "#site/facts.ts";
import { editorConfig, localBackendUrl } from "./editor-config.ts";
import {
  decapDistDir,
  editorCsp,
  editorPage,
  notSetUpPage,
  oauthResultPage,
} from "./editor-page.ts";
import { authorizeUrl, exchangeCode, type GithubApp, newState, sameState } from "./github-oauth.ts";

const stateCookie = "cms_oauth_state";

/**
 * The content editor at /admin/content (docs/decisions/015-browser-cms.md): Decap CMS over the
 * files in content/. Registered with or without the built site, so Vite's dev server can pass
 * /admin/content here as it passes /api.
 */
export async function registerContentEditor(
  app: FastifyInstance,
  config: Config,
  options: { githubOrigin?: string } = {},
) {
  const settings = {
    production: config.production,
    publicUrl: config.PUBLIC_URL,
    githubRepo: config.CMS_GITHUB_REPO,
    branch: config.CMS_BRANCH,
    localBackendUrl: config.CMS_LOCAL_BACKEND_URL,
  };
  const editor = editorConfig(settings);
  const connectTo = config.CMS_GITHUB_REPO
    ? ["https://api.github.com"]
    : editor
      ? [new URL(localBackendUrl(settings)).origin]
      : [];

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: decapDistDir,
      prefix: "/admin/content/decap/",
      decorateReply: false,
      index: false,
      // The bundle's source maps stay on the server: 50 MB nobody editing needs.
      allowedPath: (path) => !path.endsWith(".map"),
      cacheControl: false,
      setHeaders: (res) => res.setHeader("cache-control", "public, max-age=86400"),
    });
  });

  app.get("/admin/content", { schema: { hide: true } }, (_request, reply) =>
    reply.redirect("/admin/content/", 301),
  );
  app.get("/admin/content/", { schema: { hide: true } }, (_request, reply) => {
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!editor)
      return reply
        .code(503)
        .header("content-security-policy", "default-src 'none'")
        .send(notSetUpPage());
    return (
      reply
        .header("content-security-policy", editorCsp(connectTo))
        // The GitHub sign-in opens a popup that must be able to answer this page.
        .header("cross-origin-opener-policy", "same-origin-allow-popups")
        .send(editorPage(`Content editor · ${site.brand.name}`))
    );
  });
  app.get("/admin/content/config.yml", { schema: { hide: true } }, (_request, reply) => {
    if (!editor) return reply.code(404).send({ message: "The content editor is not set up." });
    return reply
      .header("cache-control", "no-store")
      .type("text/yaml; charset=utf-8")
      .send(JSON.stringify(editor));
  });

  if (!config.CMS_GITHUB_REPO || !config.CMS_GITHUB_CLIENT_ID || !config.CMS_GITHUB_CLIENT_SECRET)
    return;
  const github: GithubApp = {
    clientId: config.CMS_GITHUB_CLIENT_ID,
    clientSecret: config.CMS_GITHUB_CLIENT_SECRET,
    origin: options.githubOrigin ?? "https://github.com",
    callbackUrl: new URL("/api/cms/callback", config.PUBLIC_URL).toString(),
  };
  const origin = new URL(config.PUBLIC_URL).origin;
  const secure = config.production ? "; Secure" : "";

  app.get("/api/cms/auth", { schema: { hide: true } }, (_request, reply) => {
    const state = newState();
    return reply
      .header("cross-origin-opener-policy", "unsafe-none")
      .header(
        "set-cookie",
        `${stateCookie}=${state}; Path=/api/cms; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
      )
      .redirect(authorizeUrl(github, state), 302);
  });

  const CallbackQuery = z.object({
    code: z.string().min(1).max(200).optional(),
    state: z.string().min(1).max(200).optional(),
    error_description: z.string().max(300).optional(),
  });
  app.get("/api/cms/callback", { schema: { hide: true } }, async (request, reply) => {
    const query = CallbackQuery.safeParse(request.query);
    const cookie = /(?:^|;\s*)cms_oauth_state=([\w-]+)/.exec(request.headers.cookie ?? "")?.[1];
    let message: string;
    if (!query.success || !query.data.code || !query.data.state)
      message = `authorization:github:error:${JSON.stringify({ message: query.success && query.data.error_description ? query.data.error_description : "GitHub did not sign you in." })}`;
    else if (!sameState(cookie, query.data.state))
      message = `authorization:github:error:${JSON.stringify({ message: "This sign-in was not started here. Please try again." })}`;
    else {
      const result = await exchangeCode(github, query.data.code);
      message =
        "token" in result
          ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`
          : `authorization:github:error:${JSON.stringify({ message: result.error })}`;
    }
    const page = oauthResultPage(origin, message);
    return (
      reply
        .header("cache-control", "no-store")
        .header(
          "set-cookie",
          `${stateCookie}=; Path=/api/cms; HttpOnly; SameSite=Lax; Max-Age=0${secure}`,
        )
        .header("content-security-policy", page.csp)
        // Back from github.com, the popup must still reach the editor that opened it.
        .header("cross-origin-opener-policy", "unsafe-none")
        .type("text/html; charset=utf-8")
        .send(page.html)
    );
  });
}
