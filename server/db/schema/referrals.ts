import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { referralFlagReasons, referralStatuses } from "#contract/rules.ts";
import { createdAt, instant, oneOf } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every sign-up with a referral code. The bonus is only credited (a points_ledger row in the same
 * transaction) once the referred account confirms its address and no fraud rule holds it;
 * accounts are never deleted outright, so each row stays explainable after a payout.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrerId: uuid()
      .notNull()
      .references(() => users.id),
    referredUserId: uuid()
      .notNull()
      .unique("referrals_referred_unique")
      .references(() => users.id),
    status: text({ enum: referralStatuses }).notNull().default("pending"),
    /** Why it is held or refused; set at sign-up ("same-ip") or when it would be credited. */
    flagReason: text({ enum: referralFlagReasons }),
    /** The bonus it pays once credited (REFERRAL_BONUS_POINTS at sign-up). */
    points: integer().notNull(),
    /** HMAC of the sign-up's client address: compared, never shown; cleared on deletion. */
    signupIpHash: text(),
    verifiedAt: instant(),
    /** When it was credited, or an administrator approved or rejected it. */
    decidedAt: instant(),
    decidedBy: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check("referrals_status_known", oneOf(table.status, referralStatuses)),
    check(
      "referrals_flag_reason_known",
      sql`${table.flagReason} is null or ${oneOf(table.flagReason, referralFlagReasons)}`,
    ),
    check("referrals_points_non_negative", sql`${table.points} >= 0`),
    index("referrals_referrer_idx").on(table.referrerId, table.status, table.decidedAt),
    index("referrals_status_idx").on(table.status, table.createdAt),
    index("referrals_ip_idx").on(table.signupIpHash, table.createdAt),
  ],
);
