import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";

/**
 * Whether the account has confirmed its e-mail address: the assistant answers only such members
 * (the model costs money per question, and a lead needs an address known to be real).
 */
export async function isConfirmedMember(db: Queryable, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ confirmed: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(member?.confirmed);
}
