import type { PointsEntry } from "#contract/user.ts";
import type { UserDeps } from "./rules.ts";

/** The member's points, newest first, each payout with its state and a client reward's client. */
export async function getPointsHistory(
  deps: Pick<UserDeps, "reads">,
  input: { userId: string },
): Promise<PointsEntry[]> {
  const rows = await deps.reads.pointsHistory.execute(input);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    ...(row.status ? { status: row.status } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
    ...(row.pointsReturned !== null ? { pointsReturned: row.pointsReturned } : {}),
    ...(row.reason === "client_referral" ? { client: row.client?.trim() || "a business" } : {}),
  }));
}
