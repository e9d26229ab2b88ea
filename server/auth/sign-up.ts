import { randomInt } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralCodeSource,
} from "#contract/referral-code.ts";
import { dbErrorInfo, isUniqueViolation } from "#server/db/errors.ts";
import { users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { canonicalMailbox, isDisposableAddress } from "#server/mail/mailbox.ts";
import type { Client } from "#server/security/audit-log.ts";
import { queueVerification } from "./email-confirmation.ts";
import { hashPassword } from "./passwords.ts";
import { type AuthDeps, assertAcceptablePassword, authMessages } from "./rules.ts";

const referralCodePattern = new RegExp(referralCodeSource);

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

async function findReferrer(deps: AuthDeps, code: string | undefined) {
  if (!code) return null;
  // A code no user can have is not looked up: PostgreSQL refuses some text (a NUL
  // character) with an error, and the answer is the same either way.
  if (!referralCodePattern.test(code))
    throw fieldError("referralCode", authMessages.referralNotFound);
  const [referrer] = await deps.db
    .select({ id: users.id, emailCanonical: users.emailCanonical })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  if (!referrer) throw fieldError("referralCode", authMessages.referralNotFound);
  return referrer;
}

export async function signup(
  deps: AuthDeps,
  input: { name: string; email: string; password: string; referralCode?: string },
  client: Client,
): Promise<{ userId: string }> {
  const { db, audit, referrals } = deps;
  assertAcceptablePassword(input.password, input.email);
  if (deps.refuseDisposable && isDisposableAddress(input.email))
    throw fieldError("email", authMessages.disposableEmail);
  const canonical = canonicalMailbox(input.email);
  const referrer = await findReferrer(deps, input.referralCode);
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
        await queueVerification(deps, tx, user);
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
