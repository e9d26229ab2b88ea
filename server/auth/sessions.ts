import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db, Queryable } from "#server/db/index.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import type { AuditLog, Client } from "#server/security/audit-log.ts";
import type { TokenService } from "./tokens.ts";

/** Sliding renewal writes at most this often per session, so reads stay reads. */
const touchEveryMs = 60_000;

export type SessionCheck =
  | { state: "active"; userId: string; sessionVersion: number; sessionId: string }
  | { state: "ended" };

/**
 * Logins as rows (the token's `sid`): logout ends one, "log out everywhere" all of a user's, and
 * one unused for `idleSeconds` ends by itself. Every use within the idle time moves it on, never
 * past the token's own expiry (JWT_TTL).
 */
export function createSessionService(deps: {
  db: Db;
  tokens: TokenService;
  audit: AuditLog;
  idleSeconds: number;
}) {
  const { db, tokens } = deps;
  // Built once and prepared: every authenticated request runs it, and assembling the same SQL
  // each time cost about a tenth of the server's CPU under load (docs/performance.md).
  const sessionOf = db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      sessionVersion: users.sessionVersion,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .limit(1)
    .prepare("session_check");

  /** A new session and its token; call in the transaction that read the session version. */
  async function start(tx: Queryable, userId: string, sessionVersion: number): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + tokens.ttl;
    const [row] = await tx
      .insert(sessions)
      .values({ userId, expiresAt: new Date(exp * 1000) })
      .returning({ id: sessions.id });
    return tokens.issue(userId, sessionVersion, row!.id, exp);
  }

  /** A token for the same session with a new session version (after a password change). */
  async function reissue(sessionId: string, userId: string, sessionVersion: number) {
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    const exp = row ? Math.floor(row.expiresAt.getTime() / 1000) : undefined;
    return tokens.issue(userId, sessionVersion, sessionId, exp);
  }

  /** Whether a bearer token belongs to a live session; renews it, or ends it when idle. */
  async function check(token: string, client: Client): Promise<SessionCheck> {
    const verified = await tokens.verify(token);
    if (!verified) return { state: "ended" };
    const [row] = await sessionOf.execute({ sessionId: verified.sessionId });
    if (
      !row ||
      row.endedAt ||
      row.deletedAt ||
      row.userId !== verified.userId ||
      row.sessionVersion !== verified.sessionVersion
    )
      return { state: "ended" };
    const now = Date.now();
    const idleMs = now - row.lastSeenAt.getTime();
    if (idleMs > deps.idleSeconds * 1000) {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date(now) })
        .where(and(eq(sessions.id, verified.sessionId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      if (ended.length > 0)
        await deps.audit.record(db, client, {
          kind: "session-expired",
          userId: row.userId,
          detail: { idleMinutes: Math.floor(idleMs / 60_000) },
        });
      return { state: "ended" };
    }
    if (idleMs > touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(and(eq(sessions.id, verified.sessionId), lt(sessions.lastSeenAt, new Date(now))));
    }
    return {
      state: "active",
      userId: row.userId,
      sessionVersion: row.sessionVersion,
      sessionId: verified.sessionId,
    };
  }

  async function end(tx: Queryable, sessionId: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  }

  async function endAll(tx: Queryable, userId: string): Promise<number> {
    const ended = await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  return { start, reissue, check, end, endAll };
}

export type SessionService = ReturnType<typeof createSessionService>;
