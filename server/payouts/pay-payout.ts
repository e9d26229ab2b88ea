import { sql } from "drizzle-orm";
import { payoutMethodLabels } from "#contract/payout.ts";
import type { Db } from "#server/db/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { redemptionPaidMail } from "#server/mail/templates.ts";
import {
  accountNumber,
  decidePayout,
  type PayoutDeps,
  payoutMessages,
  recordDecision,
} from "./rules.ts";

/** Marks an approved payout paid with its reference, and mails the member the receipt. */
export async function payPayout(
  deps: Pick<PayoutDeps, "mailQueued" | "publicUrl"> & { db: Db },
  input: { id: number; adminId: string; reference: string; note: string },
): Promise<void> {
  await decidePayout(deps, input.id, async (tx, row) => {
    if (row.status !== "approved") throw new HttpError(409, payoutMessages.notApproved(row.status));
    await recordDecision(tx, input.id, {
      status: "paid",
      paidAt: sql`now()`,
      paidBy: input.adminId,
      reference: input.reference,
      note: input.note || null,
    });
    return (member) =>
      redemptionPaidMail({
        ...member,
        pkr: row.pkr,
        points: row.points,
        method: payoutMethodLabels[row.payoutMethod!],
        account: accountNumber(row.payoutAccount ?? "").slice(-4),
        reference: input.reference,
        dashboardUrl: new URL("/dashboard", deps.publicUrl).href,
      });
  });
}
