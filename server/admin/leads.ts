import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  Lead,
  LeadExportQuery,
  LeadFilter,
  LeadListQuery,
  LeadStatus,
  LeadSummary,
  Page,
} from "#contract/admin.ts";
import { forwardOf } from "#server/contact/forwarder.ts";
import { writtenFields } from "#server/contact/service.ts";
import type { Db } from "#server/db/index.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { type CsvCell, toCsv } from "./csv.ts";
import { iso, isoOrNull, paged, searchIn } from "./paging.ts";

const leadNotFound = () => new HttpError(404, "There is no message with this number.");

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** The contact form's messages: the inbox, one message, its status, and the CSV export. */
export function createAdminLeads(db: Db) {
  function leadWhere(q: string, status: LeadFilter): SQL | undefined {
    return and(
      status === "inbox"
        ? ne(contactMessages.status, "spam")
        : status === "all"
          ? undefined
          : eq(contactMessages.status, status),
      searchIn(q, [
        sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
        contactMessages.email,
        contactMessages.company,
        contactMessages.phone,
        contactMessages.message,
      ]),
    );
  }

  async function listLeads(query: z.output<typeof LeadListQuery>): Promise<Page<LeadSummary>> {
    const where = leadWhere(query.q, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(contactMessages).where(where),
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .$dynamic(),
      (rows) =>
        rows.map((row) => ({
          id: row.id,
          status: row.status,
          spamReason: row.spamReason,
          name: `${row.firstName} ${row.lastName}`.trim(),
          company: row.company,
          email: row.email,
          excerpt: excerpt(row.message),
          createdAt: iso(row.createdAt),
        })),
    );
  }

  async function getLead(id: number): Promise<Lead> {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!message) throw leadNotFound();
    return {
      id: message.id,
      status: message.status,
      spamReason: message.spamReason,
      ...writtenFields(message),
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

  async function leadsCsv(query: z.output<typeof LeadExportQuery>): Promise<string> {
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
