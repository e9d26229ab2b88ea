import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRoles } from "#contract/admin-fields.ts";
import { createdAt, instant, knownValues } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Trimmed and lower-cased before it is stored, so equality is case-insensitive. */
    email: text().notNull().unique("users_email_unique"),
    passwordHash: text().notNull(),
    referralCode: text().notNull().unique("users_referral_code_unique"),
    referredBy: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** The balance; the ledger in points_ledger explains it. */
    points: integer().notNull().default(0),
    role: text({ enum: userRoles }).notNull().default("user"),
    /** When the password was last set; for people reading the data (sessions use the version). */
    passwordChangedAt: instant().notNull().defaultNow(),
    /**
     * Every session token carries the version it was issued for, and the guard refuses any other.
     * A password change or reset adds one in its transaction: a counter, so the outcome does not
     * depend on which instance's clock minted a token or on a login racing the change.
     */
    sessionVersion: integer().notNull().default(0),
    /** When the owner opened the confirmation link mailed at sign-up (or a reset link). */
    emailVerifiedAt: instant(),
    /**
     * The mailbox the address reaches (server/mail/mailbox.ts): one mailbox, one account, so
     * "j.doe+1@gmail.com" cannot open a second account for jdoe@gmail.com. Null once deleted.
     */
    emailCanonical: text(),
    /**
     * Set when the owner deleted the account: the row stays, stripped of name, address and
     * password, so the referrals and payouts it took part in remain auditable.
     */
    deletedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    check("users_points_non_negative", sql`${table.points} >= 0`),
    check("users_email_lowercase", sql`${table.email} = lower(${table.email})`),
    ...knownValues(table.role),
    check("users_session_version_non_negative", sql`${table.sessionVersion} >= 0`),
    index("users_referred_by_idx").on(table.referredBy),
    uniqueIndex("users_email_canonical_unique").on(table.emailCanonical),
  ],
);
