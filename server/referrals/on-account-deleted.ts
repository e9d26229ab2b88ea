import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import { referrals } from "#server/db/schema/index.ts";

/**
 * When an account is deleted: what it had not earned yet will not be paid. Its referral keeps
 * the mail domain, the network digest and the mailbox digest (none of them the address), so a
 * payout's evidence stays readable and the mailbox cannot earn again.
 */
export async function closeReferralsOfDeleted(
  deps: { db: Queryable },
  input: { userId: string },
): Promise<void> {
  const { userId } = input;
  const open = inArray(referrals.status, ["pending", "flagged"]);
  await deps.db
    .update(referrals)
    .set({ status: "rejected", flagReason: "account-deleted", decidedAt: sql`now()` })
    .where(
      and(
        open,
        sql`(${referrals.referrerId} = ${userId} or ${referrals.referredUserId} = ${userId})`,
      ),
    );
  // The sign-up's client digest was only kept to compare with later sign-ups.
  await deps.db
    .update(referrals)
    .set({ signupIpHash: null })
    .where(and(eq(referrals.referredUserId, userId), sql`${referrals.signupIpHash} is not null`));
}
