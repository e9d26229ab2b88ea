import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import postgres from "postgres";
import { afterEach, describe, expect, test } from "vitest";
import { eventually } from "#test/app.ts";
import { adminDatabaseUrl, describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { healthAnswers, registerHealthRoutes } from "./index.ts";

const unavailable = { status: "unavailable", message: healthAnswers.unavailable };

describeEachBackend("GET /api/health", (backend) => {
  const t = useTestApp(backend, { captureLogs: true });

  const health = () => t.app.inject({ method: "GET", url: "/api/health" });

  test('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  if (backend === "postgres") {
    test("answers 503 while the database refuses connections, and 200 once it is back", async () => {
      const name = new URL(t.config.DATABASE_URL!).pathname.slice(1);
      const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => {} });
      try {
        // The database goes away under the running app: no new sessions, the open ones ended.
        await admin.unsafe(`alter database "${name}" allow_connections false`);
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
                    where datname = ${name} and pid <> pg_backend_pid()`;
        const down = await eventually(async () => {
          const response = await health();
          return response.statusCode === 503 ? response : undefined;
        });
        expect(down.json()).toEqual(unavailable);
        // Nothing about the database in the answer: not its name, kind, address or error.
        for (const internal of [name, "postgres", "127.0.0.1", "5432", "connections", "55000"])
          expect(down.body).not.toContain(internal);
        const logged = t.logs.filter((line) => line.includes("health check"));
        expect(logged.length).toBeGreaterThan(0);
        expect(logged.join("\n")).not.toContain(name);
      } finally {
        await admin.unsafe(`alter database "${name}" allow_connections true`);
        await admin.end();
      }
      const up = await eventually(async () => {
        const response = await health();
        return response.statusCode === 200 ? response : undefined;
      });
      expect(up.json()).toEqual({ status: "ok" });
    });
  }
});

describe("the health check's answer when the query fails", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(execute: () => Promise<unknown>, timeoutMs?: number) {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerHealthRoutes(app, { db: { execute } as never, timeoutMs });
    await app.ready();
    return app;
  }

  test("an error is a 503 that names nothing internal", async () => {
    const failing = await appWith(() =>
      Promise.reject(
        Object.assign(new Error('password authentication failed for user "site" at db.internal'), {
          code: "28P01",
        }),
      ),
    );
    const response = await failing.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(response.body).not.toMatch(/password|db\.internal|28P01/);
  });

  test("a database that hangs is a 503 after the timeout, not a hung health check", async () => {
    const hanging = await appWith(() => new Promise(() => {}), 200);
    const started = performance.now();
    const response = await hanging.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
