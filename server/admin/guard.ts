import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { authGuard } from "#server/auth/guard";
import type { TokenService } from "#server/auth/tokens";
import type { Db } from "#server/db/index";
import { users } from "#server/db/schema/index";
import { HttpError } from "#server/http/errors";

export const notAnAdmin = () =>
  new HttpError(403, "This area is for administrators. Your account does not have access.");

/** An administrator: users.role is "admin", or the address is listed in ADMIN_EMAILS. */
export function isAdmin(user: { role: string; email: string }, adminEmails: readonly string[]) {
  return user.role === "admin" || adminEmails.includes(user.email);
}

/**
 * Every /api/admin call: the session guard first (401 without a valid session), then the role
 * (403 for anyone else). Both are read on each request, so a revoked role ends access at once.
 */
export function adminGuard(
  db: Db,
  tokens: TokenService,
  adminEmails: readonly string[],
): onRequestAsyncHookHandler {
  const signedIn = authGuard(db, tokens);
  return async function guard(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await signedIn.call(this as never, request, reply);
    const [user] = await db
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, request.userId));
    if (!user || !isAdmin(user, adminEmails)) throw notAnAdmin();
  };
}
