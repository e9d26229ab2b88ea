import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/index.ts";
import { type AuditLog, clientOf } from "#server/security/audit-log.ts";

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * The admin area's onSend hook: every change an administrator makes, and every export of
 * personal data, is logged before the answer leaves, so no success goes unrecorded.
 */
export function logAdminActions(db: Db, audit: AuditLog) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url ?? "";
    const changes = request.method !== "GET" && request.method !== "HEAD";
    if (!request.userId || reply.statusCode >= 400) return payload;
    if (!changes && !route.endsWith(".csv")) return payload;
    const params = request.params as { id?: unknown } | undefined;
    const body = request.body as
      | {
          decision?: unknown;
          status?: unknown;
          points?: unknown;
          reason?: unknown;
          referrals?: unknown;
        }
      | undefined;
    const detail: Record<string, string | number> = {
      action: `${request.method} ${route}`,
    };
    if (params?.id !== undefined) detail.id = String(params.id);
    if (typeof body?.decision === "string") detail.decision = body.decision;
    if (typeof body?.status === "string") detail.status = body.status;
    if (typeof body?.points === "string") detail.points = body.points;
    // A revoked consultancy hour: whose, the referrals it took out and why.
    if (route === "/api/admin/users/:id/consultancy-hours/revocations") {
      if (typeof body?.reason === "string") detail.reason = body.reason.slice(0, 200);
      if (Array.isArray(body?.referrals)) detail.referrals = body.referrals.join(", ");
      const account = typeof payload === "string" ? parseJson(payload)?.account : undefined;
      const name = (account as { name?: unknown } | undefined)?.name;
      if (typeof name === "string") detail.member = name;
    }
    // A payout decision names its amount and member, so the log reads in words.
    if (route.startsWith("/api/admin/redemptions/:id/") && typeof payload === "string") {
      const decided = parseJson(payload);
      if (typeof decided?.pkr === "number") detail.pkr = decided.pkr;
      if (typeof decided?.userName === "string") detail.member = decided.userName;
    }
    await audit
      .record(db, clientOf(request), {
        kind: "admin-action",
        userId: request.userId,
        detail,
      })
      .catch((error: unknown) =>
        request.log.error({ err: error }, "could not record an admin action"),
      );
    return payload;
  };
}
