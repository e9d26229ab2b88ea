import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { SignupBody } from "#contract/auth.ts";
import { ApiError } from "#contract/errors.ts";
import {
  call,
  createTestApp,
  createUser,
  PASSWORD,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { serverErrorMessage } from "./errors.ts";
import { notUnicodeMessage } from "./json-body.ts";

type Case = {
  name: string;
  method?: string;
  path: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  auth?: boolean;
  status: number;
  message: string | RegExp;
  /** The input the answer names (`field`); none when left out. */
  field?: string;
};

const valid = () => ({ name: "Valid Name", email: uniqueEmail("bad"), password: PASSWORD });
const sqlBits = "'; DROP TABLE users; --";

/**
 * Every case must answer 4xx with a message that names the problem and, when one input is at
 * fault, that input's name; never a 500.
 */
const cases: Case[] = [
  // Missing and extra fields
  {
    name: "empty object",
    path: "/auth/signup",
    body: {},
    status: 400,
    message: "Name: is required.",
    field: "name",
  },
  {
    name: "missing email",
    path: "/auth/signup",
    body: { name: "A", password: PASSWORD },
    status: 400,
    message: "Email: is required.",
    field: "email",
  },
  {
    name: "missing password",
    path: "/auth/login",
    body: { email: "a@example.com" },
    status: 400,
    message: "Password: is required.",
    field: "password",
  },
  {
    name: "extra field",
    path: "/auth/signup",
    body: { ...valid(), isAdmin: true },
    status: 400,
    message: 'Unknown field "isAdmin".',
  },
  {
    name: "extra fields",
    path: "/auth/login",
    body: { email: "a@example.com", password: "x", role: "admin", points: 9 },
    status: 400,
    message: 'Unknown fields: "role", "points".',
  },
  {
    name: "forgot without email",
    path: "/auth/forgot-password",
    body: { mail: "a@example.com" },
    status: 400,
    message: /^(Email: is required\.|Unknown field "mail"\.)$/,
    // zod reports the missing field first.
    field: "email",
  },
  {
    name: "reset without token",
    path: "/auth/reset-password",
    body: { password: PASSWORD },
    status: 400,
    message: "Reset link: is required.",
    field: "token",
  },
  // Wrong types
  {
    name: "number as name",
    path: "/auth/signup",
    body: { ...valid(), name: 42 },
    status: 400,
    message: "Name: must be text.",
    field: "name",
  },
  {
    name: "array as email",
    path: "/auth/signup",
    body: { ...valid(), email: ["a@example.com"] },
    status: 400,
    message: "Email: must be text.",
    field: "email",
  },
  {
    name: "object as password",
    path: "/auth/login",
    body: { email: "a@example.com", password: { $ne: "" } },
    status: 400,
    message: "Password: must be text.",
    field: "password",
  },
  {
    name: "null as name",
    path: "/auth/signup",
    body: { ...valid(), name: null },
    status: 400,
    message: "Name: is required.",
    field: "name",
  },
  {
    name: "boolean referral code",
    path: "/auth/signup",
    body: { ...valid(), referralCode: true },
    status: 400,
    message: "Referral code: must be text.",
    field: "referralCode",
  },
  {
    name: "array body",
    path: "/auth/signup",
    body: [valid()],
    status: 400,
    message: "Request body: must be a JSON object.",
  },
  {
    name: "string body",
    path: "/auth/login",
    raw: '"hello"',
    status: 400,
    message: "Request body: must be a JSON object.",
  },
  {
    name: "null body",
    path: "/auth/login",
    raw: "null",
    status: 400,
    message: "Request body: must be a JSON object.",
  },
  // Huge and empty strings
  {
    name: "huge name",
    path: "/auth/signup",
    body: { ...valid(), name: "N".repeat(10_000) },
    status: 400,
    message: "Name: must be at most 100 characters.",
    field: "name",
  },
  {
    name: "huge email",
    path: "/auth/signup",
    body: { ...valid(), email: `${"e".repeat(250)}@example.com` },
    status: 400,
    message: "Email: must be at most 254 characters.",
    field: "email",
  },
  {
    name: "huge password",
    path: "/auth/signup",
    body: { ...valid(), password: "p".repeat(257) },
    status: 400,
    message: "Password: must be at most 256 characters.",
    field: "password",
  },
  {
    name: "huge login password",
    path: "/auth/login",
    body: { email: "a@example.com", password: "p".repeat(5000) },
    status: 400,
    message: "Password: must be at most 256 characters.",
    field: "password",
  },
  {
    name: "huge reset token",
    path: "/auth/reset-password",
    body: { token: "t".repeat(1000), password: PASSWORD },
    status: 400,
    message: "Reset link: is not valid.",
    field: "token",
  },
  {
    name: "empty name",
    path: "/auth/signup",
    body: { ...valid(), name: "" },
    status: 400,
    message: "Name: is required.",
    field: "name",
  },
  {
    name: "blank name",
    path: "/auth/signup",
    body: { ...valid(), name: " \t " },
    status: 400,
    message: "Name: is required.",
    field: "name",
  },
  {
    name: "empty email",
    path: "/auth/signup",
    body: { ...valid(), email: "" },
    status: 400,
    message: "Email: must be a valid email address.",
    field: "email",
  },
  {
    name: "empty password",
    path: "/auth/login",
    body: { email: "a@example.com", password: "" },
    status: 400,
    message: "Password: is required.",
    field: "password",
  },
  {
    name: "short password",
    path: "/auth/signup",
    body: { ...valid(), password: "short" },
    status: 400,
    message: "Password: must be at least 8 characters.",
    field: "password",
  },
  // Unicode
  {
    name: "Unicode e-mail",
    path: "/auth/signup",
    body: { ...valid(), email: "用户@例子.广告" },
    status: 400,
    message: "Email: must be a valid email address.",
    field: "email",
  },
  {
    name: "control characters in a name",
    path: "/auth/signup",
    body: { ...valid(), name: "Bell\u0007Name" },
    status: 400,
    message: "Name: must not contain control characters.",
    field: "name",
  },
  {
    name: "right-to-left override in e-mail",
    path: "/auth/login",
    body: { email: "a\u202e@example.com", password: "x" },
    status: 400,
    message: "Email: must be a valid email address.",
    field: "email",
  },
  // SQL metacharacters
  {
    name: "SQL in e-mail",
    path: "/auth/signup",
    body: { ...valid(), email: `x${sqlBits}@example.com` },
    status: 400,
    message: "Email: must be a valid email address.",
    field: "email",
  },
  {
    name: "SQL in login",
    path: "/auth/login",
    body: { email: "a@example.com", password: sqlBits },
    status: 401,
    message: "Incorrect email or password.",
  },
  {
    name: "SQL in referral code",
    path: "/auth/signup",
    body: { ...valid(), referralCode: sqlBits },
    status: 400,
    message: "Referral code not found",
    field: "referralCode",
  },
  {
    name: "SQL in reset token",
    path: "/auth/reset-password",
    body: { token: sqlBits, password: PASSWORD },
    status: 400,
    message: /reset link is invalid/,
    field: "token",
  },
  // Malformed bodies
  {
    name: "malformed JSON",
    path: "/auth/login",
    raw: '{"email": "a@example.com",',
    status: 400,
    message: "The request body is not valid JSON.",
  },
  {
    // A lone surrogate made the contact message's job (jsonb) fail in PostgreSQL: a 500.
    name: "text that is not valid Unicode",
    path: "/contact",
    raw: '{"firstName":"Ayesha","email":"ayesha@example.com","phone":"1kAX\\ud800","message":"Hello"}',
    status: 400,
    message: notUnicodeMessage,
  },
  {
    name: "a lone surrogate in a key",
    path: "/auth/login",
    raw: '{"email":"a@example.com","password":"x","\\udc00":1}',
    status: 400,
    message: notUnicodeMessage,
  },
  {
    // An empty body counts as none (routes that take no input accept it); login needs one.
    name: "empty JSON body",
    path: "/auth/login",
    raw: "",
    status: 400,
    message: "Request body: must be a JSON object.",
  },
  {
    name: "prototype pollution",
    path: "/auth/login",
    raw: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
    status: 400,
    message: /./,
  },
  {
    name: "form-encoded body",
    path: "/auth/login",
    raw: "email=a%40example.com&password=x",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
    message: /Content-Type: application\/json/,
  },
  {
    name: "text body",
    path: "/auth/login",
    raw: "hello",
    contentType: "text/plain",
    status: 415,
    message: /Content-Type: application\/json/,
  },
  {
    name: "no body at all",
    path: "/auth/login",
    status: 400,
    message: "Request body: must be a JSON object.",
  },
  {
    name: "body over 16 KB",
    path: "/auth/signup",
    body: { ...valid(), name: "x".repeat(17 * 1024) },
    status: 413,
    message: "The request body is too large.",
  },
  // Signed-in routes
  {
    name: "rename with a number",
    method: "PATCH",
    path: "/user/me",
    auth: true,
    body: { name: 7 },
    status: 400,
    message: "Name: must be text.",
    field: "name",
  },
  {
    name: "change-password missing new",
    path: "/user/change-password",
    auth: true,
    body: { currentPassword: PASSWORD },
    status: 400,
    message: "New password: is required.",
    field: "newPassword",
  },
  {
    name: "delete without password",
    method: "DELETE",
    path: "/user/me",
    auth: true,
    body: {},
    status: 400,
    message: "Password: is required.",
    field: "password",
  },
  {
    name: "redeem with a body",
    path: "/rewards/redeem",
    auth: true,
    body: { points: 1_000_000 },
    status: 400,
    message: 'Unknown field "points".',
  },
  // Unknown routes and methods
  {
    name: "unknown API route",
    method: "GET",
    path: "/nothing-here",
    status: 404,
    message: "There is no API endpoint at this address.",
  },
  {
    name: "wrong method",
    method: "GET",
    path: "/auth/login",
    status: 404,
    message: "There is no API endpoint at this address.",
  },
  {
    name: "SQL in the address",
    method: "GET",
    path: `/user/${encodeURIComponent(sqlBits)}`,
    status: 404,
    message: "There is no API endpoint at this address.",
  },
];

describeOnPglite("bad input", (backend) => {
  const t = useTestApp(backend);
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(t.app);
  });

  test.each(cases)("$name → $status", async (item) => {
    const headers: Record<string, string> = {};
    if (item.auth) headers.authorization = `Bearer ${user.token}`;
    if (item.raw !== undefined || item.body !== undefined)
      headers["content-type"] = item.contentType ?? "application/json";
    const response = await t.app.inject({
      method: (item.method ?? "POST") as "POST",
      url: `/api${item.path}`,
      headers,
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(item.raw !== undefined
        ? { payload: item.raw }
        : item.body !== undefined
          ? { payload: JSON.stringify(item.body) }
          : {}),
    });
    expect(response.statusCode).toBe(item.status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json() as { message: unknown; field?: unknown };
    expect(Object.keys(body)).toEqual(item.field ? ["message", "field"] : ["message"]);
    expect(typeof body.message).toBe("string");
    expect(body.field).toBe(item.field);
    if (typeof item.message === "string") expect(body.message).toBe(item.message);
    else expect(body.message).toMatch(item.message);
  });

  test("valid Unicode and SQL metacharacters are stored as text, not run", async () => {
    const name = `Zoë 山田 🚀 ${sqlBits}`.slice(0, 100);
    const email = uniqueEmail("o'brien");
    const password = `${sqlBits} ü`;
    const signup = await call(t.app, "POST", "/auth/signup", { body: { name, email, password } });
    expect(signup.statusCode).toBe(201);
    const login = await call(t.app, "POST", "/auth/login", { body: { email, password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toEqual({ name, email, points: 0, emailVerified: false });
    // Unicode normalisation: the same password typed in another form still works.
    const decomposed = password.normalize("NFD");
    expect(decomposed).not.toBe(password);
    const again = await call(t.app, "POST", "/auth/login", {
      body: { email, password: decomposed },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe("responses and logs", () => {
  const t = useTestApp("pglite", {
    captureLogs: true,
    // A route that makes the database fail with a value in its parameters.
    prepare: (app) =>
      app.get("/api/test/database-error", async () => {
        await app.db.execute(sql`select ${"leaky-parameter@example.com"}::int`);
        return {};
      }),
  });

  test("a database error is a generic 500; the log has its code only, no parameters", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/database-error" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: serverErrorMessage });
    expect(response.body).not.toContain("leaky");
    const line = t.logs.find((entry) => entry.includes("request failed"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).err).toEqual({ type: "DatabaseError", dbCode: "22P02" });
    expect(t.logs.join("\n")).not.toContain("leaky-parameter");
  });

  test("logs carry no password, token or query string", async () => {
    const email = uniqueEmail("logs");
    await call(t.app, "POST", "/auth/signup", { body: { name: "Log", email, password: PASSWORD } });
    const login = await call(t.app, "POST", "/auth/login", { body: { email, password: PASSWORD } });
    const token = login.json().token as string;
    await call(t.app, "GET", "/user/me", { token });
    await call(t.app, "POST", "/auth/login", { body: { email, password: "a-wrong-password" } });
    await t.app.inject({ method: "GET", url: "/api/health?token=secret-query-value" });
    const logs = t.logs.join("\n");
    expect(logs).toContain("/api/auth/login");
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain("a-wrong-password");
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(token.split(".")[2]!);
    expect(logs).not.toContain("secret-query-value");
  });

  test("a request is one line at info, once answered: method, path, status and time", async () => {
    await t.app.inject({ method: "GET", url: "/api/health?probe=one-line" });
    const lines = t.logs
      .map((entry) => JSON.parse(entry))
      .filter((line) => line.req?.path === "/api/health");
    expect(lines.at(-1)).toMatchObject({
      msg: "request completed",
      req: { method: "GET", path: "/api/health" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.filter((line) => line.msg === "incoming request")).toEqual([]);
  });

  test("GET /api/openapi.json is generated from the zod schemas the routes use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const [path, method] of [
      ["/api/auth/signup", "post"],
      ["/api/auth/login", "post"],
      ["/api/auth/forgot-password", "post"],
      ["/api/auth/reset-password", "post"],
      ["/api/user/me", "get"],
      ["/api/user/me", "patch"],
      ["/api/user/me", "delete"],
      ["/api/user/my-referral-link", "get"],
      ["/api/user/change-password", "post"],
      ["/api/user/points", "get"],
      ["/api/rewards/redeem", "post"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const signup =
      doc.paths["/api/auth/signup"].post.requestBody.content["application/json"].schema;
    const expected = z.toJSONSchema(SignupBody, { io: "input" }) as { properties: object };
    expect(signup.properties).toEqual(expected.properties);
    expect(signup.additionalProperties).toBe(false);
    // Every error is documented as the contract's error body, `{ message, field? }`.
    const refusal =
      doc.paths["/api/auth/signup"].post.responses["400"].content["application/json"].schema;
    const errorBody = z.toJSONSchema(ApiError, { io: "output" }) as {
      properties: object;
      required: string[];
    };
    expect(refusal.properties).toEqual(errorBody.properties);
    expect(refusal.required).toEqual(["message"]);
    expect(doc.paths["/api/user/me"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });
});

describe("the reset page", () => {
  let t: TestApp;
  let site: string;

  beforeAll(async () => {
    // The smallest built site the static plugin accepts.
    site = mkdtempSync(join(tmpdir(), "site-build-"));
    const client = join(site, "client");
    mkdirSync(join(client, "404"), { recursive: true });
    const page = (title: string) => `<!doctype html><title>${title}</title>`;
    writeFileSync(join(client, "index.html"), page("Home"));
    writeFileSync(join(client, "404", "index.html"), page("Not found"));
    writeFileSync(join(client, "__spa-fallback.html"), page("App"));
    // The account doors are prerendered pages (site/client-paths.ts).
    for (const door of ["login", "reset-password"]) {
      mkdirSync(join(client, door));
      writeFileSync(join(client, door, "index.html"), page(door));
    }
    writeFileSync(
      join(site, "site-manifest.json"),
      JSON.stringify({
        scriptHashes: {
          "index.html": [],
          "404/index.html": [],
          "__spa-fallback.html": [],
          "login/index.html": [],
          "reset-password/index.html": [],
        },
      }),
    );
    t = await createTestApp("pglite", { env: { SERVE_SITE: "true", SITE_DIR: client } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site, { recursive: true, force: true });
  });

  test("answers the reset page with Referrer-Policy: no-referrer; other pages keep the default", async () => {
    const page = await t.app.inject({ method: "GET", url: "/reset-password?token=abc123" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>reset-password</title>");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    const slash = await t.app.inject({ method: "GET", url: "/reset-password/?token=abc123" });
    expect(slash.headers["referrer-policy"]).toBe("no-referrer");
    const login = await t.app.inject({ method: "GET", url: "/login" });
    expect(login.statusCode).toBe(200);
    expect(login.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const api404 = await t.app.inject({ method: "GET", url: "/api/missing" });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toEqual({ message: "There is no API endpoint at this address." });
  });
});
