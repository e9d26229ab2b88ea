import { and, asc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  Page,
  Subscriber,
  SubscriberExportQuery,
  SubscriberFilter,
  SubscriberListQuery,
} from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { iso, isoOrNull, newestPage, searchIn } from "#server/db/paging.ts";
import { newsletterSubscribers } from "#server/db/schema/index.ts";
import { type CsvCell, toCsv } from "#server/http/csv.ts";
import { newsletterLinks } from "#server/newsletter/templates.ts";

/** The newsletter's subscribers, and the export a mailing tool reads. */
export function createAdminSubscribers(deps: { db: Db; publicUrl: string }) {
  const { db } = deps;

  function subscriberWhere(q: string, status: SubscriberFilter): SQL | undefined {
    return and(
      status === "all" ? undefined : eq(newsletterSubscribers.status, status),
      searchIn(q, [newsletterSubscribers.email]),
    );
  }

  async function listSubscribers(
    query: z.output<typeof SubscriberListQuery>,
  ): Promise<Page<Subscriber>> {
    const where = subscriberWhere(query.q, query.status);
    return newestPage(db, newsletterSubscribers, query.page, where, (row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: iso(row.createdAt),
      confirmedAt: isoOrNull(row.confirmedAt),
      unsubscribedAt: isoOrNull(row.unsubscribedAt),
    }));
  }

  /** With each subscriber's unsubscribe link, for a mailing tool to put in every e-mail. */
  async function subscribersCsv(query: z.output<typeof SubscriberExportQuery>): Promise<string> {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(subscriberWhere(query.q, query.status))
      .orderBy(asc(newsletterSubscribers.email));
    return toCsv(
      ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "unsubscribe_url"],
      rows.map((row): CsvCell[] => [
        row.email,
        row.status,
        row.createdAt,
        row.confirmedAt,
        row.unsubscribedAt,
        newsletterLinks.unsubscribe(deps.publicUrl, row.unsubscribeToken),
      ]),
    );
  }

  return { list: listSubscribers, csv: subscribersCsv };
}
