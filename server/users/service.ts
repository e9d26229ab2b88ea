import { and, desc, eq, sql } from "drizzle-orm";
import {
  POINTS_HISTORY_LIMIT,
  type PointsEntry,
  type PointsReason,
  type User,
} from "#contract/user";
import { sessionEnded } from "#server/auth/guard";
import { hashPassword, verifyPassword } from "#server/auth/passwords";
import { assertNotCommon, revokeResetTokens } from "#server/auth/service";
import type { TokenService } from "#server/auth/tokens";
import type { Db } from "#server/db/index";
import { intakeJobs, mailOutbox, pointsLedger, redemptions, users } from "#server/db/schema/index";
import { HttpError } from "#server/http/errors";
import { enqueueMail } from "#server/mail/outbox";
import { passwordChangedMail } from "#server/mail/templates";

export const userMessages = {
  passwordChanged: "✅ Password changed. Every other session has been signed out.",
  wrongCurrentPassword: "Current password: is not correct.",
  wrongPassword: "Password: is not correct.",
  deleted: "✅ Your account and its data have been deleted.",
} as const;

export function createUserService(deps: { db: Db; tokens: TokenService; mailQueued: () => void }) {
  const { db } = deps;

  async function me(userId: string): Promise<User> {
    const [user] = await db
      .select({ name: users.name, email: users.email, points: users.points })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw sessionEnded();
    return user;
  }

  async function referralCode(userId: string): Promise<string> {
    const [user] = await db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw sessionEnded();
    return user.code;
  }

  async function rename(userId: string, name: string): Promise<User> {
    const [user] = await db
      .update(users)
      .set({ name })
      .where(eq(users.id, userId))
      .returning({ name: users.name, email: users.email, points: users.points });
    if (!user) throw sessionEnded();
    return user;
  }

  async function checkPassword(userId: string, password: string, wrongMessage: string) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw sessionEnded();
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new HttpError(400, wrongMessage);
    return user;
  }

  /**
   * Returns a fresh token for this session; every other token of the user stops working, because
   * the session version moves on in the same transaction as the password.
   */
  async function changePassword(
    userId: string,
    sessionVersion: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    assertNotCommon(newPassword, "New password");
    const user = await checkPassword(userId, currentPassword, userMessages.wrongCurrentPassword);
    const passwordHash = await hashPassword(newPassword);
    const changedAt = new Date();
    const newVersion = await db.transaction(async (tx) => {
      // Only from the version this session holds: if a reset (or another change) committed
      // since the guard let the request in, this session has ended and must not outlive it.
      const [changed] = await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: changedAt,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(and(eq(users.id, userId), eq(users.sessionVersion, sessionVersion)))
        .returning({ sessionVersion: users.sessionVersion });
      if (!changed) throw sessionEnded();
      await revokeResetTokens(tx, userId, changedAt);
      await enqueueMail(tx, passwordChangedMail({ to: user.email, name: user.name }));
      return changed.sessionVersion;
    });
    deps.mailQueued();
    return deps.tokens.issue(userId, newVersion);
  }

  /**
   * Deletes the account and everything personal with it: ledger, redemptions, reset links,
   * idempotency answers (by cascade), any mail still addressed to it and requests for it not yet
   * worked. Accounts it referred keep their own data; their `referred_by` is cleared.
   */
  async function deleteAccount(userId: string, password: string): Promise<void> {
    const user = await checkPassword(userId, password, userMessages.wrongPassword);
    await db.transaction(async (tx) => {
      await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
      await tx.delete(intakeJobs).where(eq(intakeJobs.email, user.email));
      await tx.delete(users).where(eq(users.id, userId));
    });
  }

  async function pointsHistory(userId: string): Promise<PointsEntry[]> {
    const rows = await db
      .select({
        id: pointsLedger.id,
        reason: pointsLedger.reason,
        amount: pointsLedger.amount,
        createdAt: pointsLedger.createdAt,
        status: redemptions.status,
      })
      .from(pointsLedger)
      .leftJoin(redemptions, eq(redemptions.id, pointsLedger.redemptionId))
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.id))
      .limit(POINTS_HISTORY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      reason: row.reason as PointsReason,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
      ...(row.status ? { status: row.status as "pending" | "paid" } : {}),
    }));
  }

  return { me, referralCode, rename, changePassword, deleteAccount, pointsHistory };
}

export type UserService = ReturnType<typeof createUserService>;
