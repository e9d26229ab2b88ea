import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "#server/config.ts";
import { registerContentEditor } from "./routes.ts";

const secret = "x".repeat(40);

async function editor(env: Record<string, string>, githubOrigin?: string) {
  const app = Fastify();
  await registerContentEditor(
    app,
    loadConfig({ JWT_SECRET: secret, PUBLIC_URL: "https://site.test", ...env }),
    githubOrigin ? { githubOrigin } : {},
  );
  await app.ready();
  return app;
}

describe("the content editor in development", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await editor({
      NODE_ENV: "development",
      CMS_LOCAL_BACKEND_URL: "http://127.0.0.1:8099/api/v1",
    });
  });
  afterAll(() => app.close());

  test("/admin/content is the editor's page, allowed to reach the proxy over the working tree", async () => {
    const bare = await app.inject("/admin/content");
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe("/admin/content/");
    const page = await app.inject("/admin/content/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/admin/content/decap/decap-cms.js"></script>');
    expect(page.body).toContain('rel="cms-config-url"');
    expect(page.headers["content-security-policy"]).toContain(
      "connect-src 'self' http://127.0.0.1:8099",
    );
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("its configuration writes the working tree, with forms made from the content's schemas", async () => {
    const config = (await app.inject("/admin/content/config.yml")).json();
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8099/api/v1" });
    const company = config.collections.find((c: { name: string }) => c.name === "content-company");
    const contact = company.files.find(
      (f: { file: string }) => f.file === "content/company/contact.yaml",
    );
    const phones = contact.fields.find((f: { name: string }) => f.name === "phones");
    expect(phones).toMatchObject({ widget: "list", min: 1 });
    expect(phones.fields.map((f: { name: string }) => f.name)).toEqual(["label", "number"]);
    const prices = config.collections.find((c: { name: string }) => c.name === "packagePrices");
    expect(prices).toMatchObject({ folder: "content/prices", format: "yaml", create: true });
    expect(prices.fields.find((f: { name: string }) => f.name === "pkr")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
    });
    // Decap refuses a configuration with an object or list of no fields at all.
    const empty: string[] = [];
    const walk = (fields: { name: string; widget: string; fields?: unknown[] }[], at: string) => {
      for (const field of fields) {
        if (field.fields && field.fields.length === 0) empty.push(`${at}.${field.name}`);
        if (field.fields) walk(field.fields as typeof fields, `${at}.${field.name}`);
      }
    };
    for (const collection of config.collections) {
      if (collection.fields) walk(collection.fields, collection.name);
      for (const file of collection.files ?? []) walk(file.fields, file.name);
    }
    expect(empty).toEqual([]);
    // The service pages sit one folder down, by section.
    expect(
      config.collections.find((c: { name: string }) => c.name === "servicePages"),
    ).toMatchObject({ folder: "content/service-pages", nested: { depth: 2 } });
    // The hubs' words: a form per hub, each made from that hub's own schema, its sections in
    // the page's order; icons, motifs and pictures are chosen from the names the schema allows.
    type Field = {
      name: string;
      widget: string;
      hint?: string;
      options?: string[];
      fields?: Field[];
    };
    const hubs = config.collections.find((c: { name: string }) => c.name === "content-hubs");
    expect(hubs.label).toBe("Hubs");
    expect(hubs.files).toHaveLength(11);
    const zoho = hubs.files.find((f: { file: string }) => f.file === "content/hubs/zoho-crm.yaml");
    expect(zoho.label).toBe("Zoho CRM");
    expect(zoho.fields.map((f: Field) => f.name)).toEqual([
      "standIn",
      "meta",
      "hero",
      "suite",
      "services",
      "roi",
      "why",
      "faq",
      "industries",
      "cta",
    ]);
    const fieldAt = (fields: Field[], ...names: string[]): Field =>
      names.reduce<Field>((field, name) => field.fields!.find((f) => f.name === name)!, {
        name: "",
        widget: "object",
        fields,
      });
    expect(fieldAt(zoho.fields, "services", "cards")).toMatchObject({ widget: "list", min: 1 });
    expect(fieldAt(zoho.fields, "services", "cards", "icon").options).toContain("rocket");
    expect(fieldAt(zoho.fields, "industries", "cards", "image").options).toContain(
      "industry-retail",
    );
    const web = hubs.files.find((f: { name: string }) => f.name === "webDevelopmentHub");
    expect(fieldAt(web.fields, "services", "cards", "motif")).toMatchObject({
      widget: "select",
      options: ["grid", "rings", "waves", "bars", "dots", "nodes"],
    });
    expect(fieldAt(web.fields, "hero", "action").hint).toMatch(/where it leads/);
    const caseStudies = config.collections.find((c: { name: string }) => c.name === "caseStudies");
    expect(caseStudies.fields.find((f: { name: string }) => f.name === "gallery")).toMatchObject({
      widget: "select",
    });
    expect(caseStudies.fields.find((f: { name: string }) => f.name === "image").widget).toBe(
      "image",
    );
  });

  test("serves Decap's bundle but never its source maps", async () => {
    const bundle = await app.inject("/admin/content/decap/decap-cms.js");
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toMatch(/javascript/);
    expect((await app.inject("/admin/content/decap/decap-cms.js.map")).statusCode).toBe(404);
    expect((await app.inject("/admin/content/decap/../../package.json")).statusCode).toBe(404);
  });
});

describe("the content editor in production", () => {
  test("without a repository it says it is not set up, and offers no configuration", async () => {
    const app = await editor({ NODE_ENV: "production" });
    const page = await app.inject("/admin/content/");
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("The content editor is not set up");
    expect((await app.inject("/admin/content/config.yml")).statusCode).toBe(404);
    await app.close();
  });

  test("a repository needs the OAuth app's id and secret", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: secret,
        PUBLIC_URL: "https://site.test",
        CMS_GITHUB_REPO: "acme/site",
      }),
    ).toThrow(/CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/);
  });

  describe("with GitHub", () => {
    let github: Server;
    let app: FastifyInstance;
    const exchanges: Record<string, string>[] = [];
    beforeAll(async () => {
      // A stand-in for github.com's token endpoint: a known code gives a token.
      github = createServer((request, response) => {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => {
          const sent = JSON.parse(body || "{}") as Record<string, string>;
          exchanges.push(sent);
          response.setHeader("content-type", "application/json");
          response.end(
            JSON.stringify(
              sent.code === "good-code" && sent.client_secret === "oauth-secret"
                ? { access_token: "gho_token123", token_type: "bearer" }
                : { error: "bad_verification_code", error_description: "The code is wrong." },
            ),
          );
        });
      });
      await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
      const origin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
      app = await editor(
        {
          NODE_ENV: "production",
          CMS_GITHUB_REPO: "acme/site",
          CMS_BRANCH: "content",
          CMS_GITHUB_CLIENT_ID: "oauth-id",
          CMS_GITHUB_CLIENT_SECRET: "oauth-secret",
        },
        origin,
      );
    });
    afterAll(async () => {
      await app.close();
      github.close();
    });

    test("the editor commits to the repository's branch and signs in at this site", async () => {
      const config = (await app.inject("/admin/content/config.yml")).json();
      expect(config.backend).toEqual({
        name: "github",
        repo: "acme/site",
        branch: "content",
        base_url: "https://site.test",
        auth_endpoint: "api/cms/auth",
      });
      expect(config.local_backend).toBeUndefined();
      const page = await app.inject("/admin/content/");
      expect(page.headers["content-security-policy"]).toContain(
        "connect-src 'self' https://api.github.com",
      );
      expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    });

    async function signIn() {
      const start = await app.inject("/api/cms/auth?provider=github");
      expect(start.statusCode).toBe(302);
      const to = new URL(String(start.headers.location));
      expect(to.pathname).toBe("/login/oauth/authorize");
      expect(to.searchParams.get("client_id")).toBe("oauth-id");
      expect(to.searchParams.get("redirect_uri")).toBe("https://site.test/api/cms/callback");
      const state = to.searchParams.get("state")!;
      const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
      expect(cookie).toBe(`cms_oauth_state=${state}`);
      expect(String(start.headers["set-cookie"])).toMatch(
        /HttpOnly; SameSite=Lax; Max-Age=600; Secure/,
      );
      return { state, cookie };
    }

    test("GitHub's code becomes a token handed only to this site's editor", async () => {
      const { state, cookie } = await signIn();
      const back = await app.inject({
        url: `/api/cms/callback?code=good-code&state=${state}`,
        headers: { cookie },
      });
      expect(back.statusCode).toBe(200);
      expect(back.headers["cache-control"]).toBe("no-store");
      expect(back.body).toContain(
        `authorization:github:success:${JSON.stringify({ token: "gho_token123", provider: "github" })}`.replace(
          /"/g,
          '\\"',
        ),
      );
      expect(back.body).toContain('var origin="https://site.test"');
      expect(back.headers["content-security-policy"]).toMatch(
        /^default-src 'none'; script-src 'sha256-/,
      );
      expect(exchanges.at(-1)).toMatchObject({ client_id: "oauth-id", code: "good-code" });
    });

    test("a callback this browser did not start, or a wrong code, gives no token", async () => {
      const { state } = await signIn();
      const forged = await app.inject({
        url: `/api/cms/callback?code=good-code&state=${state}`,
        headers: { cookie: "cms_oauth_state=someone-elses" },
      });
      expect(forged.body).toContain("authorization:github:error:");
      expect(forged.body).toContain("This sign-in was not started here");
      expect(forged.body).not.toContain("gho_token123");

      const again = await signIn();
      const wrong = await app.inject({
        url: `/api/cms/callback?code=bad-code&state=${again.state}`,
        headers: { cookie: again.cookie },
      });
      expect(wrong.body).toContain("The code is wrong.");
      expect(wrong.body).not.toContain("gho_");
    });
  });
});
