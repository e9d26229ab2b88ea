import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { type Account, confirmByMail, send, signUp, uniqueEmail } from "./support/http.ts";
import { type Inspector, openInspector } from "./support/inspect.ts";
import { createDatabase, describeWithServices } from "./support/services.ts";
import { confirmationToken, type MailSink, startMailSink, until } from "./support/smtp.ts";

type Referrer = Account & { code: string };

/** A mail job's address and subject: all that is kept of it once sent. */
const mailTo = "payload ->> 'to'";
const mailSubject = "payload ->> 'subject'";

/** What the load got answers for: the server must have kept all of it. */
type Answered = {
  signups: { email: string; referrer?: number }[];
  /** Sign-ups whose confirmation link was answered 200: the address is confirmed. */
  confirmations: { email: string; referrer?: number }[];
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
 * Sign-ups (most with a referral code), confirmations of their addresses with the link mailed to
 * them (which credit the referrers), redemptions, contact messages, reset requests and newsletter
 * subscriptions, from 8 clients.
 */
function startLoad(baseUrl: string, sink: MailSink, referrers: Referrer[], answered: Answered) {
  let stopped = false;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  /** Sign-ups whose link is being opened, or has been answered. */
  const opened = new Set<string>();
  /** A sign-up whose confirmation mail has arrived and whose link nobody has opened yet. */
  const confirmable = () =>
    answered.signups.find(
      (signup) => !opened.has(signup.email) && confirmationToken(sink, signup.email) !== undefined,
    );
  const worker = async () => {
    while (!stopped) {
      let roll = Math.random();
      const signup = roll >= 0.35 && roll < 0.5 ? confirmable() : undefined;
      // Nothing to confirm yet: sign someone up instead.
      if (roll >= 0.35 && roll < 0.5 && !signup) roll = 0;
      try {
        if (signup) {
          opened.add(signup.email);
          const answer = await send(baseUrl, "/api/auth/verify-email", {
            method: "POST",
            body: { token: confirmationToken(sink, signup.email) },
          }).catch((error: unknown) => {
            // Cut off: whether it committed is unknown; the link is opened again later.
            opened.delete(signup.email);
            throw error;
          });
          // The second opening of a link that did its work says "already confirmed": both 200.
          if (answer.status === 200) answered.confirmations.push(signup);
          else answered.unexpected.push(`verify-email ${answer.status} ${answer.text}`);
        } else if (roll < 0.35) {
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
        } else if (roll < 0.67) {
          const referrer = Math.floor(Math.random() * referrers.length);
          const key = randomBytes(8).toString("hex");
          const answer = await send(baseUrl, "/api/rewards/redeem", {
            method: "POST",
            token: referrers[referrer]!.token,
            headers: { "idempotency-key": key },
          });
          const message = (answer.json as { message?: string } | undefined)?.message ?? "";
          // 400: not 200 points yet (their referrals have not all confirmed).
          if (answer.status === 200 || answer.status === 400)
            answered.redeems.push({ referrer, key, status: answer.status, message });
          else answered.unexpected.push(`redeem ${answer.status} ${answer.text}`);
        } else if (roll < 0.79) {
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
    `select payload ->> 'email' as email, count(*)::int as count from jobs
     where kind = 'password-reset' and done_at is null group by 1`,
  );
  const newsletterJobs = await count(
    `select payload ->> 'email' as email, count(*)::int as count from jobs
     where kind = 'newsletter' and done_at is null group by 1`,
  );
  const resetMails = await count(
    `select ${mailTo} as email, count(*)::int as count from jobs
     where kind = 'mail' and ${mailSubject} like 'Reset your %' group by 1`,
  );
  const confirmMails = await count(
    `select ${mailTo} as email, count(*)::int as count from jobs
     where kind = 'mail' and ${mailSubject} like 'Confirm your subscription%' group by 1`,
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
    // Crash safety, not fraud: every confirmed referral is credited at once. (With the monthly
    // cap, the fifth referral in a round or so would wait for an administrator instead.)
    REFERRAL_MONTHLY_CAP: "0",
    REFERRAL_SAME_IP_HOURS: "0",
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ env });
    const port = server.port;
    const referrers: Referrer[] = [];
    for (let i = 0; i < 4; i++) {
      const account = await signUp(server.baseUrl);
      // Only a confirmed address can redeem.
      await confirmByMail(server.baseUrl, sink, account.email);
      const link = await send(server.baseUrl, "/api/user/my-referral-link", {
        token: account.token,
      });
      referrers.push({ ...account, code: (link.json as { code: string }).code });
    }

    const answered: Answered = {
      signups: [],
      confirmations: [],
      redeems: [],
      contacts: [],
      resets: [],
      subscriptions: [],
      cutOff: 0,
      unexpected: [],
    };
    // Referred accounts signed up before the load, their confirmation mail already in: opened
    // under load, where a kill can cut a confirmation off, they pay their referrers, who redeem.
    for (let i = 0; i < 5 * referrers.length; i++) {
      const email = uniqueEmail("early");
      const referrer = i % referrers.length;
      const answer = await send(server.baseUrl, "/api/auth/signup", {
        method: "POST",
        body: {
          name: "Early Referral",
          email,
          password: "velvet-orchard-lantern-42",
          referralCode: referrers[referrer]!.code,
        },
      });
      expect(answer.status).toBe(201);
      answered.signups.push({ email, referrer });
    }
    const early = [...answered.signups];
    await until(
      "the confirmation mail of every early sign-up",
      () => (early.every((signup) => confirmationToken(sink, signup.email)) ? true : undefined),
      60_000,
    );
    const restarts: number[] = [];
    /**
     * Answers of each kind a round collects before its kill, however busy the machine is; the
     * last round also goes on until redemptions have gone through (the confirmations before it
     * paid the referrers).
     */
    const perRound = {
      signups: 8,
      confirmations: 5,
      redeems: 4,
      contacts: 2,
      resets: 2,
      subscriptions: 2,
    };
    type Kind = keyof typeof perRound;
    const kinds = Object.keys(perRound) as Kind[];
    const redeemed = () => answered.redeems.filter((redeem) => redeem.status === 200).length;
    for (let round = 0; round < 3; round++) {
      const before = kinds.map((kind) => answered[kind].length);
      const stopLoad = startLoad(server.baseUrl, sink, referrers, answered);
      await until(
        `round ${round + 1} of the load to get going`,
        () =>
          // A wrong answer ends the wait: the checks below say what it was.
          answered.unexpected.length > 0 ||
          (kinds.every((kind, i) => answered[kind].length - before[i]! >= perRound[kind]) &&
            (round < 2 || redeemed() > 3))
            ? true
            : undefined,
        90_000,
      );
      // Then the kill lands at a random moment of the running load: after a random number of
      // further answers, whatever the machine's speed.
      const answeredSoFar = () => kinds.reduce((sum, kind) => sum + answered[kind].length, 0);
      const killAt = answeredSoFar() + Math.floor(Math.random() * 16);
      await until(
        "the load to reach the moment of the kill",
        () => (answeredSoFar() >= killAt || answered.unexpected.length > 0 ? true : undefined),
        60_000,
      );
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
    expect(answered.signups.length - early.length).toBeGreaterThan(20);
    expect(
      answered.confirmations.filter((confirmation) => confirmation.referrer !== undefined).length,
    ).toBeGreaterThan(8);
    expect(answered.redeems.filter((redeem) => redeem.status === 200).length).toBeGreaterThan(3);
    expect(answered.contacts.length).toBeGreaterThan(5);
    expect(answered.resets.length).toBeGreaterThan(3);
    expect(answered.subscriptions.length).toBeGreaterThan(3);

    // The outbox picks up where the killed processes left off.
    await mailSettled(sink);
    expect(await server.kill("SIGTERM")).toEqual({ code: 0, signal: null });

    let db = await openInspector({ databaseUrl: database?.url, dataDir });
    let redemptionsBefore = 0;
    try {
      const emails = new Set(
        (await db.query<{ email: string }>("select email from users")).map((row) => row.email),
      );
      expect(answered.signups.filter((signup) => !emails.has(signup.email))).toEqual([]);
      const messages = new Set(
        (await db.query<{ message: string }>("select message from leads")).map(
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
      // A success is stored with its answer, to be replayed; a refusal (too few points) is not
      // stored, so the same key can try again once the points are there.
      for (const redeem of answered.redeems) {
        const row = stored.get(redeem.key);
        expect({
          key: redeem.key,
          status: row?.status_code,
          message: row?.response.message,
        }).toEqual({
          key: redeem.key,
          status: redeem.status === 200 ? 200 : undefined,
          message: redeem.status === 200 ? redeem.message : undefined,
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
      redemptionsBefore = (
        await db.query<{ count: number }>("select count(*)::int as count from redemptions")
      )[0]!.count;

      // A sign-up with a code and its referral row commit together: one row per referred account,
      // naming the referrer the account records.
      const referralsAmiss = await db.query(`
        select u.email from users u
        where u.referred_by is not null
          and (select count(*) from referrals r
               where r.referred_user_id = u.id and r.referrer_id = u.referred_by) <> 1`);
      expect(referralsAmiss).toEqual([]);
      const strayReferrals = await db.query(`
        select r.id from referrals r join users u on u.id = r.referred_user_id
        where u.referred_by is distinct from r.referrer_id`);
      expect(strayReferrals).toEqual([]);
      // Credited exactly when the address is confirmed (no fraud rule holds one here), and the
      // confirmation and the credit commit together: none confirmed but left pending.
      const referralStates = await db.query(`
        select r.id, r.status, u.email_verified_at is not null as confirmed
        from referrals r join users u on u.id = r.referred_user_id
        where (r.status, u.email_verified_at is not null) not in (('pending', false), ('credited', true))`);
      expect(referralStates).toEqual([]);
      // Every credited referral has exactly one bonus row (balance and ledger moved together, see
      // above), and every bonus row belongs to a credited referral of that referrer and amount.
      const creditsAmiss = await db.query(`
        select r.id, r.points from referrals r
        where r.status = 'credited'
          and (select count(*) from points_ledger l
               where l.reason = 'referral_bonus' and l.referred_user_id = r.referred_user_id
                 and l.user_id = r.referrer_id and l.amount = r.points) <> 1`);
      expect(creditsAmiss).toEqual([]);
      const strayBonuses = await db.query(`
        select l.id from points_ledger l
        where l.reason = 'referral_bonus'
          and not exists (select 1 from referrals r
                          where r.status = 'credited' and r.referred_user_id = l.referred_user_id
                            and r.referrer_id = l.user_id and r.points = l.amount)`);
      expect(strayBonuses).toEqual([]);

      // Every answered confirmation was kept, and paid its referrer.
      const confirmed = new Map(
        (
          await db.query<{ email: string; status: string | null }>(`
            select u.email, r.status from users u
            left join referrals r on r.referred_user_id = u.id
            where u.email_verified_at is not null`)
        ).map((row) => [row.email, row.status]),
      );
      expect(
        answered.confirmations
          .map((confirmation) => ({
            email: confirmation.email,
            referral: confirmed.has(confirmation.email)
              ? (confirmed.get(confirmation.email) ?? "none")
              : "not confirmed",
          }))
          .filter(
            (row, i) =>
              row.referral !==
              (answered.confirmations[i]!.referrer === undefined ? "none" : "credited"),
          ),
      ).toEqual([]);
      // Each answered sign-up's confirmation mail was queued with it (sent or waiting).
      const confirmationMail = new Set(
        (
          await db.query<{ to: string }>(
            `select ${mailTo} as "to" from jobs
             where kind = 'mail' and ${mailSubject} like 'Confirm your e-mail address%'`,
          )
        ).map((row) => row.to),
      );
      expect(answered.signups.filter((signup) => !confirmationMail.has(signup.email))).toEqual([]);

      // Unsent mail is only what a killed process had claimed; its lease makes it due again.
      const waiting = await db.query<{ id: number; leased: boolean; attempts: number }>(`
        select id, coalesce(locked_until > now(), false) as leased, attempts
        from jobs where kind = 'mail' and done_at is null`);
      expect(waiting.filter((row) => !row.leased || row.attempts < 1)).toEqual([]);
      expect(
        (
          await db.query<{ count: number }>(
            "select count(*)::int as count from jobs where kind = 'mail'",
          )
        )[0]!.count,
      ).toBeGreaterThan(0);
      // As if the 5-minute leases had run out.
      await db.query(
        "update jobs set locked_until = now() - interval '1 second' where done_at is null",
      );
    } finally {
      await db.close();
    }

    server = await startServerProcess({ env, port });
    // Each key answered 200 before a crash is replayed after it, word for word, and redeems
    // nothing more.
    const succeeded = answered.redeems.filter((redeem) => redeem.status === 200);
    for (const redeem of succeeded) {
      const again = await send(server.baseUrl, "/api/rewards/redeem", {
        method: "POST",
        token: referrers[redeem.referrer]!.token,
        headers: { "idempotency-key": redeem.key },
      });
      expect({
        key: redeem.key,
        status: again.status,
        replayed: again.headers["idempotent-replayed"],
        message: (again.json as { message?: string }).message,
      }).toEqual({ key: redeem.key, status: 200, replayed: "true", message: redeem.message });
    }
    await mailSettled(sink);
    await server.stop();
    db = await openInspector({ databaseUrl: database?.url, dataDir });
    try {
      const [unsent] = await db.query<{ count: number }>(
        "select count(*)::int as count from jobs where kind = 'mail' and done_at is null",
      );
      expect(unsent!.count).toBe(0);
      // Every stored request was worked, into mail: no job left.
      const [jobs] = await db.query<{ count: number }>(
        `select count(*)::int as count from jobs
         where kind in ('password-reset', 'newsletter') and done_at is null`,
      );
      expect(jobs!.count).toBe(0);
      const [redemptionsAfter] = await db.query<{ count: number }>(
        "select count(*)::int as count from redemptions",
      );
      expect(redemptionsAfter!.count).toBe(redemptionsBefore);
      const done = await answeredWork(db);
      expect(answered.resets.filter((email) => !done.mailedReset(email))).toEqual([]);
      expect(answered.subscriptions.filter((email) => !done.mailedConfirmation(email))).toEqual([]);
      // Everything marked sent reached the mail server (at least once: a message a killed process
      // handed over just before it died can go out again after its lease).
      const sent = await db.query<{ to: string; subject: string; count: number }>(
        `select ${mailTo} as "to", ${mailSubject} as subject, count(*)::int as count
         from jobs where kind = 'mail' group by 1, 2`,
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

/** Crashes and recovers on one database, then reports what was answered on the way. */
async function crashAndReport(backend: "pglite" | "postgres") {
  const { restarts, answered } = await crashAndRecover(backend);
  console.info(
    `${backend}: ${answered.signups.length} sign-ups, ${answered.confirmations.length} confirmations, ${answered.redeems.length} redemptions, ${answered.contacts.length} contact messages, ` +
      `${answered.resets.length} reset requests and ${answered.subscriptions.length} subscriptions answered, ` +
      `${answered.cutOff} requests cut off; restarts took ${restarts.join(", ")} ms`,
  );
}

describe("crash safety", () => {
  test("embedded database: SIGKILL under load, restart at once, nothing answered is lost", async () => {
    await crashAndReport("pglite");
  }, 240_000);
});

describeWithServices("crash safety on PostgreSQL", {}, () => {
  test("PostgreSQL: SIGKILL under load, restart at once, nothing answered is lost", async () => {
    await crashAndReport("postgres");
  }, 240_000);
});
