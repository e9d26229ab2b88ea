import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/index.ts";
import { payoutMethods } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { payoutApprovedMail } from "#server/mail/templates.ts";
import {
  decidePayout,
  type PayoutDeps,
  payoutAccountOf,
  payoutMessages,
  recordDecision,
} from "./rules.ts";

/**
 * Approves a requested payout, fixing the account it will be paid to (the member's method at
 * this moment), and tells the member. The row lock makes two administrators get one outcome.
 */
export async function approvePayout(
  deps: Pick<PayoutDeps, "mailQueued" | "publicUrl"> & { db: Db },
  input: { id: number; adminId: string },
): Promise<void> {
  await decidePayout(deps, input.id, async (tx, row) => {
    if (row.status === "awaiting-details") throw new HttpError(409, payoutMessages.awaitingDetails);
    if (row.status !== "requested")
      throw new HttpError(409, payoutMessages.notRequested(row.status));
    const [method] = await tx
      .select()
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, row.userId));
    if (!method) throw new HttpError(409, payoutMessages.awaitingDetails);
    await recordDecision(tx, input.id, {
      status: "approved",
      decidedAt: sql`now()`,
      decidedBy: input.adminId,
      payoutMethod: method.method,
      payoutAccount: payoutAccountOf(method),
    });
    return (member) =>
      payoutApprovedMail({
        ...member,
        pkr: row.pkr,
        points: row.points,
        dashboardUrl: new URL("/dashboard", deps.publicUrl).href,
      });
  });
}
