import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { payoutMethodKinds } from "#contract/payout.ts";
import { pointsReasons } from "#contract/rules.ts";
import { redemptionStatuses } from "#contract/user.ts";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";
import { leads } from "./leads.ts";
import { accountOrNull, ownerId, recordedAccount } from "./owner.ts";

/**
 * A request to turn points into PKR. An administrator approves it (the payout method is copied
 * onto it then, so what was approved is what is paid) and marks it paid with the transaction's
 * reference, or rejects it with a reason.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: serialId(),
    userId: ownerId(),
    points: integer().notNull(),
    pkr: integer().notNull(),
    status: text({ enum: redemptionStatuses }).notNull().default("requested"),
    /** The administrator's note when paying. */
    note: text(),
    createdAt: createdAt(),
    decidedAt: instant(),
    decidedBy: recordedAccount(),
    payoutMethod: text({ enum: payoutMethodKinds }),
    /** The wallet number or "IBAN (account title)", as approved. */
    payoutAccount: text(),
    /** The bank's or wallet's transaction reference. */
    reference: text(),
    paidAt: instant(),
    paidBy: recordedAccount(),
    rejectReason: text(),
    /** For a rejected redemption: whether its points went back to the member. */
    pointsReturned: boolean(),
  },
  (table) => [
    check("redemptions_points_positive", sql`${table.points} > 0`),
    check("redemptions_pkr_positive", sql`${table.pkr} > 0`),
    ...knownValues(table.status),
    index("redemptions_user_idx").on(table.userId),
    index("redemptions_open_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in ('awaiting-details', 'requested', 'approved')`),
  ],
);

/** Where a member's payouts go: one method per account, replaced whole when changed. */
export const payoutMethods = pgTable(
  "payout_methods",
  {
    userId: ownerId().primaryKey(),
    method: text({ enum: payoutMethodKinds }).notNull(),
    /** A mobile wallet's number, 03XXXXXXXXX (jazzcash, easypaisa). */
    wallet: text(),
    /** A bank account's IBAN, PK and 22 characters, upper case without spaces. */
    iban: text(),
    accountTitle: text(),
    updatedAt: createdAt(),
  },
  (table) => [
    ...knownValues(table.method),
    check(
      "payout_methods_complete",
      sql`(${table.method} = 'bank' and ${table.iban} is not null and ${table.accountTitle} is not null) or (${table.method} <> 'bank' and ${table.wallet} is not null)`,
    ),
  ],
);

/**
 * Every payout account a member has given, as a keyed digest of its number (never the number:
 * it outlives the account's payout method and, after deletion, the member): a wallet or IBAN
 * that another member uses now or used before makes a payout's evidence high.
 */
export const payoutAccountUses = pgTable(
  "payout_account_uses",
  {
    /** HMAC of the normalised wallet number or IBAN (server/payouts/digests.ts). */
    digest: text().notNull(),
    userId: ownerId(),
    method: text({ enum: payoutMethodKinds }).notNull(),
    firstUsedAt: createdAt(),
    lastUsedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.digest, table.userId] }),
    ...knownValues(table.method),
    index("payout_account_uses_user_idx").on(table.userId),
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
    id: serialId(),
    userId: ownerId(),
    reason: text({ enum: pointsReasons }).notNull(),
    amount: integer().notNull(),
    /** For a referral bonus: the account that signed up with the code. */
    referredUserId: accountOrNull(),
    /** No cascade: a redemption with ledger rows cannot be deleted on its own. */
    redemptionId: integer().references(() => redemptions.id),
    /** For a referred-client reward: the won lead. Kept if the lead is deleted. */
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    // A forfeit moves no points (they left at the request) but is recorded all the same.
    check(
      "points_ledger_amount_non_zero",
      sql`${table.amount} <> 0 or ${table.reason} = 'redemption_forfeited'`,
    ),
    ...knownValues(table.reason),
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
