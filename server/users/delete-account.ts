import { eq, sql } from "drizzle-orm";
import { deletedAccountName } from "#contract/user.ts";
import {
  idempotencyKeys,
  payoutMethods,
  resetTokens,
  sessions,
  users,
} from "#server/db/schema/index.ts";
import { discardRequestsFor } from "#server/intake/requests.ts";
import { discardMailTo } from "#server/mail/outbox.ts";
import type { Client } from "#server/security/audit-log.ts";
import { checkPassword, type UserDeps, userMessages } from "./rules.ts";

/**
 * Deletes the account's personal data: name, address and password are wiped from the row,
 * sessions, links, idempotency answers, mail still addressed to it and requests for it not yet
 * worked go. The row itself stays, anonymous, with its points ledger, redemptions and
 * referrals, so every payout stays auditable; referrals it had not earned yet are refused.
 */
export async function deleteAccount(
  deps: Pick<UserDeps, "db" | "audit" | "referrals">,
  input: { userId: string; password: string; client: Client },
): Promise<void> {
  const { userId } = input;
  const user = await checkPassword(deps.db, userId, input.password, {
    field: "password",
    message: userMessages.wrongPassword,
  });
  await deps.db.transaction(async (tx) => {
    // The row lock first: a worker queueing mail for the account (a reset link) waits, then
    // finds no account with that address.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await discardMailTo(tx, user.email);
    await discardRequestsFor(tx, user.email);
    await tx.delete(resetTokens).where(eq(resetTokens.userId, userId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Payouts already approved keep the account they were approved for; the method goes.
    await tx.delete(payoutMethods).where(eq(payoutMethods.userId, userId));
    await tx
      .update(users)
      .set({
        name: deletedAccountName,
        email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
        emailCanonical: null,
        // No password hashes to this: nobody can log in.
        passwordHash: "!deleted",
        role: "user",
        deletedAt: sql`now()`,
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await deps.referrals.onAccountDeleted(tx, userId);
    await deps.audit.record(tx, input.client, { kind: "account-deleted", userId });
  });
}
