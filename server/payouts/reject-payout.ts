import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { RejectRedemptionBody } from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { redemptionRejectedMail } from "#server/mail/templates.ts";
import { creditPoints, recordForfeit } from "#server/points/ledger.ts";
import { decidePayout, type PayoutDeps, payoutMessages, recordDecision } from "./rules.ts";

/** Rejects an open payout: its points go back (a ledger credit) or are forfeited (a record). */
export async function rejectPayout(
  deps: Pick<PayoutDeps, "mailQueued"> & { db: Db },
  input: z.output<typeof RejectRedemptionBody> & { id: number; adminId: string },
): Promise<void> {
  await decidePayout(deps, input.id, async (tx, row) => {
    if (row.status === "paid" || row.status === "rejected")
      throw new HttpError(409, payoutMessages.notOpen(row.status));
    const returned = input.points === "return";
    await recordDecision(tx, input.id, {
      status: "rejected",
      decidedAt: sql`now()`,
      decidedBy: input.adminId,
      rejectReason: input.reason,
      pointsReturned: returned,
    });
    if (returned)
      await creditPoints(tx, {
        userId: row.userId,
        amount: row.points,
        reason: "redemption_returned",
        redemptionId: input.id,
      });
    else await recordForfeit(tx, row.userId, input.id);
    return (member) =>
      redemptionRejectedMail({
        ...member,
        pkr: row.pkr,
        points: row.points,
        reason: input.reason,
        returned,
      });
  });
}
