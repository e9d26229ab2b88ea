import { uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The ways a row names an account. Accounts are deleted by stripping the row (users.deletedAt),
 * so only an outright delete (a test's, an operator's) reaches these rules.
 */

/** The account a row belongs to: the row is deleted with it. */
export const ownerId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** An account the row only mentions (who sent, who referred): the mention is cleared with it. */
export const accountOrNull = () => uuid().references(() => users.id, { onDelete: "set null" });

/**
 * An account the row records for the audit (an administrator's decision, a referral's two
 * sides): no cascade, the record outlives the account.
 */
export const recordedAccount = () => uuid().references(() => users.id);
