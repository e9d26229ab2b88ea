import { eq } from "drizzle-orm";
import { maskAccount } from "#contract/payout.ts";
import type { PayoutMethod } from "#contract/user.ts";
import { payoutMethods } from "#server/db/schema/index.ts";
import type { PayoutDeps } from "./rules.ts";

/** The member's payout method, masked: where payouts go once an administrator approves them. */
export async function getPayoutMethod(
  deps: Pick<PayoutDeps, "db">,
  userId: string,
): Promise<PayoutMethod> {
  const [row] = await deps.db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
  if (!row) return null;
  return {
    method: row.method,
    account: maskAccount((row.method === "bank" ? row.iban : row.wallet) ?? ""),
    accountTitle: row.accountTitle,
    updatedAt: row.updatedAt.toISOString(),
  };
}
