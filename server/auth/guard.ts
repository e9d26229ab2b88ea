import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { HttpError } from "#server/http/errors.ts";
import { clientOf } from "#server/security/audit-log.ts";
import type { SessionService } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth guard on /user and /rewards routes. */
    userId: string;
    /** The session version the request's token carries (equal to the stored one). */
    sessionVersion: number;
    /** The login the request's token belongs to. */
    sessionId: string;
  }
}

const challenge = { "www-authenticate": 'Bearer realm="account"' };

export const notSignedIn = () => new HttpError(401, "Log in to continue.", challenge);
export const sessionEnded = () =>
  new HttpError(401, "Your session has ended. Please log in again.", challenge);

/**
 * Requires a valid bearer token of a live session: not logged out, not idle too long, and with
 * the user's current session version (a password change or reset since the token was issued
 * ends it, on every instance).
 */
/** The bearer token's text, or null when the header is missing or malformed. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
  return match?.[1] && match[1].length <= 4096 ? match[1] : null;
}

/**
 * For a public route that does more for a signed-in member (the contact form links the member's
 * referrer): the member's id, or null for anyone else. Never refuses the request.
 */
export function signedInMember(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerOf(request);
    if (!token) return null;
    const session = await sessions.check(token, clientOf(request));
    return session.state === "active" ? session.userId : null;
  };
}

export function authGuard(sessions: SessionService): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (!header) throw notSignedIn();
    const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
    if (!match?.[1] || match[1].length > 4096) throw sessionEnded();
    const session = await sessions.check(match[1], clientOf(request));
    if (session.state !== "active") throw sessionEnded();
    request.userId = session.userId;
    request.sessionVersion = session.sessionVersion;
    request.sessionId = session.sessionId;
  };
}
