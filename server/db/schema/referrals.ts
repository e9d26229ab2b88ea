import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { referralFlagReasons, referralStatuses } from "#contract/rules.ts";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";
import { recordedAccount } from "./owner.ts";

/**
 * Every sign-up with a referral code. The bonus is only credited (a points_ledger row in the same
 * transaction) once the referred account confirms its address and no fraud rule holds it;
 * accounts are never deleted outright, so each row stays explainable after a payout.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serialId(),
    referrerId: recordedAccount().notNull(),
    referredUserId: recordedAccount().notNull().unique("referrals_referred_unique"),
    status: text({ enum: referralStatuses }).notNull().default("pending"),
    /** Why it is held or refused; set at sign-up ("same-ip") or when it would be credited. */
    flagReason: text({ enum: referralFlagReasons }),
    /** The bonus it pays once credited (REFERRAL_BONUS_POINTS at sign-up). */
    points: integer().notNull(),
    /** HMAC of the sign-up's client key (an IPv6 /64): compared, never shown; cleared on deletion. */
    signupIpHash: text(),
    /**
     * HMAC of the sign-up's network (IPv4 /24, IPv6 /64): kept after deletion, so a payout's
     * evidence still shows several friends from one network.
     */
    signupNetworkHash: text(),
    /** The friend's mail domain: kept after deletion (the address is not). */
    referredDomain: text(),
    /** HMAC of the friend's canonical mailbox: kept after deletion; see credited_mailboxes. */
    mailboxDigest: text(),
    verifiedAt: instant(),
    /** When it was credited, or an administrator approved or rejected it. */
    decidedAt: instant(),
    decidedBy: recordedAccount(),
    createdAt: createdAt(),
  },
  (table) => [
    ...knownValues(table.status, table.flagReason),
    check("referrals_points_non_negative", sql`${table.points} >= 0`),
    index("referrals_referrer_idx").on(table.referrerId, table.status, table.decidedAt),
    index("referrals_status_idx").on(table.status, table.createdAt),
    index("referrals_ip_idx").on(table.signupIpHash, table.createdAt),
    index("referrals_domain_idx").on(table.referrerId, table.referredDomain),
  ],
);

/**
 * Every mailbox (a keyed digest of its canonical form, never the address) that has earned a
 * referral bonus. No foreign key to the account: the row outlives its deletion, so a mailbox
 * that signs up again earns nothing a second time.
 */
export const creditedMailboxes = pgTable("credited_mailboxes", {
  digest: text().primaryKey(),
  referralId: integer()
    .notNull()
    .references(() => referrals.id),
  createdAt: createdAt(),
});
