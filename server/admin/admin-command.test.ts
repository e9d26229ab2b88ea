import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call, createTestApp, createUser } from "#test/app.ts";
import { compileServer, nodeArgsFor } from "#test/compiled-server.ts";

// The command compiled as `npm run build` compiles it, from the current sources (never stale).
let compiled: Awaited<ReturnType<typeof compileServer>>;
beforeAll(async () => {
  compiled = await compileServer();
});
afterAll(() => compiled?.remove());

/** Runs `npm run admin -- ...args` the way an operator would (without npm's banner). */
function runAdmin(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [...nodeArgsFor(compiled.entry("admin")), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAILS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("npm run admin", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-admin-command-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test("refuses while a server holds the embedded database, then grants and revokes", async () => {
    let t = await createTestApp("pglite", { dataDir });
    const user = await createUser(t.app, { name: "Future Admin" });
    const busy = await runAdmin(["grant", user.email], dataDir);
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/already in use by another server process/);
    expect(busy.out).toMatch(/cannot be changed while the server runs/);
    expect(busy.out).toMatch(/ADMIN_EMAILS/);
    await t.close();

    const usage = await runAdmin(["promote"], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(/^Usage:/);

    const granted = await runAdmin(["grant", user.email.toUpperCase()], dataDir);
    expect(granted.out.trim()).toBe(`${user.email} is now an administrator.`);
    expect(granted.code).toBe(0);
    const list = await runAdmin(["list"], dataDir);
    expect(list.out).toContain(`${user.email}\tFuture Admin`);
    const unknown = await runAdmin(["grant", "nobody@example.com"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/No account uses nobody@example\.com/);

    t = await createTestApp("pglite", { dataDir });
    try {
      const login = await call(t.app, "POST", "/auth/login", {
        body: { email: user.email, password: user.password },
      });
      const token = login.json().token as string;
      expect((await call(t.app, "GET", "/admin/me", { token })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    const revoked = await runAdmin(["revoke", user.email], dataDir);
    expect(revoked.out.trim()).toBe(`${user.email} is no longer an administrator.`);
  }, 60_000);
});
