import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Db } from "#server/db/index";
import { users } from "#server/db/schema/index";
import { HttpError } from "#server/http/errors";
import type { TokenService } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth guard on /user and /rewards routes. */
    userId: string;
    /** The session version the request's token carries (equal to the stored one). */
    sessionVersion: number;
  }
}

const challenge = { "www-authenticate": 'Bearer realm="account"' };

export const notSignedIn = () => new HttpError(401, "Log in to continue.", challenge);
export const sessionEnded = () =>
  new HttpError(401, "Your session has ended. Please log in again.", challenge);

/**
 * Requires a valid bearer token whose user still exists and whose session version is still the
 * stored one: a password change or reset since the token was issued ends it, on every instance.
 */
export function authGuard(db: Db, tokens: TokenService): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (!header) throw notSignedIn();
    const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
    if (!match?.[1] || match[1].length > 4096) throw sessionEnded();
    const verified = await tokens.verify(match[1]);
    if (!verified) throw sessionEnded();
    const [user] = await db
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, verified.userId))
      .limit(1);
    if (!user || user.sessionVersion !== verified.sessionVersion) throw sessionEnded();
    request.userId = user.id;
    request.sessionVersion = user.sessionVersion;
  };
}
