import { and, eq, gt, sql } from "drizzle-orm";
import { payoutMethodLabels } from "#contract/payout.ts";
import type { PayoutMethod, PayoutMethodBody } from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { verifyPassword } from "#server/auth/passwords.ts";
import { countRows } from "#server/db/count-rows.ts";
import type { Db } from "#server/db/index.ts";
import { payoutMethods, redemptions, securityEvents, users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { payoutMethodChangedMail, payoutPasswordFailuresMail } from "#server/mail/templates.ts";
import type { Client } from "#server/security/audit-log.ts";
import { getPayoutMethod } from "./get-payout-method.ts";
import { recordAccountUse } from "./load-evidence.ts";
import type { PayoutDeps } from "./rules.ts";

export const payoutMethodMessages = {
  saved: "✅ Payout details saved. We e-mailed you a notice of the change.",
  wrongPassword: "Password: is not correct.",
};

/**
 * Wrong passwords for the payout details, from any client, within this window: the
 * BURST_FAILURES-th is mailed to the member (once per burst), each is in the audit log.
 */
const BURST_WINDOW = sql`interval '15 minutes'`;
export const BURST_FAILURES = 5;

type Parsed = Extract<PayoutMethodBody, { method: string }> & {
  wallet?: string;
  iban?: string;
  accountTitle?: string;
};

/**
 * A wrong password: written to the audit log; the fifth within 15 minutes (from any client) is
 * mailed to the member, who may not know someone holds their session.
 */
async function recordFailure(
  deps: Pick<PayoutDeps, "audit" | "mailQueued" | "publicUrl"> & { db: Db },
  user: { id: string; email: string; name: string },
  client: Client,
) {
  await deps.db.transaction(async (tx) => {
    const earlier = await countRows(
      tx,
      securityEvents,
      and(
        eq(securityEvents.userId, user.id),
        eq(securityEvents.kind, "payout-password-failed"),
        gt(securityEvents.at, sql`now() - ${BURST_WINDOW}`),
      ),
    );
    const failures = earlier + 1;
    const burst = failures === BURST_FAILURES;
    await deps.audit.record(tx, client, {
      kind: "payout-password-failed",
      userId: user.id,
      detail: burst ? { burst: true, failures } : {},
    });
    if (burst)
      await enqueueMail(
        tx,
        payoutPasswordFailuresMail({
          to: user.email,
          name: user.name,
          failures,
          resetUrl: new URL("/forgot-password", deps.publicUrl).href,
        }),
      );
  });
  deps.mailQueued();
}

/**
 * Replaces the payout method, after the password: a stolen session alone cannot redirect a
 * payout. The owner is mailed, the change audited, the account kept in the history of payout
 * accounts (the evidence compares it across members), and payouts that waited for details
 * become requests for review, all in one transaction.
 */
export async function setPayoutMethod(
  deps: Pick<PayoutDeps, "audit" | "digests" | "mailQueued" | "publicUrl"> & { db: Db },
  input: { userId: string; body: Parsed; client: Client },
): Promise<PayoutMethod> {
  const { userId, body, client } = input;
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw sessionEnded();
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await recordFailure(deps, { id: userId, ...user }, client);
    throw fieldError("password", payoutMethodMessages.wrongPassword, 403);
  }
  const values =
    body.method === "bank"
      ? { method: body.method, iban: body.iban!, accountTitle: body.accountTitle!, wallet: null }
      : { method: body.method, wallet: body.wallet!, iban: null, accountTitle: null };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(payoutMethods)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: payoutMethods.userId,
        set: { ...values, updatedAt: sql`now()` },
      });
    await recordAccountUse(tx, deps.digests, {
      userId,
      number: values.iban ?? values.wallet ?? "",
      method: body.method,
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
    await deps.audit.record(tx, client, {
      kind: "payout-method-changed",
      userId,
      detail: { method: body.method },
    });
  });
  deps.mailQueued();
  return getPayoutMethod(deps, userId);
}
