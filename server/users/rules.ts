/**
 * What the account use cases (one a file in this folder) share: their dependencies, the words
 * they answer with, the columns a member sees of their row, and the password check that guards
 * every change of consequence.
 */
import { eq } from "drizzle-orm";
import type { User } from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { verifyPassword } from "#server/auth/passwords.ts";
import { isAdmin } from "#server/auth/roles.ts";
import type { SessionService } from "#server/auth/sessions.ts";
import type { Db } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import type { AuditLog } from "#server/security/audit-log.ts";
import type { UserReads } from "./reads.ts";

/** Everything an account use case may need; each takes only the part it uses. */
export type UserDeps = {
  db: Db;
  /** The hot reads, prepared once (reads.ts). */
  reads: UserReads;
  sessions: SessionService;
  audit: AuditLog;
  referrals: ReferralService;
  /** Called after mail was queued, so the job worker runs now. */
  mailQueued: () => void;
};

export const userMessages = {
  passwordChanged: "✅ Password changed. Every other session has been signed out.",
  wrongCurrentPassword: "Current password: is not correct.",
  wrongPassword: "Password: is not correct.",
  deleted: "✅ Your account and its data have been deleted.",
} as const;

export const userOut = ({
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
  ...(isAdmin({ role }) ? { admin: true as const } : {}),
});

/** The account's password, checked again; a wrong one is refused naming the form's field. */
export async function checkPassword(
  db: Db,
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
