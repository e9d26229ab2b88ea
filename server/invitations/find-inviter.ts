import { and, eq, isNull } from "drizzle-orm";
import { firstNameOf, type Inviter } from "#contract/invitation.ts";
import type { Queryable } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";

/**
 * Whom a referral code's invitation is from: the first word of the referrer's chosen name, for
 * the banner of /signup?ref=. Null for a code no live account has, or a name with no letters in
 * its first word. Nothing else of the account leaves: not the address, not the rest of the name.
 */
export async function findInviter(deps: { db: Queryable }, code: string): Promise<Inviter | null> {
  const [referrer] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  const firstName = referrer ? firstNameOf(referrer.name) : null;
  return firstName ? { firstName } : null;
}
