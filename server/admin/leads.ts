import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type Lead,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
  type Page,
} from "#contract/admin.ts";
import { forwardOf } from "#server/contact/forwarder.ts";
import type { Db } from "#server/db/index.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { type CsvCell, toCsv } from "./csv.ts";
import { contains, iso, isoOrNull, paged } from "./paging.ts";

const leadNotFound = () => new HttpError(404, "There is no message with this number.");

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** The contact form's messages: the inbox, one message, its status, and the CSV export. */
export function createAdminLeads(db: Db) {
  function leadWhere(q: string, status: LeadFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (status === "inbox") conditions.push(ne(contactMessages.status, "spam"));
    else if (status !== "all") conditions.push(eq(contactMessages.status, status));
    if (q) {
      const pattern = contains(q);
      conditions.push(
        or(
          ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.company, pattern),
          ilike(contactMessages.phone, pattern),
          ilike(contactMessages.message, pattern),
        )!,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function listLeads(query: {
    q: string;
    status: LeadFilter;
    page: number;
  }): Promise<Page<LeadSummary>> {
    const where = leadWhere(query.q, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(contactMessages).where(where),
      async (offset) => {
        const rows = await db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          status: row.status,
          spamReason: row.spamReason,
          name: `${row.firstName} ${row.lastName}`.trim(),
          company: row.company,
          email: row.email,
          excerpt: excerpt(row.message),
          createdAt: iso(row.createdAt),
        }));
      },
    );
  }

  async function getLead(id: number): Promise<Lead> {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!message) throw leadNotFound();
    return {
      id: message.id,
      status: message.status,
      spamReason: message.spamReason,
      firstName: message.firstName,
      lastName: message.lastName,
      company: message.company,
      phone: message.phone,
      email: message.email,
      subject: message.subject,
      message: message.message,
      createdAt: iso(message.createdAt),
      handledAt: isoOrNull(message.handledAt),
      forward: await forwardOf(db, message.id),
    };
  }

  /** Handled, back to new, or spam (kept, out of the inbox); "new" also rescues from spam. */
  async function setLeadStatus(id: number, status: LeadStatus): Promise<Lead> {
    const [updated] = await db
      .update(contactMessages)
      .set({
        status,
        spamReason:
          status === "spam" ? sql`coalesce(${contactMessages.spamReason}, 'admin')` : sql`null`,
        handledAt:
          status === "handled"
            ? sql`coalesce(${contactMessages.handledAt}, now())`
            : status === "new"
              ? sql`null`
              : sql`${contactMessages.handledAt}`,
      })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!updated) throw leadNotFound();
    return getLead(id);
  }

  async function leadsCsv(query: { q: string; status: LeadFilter }): Promise<string> {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(leadWhere(query.q, query.status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return toCsv(
      [
        "id",
        "received",
        "status",
        "spam_reason",
        "first_name",
        "last_name",
        "email",
        "phone",
        "company",
        "subject",
        "message",
        "handled_at",
      ],
      rows.map((row): CsvCell[] => [
        row.id,
        row.createdAt,
        row.status,
        row.spamReason,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.company,
        row.subject,
        row.message,
        row.handledAt,
      ]),
    );
  }

  return { list: listLeads, get: getLead, setStatus: setLeadStatus, csv: leadsCsv };
}

export type AdminLeads = ReturnType<typeof createAdminLeads>;
