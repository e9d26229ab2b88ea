import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { pointsReasons } from "#contract/rules.ts";
import { redemptionStatuses } from "#contract/user.ts";
import { createdAt, instant, oneOf } from "./columns.ts";
import { contactMessages } from "./contact.ts";
import { users } from "./users.ts";

/** A request to turn points into PKR; an administrator marks it paid. */
export const redemptions = pgTable(
  "redemptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer().notNull(),
    pkr: integer().notNull(),
    status: text({ enum: redemptionStatuses }).notNull().default("pending"),
    note: text(),
    createdAt: createdAt(),
    paidAt: instant(),
  },
  (table) => [
    check("redemptions_points_positive", sql`${table.points} > 0`),
    check("redemptions_pkr_positive", sql`${table.pkr} > 0`),
    check("redemptions_status_known", oneOf(table.status, redemptionStatuses)),
    index("redemptions_user_idx").on(table.userId),
    index("redemptions_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Append-only (a trigger refuses updates and deletes, except those the database itself makes
 * when an account is deleted). Every change of users.points has its row here, written in the
 * same transaction.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text({ enum: pointsReasons }).notNull(),
    amount: integer().notNull(),
    /** For a referral bonus: the account that signed up with the code. */
    referredUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** No cascade: a redemption with ledger rows cannot be deleted on its own. */
    redemptionId: integer().references(() => redemptions.id),
    /** For a referred-client reward: the won lead. Kept if the lead is deleted. */
    leadId: integer().references(() => contactMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("points_ledger_amount_non_zero", sql`${table.amount} <> 0`),
    check("points_ledger_reason_known", oneOf(table.reason, pointsReasons)),
    index("points_ledger_user_idx").on(table.userId, table.id),
    /** A sign-up credits its referrer once, whatever happens. */
    uniqueIndex("points_ledger_referral_once")
      .on(table.referredUserId)
      .where(sql`${table.reason} = 'referral_bonus'`),
    /** A won lead rewards its referrer once, whatever the concurrency or later stage changes. */
    uniqueIndex("points_ledger_client_referral_once")
      .on(table.leadId)
      .where(sql`${table.reason} = 'client_referral'`),
  ],
);
