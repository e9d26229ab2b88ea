import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type Page,
  type SecurityEvent,
  type SecurityEventKind,
} from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { securityEvents, users } from "#server/db/schema/index.ts";
import { deletedAccountName } from "#server/users/service.ts";
import { contains, iso, paged } from "./paging.ts";

export type SecurityLogQuery = {
  kind: SecurityEventKind | "all";
  q: string;
  from?: string;
  to?: string;
  page: number;
};

/** The audit log as administrators read it: newest first, filtered by kind, person and days. */
export function createSecurityLog(db: Db) {
  function where(query: SecurityLogQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.kind !== "all") conditions.push(eq(securityEvents.kind, query.kind));
    if (query.from) conditions.push(gte(securityEvents.at, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) {
      const end = new Date(`${query.to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(lt(securityEvents.at, end));
    }
    if (query.q)
      conditions.push(or(eq(securityEvents.ip, query.q), ilike(users.email, contains(query.q)))!);
    return conditions.length > 0 ? and(...conditions) : undefined;
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
      async (offset) => {
        const rows = await db
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
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          at: iso(row.at),
          kind: row.kind,
          userEmail: row.deletedAt ? deletedAccountName : row.email,
          ip: row.ip,
          userAgent: row.userAgent,
          detail: row.detail,
        }));
      },
    );
  }

  return { list };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
