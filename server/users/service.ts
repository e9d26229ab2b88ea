import { and, desc, eq, sql } from "drizzle-orm";
import {
  deletedAccountName,
  POINTS_HISTORY_LIMIT,
  type PointsEntry,
  type ReferralSummary,
  type User,
} from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { revokeResetTokens } from "#server/auth/links.ts";
import { hashPassword, verifyPassword } from "#server/auth/passwords.ts";
import { assertAcceptablePassword, newPasswordColumns } from "#server/auth/rules.ts";
import type { SessionService } from "#server/auth/sessions.ts";
import type { Db } from "#server/db/index.ts";
import {
  idempotencyKeys,
  leads,
  payoutMethods,
  pointsLedger,
  redemptions,
  resetTokens,
  sessions,
  users,
} from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { discardRequestsFor } from "#server/intake/requests.ts";
import { discardMailTo, enqueueMail } from "#server/mail/outbox.ts";
import { passwordChangedMail } from "#server/mail/templates.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import type { AuditLog, Client } from "#server/security/audit-log.ts";

export const userMessages = {
  passwordChanged: "✅ Password changed. Every other session has been signed out.",
  wrongCurrentPassword: "Current password: is not correct.",
  wrongPassword: "Password: is not correct.",
  deleted: "✅ Your account and its data have been deleted.",
} as const;

/** What GET /user/me shows of a row. */
const userColumns = {
  name: users.name,
  email: users.email,
  points: users.points,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
};
const userOut = ({
  emailVerifiedAt,
  role,
  ...user
}: { emailVerifiedAt: Date | null; role: string } & Omit<
  User,
  "emailVerified" | "admin"
>): User => ({
  ...user,
  emailVerified: emailVerifiedAt !== null,
  // Said only to an administrator; a member's answer stays as it was.
  ...(role === "admin" ? { admin: true as const } : {}),
});

export function createUserService(deps: {
  db: Db;
  sessions: SessionService;
  audit: AuditLog;
  referrals: ReferralService;
  mailQueued: () => void;
}) {
  const { db, audit } = deps;
  // The hot reads, built once and prepared (docs/performance.md: assembling the same SQL on
  // every request was a tenth of the server's CPU under load).
  const byId = eq(users.id, sql.placeholder("userId"));
  const meQuery = db.select(userColumns).from(users).where(byId).prepare("user_me");
  const codeQuery = db
    .select({ code: users.referralCode })
    .from(users)
    .where(byId)
    .prepare("user_referral_code");
  const historyQuery = db
    .select({
      id: pointsLedger.id,
      reason: pointsLedger.reason,
      amount: pointsLedger.amount,
      createdAt: pointsLedger.createdAt,
      status: redemptions.status,
      reference: redemptions.reference,
      rejectReason: redemptions.rejectReason,
      pointsReturned: redemptions.pointsReturned,
      client: leads.company,
    })
    .from(pointsLedger)
    .leftJoin(redemptions, eq(redemptions.id, pointsLedger.redemptionId))
    .leftJoin(leads, eq(leads.id, pointsLedger.leadId))
    .where(eq(pointsLedger.userId, sql.placeholder("userId")))
    .orderBy(desc(pointsLedger.id))
    .limit(POINTS_HISTORY_LIMIT)
    .prepare("user_points_history");

  async function me(userId: string): Promise<User> {
    const [user] = await meQuery.execute({ userId });
    if (!user) throw sessionEnded();
    return userOut(user);
  }

  async function referralCode(userId: string): Promise<string> {
    const [user] = await codeQuery.execute({ userId });
    if (!user) throw sessionEnded();
    return user.code;
  }

  async function rename(userId: string, name: string): Promise<User> {
    const [user] = await db
      .update(users)
      .set({ name })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!user) throw sessionEnded();
    return userOut(user);
  }

  /** The account's password, checked again; a wrong one is refused naming the form's field. */
  async function checkPassword(
    userId: string,
    password: string,
    refusal: { field: string; message: string },
  ) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw sessionEnded();
    if (!(await verifyPassword(user.passwordHash, password)))
      throw fieldError(refusal.field, refusal.message);
    return user;
  }

  /**
   * Returns a fresh token for this session; every other token of the user stops working, because
   * the session version moves on in the same transaction as the password.
   */
  async function changePassword(
    session: { userId: string; sessionVersion: number; sessionId: string },
    currentPassword: string,
    newPassword: string,
    client: Client,
  ): Promise<string> {
    const { userId, sessionVersion } = session;
    const user = await checkPassword(userId, currentPassword, {
      field: "currentPassword",
      message: userMessages.wrongCurrentPassword,
    });
    assertAcceptablePassword(newPassword, user.email, "newPassword");
    const passwordHash = await hashPassword(newPassword);
    const changedAt = new Date();
    const newVersion = await db.transaction(async (tx) => {
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
      await audit.record(tx, client, { kind: "password-changed", userId });
      return changed.sessionVersion;
    });
    deps.mailQueued();
    return deps.sessions.reissue(session.sessionId, userId, newVersion);
  }

  /**
   * Deletes the account's personal data: name, address and password are wiped from the row,
   * sessions, links, idempotency answers, mail still addressed to it and requests for it not yet
   * worked go. The row itself stays, anonymous, with its points ledger, redemptions and
   * referrals, so every payout stays auditable; referrals it had not earned yet are refused.
   */
  async function deleteAccount(userId: string, password: string, client: Client): Promise<void> {
    const user = await checkPassword(userId, password, {
      field: "password",
      message: userMessages.wrongPassword,
    });
    await db.transaction(async (tx) => {
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
      await audit.record(tx, client, { kind: "account-deleted", userId });
    });
  }

  async function pointsHistory(userId: string): Promise<PointsEntry[]> {
    const rows = await historyQuery.execute({ userId });
    return rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
      ...(row.status ? { status: row.status } : {}),
      ...(row.reference ? { reference: row.reference } : {}),
      ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
      ...(row.pointsReturned !== null ? { pointsReturned: row.pointsReturned } : {}),
      ...(row.reason === "client_referral" ? { client: row.client?.trim() || "a business" } : {}),
    }));
  }

  async function referralSummary(userId: string): Promise<ReferralSummary> {
    return deps.referrals.summary(db, userId);
  }

  return {
    me,
    referralCode,
    rename,
    changePassword,
    deleteAccount,
    pointsHistory,
    referralSummary,
  };
}

export type UserService = ReturnType<typeof createUserService>;
