import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { consultancyHourLimits } from "#contract/rules.ts";
import { createdAt, serialId } from "./columns.ts";
import { recordedAccount } from "./owner.ts";
import { referrals } from "./referrals.ts";

/**
 * A consultancy hour an administrator revoked (server/consultancy-hours/): a member's hours are
 * counted from their credited referrals, every REFERRAL_CONSULTATION_EVERY one more hour, and a
 * revocation takes the referrals that unlocked one out of that count (below). Tied to the
 * referrals rather than to "hour number 2", so a farm's referrals reversed later cost the member
 * nothing twice, and honest referrals after them unlock hours as before.
 */
export const consultancyHourRevocations = pgTable(
  "consultancy_hour_revocations",
  {
    id: serialId(),
    userId: recordedAccount().notNull(),
    /** The administrator; no cascade: the record outlives a role. */
    revokedBy: recordedAccount(),
    /** Why, in the administrator's words (shown on the member's page and in the security log). */
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "consultancy_hour_revocations_reason_length",
      sql`char_length(${table.reason}) between 1 and ${sql.raw(String(consultancyHourLimits.reason))}`,
    ),
    index("consultancy_hour_revocations_user_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * The referrals a revocation took out of the member's count. The primary key takes a referral
 * out once: two administrators revoking the same hour at once cannot both succeed.
 */
export const consultancyHourRevokedReferrals = pgTable(
  "consultancy_hour_revoked_referrals",
  {
    referralId: integer()
      .primaryKey()
      .references(() => referrals.id),
    revocationId: integer()
      .notNull()
      .references(() => consultancyHourRevocations.id, { onDelete: "cascade" }),
  },
  (table) => [index("consultancy_hour_revoked_referrals_revocation_idx").on(table.revocationId)],
);
