import { isIPv6 } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import type { ReferralFlagReason } from "#contract/rules.ts";
import { hasRow } from "#server/db/has-row.ts";
import { referrals, securityEvents } from "#server/db/schema/index.ts";
import { clientKey } from "#server/http/client-network.ts";
import { mailDomainOf } from "#server/mail/mailbox.ts";
import type { ReferralDeps } from "./rules.ts";

export type RecordSignupInput = {
  referrerId: string;
  referredUserId: string;
  ip: string;
  canonicalEmail: string;
};

/** The client address condition for an audit row's raw address: an IPv6 client is its /64. */
function sameClient(ip: string) {
  const key = clientKey(ip);
  return isIPv6(ip) && key.endsWith("/64")
    ? sql`(${securityEvents.ip} like '%:%' and ${securityEvents.ip}::inet <<= ${key}::inet)`
    : eq(securityEvents.ip, key);
}

/**
 * At sign-up, in its transaction: the referral row, with the address signal if one shows
 * (evidence for the payout, not a hold).
 */
export async function recordReferralSignup(
  deps: Pick<ReferralDeps, "db" | "rules" | "digests">,
  input: RecordSignupInput,
): Promise<void> {
  const { db: tx, rules, digests } = deps;
  const ipDigest = digests.client(input.ip);
  let flagReason: ReferralFlagReason | null = null;
  if (rules.sameIpHours > 0) {
    const since = sql`now() - make_interval(hours => ${rules.sameIpHours})`;
    const referrerHere = and(
      eq(securityEvents.userId, input.referrerId),
      sameClient(input.ip),
      gt(securityEvents.at, since),
    );
    const sibling = and(
      eq(referrals.referrerId, input.referrerId),
      eq(referrals.signupIpHash, ipDigest),
      gt(referrals.createdAt, since),
    );
    if (await hasRow(tx, securityEvents, referrerHere)) flagReason = "same-ip";
    else if (await hasRow(tx, referrals, sibling)) flagReason = "shared-ip";
  }
  await tx.insert(referrals).values({
    referrerId: input.referrerId,
    referredUserId: input.referredUserId,
    points: rules.bonus,
    signupIpHash: ipDigest,
    signupNetworkHash: digests.network(input.ip),
    referredDomain: mailDomainOf(input.canonicalEmail) || null,
    mailboxDigest: digests.mailbox(input.canonicalEmail),
    flagReason,
  });
}
