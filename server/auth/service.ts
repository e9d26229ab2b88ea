import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "#contract/auth";
import type { User } from "#contract/user";
import { grantListedAdmin, requestAdminConfirmation } from "#server/admin/confirmation";
import { dbErrorInfo, isUniqueViolation } from "#server/db/errors";
import type { Db, Queryable } from "#server/db/index";
import { pointsLedger, resetTokens, users } from "#server/db/schema/index";
import { HttpError } from "#server/http/errors";
import { enqueueMail } from "#server/mail/outbox";
import { passwordChangedMail, resetPasswordMail } from "#server/mail/templates";
import { isCommonPassword } from "./common-passwords";
import { issueResetLink, revokeResetTokens, sha256 } from "./links";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import type { TokenService } from "./tokens";

export { revokeResetTokens, sha256 };

export const RESET_TOKEN_TTL_MINUTES = 60;

export const authMessages = {
  signedUp: "✅ Registered! Please log in now.",
  emailTaken: "An account with this email already exists. Log in, or reset your password.",
  referralNotFound: "Referral code not found",
  loginFailed: "Incorrect email or password.",
  resetRequested:
    "✅ If an account uses this email, a reset link is on its way. It works for 1 hour.",
  resetDone: "✅ Your password has been changed. Log in with your new password.",
  adminConfirmed:
    "✅ Your password is set and administrator access is active. Log in with your new password.",
  resetInvalid: "This reset link is invalid, already used or expired. Request a new one.",
  commonPassword: "is too common. Choose one that is harder to guess.",
} as const;

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  publicUrl: string;
  referralBonus: number;
  /** Addresses whose accounts become administrators once they prove they read the mailbox. */
  adminEmails: readonly string[];
  /** Called after mail was queued, so it goes out now rather than at the next poll. */
  mailQueued: () => void;
};

/** Refuses one of the 10,000 most common passwords, naming the field it came in. */
export function assertNotCommon(password: string, label = "Password") {
  if (isCommonPassword(password))
    throw new HttpError(400, `${label}: ${authMessages.commonPassword}`);
}

const referralCodePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export function createAuthService(deps: AuthDeps) {
  const { db, tokens } = deps;
  // Prepares the dummy hash now, so the first login for an unknown address is not slower.
  void verifyAgainstDummy("");

  async function signup(input: {
    name: string;
    email: string;
    password: string;
    referralCode?: string;
  }): Promise<void> {
    assertNotCommon(input.password);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (taken) throw new HttpError(409, authMessages.emailTaken);

    let referrerId: string | null = null;
    if (input.referralCode) {
      // A code no user can have is not looked up: PostgreSQL refuses some text (a NUL
      // character) with an error, and the answer is the same either way.
      if (!referralCodePattern.test(input.referralCode))
        throw new HttpError(400, authMessages.referralNotFound);
      const [referrer] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referralCode, input.referralCode));
      if (!referrer) throw new HttpError(400, authMessages.referralNotFound);
      referrerId = referrer.id;
    }

    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; ; attempt++) {
      try {
        await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              passwordHash,
              referralCode: newReferralCode(),
              referredBy: referrerId,
              passwordChangedAt: new Date(),
            })
            .returning({ id: users.id });
          if (referrerId && deps.referralBonus > 0) {
            await tx
              .update(users)
              .set({ points: sql`${users.points} + ${deps.referralBonus}` })
              .where(eq(users.id, referrerId));
            await tx.insert(pointsLedger).values({
              userId: referrerId,
              reason: "referral_bonus",
              amount: deps.referralBonus,
              referredUserId: created!.id,
            });
          }
        });
        return;
      } catch (error) {
        // Two sign-ups for one address at once: the unique index lets one through.
        if (isUniqueViolation(error, "users_email_unique"))
          throw new HttpError(409, authMessages.emailTaken);
        // The referrer deleted their account meanwhile.
        if (dbErrorInfo(error)?.dbCode === "23503")
          throw new HttpError(400, authMessages.referralNotFound);
        // 31^8 codes make a clash rare; draw again.
        if (isUniqueViolation(error, "users_referral_code_unique") && attempt < 5) continue;
        throw error;
      }
    }
  }

  async function login(email: string, password: string): Promise<{ token: string; user: User }> {
    // The session version comes from the same row read as the hash: a reset committed after
    // this read bumps it, so a token minted from this (old) password is refused by the guard.
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        points: users.points,
        role: users.role,
        passwordHash: users.passwordHash,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.email, email));
    // An unknown address costs one argon2 verification too, so timing tells nothing.
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) throw new HttpError(401, authMessages.loginFailed);
    if (needsRehash(user.passwordHash)) {
      // Only over the hash that was verified: a new password set meanwhile must stay.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    }
    if (user.role !== "admin" && deps.adminEmails.includes(user.email)) {
      if (await requestAdminConfirmation(db, user, deps.publicUrl)) deps.mailQueued();
    }
    const token = await tokens.issue(user.id, user.sessionVersion);
    return { token, user: { name: user.name, email: user.email, points: user.points } };
  }

  /**
   * A reset link for the address, if an account uses it, queued in the caller's transaction (the
   * intake worker's, after the 202 has gone out). The account's row is locked first, so two
   * requests at once (on any instances) leave exactly one valid link.
   */
  async function queueResetLink(tx: Queryable, email: string): Promise<void> {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .for("update");
    if (!user) return;
    const link = await issueResetLink(tx, {
      userId: user.id,
      purpose: "reset",
      validMinutes: RESET_TOKEN_TTL_MINUTES,
      publicUrl: deps.publicUrl,
    });
    await enqueueMail(
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
   * Sets the password with a link's token and ends every session (the version moves on). An
   * "admin" link also grants the role to a listed address. Returns which kind of link it was.
   */
  async function resetPassword(
    token: string,
    password: string,
  ): Promise<{ adminGranted: boolean }> {
    assertNotCommon(password);
    const tokenHash = sha256(token);
    const valid = and(
      eq(resetTokens.tokenHash, tokenHash),
      isNull(resetTokens.usedAt),
      gt(resetTokens.expiresAt, new Date()),
    );
    // Checked before hashing, so bad links cost no argon2 time.
    const [found] = await db.select({ id: resetTokens.id }).from(resetTokens).where(valid);
    if (!found) throw new HttpError(400, authMessages.resetInvalid);
    const passwordHash = await hashPassword(password);
    const changedAt = new Date();
    const adminGranted = await db.transaction(async (tx) => {
      // The conditional update consumes the link exactly once, even with two requests at once.
      const [consumed] = await tx
        .update(resetTokens)
        .set({ usedAt: changedAt })
        .where(valid)
        .returning({ userId: resetTokens.userId, purpose: resetTokens.purpose });
      if (!consumed) throw new HttpError(400, authMessages.resetInvalid);
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: changedAt,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(eq(users.id, consumed.userId))
        .returning({ name: users.name, email: users.email });
      await revokeResetTokens(tx, consumed.userId, changedAt);
      if (user) await enqueueMail(tx, passwordChangedMail({ to: user.email, name: user.name }));
      return consumed.purpose === "admin"
        ? grantListedAdmin(tx, consumed.userId, deps.adminEmails)
        : false;
    });
    deps.mailQueued();
    return { adminGranted };
  }

  return { signup, login, queueResetLink, resetPassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
