import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/index.ts";
import { securityEvents } from "#server/db/schema/index.ts";

/** Failures older than this no longer count. */
const windowMinutes = 15;
/** Longest wait one client is asked to keep between tries for one address. */
const maxDelaySeconds = 15 * 60;
/** Failed logins from one client, for any addresses, before it must wait (credential stuffing). */
const failuresPerClient = 50;
/** A client the account logged in from this recently counts as the owner's. */
const knownClientDays = 30;

export type ThrottleSettings = {
  /** Failures for one address from one client before waits begin. */
  freeFailures: number;
  /** Failures for one address from every client before only known clients may try. */
  ceiling: number;
};

export type ThrottleVerdict =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterSeconds: number;
      reason: "address-and-client" | "client" | "address";
    };

/**
 * Slows password guessing without letting anyone lock the owner out. Only failures count (from
 * the audit log, so every instance sees them), keyed per address AND client: past a few, each
 * further try from that client must wait twice as long as the last (1 s, 2 s, 4 s … 15 min), and a
 * success from it wipes its slate. Another client, such as the owner on their own network, is not
 * slowed by an attacker's failures. Only when one address collects `ceiling` failures from
 * everywhere (a distributed attack) are clients the account never logged in from held back; the
 * owner still gets in from a known client, or with a password reset link.
 */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  async function check(subject: string, ip: string, at = new Date()): Promise<ThrottleVerdict> {
    const since = sql`now() - make_interval(mins => ${windowMinutes})`;
    const lastSuccess = sql`coalesce((
      select max(${securityEvents.at}) from ${securityEvents}
      where ${securityEvents.kind} = 'login-success' and ${securityEvents.subject} = ${subject}
        and ${securityEvents.ip} = ${ip} and ${securityEvents.at} > ${since}
    ), '-infinity'::timestamptz)`;
    const [counts] = await db
      .select({
        pair: sql<number>`count(*) filter (where ${securityEvents.ip} = ${ip} and ${securityEvents.at} > ${lastSuccess})`.mapWith(
          Number,
        ),
        pairLast:
          sql<Date | null>`max(${securityEvents.at}) filter (where ${securityEvents.ip} = ${ip})`.mapWith(
            (value) => (value === null ? null : new Date(value)),
          ),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.kind, "login-failure"),
          eq(securityEvents.subject, subject),
          gt(securityEvents.at, since),
        ),
      );
    const pair = counts?.pair ?? 0;
    if (pair >= settings.freeFailures && counts?.pairLast) {
      const delay = Math.min(2 ** (pair - settings.freeFailures), maxDelaySeconds);
      const waitMs = counts.pairLast.getTime() + delay * 1000 - at.getTime();
      if (waitMs > 0)
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil(waitMs / 1000),
          reason: "address-and-client",
        };
    }

    const [fromClient] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.kind, "login-failure"),
          eq(securityEvents.ip, ip),
          gt(securityEvents.at, since),
        ),
      );
    if ((fromClient?.value ?? 0) >= failuresPerClient)
      return { allowed: false, retryAfterSeconds: windowMinutes * 60, reason: "client" };

    if ((counts?.total ?? 0) >= settings.ceiling) {
      const [known] = await db
        .select({ id: securityEvents.id })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.kind, "login-success"),
            eq(securityEvents.subject, subject),
            eq(securityEvents.ip, ip),
            gt(securityEvents.at, sql`now() - make_interval(days => ${knownClientDays})`),
          ),
        )
        .limit(1);
      if (!known)
        return { allowed: false, retryAfterSeconds: windowMinutes * 60, reason: "address" };
    }
    return { allowed: true };
  }

  return { check };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
