import { asc, count, desc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminUser, Page, UserListQuery } from "#contract/admin.ts";
import { isAdmin } from "#server/auth/roles.ts";
import type { Db } from "#server/db/index.ts";
import { iso, paged, searchIn } from "#server/db/paging.ts";
import { referrals, users } from "#server/db/schema/index.ts";

/** The admin area's Accounts: every account, with its points and how many friends it referred. */
export async function listAccounts(
  deps: { db: Db },
  query: z.output<typeof UserListQuery>,
): Promise<Page<AdminUser>> {
  const where = searchIn(query.q, [users.name, users.email]);
  // Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would capture.
  const referralCount = sql<number>`(select count(*) from ${referrals} where ${referrals.referrerId} = "users"."id")`;
  return paged(
    query.page,
    deps.db.select({ value: count() }).from(users).where(where),
    deps.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        points: users.points,
        referrals: referralCount,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.email))
      .$dynamic(),
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: isAdmin(row) ? ("admin" as const) : ("user" as const),
        points: row.points,
        referrals: Number(row.referrals),
        emailVerified: row.emailVerifiedAt !== null,
        createdAt: iso(row.createdAt),
      })),
  );
}
