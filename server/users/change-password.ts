import { and, eq } from "drizzle-orm";
import { sessionEnded } from "#server/auth/guard.ts";
import { revokeResetTokens } from "#server/auth/links.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { assertAcceptablePassword, newPasswordColumns } from "#server/auth/rules.ts";
import { users } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { passwordChangedMail } from "#server/mail/templates.ts";
import type { Client } from "#server/security/audit-log.ts";
import { checkPassword, type UserDeps, userMessages } from "./rules.ts";

export type ChangePasswordInput = {
  session: { userId: string; sessionVersion: number; sessionId: string };
  currentPassword: string;
  newPassword: string;
  client: Client;
};

/**
 * Returns a fresh token for this session; every other token of the user stops working, because
 * the session version moves on in the same transaction as the password.
 */
export async function changePassword(
  deps: Pick<UserDeps, "db" | "sessions" | "audit" | "mailQueued">,
  input: ChangePasswordInput,
): Promise<string> {
  const { session, client } = input;
  const { userId, sessionVersion } = session;
  const user = await checkPassword(deps.db, userId, input.currentPassword, {
    field: "currentPassword",
    message: userMessages.wrongCurrentPassword,
  });
  assertAcceptablePassword(input.newPassword, user.email, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const changedAt = new Date();
  const newVersion = await deps.db.transaction(async (tx) => {
    // Only from the version this session holds: if a reset (or another change) committed
    // since the guard let the request in, this session has ended and must not outlive it.
    const [changed] = await tx
      .update(users)
      .set(newPasswordColumns(passwordHash, changedAt))
      .where(and(eq(users.id, userId), eq(users.sessionVersion, sessionVersion)))
      .returning({ sessionVersion: users.sessionVersion });
    if (!changed) throw sessionEnded();
    await revokeResetTokens(tx, userId, changedAt);
    await enqueueMail(tx, passwordChangedMail({ to: user.email, name: user.name }));
    await deps.audit.record(tx, client, { kind: "password-changed", userId });
    return changed.sessionVersion;
  });
  deps.mailQueued();
  return deps.sessions.reissue(session.sessionId, userId, newVersion);
}
