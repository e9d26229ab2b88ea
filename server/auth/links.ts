import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import { type LinkPurpose, resetTokens } from "#server/db/schema/index.ts";

export type { LinkPurpose };

/** The page each kind of link opens. */
const linkPaths: Record<LinkPurpose, string> = {
  reset: "/reset-password",
  admin: "/reset-password",
  verify: "/verify-email",
};

/** Links that set the password: a password change settles them all. */
const passwordPurposes: LinkPurpose[] = ["reset", "admin"];

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The condition that picks the link with this token's hash while it still works. */
export const validLink = (tokenHash: string, purposes: LinkPurpose[]) =>
  and(
    eq(resetTokens.tokenHash, tokenHash),
    inArray(resetTokens.purpose, purposes),
    isNull(resetTokens.usedAt),
    gt(resetTokens.expiresAt, new Date()),
  );

/**
 * Ends outstanding links of a user: of one purpose (a newer link of that kind was sent), or
 * every password link (the password changed, so whatever they were for is settled; a pending
 * e-mail confirmation is not about the password and stays).
 */
export async function revokeResetTokens(
  db: Queryable,
  userId: string,
  at: Date,
  purpose?: LinkPurpose,
) {
  await db
    .update(resetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(resetTokens.userId, userId),
        isNull(resetTokens.usedAt),
        purpose ? eq(resetTokens.purpose, purpose) : inArray(resetTokens.purpose, passwordPurposes),
      ),
    );
}

/**
 * A new link for a user (to /reset-password, or /verify-email), replacing older ones of the
 * same purpose. Only the
 * SHA-256 of its 32 random bytes is stored. Call inside a transaction that holds the user's row
 * lock, so two requests at once cannot both leave a valid link.
 */
export async function issueResetLink(
  tx: Queryable,
  options: { userId: string; purpose: LinkPurpose; validMinutes: number; publicUrl: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const url = new URL(linkPaths[options.purpose], options.publicUrl);
  url.searchParams.set("token", token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.validMinutes * 60_000);
  await revokeResetTokens(tx, options.userId, now, options.purpose);
  await tx.insert(resetTokens).values({
    tokenHash: sha256(token),
    userId: options.userId,
    purpose: options.purpose,
    expiresAt,
  });
  return { url: url.toString(), expiresAt };
}
