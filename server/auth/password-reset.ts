import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import { resetTokens, users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { enqueueMail, enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import { passwordChangedMail, resetPasswordMail } from "#server/mail/templates.ts";
import type { Client } from "#server/security/audit-log.ts";
import { grantListedAdmin } from "./admin-confirmation.ts";
import { markVerified } from "./email-confirmation.ts";
import { issueResetLink, revokeResetTokens, sha256, validLink } from "./links.ts";
import { hashPassword } from "./passwords.ts";
import {
  type AuthDeps,
  assertAcceptablePassword,
  authMessages,
  lockAccountByEmail,
  newPasswordColumns,
} from "./rules.ts";

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * A reset link for the address, if an account uses it, queued in the caller's transaction (the
 * intake worker's, after the 202 has gone out). The account's row is locked first, so two
 * requests at once (on any instances) leave exactly one valid link.
 */
export async function queueResetLink(deps: AuthDeps, tx: Queryable, email: string): Promise<void> {
  const user = await lockAccountByEmail(tx, email);
  if (!user) return;
  const link = await issueResetLink(tx, {
    userId: user.id,
    purpose: "reset",
    validMinutes: RESET_TOKEN_TTL_MINUTES,
    publicUrl: deps.publicUrl,
  });
  // An unconfirmed account may be a stranger's address someone signed up with.
  await (user.verifiedAt ? enqueueMail : enqueueMailToUnconfirmed)(
    tx,
    resetPasswordMail({
      to: user.email,
      name: user.name,
      link: link.url,
      validMinutes: RESET_TOKEN_TTL_MINUTES,
    }),
    // An unsent mail is deleted once its link no longer works.
    { expiresAt: link.expiresAt },
  );
}

/**
 * Whether a reset link can still set a password, without using it: the reset page asks on load,
 * so a spent or expired link leads straight to asking for a new one instead of a form that
 * fails after both fields are typed. Throws the same refusal resetPassword gives.
 */
export async function checkResetLink(deps: AuthDeps, token: string): Promise<void> {
  const [found] = await deps.db
    .select({ userId: resetTokens.userId })
    .from(resetTokens)
    .where(validLink(sha256(token), ["reset", "admin"]));
  if (!found) throw fieldError("token", authMessages.resetInvalid);
}

/**
 * Sets the password with a link's token and ends every session (the version moves on). The
 * link proves the mailbox, so it confirms the address too. An "admin" link also grants the
 * role to a listed address. Returns which kind of link it was.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
  client: Client,
): Promise<{ adminGranted: boolean }> {
  const { db, audit } = deps;
  const valid = validLink(sha256(token), ["reset", "admin"]);
  // Checked before hashing, so bad links cost no argon2 time.
  const [found] = await db
    .select({ email: users.email })
    .from(resetTokens)
    .innerJoin(users, eq(users.id, resetTokens.userId))
    .where(valid);
  if (!found) throw fieldError("token", authMessages.resetInvalid);
  assertAcceptablePassword(password, found.email);
  const passwordHash = await hashPassword(password);
  const changedAt = new Date();
  const adminGranted = await db.transaction(async (tx) => {
    // The conditional update consumes the link exactly once, even with two requests at once.
    const [consumed] = await tx
      .update(resetTokens)
      .set({ usedAt: changedAt })
      .where(valid)
      .returning({ userId: resetTokens.userId, purpose: resetTokens.purpose });
    if (!consumed) throw fieldError("token", authMessages.resetInvalid);
    const [user] = await tx
      .update(users)
      .set(newPasswordColumns(passwordHash, changedAt))
      .where(eq(users.id, consumed.userId))
      .returning({ name: users.name, email: users.email });
    await revokeResetTokens(tx, consumed.userId, changedAt);
    await markVerified(deps, tx, consumed.userId);
    // With the address's digest and this client's key, the login throttle counts this client
    // as the owner's from now on.
    await audit.record(tx, client, {
      kind: "password-reset",
      userId: consumed.userId,
      subject: user ? audit.subjectOf(user.email) : null,
    });
    if (user) await enqueueMail(tx, passwordChangedMail({ to: user.email, name: user.name }));
    const granted =
      consumed.purpose === "admin" &&
      (await grantListedAdmin(tx, consumed.userId, deps.adminEmails));
    if (granted)
      await audit.record(tx, client, {
        kind: "admin-granted",
        userId: consumed.userId,
        detail: { via: "ADMIN_EMAILS link" },
      });
    return granted;
  });
  deps.mailQueued();
  return { adminGranted };
}
