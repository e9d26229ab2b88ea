/**
 * What the account use cases (sign-up.ts, login.ts, email-confirmation.ts, password-reset.ts)
 * share: their answers, their dependencies, the password rules and the locked account lookup.
 * users/ uses the password rules too, for a change of password.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { fieldLabels } from "#contract/fields.ts";
import { VERIFY_LINK_HOURS } from "#contract/rules.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { waitText } from "#server/plugins/rate-limit.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import type { AuditLog, RecordRefusal } from "#server/security/audit-log.ts";
import { site } from "#site/facts.ts";
import { isCommonPassword } from "./common-passwords.ts";
import type { LoginThrottle, ThrottleReason } from "./login-throttle.ts";
import type { SessionService } from "./sessions.ts";

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

/**
 * The live account using the address, its row locked for the rest of the transaction: two
 * requests for one address at once (on any instances) then leave exactly one valid link.
 */
export async function lockAccountByEmail(tx: Queryable, email: string) {
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
