import { and, eq, isNull, sql } from "drizzle-orm";
import { VERIFY_LINK_HOURS } from "#contract/rules.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { resetTokens, users } from "#server/db/schema/index.ts";
import { fieldError, HttpError } from "#server/http/errors.ts";
import {
  enqueueMailToUnconfirmed,
  UNCONFIRMED_MAILS_PER_DAY,
  underUnconfirmedCap,
} from "#server/mail/outbox.ts";
import { verifyEmailMail } from "#server/mail/templates.ts";
import type { Client } from "#server/security/audit-log.ts";
import { issueResetLink, revokeResetTokens, sha256, validLink } from "./links.ts";
import { type AuthDeps, authMessages, lockAccountByEmail } from "./rules.ts";

const mailCapReached = () =>
  new HttpError(
    429,
    `We have sent this address ${UNCONFIRMED_MAILS_PER_DAY} e-mails in the last 24 hours, the most we send to an address that is not confirmed yet. Please use the latest link, or ask again tomorrow.`,
  );

/**
 * A confirmation link for the address, replacing older ones; in the caller's transaction.
 * False when the address has had its day's mails: then nothing is queued, and the link already
 * in the inbox keeps working (otherwise anyone could retire it by asking again).
 */
export async function queueVerification(
  deps: AuthDeps,
  tx: Queryable,
  user: { id: string; email: string },
) {
  if (!(await underUnconfirmedCap(tx, user.email))) return false;
  const link = await issueResetLink(tx, {
    userId: user.id,
    purpose: "verify",
    validMinutes: VERIFY_LINK_HOURS * 60,
    publicUrl: deps.publicUrl,
  });
  return enqueueMailToUnconfirmed(
    tx,
    verifyEmailMail({ to: user.email, link: link.url, validHours: VERIFY_LINK_HOURS }),
    { expiresAt: link.expiresAt },
  );
}

/**
 * The mailbox is proved: mark the address confirmed (once) and settle the account's referral
 * in the same transaction. Returns whether this confirmed it.
 */
export async function markVerified(deps: AuthDeps, tx: Tx, userId: string) {
  const [confirmed] = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!confirmed) return false;
  // Other confirmation links of the account have nothing left to do.
  await revokeResetTokens(tx, userId, new Date(), "verify");
  await deps.referrals.onVerified(tx, userId);
  return true;
}

/**
 * Confirms the account's address. `confirmedNow` is false when it had been confirmed already
 * (a second click, another link).
 */
export async function verifyEmail(
  deps: AuthDeps,
  token: string,
  client: Client,
): Promise<{ confirmedNow: boolean; userId: string }> {
  const { db, audit } = deps;
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: resetTokens.userId })
      .from(resetTokens)
      .innerJoin(users, eq(users.id, resetTokens.userId))
      .where(
        and(
          eq(resetTokens.tokenHash, tokenHash),
          eq(resetTokens.purpose, "verify"),
          isNull(users.deletedAt),
        ),
      );
    if (!link) throw fieldError("token", authMessages.verifyInvalid);
    // The account's row before the link's: two links opened at once wait here in turn
    // instead of each holding what the other needs.
    const [user] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, link.userId))
      .for("update");
    // A link of ours that has done its work (used, or retired when another one confirmed
    // the address): say so rather than call it invalid.
    if (user?.verifiedAt) return { confirmedNow: false, userId: link.userId };
    const [consumed] = await tx
      .update(resetTokens)
      .set({ usedAt: new Date() })
      .where(validLink(tokenHash, ["verify"]))
      .returning({ userId: resetTokens.userId });
    if (!consumed) throw fieldError("token", authMessages.verifyInvalid);
    await markVerified(deps, tx, consumed.userId);
    await audit.record(tx, client, { kind: "email-verified", userId: consumed.userId });
    return { confirmedNow: true, userId: consumed.userId };
  });
}

/** Null when the address is already confirmed (nothing is sent). */
export async function resendVerification(
  deps: AuthDeps,
  userId: string,
  client: Client,
): Promise<{ sentTo: string } | null> {
  const { db, audit } = deps;
  const sentTo = await db.transaction(async (tx) => {
    // The row lock leaves exactly one live link when two requests arrive at once.
    const [user] = await tx
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user || user.verifiedAt) return null;
    // The account's own address, asked by its signed-in owner: saying so reveals nothing.
    if (!(await queueVerification(deps, tx, user))) throw mailCapReached();
    await audit.record(tx, client, { kind: "verification-sent", userId });
    return user.email;
  });
  if (sentTo) deps.mailQueued();
  return sentTo ? { sentTo } : null;
}

/**
 * A new confirmation link for the address, if an account that has not confirmed it uses it:
 * asked from the sign-up panel, without a session, so it runs in the intake worker's
 * transaction after the 202 (the answer says nothing about the address). Within the day's cap
 * of mail to an unconfirmed address, like every other mail to it; the row lock leaves one live
 * link when requests arrive at once.
 */
export async function queueConfirmationLink(
  deps: AuthDeps,
  tx: Queryable,
  email: string,
): Promise<void> {
  const user = await lockAccountByEmail(tx, email);
  if (!user || user.verifiedAt) return;
  await queueVerification(deps, tx, user);
}
