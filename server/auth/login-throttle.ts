import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { hasRow } from "#server/db/has-row.ts";
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

export type ThrottleReason = "address-and-client" | "client" | "address";

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; reason: ThrottleReason };

/** Events of the given kinds since `after`, narrowed to an address, a client or both. */
function loginEvents(kinds: LoginEventKind[], after: SQL, ...match: SQL[]) {
  return and(inArray(securityEvents.kind, kinds), ...match, gt(securityEvents.at, after));
}

type LoginEventKind = "login-success" | "login-failure" | "password-reset";

/**
 * What proves a client is the owner's: a right password from it, or a password reset completed
 * from it (the reset link proves the mailbox, which a guesser does not have).
 */
const provenKinds: LoginEventKind[] = ["login-success", "password-reset"];

/**
 * Slows password guessing without letting anyone lock the owner out. Only failures count (from
 * the audit log, so every instance sees them), keyed per address AND client (the client key: an
 * IPv6 client is its /64): past a few, each further try from that client must wait twice as long
 * as the last (1 s, 2 s, 4 s … 15 min), and a success or a completed password reset from it wipes
 * its slate. Another client, such as the owner on their own network, is not slowed by an
 * attacker's failures. Only when one address collects `ceiling` failures from everywhere (a
 * distributed attack) are clients the account never logged in or reset its password from held
 * back; the owner still gets in from a known client, or completes a reset on the new one, which
 * makes it known. A reset never helps a guesser: the link goes to the owner's mailbox.
 */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  async function check(subject: string, ip: string, at = new Date()): Promise<ThrottleVerdict> {
    const since = sql`now() - make_interval(mins => ${windowMinutes})`;
    const lastProof = sql`coalesce((
      select max(${securityEvents.at}) from ${securityEvents}
      where ${securityEvents.kind} in ('login-success', 'password-reset')
        and ${securityEvents.subject} = ${subject}
        and ${securityEvents.ip} = ${ip} and ${securityEvents.at} > ${since}
    ), '-infinity'::timestamptz)`;
    const [counts] = await db
      .select({
        pair: sql<number>`count(*) filter (where ${securityEvents.ip} = ${ip} and ${securityEvents.at} > ${lastProof})`.mapWith(
          Number,
        ),
        pairLast:
          sql<Date | null>`max(${securityEvents.at}) filter (where ${securityEvents.ip} = ${ip})`.mapWith(
            (value) => (value === null ? null : new Date(value)),
          ),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(securityEvents)
      .where(loginEvents(["login-failure"], since, eq(securityEvents.subject, subject)));
    const pair = counts?.pair ?? 0;
    if (pair >= settings.freeFailures && counts?.pairLast) {
      const delay = Math.min(2 ** (pair - settings.freeFailures), maxDelaySeconds);
      // Never more than the delay: the database rounds its timestamps to the millisecond, so the
      // last failure can read a fraction of one later than this check's own clock.
      const waitMs = Math.min(
        counts.pairLast.getTime() + delay * 1000 - at.getTime(),
        delay * 1000,
      );
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
      .where(loginEvents(["login-failure"], since, eq(securityEvents.ip, ip)));
    const stuffing = (fromClient?.value ?? 0) >= failuresPerClient;
    const distributed = (counts?.total ?? 0) >= settings.ceiling;
    if (!stuffing && !distributed) return { allowed: true };

    const provenHere = (kinds: LoginEventKind[], after: SQL) =>
      hasRow(
        db,
        securityEvents,
        loginEvents(kinds, after, eq(securityEvents.subject, subject), eq(securityEvents.ip, ip)),
      );
    // A client that tried many addresses may still use the one whose password it just reset.
    if (stuffing && !(await provenHere(["password-reset"], since)))
      return { allowed: false, retryAfterSeconds: windowMinutes * 60, reason: "client" };
    if (
      distributed &&
      !(await provenHere(provenKinds, sql`now() - make_interval(days => ${knownClientDays})`))
    )
      return { allowed: false, retryAfterSeconds: windowMinutes * 60, reason: "address" };
    return { allowed: true };
  }

  return { check };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
