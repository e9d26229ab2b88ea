import { eq } from "drizzle-orm";
import type { AdminRedemptionDetail } from "#contract/admin.ts";
import { redemptions } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { selectPayouts, withEvidence } from "./list-payouts.ts";
import { type PayoutDeps, payoutMessages } from "./rules.ts";

/** One payout with its evidence and its account in full: what paying it needs. */
export async function getPayout(
  deps: Pick<PayoutDeps, "db" | "digests">,
  id: number,
): Promise<AdminRedemptionDetail> {
  const rows = await selectPayouts(deps.db).where(eq(redemptions.id, id));
  if (rows.length === 0) throw new HttpError(404, payoutMessages.notFound);
  const [out] = await withEvidence(deps, rows);
  return out!;
}
