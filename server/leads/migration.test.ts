import { type SQL, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "#server/db/index.ts";
import { describeEachBackend } from "#test/backends.ts";
import { openBefore } from "#test/migrations.ts";
import { noAttribution } from "./attribute.ts";
import { createLead } from "./create-lead.ts";
import { getLead } from "./get-lead.ts";

/** The rows of a query, whichever driver ran it. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

const referrerId = "00000000-0000-4000-8000-000000000001";

/** Today's leads as contact_messages held them: a new one, a won and referred one, spam. */
async function fillContactMessages(db: Db) {
  await db.execute(sql`
    insert into users (id, name, email, password_hash, referral_code)
    values (${referrerId}, 'Bilal Referrer', 'bilal@example.com', 'not-a-hash', 'BILAL100')`);
  await db.execute(sql`
    insert into contact_messages (first_name, last_name, company, phone, email, subject, message,
                                  form_nonce, created_at, next_follow_up_on)
    values ('Sana', 'Iqbal', 'Iqbal Clinic', '+92 300 0000000', 'sana@example.com', 'Enquiry',
            'A website for our clinic, please.', 'nonce-sana', '2026-11-01T10:00:00Z', '2026-12-02')`);
  await db.execute(sql`
    insert into contact_messages (status, first_name, email, subject, message, value_pkr, won_at,
                                  handled_at, referrer_id, referred_via, landing_path, source,
                                  service_path)
    values ('won', 'Omar', 'omar@example.com', 'Enquiry', 'An ordering app.', 800000, now(), now(),
            ${referrerId}, 'link', '/signup', 'direct', '/services/appdevelopment')`);
  await db.execute(sql`
    insert into contact_messages (status, spam_reason, first_name, email, subject, message)
    values ('spam', 'honeypot', 'Bot', 'bot@example.com', 'Enquiry', 'Cheap followers')`);
  await db.execute(sql`
    insert into lead_events (lead_id, kind, admin_id, from_status, to_status, value_pkr)
    select id, 'status', ${referrerId}, 'new', 'won', 800000
    from contact_messages where first_name = 'Omar'`);
  await db.execute(sql`
    insert into lead_events (lead_id, kind, note)
    select id, 'note', 'Call back after Eid' from contact_messages where first_name = 'Sana'`);
  await db.execute(sql`
    insert into points_ledger (user_id, reason, amount, lead_id)
    select ${referrerId}, 'client_referral', 2000, id
    from contact_messages where first_name = 'Omar'`);
}

const everything = (db: Db, table: "contact_messages" | "leads") =>
  Promise.all([
    rowsOf<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t) - 'origin' as row from ${sql.identifier(table)} t order by id`,
    ),
    rowsOf(db, sql`select to_jsonb(e) as row from lead_events e order by id`),
    rowsOf(db, sql`select lead_id, reason, amount from points_ledger order by id`),
  ]);

describeEachBackend("contact_messages renamed to leads", (backend) => {
  test("every row, history entry, reward and reference is kept under the new names", async () => {
    const database = await openBefore(backend, "0015_lead-pipeline");
    const { db } = database;
    try {
      await fillContactMessages(db);
      const before = await everything(db, "contact_messages");
      await database.upgrade();

      expect(await everything(db, "leads")).toEqual(before);
      expect(await rowsOf(db, sql`select distinct origin from leads`)).toEqual([
        { origin: "contact" },
      ]);
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
      const [sana, omar] = before[0].map(({ row }) => row.id as number);
      expect(await getLead({ db }, { id: omar! })).toMatchObject({
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
      expect(await createLead({ db }, { ...lead, formNonce: "nonce-sana" })).toBeNull();
      const created = await createLead({ db }, { ...lead, formNonce: "nonce-hina" });
      expect(created?.id).toBeGreaterThan(before[0].length);
      expect((await getLead({ db }, { id: created!.id })).history).toMatchObject([
        { kind: "received", toStatus: "new", by: "Contact form" },
      ]);

      // The references follow the table: a deleted lead takes its history, and leaves its reward.
      await db.execute(sql`delete from leads where id in (${sana}, ${omar})`);
      expect(await rowsOf(db, sql`select lead_id from points_ledger`)).toEqual([{ lead_id: null }]);
      expect(
        await rowsOf(db, sql`select kind from lead_events where lead_id in (${sana}, ${omar})`),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
