import { asc, eq } from "drizzle-orm";
import { payoutMethodLabels } from "#contract/payout.ts";
import { redemptions, users } from "#server/db/schema/index.ts";
import { toCsv } from "#server/http/csv.ts";
import type { PayoutDeps } from "./rules.ts";

/**
 * Approved payouts as CSV for a bank's or wallet's bulk disbursement: one row each, the account
 * in full, oldest first. Reading the file is logged as an export of personal data.
 */
export async function exportApprovedPayouts(deps: Pick<PayoutDeps, "db">): Promise<string> {
  const rows = await deps.db
    .select({
      id: redemptions.id,
      name: users.name,
      email: users.email,
      pkr: redemptions.pkr,
      method: redemptions.payoutMethod,
      account: redemptions.payoutAccount,
      approvedAt: redemptions.decidedAt,
    })
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .where(eq(redemptions.status, "approved"))
    .orderBy(asc(redemptions.decidedAt), asc(redemptions.id));
  return toCsv(
    ["Payout", "Name", "E-mail", "Amount (PKR)", "Method", "Account", "Approved at"],
    rows.map((row) => [
      row.id,
      row.name,
      row.email,
      row.pkr,
      row.method ? payoutMethodLabels[row.method] : "",
      row.account,
      row.approvedAt,
    ]),
  );
}
