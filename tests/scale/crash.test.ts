import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { type Account, send, signUp, uniqueEmail } from "./support/http";
import { type Inspector, openInspector } from "./support/inspect";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { createDatabase, describeWithServices } from "./support/services";
import { type MailSink, sleep, startMailSink, until } from "./support/smtp";

type Referrer = Account & { code: string };

/** What the load got answers for: the server must have kept all of it. */
type Answered = {
  signups: { email: string; referrer?: number }[];
  redeems: { referrer: number; key: string; status: number; message: string }[];
  /** Contact messages answered 201, by their text. */
  contacts: string[];
  /** Addresses of accounts a forgot-password request was answered 202 for, once per answer. */
  resets: string[];
  /** New addresses a newsletter subscription was answered 202 for. */
  subscriptions: string[];
  /** Requests cut off by the kill: no answer, so no promise was made. */
  cutOff: number;
  /** Answers that were not what the request should get (a 5xx above all). */
  unexpected: string[];
};

/**
 * Sign-ups (most with a referral code), redemptions, contact messages, reset requests and
 * newsletter subscriptions, from 8 clients.
 */
function startLoad(baseUrl: string, referrers: Referrer[], answered: Answered) {
  let stopped = false;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const worker = async () => {
    while (!stopped) {
      const roll = Math.random();
      try {
        if (roll < 0.4) {
          const referrer =
            Math.random() < 0.8 ? Math.floor(Math.random() * referrers.length) : undefined;
          const email = uniqueEmail("crash");
          const answer = await send(baseUrl, "/api/auth/signup", {
            method: "POST",
            body: {
              name: "Crash Test",
              email,
              password: "velvet-orchard-lantern-42",
              ...(referrer === undefined ? {} : { referralCode: referrers[referrer]!.code }),
            },
          });
          if (answer.status === 201) answered.signups.push({ email, referrer });
          else answered.unexpected.push(`sign-up ${answer.status} ${answer.text}`);
        } else if (roll < 0.62) {
          const referrer = Math.floor(Math.random() * referrers.length);
          const key = randomBytes(8).toString("hex");
          const answer = await send(baseUrl, "/api/rewards/redeem", {
            method: "POST",
            token: referrers[referrer]!.token,
            headers: { "idempotency-key": key },
          });
          const message = (answer.json as { message?: string } | undefined)?.message ?? "";
          if (answer.status === 200 || answer.status === 400)
            answered.redeems.push({ referrer, key, status: answer.status, message });
          else answered.unexpected.push(`redeem ${answer.status} ${answer.text}`);
        } else if (roll < 0.77) {
          const message = `Crash test message ${randomBytes(6).toString("hex")}\nPlease call back.`;
          const answer = await send(baseUrl, "/api/contact", {
            method: "POST",
            body: { firstName: "Crash", email: uniqueEmail("lead"), message },
          });
          if (answer.status === 201) answered.contacts.push(message);
          else answered.unexpected.push(`contact ${answer.status} ${answer.text}`);
        } else if (roll < 0.9) {
          // An account signed up under load (each its own address, so no per-address limit),
          // or one of the referrers (limited: some answers are 429).
          const tracked = answered.signups.length > 0 && Math.random() < 0.6;
          const email = tracked ? pick(answered.signups).email : pick(referrers).email;
          const answer = await send(baseUrl, "/api/auth/forgot-password", {
            method: "POST",
            body: { email },
          });
          if (answer.status === 202 && tracked) answered.resets.push(email);
          else if (answer.status !== 202 && answer.status !== 429)
            answered.unexpected.push(`forgot-password ${answer.status} ${answer.text}`);
        } else {
          const email = uniqueEmail("reader");
          const answer = await send(baseUrl, "/api/newsletter", {
            method: "POST",
            body: { email },
          });
          if (answer.status === 202) answered.subscriptions.push(email);
          else answered.unexpected.push(`newsletter ${answer.status} ${answer.text}`);
        }
      } catch {
        answered.cutOff++;
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  return async () => {
    stopped = true;
    await Promise.all(workers);
  };
}

/** Waits until the mail sink has had nothing to do for a while. */
async function mailSettled(sink: MailSink) {
  let seen = -1;
  let quietSince = Date.now();
  await until(
    "the outbox to go quiet",
    () => {
      if (sink.delivered.length !== seen || sink.inProgress() > 0) {
        seen = sink.delivered.length;
        quietSince = Date.now();
      }
      return Date.now() - quietSince > 2_000 ? true : undefined;
    },
    60_000,
  );
}

/**
 * What became of forgot-password and newsletter requests: their jobs and the mail they led to.
 * An address answered twice needs two of them (each answer is one job, each job one mail).
 */
async function answeredWork(db: Inspector) {
  const count = async (query: string) =>
    new Map(
      (await db.query<{ email: string; count: number }>(query)).map((row) => [
        row.email,
        row.count,
      ]),
    );
  const resetJobs = await count(
    "select email, count(*)::int as count from intake_jobs where kind = 'password-reset' group by email",
  );
  const newsletterJobs = await count(
    "select email, count(*)::int as count from intake_jobs where kind = 'newsletter' group by email",
  );
  const resetMails = await count(
    `select "to" as email, count(*)::int as count from mail_outbox where subject like 'Reset your %' group by "to"`,
  );
  const confirmMails = await count(
    `select "to" as email, count(*)::int as count from mail_outbox where subject like 'Confirm your %' group by "to"`,
  );
  const subscribers = await count(
    "select email, 1 as count from newsletter_subscribers where status = 'pending'",
  );
  const answers = new Map<string, number>();
  const needed = (email: string) => {
    answers.set(email, (answers.get(email) ?? 0) + 1);
    return answers.get(email)!;
  };
  const has = (map: Map<string, number>, email: string) => map.get(email) ?? 0;
  return {
    resetFor: (email: string) =>
      has(resetJobs, email) + has(resetMails, email) >= needed(`reset ${email}`),
    subscribed: (email: string) => has(newsletterJobs, email) + has(subscribers, email) > 0,
    mailedReset: (email: string) => has(resetMails, email) >= needed(`mailed ${email}`),
    mailedConfirmation: (email: string) =>
      has(subscribers, email) > 0 && has(confirmMails, email) > 0,
  };
}

async function crashAndRecover(backend: "pglite" | "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "site-crash-"));
  const database = backend === "postgres" ? await createDatabase("crash") : undefined;
  // A slow mail provider, so a backlog is waiting (and a batch is in flight) at each kill.
  const sink = await startMailSink({ delayMs: 25 });
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ env });
    const port = server.port;
    const referrers: Referrer[] = [];
    for (let i = 0; i < 4; i++) {
      const account = await signUp(server.baseUrl);
      const link = await send(server.baseUrl, "/api/user/my-referral-link", {
        token: account.token,
      });
      referrers.push({ ...account, code: (link.json as { code: string }).code });
    }

    const answered: Answered = {
      signups: [],
      redeems: [],
      contacts: [],
      resets: [],
      subscriptions: [],
      cutOff: 0,
      unexpected: [],
    };
    const restarts: number[] = [];
    for (let round = 0; round < 3; round++) {
      const stopLoad = startLoad(server.baseUrl, referrers, answered);
      await sleep(1_200 + Math.random() * 800);
      const killed = await server.kill("SIGKILL");
      expect(killed.signal).toBe("SIGKILL");
      await stopLoad();
      // Straight back up on the same data and port: no waiting for a lock to go stale.
      const started = Date.now();
      server = await startServerProcess({ env, port });
      restarts.push(Date.now() - started);
    }
    expect(answered.unexpected).toEqual([]);
    expect(answered.cutOff).toBeGreaterThan(0);
    expect(answered.signups.length).toBeGreaterThan(20);
    expect(answered.redeems.filter((redeem) => redeem.status === 200).length).toBeGreaterThan(3);
    expect(answered.contacts.length).toBeGreaterThan(5);
    expect(answered.resets.length).toBeGreaterThan(3);
    expect(answered.subscriptions.length).toBeGreaterThan(3);

    // The outbox picks up where the killed processes left off.
    await mailSettled(sink);
    expect(await server.kill("SIGTERM")).toEqual({ code: 0, signal: null });

    let db = await openInspector({ databaseUrl: database?.url, dataDir });
    try {
      const emails = new Set(
        (await db.query<{ email: string }>("select email from users")).map((row) => row.email),
      );
      expect(answered.signups.filter((signup) => !emails.has(signup.email))).toEqual([]);
      const messages = new Set(
        (await db.query<{ message: string }>("select message from contact_messages")).map(
          (row) => row.message,
        ),
      );
      expect(answered.contacts.filter((message) => !messages.has(message))).toEqual([]);

      // Forgot-password and subscribe answer before their work: each answered one is stored as a
      // job (a killed process may hold it under its lease) or already as its result.
      const kept = await answeredWork(db);
      expect(answered.resets.filter((email) => !kept.resetFor(email))).toEqual([]);
      expect(answered.subscriptions.filter((email) => !kept.subscribed(email))).toEqual([]);

      const stored = new Map(
        (
          await db.query<{ key: string; status_code: number; response: { message: string } }>(
            "select key, status_code, response from idempotency_keys where scope = 'redeem'",
          )
        ).map((row) => [row.key, row]),
      );
      for (const redeem of answered.redeems) {
        const row = stored.get(redeem.key);
        expect({
          key: redeem.key,
          status: row?.status_code,
          message: row?.response.message,
        }).toEqual({
          key: redeem.key,
          status: redeem.status,
          message: redeem.message,
        });
      }
      // A key's claim and its answer commit together: none is left half done.
      const [pending] = await db.query<{ count: number }>(
        "select count(*)::int as count from idempotency_keys where status_code = 0",
      );
      expect(pending!.count).toBe(0);

      // Every balance is its ledger; every ledger row came with its balance change.
      const drift = await db.query(`
        select u.email, u.points, coalesce(sum(l.amount), 0)::int as ledger
        from users u left join points_ledger l on l.user_id = u.id
        group by u.id having u.points <> coalesce(sum(l.amount), 0)`);
      expect(drift).toEqual([]);
      const unmatchedRedemptions = await db.query(`
        select r.id from redemptions r
        where (select count(*) from points_ledger l
               where l.redemption_id = r.id and l.amount = -r.points) <> 1`);
      expect(unmatchedRedemptions).toEqual([]);
      const referralsWithoutBonus = await db.query(`
        select u.email from users u
        where u.referred_by is not null
          and (select count(*) from points_ledger l
               where l.reason = 'referral_bonus' and l.referred_user_id = u.id
                 and l.user_id = u.referred_by) <> 1`);
      expect(referralsWithoutBonus).toEqual([]);
      const referred = answered.signups.filter((signup) => signup.referrer !== undefined).length;
      const [bonuses] = await db.query<{ count: number }>(
        "select count(*)::int as count from points_ledger where reason = 'referral_bonus'",
      );
      expect(bonuses!.count).toBeGreaterThanOrEqual(referred);

      // Unsent mail is only what a killed process had claimed; its lease makes it due again.
      const waiting = await db.query<{ id: number; leased: boolean; attempts: number }>(`
        select id, coalesce(locked_until > now(), false) as leased, attempts
        from mail_outbox where sent_at is null`);
      expect(waiting.filter((row) => !row.leased || row.attempts < 1)).toEqual([]);
      expect(
        (await db.query<{ count: number }>("select count(*)::int as count from mail_outbox"))[0]!
          .count,
      ).toBeGreaterThan(0);
      // As if the 5-minute leases had run out.
      await db.query(
        "update mail_outbox set locked_until = now() - interval '1 second' where sent_at is null",
      );
      await db.query("update intake_jobs set locked_until = now() - interval '1 second'");
    } finally {
      await db.close();
    }

    server = await startServerProcess({ env, port });
    await mailSettled(sink);
    await server.stop();
    db = await openInspector({ databaseUrl: database?.url, dataDir });
    try {
      const [unsent] = await db.query<{ count: number }>(
        "select count(*)::int as count from mail_outbox where sent_at is null",
      );
      expect(unsent!.count).toBe(0);
      // Every stored request was worked, into mail: no job left.
      const [jobs] = await db.query<{ count: number }>(
        "select count(*)::int as count from intake_jobs",
      );
      expect(jobs!.count).toBe(0);
      const done = await answeredWork(db);
      expect(answered.resets.filter((email) => !done.mailedReset(email))).toEqual([]);
      expect(answered.subscriptions.filter((email) => !done.mailedConfirmation(email))).toEqual([]);
      // Everything marked sent reached the mail server (at least once: a message a killed process
      // handed over just before it died can go out again after its lease).
      const sent = await db.query<{ to: string; subject: string; count: number }>(
        `select "to", subject, count(*)::int as count from mail_outbox group by "to", subject`,
      );
      for (const row of sent) {
        const received = sink.delivered.filter(
          (mail) => mail.to.includes(row.to) && mail.subject === row.subject,
        ).length;
        expect({ ...row, received: received >= row.count }).toEqual({ ...row, received: true });
      }
    } finally {
      await db.close();
    }
    return { restarts, answered };
  } finally {
    await server?.stop();
    await sink.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("crash safety", () => {
  test("embedded database: SIGKILL under load, restart at once, nothing answered is lost", async () => {
    const { restarts, answered } = await crashAndRecover("pglite");
    console.info(
      `pglite: ${answered.signups.length} sign-ups, ${answered.redeems.length} redemptions, ${answered.contacts.length} contact messages, ` +
        `${answered.resets.length} reset requests and ${answered.subscriptions.length} subscriptions answered, ` +
        `${answered.cutOff} requests cut off; restarts took ${restarts.join(", ")} ms`,
    );
  }, 240_000);
});

describeWithServices("crash safety on PostgreSQL", {}, () => {
  test("PostgreSQL: SIGKILL under load, restart at once, nothing answered is lost", async () => {
    const { restarts, answered } = await crashAndRecover("postgres");
    console.info(
      `postgres: ${answered.signups.length} sign-ups, ${answered.redeems.length} redemptions, ${answered.contacts.length} contact messages, ` +
        `${answered.resets.length} reset requests and ${answered.subscriptions.length} subscriptions answered, ` +
        `${answered.cutOff} requests cut off; restarts took ${restarts.join(", ")} ms`,
    );
  }, 240_000);
});
