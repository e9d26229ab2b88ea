import { and, eq, sql } from "drizzle-orm";
import { maskAccount, type PayoutMethodKind, payoutMethodLabels } from "#contract/payout.ts";
import type { PayoutMethod, PayoutMethodBody } from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { verifyPassword } from "#server/auth/passwords.ts";
import type { Db } from "#server/db/index.ts";
import { payoutMethods, redemptions, users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { payoutMethodChangedMail } from "#server/mail/templates.ts";
import type { AuditLog, Client } from "#server/security/audit-log.ts";

export const payoutMessages = {
  saved: "✅ Payout details saved. We e-mailed you a notice of the change.",
  wrongPassword: "Password: is not correct.",
};

type Parsed = Extract<PayoutMethodBody, { method: string }> & {
  wallet?: string;
  iban?: string;
  accountTitle?: string;
};

/** The account a payout goes to, written in full: "03001234567" or "PK36… (Account Title)". */
export function payoutAccountOf(row: {
  method: PayoutMethodKind;
  wallet: string | null;
  iban: string | null;
  accountTitle: string | null;
}): string {
  return row.method === "bank" ? `${row.iban} (${row.accountTitle})` : (row.wallet ?? "");
}

/** The member's payout method: where redemptions are paid once an administrator approves them. */
export function createPayoutService(deps: { db: Db; audit: AuditLog; mailQueued: () => void }) {
  const { db, audit } = deps;

  async function get(userId: string): Promise<PayoutMethod> {
    const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
    if (!row) return null;
    return {
      method: row.method,
      account: maskAccount((row.method === "bank" ? row.iban : row.wallet) ?? ""),
      accountTitle: row.accountTitle,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Replaces the payout method, after the password: a stolen session alone cannot redirect a
   * payout. The owner is mailed, the change audited, and redemptions that waited for details
   * become requests for review, all in one transaction.
   */
  async function set(userId: string, body: Parsed, client: Client): Promise<PayoutMethod> {
    const [user] = await db
      .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw sessionEnded();
    if (!(await verifyPassword(user.passwordHash, body.password)))
      throw fieldError("password", payoutMessages.wrongPassword, 403);
    const values =
      body.method === "bank"
        ? { method: body.method, iban: body.iban!, accountTitle: body.accountTitle!, wallet: null }
        : { method: body.method, wallet: body.wallet!, iban: null, accountTitle: null };
    await db.transaction(async (tx) => {
      await tx
        .insert(payoutMethods)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: payoutMethods.userId,
          set: { ...values, updatedAt: sql`now()` },
        });
      await tx
        .update(redemptions)
        .set({ status: "requested" })
        .where(and(eq(redemptions.userId, userId), eq(redemptions.status, "awaiting-details")));
      await enqueueMail(
        tx,
        payoutMethodChangedMail({
          to: user.email,
          name: user.name,
          method: payoutMethodLabels[body.method],
          account: (values.iban ?? values.wallet ?? "").slice(-4),
        }),
      );
      await audit.record(tx, client, {
        kind: "payout-method-changed",
        userId,
        detail: { method: body.method },
      });
    });
    deps.mailQueued();
    return get(userId);
  }

  return { get, set };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
