import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  anotherSession,
  call,
  confirmEmail,
  createTestApp,
  createUser,
  grantPoints,
  logIn,
  PASSWORD,
  referralCodeOf,
  type TestApp,
  uniqueEmail,
  userIdOf,
} from "#test/app.ts";
import { repoRoot } from "#test/compiled-server.ts";
import { openInspector } from "./support/inspect.ts";
import { createDatabase, describeWithServices, type TestDatabase } from "./support/services.ts";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs an npm script the way a person would, with the given settings. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(npm, ["run", "--silent", script, "--", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of every table (and the migrations table), as JSON, in a stable order. */
async function contents(target: { dataDir: string; databaseUrl?: string }) {
  const db = await openInspector(target);
  try {
    await db.query("set timezone = 'UTC'");
    const tables = await db.query<{ schema: string; name: string }>(`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1, 2`);
    const result: Record<string, unknown> = {};
    for (const { schema, name } of tables) {
      const [row] = await db.query<{ rows: string | null }>(
        `select json_agg(t order by t::text)::text as rows from "${schema}"."${name}" t`,
      );
      result[`${schema}.${name}`] = JSON.parse(row!.rows ?? "[]");
    }
    return result;
  } finally {
    await db.close();
  }
}

/**
 * Some of everything: referrals in every state, a redemption with its key, reset links, mail,
 * sessions live and ended, an anonymised account, the audit log, odd text.
 */
async function fillWithData(t: TestApp) {
  // On a company's own domain, so a friend there is held (issue 36).
  const referrer = await createUser(t.app, {
    name: 'O\'Brien ☕ "Q" \\ back',
    email: uniqueEmail("referrer").replace(/@.*/, "@acme-backup.pk"),
  });
  const code = await referralCodeOf(t.app, referrer);
  // Credited: confirmed addresses.
  for (let i = 0; i < 3; i++)
    await createUser(t.app, { name: `Referred ${i} – محمد`, referralCode: code });
  // Pending: not confirmed yet.
  await createUser(t.app, { name: "Referred, unconfirmed", referralCode: code, verified: false });
  // Rejected: the referred account was deleted before confirming; its row stays, anonymised.
  const gone = await createUser(t.app, {
    name: "Referred, deleted",
    referralCode: code,
    verified: false,
  });
  const deleted = await call(t.app, "DELETE", "/user/me", {
    token: gone.token,
    body: { password: PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
  // Flagged: a friend on the referrer's own domain (issue 36: held on proof only), signed up
  // and confirmed from the address the referrer logged in from.
  const shared = "198.51.100.7";
  await logIn(t.app, referrer.email, PASSWORD, { ip: shared });
  const held = uniqueEmail("held").replace(/@.*/, "@sales.acme-backup.pk");
  await call(t.app, "POST", "/auth/signup", {
    ip: shared,
    body: { name: "Referred, held", email: held, password: PASSWORD, referralCode: code },
  });
  expect((await confirmEmail(t.app, await userIdOf(t.app, held), shared)).statusCode).toBe(200);
  // A failed login and a logged-out session, for the audit log and the sessions table.
  await logIn(t.app, referrer.email, "not-the-password-1");
  const ended = await anotherSession(t.app, referrer);
  expect((await call(t.app, "POST", "/auth/logout", { token: ended })).statusCode).toBe(200);
  await grantPoints(t.app, referrer.id, 150);
  const redeemed = await call(t.app, "POST", "/rewards/redeem", {
    token: referrer.token,
    headers: { "idempotency-key": "backup-key-1" },
  });
  expect(redeemed.statusCode).toBe(200);
  await call(t.app, "POST", "/auth/forgot-password", { body: { email: referrer.email } });
  const other = await createUser(t.app);
  await call(t.app, "POST", "/user/change-password", {
    token: other.token,
    body: { currentPassword: PASSWORD, newPassword: "another-orchard-lantern-9" },
  });
  return { referrer, endedToken: ended };
}

/** The new tables came along, with every state the data has. */
function expectNewTables(data: Record<string, unknown>) {
  const rows = (table: string) => data[`public.${table}`] as Record<string, unknown>[];
  expect(new Set(rows("referrals").map((row) => row.status))).toEqual(
    new Set(["credited", "pending", "rejected", "flagged"]),
  );
  expect(rows("sessions").some((row) => row.ended_at !== null)).toBe(true);
  expect(rows("sessions").some((row) => row.ended_at === null)).toBe(true);
  for (const kind of ["signup", "email-verified", "login-success", "login-failure", "logout"])
    expect(rows("security_events").map((row) => row.kind)).toContain(kind);
  expect(rows("users").map((row) => row.name)).toContain("Deleted account");
}

/**
 * What the restored database must still do: its append-only tables refuse changes, and its
 * identity columns carry on after the restored rows (the audit log's is a bigint).
 */
async function expectWorkingSchema(t: TestApp, original: Record<string, unknown>) {
  const maxId = (table: string) =>
    Math.max(...(original[`public.${table}`] as { id: number }[]).map((row) => Number(row.id)));
  // PGlite answers { rows }, PostgreSQL the rows themselves.
  const query = async (text: ReturnType<typeof sql>) => {
    const result = (await t.app.db.execute(text)) as unknown as
      | { rows: Record<string, string>[] }
      | Record<string, string>[];
    return Array.isArray(result) ? result : result.rows;
  };
  /** The database's refusal of a statement, with the cause drizzle wraps it in. */
  const refusal = (text: ReturnType<typeof sql>) =>
    query(text).then(
      () => "accepted",
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ""}`,
    );
  expect(await refusal(sql`update security_events set kind = kind`)).toContain(
    "security_events is append-only",
  );
  expect(await refusal(sql`delete from points_ledger`)).not.toBe("accepted");
  // The server has written events and a referral since the restore: after the restored ids.
  const [events] = await query(sql`select max(id)::text as id from security_events`);
  expect(BigInt(events!.id!)).toBeGreaterThan(BigInt(maxId("security_events")));
  const [referral] = await query(sql`select max(id)::text as id from referrals`);
  expect(Number(referral!.id)).toBeGreaterThan(maxId("referrals"));
}

describe("backups of the embedded database", () => {
  const folders: string[] = [];
  const folder = (label: string) => {
    const path = mkdtempSync(join(tmpdir(), `site-backup-${label}-`));
    folders.push(path);
    return path;
  };
  let sourceDir: string;
  let dumpFile: string;
  let original: Record<string, unknown>;
  let referrerEmail: string;
  let referrerToken: string;
  let endedToken: string;

  beforeAll(async () => {
    sourceDir = folder("source");
    dumpFile = join(folder("dump"), "site.sql");
    const t = await createTestApp("pglite", { dataDir: sourceDir });
    try {
      const filled = await fillWithData(t);
      referrerEmail = filled.referrer.email;
      referrerToken = filled.referrer.token;
      endedToken = filled.endedToken;
      await t.app.close();
    } catch (error) {
      await t.app.close();
      throw error;
    }
    original = await contents({ dataDir: sourceDir });
  }, 120_000);

  afterAll(() => {
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  test("is refused while a server holds the database, with what to do", async () => {
    const t = await createTestApp("pglite", { dataDir: sourceDir });
    try {
      const refused = runScript("db:backup", [dumpFile], { DATA_DIR: sourceDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("is already in use by another server process");
      expect(refused.output).toContain("stop it, run the backup, start it again");
      expect(existsSync(dumpFile)).toBe(false);
      expect(existsSync(`${dumpFile}.partial`)).toBe(false);
    } finally {
      await t.app.close();
    }
  }, 60_000);

  test("round trip: backup, restore into a new DATA_DIR, and the data is the same", async () => {
    const backup = runScript("db:backup", [dumpFile], { DATA_DIR: sourceDir });
    expect(backup.output).toContain("Written to");
    expect(backup.code).toBe(0);
    expect(statSync(dumpFile).mode & 0o777).toBe(0o600);
    const dump = readFileSync(dumpFile, "utf8");
    for (const table of ["users", "referrals", "sessions", "security_events"])
      expect(dump).toContain(`INSERT INTO "public"."${table}"`);
    expect(Object.keys(original)).toContain("public.points_ledger");
    expect((original["public.points_ledger"] as unknown[]).length).toBeGreaterThan(3);
    expectNewTables(original);

    const restoredDir = folder("restored");
    const restore = runScript("db:restore", [dumpFile], { DATA_DIR: restoredDir });
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    expect(await contents({ dataDir: restoredDir })).toEqual(original);

    // Restoring over a database keeps the one it replaces.
    const again = runScript("db:restore", [dumpFile], { DATA_DIR: restoredDir });
    expect(again.code).toBe(0);
    expect(again.output).toContain("The database it replaced is kept in");
    expect(
      readdirSync(restoredDir).filter((name) => name.startsWith("pglite.before-restore-")),
    ).toHaveLength(1);

    // The server runs on it: sessions carry on (a live one works, an ended one stays ended), old
    // passwords log in, new rows get new ids.
    const t = await createTestApp("pglite", { dataDir: restoredDir });
    try {
      expect((await call(t.app, "GET", "/user/me", { token: referrerToken })).statusCode).toBe(200);
      expect((await call(t.app, "GET", "/user/me", { token: endedToken })).statusCode).toBe(401);
      const login = await logIn(t.app, referrerEmail, PASSWORD);
      expect(login.statusCode).toBe(200);
      const code = await referralCodeOf(t.app, login.json());
      await createUser(t.app, { email: uniqueEmail("after"), referralCode: code });
      const points = await call(t.app, "GET", "/user/points", { token: login.json().token });
      expect(points.json().entries.map((entry: { reason: string }) => entry.reason)).toEqual([
        "referral_bonus",
        "redemption",
        "adjustment",
        "referral_bonus",
        "referral_bonus",
        "referral_bonus",
      ]);
      // Five friends confirmed: four were credited, the held one still waits for review, and
      // the pending one for its confirmation.
      expect(points.json().referrals).toMatchObject({
        joined: 7,
        confirmed: 5,
        credited: 4,
        pending: 1,
        inReview: 1,
      });
      await expectWorkingSchema(t, original);
    } finally {
      await t.app.close();
    }
  }, 120_000);

  describeWithServices("and PostgreSQL", {}, () => {
    test("PostgreSQL loads the same dump with psql, and it backs up the other way too", async () => {
      const database = await createDatabase("restore");
      try {
        await loadIntoPostgres(database);
      } finally {
        await database.drop();
      }
    }, 120_000);
  });

  async function loadIntoPostgres(database: TestDatabase) {
    const psql = spawnSync("psql", ["--version"], { encoding: "utf8" });
    if (psql.status === 0) {
      execFileSync("psql", ["-v", "ON_ERROR_STOP=1", "-q", "-f", dumpFile, database.url], {
        encoding: "utf8",
        env: { ...process.env, PGCONNECT_TIMEOUT: "10" },
      });
    } else {
      console.warn("psql is not installed: loading the dump with npm run db:restore instead");
      const restore = runScript("db:restore", [dumpFile], { DATABASE_URL: database.url });
      expect(restore.code).toBe(0);
    }
    expect(await contents({ dataDir: "", databaseUrl: database.url })).toEqual(original);

    // A restore never writes over a database that has tables.
    const refused = runScript("db:restore", [dumpFile], { DATABASE_URL: database.url });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Restore into a new, empty database");

    // The server starts on it (its migrations are recorded) and carries on.
    const t = await createTestApp("pglite", { env: { DATABASE_URL: database.url } });
    try {
      expect((await call(t.app, "GET", "/user/me", { token: referrerToken })).statusCode).toBe(200);
      expect((await call(t.app, "GET", "/user/me", { token: endedToken })).statusCode).toBe(401);
      const code = await referralCodeOf(t.app, { token: referrerToken });
      await createUser(t.app, { email: uniqueEmail("pg"), referralCode: code });
      expect((await logIn(t.app, referrerEmail, PASSWORD)).statusCode).toBe(200);
      await expectWorkingSchema(t, original);
    } finally {
      await t.close();
    }

    // Backing up PostgreSQL while it runs, and loading that into the embedded database.
    const pgDump = join(folder("pgdump"), "pg.sql");
    const backup = runScript("db:backup", [pgDump], { DATABASE_URL: database.url });
    expect(backup.code).toBe(0);
    const embeddedDir = folder("from-pg");
    expect(runScript("db:restore", [pgDump], { DATA_DIR: embeddedDir }).code).toBe(0);
    expect(await contents({ dataDir: embeddedDir })).toEqual(
      await contents({ dataDir: "", databaseUrl: database.url }),
    );
  }
});
