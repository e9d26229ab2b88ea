import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Page, SecurityEvent, SecurityEventQuery } from "#contract/admin.ts";
import { addDays, siteDayStart } from "#contract/site-time.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Db } from "#server/db/index.ts";
import { contains, iso, paged } from "#server/db/paging.ts";
import { securityEvents, users } from "#server/db/schema/index.ts";
import { clientKey } from "#server/http/client-network.ts";
import { describeAgent, describeEvent } from "./security-words.ts";

export type SecurityLogQuery = z.output<typeof SecurityEventQuery>;

/** The start of the (Karachi) day after `day` (YYYY-MM-DD): the end of a range that includes it. */
const dayAfter = (day: string) => siteDayStart(addDays(day, 1));

/** The audit log as administrators read it: newest first, filtered by kind, person and days. */
export function createSecurityLog(db: Db) {
  function where(query: SecurityLogQuery): SQL | undefined {
    return and(
      query.kind === "all" ? undefined : eq(securityEvents.kind, query.kind),
      query.from ? gte(securityEvents.at, siteDayStart(query.from)) : undefined,
      query.to ? lt(securityEvents.at, dayAfter(query.to)) : undefined,
      query.q
        ? or(eq(securityEvents.ip, clientKey(query.q)), ilike(users.email, contains(query.q)))
        : undefined,
    );
  }

  async function list(query: SecurityLogQuery): Promise<Page<SecurityEvent>> {
    const filter = where(query);
    return paged(
      query.page,
      db
        .select({ value: count() })
        .from(securityEvents)
        .leftJoin(users, eq(users.id, securityEvents.userId))
        .where(filter),
      db
        .select({
          id: securityEvents.id,
          at: securityEvents.at,
          kind: securityEvents.kind,
          email: users.email,
          deletedAt: users.deletedAt,
          ip: securityEvents.ip,
          userAgent: securityEvents.userAgent,
          detail: securityEvents.detail,
        })
        .from(securityEvents)
        .leftJoin(users, eq(users.id, securityEvents.userId))
        .where(filter)
        .orderBy(desc(securityEvents.at), desc(securityEvents.id))
        .$dynamic(),
      (rows) =>
        rows.map((row) => ({
          id: row.id,
          at: iso(row.at),
          kind: row.kind,
          userEmail: row.deletedAt ? deletedAccountName : row.email,
          ip: row.ip,
          userAgent: row.userAgent,
          browser: describeAgent(row.userAgent),
          summary: describeEvent(row.kind, row.detail),
          detail: row.detail,
        })),
    );
  }

  return { list };
}
