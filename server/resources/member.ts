import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/index.ts";
import { referrals, users } from "#server/db/schema/index.ts";
import type { Member } from "./access.ts";

/**
 * What the library asks of a member: a confirmed address, and the credited referrals early
 * access counts (the referral ledger's own rows: held or rejected ones do not count). Null for
 * an account that is gone.
 */
export async function memberOf(db: Db, userId: string): Promise<Member | null> {
  const [account] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!account) return null;
  const [credited] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, userId), eq(referrals.status, "credited")));
  return { confirmed: account.verifiedAt !== null, creditedReferrals: credited?.n ?? 0 };
}
