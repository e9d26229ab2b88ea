import { and, eq, gt, sql } from "drizzle-orm";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import { countRows } from "#server/db/count-rows.ts";
import type { Tx } from "#server/db/index.ts";
import { creditedMailboxes, referrals } from "#server/db/schema/index.ts";
import { mailDomainOf, privateMailDomainOf } from "#server/mail/mailbox.ts";
import { creditReferral } from "./credit-referral.ts";
import { lockReferrer, type ReferralDeps } from "./rules.ts";

async function creditedThisMonth(tx: Tx, referrerId: string): Promise<number> {
  return countRows(
    tx,
    referrals,
    and(
      eq(referrals.referrerId, referrerId),
      eq(referrals.status, "credited"),
      gt(referrals.decidedAt, sql`now() - interval '30 days'`),
    ),
  );
}

/**
 * The domain rule: a friend on the referrer's own private registrable domain (a sub-domain
 * included: whoever owns acme.pk owns x.acme.pk) waits for review. Friends sharing some other
 * private domain are evidence, not a hold.
 */
function ownDomain(referral: { referredDomain: string | null }, referrerEmail: string | null) {
  const domain = privateMailDomainOf(referral.referredDomain);
  return domain !== null && privateMailDomainOf(mailDomainOf(referrerEmail ?? "")) === domain;
}

/**
 * The referred account has proved its mailbox: credit its referral, or hold it for review.
 * The referrer's row lock makes the monthly count exact with sign-ups confirming at once.
 */
export async function creditOnConfirmation(
  deps: ReferralDeps,
  input: { referredUserId: string },
): Promise<void> {
  const { db: tx, rules } = deps;
  const [referral] = await tx
    .select({
      id: referrals.id,
      referrerId: referrals.referrerId,
      referredUserId: referrals.referredUserId,
      points: referrals.points,
      flagReason: referrals.flagReason,
      referredDomain: referrals.referredDomain,
      mailboxDigest: referrals.mailboxDigest,
    })
    .from(referrals)
    .where(
      and(eq(referrals.referredUserId, input.referredUserId), eq(referrals.status, "pending")),
    );
  if (!referral) return;
  const hold = async (reason: ReferralFlagReason, status: ReferralStatus = "flagged") => {
    await tx
      .update(referrals)
      .set({
        status,
        flagReason: reason,
        verifiedAt: sql`now()`,
        ...(status === "rejected" ? { decidedAt: sql`now()` } : {}),
      })
      .where(eq(referrals.id, referral.id));
  };
  const referrer = await lockReferrer(tx, referral.referrerId);
  if (!referrer) return hold("account-deleted", "rejected");
  if (referral.mailboxDigest) {
    const [earned] = await tx
      .select({ digest: creditedMailboxes.digest })
      .from(creditedMailboxes)
      .where(eq(creditedMailboxes.digest, referral.mailboxDigest));
    if (earned) return hold("mailbox-credited-before", "rejected");
  }
  if (ownDomain(referral, referrer.email)) return hold("own-domain");
  if (
    rules.monthlyCap > 0 &&
    (await creditedThisMonth(tx, referral.referrerId)) >= rules.monthlyCap
  )
    return hold("monthly-cap");
  await tx.update(referrals).set({ verifiedAt: sql`now()` }).where(eq(referrals.id, referral.id));
  await creditReferral(deps, { referral, decidedBy: null });
}
