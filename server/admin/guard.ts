import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { ADMIN_LINK_TTL_HOURS } from "#server/auth/admin-confirmation.ts";
import { authGuard } from "#server/auth/guard.ts";
import { isAdmin } from "#server/auth/roles.ts";
import type { SessionService } from "#server/auth/sessions.ts";
import type { Db } from "#server/db/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { roleOf } from "./roles.ts";

/** Read by the admin page as its explanation, so it is written for the person who sees it. */
export const notAnAdmin = () =>
  new HttpError(
    403,
    "Your account does not have the administrator role. If you need it, ask the person who runs this site to grant it.",
  );

export const adminConfirmationPending = (email: string) =>
  new HttpError(
    403,
    `Administrator access needs one more step: when you logged in, we e-mailed a confirmation link to ${email}. ` +
      `Open it, choose your password, then log in again. The link works for ${ADMIN_LINK_TTL_HOURS} hours; ` +
      "if it has expired, log out and log in again for a new one.",
  );

/**
 * Every /api/admin call: the session guard first (401 without a valid session), then the role
 * (403 for anyone else; a listed address not yet confirmed is told where the link went). Both
 * are read on each request, so a revoked role ends access at once. A signed-in account that is
 * refused is reported to `onRefused` (the audit log), since probing the admin API with a stolen
 * or own session is worth an administrator's eye.
 */
export function adminGuard(
  db: Db,
  sessions: SessionService,
  adminEmails: readonly string[],
  onRefused: (request: FastifyRequest, userId: string) => Promise<void>,
): onRequestAsyncHookHandler {
  const signedIn = authGuard(sessions);
  return async function guard(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await signedIn.call(this as never, request, reply);
    const user = await roleOf(db, request.userId);
    if (user && isAdmin(user)) return;
    await onRefused(request, request.userId);
    if (user && adminEmails.includes(user.email)) throw adminConfirmationPending(user.email);
    throw notAnAdmin();
  };
}
