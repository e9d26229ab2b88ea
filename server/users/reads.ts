import { desc, eq, sql } from "drizzle-orm";
import { POINTS_HISTORY_LIMIT } from "#contract/user.ts";
import type { Db } from "#server/db/index.ts";
import { leads, pointsLedger, redemptions, users } from "#server/db/schema/index.ts";

/** What GET /user/me shows of a row. */
export const userColumns = {
  name: users.name,
  email: users.email,
  points: users.points,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
};

/**
 * The hot authenticated reads, built once and prepared (docs/performance.md: assembling the
 * same SQL on every request was a tenth of the server's CPU under load).
 */
export function prepareUserReads(db: Db) {
  const byId = eq(users.id, sql.placeholder("userId"));
  return {
    me: db.select(userColumns).from(users).where(byId).prepare("user_me"),
    referralCode: db
      .select({ code: users.referralCode })
      .from(users)
      .where(byId)
      .prepare("user_referral_code"),
    pointsHistory: db
      .select({
        id: pointsLedger.id,
        reason: pointsLedger.reason,
        amount: pointsLedger.amount,
        createdAt: pointsLedger.createdAt,
        status: redemptions.status,
        reference: redemptions.reference,
        rejectReason: redemptions.rejectReason,
        pointsReturned: redemptions.pointsReturned,
        client: leads.company,
      })
      .from(pointsLedger)
      .leftJoin(redemptions, eq(redemptions.id, pointsLedger.redemptionId))
      .leftJoin(leads, eq(leads.id, pointsLedger.leadId))
      .where(eq(pointsLedger.userId, sql.placeholder("userId")))
      .orderBy(desc(pointsLedger.id))
      .limit(POINTS_HISTORY_LIMIT)
      .prepare("user_points_history"),
  };
}

export type UserReads = ReturnType<typeof prepareUserReads>;
