import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { lt, sql } from "drizzle-orm";
import type { SecurityEventKind } from "#contract/admin-fields.ts";
import type { Queryable } from "#server/db/index.ts";
import { securityEvents } from "#server/db/schema/index.ts";
import { clientKey } from "#server/http/client-network.ts";

/**
 * Who made a request: the client's key (its address, the forwarded one behind TRUST_PROXY; for
 * IPv6 its /64, see clientKey) and agent. Every per-client rule that reads the log compares this
 * key, so an IPv6 subscriber cannot become a new client by moving within its /64.
 */
export type Client = { ip: string; userAgent: string | null };

const maxUserAgent = 256;

/** What a request says about its sender: its address (behind TRUST_PROXY, the forwarded one) and headers. */
export type RequestFrom = { ip: string; headers: IncomingHttpHeaders };

export function clientOf(request: RequestFrom): Client {
  const agent = request.headers["user-agent"];
  return {
    ip: clientKey(request.ip),
    // Only printable text is kept: the log is read in a browser and exported.
    userAgent:
      typeof agent === "string"
        ? agent.replace(/[^\x20-\x7e]/g, "").slice(0, maxUserAgent) || null
        : null,
  };
}

export type SecurityEventInput = {
  kind: SecurityEventKind;
  userId?: string | null;
  /** A keyed digest of the e-mail address involved (see `subjectOf`). */
  subject?: string | null;
  detail?: Record<string, string | number | boolean>;
};

/** Appends one event; `client` is null for what no request caused (the admin command). */
export async function recordSecurityEvent(
  db: Queryable,
  client: Client | null,
  event: SecurityEventInput,
): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    subject: event.subject ?? null,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    detail: event.detail ?? {},
  });
}

/** The nth hit of a key within a window, counted where the rate limits count (Redis if set). */
export type WindowCounter = (key: string, windowMs: number) => Promise<number>;

/** The refusals of one rule and client that are written: the 1st, 10th, 100th, 1000th… */
const isRecordedRefusal = (nth: number) => /^10*$/.test(String(nth));

/**
 * Records refused requests (429s, a non-administrator's 403 on the admin API) without letting a
 * flood of them flood the log, which keeps rows for at least 30 days: per rule, client and window
 * only the first refusal is written, then the 10th, 100th, 1000th…, each with the count so far in
 * `detail.refused`. 200 refusals from one client write 3 rows instead of 200.
 */
export function createRefusalLog(count: WindowCounter) {
  return async function recordRefusal(
    db: Queryable,
    client: Client,
    refusal: SecurityEventInput & { rule: string; windowMs: number },
  ): Promise<void> {
    const { rule, windowMs, ...event } = refusal;
    const nth = await count(`refused:${rule}:${client.ip}`, windowMs);
    if (!isRecordedRefusal(nth)) return;
    await recordSecurityEvent(db, client, { ...event, detail: { ...event.detail, refused: nth } });
  };
}

export type RecordRefusal = ReturnType<typeof createRefusalLog>;

/**
 * The append-only audit log (security_events). Passwords and tokens never reach it: events
 * carry ids, the client and a digest of an e-mail address, and details that name no secret.
 */
export function createAuditLog(secret: Uint8Array) {
  // Keys of their own, so a digest here can never match anything else the secret signs.
  const subjectKey = createHmac("sha256", secret).update("audit-subject/v1").digest();
  const ipKey = createHmac("sha256", secret).update("referral-ip/v1").digest();

  /** The address a login or sign-up was tried with, comparable without being readable. */
  const subjectOf = (email: string) =>
    createHmac("sha256", subjectKey).update(email).digest("base64url").slice(0, 32);

  /** A client address for the referral rules: compared, never shown. */
  const ipDigest = (ip: string) =>
    createHmac("sha256", ipKey).update(ip).digest("base64url").slice(0, 32);

  return { record: recordSecurityEvent, subjectOf, ipDigest };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** Removes events older than the retention period (housekeeping; at least 30 days by the trigger). */
export async function pruneSecurityEvents(db: Queryable, retentionDays: number): Promise<void> {
  await db
    .delete(securityEvents)
    .where(lt(securityEvents.at, sql`now() - make_interval(days => ${retentionDays})`));
}
