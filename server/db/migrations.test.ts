import { asc, type SQL, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "#server/db/index.ts";
import * as schema from "#server/db/schema/index.ts";
import { noAttribution } from "#server/leads/attribute.ts";
import { createLead } from "#server/leads/create-lead.ts";
import { forwardOf } from "#server/leads/forward.ts";
import { getLead } from "#server/leads/get-lead.ts";
import { describeEachBackend } from "#test/backends.ts";
import { openBefore } from "#test/migrations.ts";

/**
 * The migrations that move data, each tested on rows written in the schema of its day, one
 * after the other in one database per backend (migrating a new database from nothing is most
 * of such a test's time).
 */

type Migrating = Awaited<ReturnType<typeof openBefore>>;

/** The rows of a query, whichever driver ran it. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

const referrerId = "00000000-0000-4000-8000-000000000001";

/**
 * Today's leads as contact_messages held them: a new one, a won and referred one, spam from the
 * honeypot, and "spam" that was only sent fast.
 */
async function fillContactMessages(db: Db) {
  await db.execute(sql`
    insert into users (id, name, email, password_hash, referral_code)
    values (${referrerId}, 'Bilal Referrer', 'bilal@example.com', 'not-a-hash', 'BILAL100')`);
  await db.execute(sql`
    insert into contact_messages (first_name, last_name, company, phone, email, subject, message,
                                  form_nonce, created_at, next_follow_up_on)
    values ('Hira', 'Iqbal', 'Iqbal Clinic', '+92 300 0000000', 'hira@example.com', 'Enquiry',
            'A website for our clinic, please.', 'nonce-hira', '2026-11-01T10:00:00Z', '2026-12-02')`);
  await db.execute(sql`
    insert into contact_messages (status, first_name, email, subject, message, value_pkr, won_at,
                                  handled_at, referrer_id, referred_via, landing_path, source,
                                  service_path)
    values ('won', 'Zain', 'zain@example.com', 'Enquiry', 'An ordering app.', 800000, now(), now(),
            ${referrerId}, 'link', '/signup', 'direct', '/services/appdevelopment')`);
  await db.execute(sql`
    insert into contact_messages (status, spam_reason, first_name, email, subject, message)
    values ('spam', 'honeypot', 'Bot', 'bot@example.com', 'Enquiry', 'Cheap followers')`);
  await db.execute(sql`
    insert into contact_messages (status, spam_reason, first_name, email, subject, message)
    values ('spam', 'too-fast', 'Kamran', 'kamran@example.com', 'Enquiry', 'Six sales reps')`);
  await db.execute(sql`
    insert into lead_events (lead_id, kind, admin_id, from_status, to_status, value_pkr)
    select id, 'status', ${referrerId}, 'new', 'won', 800000
    from contact_messages where first_name = 'Zain'`);
  await db.execute(sql`
    insert into lead_events (lead_id, kind, note)
    select id, 'note', 'Call back after Eid' from contact_messages where first_name = 'Hira'`);
  await db.execute(sql`
    insert into points_ledger (user_id, reason, amount, lead_id)
    select ${referrerId}, 'client_referral', 2000, id
    from contact_messages where first_name = 'Zain'`);
}

const everything = (db: Db, table: "contact_messages" | "leads") =>
  Promise.all([
    rowsOf<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t) - 'origin' - 'spam_score' - 'spam_signals' as row
          from ${sql.identifier(table)} t order by id`,
    ),
    rowsOf(db, sql`select to_jsonb(e) as row from lead_events e order by id`),
    rowsOf(db, sql`select lead_id, reason, amount from points_ledger order by id`),
  ]);

/** 0008–0010: queued mail, contact forwards and intake requests move into jobs. */
async function jobsTableMigration(database: Migrating) {
  const { db } = database;
  await db.execute(sql`
      insert into contact_messages (first_name, email, subject, message)
      values ('Sana', 'sana@example.com', 'Enquiry', 'Hello'),
             ('Omar', 'omar@example.com', 'Enquiry', 'Hello again')`);
  await db.execute(sql`
      insert into mail_outbox ("to", subject, text, html, attempts, last_error, expires_at)
      values ('waiting@example.com', 'Reset your password', 'A link', null, 2, 'Error ESOCKET',
              '2030-01-01T00:00:00Z')`);
  await db.execute(sql`
      insert into mail_outbox ("to", subject, text, headers, sent_at)
      values ('sent@example.com', 'Welcome', '', '{"Reply-To": "x@example.com"}', now())`);
  await db.execute(sql`
      insert into contact_forwards (message_id, attempts, sent_at)
      select id, 1, now() from contact_messages where first_name = 'Sana'`);
  await db.execute(sql`
      insert into contact_forwards (message_id, attempts, last_error)
      select id, 3, 'HTTP 503' from contact_messages where first_name = 'Omar'`);
  await db.execute(sql`
      insert into intake_jobs (kind, email, created_at)
      values ('newsletter', 'reader@example.com', '2029-12-31T00:00:00Z')`);

  await database.upgradeTo("0015_lead-pipeline");

  const moved = await db
    .select({
      kind: schema.jobs.kind,
      payload: schema.jobs.payload,
      attempts: schema.jobs.attempts,
      lastError: schema.jobs.lastError,
      expiresAt: schema.jobs.expiresAt,
    })
    .from(schema.jobs)
    .orderBy(asc(schema.jobs.id));
  expect(moved).toEqual([
    {
      kind: "mail",
      payload: { to: "waiting@example.com", subject: "Reset your password", text: "A link" },
      attempts: 2,
      lastError: "Error ESOCKET",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
    },
    {
      kind: "contact-forward",
      payload: { messageId: expect.any(Number) },
      attempts: 1,
      lastError: null,
      expiresAt: null,
    },
    {
      kind: "contact-forward",
      payload: { messageId: expect.any(Number) },
      attempts: 3,
      lastError: "HTTP 503",
      expiresAt: null,
    },
    {
      kind: "newsletter",
      payload: { email: "reader@example.com" },
      attempts: 0,
      lastError: null,
      expiresAt: new Date("2030-01-01T00:00:00Z"),
    },
  ]);
  const forwards = moved
    .filter((job) => job.kind === "contact-forward")
    .map((job) => (job.payload as { messageId: number }).messageId);
  expect(await Promise.all(forwards.map((id) => forwardOf(db, id)))).toEqual([
    { state: "sent", attempts: 1, lastError: null },
    { state: "failed", attempts: 3, lastError: "HTTP 503" },
  ]);
  const [left] = await db
    .select({ tables: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`information_schema.tables`)
    .where(sql`table_name in ('mail_outbox', 'intake_jobs', 'contact_forwards')`);
  expect(left).toEqual({ tables: 0 });
}

/** 0016, 0019–0020: contact_messages becomes leads; spam that was only fast or tokenless, Check. */
async function leadsMigration(database: Migrating) {
  const { db } = database;
  await fillContactMessages(db);
  const before = await everything(db, "contact_messages");
  await database.upgradeTo();

  // Spam only for being fast now waits in Check, its reason kept as its signal.
  const [rows, ...rest] = before;
  // 0021 adds the sender's keyed digests (payout evidence): empty for the leads before it.
  const senderDigests = { sender_agent: null, sender_client: null, sender_network: null };
  const moved = rows.map(({ row }) =>
    row.spam_reason === "too-fast"
      ? { row: { ...row, ...senderDigests, status: "check", spam_reason: null } }
      : { row: { ...row, ...senderDigests } },
  );
  expect(await everything(db, "leads")).toEqual([moved, ...rest]);
  expect(
    await rowsOf(db, sql`select status, spam_score, spam_signals from leads order by id`),
  ).toEqual([
    { status: "new", spam_score: 0, spam_signals: [] },
    { status: "new", spam_score: 0, spam_signals: [] },
    { status: "new", spam_score: 0, spam_signals: [] },
    { status: "won", spam_score: 0, spam_signals: [] },
    { status: "spam", spam_score: 0, spam_signals: [] },
    { status: "check", spam_score: 2, spam_signals: ["too-fast"] },
  ]);
  expect(await rowsOf(db, sql`select distinct origin from leads`)).toEqual([{ origin: "contact" }]);
  const names = await rowsOf<{ name: string }>(
    db,
    sql`select conname as name from pg_constraint
          where conrelid = 'leads'::regclass and contype <> 'n'
          union all select indexname from pg_indexes where tablename = 'leads'
          union all select sequencename from pg_sequences where sequencename like 'leads%'
          order by 1`,
  );
  expect(names.map((row) => row.name)).toEqual([
    "leads_created_idx",
    "leads_follow_up_idx",
    "leads_form_nonce_unique",
    "leads_form_nonce_unique",
    "leads_id_seq",
    "leads_origin_known",
    "leads_pkey",
    "leads_pkey",
    "leads_referred_via_known",
    "leads_referrer_id_users_id_fk",
    "leads_referrer_idx",
    "leads_sender_user_id_users_id_fk",
    "leads_spam_reason",
    "leads_status_idx",
    "leads_status_known",
    "leads_value_positive",
  ]);
  expect(
    await rowsOf(
      db,
      sql`select relname from pg_class where relname like 'contact_messages%'
            union all select conname from pg_constraint where conname like '%contact_messages%'`,
    ),
  ).toEqual([]);

  // Today's code reads the kept leads and goes on from them.
  const idOf = (name: string) => before[0].find(({ row }) => row.first_name === name)!.row.id;
  const [hira, zain] = [idOf("Hira") as number, idOf("Zain") as number];
  expect(await getLead({ db }, { id: zain })).toMatchObject({
    status: "won",
    valuePkr: 800_000,
    attribution: { servicePath: "/services/appdevelopment", referrer: { code: "BILAL100" } },
    history: [{ kind: "status", fromStatus: "new", toStatus: "won", by: "Bilal Referrer" }],
  });
  const lead = {
    origin: "contact",
    stage: "new",
    written: {
      firstName: "Hina",
      lastName: "",
      company: "",
      phone: "",
      email: "hina@example.com",
      subject: "Enquiry",
      message: "A logo, please.",
    },
    attribution: noAttribution,
  } as const;
  // The single-use nonce still holds, and new ids follow the old ones.
  expect(await createLead({ db }, { ...lead, formNonce: "nonce-hira" })).toBeNull();
  const created = await createLead({ db }, { ...lead, formNonce: "nonce-hina" });
  expect(created?.id).toBeGreaterThan(before[0].length);
  expect((await getLead({ db }, { id: created!.id })).history).toMatchObject([
    { kind: "received", toStatus: "new", by: "Contact form" },
  ]);

  // The references follow the table: a deleted lead takes its history, and leaves its reward.
  await db.execute(sql`delete from leads where id in (${hira}, ${zain})`);
  expect(await rowsOf(db, sql`select lead_id from points_ledger`)).toEqual([{ lead_id: null }]);
  expect(
    await rowsOf(db, sql`select kind from lead_events where lead_id in (${hira}, ${zain})`),
  ).toEqual([]);
}

describeEachBackend("migrations that move data", (backend) => {
  test("keep every row: jobs from the old queues, leads from contact_messages", async () => {
    const database = await openBefore(backend, "0007_insights-append-only");
    try {
      await jobsTableMigration(database);
      await leadsMigration(database);
    } finally {
      await database.close();
    }
  });
});
