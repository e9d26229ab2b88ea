import { useId } from "react";
import type { RedeemResponse } from "#contract/rewards.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages, redeemable, redeemRate } from "#web/content/account.ts";
import { postJson } from "#web/lib/api.ts";
import { DashboardCard } from "./dashboard-card.tsx";

const text = accountContent.dashboard.redeem;

/** A fresh key per click, so a retried request is never redeemed twice. */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews still deserve a unique key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * The Redeem Points card (SPEC §2.5, §5, §9): the rate, and a button that stays disabled while
 * the balance is below the minimum or the account's address is unconfirmed (payouts go to
 * confirmed accounts only). After a redeem the page reloads the user's points.
 */
export function RedeemCard({
  points,
  verified,
  onRedeemed,
}: {
  points: number | null | undefined;
  verified: boolean;
  onRedeemed: () => void;
}) {
  const statusId = useId();
  const { message, busy, run } = useFormAction();
  const balance = points ?? 0;
  const enough = balance >= redeemRate.points;

  function onRedeem() {
    void run(async () => {
      const result = await postJson<RedeemResponse>("/rewards/redeem", undefined, {
        headers: { "Idempotency-Key": idempotencyKey() },
      });
      if (!result.ok) return refused(result, accountMessages.redeemError);
      onRedeemed();
      return { ok: true, message: result.data.message };
    });
  }

  return (
    <DashboardCard icon="gift" title={text.title} className="flex flex-col">
      <p className="mt-3 inline-flex w-fit rounded-full bg-accent-50 px-3 py-1 text-[0.9375rem] font-semibold text-accent-800">
        {text.rate}
      </p>
      <p className="mt-3 text-[0.9375rem] text-slate-600">
        {text.lead} {text.confirmFirst}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          size="lg"
          onClick={onRedeem}
          disabled={!enough || !verified}
          aria-disabled={busy || undefined}
          aria-describedby={statusId}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {text.button}
        </Button>
        <p id={statusId} className="text-[0.9375rem] text-slate-600">
          {!enough
            ? text.short(redeemRate.points - balance)
            : verified
              ? text.available(redeemable(balance).points, redeemable(balance).pkr)
              : text.unverified}
        </p>
      </div>
      <Feedback message={message} className="mt-4" />
    </DashboardCard>
  );
}
