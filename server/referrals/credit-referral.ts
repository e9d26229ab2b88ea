import { eq, sql } from "drizzle-orm";
import type { Tx } from "#server/db/index.ts";
import { creditedMailboxes, referrals, users } from "#server/db/schema/index.ts";
import { enqueueMail, enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import { referralCreditedMail } from "#server/mail/templates.ts";
import { creditPoints } from "#server/points/ledger.ts";
import { maskName, type ReferralDeps } from "./rules.ts";

export type PayableReferral = {
  id: number;
  referrerId: string;
  referredUserId: string;
  points: number;
  mailboxDigest: string | null;
};

/**
 * Pays a referral through the points module, under the referrer's row lock (the caller's), after
 * claiming its mailbox: false (nothing paid) when that mailbox has earned a referral before.
 */
export async function creditReferral(
  deps: Pick<ReferralDeps, "db" | "publicUrl">,
  input: { referral: PayableReferral; decidedBy: string | null },
): Promise<boolean> {
  const { db: tx } = deps;
  const { referral, decidedBy } = input;
  if (referral.mailboxDigest) {
    const claimed = await tx
      .insert(creditedMailboxes)
      .values({ digest: referral.mailboxDigest, referralId: referral.id })
      .onConflictDoNothing()
      .returning({ digest: creditedMailboxes.digest });
    if (claimed.length === 0) {
      await tx
        .update(referrals)
        .set({
          status: "rejected",
          flagReason: "mailbox-credited-before",
          decidedAt: sql`now()`,
          decidedBy,
        })
        .where(eq(referrals.id, referral.id));
      return false;
    }
  }
  if (referral.points > 0)
    await creditPoints(tx, {
      userId: referral.referrerId,
      amount: referral.points,
      reason: "referral_bonus",
      referredUserId: referral.referredUserId,
    });
  await tx
    .update(referrals)
    .set({ status: "credited", decidedAt: sql`now()`, decidedBy })
    .where(eq(referrals.id, referral.id));
  if (referral.points > 0) await mailCredited(tx, referral, deps.publicUrl);
  return true;
}

/**
 * Tells the referrer: the friend masked, the points, the new balance. Within the cap on mail
 * to an unconfirmed address, so a referral link on someone else's address cannot mail-bomb it.
 */
async function mailCredited(tx: Tx, referral: PayableReferral, publicUrl: string) {
  const [referrer] = await tx
    .select({
      email: users.email,
      name: users.name,
      points: users.points,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, referral.referrerId));
  const [friend] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, referral.referredUserId));
  if (!referrer || !friend) return;
  const mail = referralCreditedMail({
    to: referrer.email,
    name: referrer.name,
    friend: maskName(friend.name),
    points: referral.points,
    balance: referrer.points,
    dashboardUrl: new URL("/dashboard", publicUrl).href,
  });
  if (referrer.verified) await enqueueMail(tx, mail);
  else await enqueueMailToUnconfirmed(tx, mail);
}
