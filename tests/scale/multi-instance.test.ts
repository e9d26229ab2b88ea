import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type postgres from "postgres";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rateLimits } from "#server/plugins/rate-limit.ts";
import { repoRoot } from "#test/compiled-server.ts";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import {
  type Account,
  confirmByMail,
  freshIp,
  logIn,
  PASSWORD,
  pool,
  send,
  signUp,
  uniqueEmail,
} from "./support/http.ts";
import {
  createDatabase,
  describeWithServices,
  redisNamespace,
  redisUrl,
  type TestDatabase,
} from "./support/services.ts";
import { type MailSink, startMailSink, until } from "./support/smtp.ts";

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const journal = JSON.parse(readFileSync(join(repoRoot, "drizzle/meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

describeWithServices("three instances on one PostgreSQL and one Redis", { redis: true }, () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let sink: MailSink;
  const redis = redisNamespace("multi");
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const senders = ["instance-a@site.test", "instance-b@site.test", "instance-c@site.test"];

  beforeAll(async () => {
    database = await createDatabase("multi");
    sql = database.connect();
    // A slow mail provider: the outbox backlog lasts long enough for every instance to join in.
    sink = await startMailSink({ delayMs: 25 });
    // Started together on an empty database: the migrations run once, under an advisory lock.
    const started = await Promise.all(
      senders.map((sender) => {
        const dataDir = mkdtempSync(join(tmpdir(), "site-multi-"));
        dataDirs.push(dataDir);
        return startServerProcess({
          env: {
            DATA_DIR: dataDir,
            // One site behind a load balancer: the instances share its address, and with it the
            // issuer of their tokens.
            PUBLIC_URL: "http://site.test",
            DATABASE_URL: database.url,
            REDIS_URL: redisUrl,
            REDIS_PREFIX: redis.prefix,
            SMTP_URL: sink.url,
            // Tells which instance sent a message.
            MAIL_FROM: sender,
          },
        });
      }),
    );
    instances.push(...started);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await sql?.end();
    await database?.drop();
    await sink?.close();
    await redis.clear();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  const at = (index: number) => instances[index % instances.length]!.baseUrl;

  test("started together, they apply the migrations once", async () => {
    const applied = await sql`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
    for (const instance of instances) expect(instance.output()).not.toMatch(/"level":(50|60)/);
  });

  test("a token issued by one instance works on the others, and so does its revocation", async () => {
    const account = await signUp(at(0));
    for (const index of [1, 2]) {
      const me = await send(at(index), "/api/user/me", { token: account.token });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ email: account.email });
    }
    // The password changes on the second instance: the first and third refuse the old token.
    const changed = await send(at(1), "/api/user/change-password", {
      method: "POST",
      token: account.token,
      body: { currentPassword: PASSWORD, newPassword: "another-orchard-lantern-43" },
    });
    expect(changed.status).toBe(200);
    const { token } = changed.json as { token: string };
    for (const index of [0, 2]) {
      expect((await send(at(index), "/api/user/me", { token: account.token })).status).toBe(401);
      expect((await send(at(index), "/api/user/me", { token })).status).toBe(200);
    }
  });

  test("a logout on one instance ends the session on all of them, and only that session", async () => {
    const account = await signUp(at(0));
    // A second session of the same account, from a login on another instance.
    const other = await logIn(at(1), account.email);
    for (const index of [0, 1, 2])
      expect((await send(at(index), "/api/user/me", { token: account.token })).status).toBe(200);

    const loggedOut = await send(at(2), "/api/auth/logout", {
      method: "POST",
      token: account.token,
    });
    expect(loggedOut.status).toBe(200);
    for (const index of [0, 1, 2]) {
      const refused = await send(at(index), "/api/user/me", { token: account.token });
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ message: expect.stringMatching(/session has ended/) });
      expect((await send(at(index), "/api/user/me", { token: other })).status).toBe(200);
    }
    // A second logout with the ended token is refused too: nothing is left to end.
    expect(
      (await send(at(0), "/api/auth/logout", { method: "POST", token: account.token })).status,
    ).toBe(401);

    // "Log out everywhere" on one instance ends every session of the account on all of them.
    const third = await logIn(at(2), account.email);
    const everywhere = await send(at(0), "/api/auth/logout-everywhere", {
      method: "POST",
      token: other,
    });
    expect(everywhere.status).toBe(200);
    for (const index of [0, 1, 2])
      for (const token of [other, third])
        expect((await send(at(index), "/api/user/me", { token })).status).toBe(401);
    // A new login still works, on any instance.
    const fresh = await logIn(at(1), account.email);
    for (const index of [0, 1, 2])
      expect((await send(at(index), "/api/user/me", { token: fresh })).status).toBe(200);
  });

  test("rate limits hold across the instances, not per instance", async () => {
    const email = uniqueEmail("limited");
    const forgot = (index: number, address = email, ip = freshIp()) =>
      send(at(index), "/api/auth/forgot-password", {
        method: "POST",
        ip,
        body: { email: address },
      });
    // Per e-mail (counted in Redis): the requests are spread over the three instances.
    for (let i = 0; i < rateLimits.forgotPasswordPerEmail.max; i++)
      expect((await forgot(i)).status).toBe(202);
    for (const index of [0, 1, 2]) {
      const refused = await forgot(index);
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    }

    // Per address: one client, a new e-mail each time, round-robin over the instances.
    const ip = freshIp();
    for (let i = 0; i < rateLimits.forgotPasswordPerIp.max; i++)
      expect((await forgot(i, uniqueEmail("spray"), ip)).status).toBe(202);
    for (const index of [0, 1, 2])
      expect((await forgot(index, uniqueEmail("spray"), ip)).status).toBe(429);

    // Failed logins (counted in the database) slow one client on every instance alike.
    const guesser = freshIp();
    const guess = (index: number) =>
      send(at(index), "/api/auth/login", {
        method: "POST",
        ip: guesser,
        body: { email, password: "not-the-password-1" },
      });
    for (let i = 0; i < 5; i++) expect((await guess(i)).status).toBe(401);
    for (const index of [0, 1, 2]) {
      const slowed = await guess(index);
      expect(slowed.status).toBe(429);
      expect(slowed.json).toEqual({ message: expect.stringMatching(/^Too many failed attempts/) });
    }

    // The counters are in Redis, under this run's prefix.
    expect(await redis.count()).toBeGreaterThan(0);
  });

  test("300 redeems spread over the instances leave every balance and ledger exact", async () => {
    const users: (Account & { id: string; initial: number })[] = [];
    for (let i = 0; i < 12; i++) {
      const account = await signUp(at(i));
      // Only a confirmed address redeems; the link is opened on another instance.
      await confirmByMail(at(i + 1), sink, account.email);
      const [row] = await sql<
        { id: string }[]
      >`select id from users where email = ${account.email}`;
      users.push({ ...account, id: row!.id, initial: 150 + 173 * i });
    }
    // Opening balances, the way an administrator's adjustment writes them.
    const grant = (userId: string, amount: number) =>
      sql.begin(async (tx) => {
        await tx`update users set points = points + ${amount} where id = ${userId}`;
        await tx`insert into points_ledger (user_id, reason, amount) values (${userId}, 'adjustment', ${amount})`;
      });
    for (const user of users) await grant(user.id, user.initial);

    type Sent = { user: number; key?: string; status: number; message: string; replayed: boolean };
    const sent: Sent[] = [];
    const granted = new Map<string, number>();
    const tasks: (() => Promise<void>)[] = [];
    for (let i = 0; i < 300; i++) {
      // A quarter without a key, a quarter with a key of their own, and pairs sharing a key
      // (sent to two different instances): a client retrying through the load balancer.
      const kind = i % 4;
      const first = kind === 3 ? i - 1 : i;
      const target = (first * 7) % users.length;
      const pairKey = kind === 0 ? undefined : kind === 1 ? `solo-${i}` : `pair-${first}`;
      tasks.push(async () => {
        const response = await send(at(i), "/api/rewards/redeem", {
          method: "POST",
          token: users[target]!.token,
          headers: pairKey ? { "idempotency-key": pairKey } : {},
        });
        sent.push({
          user: target,
          key: pairKey,
          status: response.status,
          message: (response.json as { message: string }).message,
          replayed: response.headers["idempotent-replayed"] === "true",
        });
      });
      // Points keep arriving meanwhile.
      if (i % 5 === 0) {
        const lucky = users[(i * 11) % users.length]!;
        tasks.push(async () => {
          await grant(lucky.id, 200);
          granted.set(lucky.id, (granted.get(lucky.id) ?? 0) + 200);
        });
      }
    }
    await pool(24, tasks);

    expect(sent).toHaveLength(300);
    expect(sent.filter((answer) => answer.status !== 200 && answer.status !== 400)).toEqual([]);

    // Enough of them went through for the check to mean something.
    expect(
      sent.filter((answer) => answer.status === 200 && !answer.replayed).length,
    ).toBeGreaterThan(40);

    // Requests that shared a key redeemed at most once between them: after a success, the
    // other got that answer again (replayed); a refusal (too few points) is not stored, so the
    // other was tried afresh.
    const byKey = groupBy(
      sent.filter((answer) => answer.key?.startsWith("pair-")),
      (answer) => answer.key!,
    );
    expect(byKey.size).toBe(75);
    let replayedPairs = 0;
    for (const [key, answers] of byKey) {
      expect(answers).toHaveLength(2);
      const redeemed = answers.filter((answer) => answer.status === 200 && !answer.replayed);
      const replayed = answers.filter((answer) => answer.replayed);
      expect({ key, redeemed: redeemed.length }).toEqual({
        key,
        redeemed: redeemed.length > 0 ? 1 : 0,
      });
      for (const answer of replayed)
        expect({ key, status: answer.status, message: answer.message }).toEqual({
          key,
          status: 200,
          message: redeemed[0]?.message,
        });
      // A pair after a success: the second was a replay, whichever instance it reached.
      if (redeemed.length > 0 && answers.every((answer) => answer.status === 200)) {
        expect({ key, replayed: replayed.length }).toEqual({ key, replayed: 1 });
        replayedPairs++;
      }
    }
    // Enough pairs were replayed for the check to mean something.
    expect(replayedPairs).toBeGreaterThan(5);

    for (const [index, user] of users.entries()) {
      const redeemed = sent.filter(
        (answer) => answer.user === index && answer.status === 200 && !answer.replayed,
      );
      const answeredPoints = redeemed.reduce(
        (sum, answer) =>
          sum + Number(/Redeemed ([\d,]+) points/.exec(answer.message)![1]!.replace(/,/g, "")),
        0,
      );
      const [state] = await sql<
        {
          points: number;
          ledger: number;
          redemptions: number;
          redeemed: number;
          unmatched: number;
        }[]
      >`
        select u.points,
          (select coalesce(sum(amount), 0)::int from points_ledger l where l.user_id = u.id) as ledger,
          (select count(*)::int from redemptions r where r.user_id = u.id) as redemptions,
          (select coalesce(sum(points), 0)::int from redemptions r where r.user_id = u.id) as redeemed,
          (select count(*)::int from redemptions r
            where r.user_id = u.id
              and (r.pkr * 2 <> r.points
                or (select count(*) from points_ledger l
                    where l.redemption_id = r.id and l.amount = -r.points) <> 1)) as unmatched
        from users u where u.id = ${user.id}`;
      const expected = user.initial + (granted.get(user.id) ?? 0) - answeredPoints;
      expect({ user: index, ...state }).toEqual({
        user: index,
        points: expected,
        ledger: expected,
        redemptions: redeemed.length,
        redeemed: answeredPoints,
        unmatched: 0,
      });
    }
  }, 120_000);

  test("every instance works the outbox, and each e-mail is sent exactly once", async () => {
    const before = sink.delivered.length;
    // A backlog written straight into the outbox (as a burst of requests would leave it)...
    const backlog = Array.from({ length: 300 }, (_, i) => ({
      to: `outbox-${i}@example.com`,
      subject: `Outbox check ${i}`,
      text: `Message ${i}`,
    }));
    await sql`
      insert into jobs (kind, payload)
      select 'mail', value from jsonb_array_elements(${sql.json(backlog)})`;
    // ...and mail queued through the API on each instance meanwhile.
    const requested: string[] = [];
    for (let i = 0; i < 6; i++) {
      const account = await signUp(at(i));
      const answer = await send(at(i + 1), "/api/auth/forgot-password", {
        method: "POST",
        body: { email: account.email },
      });
      expect(answer.status).toBe(202);
      requested.push(account.email);
    }

    await until(
      "the outbox to empty",
      async () => {
        const [row] = await sql<{ waiting: number }[]>`
          select count(*)::int as waiting from jobs where kind = 'mail' and done_at is null`;
        return row!.waiting === 0 ? true : undefined;
      },
      90_000,
    );

    const received = sink.delivered.slice(before);
    const checks = received.filter((mail) => mail.subject.startsWith("Outbox check"));
    expect(checks).toHaveLength(300);
    expect(new Set(checks.map((mail) => mail.subject)).size).toBe(300);
    // Each reset request one reset mail (each sign-up also got its confirmation link).
    for (const email of requested)
      expect(
        received.filter((mail) => mail.to.includes(email) && mail.subject.startsWith("Reset your")),
      ).toHaveLength(1);
    // Every instance took part: each sender address appears.
    const bySender = groupBy(checks, (mail) => mail.from);
    expect([...bySender.keys()].sort()).toEqual([...senders].sort());
    const [row] = await sql<{ attempts: number }[]>`
      select max(attempts)::int as attempts from jobs
      where kind = 'mail' and payload ->> 'subject' like 'Outbox check%'`;
    expect(row!.attempts).toBe(1);
  }, 120_000);
});
