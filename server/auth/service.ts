import { randomInt } from "node:crypto";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "#contract/auth.ts";
import { fieldLabels } from "#contract/fields.ts";
import { VERIFY_LINK_HOURS } from "#contract/rules.ts";
import type { User } from "#contract/user.ts";
import { grantListedAdmin, requestAdminConfirmation } from "#server/auth/admin-confirmation.ts";
import { dbErrorInfo, isUniqueViolation } from "#server/db/errors.ts";
import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { type LinkPurpose, resetTokens, users } from "#server/db/schema/index.ts";
import { fieldError, HttpError } from "#server/http/errors.ts";
import { canonicalMailbox, isDisposableAddress } from "#server/mail/mailbox.ts";
import {
  enqueueMail,
  enqueueMailToUnconfirmed,
  UNCONFIRMED_MAILS_PER_DAY,
  underUnconfirmedCap,
} from "#server/mail/outbox.ts";
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from "#server/mail/templates.ts";
import { waitText } from "#server/plugins/rate-limit.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import type { AuditLog, Client, RecordRefusal } from "#server/security/audit-log.ts";
import { site } from "#site/facts.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { issueResetLink, revokeResetTokens, sha256 } from "./links.ts";
import type { LoginThrottle, ThrottleReason } from "./login-throttle.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { SessionService } from "./sessions.ts";

export { revokeResetTokens, sha256 };

export const RESET_TOKEN_TTL_MINUTES = 60;

export const authMessages = {
  signedUp:
    "✅ Registered! Please log in now. We have e-mailed you a link to confirm your address: referral rewards are credited and redeemed only after that.",
  disposableEmail:
    "Email: addresses of throw-away mail services cannot sign up. Please use an address you keep.",
  ownReferralCode: "Referral code: is your own. Share it with friends instead.",
  personalPassword: "must not be your email address or the company's name.",
  verified: "✅ Your email address is confirmed. Thank you!",
  verifyInvalid:
    "This confirmation link is invalid, already used or expired. Log in and ask for a new one.",
  verificationSent: (email: string) =>
    `✅ A new confirmation link is on its way to ${email}. It works for ${VERIFY_LINK_HOURS} hours.`,
  alreadyVerified: "✅ Your email address is already confirmed.",
  loggedOut: "✅ You have been logged out.",
  loggedOutEverywhere: "✅ Every session of this account has been logged out, this one included.",
  /**
   * True in every case: a password reset completed on this device lets it log in at once
   * (server/auth/login-throttle.ts), whoever else has been guessing.
   */
  throttled: (seconds: number, reason: ThrottleReason) =>
    `${throttleCauses[reason]} Please try again in ${waitText(seconds)}, or reset your password: once you have set a new one on this device, you can log in with it straight away.`,
  emailTaken: "An account with this email already exists. Log in, or reset your password.",
  referralNotFound: "Referral code not found",
  loginFailed: "Incorrect email or password.",
  resetRequested:
    "✅ If an account uses this email, a reset link is on its way. It works for 1 hour.",
  confirmationRequested:
    "✅ If an account with this email is waiting for confirmation, a new link is on its way.",
  resetDone: "✅ Your password has been changed. Log in with your new password.",
  adminConfirmed:
    "✅ Your password is set and administrator access is active. Log in with your new password.",
  resetInvalid: "This reset link is invalid, already used or expired. Request a new one.",
  commonPassword:
    "this one is among the most common passwords. Choose one that is harder to guess.",
} as const;

const throttleCauses: Record<ThrottleReason, string> = {
  "address-and-client": "Too many failed attempts for this account from this device.",
  client: "Too many failed logins from this network.",
  address:
    "Too many failed attempts for this account from other places, so for now it accepts logins only from devices it has been used on before.",
};

const mailCapReached = () =>
  new HttpError(
    429,
    `We have sent this address ${UNCONFIRMED_MAILS_PER_DAY} e-mails in the last 24 hours, the most we send to an address that is not confirmed yet. Please use the latest link, or ask again tomorrow.`,
  );

export type AuthDeps = {
  db: Db;
  sessions: SessionService;
  audit: AuditLog;
  referrals: ReferralService;
  throttle: LoginThrottle;
  /** Writes refused logins to the audit log, a few per client and window rather than each. */
  recordRefusal: RecordRefusal;
  publicUrl: string;
  /** Refuse sign-ups from throw-away mail services. */
  refuseDisposable: boolean;
  /** Addresses whose accounts become administrators once they prove they read the mailbox. */
  adminEmails: readonly string[];
  /** Called after mail was queued, so it goes out now rather than at the next poll. */
  mailQueued: () => void;
};

/**
 * Refuses one of the 10,000 most common passwords, and the guesses an attacker tries first for a
 * given account: its address, the address's local part, the company's name. Names the field.
 */
export function assertAcceptablePassword(password: string, email: string, field = "password") {
  const refuse = (problem: string) =>
    fieldError(field, `${fieldLabels[field] ?? field}: ${problem}`);
  if (isCommonPassword(password)) throw refuse(authMessages.commonPassword);
  const fold = (value: string) =>
    value
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\s._-]+/g, "");
  const guess = fold(password);
  const address = email.trim().toLowerCase();
  const personal = [
    address,
    address.split("@")[0] ?? "",
    site.brand.name,
    site.brand.shortName,
  ].map(fold);
  if (personal.some((value) => value.length > 0 && guess === value))
    throw refuse(authMessages.personalPassword);
}

/**
 * The account row's columns a new password sets: moving the session version on ends every token
 * issued before it.
 */
export const newPasswordColumns = (passwordHash: string, changedAt: Date) => ({
  passwordHash,
  passwordChangedAt: changedAt,
  sessionVersion: sql`${users.sessionVersion} + 1`,
});

const referralCodePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export function createAuthService(deps: AuthDeps) {
  const { db, sessions, audit, referrals } = deps;
  // Prepares the dummy hash now, so the first login for an unknown address is not slower.
  void verifyAgainstDummy("");

  /**
   * A confirmation link for the address, replacing older ones; in the caller's transaction.
   * False when the address has had its day's mails: then nothing is queued, and the link already
   * in the inbox keeps working (otherwise anyone could retire it by asking again).
   */
  async function queueVerification(tx: Queryable, user: { id: string; email: string }) {
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

  async function findReferrer(code: string | undefined) {
    if (!code) return null;
    // A code no user can have is not looked up: PostgreSQL refuses some text (a NUL
    // character) with an error, and the answer is the same either way.
    if (!referralCodePattern.test(code))
      throw fieldError("referralCode", authMessages.referralNotFound);
    const [referrer] = await db
      .select({ id: users.id, emailCanonical: users.emailCanonical })
      .from(users)
      .where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
    if (!referrer) throw fieldError("referralCode", authMessages.referralNotFound);
    return referrer;
  }

  async function signup(
    input: { name: string; email: string; password: string; referralCode?: string },
    client: Client,
  ): Promise<{ userId: string }> {
    assertAcceptablePassword(input.password, input.email);
    if (deps.refuseDisposable && isDisposableAddress(input.email))
      throw fieldError("email", authMessages.disposableEmail);
    const canonical = canonicalMailbox(input.email);
    const referrer = await findReferrer(input.referralCode);
    if (referrer && referrer.emailCanonical === canonical)
      throw fieldError("referralCode", authMessages.ownReferralCode);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.emailCanonical, canonical)));
    if (taken) throw fieldError("email", authMessages.emailTaken, 409);

    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; ; attempt++) {
      try {
        const userId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              emailCanonical: canonical,
              passwordHash,
              referralCode: newReferralCode(),
              referredBy: referrer?.id ?? null,
              passwordChangedAt: new Date(),
            })
            .returning({ id: users.id });
          const user = { id: created!.id, email: input.email };
          if (referrer)
            await referrals.recordSignup(tx, {
              referrerId: referrer.id,
              referredUserId: user.id,
              ip: client.ip,
              canonicalEmail: canonical,
            });
          await queueVerification(tx, user);
          await audit.record(tx, client, {
            kind: "signup",
            userId: user.id,
            subject: audit.subjectOf(input.email),
            detail: referrer ? { referred: true } : {},
          });
          return user.id;
        });
        deps.mailQueued();
        return { userId };
      } catch (error) {
        // Two sign-ups for one mailbox at once: the unique indexes let one through.
        if (
          isUniqueViolation(error, "users_email_unique") ||
          isUniqueViolation(error, "users_email_canonical_unique")
        )
          throw fieldError("email", authMessages.emailTaken, 409);
        // The referrer deleted their account meanwhile.
        if (dbErrorInfo(error)?.dbCode === "23503")
          throw fieldError("referralCode", authMessages.referralNotFound);
        // 31^8 codes make a clash rare; draw again.
        if (isUniqueViolation(error, "users_referral_code_unique") && attempt < 5) continue;
        throw error;
      }
    }
  }

  async function login(
    email: string,
    password: string,
    client: Client,
  ): Promise<{ token: string; user: User }> {
    const subject = audit.subjectOf(email);
    // Before the password is checked, so a throttled answer says nothing about it.
    const verdict = await deps.throttle.check(subject, client.ip);
    if (!verdict.allowed) {
      await deps.recordRefusal(db, client, {
        rule: `login-${verdict.reason}`,
        windowMs: 15 * 60_000,
        kind: "login-throttled",
        subject,
        detail: { reason: verdict.reason, retryAfterSeconds: verdict.retryAfterSeconds },
      });
      throw new HttpError(429, authMessages.throttled(verdict.retryAfterSeconds, verdict.reason), {
        "retry-after": String(verdict.retryAfterSeconds),
      });
    }
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
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    // An unknown address costs one argon2 verification too, so timing tells nothing.
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await audit.record(db, client, { kind: "login-failure", userId: user?.id, subject });
      throw new HttpError(401, authMessages.loginFailed);
    }
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
    const token = await db.transaction(async (tx) => {
      await audit.record(tx, client, { kind: "login-success", userId: user.id, subject });
      return sessions.start(tx, user.id, user.sessionVersion);
    });
    return {
      token,
      user: {
        name: user.name,
        email: user.email,
        points: user.points,
        emailVerified: user.emailVerifiedAt !== null,
      },
    };
  }

  async function logout(userId: string, sessionId: string, client: Client): Promise<void> {
    await db.transaction(async (tx) => {
      await sessions.end(tx, sessionId);
      await audit.record(tx, client, { kind: "logout", userId });
    });
  }

  async function logoutEverywhere(userId: string, client: Client): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await sessions.endAll(tx, userId);
      await audit.record(tx, client, { kind: "logout-everywhere", userId, detail: { ended } });
    });
  }

  /**
   * The mailbox is proved: mark the address confirmed (once) and settle the account's referral
   * in the same transaction. Returns whether this confirmed it.
   */
  async function markVerified(tx: Tx, userId: string) {
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (!confirmed) return false;
    // Other confirmation links of the account have nothing left to do.
    await revokeResetTokens(tx, userId, new Date(), "verify");
    await referrals.onVerified(tx, userId);
    return true;
  }

  const validLink = (tokenHash: string, purposes: LinkPurpose[]) =>
    and(
      eq(resetTokens.tokenHash, tokenHash),
      inArray(resetTokens.purpose, purposes),
      isNull(resetTokens.usedAt),
      gt(resetTokens.expiresAt, new Date()),
    );

  /**
   * Confirms the account's address. `confirmedNow` is false when it had been confirmed already
   * (a second click, another link).
   */
  async function verifyEmail(
    token: string,
    client: Client,
  ): Promise<{ confirmedNow: boolean; userId: string }> {
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
      await markVerified(tx, consumed.userId);
      await audit.record(tx, client, { kind: "email-verified", userId: consumed.userId });
      return { confirmedNow: true, userId: consumed.userId };
    });
  }

  /** Null when the address is already confirmed (nothing is sent). */
  async function resendVerification(
    userId: string,
    client: Client,
  ): Promise<{ sentTo: string } | null> {
    const sentTo = await db.transaction(async (tx) => {
      // The row lock leaves exactly one live link when two requests arrive at once.
      const [user] = await tx
        .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!user || user.verifiedAt) return null;
      // The account's own address, asked by its signed-in owner: saying so reveals nothing.
      if (!(await queueVerification(tx, user))) throw mailCapReached();
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
  async function queueConfirmationLink(tx: Queryable, email: string): Promise<void> {
    const user = await lockAccountByEmail(tx, email);
    if (!user || user.verifiedAt) return;
    await queueVerification(tx, user);
  }

  /**
   * The live account using the address, its row locked for the rest of the transaction: two
   * requests for one address at once (on any instances) then leave exactly one valid link.
   */
  async function lockAccountByEmail(tx: Queryable, email: string) {
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .for("update");
    return user;
  }

  /**
   * A reset link for the address, if an account uses it, queued in the caller's transaction (the
   * intake worker's, after the 202 has gone out). The account's row is locked first, so two
   * requests at once (on any instances) leave exactly one valid link.
   */
  async function queueResetLink(tx: Queryable, email: string): Promise<void> {
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
   * Sets the password with a link's token and ends every session (the version moves on). The
   * link proves the mailbox, so it confirms the address too. An "admin" link also grants the
   * role to a listed address. Returns which kind of link it was.
   */
  /**
   * Whether a reset link can still set a password, without using it: the reset page asks on load,
   * so a spent or expired link leads straight to asking for a new one instead of a form that
   * fails after both fields are typed. Throws the same refusal resetPassword gives.
   */
  async function checkResetLink(token: string): Promise<void> {
    const [found] = await db
      .select({ userId: resetTokens.userId })
      .from(resetTokens)
      .where(validLink(sha256(token), ["reset", "admin"]));
    if (!found) throw fieldError("token", authMessages.resetInvalid);
  }

  async function resetPassword(
    token: string,
    password: string,
    client: Client,
  ): Promise<{ adminGranted: boolean }> {
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
      await markVerified(tx, consumed.userId);
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

  return {
    signup,
    login,
    logout,
    logoutEverywhere,
    verifyEmail,
    resendVerification,
    queueConfirmationLink,
    queueResetLink,
    checkResetLink,
    resetPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
