import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { hasRow } from "#server/db/has-row.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { resetTokens, users } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { adminConfirmationMail } from "./admin-confirmation-mail.ts";
import { issueResetLink } from "./links.ts";

/** How long the confirmation link works. */
export const ADMIN_LINK_TTL_HOURS = 24;

/**
 * ADMIN_EMAILS names who may become an administrator, not who is one: anyone can sign up with a
 * listed address before its owner does. When such an account signs in without the role, its
 * mailbox gets a link to choose the password (an "admin" reset link); using it grants the role
 * and sets a password only the mailbox's owner knows. One live link at a time, so repeated logins do not flood the inbox.
 * Returns whether a new link was queued.
 */
export async function requestAdminConfirmation(
  db: Db,
  user: { id: string; name: string; email: string },
  publicUrl: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock serialises logins at once: exactly one of them queues the link.
    const [row] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!row || row.role === "admin") return false;
    const live = and(
      eq(resetTokens.userId, user.id),
      eq(resetTokens.purpose, "admin"),
      isNull(resetTokens.usedAt),
      gt(resetTokens.expiresAt, sql`now()`),
    );
    if (await hasRow(tx, resetTokens, live)) return false;
    const link = await issueResetLink(tx, {
      userId: user.id,
      purpose: "admin",
      validMinutes: ADMIN_LINK_TTL_HOURS * 60,
      publicUrl,
    });
    await enqueueMail(
      tx,
      adminConfirmationMail({
        to: user.email,
        name: user.name,
        link: link.url,
        validHours: ADMIN_LINK_TTL_HOURS,
      }),
      { expiresAt: link.expiresAt },
    );
    return true;
  });
}

/**
 * After an "admin" link was used: the role, if the address is still listed (it may have been
 * taken off the list since the link was sent). Returns whether the role was granted.
 */
export async function grantListedAdmin(
  tx: Queryable,
  userId: string,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const granted = await tx
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.id, userId), inArray(users.email, [...adminEmails])))
    .returning({ id: users.id });
  return granted.length > 0;
}
